import { describe, expect, it } from 'vitest';
import { splitSections } from '../../src/site/sections';

const isH2 = (b: string) => b.startsWith('h2');

describe('splitSections', () => {
  it('starts a section at each heading and keeps the introduction apart', () => {
    expect(splitSections(['h1', '\n', 'p', 'h2 a', 'p', 'pre', 'h2 b', 'table'], isH2)).toEqual([
      ['h1', '\n', 'p'],
      ['h2 a', 'p', 'pre'],
      ['h2 b', 'table'],
    ]);
  });

  it('handles a page that starts with a heading, has no heading, or is empty', () => {
    expect(splitSections(['h2 a', 'p'], isH2)).toEqual([['h2 a', 'p']]);
    expect(splitSections(['p', 'p'], isH2)).toEqual([['p', 'p']]);
    expect(splitSections([], isH2)).toEqual([]);
  });

  it('keeps every block, in order', () => {
    const blocks = ['p', 'h2 a', 'h2 b', 'p', 'h2 c'];
    expect(splitSections(blocks, isH2).flat()).toEqual(blocks);
  });
});
