/**
 * What the engine worker does (serve-engine.ts), run in Node with a stand-in
 * for the worker's scope: it answers `ready`, then runs one query of its own
 * before the reader's first.
 */
import { expect, it, vi } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { serveEngine, type WorkerScope } from '../../src/search/client/serve-engine';
import type { EngineReply } from '../../src/search/client/worker-protocol';
import { SearchEngine } from '../../src/search/engine';
import { page } from './support/search-pages';

it('warms the engine up with a query of its own once it is ready, before the reader asks', async () => {
  const replies: EngineReply[] = [];
  const scope: WorkerScope = { onmessage: null, postMessage: (reply) => void replies.push(reply) };
  const searched: string[] = [];
  const search = SearchEngine.prototype.search;
  vi.spyOn(SearchEngine.prototype, 'search').mockImplementation(function (this: SearchEngine, query: string, limit?: number) {
    searched.push(query);
    return search.call(this, query, limit);
  });
  serveEngine(scope);
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
