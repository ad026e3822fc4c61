/** Site search: tokeniser, index builder, engine and hit rendering helpers. */
export { fold, foldChar, foldWithMap } from './fold';
export {
  camelParts,
  isStopWord,
  parseQuery,
  relaxAtom,
  scan,
  searchTerms,
  segmentWords,
  stems,
  tokenize,
  type Atom,
  type ParsedQuery,
} from './tokenize';
export { buildIndexFiles, fileSafe, indexFilePath, isSearchable, manifestKey, pageSections, squash } from './build';
export { CACHE_SIZE, DEFAULT_LIMIT, SearchEngine } from './engine';
export { findRanges } from './hits';
export { SNIPPET_WIDTH, isWide, makeSnippet, mergeRanges, splitHighlights, textWidth, type TextPart } from './snippet';
export type * from './types';
