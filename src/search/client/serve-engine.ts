/**
 * What the engine worker does (engine-worker.ts hands it the worker's scope,
 * tests a stand-in): downloads the locale's index or reads the bytes the
 * page sent, builds the engine, says it is ready, and answers queries.
 */
import { SearchEngine } from '../engine';
import type { SearchIndexFile } from '../types';
import type { EngineReply, EngineRequest } from './worker-protocol';
import { fetchIndexFile } from './fetch-index';
import { searchWithVariants } from './han-variants-loader';
import { yieldToBackground } from './yield-to-host';

export interface WorkerScope {
  onmessage: ((event: { data: EngineRequest }) => void) | null;
  postMessage(message: EngineReply): void;
}

/**
 * Runs one query before the reader's first: the first query of a fresh
 * engine compiles the whole pipeline (and, for Chinese, loads the
 * segmenter's data), about ten times the cost of the next one (Node: 57 ms
 * against 5 for 浏览器). The title of the index's first page is a query of
 * the index's own language.
 */
function warmUp(built: SearchEngine): void {
  try {
    built.search(built.pages[0]?.title ?? '');
  } catch (error) {
    console.error('Search: the engine failed its first query.', error);
  }
}

/** Answers the page's requests on `scope` (see worker-protocol.ts). */
export function serveEngine(scope: WorkerScope): void {
  let engine: Promise<SearchEngine> | undefined;
  let indexUrl = '';
  scope.onmessage = (event) => {
    const request = event.data;
    if (request.kind === 'load') {
      indexUrl = request.url;
      const file: Promise<SearchIndexFile> = request.data
        ? Promise.resolve().then(() => JSON.parse(new TextDecoder().decode(request.data)) as SearchIndexFile)
        : fetchIndexFile(request.url);
      // Ready as soon as the index is built; the word table fills when no query is waiting.
      engine = file.then((index) => SearchEngine.fromFile(index, { yieldToHost: yieldToBackground }));
      engine.then(
        (built) => {
          scope.postMessage({ kind: 'ready', sections: built.sections.length });
          warmUp(built);
        },
        (error: unknown) => scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    void engine
      ?.then((built) => searchWithVariants(built, indexUrl, request.query, request.limit))
      .then(
        (hits) => scope.postMessage({ kind: 'hits', id: request.id, hits }),
        (error: unknown) => scope.postMessage({ kind: 'hits', id: request.id, hits: [], error: error instanceof Error ? error.message : String(error) }),
      );
  };
}
