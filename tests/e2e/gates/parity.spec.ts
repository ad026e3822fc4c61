/**
 * Translation parity in the browser: switching language on a page opened at
 * a #section lands on the same section of its twin (twins share heading ids,
 * which tests/unit/parity.test.ts checks in the sources).
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/watch';

for (const [from, to, label] of [
  ['/guide/basic/cli', '/zh/guide/basic/cli', '简体中文'],
  ['/zh/guide/basic/config', '/guide/basic/config', 'English'],
] as const) {
  test(`the language switch keeps the #hash: ${from} → ${to}`, async ({ page }) => {
    await visit(page, from);
    const hash = await page.evaluate(() => [...document.querySelectorAll('.rp-doc h2[id]')][1]?.id ?? '');
    expect(hash, 'the page needs at least two sections').not.toBe('');
    await visit(page, `${from}#${hash}`);
    const menu = page.locator('.rp-nav__others .rp-nav-menu__item, .rp-nav__others [data-lang-menu]').first();
    await menu.hover();
    await page.locator('.rp-nav__others').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${to}#${hash}$`));
    await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  });
}
