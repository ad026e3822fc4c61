/**
 * Downloads and parses a locale's search index. Shared by the page (the idle
 * prefetch and the fallback engine) and the engine worker, so the worker does
 * not pull in the store and its manifest.
 */
import type { SearchIndexFile } from '../../src/search/types';

export type IndexFetcher = (url: string) => Promise<SearchIndexFile>;

export const fetchIndexFile: IndexFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as SearchIndexFile;
};

/** Downloads an index file's bytes without parsing them (the engine worker parses them). */
export async function fetchIndexBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return response.arrayBuffer();
}
