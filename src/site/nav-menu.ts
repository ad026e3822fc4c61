import type { NavItem, NavItemWithLink } from '@rspress/core';

/** One link in a nav dropdown. An empty link marks the current choice (the language being read). */
export interface DropdownItem {
  text: string;
  link: string;
  lang?: string;
  rel?: string;
}

/** A nav entry that opens a menu of sub-items rather than linking somewhere. */
export const isMenu = (item: NavItem): item is Extract<NavItem, { items: NavItem[] }> =>
  'items' in item && Array.isArray(item.items) && item.items.length > 0;

/** The links of a menu, flattened: our menus are one level deep, and a deeper entry still gets its links listed. */
export function linkItems(items: NavItem[]): DropdownItem[] {
  return items.flatMap((item): DropdownItem[] => {
    const own = 'link' in item && item.link ? [toDropdownItem(item as NavItemWithLink)] : [];
    return isMenu(item) ? [...own, ...linkItems(item.items)] : own;
  });
}

const toDropdownItem = (item: NavItemWithLink): DropdownItem => ({
  text: item.text,
  link: item.link,
  lang: item.lang,
  rel: item.rel,
});

/**
 * Rspress shows the light/dark switch unless dark mode is off or forced
 * (`@rspress/shared`'s isDarkModeSwitchEnabled, restated here so the theme
 * does not import a package it does not depend on directly).
 */
export const hasAppearanceSwitch = (darkMode: unknown): boolean =>
  darkMode !== false && !(typeof darkMode === 'string' && darkMode.startsWith('force-'));

/**
 * The social links the nav shows as icons (at most `max`) and the rest,
 * which go into its "More" menu (spec: at most five are shown).
 */
export function splitSocialLinks<T>(links: T[], max: number): { shown: T[]; more: T[] } {
  return { shown: links.slice(0, max), more: links.slice(max) };
}
