/**
 * First-visit language choice. A reader whose browser prefers Chinese and who
 * opens the English home page for the first time goes to the Chinese home.
 * Nothing else is ever redirected: deep links in either language are the
 * reader's choice, and so is every later visit.
 */
import { BOT_PATTERN } from './bots';
import { LOCALE_VISITED_KEY } from './constants';

export interface LocaleRedirectInput {
  pathname: string;
  /** navigator.languages (or [navigator.language]). */
  languages: readonly string[];
  userAgent: string;
  /** Whether the visited marker is already set in localStorage. */
  visited: boolean;
}

/**
 * Self-contained on purpose: it is serialised into an inline script that runs
 * before the first paint, so it may only use its arguments.
 */
export function decideLocaleRedirect(input: LocaleRedirectInput, bots: RegExp): string | null {
  if (input.visited || bots.test(input.userAgent)) return null;
  if (input.pathname !== '/' && input.pathname !== '/index.html') return null;
  const first = (input.languages[0] || '').toLowerCase();
  return first === 'zh' || first.indexOf('zh-') === 0 ? '/zh/' : null;
}

/**
 * Runs in the browser: marks the visit and redirects when the decision says
 * so. Opening localStorage is a blocking call, so the marker is read before
 * the first paint only where this visit could be redirected (the English
 * home, in a Chinese browser); elsewhere the visit is marked once the page
 * has loaded.
 */
export function runLocaleRedirect(decide: typeof decideLocaleRedirect, bots: RegExp, key: string): void {
  const mark = () => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '1');
    } catch {
      // Storage can be blocked (private modes, strict settings): then do nothing.
    }
  };
  const input = {
    pathname: window.location.pathname,
    languages: navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language],
    userAgent: navigator.userAgent,
    visited: false,
  };
  const target = decide(input, bots);
  if (!target) {
    window.addEventListener('load', mark, { once: true });
    return;
  }
  try {
    if (window.localStorage.getItem(key) !== null) return;
    window.localStorage.setItem(key, '1');
    window.location.replace(target + window.location.search + window.location.hash);
  } catch {
    // As above: without storage, never redirect.
  }
}

/** The body of the inline `<script>` placed in every page's head. */
export const localeRedirectScript = (key: string = LOCALE_VISITED_KEY): string =>
  `(${runLocaleRedirect.toString()})(${decideLocaleRedirect.toString()},${BOT_PATTERN.toString()},${JSON.stringify(key)});`;
