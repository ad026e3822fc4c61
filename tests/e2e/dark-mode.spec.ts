import { runAxe } from './gates/support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { THEME_STORAGE_KEY } from '../../src/site/constants';

/**
 * Dark mode for readers (issue 21): the site follows the OS, a nav toggle
 * overrides it and is remembered under `rspress-theme-appearance`, the first
 * paint already has the right theme (the head script sets the class before
 * the body is parsed), readers with no preference get light, and pages are
 * axe-clean in the dark theme.
 */
const KEY = THEME_STORAGE_KEY;
const pages = ['/', '/guide/basic/cli', '/zh/guide/basic/browser', '/showcase/', '/replay/?session=web-research', '/blog/', '/api/', '/no/such/page'];

/** The theme class as the parser first sees it, before any script of ours runs on load. */
async function firstPaintIsDark(page: import('@playwright/test').Page): Promise<boolean> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __firstDark: boolean }).__firstDark ??= document.documentElement.classList.contains('dark');
    });
  });
  return false;
}

test.describe('dark theme from the OS', () => {
  test.use({ colorScheme: 'dark' });

  for (const url of pages) {
    test(`${url} is dark from the first paint and axe-clean`, async ({ page, consoleLog }) => {
      consoleLog.allow(/status of 404/);
      await firstPaintIsDark(page);
      await page.goto(url);
      expect(await page.evaluate(() => (window as unknown as { __firstDark: boolean }).__firstDark)).toBe(true);
      await waitForHydration(page);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(r + g + b, `dark background, got ${background}`).toBeLessThan(200);
      const issues = (await runAxe(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }))
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary}`));
      expect(issues).toEqual([]);
    });
  }
});

test.describe('no preference', () => {
  test.use({ colorScheme: 'no-preference' });

  test('a reader with no preference gets light', async ({ page }) => {
    await firstPaintIsDark(page);
    await page.goto('/guide/basic/cli');
    expect(await page.evaluate(() => (window as unknown as { __firstDark: boolean }).__firstDark)).toBe(false);
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('the toggle', () => {
  test.use({ colorScheme: 'light' });

  test('switches, is remembered across pages and reloads, and wins over the OS', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');
    await firstPaintIsDark(page);
    await page.goto('/zh/guide/basic/browser');
    expect(await page.evaluate(() => (window as unknown as { __firstDark: boolean }).__firstDark)).toBe(true);
    await waitForHydration(page);
    const zhToggle = page.getByRole('button', { name: '深色主题' });
    await expect(zhToggle).toHaveAttribute('aria-pressed', 'true');
    // Back to light: the OS is light, so the stored choice becomes "auto" (follow the OS).
    await zhToggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('auto');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Space');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 860 }, colorScheme: 'light' });

  test('the toggle is in the site menu', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Site menu' }).click();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
