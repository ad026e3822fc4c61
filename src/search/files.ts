/**
 * Index file naming, shared by the build plugin and the browser. Kept apart
 * from build.ts so the browser bundle does not pull in the build code (and
 * the reference data it reads).
 */
/** Lang and version as they appear in a file name: dots become underscores. */
export function fileSafe(value: string): string {
  return value.replace(/\./g, '_').replace(/[^A-Za-z0-9_-]/g, '-');
}

/** Key of a locale/version pair in the manifest. */
export function manifestKey(lang: string, version: string): string {
  return `${version}|${lang}`;
}

/** Path of an index file below the site's output root. */
export function indexFilePath(lang: string, version: string, hash: string): string {
  const parts = ['search-index', fileSafe(lang || 'default')];
  if (version) parts.push(fileSafe(version));
  parts.push(hash, 'json');
  return `static/search/${parts.join('.')}`;
}

/** Path of an index's Han variants file (see han-variants.ts) below the site's output root. */
export function hanVariantsFilePath(lang: string, version: string, hash: string): string {
  const parts = ['han-variants', fileSafe(lang || 'default')];
  if (version) parts.push(fileSafe(version));
  parts.push(hash, 'json');
  return `static/search/${parts.join('.')}`;
}
