import { expect, test } from 'vitest';
import { allDocPages, hasLang, localePath, standalonePages } from '../../src/data/routes';
import { hanCount, renderedText } from '../../scripts/lib/html-text.mjs';
import { builtHtml } from '../e2e/support/built-site';

/**
 * Every guide page carries real content: at least 2,500 characters of
 * rendered English text, or 1,000 Chinese characters, code blocks excluded.
 * Reference pages must be substantial too. Reads the built HTML.
 */
const GUIDE_EN = 2500;
const GUIDE_ZH_HAN = 1000;
const REFERENCE_EN = 1500;
const REFERENCE_ZH_HAN = 500;

const blogPost = standalonePages.find((p) => p.path.startsWith('/blog/20'))!;
const pages = [...allDocPages(), blogPost];

for (const page of pages) {
  const isReference = page.path.startsWith('/api/');
  for (const lang of ['en', 'zh'] as const) {
    if (!hasLang(page, lang)) continue;
    const route = localePath(page.path, lang);
    test(`${route} has full content`, () => {
      const text: string = renderedText(builtHtml(route));
      if (lang === 'en') {
        expect(text.length, `${route}: rendered characters`).toBeGreaterThanOrEqual(isReference ? REFERENCE_EN : GUIDE_EN);
      } else {
        expect(hanCount(text), `${route}: Chinese characters`).toBeGreaterThanOrEqual(isReference ? REFERENCE_ZH_HAN : GUIDE_ZH_HAN);
      }
      expect(text, `${route}: placeholder text`).not.toMatch(/coming soon|this page is being written|lorem ipsum|正在编写|敬请期待/i);
    });
  }
}
