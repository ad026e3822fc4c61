import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The shipped config is light only, but turning `darkMode` on must give a
 * readable dark theme. Rspress switches themes with the `dark` class on
 * <html>, so these pages are checked with that class applied.
 */
const pages = ['/', '/guide/basic/cli', '/zh/guide/basic/browser', '/showcase/', '/replay/?session=web-research', '/blog/', '/api/'];

for (const url of pages) {
  test(`${url} reads well in the dark theme`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await page.evaluate(() => {
      document.documentElement.classList.add('dark', 'rp-dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b, `dark background, got ${background}`).toBeLessThan(200);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const issues = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
    expect(issues).toEqual([]);
  });
}
