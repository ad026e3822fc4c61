/**
 * The search engine: an inverted index over page sections with BM25 scoring,
 * AND semantics for query terms, prefix completion for partial words and
 * exact-substring matching for Chinese, Japanese and Korean.
 *
 * Why not FlexSearch: the bench (`npm run bench:search`) runs FlexSearch
 * 0.8 with this same tokeniser next to this engine. FlexSearch scores by term
 * position inside a document, not by how rare and frequent a term is, and
 * cannot check that the bigrams of a Chinese phrase are adjacent, so pages
 * that merely contain the characters outrank the page about the phrase. This
 * engine keeps one posting list per term (section ids with weighted term
 * frequency), verifies phrases against the folded text, and aggregates
 * sections into pages.
 */
import { fold, foldWithMap } from './fold';
import { buildPageHits } from './hits';
import {
  chars,
  gramOf,
  indexTermsTo,
  isStopWord,
  parseQuery,
  relaxAtom,
  segmentWords,
  type Atom,
  type ParsedQuery,
} from './tokenize';
import type { PageHits, SearchIndexFile } from './types';

export const DEFAULT_LIMIT = 7;
export const CACHE_SIZE = 100;

/** Weight of a heading's terms relative to body terms. */
const HEADING_WEIGHT = 3;
/** A title match counts like a section mentioning the term this often. */
const TITLE_TF = 6;
const K1 = 1.2;
const B = 0.75;
/**
 * Anchors of closing link lists (CONTRIBUTING: every page ends with "Related").
 * They name every neighbouring page, so they count less than real content.
 */
const LINK_LIST_ANCHORS = new Set(['related', 'related-pages', 'next-steps', 'where-to-go-next', 'see-also']);
/** Weight of a Chinese phrase matched as separate words, and of one matched without its last character. */
const RELAXED_WEIGHT = 0.6;
const STEM_WEIGHT = 0.45;
/** Most completions tried for a partial word. */
const MAX_EXPANSIONS = 48;

export interface EngineSection {
  page: number;
  anchor: string;
  heading: string;
  depth: number;
  text: string;
  foldedHeading: string;
  foldedText: string;
  /** Whether folding kept every character in place, so `foldedText` offsets are `text` offsets. */
  foldedInPlace: boolean;
  /** Weighted term count, for BM25 length normalisation. */
  length: number;
  /** Index of the enclosing section (for `H2 > H3` breadcrumbs); -1 for none. */
  parent: number;
  /** Ranking weight: closing link lists count less (see LINK_LIST_ANCHORS). */
  weight: number;
}

export interface EnginePage {
  routePath: string;
  title: string;
  foldedTitle: string;
  titleTerms: Set<string>;
  /** Section ids of this page, in document order. */
  sections: number[];
}

interface SectionTally {
  sec: number;
  score: number;
  /** How many atoms the section itself matched. */
  covered: number;
}

interface PageTally {
  /** Per atom, its three best section scores on the page. */
  tops: number[][];
  secs: Map<number, SectionTally>;
}

interface Posting {
  secs: number[];
  tf: number[];
  /** Section that added the last entry (only while building). */
  last: number;
}

/** What one query atom matched. */
export interface AtomMatch {
  atom: Atom;
  /** Atoms to highlight for it (several when a Chinese phrase was relaxed into words). */
  highlight: Atom[];
  /**
   * For atoms matched in several ways: what to highlight on a page, best way
   * first, with the pages each way matched. A page is highlighted the best way
   * it matched, so a verbatim match never also lights up stray partial words.
   */
  tiers?: Array<{ highlight: Atom[]; pages: Set<number> }>;
  sections: Map<number, number>;
  titles: Map<number, number>;
  /** Pages whose whole title appears inside this atom (`配置` in `配置文件`): a ranking hint, not a match. */
  titleInAtom?: Map<number, number>;
}

export interface ScheduleOptions {
  /** Called between slices of work while the index is built; await it to yield to the browser. */
  yieldToHost?: () => Promise<void>;
  /**
   * The longest a slice may run before yielding, in ms. A fixed number of
   * sections per slice ran for 40–60 ms on a fast machine with the Chinese
   * index, which a phone's slower CPU turns into long tasks; a time budget
   * keeps every slice short whatever the device.
   */
  sliceMs?: number;
  /** The clock slices are measured with (tests pass their own). */
  now?: () => number;
}

/** Sections indexed between two looks at the clock. */
const SECTIONS_PER_CLOCK_CHECK = 4;

export class SearchEngine {
  readonly lang: string;
  readonly version: string;
  readonly pages: EnginePage[] = [];
  readonly sections: EngineSection[] = [];
  /** Words (and grams of characters outside the BMP). */
  private readonly postings = new Map<string, Posting>();
  /** Han, Kana and Hangul bigrams, by `gramKey`. */
  private readonly grams = new Map<number, Posting>();
  /** Pages by the words of their title. */
  private readonly titleWords = new Map<string, number[]>();
  /** Pages by the bigrams of their title. */
  private readonly titleGrams = new Map<number | string, number[]>();
  /** Pages by their whole folded title. */
  private readonly titlesByText = new Map<string, number[]>();
  private vocabulary: string[] = [];
  private avgLength = 1;
  private readonly cache = new Map<string, PageHits[]>();

  private constructor(file: SearchIndexFile) {
    if (file.v !== 1) throw new Error(`Unknown search index format ${String(file.v)}`);
    this.lang = file.lang;
    this.version = file.version;
  }

  /** Builds the engine synchronously (tests, Node). */
  static fromFile(file: SearchIndexFile): SearchEngine {
    const engine = new SearchEngine(file);
    engine.addPages(file);
    engine.addSections(file, 0, file.sections.length);
    engine.finish();
    return engine;
  }

  /** Builds the engine in time slices, yielding between them so the page stays responsive. */
  static async build(file: SearchIndexFile, options: ScheduleOptions = {}): Promise<SearchEngine> {
    const now = options.now ?? (() => performance.now());
    const sliceMs = options.sliceMs ?? 5;
    const engine = new SearchEngine(file);
    engine.addPages(file);
    let sliceStart = now();
    for (let i = 0; i < file.sections.length; i += SECTIONS_PER_CLOCK_CHECK) {
      engine.addSections(file, i, Math.min(file.sections.length, i + SECTIONS_PER_CLOCK_CHECK));
      if (options.yieldToHost && now() - sliceStart >= sliceMs) {
        await options.yieldToHost();
        sliceStart = now();
      }
    }
    engine.finish();
    return engine;
  }

  private addPages(file: SearchIndexFile): void {
    for (const [routePath, title] of file.pages) {
      const p = this.pages.length;
      const titleTerms = new Set<string>();
      const grams = new Set<number | string>();
      indexTermsTo(title, { word: (t) => titleTerms.add(t), gram: (k) => grams.add(k) });
      const foldedTitle = fold(title);
      const cs = chars(foldedTitle);
      for (let i = 0; i + 1 < cs.length; i += 1) grams.add(gramOf(cs[i], cs[i + 1]));
      for (const t of titleTerms) push(this.titleWords, t, p);
      for (const g of grams) push(this.titleGrams, g, p);
      push(this.titlesByText, foldedTitle, p);
      this.pages.push({ routePath, title, foldedTitle, titleTerms, sections: [] });
    }
  }

  private addSections(file: SearchIndexFile, from: number, to: number): void {
    // Terms go straight into their posting lists: a posting remembers the last
    // section it saw, so a repeated term bumps its count instead of costing a
    // second map operation. Single characters are not indexed (see matchRun).
    let weight = 1;
    let length = 0;
    let id = 0;
    const bump = <K>(map: Map<K, Posting>, key: K) => {
      let posting = map.get(key);
      if (!posting) {
        posting = { secs: [], tf: [], last: -1 };
        map.set(key, posting);
      }
      if (posting.last === id) posting.tf[posting.tf.length - 1] += weight;
      else {
        posting.secs.push(id);
        posting.tf.push(weight);
        posting.last = id;
      }
      length += 1;
    };
    const sinks = {
      word: (t: string) => bump(this.postings, t),
      gram: (k: number) => {
        if (k % 0x10000 === 0) length += 1;
        else bump(this.grams, k);
      },
    };
    for (let i = from; i < to; i += 1) {
      const [page, anchor, heading, depth, text] = file.sections[i];
      id = this.sections.length;
      length = 0;
      weight = HEADING_WEIGHT;
      indexTermsTo(heading, sinks);
      weight = 1;
      indexTermsTo(text, sinks);
      const pageSections = this.pages[page].sections;
      let parent = -1;
      for (let j = pageSections.length - 1; j >= 0; j -= 1) {
        const candidate = this.sections[pageSections[j]];
        if (candidate.depth < depth) {
          parent = pageSections[j];
          break;
        }
      }
      pageSections.push(id);
      this.sections.push({
        page,
        anchor,
        heading,
        depth,
        text,
        foldedHeading: fold(heading),
        ...foldText(text),
        length: Math.max(1, length),
        parent,
        weight: LINK_LIST_ANCHORS.has(anchor) ? 0.3 : 1,
      });
    }
  }

  private finish(): void {
    // The first Intl.Segmenter call loads ICU data; pay for it now, not on the first query.
    if (this.sections.some((sec) => /[\u3400-\u9fff]/.test(sec.text))) segmentWords('预热');
    let total = 0;
    for (const s of this.sections) total += s.length;
    this.avgLength = this.sections.length ? total / this.sections.length : 1;
    const words = new Set<string>();
    for (const term of this.postings.keys()) if (!/^[\ud800-\udbff]/.test(term)) words.add(term);
    for (const page of this.pages) for (const t of page.titleTerms) words.add(t);
    this.vocabulary = [...words].sort();
  }

  /** Number of distinct terms (for the bench). */
  get termCount(): number {
    return this.postings.size + this.grams.size;
  }

  private idf(df: number): number {
    const n = this.sections.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private bm25(tf: number, length: number, idf: number): number {
    return (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * length) / this.avgLength));
  }

  private gramPosting(key: number | string): Posting | undefined {
    return typeof key === 'number' ? this.grams.get(key) : this.postings.get(key);
  }

  /** Vocabulary terms that start with `prefix`, shortest and most common first. */
  private completions(prefix: string): string[] {
    const vocab = this.vocabulary;
    let lo = 0;
    let hi = vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (vocab[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < vocab.length && vocab[i].startsWith(prefix); i += 1) {
      if (vocab[i] !== prefix) out.push(vocab[i]);
    }
    if (out.length > MAX_EXPANSIONS) {
      const df = (t: string) => this.postings.get(t)?.secs.length ?? 0;
      out.sort((a, b) => df(b) - df(a) || a.length - b.length);
      out.length = MAX_EXPANSIONS;
    }
    return out;
  }

  private matchWord(atom: Atom): AtomMatch {
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const alternatives: Array<[string, number]> = atom.forms.map((f) => [f, 1]);
    // Partial words: `config` finds `configuration`; shorter completions weigh more.
    if (atom.value.length >= 2) {
      for (const c of this.completions(atom.value)) {
        if (!atom.forms.includes(c)) alternatives.push([c, 0.45 + 0.4 * (atom.value.length / c.length)]);
      }
    }
    for (const [term, weight] of alternatives) {
      const posting = this.postings.get(term);
      if (posting) {
        const idf = this.idf(posting.secs.length);
        for (let i = 0; i < posting.secs.length; i += 1) {
          const sec = posting.secs[i];
          const score = weight * this.bm25(posting.tf[i], this.sections[sec].length, idf);
          if (score > (sections.get(sec) ?? 0)) sections.set(sec, score);
        }
      }
      const titleIdf = this.idf(posting?.secs.length ?? 0);
      const titleScore = weight * this.bm25(TITLE_TF, this.avgLength, titleIdf);
      for (const p of this.titleWords.get(term) ?? []) {
        if (titleScore > (titles.get(p) ?? 0)) titles.set(p, titleScore);
      }
    }
    return { atom, highlight: [atom], sections, titles };
  }

  /** Occurrences of a cjk/hangul run, verified against the text. */
  private matchRun(atom: Atom, weight = 1): AtomMatch {
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const cs = chars(atom.value);
    const tfs: Array<[number, number]> = [];
    if (cs.length === 1) {
      // A single character is rare as a query and costs two index entries per
      // character of text; scanning the folded sections is fast enough.
      for (let sec = 0; sec < this.sections.length; sec += 1) {
        const s = this.sections[sec];
        const tf = count(s.foldedHeading, atom.value) * HEADING_WEIGHT + count(s.foldedText, atom.value);
        if (tf > 0) tfs.push([sec, tf]);
      }
    } else if (cs.length === 2) {
      // A bigram's posting list is exact: no need to look at the text.
      const p = this.gramPosting(gramOf(cs[0], cs[1]));
      if (p) for (let i = 0; i < p.secs.length; i += 1) tfs.push([p.secs[i], p.tf[i]]);
    } else {
      const lists: number[][] = [];
      for (let i = 0; i + 1 < cs.length; i += 1) {
        const p = this.gramPosting(gramOf(cs[i], cs[i + 1]));
        if (!p) {
          lists.length = 0;
          lists.push([]);
          break;
        }
        lists.push(p.secs);
      }
      lists.sort((a, b) => a.length - b.length);
      let candidates = lists[0] ?? [];
      for (let i = 1; i < lists.length && candidates.length > 0; i += 1) {
        const set = new Set(lists[i]);
        candidates = candidates.filter((sec) => set.has(sec));
      }
      // The bigrams are all there; check they are adjacent, in order.
      for (const sec of candidates) {
        const s = this.sections[sec];
        const tf = count(s.foldedHeading, atom.value) * HEADING_WEIGHT + count(s.foldedText, atom.value);
        if (tf > 0) tfs.push([sec, tf]);
      }
    }
    const idf = this.idf(tfs.length);
    for (const [sec, tf] of tfs) sections.set(sec, weight * this.bm25(tf, this.sections[sec].length, idf));
    const titleScore = weight * this.bm25(TITLE_TF, this.avgLength, idf);
    const titleInAtom = new Map<number, number>();
    // Titles holding the atom: those with its first gram, checked in full.
    const first = cs.length === 1 ? null : gramOf(cs[0], cs[1]);
    const titleCandidates = first === null ? this.pages.keys() : (this.titleGrams.get(first) ?? []);
    for (const p of titleCandidates) {
      if (this.pages[p].foldedTitle.includes(atom.value)) titles.set(p, titleScore);
    }
    // Titles held by the atom (`配置` in `配置文件`): look each substring up.
    for (let i = 0; i < cs.length; i += 1) {
      for (let j = i + 2; j <= cs.length; j += 1) {
        for (const p of this.titlesByText.get(cs.slice(i, j).join('')) ?? []) {
          if (!titles.has(p)) titleInAtom.set(p, titleScore * ((j - i) / cs.length));
        }
      }
    }
    return { atom, highlight: [atom], sections, titles, titleInAtom };
  }

  /**
   * A Chinese/Japanese/Korean atom matches in one of three ways, best first:
   * verbatim; as its segmenter words, all on the page (`执行命令` finds the page
   * titled `命令执行`; stop words such as `怎么` drop out); or without its last
   * character when that leaves a word (`服务器` → `服务`, the way `servers`
   * finds `server`). Verbatim matches keep the full score; the others count less.
   */
  private matchCjk(atom: Atom): AtomMatch {
    const strict = this.matchRun(atom);
    const cs = chars(atom.value);
    if (atom.kind !== 'cjk' || cs.length < 3) return strict;
    const parts: AtomMatch[] = [strict];
    const words = relaxAtom(atom);
    if (words.length > 1 || words[0].value !== atom.value) {
      parts.push(this.allOf(words.map((w) => this.matchRun(w)), RELAXED_WEIGHT));
    }
    const stem = cs.slice(0, -1).join('');
    if (cs.length >= 3 && !isStopWord(stem)) {
      const m = this.matchRun({ kind: 'cjk', value: stem, forms: [stem] }, STEM_WEIGHT);
      parts.push(m);
    }
    const merged: AtomMatch = {
      atom,
      highlight: [],
      sections: new Map(),
      titles: new Map(),
      titleInAtom: strict.titleInAtom,
      tiers: [],
    };
    for (const part of parts) {
      if (part.sections.size === 0 && part.titles.size === 0) continue;
      merged.highlight.push(...part.highlight);
      merged.tiers?.push({ highlight: part.highlight, pages: this.pagesOf(part) });
      for (const [k, v] of part.sections) if (v > (merged.sections.get(k) ?? 0)) merged.sections.set(k, v);
      for (const [k, v] of part.titles) if (v > (merged.titles.get(k) ?? 0)) merged.titles.set(k, v);
    }
    if (merged.highlight.length === 0) merged.highlight.push(atom);
    return merged;
  }

  /** Pages an atom matched, in their title or in a section. */
  private pagesOf(m: AtomMatch): Set<number> {
    const pages = new Set<number>(m.titles.keys());
    for (const sec of m.sections.keys()) pages.add(this.sections[sec].page);
    return pages;
  }

  /** Pages where every one of `matches` occurs; their scores summed and scaled. */
  private allOf(matches: AtomMatch[], weight: number): AtomMatch {
    const pageSets = matches.map((m) => this.pagesOf(m));
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const ok = (p: number) => pageSets.every((set) => set.has(p));
    for (const m of matches) {
      for (const [sec, score] of m.sections) {
        if (ok(this.sections[sec].page)) sections.set(sec, (sections.get(sec) ?? 0) + (weight * score) / matches.length);
      }
    }
    for (let p = 0; p < this.pages.length; p += 1) {
      if (!ok(p)) continue;
      const inTitle = matches.filter((m) => m.titles.has(p));
      if (inTitle.length === matches.length) titles.set(p, weight * Math.max(...inTitle.map((m) => m.titles.get(p) ?? 0)));
    }
    return { atom: matches[0].atom, highlight: matches.map((m) => m.atom), sections, titles };
  }

  /** Matches for every required atom. */
  matchAtoms(parsed: ParsedQuery): AtomMatch[] {
    return parsed.atoms.map((atom) => (atom.kind === 'word' ? this.matchWord(atom) : this.matchCjk(atom)));
  }

  /** Ranked pages for a query, with their hits. At most `limit` pages. */
  search(query: string, limit = DEFAULT_LIMIT): PageHits[] {
    const parsed = parseQuery(query);
    if (parsed.atoms.length === 0) return [];
    const key = `${limit}\u0000${parsed.text}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh its place in the LRU order.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = this.run(parsed, limit);
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return result;
  }

  /** Number of cached queries (tests). */
  get cacheSize(): number {
    return this.cache.size;
  }

  /** Empties the query cache (the bench measures uncached queries). */
  clearCache(): void {
    this.cache.clear();
  }

  private run(parsed: ParsedQuery, limit: number): PageHits[] {
    const matches = this.matchAtoms(parsed);
    if (matches.length === 0) return [];
    // AND: a page qualifies when every atom matches its title or one of its sections.
    const perAtomPages = matches.map((m) => this.pagesOf(m));
    perAtomPages.sort((a, b) => a.size - b.size);
    let candidates = [...perAtomPages[0]];
    for (let i = 1; i < perAtomPages.length; i += 1) candidates = candidates.filter((p) => perAtomPages[i].has(p));
    if (candidates.length === 0) return [];

    // One pass over the matched sections of qualifying pages: per page, each
    // atom's three best section scores; per section, its total and coverage.
    const tally = new Map<number, PageTally>();
    for (const p of candidates) tally.set(p, { tops: matches.map(() => [0, 0, 0]), secs: new Map() });
    matches.forEach((m, i) => {
      for (const [sec, raw] of m.sections) {
        const section = this.sections[sec];
        const t = tally.get(section.page);
        if (!t) continue;
        const score = raw * section.weight;
        const top = t.tops[i];
        if (score > top[2]) {
          top[2] = score;
          top.sort((a, b) => b - a);
        }
        const entry = t.secs.get(sec);
        if (entry) {
          entry.score += score;
          entry.covered += 1;
        } else t.secs.set(sec, { sec, score, covered: 1 });
      }
    });

    const phrase = matches.length > 1 ? parsed.folded : '';
    const scored = candidates.map((p) => ({ p, score: this.scorePage(p, tally.get(p) as PageTally, matches, phrase, parsed) }));
    scored.sort((a, b) => b.score - a.score || a.p - b.p);
    return scored.slice(0, limit).map(({ p, score }) => {
      const ranked = [...(tally.get(p) as PageTally).secs.values()];
      ranked.sort((a, b) => b.covered - a.covered || b.score - a.score);
      return buildPageHits(this, p, score, ranked, matches, parsed);
    });
  }

  private scorePage(p: number, tally: PageTally, matches: AtomMatch[], phrase: string, parsed: ParsedQuery): number {
    const page = this.pages[p];
    let base = 0;
    matches.forEach((m, i) => {
      const [a, b, c] = tally.tops[i];
      base += a + 0.3 * b + 0.1 * c + (m.titles.get(p) ?? m.titleInAtom?.get(p) ?? 0);
    });
    const inTitle = matches.filter((m) => m.titles.has(p)).length;
    let cover = 0;
    for (const entry of tally.secs.values()) {
      const section = this.sections[entry.sec];
      if (phrase && (section.foldedText.includes(phrase) || section.foldedHeading.includes(phrase))) entry.score *= 1.5;
      // Atoms found in the title count as covered by every section of the page.
      if (entry.covered + inTitle >= matches.length) cover = Math.max(cover, entry.score);
    }
    let score = base + 0.5 * cover;
    if (inTitle === matches.length) score += 0.5 * base + 2;
    if (page.foldedTitle === parsed.folded) score += base + 4;
    else if (phrase && page.foldedTitle.includes(phrase)) score += 0.5 * base;
    return score;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function foldText(text: string): { foldedText: string; foldedInPlace: boolean } {
  const f = foldWithMap(text);
  return { foldedText: f.text, foldedInPlace: f.from === null };
}

function count(haystack: string, needle: string): number {
  if (!needle) return 0;
  let n = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    n += 1;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return n;
}
