import { useLocation } from '@rspress/core/runtime';
import mediumZoom, { type Zoom } from 'medium-zoom';
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
    const cleanups: (() => void)[] = [];
    const timer = window.setTimeout(() => {
      zoom = mediumZoom({ margin: IMAGE_ZOOM.margin, scrollOffset: IMAGE_ZOOM.scrollOffset, background: 'var(--rp-c-bg)' });
      for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
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
      window.clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);

  return null;
}
