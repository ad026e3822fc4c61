/**
 * The site theme: Rspress's default theme with our overrides. Every override
 * lives in its own folder; everything else is re-exported unchanged so an
 * Rspress upgrade only touches what we changed.
 */
import {
  Callout as OriginalCallout,
  DocContent as OriginalDocContent,
  DocFooter as OriginalDocFooter,
  LlmsContainer as OriginalLlmsContainer,
  Outline as OriginalOutline,
} from '@rspress/core/theme-original';
import { memo } from 'react';
import { withDeferredHydration } from '../src/components/deferred/DeferredHydration';
import { Nav as NavNow } from './nav';
import { Sidebar as SidebarNow } from './sidebar';
import { Tabs as TabsNow } from './tabs';
import './styles/index.css';
import './styles/no-js.css';

export * from '@rspress/core/theme-original';
export { Layout } from './layout';
export { HomeLayout } from './home';
export { NotFoundLayout } from './not-found';
export { Link } from './link';
export { Search } from './search';
export { CodeButtonGroup } from './code-button-group';
export { Tab } from './tabs';
export { PackageManagerTabs } from './package-manager-tabs';
export { Toc } from './toc';
// Parts that hydrate after the rest of a page on first load (Suspense
// boundaries React hydrates at idle priority; src/components/deferred).
export const Tabs = withDeferredHydration(TabsNow);
export const Callout = withDeferredHydration(OriginalCallout);
export const Outline = withDeferredHydration(OriginalOutline);
export const DocFooter = withDeferredHydration(OriginalDocFooter);
export const LlmsContainer = withDeferredHydration(OriginalLlmsContainer);
// The nav and the sidebar hydrate in tasks of their own too, so the task
// that hydrates the page itself holds little more than the layout frame.
export const Nav = withDeferredHydration(NavNow);
export const Sidebar = withDeferredHydration(SidebarNow);
// DocLayout renders again right after hydrating (its heading watcher keeps
// the content element in state). Its props for the content do not change,
// so the content, with every code block and table, need not render again.
export const DocContent = memo(OriginalDocContent);
export { getCustomMDXComponent } from './mdx';
export { LlmsViewOptions } from './llms-options';
export { SocialLinks } from './social-links';
export { FallbackHeading } from './fallback-heading';
export { NavTitle } from './nav-title';
export { NavHamburger } from './nav-hamburger';
export { useScrollAfterNav, useScrollReset } from './scroll';
export { useStorageValue } from './patches/use-storage-value';
export { LlmsCopyButton } from './copy';
export { copyToClipboard } from '../src/site/copy';
