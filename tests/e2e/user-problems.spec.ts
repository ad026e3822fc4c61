import { userProblems } from '../../src/data/user-problems';
import { expect, test } from './support/fixtures';

/**
 * Every problem in src/data/user-problems.ts, typed into the site search the
 * way its reporter would, in the reporter's language: the answer page is among
 * the first five pages the panel shows.
 */
for (const problem of userProblems) {
  test(`${problem.lang}: "${problem.query}" finds ${problem.answer.route}`, async ({ page }) => {
    const prefix = problem.lang === 'zh' ? '/zh' : '';
    await page.goto(`${prefix}/guide/get-started/introduction`);
    await expect(page.locator('.at-search-button[data-hotkey]')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(problem.query);
    await expect(dialog.locator('.at-search-hit').first()).toBeVisible();
    const links = await dialog.locator('.at-search-hit__link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const pages = [...new Set(links.map((l) => l.replace(/\.html$/, '')))].slice(0, 5);
    expect(pages, `first pages for "${problem.query}"`).toContain(`${prefix}${problem.answer.route}`);
  });
}
