import { matchNavbar, useLocation, useNav, useSite } from '@rspress/core/runtime';
import { Tag, type NavProps } from '@rspress/core/theme-original';
import { ThemeToggle } from '../../src/components/ThemeToggle';
import type { NavItem } from '@rspress/core';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';
import { useT } from '../../src/site/i18n';
import { Link } from '../link';
import { NavHamburger } from '../nav-hamburger';
import { NavTitle } from '../nav-title';
import { Search } from '../search';
import { SocialLinks } from '../social-links';
import { hasAppearanceSwitch, isMenu, linkItems } from '../../src/site/nav-menu';
import { useLangsMenu, useVersionsMenu } from './use-switch-menus';
import { NavDropdown } from './NavDropdown';
import './nav.css';

/**
 * Rspress's top bar, rebuilt so every control works from the keyboard: menus
 * with sub-items are disclosure buttons (theme/nav/NavDropdown), and the
 * language and version switchers are too. Markup and class names follow
 * Rspress's, so its styles and the `before…`/`after…` layout slots apply.
 */
export function Nav(props: NavProps) {
  const { beforeNavTitle, afterNavTitle, beforeNavMenu, afterNavMenu, navTitle } = props;
  const navList = useNav() as NavItem[];
  const { site } = useSite();
  const t = useT();
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu items={navList} position="left" before={props.beforeLeftNavItems} after={props.afterLeftNavItems} />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu items={navList} position="right" before={props.beforeRightNavItems} after={props.afterRightNavItems} />
        <DeferredNavOthers languagesLabel={t('languagesText')} versionsLabel={t('versionsText')} appearance={hasAppearanceSwitch(site.themeConfig.darkMode)} />
        <NavHamburger {...props} />
        {afterNavMenu}
      </div>
    </header>
  );
}

interface NavOthersProps {
  languagesLabel: string;
  versionsLabel: string;
  appearance: boolean;
}

/** Languages, versions, appearance and social links: shown from tablet width up. */
function NavOthers({ languagesLabel, versionsLabel, appearance }: NavOthersProps) {
  return (
    <div className="rp-nav__others">
      <div className="rp-nav-menu__divider" />
      <NavLangs label={languagesLabel} />
      <NavVersions label={versionsLabel} />
      {appearance ? <ThemeToggle /> : null}
      <SocialLinks />
    </div>
  );
}

interface NavMenuProps {
  items: NavItem[];
  position: 'left' | 'right';
  before?: React.ReactNode;
  after?: React.ReactNode;
}

function NavMenu({ items, position, before, after }: NavMenuProps) {
  const placed = items.filter((item) => (item.position ?? 'right') === position);
  if (!placed.length && before == null && after == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      {before}
      {placed.map((item, index) => (
        <DeferredNavMenuItem key={index} item={item} />
      ))}
      {after}
    </ul>
  );
}

function NavMenuItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (isMenu(item)) {
    return <NavDropdown label={item.text ?? ''} items={linkItems(item.items)} />;
  }
  const active = 'link' in item && matchNavbar(item, pathname);
  return (
    <li className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`}>
      <Link
        href={item.link}
        className="rp-nav-menu__item__container"
        hrefLang={item.lang}
        lang={item.lang}
        rel={item.rel}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
        {item.tag ? <Tag tag={item.tag} /> : null}
      </Link>
    </li>
  );
}

/** The language switcher; its button reads "English, Languages" so the name says what it changes. */
export function NavLangs({ label, as = 'div' }: { label: string; as?: 'li' | 'div' }) {
  const { items, activeValue } = useLangsMenu();
  if (items.length < 2 || !activeValue) return null;
  return (
    <NavDropdown
      as={as}
      label={activeValue}
      ariaLabel={`${activeValue}, ${label}`}
      items={items}
      isCurrent={(item) => item.text === activeValue}
    />
  );
}

/** The version switcher, shown only when the site has several versions. */
export function NavVersions({ label, as = 'div' }: { label: string; as?: 'li' | 'div' }) {
  const { items, activeValue } = useVersionsMenu();
  if (items.length < 2 || !activeValue) return null;
  return (
    <NavDropdown
      as={as}
      label={activeValue}
      ariaLabel={`${activeValue}, ${label}`}
      items={items}
      isCurrent={(item) => item.text === activeValue}
    />
  );
}

// Each menu entry, and the block of other controls, hydrates in a task of its
// own on first load; the title and search box hydrate with the page.
const DeferredNavOthers = withDeferredHydration(NavOthers);
const DeferredNavMenuItem = withDeferredHydration(NavMenuItem);
