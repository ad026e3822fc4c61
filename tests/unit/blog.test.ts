/**
 * Blog data and text helpers: reading time is counted from the real MDX
 * files, the list is newest first, and dates render the same everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countReadingUnits,
  formatPostDate,
  HAN_PER_MINUTE,
  readingMinutes,
  readingTimeLabel,
  readingTimeOf,
  stripMdx,
  WORDS_PER_MINUTE,
} from '../../src/components/blog/blog-text';
import { blogFeeds, blogPostPath, blogPosts, sortPostsNewestFirst, type BlogPost } from '../../src/data/blog';
import { standalonePages, type Lang } from '../../src/data/routes';

const LANGS: Lang[] = ['en', 'zh'];
const docsRoot = path.resolve(__dirname, '../../docs');
const postSource = (post: BlogPost, lang: Lang): string =>
  fs.readFileSync(path.join(docsRoot, lang, 'blog', `${post.slug}.mdx`), 'utf8');

const frontmatter = (source: string): Record<string, string> => {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split(/\r?\n/)
      .map((line) => /^([\w-]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2].trim()]),
  );
};

const post = (slug: string, date: BlogPost['date']): BlogPost => ({
  slug,
  date,
  tags: ['release'],
  title: { en: slug, zh: slug },
  summary: { en: slug, zh: slug },
  readingUnits: { en: 1, zh: 1 },
});

describe('countReadingUnits', () => {
  it('counts English words, keeping contractions and hyphenated words whole', () => {
    expect(countReadingUnits("Agent TARS doesn't need a multi-modal setup.", 'en')).toBe(7);
    expect(countReadingUnits('  ', 'en')).toBe(0);
  });

  it('counts Han characters plus embedded Latin words for Chinese', () => {
    expect(countReadingUnits('使用 Node.js 22 运行 Agent TARS', 'zh')).toBe(4 + 5);
    expect(countReadingUnits('，。！', 'zh')).toBe(0);
  });

  it('ignores front matter, imports, code, tags, heading ids and link targets', () => {
    const source = [
      '---',
      'title: Ignored words here',
      '---',
      "import { X } from '@src/x';",
      '',
      '## Two words {#two-words}',
      '',
      '```bash',
      'npm install lots of words that do not count',
      '```',
      '',
      '<PostMeta slug="ignored-slug" />',
      '[Link text](/guide/some/long/path) https://example.com/also/ignored',
    ].join('\n');
    expect(countReadingUnits(stripMdx(source), 'en')).toBe(4);
  });
});

describe('reading time', () => {
  it('rounds to whole minutes and never shows zero', () => {
    expect(readingMinutes(0, 'en')).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 3, 'en')).toBe(3);
    expect(readingMinutes(HAN_PER_MINUTE * 5, 'zh')).toBe(5);
    expect(readingMinutes(HAN_PER_MINUTE * 5, 'en')).toBeGreaterThan(5);
  });

  it('labels the time in each language', () => {
    expect(readingTimeLabel(7, 'en')).toBe('7 min read');
    expect(readingTimeLabel(7, 'zh')).toBe('阅读约 7 分钟');
  });

  it('matches the pinned units of every post with a recount of its MDX file', () => {
    for (const p of blogPosts) {
      for (const lang of LANGS) {
        const source = postSource(p, lang);
        expect(countReadingUnits(stripMdx(source), lang), `${p.slug} (${lang})`).toBe(p.readingUnits[lang]);
        expect(readingMinutes(p.readingUnits[lang], lang)).toBe(readingTimeOf(source, lang));
      }
    }
  });
});

describe('formatPostDate', () => {
  it('formats a calendar date per language without time-zone drift', () => {
    expect(formatPostDate('2025-06-25', 'en')).toBe('June 25, 2025');
    expect(formatPostDate('2025-06-20', 'zh')).toBe('2025 年 6 月 20 日');
    expect(formatPostDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('rejects anything that is not YYYY-MM-DD', () => {
    expect(() => formatPostDate('2025-6-25', 'en')).toThrow();
    expect(() => formatPostDate('2025-13-01', 'en')).toThrow();
  });
});

describe('sortPostsNewestFirst', () => {
  it('orders by date, newest first, and breaks ties by slug', () => {
    const sorted = sortPostsNewestFirst([
      post('b-older', '2025-06-20'),
      post('z-newest', '2025-11-05'),
      post('a-same-day', '2025-06-25'),
      post('b-same-day', '2025-06-25'),
    ]);
    expect(sorted.map((p) => p.slug)).toEqual(['z-newest', 'a-same-day', 'b-same-day', 'b-older']);
  });

  it('does not reorder the input array', () => {
    const input = [post('old', '2024-01-01'), post('new', '2025-01-01')];
    sortPostsNewestFirst(input);
    expect(input.map((p) => p.slug)).toEqual(['old', 'new']);
  });
});

describe('blog data', () => {
  it('registers the beta announcement with its publication and draft dates', () => {
    const beta = blogPosts.find((p) => p.slug === '2025-06-25-introducing-agent-tars-beta');
    expect(beta?.date).toBe('2025-06-25');
    expect(beta?.archivedDate).toBe('2025-06-20');
    expect(beta?.tags).toEqual(['release', 'beta', 'cli', 'gui-agent']);
  });

  it('keeps every post in routes.ts, in both languages, with matching titles and dates', () => {
    for (const p of blogPosts) {
      const route = standalonePages.find((r) => r.path === blogPostPath(p));
      expect(route, p.slug).toBeDefined();
      expect(route?.title).toEqual(p.title);
      for (const lang of LANGS) {
        const source = postSource(p, lang);
        const fm = frontmatter(source);
        expect(fm.date, `${p.slug} (${lang}) front-matter date`).toBe(p.date);
        expect(fm.title, `${p.slug} (${lang}) front-matter title`).toBe(p.title[lang]);
        expect(source, `${p.slug} (${lang}) h1`).toContain(`\n# ${p.title[lang]}\n`);
        expect(source, `${p.slug} (${lang}) shows its dates`).toContain(`<PostMeta slug="${p.slug}" />`);
      }
    }
  });

  it('uses the same heading ids, in the same order, in both languages', () => {
    const ids = (source: string) => [...source.matchAll(/^#{2,4} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
    for (const p of blogPosts) {
      const en = ids(postSource(p, 'en'));
      expect(en.length).toBeGreaterThan(3);
      expect(ids(postSource(p, 'zh'))).toEqual(en);
    }
  });

  it('has unique slugs and a feed per language', () => {
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    expect(blogFeeds.en).not.toBe(blogFeeds.zh);
    for (const lang of LANGS) expect(blogFeeds[lang]).toMatch(/^\/rss\/[\w-]+\.xml$/);
  });
});
