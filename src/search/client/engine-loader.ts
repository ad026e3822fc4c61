/**
 * Loaded on demand (idle prefetch, then a sign the reader is about to search):
 * builds the engine from a locale's index in small chunks so the page never
 * freezes.
 */
import { SearchEngine } from '../engine';
import type { PageHits, SearchIndexFile } from '../types';
import { fetchIndexFile } from './fetch-index';
import { searchWithVariants } from './han-variants-loader';
import { yieldToBackground, yieldToHost } from './yield-to-host';

export interface PageEngine {
  search(query: string, limit?: number): Promise<PageHits[]>;
}

/** Builds the engine from `file` when the index was downloaded already, else downloads it first. */
export async function loadEngine(url: string, file?: Promise<SearchIndexFile>): Promise<PageEngine> {
  const engine = await SearchEngine.build(await (file ?? fetchIndexFile(url)), { yieldToHost }, { yieldToHost: yieldToBackground });
  return { search: (query, limit) => searchWithVariants(engine, url, query, limit) };
}
