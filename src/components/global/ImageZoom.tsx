import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { IMAGE_ZOOM } from '../../site/constants';
import { brokenImageWarning } from '../../site/image-zoom';

const SELECTOR = '.rspress-doc img:not([data-no-zoom])';

/**
 * Click-to-zoom for content images, with the spec's margin and scroll offset.
 * An image that is missing or cannot load is left out and reported.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    const timer = window.setTimeout(async () => {
      const images = document.querySelectorAll<HTMLImageElement>(SELECTOR);
      if (images.length === 0) return;
      // Loaded on pages that have images only, after the page is up.
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      zoom = mediumZoom({ margin: IMAGE_ZOOM.margin, scrollOffset: IMAGE_ZOOM.scrollOffset, background: 'var(--rp-c-bg)' });
      for (const img of images) {
        const report = () => {
          console.warn(brokenImageWarning(img.currentSrc || img.src));
          zoom?.detach(img);
        };
        if (img.complete && img.naturalWidth === 0) {
          report();
          continue;
        }
        zoom.attach(img);
        img.addEventListener('error', report, { once: true });
        cleanups.push(() => img.removeEventListener('error', report));
      }
    }, 100);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);

  return null;
}
