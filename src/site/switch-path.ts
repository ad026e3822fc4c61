/**
 * The address of the same page in another language or version. A path is
 * [version][language][page]: the version part is there when the current
 * version is not the default one, the language part when the current
 * language is not the default one. Pure, so the switchers' links are tested
 * without a router (tests/unit/switch-path.test.ts).
 */

export interface Choice {
  current: string;
  default: string;
}

export interface SwitchOptions {
  cleanUrls: boolean;
  /** On a 404 page the switch leads to the target's home, as there is no page to keep. */
  notFound: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** A prefix with nothing after it points at its index page, as Rspress writes it. */
function join(prefix: string[], rest: string[], cleanUrls: boolean): string {
  const parts = prefix.filter(Boolean);
  const tail = rest.length > 0 ? rest : parts.length > 0 ? [cleanUrls ? 'index' : 'index.html'] : [];
  return `/${[...parts, ...tail].join('/')}`;
}

/** `path` (without the site's base) in language `target`, keeping the version part. */
export function pathInLanguage(path: string, target: string, lang: Choice, version: Choice, { cleanUrls, notFound }: SwitchOptions): string {
  const parts = segments(notFound ? '/' : path);
  const versionPart = version.current && version.current !== version.default ? (parts.shift() ?? '') : '';
  if (lang.current !== lang.default) parts.shift();
  return join([versionPart, target === lang.default ? '' : target], parts, cleanUrls);
}

/** `path` (without the site's base) in version `target`. */
export function pathInVersion(path: string, target: string, version: Choice, { cleanUrls, notFound }: SwitchOptions): string {
  const parts = segments(notFound ? '/' : path);
  if (version.current !== version.default) parts.shift();
  return join([target === version.default ? '' : target], parts, cleanUrls);
}
