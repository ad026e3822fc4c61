/**
 * How a link target is handled: external and hash-only links go to the
 * browser; internal ones are normalised to clean URLs (no `.html`, no
 * `/index`) before client navigation.
 */
export type LinkKind = 'external' | 'hash' | 'relative' | 'internal';

export const linkKind = (href: string): LinkKind => {
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(href) || /^(mailto|tel|data|javascript):/i.test(href)) return 'external';
  if (href.startsWith('#')) return 'hash';
  return href.startsWith('/') ? 'internal' : 'relative';
};

/** `/guide/cli.html#x` → `/guide/cli#x`; `/blog/index.html` and `/zh/index` → `/blog/`, `/zh/`. */
export function toCleanUrl(href: string): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  if (!match) return href;
  let [, path] = match;
  const [, , query = '', hash = ''] = match;
  path = path.replace(/\/index(?:\.html)?$/, '/').replace(/\.html$/, '');
  return `${path}${query}${hash}`;
}

/** The route part of a clean URL: no query, no hash. */
export const routeOf = (href: string): string => href.replace(/[?#].*$/, '') || '/';
