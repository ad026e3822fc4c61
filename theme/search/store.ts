/**
 * Loading state of the search index for the current locale/version, shared by
 * the nav button, the idle prefetch and the panel.
 *
 * initial → initing → inited, or → error. An error is retried by the next
 * `load()` (the next time the panel opens). Changing the language or version
 * starts over for the new index. The engine and its index are fetched with
 * dynamic imports, so none of it is in a page's first-load JavaScript.
 *
 * Downloading and building are separate steps. `prefetch()` (on idle) only
 * downloads the index; `load()` builds the engine, when a reader shows they
 * are about to search. Building segments every Chinese run of the index, and
 * the first segmentation loads the browser's word dictionary: one long task
 * that every page view would otherwise pay, searching or not.
 */
import { manifestKey } from '../../src/search/files';
import type { PageHits, SearchIndexFile } from '../../src/search/types';
import { searchIndexFiles } from './manifest';
import { FETCH_FAILED_MESSAGE } from './texts';

export type SearchStatus = 'initial' | 'initing' | 'inited' | 'error';

interface EngineLike {
  search(query: string, limit?: number): PageHits[];
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
export type IndexFetcher = (url: string) => Promise<SearchIndexFile>;

/** Downloads and parses an index file. */
export const fetchIndexFile: IndexFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as SearchIndexFile;
};

/** The real loader: the engine's code is a separate chunk, fetched on first use. */
const loadLazily: EngineLoader = async (url, file) => {
  const { loadEngine } = await import(/* webpackChunkName: "search-engine" */ './engine-loader');
  return loadEngine(url, file);
};

export class SearchStore {
  constructor(
    private readonly loader: EngineLoader = loadLazily,
    private readonly fetchIndex: IndexFetcher = fetchIndexFile,
  ) {}

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
   * Downloads the current target's index without building anything, once.
   * A failure is silent here: `load()` downloads again and reports it.
   */
  prefetch(): void {
    const url = indexUrl(this.lang, this.version);
    if (!url || this.engine || this.pending || this.prefetched?.url === url) return;
    const file = this.fetchIndex(url);
    file.catch(() => undefined);
    this.prefetched = { url, file };
  }

  /** Loads (or retries) the index for the current target. Never rejects. */
  load(): Promise<EngineLike | undefined> {
    if (this.status === 'inited' && this.engine) return Promise.resolve(this.engine);
    if (this.status === 'initing' && this.pending) return this.pending;
    const generation = this.generation;
    const url = indexUrl(this.lang, this.version);
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
        console.error(FETCH_FAILED_MESSAGE, error);
        this.engine = undefined;
        this.pending = undefined;
        this.set('error');
        return undefined;
      }
    })();
    return this.pending;
  }

  /** Runs a query, loading the index first if needed; no hits when it cannot load. */
  async search(query: string, limit?: number): Promise<PageHits[]> {
    const engine = this.engine ?? (this.status === 'error' ? undefined : await this.load());
    return engine ? engine.search(query, limit) : [];
  }
}

export const searchStore = new SearchStore();
