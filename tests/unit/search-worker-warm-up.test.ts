/**
 * The engine worker itself (engine-worker.ts), run in Node with a stand-in
 * for the worker's global scope: it answers `ready`, then runs one query of
 * its own before the reader's first.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import type { EngineReply, EngineRequest } from '../../src/search/client/worker-protocol';
import { SearchEngine } from '../../src/search/engine';
import { page } from './support/search-pages';

type Scope = { onmessage: ((event: { data: EngineRequest }) => void) | null; postMessage: (reply: EngineReply) => void };

afterEach(() => {
  delete (globalThis as { self?: unknown }).self;
  vi.restoreAllMocks();
  vi.resetModules();
});

it('warms the engine up with a query of its own once it is ready, before the reader asks', async () => {
  const replies: EngineReply[] = [];
  const scope: Scope = { onmessage: null, postMessage: (reply) => void replies.push(reply) };
  (globalThis as { self?: unknown }).self = scope;
  const searched: string[] = [];
  const search = SearchEngine.prototype.search;
  vi.spyOn(SearchEngine.prototype, 'search').mockImplementation(function (this: SearchEngine, query: string, limit?: number) {
    searched.push(query);
    return search.call(this, query, limit);
  });
  await import('../../src/search/client/engine-worker');
  const [{ file }] = buildIndexFiles([page('/guide/browser', 'Browser', 'Drive a browser.', [['launch', 'Launch', 'Start the browser.']])]);
  const data = new TextEncoder().encode(JSON.stringify(file)).buffer;
  scope.onmessage?.({ data: { kind: 'load', url: '/static/search/search-index.en.aaaa.json', data } });
  // Beside the build in CI, loading and building takes more than waitFor's default second.
  await vi.waitFor(() => expect(replies.map((r) => r.kind)).toEqual(['ready']), { timeout: 10_000 });
  expect(searched).toEqual(['Browser']);
  scope.onmessage?.({ data: { kind: 'search', id: 1, query: 'launch' } });
  await vi.waitFor(() => expect(replies).toHaveLength(2), { timeout: 10_000 });
  expect(replies[1]).toMatchObject({ kind: 'hits', id: 1 });
  expect(searched).toEqual(['Browser', 'launch']);
}, 30_000);
