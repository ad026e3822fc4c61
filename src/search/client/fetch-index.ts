/**
 * Downloads a locale's search index. Shared by the page (the idle prefetch and
 * the fallback engine) and the engine worker, so the worker does not pull in
 * the store and its manifest.
 */
import type { SearchIndexFile } from '../types';

export type IndexFetcher = (url: string) => Promise<SearchIndexFile>;

export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return response;
}

/** Downloads and parses an index file. */
export const fetchIndexFile: IndexFetcher = async (url) => (await (await fetchOk(url)).json()) as SearchIndexFile;

/** Downloads an index file's bytes without parsing them (the engine worker parses them). */
export const fetchIndexBytes = async (url: string): Promise<ArrayBuffer> => (await fetchOk(url)).arrayBuffer();
