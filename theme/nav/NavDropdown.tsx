import { matchNavbar, useLocation } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import type { DropdownItem } from '../../src/site/nav-menu';
import { Link } from '../link';
import { useDisclosure } from './use-disclosure';


interface NavDropdownProps {
  /** The visible text of the button. */
  label: string;
  /** Its accessible name when the visible text alone is ambiguous ("English" names a language, not the menu). */
  ariaLabel?: string;
  items: DropdownItem[];
  /** Marks the current choice; by default the item whose link matches the page. */
  isCurrent?: (item: DropdownItem) => boolean;
  /** A menu placed in a <div> row, not in a <ul>, must not render a list item. */
  as?: 'li' | 'div';
  align?: 'left' | 'center' | 'right';
}

/**
 * A nav menu with sub-items (the version menu, the language menu) as a
 * disclosure: a real button with aria-expanded, links that Tab reaches once
 * it is open, and the same hover behaviour and look as Rspress's menu.
 */
export function NavDropdown({ label, ariaLabel, items, isCurrent, as = 'li', align = 'center' }: NavDropdownProps) {
  const { pathname } = useLocation();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure({ hover: true });
  const Root = as;
  const current = isCurrent ?? ((item: DropdownItem) => matchNavbar(item, pathname));
  return (
    <Root className="rp-nav-menu__item at-nav-dropdown" {...rootProps} ref={rootProps.ref as never}>
      <button className="rp-nav-menu__item__container at-nav-dropdown__button" aria-label={ariaLabel} {...buttonProps}>
        {label}
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" aria-hidden="true" />
      </button>
      <ul
        {...panelProps}
        ref={panelProps.ref as never}
        className={`rp-hover-group rp-hover-group--${align}${open ? ' at-menu-panel--open' : ' rp-hover-group--hidden'}`}
      >
        {items.map((item) => (
          <DropdownEntry key={item.text} item={item} current={current(item)} />
        ))}
      </ul>
    </Root>
  );
}

function DropdownEntry({ item, current }: { item: DropdownItem; current: boolean }): ReactNode {
  const className = `rp-hover-group__item${current ? ' rp-hover-group__item--active' : ''}`;
  // The current language has no link of its own: it is the page being read.
  if (!item.link) {
    return (
      <li className={className}>
        <span className="rp-hover-group__item__link" lang={item.lang} aria-current="true">
          {item.text}
        </span>
      </li>
    );
  }
  return (
    <li className={className}>
      <Link
        href={item.link}
        className="rp-hover-group__item__link"
        lang={item.lang}
        hrefLang={item.lang}
        rel={item.rel}
        aria-current={current ? 'page' : undefined}
      >
        {item.text}
      </Link>
    </li>
  );
}
