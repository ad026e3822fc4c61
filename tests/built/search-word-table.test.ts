/**
 * The word table (src/search/word-table.ts) changes how fast a query is
 * answered, never what it finds: over the built index, a quarter of the
 * headings and every reader problem give the same rows with the table filled as with
 * the text scanned.
 */
import { describe, expect, it } from 'vitest';
import { userProblems } from '../../src/data/user-problems';
import { SearchEngine } from '../../src/search/engine';
import type { SearchIndexFile } from '../../src/search/types';
import { builtIndexFile } from './support/built-search';

describe.each(['en', 'zh'] as const)('the word table over the %s index', (lang) => {
  const file = builtIndexFile(lang) as SearchIndexFile;
  const filled = SearchEngine.fromFile(file);
  // Never filled: the first slice waits for a turn that never comes.
  const scanning = SearchEngine.fromFile(file, { sliceMs: 0, yieldToHost: () => new Promise<void>(() => {}) });
  // Every fourth: all of them took 10 s, and one in four still covers every page type.
  const headings = [...new Set(file.sections.map((s) => s[2]).filter((h) => /[a-z]{3}/i.test(h)))].filter((_, i) => i % 4 === 0);
  const queries = [...headings, ...userProblems.filter((p) => p.lang === lang).map((p) => p.query)];

  it('gives the same rows as scanning the text, for headings with a Latin word and every reader problem', () => {
    expect(queries.length).toBeGreaterThan(100);
    for (const query of queries) expect(filled.search(query), query).toEqual(scanning.search(query));
    // About 2 s on a quiet machine, up to 6 s beside a bench: the default 5 s is too tight.
  }, 20_000);
});
