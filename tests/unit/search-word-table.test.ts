import { describe, expect, it } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { SearchEngine } from '../../src/search/engine';
import { count, wordCount } from '../../src/search/text-match';
import { WordTable } from '../../src/search/word-table';
import { page } from './support/search-pages';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SYLLABLES = ['con', 'fig', 'brow', 'ser', 's', 'es', 'ed', 'ing', 'd', 'a', '1', '0x', 'mcp', 'model'];
const BETWEEN = [' ', ' ', ' ', '.', '-', '_', '/', '，', '配置', '`', 'é', '\n'];

function text(next: () => number, words: number): string {
  let out = '';
  for (let i = 0; i < words; i += 1) {
    const parts = 1 + Math.floor(next() * 3);
    for (let j = 0; j < parts; j += 1) out += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    out += BETWEEN[Math.floor(next() * BETWEEN.length)];
  }
  return out;
}

describe('the word table', () => {
  it('counts every word as wordCount counts it in the heading and the text, whole, inflected and as a prefix', () => {
    const next = random(7);
    const sections = Array.from({ length: 300 }, () => [text(next, 4), text(next, 40)] as const);
    const table = new WordTable();
    sections.forEach(([heading, body], sec) => table.add(sec, heading, body));
    table.finish();
    const forms = new Set<string>();
    for (const a of SYLLABLES) for (const b of ['', ...SYLLABLES]) forms.add(a + b);
    let checked = 0;
    // Mismatches are collected and asserted once: 60,000 expect calls outran the test timeout on a busy machine.
    const wrong: string[] = [];
    for (const form of forms) {
      const counts = table.counts(form);
      expect(counts, form).toBeDefined();
      sections.forEach(([heading, body], sec) => {
        const expected = { heading: wordCount(heading, form), text: wordCount(body, form) };
        const zero = expected.heading.exact + expected.heading.prefix + expected.text.exact + expected.text.prefix === 0;
        const got = JSON.stringify(counts?.get(sec) ?? null);
        if (got !== JSON.stringify(zero ? null : expected)) wrong.push(`${form} in section ${sec}: ${got}, wordCount ${JSON.stringify(expected)}`);
        if (!zero) checked += 1;
      });
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // The generator must produce enough matches for the comparison to mean something.
    expect(checked).toBeGreaterThan(5000);
  });

  it('counts every pair of different CJK characters as count counts it, and leaves a pair of one character twice to count', () => {
    const next = random(11);
    const HAN = ['配', '置', '浏', '览', '器', '哈', 'の', '한', '글', '𠀀'];
    const run = (n: number) => Array.from({ length: n }, () => (next() < 0.15 ? ' a' : HAN[Math.floor(next() * HAN.length)])).join('');
    const sections = Array.from({ length: 200 }, () => [run(4), run(60)] as const);
    const table = new WordTable();
    sections.forEach(([heading, body], sec) => table.add(sec, heading, body));
    table.finish();
    let checked = 0;
    const wrong: string[] = [];
    for (const a of HAN) {
      for (const b of HAN) {
        const pair = a + b;
        const counts = table.pairCounts(pair);
        if (a === b || a.length > 1 || b.length > 1) {
          expect(counts, pair).toBeUndefined();
          continue;
        }
        sections.forEach(([heading, body], sec) => {
          const expected = [count(heading, pair), count(body, pair)];
          const got = counts?.get(sec) ?? [0, 0];
          if (got[0] !== expected[0] || got[1] !== expected[1]) wrong.push(`${pair} in section ${sec}: ${got}, count ${expected}`);
          if (expected[0] + expected[1] > 0) checked += 1;
        });
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
    expect(table.pairCounts('ab')).toBeUndefined();
  });

  it('answers nothing before it is filled, and nothing for a form with other characters than a-z and 0-9', () => {
    const table = new WordTable();
    table.add(0, 'browser', 'browser.control');
    expect(table.counts('browser')).toBeUndefined();
    expect(table.pairCounts('配置')).toBeUndefined();
    table.finish();
    expect(table.pairCounts('配置')?.size).toBe(0);
    expect(table.counts('browser')?.get(0)).toEqual({ heading: { exact: 1, prefix: 0 }, text: { exact: 1, prefix: 0 } });
    expect(table.counts('browser.control')).toBeUndefined();
    expect(table.counts('配置')).toBeUndefined();
  });
});

describe('an engine whose word table fills after the build', () => {
  const file = buildIndexFiles([
    page('/guide/browser', 'Browser', 'Browsers, browsing and the browser control mode.', [
      ['control', 'Browser control', 'Set browser.control to hybrid. Controlling a browser needs a model.'],
      ['headless', 'Headless', 'Run the browser headless on a server.'],
    ]),
    page('/guide/model', 'Model provider', 'Choose a model and a provider for the models.', [['keys', 'API keys', 'Pass the key of the provider.']]),
  ])[0].file;

  it('is searchable at once, yields between slices, and gives the same results before and after the table is filled', async () => {
    let yields = 0;
    const engine = SearchEngine.fromFile(file, { sliceMs: 0, yieldToHost: async () => void (yields += 1) });
    const filledNow = SearchEngine.fromFile(file);
    // The fill has stopped at its first yield: the table is sorted only after the last slice.
    expect(yields).toBe(1);
    const queries = ['browser', 'brows', 'controlling', 'model provider', 'browser.control', 'provid'];
    const before = queries.map((q) => engine.search(q));
    await engine.wordsFilled;
    expect(yields).toBeGreaterThan(1);
    engine.clearCache();
    queries.forEach((q, i) => {
      expect(before[i].length, q).toBeGreaterThan(0);
      expect(engine.search(q), q).toEqual(before[i]);
      expect(filledNow.search(q), q).toEqual(before[i]);
    });
  });
});
