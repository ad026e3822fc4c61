/** Shapes shared by the index builder (Node), the engine (browser) and the panel. */
import type { Weights } from '../data/search-weights';

/** A heading of a page, as Rspress extracts it. */
export interface TocItem {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading's text in the page content; -1 when unknown. */
  charIndex: number;
}

/** The page fields the index builder reads (a subset of Rspress's PageIndexInfo). */
export interface SourcePage {
  routePath: string;
  title: string;
  content: string;
  toc: TocItem[];
  lang: string;
  version?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
}

/**
 * What a page is for, so a query's shape can favour it: `reference` pages list
 * keys, flags and routes; `guide` pages explain how to do something;
 * `troubleshooting` pages answer errors and symptoms.
 */
export type PageKind = 'guide' | 'reference' | 'troubleshooting' | 'other';

/**
 * [routePath, title, kind, keywords, weight]. Keywords are the page's
 * frontmatter `keywords`: other names readers use for what the page covers,
 * joined by KEYWORD_SEPARATOR; absent when the page has none (empty when only
 * the weight follows). Weight is its frontmatter `searchWeight`, absent when 1.
 */
export type IndexPage = [routePath: string, title: string, kind: PageKind, keywords?: string, weight?: number];

/** Joins a page's keywords in the index (never inside a keyword: it is not a letter, digit or Han). */
export const KEYWORD_SEPARATOR = ' ; ';

/**
 * Folded words or phrases that name one thing, in English and Chinese, as
 * readers and pages write them (the term bridge, src/search/bridge.ts).
 */
export type BridgeGroup = string[];

/**
 * [page, anchor, heading, depth, text]. The first section of a page has no
 * anchor and no heading (depth 1): it holds the description and the intro.
 */
export type IndexSection = [page: number, anchor: string, heading: string, depth: number, text: string];

/** A section as the engine keeps it, folded once when the index is built. */
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

/** A page as the engine keeps it. */
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

/** The pages and sections of one index: what every stage after the lookups reads. */
export interface Docs {
  readonly pages: readonly EnginePage[];
  readonly sections: readonly EngineSection[];
  readonly weights: Weights;
}

/** The file emitted per locale (and version). */
export interface SearchIndexFile {
  /** Format version; a reader refuses files it does not know. */
  v: 2;
  lang: string;
  version: string;
  pages: IndexPage[];
  sections: IndexSection[];
  /** Terms a query word may be expanded to: each group's words name one thing. */
  bridge: BridgeGroup[];
  /**
   * The product's name, folded (`agent tars`). On its own docs site every page
   * is about it, so a query that names it next to other words means those words.
   */
  product?: string;
  /**
   * Name of the file (beside this one) that maps traditional characters to
   * the simplified ones this index holds; see src/search/han-variants.ts.
   */
  hanVariants?: string;
}

export type HitKind = 'title' | 'header' | 'content';

/** A highlighted range in a hit's text: UTF-16 offsets. */
export interface HighlightRange {
  start: number;
  length: number;
}

export interface SearchHit {
  kind: HitKind;
  /** Page title. */
  title: string;
  /** For title hits the title; for header hits `Title > H2 > H3`; for content hits the nearest heading. */
  header: string;
  /** Route with the heading anchor. */
  link: string;
  /** The query as typed (trimmed). */
  query: string;
  /** Ranges in `header` (title and header hits) or in `statement` (content hits). */
  highlights: HighlightRange[];
  /** Content hits: the snippet around the match, about 100 width units. */
  statement?: string;
}

/** Hits of one page, in the order they should be shown. */
export interface PageHits {
  routePath: string;
  title: string;
  score: number;
  hits: SearchHit[];
}
