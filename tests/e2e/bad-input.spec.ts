/**
 * What a reader's browser or address can throw at a page: malformed percent
 * escapes, storage the browser blocks. Each page must still render, say in
 * the console what happened, and throw nothing (the consoleLog fixture fails
 * a test on any uncaught error).
 */
import { expect, test, waitForHydration } from './support/fixtures';

const REPAIRED = /malformed percent escape/;

test.describe('a malformed percent escape in the address', () => {
  for (const [address, repaired] of [
    ['/guide/basic/troubleshooting#%', '/guide/basic/troubleshooting#%25'],
    ['/zh/#%ZZ', '/zh/#%25ZZ'],
    ['/guide/basic/cli?x=%', '/guide/basic/cli?x=%25'],
    ['/zh/showcase/?q=50%', '/zh/showcase/?q=50%25'],
    ['/nope#%E0', '/nope#%25E0'],
  ] as const) {
    test(`${address} renders the page and reads the sign as text`, async ({ page, consoleLog }) => {
      // The unknown route's own 404 response.
      if (address.startsWith('/nope')) consoleLog.allow(/status of 404/);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.goto(address);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(new URL(page.url()).href).toBe(new URL(repaired, page.url()).href);
      expect(warnings.some((w) => REPAIRED.test(w))).toBe(true);
    });
  }

  test('a hash typed later or reached through an in-site link leaves the page standing', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.location.hash = '%';
    });
    await expect(page).toHaveURL(/#%25$/);
    // The router's own navigation (an in-site link to `#%`) bypasses the address repair.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/guide/basic/mcp#%');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1').first()).toHaveText(/MCP/);
    await expect(page.locator('.rp-nav')).toBeVisible();
  });
});

test.describe('storage the browser blocks', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const denied = () => {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: denied });
    });
  });

  test('pages render without an error, tabs switch, the theme toggles and the version notice closes', async ({ page }) => {
    await page.goto('/guide/get-started/quick-start');
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    const group = page.locator('.rp-tabs').first();
    await group.getByRole('tab', { name: 'Linux' }).click();
    await expect(group.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('.at-theme-toggle').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.locator('[data-global-ui="version-notice"]')).toHaveCount(0);
  });

  test.describe('with a dark OS theme', () => {
    test.use({ colorScheme: 'dark' });
    test('the OS colour scheme still applies from the first paint', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      });
      await page.goto('/guide/basic/cli');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(errors).toEqual([]);
    });
  });
});

test.describe('an address in the wrong case or with a trailing slash', () => {
  for (const [address, canonical] of [
    ['/guide/basic/CLI', '/guide/basic/cli'],
    ['/guide/basic/cli/', '/guide/basic/cli'],
    ['/zh/Guide/Basic/MCP/?sidebar=0', '/zh/guide/basic/mcp?sidebar=0'],
  ] as const) {
    test(`${address} lands on ${canonical}, served as the page itself`, async ({ page, consoleLog }) => {
      // The host's first answer is its 404 document, which sends the reader on.
      consoleLog.allow(/status of 404/);
      const answers: number[] = [];
      page.on('response', (r) => r.request().isNavigationRequest() && answers.push(r.status()));
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/[?]/g, '\\?')}$`));
      await waitForHydration(page);
      await expect(page.locator('h1').first()).not.toHaveText(/404/);
      expect(answers.at(-1)).toBe(200);
    });
  }

  test('an unknown address stays on the 404 page', async ({ page, consoleLog }) => {
    consoleLog.allow(/status of 404/);
    await page.goto('/guide/basic/Nope/');
    await expect(page).toHaveURL(/\/guide\/basic\/nope$/);
    await expect(page.getByText('404', { exact: false }).first()).toBeVisible();
  });
});
