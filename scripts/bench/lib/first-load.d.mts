export interface FirstLoadResource {
  kind: 'js' | 'css' | 'fetch';
  href: string;
  raw: number;
  gzip: number;
}

export interface ByteTotals {
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  route: string;
  html: ByteTotals;
  js: ByteTotals & { files: number };
  css: ByteTotals & { files: number };
  resources: FirstLoadResource[];
  /** Search index files or search engine code found in the first load (should be empty). */
  searchInFirstLoad: string[];
}

export const SEARCH_SIGNATURES: { name: string; pattern: RegExp }[];
export const SEARCH_FILE: RegExp;
export function fileForRoute(dir: string, route: string): string;
export function firstLoadResources(html: string): { kind: string; href: string | null; bytes?: Buffer }[];
/** The split chunks a page's route loader fetches beyond the scripts its HTML loads (hrefs). */
export function routeChunks(scripts: { href: string; text: string }[]): string[];
/** The file a site-absolute href names in the build folder `dir`. */
export function readBuiltFile(dir: string, href: string): Buffer;
/** The scripts of a page's content, which it loads after its frame hydrates (hrefs). */
export function contentChunks(dir: string, route: string): string[];
export function gzipSize(buf: Buffer): number;
export function brotliSize(buf: Buffer): number;
export function measureFirstLoad(dir: string, route: string): FirstLoad;
