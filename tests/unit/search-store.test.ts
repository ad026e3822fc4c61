import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadEngine = vi.fn();
vi.mock('../../theme/search/manifest', () => ({
  searchIndexFiles: {
    '|en': 'static/search/search-index.en.aaaa.json',
    '|zh': 'static/search/search-index.zh.bbbb.json',
  },
}));

const { FETCH_FAILED_MESSAGE, QUERY_FAILED_MESSAGE, SearchStore, indexUrl } = await import('../../src/search/client/store');

const fakeEngine = (name: string) => ({ search: vi.fn(() => [{ routePath: name, title: name, score: 1, hits: [] }]) });

describe('search index loading', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    loadEngine.mockReset();
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('finds the index of a locale, falling back to the unversioned one', () => {
    expect(indexUrl('en', '')).toBe('/static/search/search-index.en.aaaa.json');
    expect(indexUrl('zh', 'v2')).toBe('/static/search/search-index.zh.bbbb.json');
    expect(indexUrl('fr', '')).toBeUndefined();
  });

  it('goes initial → initing → inited and loads once', async () => {
    loadEngine.mockResolvedValue(fakeEngine('/a'));
    const store = new SearchStore(loadEngine);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getStatus()));
    store.setTarget('en', '');
    expect(store.getStatus()).toBe('initial');
    const first = store.load();
    const second = store.load();
    expect(store.getStatus()).toBe('initing');
    await Promise.all([first, second]);
    expect(store.getStatus()).toBe('inited');
    expect(seen).toEqual(['initing', 'inited']);
    expect(loadEngine).toHaveBeenCalledTimes(1);
    expect(loadEngine).toHaveBeenCalledWith('/static/search/search-index.en.aaaa.json');
    expect((await store.search('x')).map((p) => p.routePath)).toEqual(['/a']);
  });

  it('reports a failed fetch, returns no hits, and retries on the next load', async () => {
    loadEngine.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(fakeEngine('/b'));
    const store = new SearchStore(loadEngine);
    store.setTarget('en', '');
    await store.load();
    expect(store.getStatus()).toBe('error');
    expect(errors).toHaveBeenCalledWith(FETCH_FAILED_MESSAGE, expect.any(Error));
    expect(await store.search('x')).toEqual([]);
    expect(loadEngine).toHaveBeenCalledTimes(1);
    await store.load();
    expect(store.getStatus()).toBe('inited');
    expect((await store.search('x')).map((p) => p.routePath)).toEqual(['/b']);
  });

  it('waits for the index when a query comes first', async () => {
    let resolve: (e: unknown) => void = () => undefined;
    loadEngine.mockReturnValue(new Promise((r) => (resolve = r)));
    const store = new SearchStore(loadEngine);
    store.setTarget('zh', '');
    const pending = store.search('配置');
    expect(store.getStatus()).toBe('initing');
    resolve(fakeEngine('/zh/c'));
    expect((await pending).map((p) => p.routePath)).toEqual(['/zh/c']);
  });

  it('drops the index and loads the other language after a language change', async () => {
    loadEngine.mockImplementation(async (url: string) => fakeEngine(url));
    const store = new SearchStore(loadEngine);
    store.setTarget('en', '');
    await store.load();
    store.setTarget('zh', '');
    expect(store.getStatus()).toBe('initing');
    await store.load();
    expect(loadEngine).toHaveBeenLastCalledWith('/static/search/search-index.zh.bbbb.json');
    expect((await store.search('x'))[0].routePath).toBe('/static/search/search-index.zh.bbbb.json');
  });

  it('ignores a late answer for the language it left', async () => {
    let resolveEn: (e: unknown) => void = () => undefined;
    loadEngine.mockReturnValueOnce(new Promise((r) => (resolveEn = r))).mockResolvedValueOnce(fakeEngine('/zh'));
    const store = new SearchStore(loadEngine);
    store.setTarget('en', '');
    const en = store.load();
    store.setTarget('zh', '');
    await store.load();
    resolveEn(fakeEngine('/en'));
    await en;
    expect((await store.search('x'))[0].routePath).toBe('/zh');
  });

  it('fails cleanly when the site has no index for the language', async () => {
    const store = new SearchStore(loadEngine);
    store.setTarget('fr', '');
    await store.load();
    expect(store.getStatus()).toBe('error');
    expect(loadEngine).not.toHaveBeenCalled();
  });

  describe('prefetch', () => {
    const file = (name: string) => ({ name }) as never;

    it('downloads the index once and builds nothing until load()', async () => {
      const fetchIndex = vi.fn(async () => file('en'));
      loadEngine.mockImplementation(async (_url: string, prefetched?: Promise<unknown>) => fakeEngine(String(((await prefetched) as { name?: string })?.name)));
      const store = new SearchStore(loadEngine, fetchIndex);
      store.setTarget('en', '');
      store.prefetch();
      store.prefetch();
      expect(fetchIndex).toHaveBeenCalledTimes(1);
      expect(fetchIndex).toHaveBeenCalledWith('/static/search/search-index.en.aaaa.json');
      expect(loadEngine).not.toHaveBeenCalled();
      expect(store.getStatus()).toBe('initial');
      await store.load();
      expect(fetchIndex).toHaveBeenCalledTimes(1);
      expect((await store.search('x'))[0].routePath).toBe('en');
      // Built already: nothing more to download.
      store.prefetch();
      expect(fetchIndex).toHaveBeenCalledTimes(1);
    });

    it('downloads again when the prefetch failed, without reporting the prefetch', async () => {
      const fetchIndex = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(file('second'));
      loadEngine.mockImplementation(async (_url: string, prefetched?: Promise<unknown>) => fakeEngine(String(((await prefetched) as { name?: string })?.name)));
      const store = new SearchStore(loadEngine, fetchIndex);
      store.setTarget('en', '');
      store.prefetch();
      await Promise.resolve();
      expect(errors).not.toHaveBeenCalled();
      await store.load();
      expect(fetchIndex).toHaveBeenCalledTimes(2);
      expect(store.getStatus()).toBe('inited');
      expect((await store.search('x'))[0].routePath).toBe('second');
    });

    it('forgets a prefetched index when the language changes', async () => {
      const fetchIndex = vi.fn(async (url: string) => file(url));
      loadEngine.mockImplementation(async (url: string, prefetched?: Promise<unknown>) => fakeEngine(prefetched ? 'prefetched' : url));
      const store = new SearchStore(loadEngine, fetchIndex);
      store.setTarget('en', '');
      store.prefetch();
      store.setTarget('zh', '');
      await store.load();
      expect(loadEngine).toHaveBeenLastCalledWith('/static/search/search-index.zh.bbbb.json');
      expect((await store.search('x'))[0].routePath).toBe('/static/search/search-index.zh.bbbb.json');
    });
  });

  describe('prefetch that builds (the engine worker)', () => {
    it('starts the build once, quietly, and a later load() reuses it', async () => {
      let finish: (engine: unknown) => void = () => undefined;
      loadEngine.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
      const fetchIndex = vi.fn();
      const store = new SearchStore(loadEngine, fetchIndex, { buildOnPrefetch: true });
      store.setTarget('en', '');
      store.prefetch();
      store.prefetch();
      expect(loadEngine).toHaveBeenCalledTimes(1);
      // The worker downloads the index itself: the page fetches nothing.
      expect(loadEngine).toHaveBeenCalledWith('/static/search/search-index.en.aaaa.json');
      expect(fetchIndex).not.toHaveBeenCalled();
      expect(store.getStatus()).toBe('initing');
      const waiting = store.load();
      finish(fakeEngine('/built'));
      await waiting;
      expect(loadEngine).toHaveBeenCalledTimes(1);
      expect((await store.search('x'))[0].routePath).toBe('/built');
    });

    it('a failed prefetch build is silent and leaves the store ready to try again', async () => {
      loadEngine.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakeEngine('/second'));
      const store = new SearchStore(loadEngine, vi.fn(), { buildOnPrefetch: true });
      store.setTarget('en', '');
      store.prefetch();
      await vi.waitFor(() => expect(store.getStatus()).toBe('initial'));
      expect(errors).not.toHaveBeenCalled();
      await store.load();
      expect(store.getStatus()).toBe('inited');
      expect((await store.search('x'))[0].routePath).toBe('/second');
    });

    it('reports the failure of a prefetch build that a reader was waiting on', async () => {
      let fail: (error: Error) => void = () => undefined;
      loadEngine.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
      const store = new SearchStore(loadEngine, vi.fn(), { buildOnPrefetch: true });
      store.setTarget('en', '');
      store.prefetch();
      const waiting = store.search('browser');
      fail(new Error('404'));
      expect(await waiting).toEqual([]);
      expect(store.getStatus()).toBe('error');
      expect(errors).toHaveBeenCalledWith(FETCH_FAILED_MESSAGE, expect.any(Error));
    });
  });

  it('a query the engine fails on gives no hits, logs why, and the next load builds a new engine', async () => {
    const broken = { search: vi.fn(async () => Promise.reject(new Error('worker stopped'))) };
    loadEngine.mockResolvedValueOnce(broken).mockResolvedValueOnce(fakeEngine('/fresh'));
    const store = new SearchStore(loadEngine);
    store.setTarget('en', '');
    expect(await store.search('x')).toEqual([]);
    expect(errors).toHaveBeenCalledWith(QUERY_FAILED_MESSAGE, expect.any(Error));
    expect(store.getStatus()).toBe('error');
    await store.load();
    expect((await store.search('x'))[0].routePath).toBe('/fresh');
  });
});
