/** Messages between the page and the search engine worker (engine-worker.ts). */
import type { PageHits } from '../types';

/**
 * `data`: the index file's bytes when the page downloaded it (in parallel
 * with the worker's own script); without it the worker downloads `url`.
 */
export type EngineRequest = { kind: 'load'; url: string; data?: ArrayBuffer } | { kind: 'search'; id: number; query: string; limit?: number };

export type EngineReply =
  | { kind: 'ready'; sections: number }
  /** The index could not be downloaded or read: a real failure, not a reason to build on the page. */
  | { kind: 'failed'; message: string }
    /** `error` when this one query threw: the engine itself is still usable. */
  | { kind: 'hits'; id: number; hits: PageHits[]; error?: string };
