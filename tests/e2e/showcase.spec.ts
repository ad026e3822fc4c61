/**
 * The showcase on the built site: cards for every example session in both
 * languages, category and keyword filters kept in the URL across reloads, and
 * a working replay link per entry.
 */
import { runAxe } from './gates/support/axe';
import { categoryCounts, filterSessions } from '../../src/components/showcase/filters';
import { exampleSessions, showcaseCategories } from '../../src/data/sessions';
import { expect, test } from './support/fixtures';

const total = exampleSessions.length;
const research = showcaseCategories.find((c) => c.id === 'research')!;

test.describe('showcase', () => {
  test('shows every example with title, description, category, tags, model, steps and duration', async ({ page }) => {
    await page.goto('/showcase/');
    await expect(page.getByRole('heading', { level: 1, name: 'Showcase' })).toBeVisible();
    await expect(page).toHaveTitle('Showcase - Agent TARS');
    const cards = page.locator('.ats-card');
    await expect(cards).toHaveCount(total);
    for (const s of exampleSessions) {
      const card = page.locator(`.ats-card[data-session="${s.id}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(s.title.en);
      await expect(card).toContainText(s.description.en);
      await expect(card).toContainText(showcaseCategories.find((c) => c.id === s.category)!.label.en);
      await expect(card).toContainText('Example session');
      await expect(card).toContainText(s.model);
      await expect(card).toContainText(String(s.steps));
      for (const tag of s.tags) await expect(card.locator('.ats-tags')).toContainText(tag);
      await expect(card.getByRole('link', { name: 'Open in the replay player' })).toHaveAttribute('href', `/replay/?session=${s.id}`);
    }
  });

  test('category and keyword filters update the URL and survive a reload', async ({ page }) => {
    await page.goto('/showcase/');
    await expect(page.getByTestId('showcase-page')).toHaveAttribute('data-ready', 'true');
    const counts = categoryCounts(exampleSessions, '');
    const button = page.getByRole('button', { name: new RegExp(`^${research.label.en}`) });
    await expect(button).toContainText(String(counts.research));
    await button.click();
    await expect(page).toHaveURL(/\/showcase\/\?category=research$/);
    await expect(page.locator('.ats-card')).toHaveCount(counts.research);
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await page.getByLabel('Filter by keyword').fill('planner');
    await expect(page).toHaveURL(/category=research&q=planner$/);
    const expected = filterSessions(exampleSessions, { category: 'research', q: 'planner' });
    await expect(page.locator('.ats-card')).toHaveCount(expected.length);
    await expect(page.getByTestId('showcase-count')).toHaveText(`Showing ${expected.length} of ${total} example sessions`);

    await page.reload();
    await expect(page.getByTestId('showcase-page')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('Filter by keyword')).toHaveValue('planner');
    await expect(page.getByRole('button', { name: new RegExp(`^${research.label.en}`) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.ats-card')).toHaveCount(expected.length);

    await page.getByLabel('Filter by keyword').fill('no such thing at all');
    await expect(page.getByText('No example session matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.locator('.ats-card')).toHaveCount(total);
    await expect(page).toHaveURL(/\/showcase\/$/);
  });

  test('a shared filtered URL opens filtered; unknown categories fall back to all', async ({ page }) => {
    await page.goto('/showcase/?category=mcp');
    await expect(page.locator('.ats-card')).toHaveCount(filterSessions(exampleSessions, { category: 'mcp', q: '' }).length);
    await page.goto('/showcase/?category=__proto__&q=');
    await expect(page.locator('.ats-card')).toHaveCount(total);
    await expect(page.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('every entry opens in the replay player', async ({ page }) => {
    test.setTimeout(120_000);
    for (const s of exampleSessions) {
      await page.goto('/showcase/');
      await page.locator(`.ats-card[data-session="${s.id}"]`).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/replay/\\?session=${s.id}`));
      await expect(page.getByTestId('replay-session-title')).toHaveText(s.title.en);
      await expect(page.getByTestId('replay-position')).toHaveText(`Step 1 of ${s.steps}`);
    }
  });

  test('is in Chinese on the Chinese page and links to the Chinese player', async ({ page }) => {
    await page.goto('/zh/showcase/?q=%E6%95%B0%E6%8D%AE');
    await expect(page.getByRole('heading', { level: 1, name: '案例展示' })).toBeVisible();
    await expect(page).toHaveTitle('案例展示 - Agent TARS');
    const expected = filterSessions(exampleSessions, { category: 'all', q: '数据' });
    await expect(page.locator('.ats-card')).toHaveCount(expected.length);
    const first = expected[0];
    const card = page.locator(`.ats-card[data-session="${first.id}"]`);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(first.title.zh);
    await card.getByRole('link', { name: '在回放播放器中打开' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/replay/\\?session=${first.id}`));
    await expect(page.getByTestId('replay-session-title')).toHaveText(first.title.zh);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/showcase/?category=research');
    await expect(page.getByTestId('showcase-page')).toHaveAttribute('data-ready', 'true');
    const violations = await runAxe(page, { include: '[data-testid="showcase-page"]', tags: null });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('showcase on narrow screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const url of ['/showcase/', '/zh/showcase/?category=ai-coding']) {
    test(`fits 375 px without sideways scrolling: ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('.ats-card').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
