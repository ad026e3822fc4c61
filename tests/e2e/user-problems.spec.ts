import { builtEngine, firstPages, panelSearch } from '../built/support/built-search';
import { userProblems } from '../../src/data/user-problems';
import { expect, test } from './support/fixtures';

// As a reader's page does: the engine builds when the page is idle.
test.use({ searchPrefetch: true });

/**
 * The search panel in the browser lists the same first pages as the engine
 * over the built index (tests/built/user-problems.test.ts runs every reader
 * problem there): checked on the first and last problem of each language,
 * typed into the panel as their reporters typed them.
 */
const samples = (['en', 'zh'] as const).flatMap((lang) => {
  const mine = userProblems.filter((p) => p.lang === lang);
  return [mine[0], mine[mine.length - 1]];
});

for (const problem of samples) {
  test(`${problem.lang}: the panel lists the engine's pages for "${problem.query}"`, async ({ page }) => {
    const prefix = problem.lang === 'zh' ? '/zh' : '';
    const expected = firstPages(panelSearch(builtEngine(problem.lang), problem.query));
    expect(expected).toContain(`${prefix}${problem.answer.route}`);
    await page.goto(`${prefix}/guide/get-started/introduction`);
    await expect(page.locator('.at-search-button[data-hotkey]')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(problem.query);
    await expect(dialog.locator('.at-search-hit').first()).toBeVisible();
    const links = await dialog.locator('.at-search-hit__link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...new Set(links.map((l) => l.replace(/\.html$/, '')))].slice(0, 5)).toEqual(expected);
  });
}
