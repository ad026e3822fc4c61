import { PackageManagerTabs as OriginalPackageManagerTabs } from '@rspress/core/theme-original';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';

/**
 * Rspress's install tabs, hydrating after the rest of their page. A module
 * of its own, free of side effects, so that the tabs and their five inline
 * SVG icons (about 4 KB gzip) go with the pages that use them, not with
 * every page's first load (see `sideEffects` in rspress.config.ts).
 */
export const PackageManagerTabs = withDeferredHydration(OriginalPackageManagerTabs);
