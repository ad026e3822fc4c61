import { useFrontmatter, useLocation, usePage, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { applyA11yPatches, patchWhenRendered } from '../../src/site/a11y-patches';
import { LAYOUT, SCROLL_THROTTLE_MS } from '../../src/site/constants';
import i18n from '../../i18n.json';
import { applyQuerySwitches, parseQuerySwitches, type HideNavbarMode } from '../../src/site/query-switches';
import { throttle } from '../../src/site/throttle';
import './behaviours.css';

const NAV_HIDDEN = 'data-navbar-hidden';

/** Hides the navbar while scrolling down and shows it while scrolling up. */
function watchScroll(root: HTMLElement): () => void {
  let lastY = window.scrollY;
  const onScroll = throttle(() => {
    const y = window.scrollY;
    const goingDown = y > lastY;
    root.toggleAttribute(NAV_HIDDEN, goingDown && y > LAYOUT.navHeight);
    lastY = y;
  }, SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    onScroll.cancel();
    window.removeEventListener('scroll', onScroll);
    root.removeAttribute(NAV_HIDDEN);
  };
}

/**
 * Page behaviours that Rspress 2 dropped: query switches and navbar hiding.
 * They run after hydration and only touch attributes on <html>, so the
 * pre-rendered markup always matches.
 */
/**
 * Client navigation that lands on an unknown route (a stale route table, or
 * history navigation) becomes a full page load of that address, so the CDN
 * answers with its real 404 page and status.
 */
function useFullLoadOnClientNotFound(pageType: string, pathname: string) {
  useEffect(() => {
    if (pageType !== '404') return;
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadedPath = entry ? new URL(entry.name).pathname : pathname;
    if (loadedPath !== pathname) window.location.reload();
  }, [pageType, pathname]);
}

export function SiteBehaviours() {
  const { search, pathname } = useLocation();
  const { page } = usePage();
  useFullLoadOnClientNotFound(page.pageType, pathname);
  const { frontmatter } = useFrontmatter();
  const { site } = useSite();
  const configured = (site.themeConfig as { hideNavbar?: HideNavbarMode }).hideNavbar ?? 'never';

  const switches = parseQuerySwitches(search, frontmatter);
  const mode = switches.hideNavbar ?? configured;
  const hiddenKey = [...switches.hidden].sort().join(',');

  // Keyed on the hidden parts only, so unrelated query changes do not re-run it.
  useEffect(() => {
    applyQuerySwitches(document.documentElement, switches);
  }, [hiddenKey]);

  // After the page's own effects have run, and again once late content
  // settles. Blocks that content-visibility keeps unrendered are patched later.
  useEffect(() => {
    const label = i18n.scrollRegionText[page.lang === 'zh' ? 'zh' : 'en'];
    let stopLater = patchWhenRendered(applyA11yPatches(document, label), label);
    const timer = window.setTimeout(() => {
      stopLater();
      stopLater = patchWhenRendered(applyA11yPatches(document, label), label);
    }, 500);
    return () => {
      window.clearTimeout(timer);
      stopLater();
    };
  }, [pathname, page.lang]);

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-hide-navbar-mode', mode);
    if (mode !== 'auto') return undefined;
    return watchScroll(root);
  }, [mode]);

  return null;
}
