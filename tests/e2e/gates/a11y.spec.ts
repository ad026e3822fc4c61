/**
 * Accessibility beyond the crawl (the axe check of every built page runs in
 * crawl.spec.ts, on the visit that checks the page's runtime): axe at phone
 * width with the menu open, images described in the page's language, and the
 * site's controls usable from the keyboard alone with a visible focus ring.
 */
import { expect, test, type Page } from '@playwright/test';
import { identity } from '../../../src/site/identity';
import { BLOCKING, runAxe } from './support/axe';
import { crawlTargets, readBuilt } from './support/site';
import { settled } from '../support/fixtures';
import { visit } from './support/watch';

const targets = crawlTargets();
/** Alt texts that read the same in both languages (product names). */
const NEUTRAL_ALT = new Set([identity.name]);

test('axe at 375 px, with the mobile menu closed and open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const problems: string[] = [];
  const seenLooks = new Set<string>();
  for (const url of ['/', '/guide/get-started/quick-start', '/zh/guide/get-started/quick-start', '/showcase/']) {
    await visit(page, url);
    for (const state of ['menu closed', 'menu open']) {
      if (state === 'menu open') {
        const hamburger = page.locator('button[class*="hamburger"]:visible').first();
        await hamburger.click();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        await settled(page);
      }
      for (const v of (await runAxe(page, { seenLooks })).filter((x) => BLOCKING.has(x.impact ?? ''))) {
        problems.push(`${url} (${state}) [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('axe still finds a low contrast and a missing alt planted among many text elements of one look', async ({ page }) => {
  await visit(page, '/guide/basic/cli');
  await page.evaluate(() => {
    const faint = (where: string) => {
      const p = document.createElement('p');
      p.className = `planted-faint planted-in-${where}`;
      p.style.cssText = 'color: #c8c8c8; background: #fff; font: 400 16px/1.5 sans-serif';
      p.textContent = 'Hard to read';
      return p;
    };
    const image = document.createElement('img');
    image.className = 'planted-image';
    image.src = '/og-image.png';
    // The same look in the nav first, in document order, then in the page.
    document.querySelector('.rp-nav')!.append(faint('nav'));
    document.querySelector('.rp-doc')!.append(faint('doc'), image);
  });
  const found = (await runAxe(page)).map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(',')}`);
  expect(found.some((v) => v.startsWith('color-contrast') && v.includes('planted-in-')), found.join('\n')).toBe(true);
  expect(found.some((v) => v.startsWith('image-alt')), found.join('\n')).toBe(true);
  // Checked inside the part asked for, though the look comes first outside it.
  const scoped = await runAxe(page, { include: '.rp-doc' });
  const contrast = scoped.find((v) => v.id === 'color-contrast');
  expect(contrast?.nodes.map((n) => n.target.join(' ')).join(',')).toContain('planted-in-doc');
});

/** What has the keyboard focus, and whether a sighted keyboard user can see it. */
interface FocusInfo {
  tag: string;
  name: string;
  className: string;
  /** An outline or box-shadow is drawn around it. */
  ring: boolean;
  /** It is rendered, not transparent, not hidden. */
  visible: boolean;
}

async function focusInfo(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const ring =
      (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== '' && cs.boxShadow !== 'none');
    // Off-canvas panels (a closed sidebar) and collapsed groups count as hidden.
    let visible =
      rect.width > 0 &&
      rect.height > 0 &&
      cs.visibility !== 'hidden' &&
      rect.right > 0 &&
      rect.bottom > -document.documentElement.scrollHeight &&
      rect.left < window.innerWidth;
    for (let e: HTMLElement | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || parseFloat(s.opacity) < 0.1) visible = false;
    }
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
    return { tag: el.tagName.toLowerCase(), name: name.slice(0, 60), className: String(el.className).slice(0, 80), ring, visible };
  });
}

const describeFocus = (f: FocusInfo | null) => (f ? `<${f.tag} class="${f.className}"> "${f.name}"` : '(nothing)');

/** Presses Tab until `match` holds for the focused element; fails with the path taken. */
async function tabUntil(page: Page, match: (f: FocusInfo) => boolean, what: string, max = 60): Promise<FocusInfo> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focusInfo(page);
    if (f && match(f)) return f;
    path.push(describeFocus(f));
  }
  throw new Error(`Tab never reached ${what}. Focus went through:\n  ${path.join('\n  ')}`);
}

function expectVisibleFocus(f: FocusInfo, what: string) {
  expect(f.visible, `${what} has focus but cannot be seen: ${describeFocus(f)}`).toBe(true);
  expect(f.ring, `${what} has focus but no focus ring (outline or box-shadow): ${describeFocus(f)}`).toBe(true);
}

async function open(page: Page, url: string) {
  await visit(page, url);
  // Start every walk from the top of the document, whatever a #hash focused or scrolled to.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
  });
}

const DOC = '/guide/get-started/quick-start';

test.describe('keyboard only', () => {
  test('Tab reaches the nav links with a visible focus ring, and Enter follows them', async ({ page }) => {
    await open(page, DOC);
    const f = await tabUntil(page, (x) => x.tag === 'a' && x.name === 'Showcase', 'the Showcase nav link');
    expectVisibleFocus(f, 'the Showcase nav link');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/showcase\/$/);
  });

  /**
   * A nav dropdown is keyboard-usable either through a focusable trigger that
   * opens it (Enter) or, failing that, by tabbing straight into its items,
   * which must then show.
   */
  async function openMenuAndReach(page: Page, trigger: (f: FocusInfo) => boolean, item: (f: FocusInfo) => boolean, what: string) {
    const first = await tabUntil(page, (f) => trigger(f) || item(f), `the ${what} (its button or its items)`);
    if (item(first)) return first;
    expectVisibleFocus(first, `the ${what} button`);
    await page.keyboard.press('Enter');
    return tabUntil(page, item, `an item of the ${what}`, 8);
  }

  test('the version menu opens from the keyboard', async ({ page }) => {
    await open(page, DOC);
    const item = await openMenuAndReach(
      page,
      (x) => x.name.startsWith('v0.3.0') && x.tag !== 'a',
      (x) => x.name.includes('Preview site'),
      'version menu',
    );
    expectVisibleFocus(item, 'the archived preview site item');
  });

  test('the language menu switches language from the keyboard and keeps the #hash', async ({ page }) => {
    await visit(page, '/guide/basic/cli');
    const hash = await page.evaluate(() => document.querySelector('.rp-doc h2[id]')?.id ?? '');
    expect(hash).not.toBe('');
    await open(page, `/guide/basic/cli#${hash}`);
    const item = await openMenuAndReach(
      page,
      (x) => x.name.startsWith('English') && x.tag !== 'a',
      (x) => x.tag === 'a' && x.name.includes('简体中文'),
      'language menu',
    );
    expectVisibleFocus(item, 'the 简体中文 item');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/zh/guide/basic/cli#${hash}$`));
  });

  test('the search panel opens from the keyboard, takes the focus and gives it back on Escape', async ({ page }) => {
    await open(page, DOC);
    const button = await tabUntil(page, (x) => x.tag === 'button' && /search/i.test(x.name), 'the search button');
    expectVisibleFocus(button, 'the search button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focusInfo(page))?.tag).toBe('input');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await focusInfo(page))?.name ?? '').toMatch(/search/i);
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('sidebar links and collapsible groups work from the keyboard', async ({ page }) => {
    await open(page, DOC);
    const link = await tabUntil(page, (x) => x.tag === 'a' && x.className.includes('rp-sidebar-item'), 'a sidebar link');
    expectVisibleFocus(link, 'a sidebar link');
    const group = page.locator('.rp-sidebar-group').filter({ hasText: 'Advanced' }).first();
    const toggle = group.locator('[aria-expanded], button').first();
    await expect(toggle, 'sidebar group headers need a button with aria-expanded').toHaveCount(1);
    await toggle.focus();
    expectVisibleFocus((await focusInfo(page))!, 'a sidebar group toggle');
    const before = await toggle.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-expanded', before ?? '');
  });

  for (const [label, width] of [
    ['wide screen', 1440],
    ['375 px', 375],
  ] as const) {
    test(`Tab never lands on something hidden or without a focus ring (${label})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, DOC);
      const hidden = new Set<string>();
      const ringless = new Set<string>();
      let first: string | null = null;
      for (let i = 0; i < 300; i += 1) {
        await page.keyboard.press('Tab');
        const f = await focusInfo(page);
        if (!f) break;
        const key = describeFocus(f);
        if (key === first) break;
        first ??= key;
        if (!f.visible) hidden.add(key);
        else if (!f.ring) ringless.add(key);
      }
      const problems = [...[...hidden].map((k) => `hidden: ${k}`), ...[...ringless].map((k) => `no focus ring: ${k}`)];
      expect(problems, `focus stops a keyboard user cannot see:\n${problems.join('\n')}`).toEqual([]);
    });
  }

  test('the mobile menu opens from the keyboard and its links can be reached', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, DOC);
    const burger = await tabUntil(page, (x) => x.tag === 'button' && x.className.includes('hamburger'), 'the menu button');
    expectVisibleFocus(burger, 'the menu button');
    await page.keyboard.press('Enter');
    // The open menu should take the focus, or at least come next in the Tab order.
    const link = await tabUntil(page, (x) => x.tag === 'a' && x.name === 'Showcase', 'the Showcase link in the mobile menu', 8);
    expectVisibleFocus(link, 'the Showcase link in the mobile menu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/showcase\/$/);
  });

  test('code copy buttons are reachable, visible when focused and copy with Enter', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, DOC);
    const copy = await tabUntil(page, (x) => x.tag === 'button' && /copy code/i.test(x.name), 'a code copy button', 120);
    expectVisibleFocus(copy, 'a code copy button');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-code-copy-button--copied, [data-copied="true"]').first()).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim().length).toBeGreaterThan(0);
  });

  test('a nav menu says whether it is open, and Escape closes it with the focus back on its button', async ({ page }) => {
    await open(page, DOC);
    const button = page.getByRole('button', { name: /^v0\.3\.0/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await focusInfo(page))?.tag).toBe('a');
    await page.keyboard.press('ArrowDown');
    expect((await focusInfo(page))?.name).toContain('Preview site');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // Tabbing out of the open menu closes it.
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Mouse users keep the hover menu.
    await button.hover();
    await expect(page.getByRole('link', { name: /Preview site/ })).toBeVisible();
  });

  test('the phone menu traps Tab while open, and Escape gives the focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/zh/guide/get-started/quick-start');
    const burger = page.getByRole('button', { name: '站点菜单', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: '站点菜单' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('.at-nav-screen') || !!document.activeElement?.closest('.at-nav-hamburger'),
      );
      expect(inside, 'Tab left the open phone menu').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone sidebar opens from its button, takes the focus, and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, DOC);
    const menuButton = page.locator('button.rp-sidebar-menu__left');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('page');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('tabs are reachable and switch with the arrow keys', async ({ page }) => {
    await open(page, DOC);
    const tab = await tabUntil(page, (x) => x.className.includes('rp-tabs__label__item'), 'a tab', 120);
    expectVisibleFocus(tab, 'a tab');
    const selected = () => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'));
    expect(await selected()).toBe('true');
    const name = tab.name;
    await page.keyboard.press('ArrowRight');
    const next = await focusInfo(page);
    expect(next?.name).not.toBe(name);
    expect(await selected()).toBe('true');
  });
});

test('every image has alt text, in the page’s language', () => {
  const problems: string[] = [];
  for (const target of targets) {
    if (target.page.notFound) continue;
    const html = readBuilt(target.page.file);
    const body = html.slice(html.indexOf('<body'));
    for (const m of body.matchAll(/<img\b[^>]*>/gi)) {
      const alt = m[0].match(/\salt="([^"]*)"/)?.[1];
      const src = m[0].match(/\ssrc="([^"]*)"/)?.[1] ?? '?';
      if (alt === undefined) problems.push(`${target.url}: <img src="${src}"> has no alt`);
      else if (target.page.lang === 'zh' && alt !== '' && !/\p{Script=Han}/u.test(alt) && !NEUTRAL_ALT.has(alt)) {
        problems.push(`${target.url}: <img src="${src}" alt="${alt}"> is not described in Chinese`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
