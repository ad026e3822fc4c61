/**
 * Loading state of the search index for the current locale/version, shared by
 * the nav button, the idle prefetch and the panel.
 *
 * initial → initing → inited, or → error. An error is retried by the next
 * `load()` (the next time the panel opens). Changing the language or version
 * starts over for the new index. The engine and its index are fetched with
 * dynamic imports, so none of it is in a page's first-load JavaScript.
 *
 * Where the browser has Web Workers, the engine lives in one
 * (worker-engine.ts): the idle prefetch starts it, and it downloads the index
 * and builds it off the main thread, so the first keystroke on a cold panel
 * finds it ready and the page never pays a long task for it. Without workers,
 * the prefetch only downloads, and `load()` builds the engine on the page in
 * short slices when a reader shows they are about to search: building
 * segments every Chinese run of the index, and the first segmentation loads
 * the browser's word dictionary, a long task that every page view would
 * otherwise pay, searching or not.
 */
import { manifestKey } from '../files';
import type { PageHits, SearchIndexFile } from '../types';
// The search-index plugin rewrites this module at build time (plugins/search-index, MANIFEST_MODULE).
import { searchIndexFiles } from '../../../theme/search/manifest';
import { fetchIndexBytes, fetchIndexFile, type IndexFetcher } from './fetch-index';

/** The console message when the index cannot be fetched (spec, error catalogue). */
export const FETCH_FAILED_MESSAGE = 'Failed to fetch search index, please reload the page and try again';
/** Logged when a built engine fails on a query (the worker stopped); the panel then shows the failure text. */
export const QUERY_FAILED_MESSAGE = 'Search failed on this query; the search index will be loaded again on the next search';

export type SearchStatus = 'initial' | 'initing' | 'inited' | 'error';

interface EngineLike {
  search(query: string, limit?: number): PageHits[] | Promise<PageHits[]>;
}

declare const __webpack_public_path__: string | undefined;

/** URL of the index for a locale/version, or undefined when the site has none. */
export function indexUrl(lang: string, version: string): string | undefined {
  const file = searchIndexFiles[manifestKey(lang, version)] ?? searchIndexFiles[manifestKey(lang, '')];
  if (!file) return undefined;
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${publicPath.replace(/\/$/, '')}/${file}`;
}

type Listener = () => void;

/** Builds the engine for `url`, from `file` when the index was downloaded already. */
export type EngineLoader = (url: string, file?: Promise<SearchIndexFile>) => Promise<EngineLike>;

export interface StoreOptions {
  /** The prefetch builds the engine (in a worker, off the main thread) instead of only downloading the index. */
  buildOnPrefetch?: boolean;
}

const workersAvailable = (): boolean => typeof Worker !== 'undefined';

/**
 * The real loader. The engine runs in a worker; where one cannot start, its
 * code is fetched as a chunk and builds on the page. Both are separate
 * chunks, fetched on first use.
 */
const loadLazily: EngineLoader = async (url, file) => {
  if (!file && workersAvailable()) {
    // The download starts now, alongside the worker's script, not after it.
    const data = fetchIndexBytes(url);
    data.catch(() => undefined);
    const { loadEngineInWorker, WorkerUnavailableError } = await import(/* webpackChunkName: "search-client" */ './worker-engine');
    try {
      return await loadEngineInWorker(url, { data });
    } catch (error) {
      if (!(error instanceof WorkerUnavailableError)) throw error;
      console.warn(`${error.message}. Building the search index on the page instead.`);
    }
  }
  const { loadEngine } = await import(/* webpackChunkName: "search-engine-page" */ './engine-loader');
  return loadEngine(url, file);
};

export class SearchStore {
  private readonly buildOnPrefetch: boolean;

  constructor(
    private readonly loader: EngineLoader = loadLazily,
    private readonly fetchIndex: IndexFetcher = fetchIndexFile,
    options: StoreOptions = {},
  ) {
    this.buildOnPrefetch = options.buildOnPrefetch ?? false;
  }

  /** The index downloaded by `prefetch()` for the current target. */
  private prefetched: { url: string; file: Promise<SearchIndexFile> } | undefined;

  private lang = '';
  private version = '';
  private status: SearchStatus = 'initial';
  private engine: EngineLike | undefined;
  private pending: Promise<EngineLike | undefined> | undefined;
  /** Bumped on every target change, so a late answer for an old locale is dropped. */
  private generation = 0;
  private readonly listeners = new Set<Listener>();
  /** Whether anything was ever loaded: then a language change reloads right away. */
  private everLoaded = false;
  /** Whether the pending load reports its failure (a prefetch's does not, unless a reader waits on it). */
  private reportFailure = true;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): SearchStatus => this.status;

  private set(status: SearchStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.listeners) l();
  }

  /** Points the store at a locale/version; a change drops the loaded index. */
  setTarget(lang: string, version: string): void {
    if (lang === this.lang && version === this.version) return;
    const hadTarget = this.lang !== '' || this.version !== '';
    this.lang = lang;
    this.version = version;
    this.generation += 1;
    this.engine = undefined;
    this.pending = undefined;
    this.prefetched = undefined;
    this.set('initial');
    if (hadTarget && this.everLoaded) void this.load();
  }

  /**
   * Gets the current target's index ready ahead of the reader, once: builds
   * it when `buildOnPrefetch` (in a worker), else only downloads it. A
   * failure is silent here: `load()` tries again and reports it.
   */
  prefetch(): void {
    const url = indexUrl(this.lang, this.version);
    if (!url || this.engine || this.pending || this.prefetched?.url === url) return;
    if (this.buildOnPrefetch) {
      void this.start(url, false);
      return;
    }
    const file = this.fetchIndex(url);
    file.catch(() => undefined);
    this.prefetched = { url, file };
  }

  /** Loads (or retries) the index for the current target. Never rejects. */
  load(): Promise<EngineLike | undefined> {
    if (this.status === 'inited' && this.engine) return Promise.resolve(this.engine);
    // A reader now waits on whatever is pending: its failure must be shown.
    this.reportFailure = true;
    if (this.status === 'initing' && this.pending) return this.pending;
    return this.start(indexUrl(this.lang, this.version), true);
  }

  private start(url: string | undefined, reportFailure: boolean): Promise<EngineLike | undefined> {
    const generation = this.generation;
    this.reportFailure = reportFailure;
    this.set('initing');
    this.everLoaded = true;
    this.pending = (async () => {
      try {
        if (!url) throw new Error(`No search index for ${this.lang || 'the default language'}`);
        const prefetched = this.prefetched?.url === url ? this.prefetched.file : undefined;
        // A download that failed is not reused: this attempt downloads again.
        this.prefetched = undefined;
        const engine = await (prefetched ? this.loader(url, prefetched.catch(() => this.fetchIndex(url))) : this.loader(url));
        if (generation !== this.generation) return undefined;
        this.engine = engine;
        this.set('inited');
        return engine;
      } catch (error) {
        if (generation !== this.generation) return undefined;
        this.engine = undefined;
        this.pending = undefined;
        if (!this.reportFailure) {
          this.set('initial');
          return undefined;
        }
        console.error(FETCH_FAILED_MESSAGE, error);
        this.set('error');
        return undefined;
      }
    })();
    return this.pending;
  }

  /** Runs a query, loading the index first if needed; no hits when it cannot load or the engine fails. */
  async search(query: string, limit?: number): Promise<PageHits[]> {
    const engine = this.engine ?? (this.status === 'error' ? undefined : await this.load());
    if (!engine) return [];
    try {
      return await engine.search(query, limit);
    } catch (error) {
      console.error(QUERY_FAILED_MESSAGE, error);
      // A broken engine is dropped: the next open builds a new one.
      if (this.engine === engine) {
        this.engine = undefined;
        this.pending = undefined;
        this.set('error');
      }
      return [];
    }
  }
}

export const searchStore = new SearchStore(loadLazily, fetchIndexFile, { buildOnPrefetch: workersAvailable() });
