/**
 * One locale's index: its pages and sections, folded once, and FlexSearch 0.8
 * over them (one Document index of the sections' heading and text fields, one
 * Index of page titles, one of page keywords), all fed through our tokeniser
 * (`searchTerms`). FlexSearch retrieves the candidates of every query term;
 * the other stages score them. Also the lookups every stage shares: the
 * vocabulary, word rarity (BM25) and the docs' own names.
 */
import { Document, Index } from 'flexsearch';
import { LINK_LIST_ANCHORS } from '../data/search-vocabulary';
import { TermBridge } from './bridge';
import { fold, foldWithMap } from './fold';
import { chars, segmentWords } from './segment';
import { lowerBound } from './text-match';
import { isHan, searchTerms } from './tokenize';
import { WordTable } from './word-table';
import { KEYWORD_SEPARATOR, type Docs, type EnginePage, type EngineSection, type SearchIndexFile } from './types';
import { B, K1, RARE_PHRASE_SHARE, SECTIONS_PER_CLOCK_CHECK, SLICE_MS, WEIGHTS, WORD_PAGES, type Weights } from '../data/search-weights';

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

/**
 * Runs `work` over `0..count` in chunks, yielding to the host whenever a
 * slice has run `sliceMs`; without `yieldToHost`, all at once.
 */
async function inSlices(count: number, work: (from: number, to: number) => void, options: ScheduleOptions): Promise<void> {
  const now = options.now ?? (() => performance.now());
  const sliceMs = options.sliceMs ?? SLICE_MS;
  let sliceStart = now();
  for (let i = 0; i < count; i += SECTIONS_PER_CLOCK_CHECK) {
    work(i, Math.min(count, i + SECTIONS_PER_CLOCK_CHECK));
    if (options.yieldToHost && now() - sliceStart >= sliceMs) {
      await options.yieldToHost();
      sliceStart = now();
    }
  }
}

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

/** Index options shared by the section, title and keyword indexes. */
const FLEX_OPTIONS = {
  tokenize: 'forward' as const,
  encode: searchTerms,
  // Our scoring ranks; FlexSearch's position slots would only cost memory.
  resolution: 1,
  cache: false,
};

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

export class Corpus implements Docs {
  readonly pages: EnginePage[] = [];
  readonly sections: EngineSection[] = [];
  readonly bridge: TermBridge;
  /** The words of the product's name (see SearchIndexFile.product). */
  readonly product: string[];
  /** Every page keyword, folded. */
  readonly keywordNames = new Set<string>();
  /** Pages by their whole folded title. */
  readonly titlesByText = new Map<string, number[]>();
  /** The length of the longest folded title, in characters. */
  longestTitle = 0;
  /** Mean weighted length of a section, for BM25. */
  avgLength = 1;
  /** Every term of the sections, sorted once built: prefix lookups are a binary search. */
  vocabulary: string[] = [];
  /**
   * How often each Latin word starts each section's heading and text, and
   * each pair of CJK characters occurs there: filled after the build
   * (`fillWords`), so the first query is not held back by it.
   */
  readonly words = new WordTable();
  private filling: Promise<void> | undefined;
  private readonly docs: Document<SectionDoc>;
  private readonly titles = new Index(FLEX_OPTIONS as ConstructorParameters<typeof Index>[0]);
  private readonly keywordIndex = new Index(FLEX_OPTIONS as ConstructorParameters<typeof Index>[0]);
  /** Terms counted while FlexSearch encodes the section being added: its length for BM25. */
  private encodedTerms = 0;
  /** Whether FlexSearch is indexing a section (its text is encoded) or looking up one term already encoded. */
  private adding = false;
  private readonly holders = new Map<string, number>();
  /** Every Han character the sections and the term bridge hold: made on the first query that has one. */
  private knownHan: Set<string> | undefined;

  readonly weights: Weights;

  private constructor(file: SearchIndexFile, weights: Weights) {
    this.weights = weights;
    if (file.v !== 2) throw new Error(`Unknown search index format ${String(file.v)}`);
    this.bridge = new TermBridge(file.bridge ?? []);
    this.product = file.product ? file.product.split(' ') : [];
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
    this.addPages(file);
  }

  /** Builds the index synchronously (tests, Node, the worker); the word table is left to `fillWordsNow` or `fillWords`. */
  static fromFile(file: SearchIndexFile, weights: Weights = WEIGHTS): Corpus {
    const corpus = new Corpus(file, weights);
    corpus.addSections(file, 0, file.sections.length);
    corpus.finish();
    return corpus;
  }

  /** Builds the index in time slices, yielding between them so the page stays responsive. */
  static async build(file: SearchIndexFile, options: ScheduleOptions = {}, weights: Weights = WEIGHTS): Promise<Corpus> {
    const corpus = new Corpus(file, weights);
    await inSlices(file.sections.length, (from, to) => corpus.addSections(file, from, to), options);
    corpus.finish();
    return corpus;
  }

  /** Fills the word table at once (tests, Node, the bench's quality runs). */
  fillWordsNow(): void {
    if (this.filling || this.words.ready) return;
    this.addWords(0, this.sections.length);
    this.words.finish();
  }

  /**
   * Fills the word table in time slices. Until it is done every query scans
   * the candidates' text instead, with the same results, so a reader who
   * types at once is not kept waiting for it.
   */
  fillWords(options: ScheduleOptions): Promise<void> {
    if (this.words.ready) return Promise.resolve();
    this.filling ??= inSlices(this.sections.length, (from, to) => this.addWords(from, to), options).then(() => this.words.finish());
    return this.filling;
  }

  private addWords(from: number, to: number): void {
    for (let i = from; i < to; i += 1) this.words.add(i, this.sections[i].foldedHeading, this.sections[i].foldedText);
  }

  private addPages(file: SearchIndexFile): void {
    for (const [routePath, title, kind, keywordText, weight] of file.pages) {
      const p = this.pages.length;
      const foldedTitle = fold(title);
      this.longestTitle = Math.max(this.longestTitle, chars(foldedTitle).length);
      this.titles.add(p, title);
      const same = this.titlesByText.get(foldedTitle);
      if (same) same.push(p);
      else this.titlesByText.set(foldedTitle, [p]);
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
        if (this.sections[pageSections[j]].depth < depth) {
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
      const folded = foldWithMap(text);
      this.sections.push({
        page,
        anchor,
        heading,
        depth,
        text,
        foldedHeading: fold(heading),
        foldedText: folded.text,
        foldedInPlace: folded.from === null,
        length: Math.max(1, this.encodedTerms),
        parent,
        weight: LINK_LIST_ANCHORS.has(anchor) ? this.weights.linkListWeight : 1,
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

  idf(df: number): number {
    const n = this.sections.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  bm25(tf: number, length: number, idf: number): number {
    return (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * length) / this.avgLength));
  }

  /** Terms of the vocabulary that start with `prefix` (the term itself included). */
  expand(prefix: string): string[] {
    const v = this.vocabulary;
    const out: string[] = [];
    for (let i = lowerBound(v, prefix); i < v.length && v[i].startsWith(prefix); i += 1) out.push(v[i]);
    return out;
  }

  isTerm(term: string): boolean {
    return this.vocabulary[lowerBound(this.vocabulary, term)] === term;
  }

  /**
   * Sections holding every encoded term of `term` as a term or the start of
   * one (`environm` → environment; 浏览器 → 浏览, 览器 and 器…), in the same
   * field: what FlexSearch's 'forward' tokeniser answered, from exact terms.
   */
  candidates(term: string): number[] {
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

  /** Pages whose title FlexSearch finds for `term`. */
  titleCandidates(term: string): number[] {
    return this.titles.search(term, { limit: Math.max(1, this.pages.length) }) as unknown as number[];
  }

  /** Pages whose keywords FlexSearch finds for `term`. */
  keywordCandidates(term: string): number[] {
    return this.keywordIndex.search(term, { limit: Math.max(1, this.pages.length) }) as unknown as number[];
  }

  /** How many pages hold `text` as written, in a heading or the text (cached: the same phrases recur). */
  pagesHolding(text: string): number {
    let count = this.holders.get(text);
    if (count === undefined) {
      const pages = new Set<number>();
      for (const s of this.sections) if (s.foldedText.includes(text) || s.foldedHeading.includes(text)) pages.add(s.page);
      count = pages.size;
      this.holders.set(text, count);
    }
    return count;
  }

  /** Whether few enough pages hold `phrase` for it to name a page: `agent tars` or `web ui` is in most queries about anything. */
  readonly isRarePhrase = (phrase: string): boolean => this.pagesHolding(phrase) <= this.pages.length * RARE_PHRASE_SHARE;

  /** The docs' own names of things: glossary and aligned-heading terms, page titles. */
  readonly isName = (text: string): boolean => this.bridge.has(text) || this.titlesByText.has(text);

  /** Whether the docs use two characters as a word: at least `WORD_PAGES` pages hold them together. */
  readonly isDocsWord = (pair: string): boolean => this.pagesHolding(pair) >= WORD_PAGES;

  /** Whether the index holds the (folded) Han character `ch` anywhere a query can match it. */
  holdsHan(ch: string): boolean {
    this.knownHan ??= this.hanOfIndex();
    return this.knownHan.has(ch);
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
}
