/**
 * The search engine. FlexSearch 0.8 holds the index: one Document index of
 * the locale's sections (heading and text fields) and one Index of page
 * titles, both fed through our tokeniser (`searchTerms`), with FlexSearch's
 * `forward` tokeniser for partial words. FlexSearch retrieves the candidates
 * of every query word, prefixes included, and ANDs the bigrams of a Chinese
 * phrase.
 *
 * Our code keeps what FlexSearch does not do (`npm run bench:search` runs a
 * stock FlexSearch next to this engine to show why):
 * - scoring by rarity: FlexSearch orders by term position, so a page that
 *   mentions a common word early outranks the page about a rare one. Here a
 *   section scores BM25 over its heading (weighted) and text, the document
 *   frequency taken from FlexSearch's candidates;
 * - Chinese phrases: the bigrams FlexSearch matched must be adjacent and in
 *   order, checked against the text;
 * - grouping sections into pages, with title matches, the page-type prior
 *   (src/search/query-shape.ts) and the term bridge (src/search/bridge.ts).
 */
import { Document, Index } from 'flexsearch';
import { TermBridge } from './bridge';
import { fold, foldWithMap } from './fold';
import { buildPageHits } from './hits';
import { clipQuery } from './query-limit';
import { NO_QUOTED_LINE, quotedLineOf, readsAsOutput, sectionsQuoting, type QuotedLine } from './quoted-line';
import { describesProblem, identifierTokens, isProblemWord, kindWeight, queryShape, quotesErrorName, withoutEnding } from './query-shape';
import { chars, isHan, isStopWord, parseQuery, queryForms, relaxAtom, searchTerms, segmentWords, singular, singularText, withoutGreeting, type Atom, type ParsedQuery } from './tokenize';
import { KEYWORD_SEPARATOR, LINK_LIST_ANCHORS, type PageHits, type PageKind, type SearchIndexFile } from './types';

export const DEFAULT_LIMIT = 7;
export const CACHE_SIZE = 100;
/** Pages that must hold two characters together for a query to read them as one word the segmenter split. */
const WORD_PAGES = 2;
/** Share of a page's score added when one of its headings names every word of the query. */
const HEADING_COVER_BONUS = 0.3;
/** Weight of a phrase's words where a section says them apart rather than together. */
const PHRASE_APART_WEIGHT = 0.5;

/** Weight of a heading's terms relative to body terms. */
const HEADING_WEIGHT = 3;
/** A title match counts like a section mentioning the term this often. */
const TITLE_TF = 6;
const K1 = 1.2;
const B = 0.75;
/** Weight of a Chinese phrase matched as separate words, and of one matched without its last character. */
const RELAXED_WEIGHT = 0.6;
const STEM_WEIGHT = 0.45;
/** Weight of a page matched through another name of the query word (the term bridge). */
const BRIDGE_WEIGHT = 0.7;
/** An npm package name with its scope, whole or being typed (`@agent-tars/co`). */
const NPM_PACKAGE = /(?:^|\s)@[a-z0-9][\w.-]*\//i;
/** Weight of a page that has an identifier's words but never the identifier as typed (`open`, not `--open`). */
const UNWRITTEN_IDENTIFIER_WEIGHT = 0.6;
/** Weight of a word matched as the start of a longer word (`environm` → `environment`). */
const PREFIX_WEIGHT = 0.5;
/** Weight of another name of a partial word's completions (`configur` → config). */
const COMPLETION_WEIGHT = 0.5;
/** Partial words shorter than this complete to too many words to guess from. */
const MIN_COMPLETED = 5;
/** Completions of a partial word looked at for other names (the vocabulary is sorted: the shortest come first). */
const MAX_COMPLETIONS = 24;
/** Words shorter than this are too close to too many terms to correct. */
const MIN_CORRECTED = 5;
/** Partial words shorter than this are not corrected: too many words start one typo away. */
const MIN_CORRECTED_START = 6;
/** Near terms weighed for a correction (the vocabulary is sorted, so a few of each start). */
const MAX_CORRECTIONS = 24;
/** Weight of a character pair standing in for a Chinese word no page holds. */
const PAIR_WEIGHT = 0.4;
/** A phrase's piece counts no rarer than a word this share of the pages hold (when deciding which pages qualify). */
const PIECE_RARITY_FLOOR = 0.25;
/** The least share of a query (by word rarity) a page must match when no page matches every word. */
const MIN_COVERAGE = 0.5;
/** How much a query word found in a page's title or keywords counts when deciding whether the page qualifies. */
const NAMED_COVERAGE = 2;
/** How steeply a page that misses some query words ranks below one that has them all. */
const COVERAGE_POWER = 1.5;
/**
 * A keyword match (frontmatter `keywords`: another name readers use for the
 * page's subject) counts as this share of a title match: the page is about
 * the thing, but the reader's word is not the page's own.
 */
const KEYWORD_WEIGHT = 0.8;
/** Share of a page's score added when its title holds some of the query's words (all of them: 0.5 + 2). */
const PART_TITLE_BONUS = 0.3;
/** Words a query needs before it may be the start of a heading (`模型 API Key 缺失`, not `配置文件`). */
const MIN_HEADING_PREFIX_WORDS = 5;
/** A section FlexSearch matched through a camelCase part the text check cannot see. */
const PART_TF = 0.7;

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
  /** Ranking weight: closing link lists count less (see LINK_LIST_ANCHORS; their text is not indexed either). */
  weight: number;
}

export interface EnginePage {
  routePath: string;
  title: string;
  kind: PageKind;
  /** Frontmatter `searchWeight` (1 when absent). */
  weight: number;
  foldedTitle: string;
  /** Folded keywords, each a whole entry. */
  keywords: string[];
  /** The keywords as written, for showing why a page matched. */
  keywordText: string;
  /** Section ids of this page, in document order. */
  sections: number[];
}

interface SectionTally {
  sec: number;
  score: number;
  /** How many atoms the section itself matched. */
  covered: number;
  /** The same, each atom counted by its rarity: a row with the rare word is the better row. */
  rarity: number;
}

interface PageTally {
  /** Per atom, its three best section scores on the page. */
  tops: number[][];
  secs: Map<number, SectionTally>;
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
  tiers?: Array<{ highlight: Atom[]; pages: Set<number>; otherName?: boolean }>;
  sections: Map<number, number>;
  titles: Map<number, number>;
  /** Pages whose keywords hold the atom, with their score (already weighted by KEYWORD_WEIGHT). */
  keywords: Map<number, number>;
  /**
   * A Chinese run matched only in pieces (its words, or its stem), never as
   * typed nor by another name: its words then become requirements of their own.
   */
  partial?: boolean;
  /** A word of a Chinese run the reader typed as one phrase, cut up because no page holds the phrase. */
  piece?: boolean;
  /** A piece that only says something went wrong (打不开): it ranks, but no page needs it to qualify. */
  optional?: boolean;
  /** A character pair of a run the segmenter could not cut (能|离|线|用): one guess at its words among several. */
  pair?: boolean;
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

type SectionDoc = { id: number; heading: string; text: string };
type FieldResult = Array<{ field: string; result: number[] }>;
type Field = 'heading' | 'text';
const FIELDS: Field[] = ['heading', 'text'];

/**
 * The one FlexSearch internal the engine reads: a Document's per-field
 * indexes and their term maps, whose keys are the vocabulary (reading them
 * costs nothing; collecting the terms again while adding costs more than the
 * prefixes it saves). tests/unit/search-engine.test.ts fails if a FlexSearch
 * update moves them.
 */
interface FieldIndexes {
  index?: Map<string, { map?: Map<string, unknown> }>;
}

/** Index options shared by the section and title indexes. */
const FLEX_OPTIONS = {
  tokenize: 'forward' as const,
  encode: searchTerms,
  // Our scoring ranks; FlexSearch's position slots would only cost memory.
  resolution: 1,
  cache: false,
};

const WORD_CHAR_CODE = /[a-z0-9]/;
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/** Reads traditional characters as simplified ones (src/search/han-variants.ts, loaded only when needed). */
export interface HanVariantMap {
  toSimplified(text: string): string;
}

export class SearchEngine {
  readonly lang: string;
  readonly version: string;
  readonly pages: EnginePage[] = [];
  readonly sections: EngineSection[] = [];
  private readonly docs: Document<SectionDoc>;
  private readonly titles = new Index(FLEX_OPTIONS as ConstructorParameters<typeof Index>[0]);
  private readonly keywordIndex = new Index(FLEX_OPTIONS as ConstructorParameters<typeof Index>[0]);
  /** Pages by their whole folded title. */
  private readonly titlesByText = new Map<string, number[]>();
  /** Every page keyword, folded. */
  private readonly keywordNames = new Set<string>();
  readonly bridge: TermBridge;
  /** The words of the product's name (see SearchIndexFile.product). */
  private readonly product: string[];
  private avgLength = 1;
  /** Every term of the sections, sorted once built: prefix lookups are a binary search. */
  private vocabulary: string[] = [];
  /** Terms counted while FlexSearch encodes the section being added: its length for BM25. */
  private encodedTerms = 0;
  private readonly cache = new Map<string, PageHits[]>();
  /** The index's variants file (see han-variants.ts), if it has one. */
  readonly hanVariantsFile: string | undefined;
  private hanVariants: HanVariantMap | undefined;
  /** Every Han character the sections and the term bridge hold: made on the first query that has one. */
  private knownHan: Set<string> | undefined;

  private constructor(file: SearchIndexFile) {
    if (file.v !== 2) throw new Error(`Unknown search index format ${String(file.v)}`);
    this.lang = file.lang;
    this.version = file.version;
    this.bridge = new TermBridge(file.bridge ?? []);
    this.product = file.product ? file.product.split(' ') : [];
    this.hanVariantsFile = file.hanVariants;
    // Sections are indexed by exact term ('strict'): with 'forward', FlexSearch
    // stores every prefix of every term, which doubled the time to build the
    // English index (npm run bench:search, "index load"). Prefixes are found
    // instead by expanding a query term over the sorted vocabulary
    // (`candidates`), and FlexSearch retrieves each term it expands to.
    this.docs = new Document<SectionDoc>({
      ...FLEX_OPTIONS,
      tokenize: 'strict',
      encode: this.countingEncode,
      document: { id: 'id', index: FIELDS },
    } as ConstructorParameters<typeof Document<SectionDoc>>[0]);
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
    for (const [routePath, title, kind, keywordText, weight] of file.pages) {
      const p = this.pages.length;
      const foldedTitle = fold(title);
      this.titles.add(p, title);
      push(this.titlesByText, foldedTitle, p);
      const keywords = keywordText ? keywordText.split(KEYWORD_SEPARATOR).map((k) => fold(k)) : [];
      for (const keyword of keywords) this.keywordNames.add(keyword);
      if (keywordText) this.keywordIndex.add(p, keywordText);
      this.pages.push({
        routePath,
        title,
        kind: kind ?? 'guide',
        weight: typeof weight === 'number' ? weight : 1,
        foldedTitle,
        keywords,
        keywordText: keywordText ? keywordText.split(KEYWORD_SEPARATOR).join(' · ') : '',
        sections: [],
      });
    }
  }

  /** Whether FlexSearch is indexing a section (its text is encoded) or looking up one term the engine encoded. */
  private adding = false;

  /**
   * The encoder FlexSearch calls. Adding a section, it cuts the text into
   * terms and counts them (the section's length for BM25). Searching, the
   * engine hands FlexSearch one term it already encoded and expanded
   * (`candidates`), which must be looked up as it is: encoded again, a bigram
   * such as 浏览 would also require its last character as a term of its own.
   */
  private readonly countingEncode = (text: string): string[] => {
    if (!this.adding) return [text];
    const terms = searchTerms(text);
    this.encodedTerms += terms.length;
    return terms;
  };

  private addSections(file: SearchIndexFile, from: number, to: number): void {
    for (let i = from; i < to; i += 1) {
      const [page, anchor, heading, depth, text] = file.sections[i];
      const id = this.sections.length;
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
      this.encodedTerms = 0;
      this.adding = true;
      try {
        this.docs.add({ id, heading, text });
      } finally {
        this.adding = false;
      }
      this.sections.push({
        page,
        anchor,
        heading,
        depth,
        text,
        foldedHeading: fold(heading),
        ...foldText(text),
        length: Math.max(1, this.encodedTerms),
        parent,
        weight: LINK_LIST_ANCHORS.has(anchor) ? 0.3 : 1,
      });
    }
  }

  private finish(): void {
    const terms = new Set<string>();
    for (const field of FIELDS) {
      const map = (this.docs as unknown as FieldIndexes).index?.get(field)?.map;
      if (!map) throw new Error('FlexSearch no longer exposes its term maps (Document.index → Index.map)');
      for (const term of map.keys()) terms.add(term);
    }
    this.vocabulary = [...terms].sort();
    // The first Intl.Segmenter call loads ICU data; pay for it now, not on the first query.
    if (this.sections.some((sec) => /[\u3400-\u9fff]/.test(sec.text))) segmentWords('预热');
    let total = 0;
    for (const s of this.sections) total += s.length;
    this.avgLength = this.sections.length ? total / this.sections.length : 1;
  }

  private idf(df: number): number {
    const n = this.sections.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private bm25(tf: number, length: number, idf: number): number {
    return (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * length) / this.avgLength));
  }

  /** Terms of the vocabulary that start with `prefix` (the term itself included). */
  private expand(prefix: string): string[] {
    const v = this.vocabulary;
    const out: string[] = [];
    const lo = lowerBound(v, prefix);
    for (let i = lo; i < v.length && v[i].startsWith(prefix); i += 1) out.push(v[i]);
    return out;
  }

  /**
   * Sections holding every encoded term of `term` as a term or the start of
   * one (`environm` → environment; 浏览器 → 浏览, 览器 and 器…), in the same
   * field: what FlexSearch's 'forward' tokeniser answered, from exact terms.
   */
  private candidates(term: string): number[] {
    const limit = Math.max(1, this.sections.length);
    let encoded = [...new Set(searchTerms(term))];
    if (encoded.length === 0) return [];
    // A Chinese run's last character is a term of its own, but every section
    // holding the run's last pair holds it too; as a prefix it would expand to
    // every pair that starts with it.
    if (encoded.length > 1) encoded = encoded.filter((part) => chars(part).length > 1 || !CJK_CHAR.test(part));
    const ids = new Set<number>();
    for (const field of FIELDS) {
      // Every part in the same field: a heading and a text each hold the whole term or not.
      let inField: Set<number> | undefined;
      for (const part of encoded) {
        const found = new Set<number>();
        for (const key of this.expand(part)) {
          for (const r of this.docs.search(key, { limit, index: field }) as unknown as FieldResult) for (const id of r.result) found.add(id);
        }
        inField = inField ? new Set([...inField].filter((id) => found.has(id))) : found;
        if (inField.size === 0) break;
      }
      for (const id of inField ?? []) ids.add(id);
    }
    return [...ids];
  }

  private titleCandidates(term: string): number[] {
    return this.titles.search(term, { limit: Math.max(1, this.pages.length) }) as unknown as number[];
  }

  /**
   * Pages whose keywords FlexSearch finds for `term`, each scored by its best
   * keyword's `share` of a title match worth `titleScore`, into `into`.
   */
  private matchKeywords(term: string, share: (keyword: string) => number, titleScore: number, into: Map<number, number>): void {
    for (const p of this.keywordIndex.search(term, { limit: Math.max(1, this.pages.length) }) as unknown as number[]) {
      let best = 0;
      for (const keyword of this.pages[p].keywords) best = Math.max(best, share(keyword));
      const score = KEYWORD_WEIGHT * best * titleScore;
      if (score > (into.get(p) ?? 0)) into.set(p, score);
    }
  }

  private matchWord(atom: Atom): AtomMatch {
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const keywords = new Map<number, number>();
    // A single letter is a word only as typed: as a prefix it matches everything.
    const prefixes = atom.value.length >= 2;
    for (const form of atom.forms) {
      let ids = this.candidates(form);
      const weighed: Array<[number, number]> = [];
      for (const sec of ids) {
        const s = this.sections[sec];
        const h = wordCount(s.foldedHeading, form);
        const t = wordCount(s.foldedText, form);
        let tf = HEADING_WEIGHT * (h.exact + PREFIX_WEIGHT * h.prefix) + t.exact + PREFIX_WEIGHT * t.prefix;
        if (!prefixes && h.exact + t.exact === 0) continue;
        if (tf === 0) tf = PART_TF;
        weighed.push([sec, tf]);
      }
      if (!prefixes) ids = weighed.map(([sec]) => sec);
      const idf = this.idf(ids.length);
      for (const [sec, tf] of weighed) {
        const score = this.bm25(tf, this.sections[sec].length, idf);
        if (score > (sections.get(sec) ?? 0)) sections.set(sec, score);
      }
      for (const p of this.titleCandidates(form)) {
        const c = wordCount(this.pages[p].foldedTitle, form);
        if (!prefixes && c.exact === 0) continue;
        const weight = c.exact > 0 || c.prefix === 0 ? 1 : PREFIX_WEIGHT + 0.3 * (form.length / 12);
        const titleScore = weight * this.bm25(TITLE_TF, this.avgLength, idf);
        if (titleScore > (titles.get(p) ?? 0)) titles.set(p, titleScore);
      }
      const share = (keyword: string) => {
        const c = wordCount(keyword, form);
        if (c.exact + c.prefix === 0 || (!prefixes && c.exact === 0)) return 0;
        return (c.exact > 0 ? 1 : PREFIX_WEIGHT) * keywordShare(keyword, form);
      };
      this.matchKeywords(form, share, this.bm25(TITLE_TF, this.avgLength, idf), keywords);
    }
    return { atom, highlight: [atom], sections, titles, keywords };
  }

  /** Occurrences of a cjk/hangul run: FlexSearch's candidates, verified against the text. */
  private matchRun(atom: Atom, weight = 1): AtomMatch {
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const cs = chars(atom.value);
    const tfs: Array<[number, number]> = [];
    for (const sec of this.candidates(atom.value)) {
      const s = this.sections[sec];
      // The bigrams are all there; check they are adjacent, in order.
      const tf = count(s.foldedHeading, atom.value) * HEADING_WEIGHT + count(s.foldedText, atom.value);
      if (tf > 0) tfs.push([sec, tf]);
    }
    const idf = this.idf(tfs.length);
    for (const [sec, tf] of tfs) sections.set(sec, weight * this.bm25(tf, this.sections[sec].length, idf));
    const titleScore = weight * this.bm25(TITLE_TF, this.avgLength, idf);
    const titleInAtom = new Map<number, number>();
    for (const p of this.titleCandidates(atom.value)) {
      if (this.pages[p].foldedTitle.includes(atom.value)) titles.set(p, titleScore);
    }
    const keywords = new Map<number, number>();
    this.matchKeywords(atom.value, (keyword) => (keyword.includes(atom.value) ? keywordShare(keyword, atom.value) : 0), titleScore, keywords);
    // Titles held by the atom (`配置` in `配置文件`): look each substring up.
    for (let i = 0; i < cs.length; i += 1) {
      for (let j = i + 2; j <= cs.length; j += 1) {
        for (const p of this.titlesByText.get(cs.slice(i, j).join('')) ?? []) {
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
  private matchCjk(atom: Atom, expand: boolean): AtomMatch {
    const strict = this.matchRun(atom);
    const cs = chars(atom.value);
    if (atom.kind !== 'cjk' || cs.length < 3) return strict;
    const parts: AtomMatch[] = [strict];
    const words = relaxAtom(atom, this.isName, this.isDocsWord);
    if (words.length > 1 || words[0].value !== atom.value) {
      const match = (w: Atom) => (expand ? this.matchTerm(w, false) : this.matchRun(w));
      // 浏览器打不开: the page about the browser may never say 打不开, and a
      // page that does (in passing) is not about it; the words of the problem
      // only point at the troubleshooting page (query-shape).
      const named = words.filter((w) => !isProblemWord(w.value));
      parts.push(this.allOf((named.length > 0 ? named : words).map(match), RELAXED_WEIGHT));
    }
    const stem = cs.slice(0, -1).join('');
    if (cs.length >= 3 && !isStopWord(stem)) {
      const m = this.matchRun({ kind: 'cjk', value: stem, forms: [stem] }, STEM_WEIGHT);
      parts.push(m);
    }
    const merged = this.anyOf(atom, parts, strict.titleInAtom);
    merged.partial = isEmpty(strict);
    return merged;
  }

  /** One match from several ways of matching an atom: the best score of each section and title. */
  private anyOf(atom: Atom, parts: AtomMatch[], titleInAtom?: Map<number, number>, otherNames = false): AtomMatch {
    const merged: AtomMatch = { atom, highlight: [], sections: new Map(), titles: new Map(), keywords: new Map(), titleInAtom, tiers: [] };
    for (const [i, part] of parts.entries()) {
      if (isEmpty(part)) continue;
      merged.highlight.push(...part.highlight);
      // With `otherNames`, every part after the first is another name of the atom.
      merged.tiers?.push({ highlight: part.highlight, pages: this.pagesOf(part), otherName: otherNames && i > 0 });
      for (const [k, v] of part.sections) if (v > (merged.sections.get(k) ?? 0)) merged.sections.set(k, v);
      for (const [k, v] of part.titles) if (v > (merged.titles.get(k) ?? 0)) merged.titles.set(k, v);
      for (const [k, v] of part.keywords) if (v > (merged.keywords.get(k) ?? 0)) merged.keywords.set(k, v);
    }
    if (merged.highlight.length === 0) merged.highlight.push(atom);
    return merged;
  }

  private matchBase(atom: Atom, expand: boolean): AtomMatch {
    return atom.kind === 'word' ? this.matchWord(atom) : this.matchCjk(atom, expand);
  }

  /**
   * An atom as typed, or any other name the term bridge knows for it (at a
   * lower weight): 智能体 also finds Agent, `event stream` also finds 事件流.
   * `expand` is false inside an expansion, so one never expands another.
   */
  private matchTerm(atom: Atom, expand = true, term = atom.value, typed?: AtomMatch): AtomMatch {
    const base = typed ?? this.matchBase(atom, expand);
    const others: Array<[string, number]> = expand ? this.bridge.expand(term).map((o) => [o, BRIDGE_WEIGHT]) : [];
    if (expand && term === atom.value) for (const o of this.completedNames(atom)) others.push([o, COMPLETION_WEIGHT]);
    if (others.length === 0) return base;
    const parts = [base];
    let partial = base.partial;
    for (const [other, weight] of others) {
      const atoms = parseQuery(other).atoms;
      if (atoms.length === 0) continue;
      const part = this.allOf(atoms.map((a) => this.matchBase(a, false)), weight);
      if (!isEmpty(part)) partial = false;
      parts.push(part);
    }
    const merged = this.anyOf(atom, parts, base.titleInAtom, true);
    merged.partial = partial;
    return merged;
  }

  /**
   * Other names of the words a partial word can become. A reader who stops
   * at `configur` or `installa` means configuration or installation, which
   * the docs mostly call `config` and `install` (the page titles): the
   * completions' base forms (`queryForms`) and term-bridge names that the
   * typed letters do not already reach. Only for a word that is not itself a
   * term of the docs.
   */
  private completedNames(atom: Atom): string[] {
    const typed = atom.value;
    if (atom.kind !== 'word' || typed.length < MIN_COMPLETED || !/^[a-z]+$/.test(typed) || this.isTerm(typed)) return [];
    const names = new Set<string>();
    for (const completion of this.expand(typed).slice(0, MAX_COMPLETIONS)) {
      if (!/^[a-z]+$/.test(completion)) continue;
      for (const name of [...queryForms(completion), ...this.bridge.expand(completion)]) {
        if (!name.startsWith(typed) && parseQuery(name).atoms.every((a) => a.kind === 'word' && this.isTerm(a.value))) names.add(name);
      }
    }
    return [...names];
  }

  /**
   * The terms one typo away from a word that no page holds, not even as the
   * start of a longer word (`insall`, `envionment`, `needVistedUrls`): a
   * letter left out, added, changed, or two letters swapped. The most common
   * such term (the one most sections hold).
   */
  private correctedName(atom: Atom): string | undefined {
    const typed = atom.value;
    if (atom.kind !== 'word' || typed.length < MIN_CORRECTED || !/^[a-z0-9]+$/.test(typed) || this.expand(typed).length > 0) return undefined;
    const nearTo = (forms: string[]) => this.vocabulary.filter((term) => forms.some((f) => Math.abs(term.length - f.length) <= 1 && oneTypoApart(f, term)));
    // The word as typed first (`monitring` → monitoring, not monitor); the
    // index keeps words stemmed (`urls` as `url`), so then its stems.
    let near = nearTo([typed]);
    if (near.length === 0) near = nearTo(atom.forms.filter((f) => f !== typed));
    // A partial word with a typo (`envionm`): terms whose start is one typo away.
    if (near.length === 0 && typed.length >= MIN_CORRECTED_START) {
      near = this.vocabulary.filter((term) => term.length >= typed.length + 2 && [0, 1, -1].some((d) => oneTypoApart(typed, term.slice(0, typed.length + d))));
    }
    const found: Array<[string, number]> = near.slice(0, MAX_CORRECTIONS).map((term) => [term, this.candidates(term).length]);
    return found.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])[0]?.[0];
  }

  /**
   * The query with each word no page holds, and that is no start or other
   * name of one, replaced by the term one typo away (`invlid` → invalid):
   * it is then read as if the reader had typed it, so the problem words, the
   * headings it says and the phrase count too.
   */
  private corrected(parsed: ParsedQuery): ParsedQuery {
    let text = parsed.text;
    for (const atom of parsed.atoms) {
      // Only a word that matches nothing, not even by its base form (`getting` is get).
      if (atom.kind !== 'word' || atom.forms.some((f) => this.expand(f).length > 0)) continue;
      if (this.bridge.expand(atom.value).length > 0 || this.completedNames(atom).length > 0) continue;
      const fix = this.correctedName(atom);
      if (fix) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${atom.value}(?![\\p{L}\\p{N}])`, 'iu'), fix);
    }
    return text === parsed.text ? parsed : parseQuery(text);
  }

  private isTerm(term: string): boolean {
    return this.vocabulary[lowerBound(this.vocabulary, term)] === term;
  }

  /** A match kept to the pages `keep` accepts. */
  private onPages(match: AtomMatch, keep: (p: number) => boolean): AtomMatch {
    const only = (m: Map<number, number>, page: (k: number) => number) => new Map([...m].filter(([k]) => keep(page(k))));
    return {
      ...match,
      sections: only(match.sections, (sec) => this.sections[sec].page),
      titles: only(match.titles, (p) => p),
      keywords: only(match.keywords, (p) => p),
    };
  }

  /** Pages an atom matched, in their title, their keywords or a section. */
  private pagesOf(m: AtomMatch): Set<number> {
    const pages = new Set<number>([...m.titles.keys(), ...m.keywords.keys()]);
    for (const sec of m.sections.keys()) pages.add(this.sections[sec].page);
    return pages;
  }

  /** Pages where every one of `matches` occurs; their scores summed and scaled. */
  private allOf(matches: AtomMatch[], weight: number): AtomMatch {
    const pageSets = matches.map((m) => this.pagesOf(m));
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const keywords = new Map<number, number>();
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
      const named = matches.filter((m) => namesPage(m, p));
      if (named.length === matches.length) {
        const best = Math.max(...named.map((m) => m.keywords.get(p) ?? 0));
        if (best > 0) keywords.set(p, weight * best);
      }
    }
    return { atom: matches[0].atom, highlight: matches.map((m) => m.atom), sections, titles, keywords };
  }

  /**
   * Matches for every required atom. Words that together spell a phrase the
   * term bridge knows (`event stream`) count as one requirement: the words
   * together, or the phrase's other names.
   */
  matchAtoms(parsed: ParsedQuery): AtomMatch[] {
    const matches: AtomMatch[] = [];
    const words = queryWords(parsed);
    // In a pasted error or an npm package name (`@agent-tars/core`) the name is part of what is quoted.
    const quoted = quotesErrorName(parsed.text) || NPM_PACKAGE.test(parsed.text);
    let atoms = this.joinSpacedNames(quoted ? parsed.atoms : this.withoutProductName(parsed.atoms, words));
    // A phrase typed in the plural (`rest apis`, `environment variables`) is still the phrase.
    const singularWords = singularText(words);
    for (const [term, phrase] of this.bridge.phrases) {
      if (!words.includes(` ${phrase} `) && !singularWords.includes(` ${phrase} `)) continue;
      const parts = new Set(parseQuery(phrase).atoms.map((a) => a.value));
      const inPhrase = atoms.filter((a) => parts.has(a.value) || parts.has(singular(a.value)));
      if (inPhrase.length < 2) continue;
      atoms = atoms.filter((a) => !inPhrase.includes(a));
      const together = this.apart(this.allOf(inPhrase.map((a) => this.matchBase(a, true)), 1), phrase);
      matches.push(this.matchTerm(inPhrase[0], true, term, together));
    }
    const typing = typingLetter(parsed);
    for (const atom of atoms) {
      if (typing && atom.value === typing.letter) {
        matches.push(this.matchFollowing(typing.previous, typing.letter));
        continue;
      }
      const match = this.matchTerm(atom);
      const words = isEmpty(match) || match.partial ? relaxAtom(atom, this.isName, this.isDocsWord) : [atom];
      // A Chinese run no page holds, even word by word (a question such as
      // 怎么改端口): its words become separate requirements, which `qualify`
      // may then match in part. One the segmenter cannot cut (接口有鉴权: it
      // splits 鉴权 into characters) goes by its character pairs.
      const uncut = isEmpty(match) && atom.kind === 'cjk' && chars(atom.value).length >= 3;
      if (words.length > 1 || words[0].value !== atom.value || uncut) {
        // 浏览器打不开: the words of the problem (打不开) are not required of a
        // page, or a page that says 打不开 in passing outranks the page about
        // the browser. They name symptoms, which only the troubleshooting
        // page's headings list: there they still count.
        const named = words.filter((w) => !isProblemWord(w.value));
        const troubleshooting = (p: number) => this.pages[p].kind === 'troubleshooting';
        for (const w of words) {
          const optional = named.length > 0 && !named.includes(w);
          for (const m of this.wordOrPairs(w)) {
            if (optional) matches.push({ ...this.onPages(m, troubleshooting), piece: true, optional });
            // A run of lone characters (里|放 of 工作区里放的) may be no word at all: it counts where a page holds it, and is never required.
            else matches.push({ ...m, piece: true, optional: w.loose === true });
          }
        }
      } else matches.push(match);
    }
    return matches;
  }

  /**
   * A phrase's words where the page says them apart (`ui` and `tars` in a
   * section about the Web UI of Agent TARS) count less than the phrase
   * itself (`UI-TARS`, `event stream`, `event-stream`).
   */
  private apart(match: AtomMatch, phrase: string): AtomMatch {
    const said = new RegExp(phrase.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*'), 'u');
    const says = (sec: number) => said.test(this.sections[sec].foldedHeading) || said.test(this.sections[sec].foldedText);
    const sections = new Map([...match.sections].map(([sec, v]) => [sec, says(sec) ? v : v * PHRASE_APART_WEIGHT]));
    const titles = new Map([...match.titles].map(([p, v]) => [p, said.test(this.pages[p].foldedTitle) ? v : v * PHRASE_APART_WEIGHT]));
    return { ...match, sections, titles };
  }

  /**
   * Chinese words typed apart that together spell one of the docs' names
   * (`任务 拆解` → 任务拆解, `上下文 管理`): one atom, as if typed together,
   * so the name's other names and its title count again.
   */
  private joinSpacedNames(atoms: Atom[]): Atom[] {
    const out: Atom[] = [];
    for (let i = 0; i < atoms.length; i += 1) {
      const a = atoms[i];
      const b = atoms[i + 1];
      const joined = b && a.kind === 'cjk' && b.kind === 'cjk' ? a.value + b.value : '';
      if (joined && (this.isName(joined) || this.keywordNames.has(joined))) {
        out.push({ kind: 'cjk', value: joined, forms: [joined] });
        i += 1;
      } else out.push(a);
    }
    return out;
  }

  /**
   * The atoms without the product's name, when the query names it next to
   * other words: `agent tars 任务拆解` asks about task decomposition, and the
   * words `agent` and `tars`, which every page holds, only blur the ranking.
   * A query that is the name and nothing else keeps it, and so does a pasted
   * error, where the name is part of a path or a message (`/Applications/Agent TARS.app`).
   */
  private withoutProductName(atoms: Atom[], words: string): Atom[] {
    if (this.product.length === 0 || !words.includes(` ${this.product.join(' ')} `)) return atoms;
    const name = new Set([...this.product, this.product.join(''), this.product.join('-')]);
    const rest = atoms.filter((a) => !name.has(a.value));
    return rest.length > 0 ? rest : atoms;
  }

  /**
   * The query without the product's name where `withoutProductName` leaves
   * it out, so that the phrase, the headings it says and its shape are read
   * from the rest too (`agent tars 配置说明` reads as `配置说明`).
   */
  private withoutProductQuery(parsed: ParsedQuery): ParsedQuery {
    if (this.product.length === 0 || quotesErrorName(parsed.text) || NPM_PACKAGE.test(parsed.text)) return parsed;
    const words = queryWords(parsed);
    if (this.withoutProductName(parsed.atoms, words) === parsed.atoms) return parsed;
    // The name as written in prose; `agent-tars` is the command, which says a command line is quoted.
    const name = new RegExp(`(?<![\\p{L}\\p{N}-])${this.product.join('\\s*')}(?![\\p{L}\\p{N}-])`, 'giu');
    const rest = parsed.text.replace(name, ' ');
    return rest === parsed.text || !rest.trim() ? parsed : parseQuery(rest);
  }

  /**
   * The first letter of the next word, right after `previous` (`web u` while
   * typing `web ui`): alone, one letter starts too many words to mean
   * anything, but after the word before it, it starts a phrase.
   */
  private matchFollowing(previous: string, letter: string): AtomMatch {
    const atom: Atom = { kind: 'word', value: letter, forms: [letter] };
    const start = `${previous} ${letter}`;
    const sections = new Map<number, number>();
    const tfs: Array<[number, number]> = [];
    for (const sec of this.candidates(previous)) {
      const s = this.sections[sec];
      const h = wordCount(s.foldedHeading, start);
      const t = wordCount(s.foldedText, start);
      const tf = HEADING_WEIGHT * (h.exact + h.prefix) + t.exact + t.prefix;
      if (tf > 0) tfs.push([sec, tf]);
    }
    const idf = this.idf(tfs.length);
    for (const [sec, tf] of tfs) sections.set(sec, PREFIX_WEIGHT * this.bm25(tf, this.sections[sec].length, idf));
    const titleScore = PREFIX_WEIGHT * this.bm25(TITLE_TF, this.avgLength, idf);
    const titles = new Map<number, number>();
    const keywords = new Map<number, number>();
    const holds = (text: string) => {
      const c = wordCount(text, start);
      return c.exact + c.prefix > 0;
    };
    this.pages.forEach((page, p) => {
      if (holds(page.foldedTitle)) titles.set(p, titleScore);
      if (page.keywords.some(holds)) keywords.set(p, KEYWORD_WEIGHT * titleScore);
    });
    // Highlight the letter where it follows the word, not every word it starts.
    return { atom, highlight: [{ kind: 'word', value: start, forms: [start] }], sections, titles, keywords };
  }

  /**
   * A word of a relaxed Chinese run, at the relaxed weight; if no page holds
   * it (改端口), its character pairs instead (改端, 端口), each an optional
   * requirement that `qualify` drops when nothing holds it.
   */
  private wordOrPairs(word: Atom): AtomMatch[] {
    const match = this.matchTerm(word);
    const cs = chars(word.value);
    if (!isEmpty(match) || cs.length < 3) return [scaled(match, RELAXED_WEIGHT)];
    const pairs: AtomMatch[] = [];
    for (let i = 0; i + 1 < cs.length; i += 1) {
      const pair = cs[i] + cs[i + 1];
      if (!isStopWord(pair)) pairs.push({ ...scaled(this.matchRun({ kind: 'cjk', value: pair, forms: [pair] }), PAIR_WEIGHT), pair: true });
    }
    return pairs;
  }

  private readonly holders = new Map<string, number>();

  /** How many pages hold `text` as written, in a heading or the text (cached: the same phrases recur). */
  private pagesHolding(text: string): number {
    let count = this.holders.get(text);
    if (count === undefined) {
      const pages = new Set<number>();
      for (const s of this.sections) if (s.foldedText.includes(text) || s.foldedHeading.includes(text)) pages.add(s.page);
      count = pages.size;
      this.holders.set(text, count);
    }
    return count;
  }

  /**
   * Whether at most half the pages hold `phrase`: a keyword such as
   * `agent tars` or `web ui` is in most queries about anything, so saying it
   * names no page in particular.
   */
  private readonly isRarePhrase = (phrase: string): boolean => this.pagesHolding(phrase) <= this.pages.length / 2;

  /** The headings a query may say, with spaces around their words, each with its page (see `pagesHeadedBy`). */
  private sayable?: Array<{ page: number; heading: string; cjkOnly: boolean }>;

  /**
   * Pages with a heading the query holds whole, or that a long query is the
   * start of: readers paste the error the heading names (`Session not found`
   * on the server page) or type a heading they saw. Only headings of three
   * words or more (five characters in Chinese) that at most two pages have:
   * `常见问题` or `示例` say nothing about which page.
   */
  private pagesHeadedBy(query: HeadingQuery): Set<number> {
    this.sayable ??= this.sayableHeadings();
    const pages = new Set<number>();
    for (const { page, heading, cjkOnly } of this.sayable) {
      if (pages.has(page)) continue;
      if (query.spaced.includes(heading) || (cjkOnly && query.squeezed.includes(heading.trim())) || (query.start !== undefined && heading.includes(query.start))) pages.add(page);
    }
    return pages;
  }

  private sayableHeadings(): Array<{ page: number; heading: string; cjkOnly: boolean }> {
    const pagesOf = new Map<string, Set<number>>();
    for (const s of this.sections) {
      const h = s.foldedHeading.trim();
      if (!pagesOf.has(h)) pagesOf.set(h, new Set());
      pagesOf.get(h)?.add(s.page);
    }
    const out: Array<{ page: number; heading: string; cjkOnly: boolean }> = [];
    for (const s of this.sections) {
      const h = s.foldedHeading.trim();
      const cjkOnly = /^[\u3400-\u9fff]+$/.test(h);
      if (headingWords(h) < 3 || (cjkOnly && chars(h).length < 5) || (pagesOf.get(h)?.size ?? 0) > 2) continue;
      out.push({ page: s.page, heading: spaced(h), cjkOnly });
    }
    return out;
  }

  /** The docs' own names of things: glossary and aligned-heading terms, page titles. */
  private readonly isName = (text: string): boolean => this.bridge.has(text) || this.titlesByText.has(text);

  /** Whether the docs use two characters as a word: at least `WORD_PAGES` pages hold them together. */
  private readonly isDocsWord = (pair: string): boolean => this.pagesHolding(pair) >= WORD_PAGES;

  /**
   * Whether the query holds a Han character the index does not (瀏 of
   * 瀏覽器) while the index has a variants file not yet in use: the caller
   * then fetches it (`useHanVariants`) before searching.
   */
  wantsHanVariants(query: string): boolean {
    if (!this.hanVariantsFile || this.hanVariants) return false;
    for (const ch of query) {
      if (!isHan(ch)) continue;
      this.knownHan ??= this.hanOfIndex();
      if (!this.knownHan.has(fold(ch))) return true;
    }
    return false;
  }

  private hanOfIndex(): Set<string> {
    const known = new Set<string>();
    const add = (text: string) => {
      for (const ch of text) if (isHan(ch)) known.add(ch);
    };
    for (const term of this.vocabulary) add(term);
    for (const term of this.bridge.terms()) add(term);
    for (const page of this.pages) add(page.foldedTitle + page.keywords.join(''));
    return known;
  }

  /** Whether `useHanVariants` was called. */
  get hasHanVariants(): boolean {
    return this.hanVariants !== undefined;
  }

  /** From now on, traditional characters in queries are read as their simplified forms. */
  useHanVariants(variants: HanVariantMap): void {
    this.hanVariants = variants;
    // Answers cached before were for the characters as typed.
    this.cache.clear();
  }

  /** Ranked pages for a query, with their hits. At most `limit` pages. */
  search(query: string, limit = DEFAULT_LIMIT): PageHits[] {
    const clipped = clipQuery(query);
    const parsed = this.withoutProductQuery(this.corrected(parseQuery(withoutGreeting(this.hanVariants ? this.hanVariants.toSimplified(clipped) : clipped))));
    if (parsed.atoms.length === 0) return [];
    const quoted = readsAsOutput(clipped) ? sectionsQuoting(quotedLineOf(clipped), this.sections) : NO_QUOTED_LINE;
    const key = `${limit}\u0000${parsed.text}\u0000${quoted.piece}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh its place in the LRU order.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = this.run(parsed, limit, quoted);
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

  /**
   * The pages a query can show. Every word must match (AND), as readers
   * expect of a short query. A long question or a pasted error rarely has all
   * its words in one page, though, so when fewer than `limit` pages match
   * them all, pages matching most of them (by rarity: the rare words count
   * most) join, ranked lower by the share they match. A word no page
   * contains at all (a typo, a word the docs never use) is left out, unless
   * that leaves less than half of the query: then nothing matches.
   */
  private qualify(all: AtomMatch[], limit: number): { matches: AtomMatch[]; candidates: number[]; coverage: Map<number, number> } | undefined {
    const allPages = all.map((m) => this.pagesOf(m));
    const live = all.map((_, i) => i).filter((i) => allPages[i].size > 0);
    // Most of the query is unknown to the docs: what is left (a stray letter) says nothing.
    // Optional parts (symptoms) and character pairs no page holds (能离 and
    // 线用 of 能离线用) do not count: they are guesses.
    const required = all.map((_, i) => i).filter((i) => !all[i].optional && !(all[i].pair && allPages[i].size === 0));
    const liveRequired = required.filter((i) => allPages[i].size > 0);
    if (live.length === 0 || liveRequired.length * 2 < required.length) return undefined;
    const matches = live.map((i) => all[i]);
    const pageSets = live.map((i) => allPages[i]);
    // A piece of a phrase no more than a few pages hold (个人, cut from 多个人
    // by the segmenter) is as likely a bad cut as a rare word: it counts as
    // if a quarter of the pages held it, so it cannot outweigh the rest.
    const weights = pageSets.map((set, i) => (matches[i].optional ? 0 : Math.log(1 + this.pages.length / Math.max(set.size, matches[i].piece ? this.pages.length * PIECE_RARITY_FLOOR : 0))));
    const total = weights.reduce((a, b) => a + b, 0);
    const full = [...this.coverage(pageSets, weights, total, () => 1)].filter(([, c]) => c > 1 - 1e-9).map(([p]) => p);
    // The pieces of a Chinese phrase are only our guess at its words: a page
    // that lacks a common one (过程 of 思考过程) may still be the one about it.
    const guessed = matches.some((m) => m.piece);
    if ((full.length >= limit && !guessed) || matches.length === 1) return { matches, candidates: full, coverage: new Map() };
    const fullSet = new Set(full);
    // To qualify, a word the page's title or keywords hold counts twice: the
    // page is about it (上下文管理 finds the page titled 上下文工程, which never
    // says 管理).
    const named = (i: number, p: number) => (namesPage(matches[i], p) ? NAMED_COVERAGE : 1);
    const partial = [...this.coverage(pageSets, weights, total, named)].filter(([p, c]) => !fullSet.has(p) && c >= MIN_COVERAGE).map(([p]) => p);
    // It ranks by the share it really matches, with one exception: words the
    // reader typed apart must all be there, but the pieces of a phrase are
    // only our guess at its parts, so a page named by one piece covers the
    // phrase as well as a page that mentions both pieces in passing.
    const ranking = this.coverage(pageSets, weights, total, (i, p) => (matches[i].piece ? named(i, p) : 1));
    const coverage = new Map(partial.map((p) => [p, Math.min(1, ranking.get(p) ?? 0)]));
    const candidates = [...full, ...partial];
    return candidates.length ? { matches, candidates, coverage } : undefined;
  }

  /** Per page, the rarity-weighted share of the query it matches, each word's share scaled by `factor`. */
  private coverage(pageSets: Array<Set<number>>, weights: number[], total: number, factor: (i: number, p: number) => number): Map<number, number> {
    const out = new Map<number, number>();
    pageSets.forEach((set, i) => {
      for (const p of set) out.set(p, (out.get(p) ?? 0) + (factor(i, p) * weights[i]) / total);
    });
    return out;
  }

  private run(parsed: ParsedQuery, limit: number, line: QuotedLine): PageHits[] {
    const quoted = line.sections;
    const qualified = this.qualify(this.matchAtoms(parsed), limit);
    if (!qualified && quoted.length === 0) return [];
    const found = qualified ?? { matches: [], candidates: [], coverage: new Map<number, number>() };
    const { matches, coverage } = found;
    // Pages whose sections quote the pasted line (quoted-line.ts) are shown, whatever their words scored.
    const quotingPages = new Set(quoted.map((sec) => this.sections[sec].page));
    const candidates = [...new Set([...found.candidates, ...quotingPages])];

    // One pass over the matched sections of qualifying pages: per page, each
    // atom's three best section scores; per section, its total and coverage.
    const tally = new Map<number, PageTally>();
    for (const p of candidates) tally.set(p, { tops: matches.map(() => [0, 0, 0]), secs: new Map() });
    const rarity = matches.map((m) => Math.log(1 + this.pages.length / Math.max(1, this.pagesOf(m).size)));
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
          entry.rarity += rarity[i];
        } else t.secs.set(sec, { sec, score, covered: 1, rarity: rarity[i] });
      }
    });

    // The query said as one phrase, without the question mark, full stop or particle (吗, 呢) typed after it.
    const saidText = withoutEnding(parsed.folded);
    const phrase = matches.length > 1 ? saidText : '';
    const names = this.queryNames(parsed);

    const shape = queryShape(parsed);
    const said: SaidInQuery = { headed: this.pagesHeadedBy(headingQuery(saidText)), typed: typedForms(parsed), identifierAlone: shape === 'identifier' };
    const problem = describesProblem(parsed);
    const literal = shape === 'identifier' ? this.literalIdentifiers(parsed) : undefined;
    const scored = candidates.map((p) => ({
      p,
      score:
        this.scorePage(p, tally.get(p) as PageTally, matches, phrase, parsed, names, said) *
        kindWeight(shape, this.pages[p].kind, problem) *
        (literal && !literal(p) ? UNWRITTEN_IDENTIFIER_WEIGHT : 1) *
        this.pages[p].weight *
        (coverage.get(p) ?? 1) ** COVERAGE_POWER,
    }));
    const quotes = (p: number) => (quotingPages.has(p) ? 1 : 0);
    scored.sort((a, b) => quotes(b.p) - quotes(a.p) || b.score - a.score || a.p - b.p);
    const quotingSections = new Set(quoted);
    return scored.slice(0, limit).map(({ p, score }) => {
      const secs = (tally.get(p) as PageTally).secs;
      for (const sec of quoted) if (this.sections[sec].page === p && !secs.has(sec)) secs.set(sec, { sec, score: 0, covered: 0, rarity: 0 });
      const ranked = [...secs.values()];
      // The section quoting the pasted line first; then the page's best row: the one holding the
      // most of the query, its rare words counting most.
      const quoting = (t: SectionTally) => (quotingSections.has(t.sec) ? 1 : 0);
      ranked.sort((a, b) => quoting(b) - quoting(a) || b.rarity - a.rarity || b.score - a.score);
      const lead = quotingSections.has(ranked[0]?.sec) ? { sec: ranked[0].sec, piece: line.piece } : undefined;
      return buildPageHits(this, p, score, ranked, matches, parsed, lead);
    });
  }

  /**
   * For a query that is an identifier (`--open`, `browser.control`): whether
   * a page writes one of the query's identifiers as typed. Its words alone
   * (`open` in "Open the Web UI") are another thing.
   */
  private literalIdentifiers(parsed: ParsedQuery): ((p: number) => boolean) | undefined {
    const idents = identifierTokens(parsed);
    if (idents.length === 0) return undefined;
    return (p) =>
      this.pages[p].sections.some((sec) => {
        const s = this.sections[sec];
        return idents.some((id) => s.foldedHeading.includes(id) || s.foldedText.includes(id));
      });
  }

  /**
   * Other names of the whole query, with their weight: the term bridge's
   * (`settings` → config, 代理 → agent) and, for one partial word, its
   * completions' (`configur` → config). A page titled by one of them is the
   * page the reader named, in other words.
   */
  private queryNames(parsed: ParsedQuery): Map<string, number> {
    const names = new Map<string, number>();
    for (const name of this.bridge.expand(parsed.folded)) names.set(name, BRIDGE_WEIGHT);
    if (parsed.atoms.length === 1) {
      for (const name of this.completedNames(parsed.atoms[0])) if (!names.has(name)) names.set(name, COMPLETION_WEIGHT);
    }
    return names;
  }

  private scorePage(p: number, tally: PageTally, matches: AtomMatch[], phrase: string, parsed: ParsedQuery, names: Map<string, number>, said: SaidInQuery): number {
    const page = this.pages[p];
    let base = 0;
    matches.forEach((m, i) => {
      const [a, b, c] = tally.tops[i];
      base += a + 0.3 * b + 0.1 * c + Math.max(m.titles.get(p) ?? m.titleInAtom?.get(p) ?? 0, m.keywords.get(p) ?? 0);
    });
    const inTitle = matches.filter((m) => m.titles.has(p)).length;
    const idents = identifierTokens(parsed);
    let cover = 0;
    let headed = false;
    // Words the reader typed, not our guess at the words of a Chinese phrase (定义 and 工具 of 自定义工具 are in 工具定义).
    const needed = matches.some((m) => m.piece) ? [] : matches.filter((m) => !m.optional);
    for (const entry of tally.secs.values()) {
      const section = this.sections[entry.sec];
      if (phrase && (section.foldedText.includes(phrase) || section.foldedHeading.includes(phrase))) entry.score *= 1.5;
      // Atoms found in the title count as covered by every section of the page.
      if (entry.covered + inTitle >= matches.length) cover = Math.max(cover, entry.score);
      if (!headed && needed.length >= 2 && needed.every((m) => headingHolds(section.foldedHeading, m))) {
        // An identifier (`--input`) is held only as typed: "Run input" is not its row.
        headed = idents.every((id) => section.foldedHeading.includes(id));
      }
    }
    let score = base + 0.5 * cover;
    // A heading that names everything the reader asked about is the section written for them.
    if (headed) score += HEADING_COVER_BONUS * base;
    // The row that defines an identifier the reader typed (`--input`, `browser.control`) is headed by it.
    // Half as much for an identifier with other words around it: that reader is using it, not looking it up.
    if (idents.length > 0 && page.sections.some((sec) => idents.includes(this.sections[sec].foldedHeading.trim()))) score += (said.identifierAlone ? 1 : 0.5) * (0.5 * base + 2);
    // A heading the reader typed whole, or began to (an error message: `Session not found`).
    else if (said.headed.has(p)) score += base + 2;
    if (inTitle === matches.length) score += 0.5 * base + 2;
    else {
      // A title holding some of the words (`browser` in "how do I set up the
      // browser"), or lying inside a Chinese run (搜索 in 网络搜索), says what
      // the page is about; the other words may be any page's.
      const held = inTitle + matches.filter((m) => !m.titles.has(p) && m.titleInAtom?.has(p)).length;
      if (held > 0) score += PART_TITLE_BONUS * base * (held / matches.length);
    }
    // The words that name something, without the question around them
    // (`what is the web ui`, agent tars 到底是干嘛用的), may be the page's name.
    const { typed } = said;
    const named = typed[1];
    if (typed.includes(page.foldedTitle)) score += base + 4;
    else if (names.has(page.foldedTitle)) score += (names.get(page.foldedTitle) as number) * (base + 4);
    else if (typed.some((t) => page.keywords.includes(t))) score += KEYWORD_WEIGHT * (base + 4);
    else {
      // A keyword of several words said whole inside a longer query (自定义工具 in 自定义工具怎么写).
      let share = saidKeywordShare(page.keywords, parsed.folded, named, this.isRarePhrase);
      if (typed[2] !== parsed.folded) share = Math.max(share, saidKeywordShare(page.keywords, typed[2], named, this.isRarePhrase));
      if (share > 0) score += KEYWORD_WEIGHT * share * (base + 4);
      else if (phrase && page.foldedTitle.includes(phrase)) score += 0.5 * base;
    }
    return score;
  }
}

/**
 * A query that ends in one letter typed after a word (`web u`): the reader is
 * typing the next word. Letters that are stop words (`a`, `i`) are dropped by
 * the parser before this matters.
 */
function typingLetter(parsed: ParsedQuery): { previous: string; letter: string } | undefined {
  const terms = parsed.terms;
  if (terms.length < 2) return undefined;
  const letter = fold(terms[terms.length - 1].text);
  const previous = fold(terms[terms.length - 2].text);
  if (!/^[a-z]$/.test(letter) || !/^[a-z0-9]+$/.test(previous)) return undefined;
  return { previous, letter };
}

/** The first index of sorted `list` whose item is not below `item`. */
function lowerBound(list: string[], item: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < item) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A match with every score multiplied by `weight`. */
function scaled(match: AtomMatch, weight: number): AtomMatch {
  const times = (m: Map<number, number>) => new Map([...m].map(([k, v]) => [k, v * weight]));
  return { ...match, sections: times(match.sections), titles: times(match.titles), keywords: times(match.keywords) };
}

/**
 * How much of a keyword a query part stands for: `install` is half of the
 * keyword `pip install`, so a page is not "about" installing because one of
 * its keywords mentions it; the reader who types both words gets it whole.
 * Words count as words, Chinese by characters; the square root keeps a long
 * keyword's parts useful (tuning half: the plain share lost 3 top-1s in en).
 */
function keywordShare(keyword: string, part: string): number {
  return Math.min(1, Math.sqrt(wordCountOf(part) / Math.max(1, wordCountOf(keyword))));
}

/** Whether `b` is `a` with one letter left out, added or changed, or two neighbours swapped. */
function oneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** What a query says whole, worked out once per query for every page scored. */
interface SaidInQuery {
  /** Pages with a heading the query says (see `pagesHeadedBy`). */
  headed: Set<number>;
  /** The query, its named words, and both in the singular (see `typedForms`). */
  typed: [folded: string, named: string, foldedSingular: string, namedSingular: string];
  /** Whether the query is an identifier and nothing else (`mcpServers`), the query shape that looks a row up. */
  identifierAlone: boolean;
}

/**
 * The query as typed and its words that name something (the question around
 * them aside), each also in the singular: `gui agents` names the page whose
 * keyword is `gui agent`.
 */
function typedForms(parsed: ParsedQuery): SaidInQuery['typed'] {
  const named = parsed.atoms.map((a) => a.value).join(' ');
  return [parsed.folded, named, singularText(parsed.folded), singularText(named)];
}

/** The forms of a query that `pagesHeadedBy` compares headings with. */
interface HeadingQuery {
  spaced: string;
  squeezed: string;
  /** The query as the start of a heading, when it is long enough to be one. */
  start?: string;
}


function headingQuery(folded: string): HeadingQuery {
  const typed = spaced(folded);
  // A query ending in Chinese may stop inside a run: 缺失 of 缺失或无效.
  const start = wordCountOf(folded) >= MIN_HEADING_PREFIX_WORDS ? (/[\u3400-\u9fff]$/.test(folded) ? typed.trimEnd() : typed) : undefined;
  return { spaced: typed, squeezed: folded.replace(/\s+/g, ''), start };
}

/** The query's words, one space between and around them (for whole-word `includes`). */
function queryWords(parsed: ParsedQuery): string {
  return ` ${splitScripts(parsed.folded).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** A text's words and identifiers, one space between and around them (for whole-word `includes`). */
function spaced(text: string): string {
  return ` ${splitScripts(text).replace(/[^\p{L}\p{N}._/-]+/gu, ' ').trim()} `;
}

/** Chinese typed right against English (`请问session not found`) is a word boundary too: a space goes there. */
function splitScripts(text: string): string {
  return text.replace(/(?<=[\u3400-\u9fff])(?=[a-z0-9])|(?<=[a-z0-9])(?=[\u3400-\u9fff])/g, ' ');
}

/** Words of a heading, a Chinese run counting as one word per two characters (`MCP 服务` is two words, `全局工作区` three). */
function headingWords(text: string): number {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .reduce((n, part) => n + (/^[\u3400-\u9fff]+$/.test(part) ? Math.ceil(chars(part).length / 2) : /[\u3400-\u9fff]/.test(part) ? 2 : 1), 0);
}

/** Words of a text, each Chinese character counted as one. */
function wordCountOf(text: string): number {
  return text.replace(/[\u3400-\u9fff]/g, ' x ').split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;
}

/**
 * The share of the query (as keywordShare counts it) taken by the longest of
 * `keywords` that it says whole: Chinese anywhere in it, other words on word
 * boundaries, and only a phrase most pages lack (`isRare`). Only keywords of
 * two words or more: one word is an atom's match.
 */
function saidKeywordShare(keywords: string[], folded: string, named: string, isRare: (phrase: string) => boolean): number {
  const squeezed = folded.replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, '');
  const spacedQuery = ` ${folded} `;
  let best = 0;
  for (const keyword of keywords) {
    // Cheapest test first: this runs for every keyword of every page scored.
    if (!squeezed.includes(keyword)) continue;
    const cjk = /^[\u3400-\u9fff]+$/.test(keyword);
    if (!cjk && !spacedQuery.includes(` ${keyword} `)) continue;
    const n = wordCountOf(keyword);
    // Rarity last: it reads every section the first time a phrase comes up.
    if (n >= 2 && isRare(keyword)) best = Math.max(best, Math.min(1, Math.sqrt(n / Math.max(1, wordCountOf(named)))));
  }
  return best;
}

/** Whether page `p` is named by what the atom matched: its title or one of its keywords. */
function namesPage(match: AtomMatch, p: number): boolean {
  return match.titles.has(p) || match.keywords.has(p);
}

/** Whether a match found nothing at all. */
function isEmpty(match: AtomMatch): boolean {
  return match.sections.size === 0 && match.titles.size === 0 && match.keywords.size === 0;
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

/** Endings that leave a word the same word: `call` in `calls`, `called`, `calling`. */
const INFLECTION = /^(?:s|es|d|ed|ing)$/;

/**
 * Occurrences of a folded word in folded text that start a word: `exact` when
 * the word ends there too (or goes on with an inflection), `prefix` when the
 * text's word is longer (`environm` in `environment`).
 */
/** Whether a heading holds an atom, as typed or by one of the names it matched under. */
function headingHolds(heading: string, m: AtomMatch): boolean {
  return m.highlight.some((h) => (h.kind === 'word' ? h.forms.some((f) => wordCount(heading, f).exact > 0) : heading.includes(h.value)));
}

function wordCount(haystack: string, needle: string): { exact: number; prefix: number } {
  let exact = 0;
  let prefix = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    if (at === 0 || !WORD_CHAR_CODE.test(haystack[at - 1])) {
      const end = at + needle.length;
      let stop = end;
      while (stop < haystack.length && WORD_CHAR_CODE.test(haystack[stop])) stop += 1;
      if (stop === end || INFLECTION.test(haystack.slice(end, stop))) exact += 1;
      else prefix += 1;
    }
    at = haystack.indexOf(needle, at + needle.length);
  }
  return { exact, prefix };
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
