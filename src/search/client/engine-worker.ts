/**
 * The search engine in a Web Worker: downloads the locale's index, builds the
 * FlexSearch indexes in one go (no slicing needed off the main thread) and
 * answers queries. The page keeps only a thin client (worker-engine.ts), so
 * building and querying never block input or hydration.
 */
import { SearchEngine } from '../engine';
import type { SearchIndexFile } from '../types';
import type { EngineReply, EngineRequest } from './worker-protocol';
import { fetchIndexFile } from './fetch-index';
import { searchWithVariants } from './han-variants-loader';
import { yieldToBackground } from './yield-to-host';

interface WorkerScope {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(message: EngineReply): void;
}

const scope = self as unknown as WorkerScope;
let engine: Promise<SearchEngine> | undefined;
let indexUrl = '';

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
