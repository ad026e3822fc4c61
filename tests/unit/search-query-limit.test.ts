import { describe, expect, it } from 'vitest';
import { clipQuery, isClipped, MAX_QUERY_LENGTH } from '../../src/search/query-limit';
import { engineFor, page } from './support/search-pages';

describe('the searched part of a long query', () => {
  it('leaves a query of up to MAX_QUERY_LENGTH characters as it is', () => {
    const q = 'x'.repeat(MAX_QUERY_LENGTH);
    expect(isClipped(q)).toBe(false);
    expect(clipQuery(q)).toBe(q);
    expect(clipQuery('browser headless')).toBe('browser headless');
  });

  it('counts characters, not UTF-16 units: a Han character outside the BMP is one', () => {
    const q = '𠀀'.repeat(MAX_QUERY_LENGTH);
    expect(q.length).toBe(2 * MAX_QUERY_LENGTH);
    expect(isClipped(q)).toBe(false);
    expect(Array.from(clipQuery(`${q}𠀀`))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('cuts a long paste at a space rather than in the middle of a word', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const clipped = clipQuery(words);
    expect(isClipped(words)).toBe(true);
    expect(clipped.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(words.startsWith(clipped)).toBe(true);
    expect(words[clipped.length]).toBe(' ');
  });

  it('cuts Chinese, which has no spaces, at the limit itself', () => {
    const zh = '浏览器'.repeat(100);
    expect(Array.from(clipQuery(zh))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('is what the engine searches: a pasted log finds what its first lines find', () => {
    const engine = engineFor([
      page('/guide/basic/troubleshooting', 'Troubleshooting', 'Fix errors.', [['econnrefused', 'ECONNREFUSED on 8888', 'The server is not running.']]),
      page('/guide/basic/other', 'Other', 'Nothing here.', [['tail', 'Tail', 'zebra quokka']]),
    ]);
    const head = 'connect ECONNREFUSED 8888';
    // The tail names the other page, but it lies past the limit.
    const paste = `${head} ${'ECONNREFUSED '.repeat(30)} zebra quokka`;
    expect(isClipped(paste)).toBe(true);
    expect(engine.search(paste).map((p) => p.routePath)).toEqual(engine.search(clipQuery(paste)).map((p) => p.routePath));
    expect(engine.search(paste)[0]?.routePath).toBe('/guide/basic/troubleshooting');
    expect(engine.search(paste).some((p) => p.routePath === '/guide/basic/other')).toBe(false);
  });
});
