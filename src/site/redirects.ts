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
 * The body of an inline `<script>` in every page's head. On a full page load
 * it redirects before hydration: a moved page is answered with the 404
 * document, and Rspress's client router matches routes case-insensitively,
 * so `/guide/get-started/Introduction` would otherwise hydrate the 404 markup
 * as the introduction page.
 */
export const redirectScript = (rules: RedirectRule[] = redirectRules): string =>
  `(function(){var t=(${resolveRedirect.toString()})(location.pathname,${JSON.stringify(rules)},function(m){console.warn(m)});` +
  `if(t&&t!==location.pathname)location.replace(t+location.search+location.hash)})();`;
