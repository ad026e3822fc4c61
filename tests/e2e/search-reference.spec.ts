import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtDir, builtHtml } from './support/built-site';

/** Every flag and config key is in each locale's index, and its link lands on a real table row. */
test('reference entries in the search index link to existing rows', () => {
  const dir = path.join(builtDir(), 'static/search');
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      pages: [string, string][];
      sections: [number, string, string, number, string][];
    };
    const reference = index.sections.filter(([, anchor]) => /^(flag|cfg)-/.test(anchor));
    expect(reference.length, file).toBeGreaterThan(100);
    for (const [pageIndex, anchor] of reference) {
      const route = index.pages[pageIndex][0];
      expect(builtHtml(route), `${route}#${anchor}`).toContain(`id="${anchor}"`);
    }
  }
});

/**
 * Every page in each locale's index carries the names readers use for it
 * (frontmatter `keywords`, CONTRIBUTING "Words readers search for"): a page
 * without them is found only by its own words.
 */
test('every searchable page ships its keywords in the index', () => {
  const dir = path.join(builtDir(), 'static/search');
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'))) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { pages: [string, string, string, string?][] };
    const without = index.pages.filter(([, , , keywords]) => (keywords ?? '').split(' ; ').filter(Boolean).length < 5).map(([route]) => route);
    expect(without, `${file}: pages with fewer than 5 keywords`).toEqual([]);
  }
});

/**
 * A page's frontmatter `searchWeight` reaches its index entry (CONTRIBUTING:
 * the zh-only China quick start gives way to Quick Start on general words),
 * and only pages that set one carry a weight.
 */
test('frontmatter searchWeight ships with its page in the index, and nothing else carries one', () => {
  const dir = path.join(builtDir(), 'static/search');
  const weights: Record<string, number> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'))) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { pages: [string, string, string, string?, number?][] };
    for (const [route, , , , weight] of index.pages) if (weight !== undefined) weights[route] = weight;
  }
  // What the pages ask for: every `searchWeight` written in a page's frontmatter, by route.
  const asked: Record<string, number> = {};
  for (const lang of ['en', 'zh']) {
    for (const file of fs.readdirSync(path.join('docs', lang), { recursive: true }).map(String)) {
      if (!file.endsWith('.mdx')) continue;
      const weight = /^---\n[\s\S]*?^searchWeight:\s*([\d.]+)\s*$[\s\S]*?^---/m.exec(fs.readFileSync(path.join('docs', lang, file), 'utf8'))?.[1];
      if (weight) asked[`${lang === 'zh' ? '/zh' : ''}/${file.replace(/\.mdx$/, '')}`] = Number(weight);
    }
  }
  expect(asked['/zh/guide/get-started/cli']).toBe(0.85);
  expect(weights).toEqual(asked);
});

/** Every result links to a place that exists: each section's anchor is an id on its built page. */
test('every section in the search index links to an existing anchor', () => {
  const dir = path.join(builtDir(), 'static/search');
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'))) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      pages: [string, string][];
      sections: [number, string, string, number, string][];
    };
    const html = new Map<string, string>();
    const missing: string[] = [];
    for (const [pageIndex, anchor] of index.sections) {
      if (!anchor) continue;
      const route = index.pages[pageIndex][0];
      if (!html.has(route)) html.set(route, builtHtml(route));
      if (!(html.get(route) as string).includes(`id="${anchor}"`)) missing.push(`${route}#${anchor}`);
    }
    expect(missing, file).toEqual([]);
  }
});
