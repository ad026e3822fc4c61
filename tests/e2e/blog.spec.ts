/**
 * The blog on the built site: the index in both languages lists posts newest
 * first with dates, tags and reading time, each linking to the post in the
 * same language; the post shows its publication and draft dates; the feeds
 * emitted by @rspress/plugin-rss exist.
 */
import { runAxe } from './gates/support/axe';
import { blogFeeds, blogPostPath, blogPosts, blogTagLabels, sortPostsNewestFirst } from '../../src/data/blog';
import { formatPostDate } from '../../src/components/blog/blog-text';
import { localePath, type Lang } from '../../src/data/routes';
import { expect, test } from './support/fixtures';

const LANGS: Lang[] = ['en', 'zh'];
const beta = blogPosts.find((p) => p.slug === '2025-06-25-introducing-agent-tars-beta')!;
const indexTitle = { en: 'Blog', zh: '博客' } as const;

for (const lang of LANGS) {
  test.describe(`blog (${lang})`, () => {
    test('index lists posts newest first with date, tags, summary and reading time', async ({ page }) => {
      await page.goto(localePath('/blog/', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(indexTitle[lang]);

      const index = page.getByTestId('blog-index');
      const articles = index.locator('ol > li > article');
      await expect(articles).toHaveCount(blogPosts.length);

      const expectedOrder = sortPostsNewestFirst(blogPosts).map((p) => p.date);
      const shownOrder = await articles.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
      expect(shownOrder).toEqual(expectedOrder);

      const card = articles.filter({ has: page.locator(`time[datetime="${beta.date}"]`) });
      await expect(card.locator('h2 a')).toHaveText(beta.title[lang]);
      await expect(card.locator('time')).toHaveText(formatPostDate(beta.date, lang));
      await expect(card).toContainText(beta.summary[lang]);
      await expect(card).toContainText(lang === 'en' ? /\d+ min read/ : /阅读约 \d+ 分钟/);
      for (const tag of beta.tags) {
        await expect(card.getByRole('listitem').filter({ hasText: blogTagLabels[tag][lang] })).toHaveCount(1);
      }
    });

    test('index links to the post in the same language', async ({ page }) => {
      await page.goto(localePath('/blog/', lang));
      const link = page.getByTestId('blog-index').locator('h2 a').first();
      const expected = localePath(blogPostPath(beta), lang);
      await expect(link).toHaveAttribute('href', new RegExp(`^${expected}(\\.html)?$`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${expected}(\\.html)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(beta.title[lang]);
    });

    test('post shows its publication and draft dates near the top', async ({ page }) => {
      await page.goto(localePath(blogPostPath(beta), lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(beta.title[lang]);
      const meta = page.getByTestId('post-meta');
      await expect(meta.locator(`time[datetime="${beta.date}"]`)).toHaveText(formatPostDate(beta.date, lang));
      await expect(meta.locator(`time[datetime="${beta.archivedDate}"]`)).toHaveText(
        formatPostDate(beta.archivedDate!, lang),
      );
      for (const tag of beta.tags) await expect(meta).toContainText(blogTagLabels[tag][lang]);

      // The dates sit right under the title, before the first section heading.
      const metaBox = await meta.boundingBox();
      const firstH2 = await page.locator('.rp-doc h2').first().boundingBox();
      expect(metaBox && firstH2 && metaBox.y < firstH2.y).toBe(true);

      await expect(page.locator('#looking-back-from-0-3-0')).toBeVisible();
    });

    test('index and post pass axe checks on the blog markup', async ({ page }) => {
      for (const url of [localePath('/blog/', lang), localePath(blogPostPath(beta), lang)]) {
        await page.goto(url);
        const selector = url.endsWith('/') ? '[data-testid="blog-index"]' : '[data-testid="post-meta"]';
        const violations = await runAxe(page, { include: selector, tags: null });
        expect(violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
      }
    });
  });
}

test('both languages give the post the same section ids', async ({ page }) => {
  const ids: Record<Lang, string[]> = { en: [], zh: [] };
  for (const lang of LANGS) {
    await page.goto(localePath(blogPostPath(beta), lang));
    ids[lang] = await page.locator('.rp-doc h2[id], .rp-doc h3[id]').evaluateAll((els) => els.map((e) => e.id));
  }
  expect(ids.en.length).toBeGreaterThan(5);
  expect(ids.zh).toEqual(ids.en);
});

test('the RSS plugin emits one Atom feed per language with the post', async ({ request, page }) => {
  for (const lang of LANGS) {
    const response = await request.get(blogFeeds[lang]);
    expect(response.status(), blogFeeds[lang]).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<feed');
    expect(xml).toContain(localePath(blogPostPath(beta), lang));
    expect(xml).toContain(beta.title[lang]);
    // Each feed carries only its own language's posts.
    const entryLinks = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname);
    expect(entryLinks.length).toBeGreaterThan(0);
    for (const link of entryLinks) expect(link.startsWith('/zh/'), link).toBe(lang === 'zh');

    await page.goto(localePath('/blog/', lang));
    await expect(page.getByTestId('blog-index').locator(`a[href="${blogFeeds[lang]}"]`)).toBeVisible();
  }
});
