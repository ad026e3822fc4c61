/**
 * The candidates of one query atom: the sections, titles and keywords
 * FlexSearch retrieves for it, checked against the text and scored by BM25,
 * as typed, as a Chinese phrase's words, and by its other names (the
 * term bridge, a partial word's completions).
 */
import { allOf, anyOf, isEmpty, scaled, type AtomMatch } from './atom-match';
import type { Corpus } from './corpus';
import { isProblemWord } from './query-shape';
import { relaxAtom } from './relax';
import { chars } from './segment';
import { count, keywordShare, wordCount } from './text-match';
import { parseQuery, type Atom } from './tokenize';
import { MIN_PREFIX_LENGTH, MIN_RELAXED_RUN, TITLE_PREFIX_FULL_LENGTH } from '../data/search-weights';
import { isStopWord } from './word-classes';
import { sectionCounts } from './word-table';
import { completedNames } from './word-fixes';

/**
 * Pages whose keywords FlexSearch finds for `term`, each scored by its best
 * keyword's `share` of a title match worth `titleScore`, into `into`.
 */
function matchKeywords(corpus: Corpus, term: string, share: (keyword: string) => number, titleScore: number, into: Map<number, number>): void {
  for (const p of corpus.keywordCandidates(term)) {
    let best = 0;
    for (const keyword of corpus.pages[p].keywords) best = Math.max(best, share(keyword));
    const score = corpus.weights.keywordWeight * best * titleScore;
    if (score > (into.get(p) ?? 0)) into.set(p, score);
  }
}

function matchWord(corpus: Corpus, atom: Atom): AtomMatch {
  const sections = new Map<number, number>();
  const titles = new Map<number, number>();
  const keywords = new Map<number, number>();
  // A single letter is a word only as typed: as a prefix it matches everything.
  const prefixes = atom.value.length >= MIN_PREFIX_LENGTH;
  const w = corpus.weights;
  for (const form of atom.forms) {
    let ids = corpus.candidates(form);
    const weighed: Array<[number, number]> = [];
    const counted = corpus.words.counts(form);
    for (const sec of ids) {
      const s = corpus.sections[sec];
      const { heading: h, text: t } = sectionCounts(counted, sec, s.foldedHeading, s.foldedText, form);
      let tf = w.headingWeight * (h.exact + w.prefixWeight * h.prefix) + t.exact + w.prefixWeight * t.prefix;
      if (!prefixes && h.exact + t.exact === 0) continue;
      if (tf === 0) tf = w.partTf;
      weighed.push([sec, tf]);
    }
    if (!prefixes) ids = weighed.map(([sec]) => sec);
    const idf = corpus.idf(ids.length);
    for (const [sec, tf] of weighed) {
      const score = corpus.bm25(tf, corpus.sections[sec].length, idf);
      if (score > (sections.get(sec) ?? 0)) sections.set(sec, score);
    }
    for (const p of corpus.titleCandidates(form)) {
      const c = wordCount(corpus.pages[p].foldedTitle, form);
      if (!prefixes && c.exact === 0) continue;
      const weight = c.exact > 0 || c.prefix === 0 ? 1 : w.prefixWeight + w.titlePrefixLengthShare * (form.length / TITLE_PREFIX_FULL_LENGTH);
      const titleScore = weight * corpus.bm25(w.titleTf, corpus.avgLength, idf);
      if (titleScore > (titles.get(p) ?? 0)) titles.set(p, titleScore);
    }
    const share = (keyword: string) => {
      const c = wordCount(keyword, form);
      if (c.exact + c.prefix === 0 || (!prefixes && c.exact === 0)) return 0;
      return (c.exact > 0 ? 1 : w.prefixWeight) * keywordShare(keyword, form);
    };
    matchKeywords(corpus, form, share, corpus.bm25(w.titleTf, corpus.avgLength, idf), keywords);
  }
  return { atom, highlight: [atom], sections, titles, keywords };
}

/** Occurrences of a cjk/hangul run: FlexSearch's candidates, verified against the text. */
function matchRun(corpus: Corpus, atom: Atom, weight = 1): AtomMatch {
  const sections = new Map<number, number>();
  const titles = new Map<number, number>();
  const cs = chars(atom.value);
  const tfs: Array<[number, number]> = [];
  const counted = corpus.words.pairCounts(atom.value);
  for (const sec of corpus.candidates(atom.value)) {
    const s = corpus.sections[sec];
    // The bigrams are all there; check they are adjacent, in order.
    const [h, t] = counted ? (counted.get(sec) ?? [0, 0]) : [count(s.foldedHeading, atom.value), count(s.foldedText, atom.value)];
    const tf = h * corpus.weights.headingWeight + t;
    if (tf > 0) tfs.push([sec, tf]);
  }
  const idf = corpus.idf(tfs.length);
  for (const [sec, tf] of tfs) sections.set(sec, weight * corpus.bm25(tf, corpus.sections[sec].length, idf));
  const titleScore = weight * corpus.bm25(corpus.weights.titleTf, corpus.avgLength, idf);
  const titleInAtom = new Map<number, number>();
  for (const p of corpus.titleCandidates(atom.value)) {
    if (corpus.pages[p].foldedTitle.includes(atom.value)) titles.set(p, titleScore);
  }
  const keywords = new Map<number, number>();
  matchKeywords(corpus, atom.value, (keyword) => (keyword.includes(atom.value) ? keywordShare(keyword, atom.value) : 0), titleScore, keywords);
  // Titles held by the atom (`配置` in `配置文件`): look each substring up.
  for (let i = 0; i < (corpus.weights.rules.titleInRun ? cs.length : 0); i += 1) {
    let text = cs[i];
    // No title is longer than the longest: a 256-character run no longer reads its 32,000 substrings.
    for (let j = i + 2; j <= Math.min(cs.length, i + corpus.longestTitle); j += 1) {
      text += cs[j - 1];
      for (const p of corpus.titlesByText.get(text) ?? []) {
        if (!titles.has(p)) titleInAtom.set(p, titleScore * ((j - i) / cs.length));
      }
    }
  }
  return { atom, highlight: [atom], sections, titles, keywords, titleInAtom };
}

/**
 * A Chinese/Japanese/Korean atom matches in one of three ways, best first:
 * verbatim; as its segmenter words, all on the page (`执行命令` finds the page
 * titled `命令执行`; stop words such as `怎么` drop out); or without its last
 * character when that leaves a word (`服务器` → `服务`, the way `servers`
 * finds `server`). Verbatim matches keep the full score; the others count less.
 */
function matchCjk(corpus: Corpus, atom: Atom, expand: boolean): AtomMatch {
  const strict = matchRun(corpus, atom);
  const cs = chars(atom.value);
  if (atom.kind !== 'cjk' || cs.length < MIN_RELAXED_RUN) return strict;
  const parts: AtomMatch[] = [strict];
  const words = relaxAtom(atom, corpus.isName, corpus.isDocsWord);
  if (words.length > 1 || words[0].value !== atom.value) {
    const match = (w: Atom) => (expand ? matchTerm(corpus, w, false) : matchRun(corpus, w));
    // 浏览器打不开: the page about the browser may never say 打不开, and a
    // page that does (in passing) is not about it; the words of the problem
    // only point at the troubleshooting page (query-shape).
    const named = corpus.weights.rules.problemWords ? words.filter((w) => !isProblemWord(w.value)) : words;
    parts.push(allOf(corpus, (named.length > 0 ? named : words).map(match), corpus.weights.relaxedWeight));
  }
  const stem = cs.slice(0, -1).join('');
  if (corpus.weights.rules.cjkStem && !isStopWord(stem)) parts.push(matchRun(corpus, { kind: 'cjk', value: stem, forms: [stem] }, corpus.weights.stemWeight));
  const merged = anyOf(corpus, atom, parts, strict.titleInAtom);
  merged.partial = isEmpty(strict);
  return merged;
}

/** An atom as typed: a word, or a Chinese, Japanese or Korean run. */
export function matchBase(corpus: Corpus, atom: Atom, expand: boolean): AtomMatch {
  return atom.kind === 'word' ? matchWord(corpus, atom) : matchCjk(corpus, atom, expand);
}

/**
 * An atom as typed, or any other name the term bridge knows for it (at a
 * lower weight): 智能体 also finds Agent, `event stream` also finds 事件流.
 * `expand` is false inside an expansion, so one never expands another.
 */
export function matchTerm(corpus: Corpus, atom: Atom, expand = true, term = atom.value, typed?: AtomMatch): AtomMatch {
  const base = typed ?? matchBase(corpus, atom, expand);
  const { rules } = corpus.weights;
  const others: Array<[string, number]> = expand && rules.bridge ? corpus.bridge.expand(term).map((o) => [o, corpus.weights.bridgeWeight]) : [];
  if (expand && rules.completions && term === atom.value) for (const o of completedNames(corpus, atom)) others.push([o, corpus.weights.completionWeight]);
  if (others.length === 0) return base;
  const parts = [base];
  let partial = base.partial;
  for (const [other, weight] of others) {
    const atoms = parseQuery(other).atoms;
    if (atoms.length === 0) continue;
    const part = allOf(corpus, atoms.map((a) => matchBase(corpus, a, false)), weight);
    if (!isEmpty(part)) partial = false;
    parts.push(part);
  }
  const merged = anyOf(corpus, atom, parts, base.titleInAtom, true);
  merged.partial = partial;
  return merged;
}

/**
 * The first letter of the next word, right after `previous` (`web u` while
 * typing `web ui`): alone, one letter starts too many words to mean
 * anything, but after the word before it, it starts a phrase.
 */
export function matchFollowing(corpus: Corpus, previous: string, letter: string): AtomMatch {
  const w = corpus.weights;
  const atom: Atom = { kind: 'word', value: letter, forms: [letter] };
  const start = `${previous} ${letter}`;
  const sections = new Map<number, number>();
  const tfs: Array<[number, number]> = [];
  for (const sec of corpus.candidates(previous)) {
    const s = corpus.sections[sec];
    const h = wordCount(s.foldedHeading, start);
    const t = wordCount(s.foldedText, start);
    const tf = w.headingWeight * (h.exact + h.prefix) + t.exact + t.prefix;
    if (tf > 0) tfs.push([sec, tf]);
  }
  const idf = corpus.idf(tfs.length);
  for (const [sec, tf] of tfs) sections.set(sec, w.prefixWeight * corpus.bm25(tf, corpus.sections[sec].length, idf));
  const titleScore = w.prefixWeight * corpus.bm25(w.titleTf, corpus.avgLength, idf);
  const titles = new Map<number, number>();
  const keywords = new Map<number, number>();
  const holds = (text: string) => {
    const c = wordCount(text, start);
    return c.exact + c.prefix > 0;
  };
  corpus.pages.forEach((page, p) => {
    if (holds(page.foldedTitle)) titles.set(p, titleScore);
    if (page.keywords.some(holds)) keywords.set(p, w.keywordWeight * titleScore);
  });
  // Highlight the letter where it follows the word, not every word it starts.
  return { atom, highlight: [{ kind: 'word', value: start, forms: [start] }], sections, titles, keywords };
}

/**
 * A word of a relaxed Chinese run, at the relaxed weight; if no page holds
 * it (改端口), its character pairs instead (改端, 端口), each an optional
 * requirement that `qualify` drops when nothing holds it.
 */
export function wordOrPairs(corpus: Corpus, word: Atom): AtomMatch[] {
  const match = matchTerm(corpus, word);
  const cs = chars(word.value);
  if (!isEmpty(match) || cs.length < MIN_RELAXED_RUN || !corpus.weights.rules.cjkPairs) return [scaled(match, corpus.weights.relaxedWeight)];
  const pairs: AtomMatch[] = [];
  for (let i = 0; i + 1 < cs.length; i += 1) {
    const pair = cs[i] + cs[i + 1];
    if (!isStopWord(pair)) pairs.push({ ...scaled(matchRun(corpus, { kind: 'cjk', value: pair, forms: [pair] }), corpus.weights.pairWeight), pair: true });
  }
  return pairs;
}
