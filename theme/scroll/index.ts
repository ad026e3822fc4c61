/**
 * Rspress's two scroll hooks (theme/logic/useScrollAfterNav.js and
 * useScrollReset.js) with the hash read safely. They decoded
 * `location.hash` unguarded in a layout effect, so an in-site link to
 * `#%` threw and unmounted the page. The address repair in the head
 * (src/site/url-repair.ts) covers loads and typed hashes; these cover links
 * followed inside the site. Rspress's layout and content import them from
 * the theme, so exporting them here replaces the originals.
 */
import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/** The hash, decoded where it can be; a malformed one as typed. */
export function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

function scrollPaddingTop(): number {
  const value = Number.parseFloat(window.getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'));
  return Number.isNaN(value) ? 0 : value;
}

/** After a navigation, scrolls to the element the hash names, below the fixed nav. */
export function useScrollAfterNav(): void {
  const location = useLocation();
  useLayoutEffect(() => {
    const hash = decodedHash(window.location.hash);
    if (hash.length === 0) return;
    const target = document.getElementById(hash.slice(1));
    if (target) window.scrollTo({ left: 0, top: Math.round(window.scrollY + target.getBoundingClientRect().top - scrollPaddingTop()) });
  }, [location, location.pathname]);
}

/** On a new page without a hash, starts at the top. */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (decodedHash(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
