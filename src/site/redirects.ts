/**
 * Client-side redirects for pages that moved. Each `from` is a RegExp source
 * matched against the pathname; `$1` keeps the optional `/zh` prefix so one
 * rule serves both languages.
 */
export interface RedirectRule {
  from: string;
  to: string;
}

const LOCALE = '^(/zh)?';
const END = '(?:\\.html|/)?$';

export const redirectRules: RedirectRule[] = [
  { from: `${LOCALE}/guide/basic/browser-operation${END}`, to: '$1/guide/basic/browser' },
  { from: `${LOCALE}/beta${END}`, to: '$1/blog/2025-06-25-introducing-agent-tars-beta' },
  { from: `${LOCALE}/guide/get-started/Introduction${END}`, to: '$1/guide/get-started/introduction' },
];

/**
 * Where `pathname` should go, or `null`. Mirrors what the redirect plugin does
 * in the browser, including its handling of patterns that do not compile:
 * those are skipped with a warning instead of breaking navigation.
 */
export function resolveRedirect(
  pathname: string,
  rules: RedirectRule[] = redirectRules,
  warn: (message: string) => void = (m) => console.warn(m),
): string | null {
  for (const rule of rules) {
    let regex: RegExp;
    try {
      regex = new RegExp(rule.from);
    } catch {
      warn(`Invalid redirect pattern: ${rule.from}`);
      continue;
    }
    if (regex.test(pathname)) return pathname.replace(regex, rule.to);
  }
  return null;
}
