/**
 * Query-string state for the replay and showcase pages. The pages are
 * pre-rendered without a query, so parameters are read only after hydration
 * and written back with `history.replaceState`, keeping the router's own
 * history entry state intact.
 */

/** `search` with the given parameters set (string) or removed (null/empty). */
export function withParams(search: string, update: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(update)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** Rewrites the current URL's query without adding a history entry. */
export function replaceUrlParams(update: Record<string, string | null | undefined>): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  const next = withParams(search, update);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}

export function currentParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

/** Path prefix of the current language, for links between the site's own pages. */
export const langPrefix = (lang: string): string => (lang === 'zh' ? '/zh' : '');
