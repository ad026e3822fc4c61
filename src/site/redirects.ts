/**
 * Pages that moved. Each rule is written once, without a locale; it applies
 * to the English path and to its `/zh` twin. The rules reach readers three
 * ways: as server redirects in `_redirects` (hosts that support them), as an
 * inline script on a full page load, and through
 * `@rspress/plugin-client-redirects` during client navigation.
 */
export interface MovedPage {
  from: string;
  to: string;
}

export interface RedirectRule {
  from: string;
  to: string;
}

export const movedPages: MovedPage[] = [
  { from: '/guide/basic/browser-operation', to: '/guide/basic/browser' },
  { from: '/beta', to: '/blog/2025-06-25-introducing-agent-tars-beta' },
  { from: '/guide/get-started/Introduction', to: '/guide/get-started/introduction' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** RegExp rules for the client plugin: `$1` keeps the optional `/zh` prefix. */
export const toRedirectRules = (pages: MovedPage[]): RedirectRule[] =>
  pages.map(({ from, to }) => ({ from: `^(/zh)?${escapeRegExp(from)}(?:\\.html|/)?$`, to: `$1${to}` }));

export const redirectRules: RedirectRule[] = toRedirectRules(movedPages);

/** Netlify / Cloudflare Pages `_redirects` lines, one per language. */
export const redirectsFileLines = (pages: MovedPage[] = movedPages): string[] =>
  pages.flatMap(({ from, to }) => [`${from}  ${to}  301`, `/zh${from}  /zh${to}  301`]);

/**
 * Where `pathname` should go, or `null`. Self-contained (it only uses its
 * arguments) because it is also serialised into an inline script. A pattern
 * that does not compile is skipped with a warning instead of breaking pages.
 */
export function resolveRedirect(
  pathname: string,
  rules: RedirectRule[],
  warn: (message: string) => void,
): string | null {
  for (let i = 0; i < rules.length; i += 1) {
    let regex: RegExp;
    try {
      regex = new RegExp(rules[i].from);
    } catch {
      warn(`Invalid redirect pattern: ${rules[i].from}`);
      continue;
    }
    if (regex.test(pathname)) return pathname.replace(regex, rules[i].to);
  }
  return null;
}

/**
 * The address a page of this site would have: routes are lower case and
 * have no trailing slash (`/guide/basic/CLI/` → `/guide/basic/cli`).
 * Self-contained, like `resolveRedirect`.
 */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The title of the 404 document, which the inline script recognises it by. */
export const NOT_FOUND_TITLE_START = '404 ';

/**
 * The body of an inline `<script>` in every page's head. On a full page load
 * it redirects before hydration: a moved page is answered with the 404
 * document, and Rspress's client router matches routes case-insensitively,
 * so `/guide/get-started/Introduction` would otherwise hydrate the 404 markup
 * as the introduction page. For the same reason the 404 document sends an
 * address in the wrong case or with a trailing slash to its canonical form
 * (the host then answers with the page, or with the 404 again, which stops).
 */
export const redirectScript = (rules: RedirectRule[] = redirectRules): string =>
  `(function(){var t=(${resolveRedirect.toString()})(location.pathname,${JSON.stringify(rules)},function(m){console.warn(m)});` +
  `if(!t&&document.title.indexOf(${JSON.stringify(NOT_FOUND_TITLE_START)})===0)t=(${canonicalPath.toString()})(location.pathname);` +
  `if(t&&t!==location.pathname)location.replace(t+location.search+location.hash)})();`;
