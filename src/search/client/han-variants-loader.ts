/**
 * Searching with traditional characters (src/search/han-variants.ts): the
 * first query that holds a Han character the index lacks fetches the index's
 * variants file, then every query is searched with it. Shared by the engine
 * worker and the engine built on the page.
 */
import type { SearchEngine } from '../engine';
import { HanVariants } from '../han-variants';
import { isHan } from '../tokenize';
import type { PageHits } from '../types';
import { fetchOk } from './fetch-index';

const loads = new WeakMap<SearchEngine, Promise<void>>();

/** Fetches and applies the variants file once per engine; a failure is reported and the query searched as typed. */
function loadVariants(engine: SearchEngine, url: string): Promise<void> {
  let load = loads.get(engine);
  if (!load) {
    load = fetchOk(url)
      .then((response) => response.json())
      .then((file: unknown) => engine.useHanVariants(HanVariants.fromFile(file)))
      .catch((error: unknown) => {
        console.warn(`Search: traditional characters are searched as typed, because ${url} could not be used: ${error instanceof Error ? error.message : String(error)}`);
      });
    loads.set(engine, load);
  }
  return load;
}

/**
 * The engine's hits for `query`, after fetching the variants file if the
 * query needs it: when it holds a character the index lacks (瀏覽器), or
 * when a query in Chinese found nothing (程式 is written in characters the
 * pages have, but they say 程序). `indexUrl` is the URL the index came from
 * (the variants file sits beside it), resolved against `base`.
 */
export async function searchWithVariants(engine: SearchEngine, indexUrl: string, query: string, limit?: number, base?: string): Promise<PageHits[]> {
  const file = engine.hanVariantsFile;
  if (!file) return engine.search(query, limit);
  const load = () => loadVariants(engine, new URL(file, new URL(indexUrl, base ?? self.location.href)).href);
  if (engine.wantsHanVariants(query)) await load();
  const hits = engine.search(query, limit);
  if (hits.length > 0 || engine.hasHanVariants || loads.has(engine) || !Array.from(query).some(isHan)) return hits;
  await load();
  return engine.search(query, limit);
}
