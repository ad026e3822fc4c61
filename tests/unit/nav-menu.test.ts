import { describe, expect, it } from 'vitest';
import type { NavItem } from '@rspress/core';
import { hasAppearanceSwitch, isMenu, linkItems } from '../../src/site/nav-menu';
import { buildNav } from '../../src/site/navigation';

describe('nav menus', () => {
  it('tell a menu from a link', () => {
    expect(isMenu({ text: 'Guide', link: '/guide/' })).toBe(false);
    expect(isMenu({ text: 'Empty', items: [] })).toBe(false);
    expect(isMenu({ text: 'v1', items: [{ text: 'a', link: '/a' }] })).toBe(true);
  });

  it('list every link of a menu, nested ones included, in order', () => {
    const items: NavItem[] = [
      { text: 'A', link: '/a', lang: 'en', rel: 'alternate' },
      { text: 'Group', link: '/g', items: [{ text: 'B', link: '/b' }] },
      { text: 'Label only', items: [{ text: 'C', link: '/c' }] },
    ];
    expect(linkItems(items)).toEqual([
      { text: 'A', link: '/a', lang: 'en', rel: 'alternate' },
      { text: 'Group', link: '/g', lang: undefined, rel: undefined },
      { text: 'B', link: '/b', lang: undefined, rel: undefined },
      { text: 'C', link: '/c', lang: undefined, rel: undefined },
    ]);
  });

  it('give the version menu of both languages its two links', () => {
    for (const lang of ['en', 'zh'] as const) {
      const menu = buildNav(lang).find((item) => isMenu(item as NavItem)) as NavItem;
      const links = linkItems((menu as { items: NavItem[] }).items);
      expect(links).toHaveLength(2);
      expect(links[0].link).toBe(`${lang === 'en' ? '' : '/zh'}/guide/get-started/introduction`);
      expect(links[1].link).toMatch(/^https:\/\//);
    }
  });

  it('show the light/dark switch unless dark mode is off or forced', () => {
    expect(hasAppearanceSwitch(undefined)).toBe(true);
    expect(hasAppearanceSwitch(true)).toBe(true);
    expect(hasAppearanceSwitch('auto')).toBe(true);
    expect(hasAppearanceSwitch(false)).toBe(false);
    expect(hasAppearanceSwitch('force-dark')).toBe(false);
  });
});
