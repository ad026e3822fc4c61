/**
 * Performance budgets in bytes, checked on the built site (timings are the
 * bench's job): what a page loads before any interaction, gzip -9 per file.
 * - a doc page's first-load JS ≤ 160 KB (the bench's doc pages, /guide/basic/cli in
 *   both languages; the heaviest doc pages are listed as an annotation);
 * - no page loads the search index or the search engine's code up front;
 * - the replay page's first-load JS ≤ a typical doc page's + 60 KB.
 * Diagnose a miss with: node scripts/bench/sources.mjs <build with source maps> <route>
 */
import { expect, test } from '@playwright/test';
import { BENCH_PAGES, BYTE_BUDGETS } from '../../../scripts/bench/budgets.mjs';
import { measureFirstLoad, type FirstLoad } from '../../../scripts/bench/lib/first-load.mjs';
import { BUILD_DIR, builtPages, readBuilt } from './support/site';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pages = builtPages().filter((p) => !p.notFound);
const isDocPage = (file: string) => readBuilt(file).includes('class="rp-doc rspress-doc');

let loads: { route: string; doc: boolean; load: FirstLoad }[] = [];

test.beforeAll(() => {
  loads = pages.map((p) => ({ route: p.route, doc: isDocPage(p.file), load: measureFirstLoad(BUILD_DIR, p.route) }));
});

test(`a doc page loads at most ${kb(BYTE_BUDGETS.docPageJsGzip)} of JS (gzip) up front`, () => {
  const docs = loads.filter((l) => l.doc).sort((a, b) => b.load.js.gzip - a.load.js.gzip);
  expect(docs.length).toBeGreaterThan(20);
  test.info().annotations.push({
    type: 'heaviest doc pages',
    description: docs.slice(0, 5).map((l) => `${l.route} ${kb(l.load.js.gzip)}`).join(', '),
  });
  const measured = BENCH_PAGES.filter((p) => p.doc).map((p) => loads.find((l) => l.route === p.route));
  for (const [i, l] of measured.entries()) {
    expect(l, `${BENCH_PAGES.filter((p) => p.doc)[i].route} was not built`).toBeDefined();
    expect(l!.doc, `${l!.route} is not a doc page`).toBe(true);
    const files = l!.load.resources.filter((r) => r.kind === 'js').map((r) => `${r.href} ${kb(r.gzip)}`);
    expect(l!.load.js.gzip, `${l!.route}: ${kb(l!.load.js.gzip)} of JS up front:\n${files.join('\n')}`).toBeLessThanOrEqual(
      BYTE_BUDGETS.docPageJsGzip,
    );
  }
});

test('no page loads the search index or the search engine up front', () => {
  const hits = loads.flatMap((l) => l.load.searchInFirstLoad.map((h) => `${l.route}: ${h}`));
  expect(hits, hits.join('\n')).toEqual([]);
});

test(`the replay page adds at most ${kb(BYTE_BUDGETS.replayExtraJsGzip)} of JS (gzip) to a doc page's first load`, () => {
  const docs = loads.filter((l) => l.doc).map((l) => l.load.js.gzip).sort((a, b) => a - b);
  const typicalDoc = docs[Math.floor(docs.length / 2)];
  for (const route of ['/replay/', '/zh/replay/']) {
    const replay = loads.find((l) => l.route === route);
    expect(replay, `${route} was not built`).toBeDefined();
    expect(
      replay!.load.js.gzip,
      `${route}: ${kb(replay!.load.js.gzip)}; the median doc page loads ${kb(typicalDoc)}`,
    ).toBeLessThanOrEqual(typicalDoc + BYTE_BUDGETS.replayExtraJsGzip);
  }
});
