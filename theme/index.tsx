/**
 * The site theme: Rspress's default theme with our overrides. Every override
 * lives in its own folder; everything else is re-exported unchanged so an
 * Rspress upgrade only touches what we changed.
 */
import './styles/index.css';
import './styles/no-js.css';

export * from '@rspress/core/theme-original';
export { Layout } from './layout';
export { HomeLayout } from './home';
export { NotFoundLayout } from './not-found';
export { Link } from './link';
export { Search } from './search';
export { Tab, Tabs } from './tabs';
export { getCustomMDXComponent } from './mdx';
export { LlmsViewOptions } from './llms-options';
export { SocialLinks } from './social-links';
export { FallbackHeading } from './fallback-heading';
export { NavTitle } from './nav-title';
export { Nav } from './nav';
export { NavHamburger } from './nav-hamburger';
export { Sidebar } from './sidebar';
