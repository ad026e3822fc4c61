import { describe, expect, it, vi } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import type { EngineReply, EngineRequest } from '../../src/search/client/worker-protocol';
import { loadEngineInWorker, WorkerUnavailableError } from '../../src/search/client/worker-engine';

/** A stand-in for the engine worker: records requests, replies when told. */
class FakeWorker {
  onmessage: ((event: MessageEvent<EngineReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: EngineRequest[] = [];
  terminated = false;
  postMessage(request: EngineRequest, _transfer?: Transferable[]) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: EngineReply) {
    this.onmessage?.({ data: message } as MessageEvent<EngineReply>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

const hit = (routePath: string) => ({ routePath, title: routePath, score: 1, hits: [] });

function start() {
  const worker = new FakeWorker();
  const engine = loadEngineInWorker('/static/search/search-index.en.aaaa.json', { createWorker: () => worker as unknown as Worker });
  return { worker, engine };
}

describe('the search worker client', () => {
  it('asks the worker to load the index and answers queries with its hits, matched by id', async () => {
    const { worker, engine } = start();
    expect(worker.requests).toEqual([{ kind: 'load', url: '/static/search/search-index.en.aaaa.json' }]);
    worker.reply({ kind: 'ready', sections: 10 });
    const ready = await engine;
    const first = ready.search('browser', 7);
    const second = ready.search('mcp');
    expect(worker.requests.slice(1)).toEqual([
      { kind: 'search', id: 1, query: 'browser', limit: 7 },
      { kind: 'search', id: 2, query: 'mcp', limit: undefined },
    ]);
    // Answers may come back in any order.
    worker.reply({ kind: 'hits', id: 2, hits: [hit('/mcp')] });
    worker.reply({ kind: 'hits', id: 1, hits: [hit('/browser')] });
    expect((await first).map((p) => p.routePath)).toEqual(['/browser']);
    expect((await second).map((p) => p.routePath)).toEqual(['/mcp']);
  });

  it('hands the worker the bytes the page downloaded, once they arrive', async () => {
    const worker = new FakeWorker();
    const bytes = new TextEncoder().encode('{"v":2}').buffer;
    const engine = loadEngineInWorker('/i.json', { createWorker: () => worker as unknown as Worker, data: Promise.resolve(bytes) });
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    expect(worker.requests[0]).toEqual({ kind: 'load', url: '/i.json', data: bytes });
    worker.reply({ kind: 'ready', sections: 1 });
    await expect(engine).resolves.toBeDefined();
  });

  it('rejects with a plain error when the page could not download the index', async () => {
    const worker = new FakeWorker();
    const engine = loadEngineInWorker('/i.json', { createWorker: () => worker as unknown as Worker, data: Promise.reject(new Error('404 Not Found for /i.json')) });
    const error = await engine.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(WorkerUnavailableError);
    expect((error as Error).message).toMatch(/404/);
    expect(worker.terminated).toBe(true);
    expect(worker.requests).toEqual([]);
  });

  it('rejects with a plain error when the index cannot be loaded, and stops the worker', async () => {
    const { worker, engine } = start();
    worker.reply({ kind: 'failed', message: '404 Not Found for /static/search/search-index.en.aaaa.json' });
    const error = await engine.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(WorkerUnavailableError);
    expect((error as Error).message).toMatch(/404/);
    expect(worker.terminated).toBe(true);
  });

  it('reports a worker that cannot be created or fails before it is ready as unavailable', async () => {
    const thrown = loadEngineInWorker('/x.json', {
      createWorker: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    await expect(thrown).rejects.toBeInstanceOf(WorkerUnavailableError);
    const { worker, engine } = start();
    worker.crash('Failed to load worker script');
    await expect(engine).rejects.toBeInstanceOf(WorkerUnavailableError);
    expect(worker.terminated).toBe(true);
  });

  it('rejects the waiting and later queries when the worker stops after it was ready', async () => {
    const { worker, engine } = start();
    worker.reply({ kind: 'ready', sections: 1 });
    const ready = await engine;
    const waiting = ready.search('browser');
    worker.crash('out of memory');
    await expect(waiting).rejects.toThrow(/stopped: out of memory/);
    await expect(ready.search('again')).rejects.toThrow(/stopped/);
  });

  it('rejects only the query the engine failed on', async () => {
    const { worker, engine } = start();
    worker.reply({ kind: 'ready', sections: 1 });
    const ready = await engine;
    const bad = ready.search('((');
    worker.reply({ kind: 'hits', id: 1, hits: [], error: 'boom' });
    await expect(bad).rejects.toThrow(/failed on a query: boom/);
    const good = ready.search('browser');
    worker.reply({ kind: 'hits', id: 2, hits: [hit('/browser')] });
    expect(await good).toHaveLength(1);
  });
});

describe('the engine worker itself', () => {
  it('builds from the fetched index and answers a search', async () => {
    const [{ file }] = buildIndexFiles([
      {
        routePath: '/guide/basic/browser',
        title: 'Browser',
        content: 'Control a browser in hybrid, dom or visual-grounding mode.',
        toc: [],
        lang: 'en',
        frontmatter: {},
      },
    ]);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(file), { status: 200 }));
    const posted: EngineReply[] = [];
    const scope = { onmessage: null as ((e: MessageEvent<EngineRequest>) => void) | null, postMessage: (m: EngineReply) => posted.push(m) };
    vi.stubGlobal('self', scope);
    await import('../../src/search/client/engine-worker');
    scope.onmessage!({ data: { kind: 'load', url: '/index.json' } } as MessageEvent<EngineRequest>);
    await vi.waitFor(() => expect(posted[0]?.kind).toBe('ready'));
    // Bytes from the page are used as they are, with no download.
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    const data = new TextEncoder().encode(JSON.stringify(file)).buffer;
    scope.onmessage!({ data: { kind: 'load', url: '/index.json', data } } as MessageEvent<EngineRequest>);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1].kind).toBe('ready');
    posted.length = 0;
    posted.push({ kind: 'ready', sections: 1 });
    scope.onmessage!({ data: { kind: 'search', id: 5, query: 'browser', limit: 7 } } as MessageEvent<EngineRequest>);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    const reply = posted[1] as Extract<EngineReply, { kind: 'hits' }>;
    expect(reply.id).toBe(5);
    expect(reply.hits.length).toBeGreaterThan(0);
    expect(reply.hits[0].routePath).toBe('/guide/basic/browser');
    vi.unstubAllGlobals();
  });
});
