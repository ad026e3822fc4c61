import { matchNavbar, useLocation, useNav, useSite } from '@rspress/core/runtime';
import { Tag, type NavProps } from '@rspress/core/theme-original';
import { ThemeToggle } from '../../src/components/ThemeToggle';
import type { NavItem } from '@rspress/core';
import type { KeyboardEvent, Ref } from 'react';
import { hasAppearanceSwitch, isMenu, linkItems } from '../../src/site/nav-menu';
import { useT } from '../../src/site/i18n';
import { Link } from '../link';
import { SocialLinks } from '../social-links';
import { LanguageLinks } from './LanguageLinks';
import '../rspress-internals';

interface NavScreenProps extends NavProps {
  panelProps: { ref: Ref<HTMLElement | null>; id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };
  label: string;
  onClose: () => void;
}

/**
 * The phone menu: every nav link in one list (a menu's sub-links are listed
 * under its name rather than folded away), then the languages, the theme
 * switch and the social links. A tap on the backdrop closes it.
 */
export function NavScreen({ panelProps, label, onClose, ...slots }: NavScreenProps) {
  const items = useNav() as NavItem[];
  const { site } = useSite();
  const t = useT();
  return (
    <div className="rp-nav-screen rp-nav-screen--open at-nav-screen" onClick={onClose}>
      <nav
        id={panelProps.id}
        ref={panelProps.ref as Ref<HTMLElement>}
        onKeyDown={panelProps.onKeyDown}
        aria-label={label}
        className="rp-nav-screen__container"
        onClick={(e) => e.stopPropagation()}
      >
        <ul className="at-nav-screen__list">
          {slots.beforeLeftNavItems}
          {slots.afterLeftNavItems}
          {slots.beforeRightNavItems}
          {items.map((item, index) => (
            <ScreenItem key={index} item={item} />
          ))}
          {slots.afterRightNavItems}
        </ul>
        <div className="rp-nav-screen-divider" />
        {hasAppearanceSwitch(site.themeConfig.darkMode) ? (
          <div className="at-nav-screen__row">
            <span>{t('themeText')}</span>
            <ThemeToggle />
          </div>
        ) : null}
        <LanguageLinks />
        <div className="rp-nav-screen-divider" />
        <SocialLinks />
      </nav>
    </div>
  );
}

function ScreenItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (isMenu(item)) {
    return (
      <li className="at-nav-screen__group">
        <span className="at-nav-screen__group-title">{item.text}</span>
        <ul className="at-nav-screen__list">
          {linkItems(item.items).map((link) => (
            <ScreenLink key={link.text} text={link.text} link={link.link} active={matchNavbar(link, pathname)} />
          ))}
        </ul>
      </li>
    );
  }
  if (!('link' in item)) return null;
  return <ScreenLink text={item.text} link={item.link} tag={item.tag} active={matchNavbar(item, pathname)} />;
}

function ScreenLink({ text, link, tag, active }: { text: string; link: string; tag?: string; active: boolean }) {
  return (
    <li>
      <Link
        href={link}
        className={`rp-nav-screen-menu-item${active ? ' rp-nav-screen-menu-item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className="rp-nav-screen-menu-item__left">
          {text}
          {tag ? <Tag tag={tag} /> : null}
        </span>
      </Link>
    </li>
  );
}
