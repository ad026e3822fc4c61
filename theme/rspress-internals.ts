/**
 * The one door to Rspress's internals: everything the theme takes from
 * Rspress past its public entries (`@rspress/core/theme-original`,
 * `@rspress/core/runtime`) comes through here, each with why no public entry
 * does, checked against @rspress/core 2.0.22. An upgrade that moves one of
 * these files fails the build here, and tests/unit/rspress-internals.test.ts
 * pins what the theme relies on inside them.
 */
import './rspress-internals.css';

// 2.0.22: one outline entry; the theme exports only the whole outline (Toc),
// which keys its entries by a text that changes at hydration (theme/toc).
export { TocItem } from '@rspress/core/dist/theme/components/Toc/TocItem.js';
