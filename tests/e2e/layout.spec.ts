/**
 * Layout checks a screenshot would show (issue 21), at a phone and a desktop
 * width, in both languages and both colour schemes: nothing fixed covers the
 * text, an install command wraps only between words, the nav menu and the
 * sidebar menu have different names, "Edit this page" appears once, the
 * replay picker uses the page's width, and every page ends with the site
 * footer.
 */
import type { Page } from '@playwright/test';
import { expect, settled, test } from './support/fixtures';
import { waitForHydration } from './gates/support/watch';

const WIDTHS = [390, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;
const prefix = (lang: 'en' | 'zh') => (lang === 'zh' ? '/zh' : '');

/** Visible fixed-position elements other than the top bar (and closed panels), with their boxes. */
const fixedBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.position === 'fixed' && style.visibility !== 'hidden' && style.opacity !== '0' && !el.closest('.rp-nav, header');
      })
      .map((el) => ({ el: el.className || el.tagName, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ el, r }) => ({ el: String(el), top: r.top, left: r.left, right: r.right, bottom: r.bottom })),
  );

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    for (const lang of ['en', 'zh'] as const) {
      test.describe(`${width}px, ${scheme}, ${lang}`, () => {
        test.use({ viewport: { width, height: 860 }, colorScheme: scheme });

        test('no fixed element covers the doc content, scrolled or not', async ({ page }) => {
          await page.goto(`${prefix(lang)}/guide/basic/cli`);
          await waitForHydration(page);
          await settled(page);
          for (const y of [0, 1600]) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await settled(page);
            const content = await page.locator('main.rp-doc-layout__doc-container').boundingBox();
            const hits = (await fixedBoxes(page)).filter(
              (b) => content && b.left < content.x + content.width && b.right > content.x && b.top < 860 && b.bottom > Math.max(content.y, 0),
            );
            expect(hits, `fixed elements over the text at scroll ${y}`).toEqual([]);
          }
        });

        test('"Edit this page" appears once, and the page ends with the site footer', async ({ page }) => {
          await page.goto(`${prefix(lang)}/guide/basic/cli`);
          await waitForHydration(page);
          const edit = lang === 'zh' ? /编辑此页|在 GitHub 上编辑/ : /Edit this page/;
          await expect(page.getByRole('link', { name: edit })).toHaveCount(1);
          const footer = page.getByRole('contentinfo');
          await expect(footer).toHaveCount(1);
          await expect(footer.getByRole('link', { name: 'Apache-2.0' })).toBeVisible();
          await expect(footer.locator('a[href="/llms.txt"]')).toBeVisible();
          await expect(footer.locator(`a[href="/rss/${lang === 'zh' ? 'blog-zh' : 'blog'}.xml"]`)).toBeVisible();
          await expect(footer).toContainText(lang === 'zh' ? 'GitHub 源码' : 'Source on GitHub');
          await expect(footer).toContainText(lang === 'zh' ? 'Agent TARS 是开源软件，许可证： Apache-2.0' : 'Agent TARS is open source. Licence: Apache-2.0');
        });
      });
    }
  }
}

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 860 } });

  test('the home install command breaks only between words', async ({ page }) => {
    for (const lang of ['en', 'zh'] as const) {
      await page.goto(`${prefix(lang)}/`);
      const word = page.locator('.at-copy-command__word', { hasText: '@agent-tars/cli@latest' });
      const box = await word.boundingBox();
      const lineHeight = await word.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      expect(box!.height, 'the package name sits on one line').toBeLessThan(lineHeight * 1.5);
      const frame = await page.locator('.at-copy-command').boundingBox();
      expect(box!.x + box!.width, 'and inside its box').toBeLessThanOrEqual(frame!.x + frame!.width);
    }
  });

  test('the nav menu button and the sidebar menu button have different names', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await waitForHydration(page);
    const nav = await page.locator('.rp-nav-hamburger:visible').getAttribute('aria-label');
    const sidebar = (await page.locator('.rp-sidebar-menu button:visible, .rp-sidebar-menu [role="button"]:visible').first().innerText()).trim();
    expect(nav).toBeTruthy();
    expect(sidebar).toBeTruthy();
    expect(nav).not.toBe(sidebar);
  });
});

test('the replay picker leaves no empty column on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/replay/');
  const drop = await page.locator('.atr-drop').boundingBox();
  const list = await page.locator('.atr-example-list').boundingBox();
  // The file box spans the width, and the examples sit below it, side by side.
  expect(Math.abs(drop!.width - list!.width)).toBeLessThan(2);
  expect(list!.y).toBeGreaterThan(drop!.y + drop!.height);
  const firstTwo = await page.locator('.atr-example').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
  expect(firstTwo[0]).toBe(firstTwo[1]);
});
