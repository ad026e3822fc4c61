/**
 * The search engine: holds one locale's index (corpus.ts: FlexSearch 0.8
 * over the sections, titles and keywords) and runs a query through the
 * stages, each a module of its own:
 *
 *   normalise.ts     the query as typed → what it asks (clip, variants, greeting, typos, product name, pasted line)
 *   requirements.ts  one match per word it requires (candidates.ts: FlexSearch, bridge, completions)
 *   qualify.ts       the pages that match enough of it
 *   score.ts         their scores (said.ts: what the query says whole; query-shape.ts: the page-type prior)
 *   hits.ts          their rows, with snippets
 *
 * Our code keeps what FlexSearch does not do (`npm run bench:search` runs a
 * stock FlexSearch next to this engine to show why): scoring by rarity (BM25
 * over headings and text, where FlexSearch orders by term position), Chinese
 * phrases checked for adjacency, and pages ranked from their sections.
 * Every weight is in src/data/search-weights.ts, every word list in src/data/search-vocabulary.ts.
 */
import type { AtomMatch } from './atom-match';
import { Corpus, type ScheduleOptions } from './corpus';
import { fold } from './fold';
import { buildPageHits } from './hits';
import { readQuery, type HanVariantMap } from './normalise';
import { qualify } from './qualify';
import { describesProblem, kindWeight, queryShape, withoutEnding } from './query-shape';
import type { QuotedLine } from './quoted-line';
import { matchAtoms } from './requirements';
import { literalIdentifiers, pagesHeadedBy, queryNames, typedForms } from './said';
import { scorePage, tallySections, type PageQuery, type PageTally, type SectionTally } from './score';
import { isHan, type ParsedQuery } from './tokenize';
import type { EnginePage, EngineSection, PageHits, SearchIndexFile } from './types';
import { CACHE_SIZE, RESULT_LIMIT, type Weights } from '../data/search-weights';

/** When the word table is filled: at once, or in slices after the build. */
type WordsWhen = 'now' | ScheduleOptions;

export class SearchEngine {
  readonly lang: string;
  readonly version: string;
  /** The index's variants file (see han-variants.ts), if it has one. */
  readonly hanVariantsFile: string | undefined;
  private readonly corpus: Corpus;
  private readonly cache = new Map<string, PageHits[]>();
  private hanVariants: HanVariantMap | undefined;
  /**
   * Settles once the word table is filled (corpus.ts `fillWords`); queries
   * before then give the same results, more slowly on a large index.
   */
  readonly wordsFilled: Promise<void>;

  private constructor(file: SearchIndexFile, corpus: Corpus, words: WordsWhen) {
    this.lang = file.lang;
    this.version = file.version;
    this.hanVariantsFile = file.hanVariants;
    this.corpus = corpus;
    if (words === 'now') {
      corpus.fillWordsNow();
      this.wordsFilled = Promise.resolve();
      return;
    }
    this.wordsFilled = corpus.fillWords(words).catch((error: unknown) => {
      console.error('Search: the word table could not be filled; every query scans the text instead.', error);
    });
  }

  /**
   * Builds the engine synchronously. The word table is filled at once (tests,
   * Node), or afterwards in slices when `words` gives a way to yield (the
   * worker, which answers as soon as the index is built). `weights` are for
   * the bench's ablation.
   */
  static fromFile(file: SearchIndexFile, words: WordsWhen = 'now', weights?: Weights): SearchEngine {
    return new SearchEngine(file, Corpus.fromFile(file, weights), words);
  }

  /**
   * Builds the engine in time slices, yielding between them so the page
   * stays responsive; the word table then fills as `words` says (by default
   * the same way as the build).
   */
  static async build(file: SearchIndexFile, options: ScheduleOptions = {}, words: WordsWhen = options.yieldToHost ? options : 'now'): Promise<SearchEngine> {
    return new SearchEngine(file, await Corpus.build(file, options), words);
  }

  get pages(): readonly EnginePage[] {
    return this.corpus.pages;
  }

  get sections(): readonly EngineSection[] {
    return this.corpus.sections;
  }

  /** Matches for every atom the query requires (tests read which words a query requires). */
  matchAtoms(parsed: ParsedQuery): AtomMatch[] {
    return matchAtoms(this.corpus, parsed);
  }

  /**
   * Whether the query holds a Han character the index does not (瀏 of
   * 瀏覽器) while the index has a variants file not yet in use: the caller
   * then fetches it (`useHanVariants`) before searching.
   */
  wantsHanVariants(query: string): boolean {
    if (!this.hanVariantsFile || this.hanVariants) return false;
    for (const ch of query) {
      if (isHan(ch) && !this.corpus.holdsHan(fold(ch))) return true;
    }
    return false;
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
  search(query: string, limit = RESULT_LIMIT): PageHits[] {
    const { parsed, quoted } = readQuery(this.corpus, query, this.hanVariants);
    if (parsed.atoms.length === 0) return [];
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

  private run(parsed: ParsedQuery, limit: number, line: QuotedLine): PageHits[] {
    const corpus = this.corpus;
    const quoted = line.sections;
    const qualified = qualify(corpus, matchAtoms(corpus, parsed), limit);
    if (!qualified && quoted.length === 0) return [];
    const found = qualified ?? { matches: [], candidates: [], coverage: new Map<number, number>() };
    const { matches, coverage } = found;
    // Pages whose sections quote the pasted line (quoted-line.ts) are shown, whatever their words scored.
    const quotingPages = new Set(quoted.map((sec) => corpus.sections[sec].page));
    const candidates = [...new Set([...found.candidates, ...quotingPages])];
    const tally = tallySections(corpus, candidates, matches);

    // The query as said, for comparing with headings: without the question mark, full stop or particle (吗, 呢) typed after it.
    const { rules } = corpus.weights;
    const saidText = rules.saidEnding ? withoutEnding(parsed.folded) : parsed.folded;
    const shape = queryShape(parsed);
    const query: PageQuery = {
      matches,
      phrase: matches.length > 1 ? saidText : '',
      parsed,
      names: queryNames(corpus, parsed),
      said: { headed: rules.saidHeading ? pagesHeadedBy(corpus, saidText) : new Set<number>(), typed: typedForms(parsed), identifierAlone: shape === 'identifier' },
    };
    const problem = describesProblem(parsed);
    const literal = shape === 'identifier' ? literalIdentifiers(corpus, parsed) : undefined;
    const scored = candidates.map((p) => ({
      p,
      score:
        scorePage(corpus, p, tally.get(p) as PageTally, query) *
        kindWeight(shape, corpus.pages[p].kind, problem, corpus.weights) *
        (literal && !literal(p) ? corpus.weights.unwrittenIdentifierWeight : 1) *
        corpus.pages[p].weight *
        (coverage.get(p) ?? 1) ** corpus.weights.coveragePower,
    }));
    const quotes = (p: number) => (quotingPages.has(p) ? 1 : 0);
    scored.sort((a, b) => quotes(b.p) - quotes(a.p) || b.score - a.score || a.p - b.p);
    const quotingSections = new Set(quoted);
    return scored.slice(0, limit).map(({ p, score }) => {
      const secs = (tally.get(p) as PageTally).secs;
      for (const sec of quoted) if (corpus.sections[sec].page === p && !secs.has(sec)) secs.set(sec, { sec, score: 0, covered: 0, rarity: 0 });
      const ranked = [...secs.values()];
      // The section quoting the pasted line first; then the page's best row: the one holding the
      // most of the query, its rare words counting most.
      const quoting = (t: SectionTally) => (quotingSections.has(t.sec) ? 1 : 0);
      ranked.sort((a, b) => quoting(b) - quoting(a) || b.rarity - a.rarity || b.score - a.score);
      const lead = quotingSections.has(ranked[0]?.sec) ? { sec: ranked[0].sec, piece: line.piece } : undefined;
      return buildPageHits(corpus, p, score, ranked, matches, parsed, lead);
    });
  }
}
