/**
 * The one tokeniser used to build the index and to read queries.
 *
 * Text is cut into script runs:
 * - `word`: letters and digits of alphabetic scripts (Latin, Cyrillic, Greek…).
 *   Folded, lightly stemmed (plural `s`, `ies`), and camelCase identifiers are
 *   indexed whole and by part, so `mcpServers` is found by `mcpservers`,
 *   `mcp` and `servers`.
 * - `cjk`: Han and Kana. Indexed as character unigrams and bigrams, so any
 *   substring of two or more characters is found however long the unpunctuated
 *   run around it is; a query run longer than one character must appear as a
 *   contiguous substring (checked against the text, not just the bigrams).
 *   Word segmentation (`Intl.Segmenter`) relaxes long query runs that do not
 *   appear verbatim and decides whether a match sits on word boundaries.
 * - `hangul`: Korean is written with spaces, but particles stick to words
 *   (`검색을`); the whole run is a term and so are its syllable bigrams.
 */
import { GREETING as GREETINGS } from '../data/search-vocabulary';
import { fold } from './fold';
import { chars, segmentWords } from './segment';
import { CJK_STOP_RUNS, FINAL_PARTICLES, isStopWord } from './word-classes';

export type RunKind = 'word' | 'cjk' | 'hangul';

export interface Run {
  kind: RunKind;
  /** Original text of the run. */
  text: string;
  start: number;
  end: number;
}

const CJK_CHARS = '\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u3005\u3007\u{20000}-\u{3134f}';
const HANGUL_CHARS = '\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff';
/** One run: Han/Kana, Hangul, or letters and digits of any other script. */
const RUN = new RegExp(
  `([${CJK_CHARS}]+)|([${HANGUL_CHARS}]+)|((?:[A-Za-z0-9]|(?![${CJK_CHARS}${HANGUL_CHARS}])[\\p{L}\\p{N}\\p{M}])+)`,
  'gu',
);

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;

/** Whether a character is a Han ideograph. */
export function isHan(ch: string): boolean {
  return HAN.test(ch);
}

/** Splits text into runs of one script kind; everything else separates runs. */
export function scan(text: string): Run[] {
  const runs: Run[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const kind: RunKind = m[1] ? 'cjk' : m[2] ? 'hangul' : 'word';
    runs.push({ kind, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return runs;
}

/** Splits `mcpServers`, `HTTPServer`, `model2Vec` into their parts (original case). */
export function camelParts(word: string): string[] {
  const parts = word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g);
  return parts && parts.length > 1 ? parts : [word];
}

/**
 * Light English stemming: plural forms only, so it never surprises. Returns
 * every form the index should hold for the folded word.
 */
export function stems(word: string): string[] {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return [word];
  if (word.endsWith('ies') && word.length > 4) {
    // `directories` → `directory`, but `cookies` → `cookie`: keep both.
    const stem = word.slice(0, -3);
    return [`${stem}y`, `${stem}ie`];
  }
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return [word.slice(0, -1)];
  return [word];
}

/**
 * Base forms a query word may stand for, beyond `stems`: `calling` → `call`,
 * `configured` → `configure`, `stopping` → `stop`, `installation` →
 * `install`, `deployment` → `deploy`. Query side only (the index keeps words
 * as written), and the engine counts a base followed by an inflection
 * (`call` in `called`) as the word itself, so either way the reader's form
 * and the page's form meet.
 */
export function queryForms(word: string): string[] {
  const forms = stems(word);
  if (!/^[a-z]+$/.test(word)) return forms;
  const add = (base: string) => {
    if (base.length >= 3 && !forms.includes(base)) forms.push(base);
  };
  const undouble = (base: string) => (/([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss)$/.test(base) ? base.slice(0, -1) : base);
  const suffix = /(ing|ed)$/.exec(word);
  if (suffix && word.length - suffix[1].length >= 3) {
    const base = word.slice(0, -suffix[1].length);
    add(undouble(base));
    if (!/[aeiouy]$/.test(base)) add(`${base}e`);
  }
  if (word.length >= 9 && word.endsWith('ation')) {
    const base = word.slice(0, -5);
    add(base);
    add(`${base}e`);
  }
  if (word.length >= 8 && word.endsWith('ment')) add(word.slice(0, -4));
  // `apis`, `uris`: `stems` leaves words in -is alone (analysis, redis), but a
  // short one is most often an acronym's plural.
  if (word.length <= 5 && word.endsWith('is')) add(word.slice(0, -1));
  return forms;
}

/**
 * The singular of a query word (`versions` → `version`, `apis` → `api`), or
 * the word itself: for looking a typed plural up where names are kept in the
 * singular (the term bridge, phrases, keywords).
 */
export function singular(word: string): string {
  if (!word.endsWith('s')) return word;
  // The first form other than the word: `directory` for `directories`, `api` for `apis`.
  return queryForms(word).find((form) => form !== word) ?? word;
}

/** A folded text with each plain word put in the singular (`node versions` → `node version`). */
export function singularText(folded: string): string {
  return folded.replace(/[a-z]+/g, (w) => singular(w));
}

/** `stems(word).forEach(sink)` without the array: this runs for every word of every page. */
function emitStems(word: string, sink: TermSink): void {
  const last = word.charCodeAt(word.length - 1);
  // Only words ending in `s` can have another form.
  if (last !== 0x73 || word.length <= 3) sink(word);
  else for (const s of stems(word)) sink(s);
}

export type TermSink = (term: string) => void;

/** All index terms of a text, in order, duplicates kept (what FlexSearch stores). */
export function tokenize(text: string): string[] {
  return searchTerms(text);
}

/** One required part of a query. */
export interface Atom {
  kind: RunKind;
  /** Folded surface form, as typed. */
  value: string;
  /** Index terms that match exactly (stems for words; the run itself for cjk/hangul). */
  forms: string[];
  /** Made of characters the segmenter left alone (里|放 → 里放): maybe a word, maybe not. */
  loose?: boolean;
}

/** A whitespace-separated query term: its atoms are all required. */
export interface QueryTerm {
  text: string;
  atoms: Atom[];
}

export interface ParsedQuery {
  /** Trimmed query with runs of whitespace collapsed, as typed. */
  text: string;
  /** Folded form of `text`. */
  folded: string;
  terms: QueryTerm[];
  /** Every required atom, stop words removed (unless the query has nothing else). */
  atoms: Atom[];
}

/**
 * A Chinese run made only of stop words and lone characters (放哪里, 是什么,
 * 怎么用): it asks something, it names nothing, so like a stop word it is
 * not required of a page.
 */
export function isFunctionRun(atom: Atom): boolean {
  if (atom.kind !== 'cjk') return false;
  const words = segmentWords(atom.value);
  return words.some(isStopWord) && words.every((w) => isStopWord(w) || chars(w).length === 1);
}

function atomsOf(text: string): Atom[] {
  const atoms: Atom[] = [];
  // `what's`, `agent's`, `doesn't`: the letters after the apostrophe are no word to look for.
  for (const run of scan(text.replace(CLITIC, ''))) {
    const value = fold(run.text);
    if (run.kind === 'word') atoms.push({ kind: 'word', value, forms: queryForms(value) });
    else {
      const core = run.kind === 'cjk' ? trimStopEdges(value) : value;
      atoms.push({ kind: run.kind, value: core, forms: [core] });
    }
  }
  return atoms;
}

/**
 * A Chinese run without the stop words at its ends (的区别 → 区别, 配置呢 →
 * 配置): typed as one run, they would make the phrase one that only pages
 * with the same particle hold.
 */
function trimStopEdges(value: string): string {
  const words = segmentWords(value);
  let from = 0;
  let to = words.length;
  // A stop character cut off a lone one (对|接 of 对接自有系统) is more likely
  // half of a word the segmenter's dictionary lacks than a stop word.
  const lone = (i: number) => i >= 0 && i < words.length && chars(words[i]).length === 1 && !isStopWord(words[i]);
  while (from < to && isStopWord(words[from]) && !(chars(words[from]).length === 1 && lone(from + 1))) from += 1;
  while (to > from && isStopWord(words[to - 1]) && !(chars(words[to - 1]).length === 1 && lone(to - 2))) to -= 1;
  let core = words.slice(from, to).join('');
  // The segmenter glues a sentence-final particle to the word before it (连|上了).
  while (chars(core).length > 2 && FINAL_PARTICLES.has(chars(core).at(-1)!)) core = chars(core).slice(0, -1).join('');
  // It also cuts some stop words into characters (一览 → 一|览).
  for (let trimmed = true; trimmed; ) {
    trimmed = false;
    for (const stop of CJK_STOP_RUNS) {
      const n = chars(stop).length;
      if (chars(core).length - n < 2) continue;
      if (core.endsWith(stop)) core = core.slice(0, -stop.length);
      else if (core.startsWith(stop)) core = core.slice(stop.length);
      else continue;
      trimmed = true;
    }
  }
  return chars(core).length >= 2 ? core : value;
}

const CLITIC = /(?<=\p{L})['’](?:s|t|d|ll|re|ve|m)\b/giu;

/** A polite opening before the question itself (请问, 你好，, 麻烦问一下): it asks nothing of a page. */
const GREETING = new RegExp(
  `^\\s*(?:(?:${GREETINGS.hellos.join('|')}|(?:${GREETINGS.latinHellos.join('|')})(?![a-z]))[\\s,，!！。]*)?(?:${GREETINGS.requests.join('|')})?[\\s,，:：]*`,
  'i',
);

export function withoutGreeting(query: string): string {
  const rest = query.replace(GREETING, '');
  return rest.trim() ? rest : query;
}

/**
 * Chinese typed right against Latin letters, digits or a flag (`请问--port`,
 * `mcp服务`): readers skip the space, but the two are separate terms, as if
 * they had typed it (an identifier is then read as one).
 */
const SCRIPT_BOUNDARY = /(?<=[\u3400-\u9fff])(?=[-@./]*[A-Za-z0-9])|(?<=[A-Za-z0-9])(?=[\u3400-\u9fff])/g;

/** Reads a query: trims, splits on whitespace, folds and cuts each term into atoms. */
export function parseQuery(query: string): ParsedQuery {
  const text = query.replace(SCRIPT_BOUNDARY, ' ').trim().replace(/\s+/g, ' ');
  const terms: QueryTerm[] = text ? text.split(' ').map((t) => ({ text: t, atoms: atomsOf(t) })) : [];
  const all = terms.flatMap((t) => t.atoms);
  const content = all.filter((a) => !isStopWord(a.value) && !isFunctionRun(a));
  const atoms = dedupe(content.length > 0 ? content : all);
  return { text, folded: fold(text), terms, atoms };
}

function dedupe(atoms: Atom[]): Atom[] {
  const seen = new Set<string>();
  return atoms.filter((a) => {
    const key = `${a.kind}:${a.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The terms FlexSearch stores for a text, and looks up for a query (it is the
 * `encode` hook of the index, so both sides go through it):
 * - words folded and stemmed, camelCase identifiers whole and by part;
 * - Han, Kana and Hangul as overlapping bigrams plus the run's last character,
 *   so that with FlexSearch's `forward` tokeniser (which stores every prefix of
 *   a term) every single character and every pair of a run is retrievable;
 * - whole Hangul runs as words.
 * A query of several bigrams retrieves the sections holding all of them; the
 * engine then checks that they are adjacent.
 */
export function searchTerms(text: string): string[] {
  const out: string[] = [];
  const word = (t: string) => out.push(t);
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const raw = m[0];
    if (!m[1] && !m[2]) {
      emitStems(fold(raw), word);
      if (/[a-z][A-Z0-9]|[A-Z]{2}[a-z]|\d[A-Za-z]/.test(raw)) {
        const parts = camelParts(raw);
        if (parts.length > 1) {
          for (const part of parts) {
            const f = fold(part);
            if (f.length > 1 || /\d/.test(f)) emitStems(f, word);
          }
        }
      }
      continue;
    }
    const cs = chars(fold(raw));
    if (m[2] && cs.length > 1) out.push(cs.join(''));
    for (let i = 0; i + 1 < cs.length; i += 1) out.push(cs[i] + cs[i + 1]);
    if (cs.length > 0) out.push(cs[cs.length - 1]);
  }
  return out;
}
