/**
 * The page's side of the engine worker. `loadEngineInWorker` resolves once the
 * worker has built the index; its `search` posts the query and resolves with
 * the worker's hits.
 *
 * A worker that cannot start (a browser without module workers, a host whose
 * policy blocks them) rejects with `WorkerUnavailableError`, and the store then
 * builds the engine on the page instead. An index that cannot be downloaded or
 * read rejects with a plain Error: building on the page would fail the same way.
 */
import type { PageHits } from '../types';
import type { EngineReply, EngineRequest } from './worker-protocol';

export class WorkerUnavailableError extends Error {}

export interface WorkerEngine {
  search(query: string, limit?: number): Promise<PageHits[]>;
}

// The name is the worker's chunk name, SEARCH_WORKER_CHUNK in plugins/search-index.
const defaultWorker = () => new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'search-engine' });

export interface WorkerLoadOptions {
  /**
   * The index file's bytes, downloaded by the page while the worker's script
   * loads; they are handed over (transferred, not copied). Without them the
   * worker downloads the index itself.
   */
  data?: Promise<ArrayBuffer>;
  /** For tests: the worker to use. */
  createWorker?: () => Worker;
}

export function loadEngineInWorker(url: string, { data, createWorker = defaultWorker }: WorkerLoadOptions = {}): Promise<WorkerEngine> {
  let worker: Worker;
  try {
    worker = createWorker();
  } catch (error) {
    return Promise.reject(new WorkerUnavailableError(`The search worker could not start: ${String(error)}`));
  }
  const waiting = new Map<number, { resolve: (hits: PageHits[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let broken: Error | undefined;
  const post = (request: EngineRequest) => worker.postMessage(request);

  return new Promise<WorkerEngine>((resolve, reject) => {
    let ready = false;
    worker.onmessage = (event: MessageEvent<EngineReply>) => {
      const reply = event.data;
      if (reply.kind === 'ready') {
        ready = true;
        resolve({
          search(query, limit) {
            if (broken) return Promise.reject(broken);
            const id = (nextId += 1);
            return new Promise<PageHits[]>((resolveHits, rejectHits) => {
              waiting.set(id, { resolve: resolveHits, reject: rejectHits });
              post({ kind: 'search', id, query, limit });
            });
          },
        });
      } else if (reply.kind === 'failed') {
        worker.terminate();
        reject(new Error(reply.message));
      } else {
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (reply.error) pending?.reject(new Error(`The search worker failed on a query: ${reply.error}`));
        else pending?.resolve(reply.hits);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (!ready) {
        reject(new WorkerUnavailableError(`The search worker failed to start: ${event.message || 'script error'}`));
        return;
      }
      broken = new Error(`The search worker stopped: ${event.message || 'script error'}`);
      for (const pending of waiting.values()) pending.reject(broken);
      waiting.clear();
    };
    if (!data) {
      post({ kind: 'load', url });
      return;
    }
    data.then(
      (bytes) => worker.postMessage({ kind: 'load', url, data: bytes } satisfies EngineRequest, [bytes]),
      (error: unknown) => {
        worker.terminate();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
