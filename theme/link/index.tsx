import {
  initPageData,
  isActive,
  pathnameToRouteService,
  preloadLink,
  removeBase,
  useLocation,
  useNavigate,
  warmPageData,
  withBase,
} from '@rspress/core/runtime';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { linkKind, routeOf, toCleanUrl } from '../../src/site/href';
import { homeFor, langFromPath } from '../../src/site/locale';
import { startRouteProgress } from './progress';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
  className?: string;
}

/**
 * Client navigation with the failure handling the spec asks for: an unknown
 * route, or page data that cannot load (offline, a stale deploy), becomes a
 * full page load of the address, so the reader gets the real page or the
 * CDN's 404 instead of a blank or half-rendered screen.
 */
function useNavigateSafely() {
  const navigate = useNavigate();
  const { pathname: current } = useLocation();
  return async (href: string) => {
    const target = removeBase(href);
    const route = routeOf(target);
    if (!isActive(route, current)) {
      if (!pathnameToRouteService(route)) {
        window.location.assign(withBase(href));
        return;
      }
      const endProgress = startRouteProgress();
      try {
        warmPageData(route, await initPageData(route));
      } catch (error) {
        console.error(`Could not load the page data for ${route}; loading the page in full.`, error);
        window.location.assign(withBase(href));
        return;
      } finally {
        endProgress();
      }
    }
    navigate(target);
  };
}

const isPlainLeftClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 &&
  !(e.currentTarget.target && e.currentTarget.target !== '_self') &&
  !e.metaKey &&
  !e.shiftKey &&
  !e.altKey &&
  !e.ctrlKey;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { href = '/', children, className = '', onClick, onMouseEnter, ...rest } = props;
  const navigateSafely = useNavigateSafely();
  const kind = linkKind(href);
  const classes = `${className} rp-link`.trim();

  if (kind === 'external') {
    return (
      <a ref={ref} href={href} className={classes} onClick={onClick} onMouseEnter={onMouseEnter} {...rest} target="_blank" rel={rest.rel ? `${rest.rel} noopener noreferrer` : 'noopener noreferrer'}>
        {children}
      </a>
    );
  }
  if (kind === 'hash') {
    return (
      <a ref={ref} href={href} className={classes} onClick={onClick} onMouseEnter={onMouseEnter} {...rest}>
        {children}
      </a>
    );
  }

  const resolved =
    kind === 'relative' && typeof window !== 'undefined'
      ? (() => {
          const url = new URL(href, window.location.href);
          return `${url.pathname}${url.search}${url.hash}`;
        })()
      : href;
  let clean = toCleanUrl(resolved);
  // The language switcher on a page that exists in one language only (e.g.
  // /zh/guide/get-started/cli): send the reader to the other language's home.
  if (rest.rel === 'alternate' && kind === 'internal' && !pathnameToRouteService(routeOf(clean))) {
    clean = homeFor(langFromPath(clean));
  }
  const shown = kind === 'relative' ? href : withBase(clean);

  return (
    <a
      ref={ref}
      href={shown}
      className={classes}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preloadLink(routeOf(clean));
      }}
      onTouchStart={() => preloadLink(routeOf(clean))}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        // The language switcher links the same page in the other language
        // (rel="alternate"); twins share heading ids, so the section is kept.
        const keepHash = rest.rel === 'alternate' && !clean.includes('#') ? window.location.hash : '';
        void navigateSafely(withBase(clean) + keepHash);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
