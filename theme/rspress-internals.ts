/**
 * The one door to Rspress's internals: everything the theme takes from
 * Rspress past its public entries (`@rspress/core/theme-original`,
 * `@rspress/core/runtime`) comes through here, each with why no public entry
 * does, checked against @rspress/core 2.0.22. An upgrade that moves one of
 * these files fails the build here, and tests/unit/rspress-internals.test.ts
 * pins what the theme relies on inside them.
 */
import './rspress-internals.css';

// 2.0.22: the language and version switchers' entries (a link to the same page in each
// language or version); the theme exports the menus that use them, not the hooks.
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';

// 2.0.22: one outline entry; the theme exports only the whole outline (Toc),
// which keys its entries by a text that changes at hydration (theme/toc).
export { TocItem } from '@rspress/core/dist/theme/components/Toc/TocItem.js';

// 2.0.22: the sidebar's dividers and section headers, drawn as Rspress draws them;
// the theme exports only the whole sidebar, which theme/sidebar replaces.
export { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
export { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
