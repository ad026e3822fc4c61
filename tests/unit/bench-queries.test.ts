/**
 * The search bench's query sets name pages by route. A page that moves or
 * goes away would turn its queries into silent misses: every expected route
 * must still be a page in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGRESSION_SET, SPLIT_SETS } from '../../scripts/bench/lib/query-sets.mjs';

const root = path.resolve(__dirname, '../..');
/** Every set the search benches read: the split sets and the regression set. */
const SETS: string[] = [...SPLIT_SETS.map((set: { file: string }) => set.file), REGRESSION_SET];

interface BenchQuery {
  q: string;
  expect: string[];
}

/** The MDX or Markdown file a route is served from, if any. */
function pageFile(lang: string, route: string): string | undefined {
  const base = path.join(root, 'docs', lang, route.replace(/\/$/, '/index'));
  return ['.mdx', '.md'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

describe.each(SETS)('%s', (file) => {
  const set = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, BenchQuery[] | string>;

  it.each(['en', 'zh'])('names only pages that exist (%s)', (lang) => {
    const queries = set[lang] as BenchQuery[];
    expect(queries.length).toBeGreaterThan(0);
    const missing = queries.flatMap(({ q, expect: routes }) => routes.filter((r) => !pageFile(lang, r)).map((r) => `${q} → ${r}`));
    expect(missing).toEqual([]);
  });

  it.each(['en', 'zh'])('has no query twice (%s)', (lang) => {
    const queries = (set[lang] as BenchQuery[]).map((x) => x.q);
    expect(queries.length).toBe(new Set(queries).size);
  });
});
