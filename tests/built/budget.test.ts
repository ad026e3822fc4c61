/**
 * Performance budgets in bytes, checked on the built site (timings are the
 * bench's job): what a page loads before it can hydrate, gzip -9 per file.
 * That is the scripts its HTML loads plus the split chunks its route needs
 * (scripts/bench/lib/first-load.mjs), for every built page in both languages.
 * - every doc page's first-load JS ≤ BYTE_BUDGETS.docPageJsGzip (scripts/bench/budgets.mjs), with no exceptions;
 * - no page loads the search index or the search engine's code up front;
 * - the replay page's first-load JS ≤ a typical doc page's + 60 KB;
 * - every script opens with V8's compile hint (plugins/compile-hints), so the
 *   browser compiles it off the main thread.
 * Diagnose a miss with: node scripts/bench/sources.mjs <build with source maps> <route>
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { COMPILE_HINT } from '../../plugins/compile-hints';
import { BYTE_BUDGETS, KB } from '../../scripts/bench/budgets.mjs';
import { contentChunks, measureFirstLoad, type FirstLoad } from '../../scripts/bench/lib/first-load.mjs';
import { BUILD_DIR, builtPages, readBuilt } from '../e2e/gates/support/site';

interface PageLoad {
  route: string;
  lang: 'en' | 'zh';
  doc: boolean;
  load: FirstLoad;
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const pages = builtPages().filter((p) => !p.notFound);
const isDocPage = (file: string) => readBuilt(file).includes('class="rp-doc rspress-doc');
const jsFiles = (l: PageLoad) =>
  l.load.resources
    .filter((r) => r.kind === 'js')
    .map((r) => `  ${r.href} ${kb(r.gzip)}`)
    .join('\n');

let loads: PageLoad[] = [];

beforeAll(() => {
  loads = pages.map((p) => ({ route: p.route, lang: p.lang, doc: isDocPage(p.file), load: measureFirstLoad(BUILD_DIR, p.route) }));
});

test(`every doc page loads at most ${kb(BYTE_BUDGETS.docPageJsGzip)} of JS (gzip) up front`, ({ annotate }) => {
  const docs = loads.filter((l) => l.doc).sort((a, b) => b.load.js.gzip - a.load.js.gzip);
  for (const lang of ['en', 'zh'] as const) {
    expect(docs.filter((l) => l.lang === lang).length, `${lang} doc pages`).toBeGreaterThan(20);
  }
  void annotate(
    docs
      .slice(0, 5)
      .map((l) => `${l.route} ${kb(l.load.js.gzip)}`)
      .join(', '),
    'heaviest doc pages',
  );
  const over = docs.filter((l) => l.load.js.gzip > BYTE_BUDGETS.docPageJsGzip);
  expect(
    over.map((l) => l.route),
    over.map((l) => `${l.route}: ${kb(l.load.js.gzip)} of JS up front:\n${jsFiles(l)}`).join('\n'),
  ).toEqual([]);
});

test('no page loads the search index or the search engine up front', () => {
  const hits = loads.flatMap((l) => l.load.searchInFirstLoad.map((h) => `${l.route}: ${h}`));
  expect(hits, hits.join('\n')).toEqual([]);
});

test(`the replay page adds at most ${kb(BYTE_BUDGETS.replayExtraJsGzip)} of JS (gzip) to a doc page's first load`, () => {
  const docs = loads
    .filter((l) => l.doc)
    .map((l) => l.load.js.gzip)
    .sort((a, b) => a - b);
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

test('every script of the build opens with the compile hint', () => {
  const jsDir = path.join(BUILD_DIR, 'static/js');
  const scripts = (fs.readdirSync(jsDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.js'));
  expect(scripts.length, 'scripts in static/js').toBeGreaterThan(20);
  const without = scripts.filter((name) => !fs.readFileSync(path.join(jsDir, name), 'utf8').startsWith(`${COMPILE_HINT}\n`));
  expect(without).toEqual([]);
});

/** The scripts a page runs without any input: its first load, then its content's (plugins/content-chunk). */
const pageScripts = (l: PageLoad): string[] => [
  ...l.load.resources.filter((r) => r.kind === 'js' && r.href.startsWith('/')).map((r) => r.href),
  ...contentChunks(BUILD_DIR, l.route),
];

/**
 * The live demos (plugins/live-demos) cost nothing where there is none: their
 * component and the demos' code live in the content scripts of the pages
 * that show one. The signature is the class names their markup is built with.
 */
const DEMO_CODE = /at-preview__demo|at-demo__/;

test('live demo code loads only on pages that have a demo', () => {
  const withDemo = (l: PageLoad) => readBuilt(pages.find((p) => p.route === l.route)!.file).includes('class="at-preview"');
  const demoCodeIn = (l: PageLoad) => pageScripts(l).filter((href) => DEMO_CODE.test(fs.readFileSync(path.join(BUILD_DIR, href), 'utf8')));
  const demoPages = loads.filter(withDemo);
  expect(demoPages.map((l) => l.route).sort()).toEqual(
    ['/guide/advanced/event-stream', '/guide/ui-integration/web', '/zh/guide/advanced/event-stream', '/zh/guide/ui-integration/web'].sort(),
  );
  // The signature is found where the demos are, so its absence elsewhere means something.
  for (const l of demoPages) expect(demoCodeIn(l), `${l.route} loads its demo`).not.toEqual([]);
  const leaks = loads.filter((l) => !withDemo(l)).flatMap((l) => demoCodeIn(l).map((href) => `${l.route}: ${href}`));
  expect(leaks, leaks.join('\n')).toEqual([]);
});

/**
 * The config builder's code is on its own page only, so no other page's
 * first load grows with it. The signature is its markup's class names.
 */
const BUILDER_CODE = /at-cb__/;

test('config builder code loads only on the config builder page', () => {
  const builderRoutes = ['/guide/basic/config-builder', '/zh/guide/basic/config-builder'];
  const builderCodeIn = (l: PageLoad) => pageScripts(l).filter((href) => BUILDER_CODE.test(fs.readFileSync(path.join(BUILD_DIR, href), 'utf8')));
  for (const route of builderRoutes) {
    const own = loads.find((l) => l.route === route);
    expect(own, `${route} was not built`).toBeDefined();
    expect(builderCodeIn(own!), `${route} loads the builder`).not.toEqual([]);
  }
  const leaks = loads.filter((l) => !builderRoutes.includes(l.route)).flatMap((l) => builderCodeIn(l).map((href) => `${l.route}: ${href}`));
  expect(leaks, leaks.join('\n')).toEqual([]);
});

/**
 * Rspress's install tabs (`PackageManagerTabs` from '@theme') draw five
 * inline SVG icons, about 4 KB gzip: they load with the content of the pages
 * that show the tabs, never in a first load (theme/package-manager-tabs).
 * The signature is the Bun icon's id, in the HTML and in the script.
 */
test('install tab code is in no first load, and in the scripts of the pages that show the tabs', () => {
  const firstLoadHas = (l: PageLoad) =>
    l.load.resources.filter((r) => r.kind === 'js' && r.href.startsWith('/')).some((r) => fs.readFileSync(path.join(BUILD_DIR, r.href), 'utf8').includes('id:"Bun"'));
  const leaks = loads.filter(firstLoadHas).map((l) => l.route);
  expect(leaks).toEqual([]);
  const withTabs = loads.filter((l) => readBuilt(pages.find((p) => p.route === l.route)!.file).includes('id="Bun"'));
  expect(withTabs.length, 'pages with install tabs').toBeGreaterThan(10);
  const missing = withTabs.filter((l) => !pageScripts(l).some((href) => fs.readFileSync(path.join(BUILD_DIR, href), 'utf8').includes('id:"Bun"')));
  expect(missing.map((l) => l.route)).toEqual([]);
});
