#!/usr/bin/env node
/**
 * Search bench: quality, size and speed of our search against Rspress's
 * default search, on the same built site.
 *
 *   npm run build && npm run bench:search [-- --dir doc_build --runs 5] [--quality-only] [--not-first]
 *   npm run bench:search -- --ablate [name,name…] [--together]   (never the held-out halves; lib/search-ablate.mjs)
 *
 * (scripts/bench/search.mjs; its parts are in scripts/bench/lib/search-*.mjs)
 *
 * - Quality: page-level recall@5, top-1 and MRR per language and query set,
 *   for three engines over the same sections: ours; FlexSearch 0.8 with a
 *   stock config (Document index, `forward` tokeniser, its default encoder);
 *   and Rspress's own PageSearcher (its real code, bundled from @rspress/core
 *   with its virtual modules stubbed), fed the page records our index holds.
 *   Sets: bench/queries/readers-queries.json split by a fixed hash into a
 *   tuning half and a held-out half (reported apart; the held-out misses are
 *   counted, never listed), bench/queries/probe-queries.json (a second
 *   set, written later by people who never saw the search code) split the
 *   same way with its own salt, bench/queries/blind3-queries.json (a third
 *   such set, from session 12, split with a third salt),
 *   bench/queries/short4-queries.json (short queries, a fourth salt),
 *   bench/queries/set5-queries.json (session 13: readers of each page and
 *   upstream issues, a fifth salt), bench/queries/set6-queries.json
 *   (session 14: Chinese readers of each page and more upstream issues, a
 *   sixth salt), bench/queries/set7-queries.json (session 15: readers of
 *   each page by kind of query and more upstream issues, a seventh salt),
 *   the older regression set
 *   bench/queries/search-queries.json, and the problems users reported
 *   upstream (src/data/user-problems.ts).
 * - Size: raw and gzip bytes of each locale's index, ours and Rspress's.
 * - Speed: in headless Chromium, index load (fetch + parse + build) and
 *   p50/p95 query latency (uncached) at 1× the content and at a synthetic 10×
 *   corpus generated here (perturbed copies of every page, plus long
 *   unpunctuated Chinese paragraphs).
 *
 * Prints a table and writes bench/results/search.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { halfOf, REGRESSION_SET, SPLIT_SETS } from './lib/query-sets.mjs';
import { ablate } from './lib/search-ablate.mjs';
import { bundleEngines } from './lib/search-bundles.mjs';
import { defaultSearcher, findIndexFiles, flexSearcher, recordsFromIndex, uniqueRoutes, withLang } from './lib/search-engines.mjs';
import { kb, ms, printMisses, printQuality, printTable } from './lib/search-print.mjs';
import { measureSpeed } from './lib/search-speed.mjs';
import { synthesize } from './lib/search-synthetic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

const siteDir = path.resolve(root, arg('dir', process.env.DOCS_OUT_DIR || 'doc_build'));
const outFile = path.resolve(root, arg('out', 'bench/results/search.json'));
const runs = Number(arg('runs', 5));
const scaleFactor = Number(arg('scale', 10));
/** Quality only: no browser, nothing written (for trying a ranking change on the tuning half). */
const qualityOnly = process.argv.includes('--quality-only');
/** Also list the queries whose page came in the top 5 but not first (never for the held-out half). */
const showSecond = process.argv.includes('--not-first');
/** What each rule or weight group costs when switched off, on all but the held-out halves (the names to try, or all). */
const ablation = process.argv.includes('--ablate') ? (arg('ablate', '') ?? '') : undefined;
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium';
const TOP = 5;
/** MRR counts a page found within the first 7 results (what the panel shows by default). */
const MRR_CUTOFF = 7;

const staticDir = path.join(siteDir, 'static');
if (!fs.existsSync(staticDir)) {
  console.error(`No built site in ${siteDir}. Run "npm run build" first.`);
  process.exit(1);
}

// ---------------------------------------------------------------- bundles

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
const { ours, rspress, oursBrowser, defaultBrowser } = await bundleEngines(root, work);

// ---------------------------------------------------------------- index files

const { ourFiles, ourDir } = findIndexFiles(staticDir);
const langs = Object.keys(ourFiles).sort();
if (langs.length === 0) {
  console.error(`No search index in ${ourDir}: is the search-index plugin wired into rspress.config.ts?`);
  process.exit(1);
}
const indexByLang = Object.fromEntries(langs.map((l) => [l, JSON.parse(fs.readFileSync(ourFiles[l].path, 'utf8'))]));

const pagesByLang = Object.fromEntries(langs.map((l) => [l, recordsFromIndex(indexByLang[l])]));
const defaultJson = Object.fromEntries(langs.map((l) => [l, JSON.stringify(pagesByLang[l])]));

// ---------------------------------------------------------------- quality

const readJson = (file) => (fs.existsSync(path.join(root, file)) ? JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) : { en: [], zh: [] });
const regression = readJson(REGRESSION_SET);
const problems = { en: [], zh: [] };
for (const p of ours.userProblems) problems[p.lang]?.push({ q: p.query, expect: [p.answer.route], kind: p.category });

/** name → lang → queries */
const querySets = {};
for (const { file, salt, tuning, heldOut } of SPLIT_SETS) {
  const set = readJson(file);
  const halfSet = (which) => Object.fromEntries(langs.map((l) => [l, (set[l] ?? []).filter((q) => halfOf(salt, l, q.q) === which)]));
  querySets[tuning] = halfSet('tune');
  querySets[heldOut] = halfSet('heldout');
}
querySets.regression = Object.fromEntries(langs.map((l) => [l, regression[l] ?? []]));
querySets['user problems'] = problems;
/** Sets whose misses are counted, never listed: nobody tunes on them. */
const HELD_OUT = new Set(SPLIT_SETS.map((set) => set.heldOut));
/** The queries the speed runs time: every set, once. */
const querySet = Object.fromEntries(langs.map((l) => [l, Object.values(querySets).flatMap((set) => set[l] ?? [])]));

if (ablation !== undefined) {
  const of = (names, l) => names.flatMap((name) => querySets[name][l] ?? []);
  const tuning = SPLIT_SETS.map((set) => set.tuning);
  const queriesByLang = Object.fromEntries(langs.map((l) => [l, { tuning: of(tuning, l), other: of(['regression', 'user problems'], l) }]));
  const only = ablation && !ablation.startsWith('--') ? ablation.split(',') : undefined;
  ablate({ ours, root, searchDir: ourDir, indexByLang, queriesByLang, withLang, top: TOP, only, together: process.argv.includes('--together') });
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

const ENGINES = ['ours', 'flexsearch', 'default'];
const quality = {};
const misses = [];
const engines = {};
for (const lang of langs) {
  engines[lang] = {
    ours: ours.SearchEngine.fromFile(indexByLang[lang]),
    flexsearch: flexSearcher(indexByLang[lang]),
    default: await defaultSearcher(rspress, defaultJson, lang),
  };
}
for (const [setName, set] of Object.entries(querySets)) {
  quality[setName] = {};
  for (const lang of langs) {
    const queries = set[lang] ?? [];
    if (queries.length === 0) continue;
    const { ours: engine, flexsearch: flex, default: searcher } = engines[lang];
    const stats = Object.fromEntries(ENGINES.map((e) => [e, { hits: 0, top1: 0, rr: 0 }]));
    let heldOutMisses = 0;
    for (const { q, expect, kind } of queries) {
      const expected = expect.map((e) => withLang(e, lang));
      const groups = await searcher.match(q, 7);
      const ranked = {
        ours: engine.search(q).map((p) => p.routePath),
        flexsearch: flex(q),
        default: uniqueRoutes((groups?.[0]?.result ?? []).map((h) => h.link)),
      };
      for (const name of ENGINES) {
        const rank = ranked[name].findIndex((r) => expected.includes(r));
        if (rank >= 0 && rank < TOP) stats[name].hits += 1;
        if (rank === 0) stats[name].top1 += 1;
        if (rank >= 0 && rank < MRR_CUTOFF) stats[name].rr += 1 / (rank + 1);
        if (name === 'ours' && (rank < 0 || rank >= TOP)) {
          if (HELD_OUT.has(setName)) heldOutMisses += 1;
          else misses.push({ set: setName, lang, q, kind, expected: expected[0], got: ranked.ours.slice(0, TOP) });
        } else if (name === 'ours' && rank > 0 && showSecond && !HELD_OUT.has(setName)) {
          misses.push({ set: `${setName}, not first`, lang, q, kind, expected: expected[0], got: ranked.ours.slice(0, rank + 1) });
        }
      }
    }
    const n = queries.length;
    quality[setName][lang] = {
      queries: n,
      ...Object.fromEntries(
        ENGINES.map((e) => [e, { recallAt5: stats[e].hits / n, top1: stats[e].top1 / n, mrr: stats[e].rr / n }]),
      ),
      ...(HELD_OUT.has(setName) ? { oursMisses: heldOutMisses } : {}),
    };
  }
}

if (qualityOnly) {
  printQuality(quality);
  printMisses(misses, TOP);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

// ---------------------------------------------------------------- sizes

function sizes(buffer) {
  return { raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length };
}

const size = {};
for (const lang of langs) {
  const o = sizes(fs.readFileSync(ourFiles[lang].path));
  const d = sizes(Buffer.from(defaultJson[lang]));
  size[lang] = { ours: o, default: d, gzipRatio: o.gzip / d.gzip };
}

// ---------------------------------------------------------------- synthetic corpus

const synthetic = {};
for (const lang of langs) {
  const pages = synthesize(pagesByLang[lang], lang, scaleFactor);
  const [emitted] = ours.emitIndexes(pages);
  const syntheticDefault = JSON.stringify(pages);
  synthetic[lang] = {
    pages: pages.length,
    ours: emitted.json,
    default: syntheticDefault,
    oursSize: sizes(Buffer.from(emitted.json)),
    defaultSize: sizes(Buffer.from(syntheticDefault)),
  };
}

// ---------------------------------------------------------------- browser

const speed = await measureSpeed({ siteDir, chromiumPath, langs, ourFiles, querySet, runs, scaleFactor, oursBrowser, defaultBrowser, defaultJson, synthetic });

// ---------------------------------------------------------------- report

const report = {
  date: new Date().toISOString(),
  site: path.relative(root, siteDir) || '.',
  browser: (await import('node:child_process')).execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(),
  runsPerQuery: runs,
  targets: { recallAt5: 0.97, top1: 0.85, p95MsAt10x: 20 },
  quality,
  size,
  synthetic: Object.fromEntries(
    langs.map((l) => [l, { factor: scaleFactor, pages: synthetic[l].pages, ours: synthetic[l].oursSize, default: synthetic[l].defaultSize }]),
  ),
  speed,
  misses,
};

fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

console.log(`Search bench, ${report.date} (${report.browser})\n`);
printQuality(quality);

console.log('\nSize and speed (headless Chromium, uncached queries)');
const rows = [];
for (const lang of langs) {
  const sz = size[lang];
  rows.push([lang, 'index raw', kb(sz.ours.raw), kb(sz.default.raw), '']);
  rows.push([lang, 'index gzip', kb(sz.ours.gzip), kb(sz.default.gzip), `ratio ${sz.gzipRatio.toFixed(2)}`]);
  for (const scale of ['1x', `${scaleFactor}x`]) {
    const sp = speed[lang][scale];
    rows.push([lang, `load ${scale}`, ms(sp.ours.loadMs), ms(sp.default.loadMs), scale === '1x' ? '' : `${synthetic[lang].pages} pages`]);
    rows.push([lang, `word table ${scale}`, ms(sp.ours.wordsMs), '', 'filled after the load, between queries']);
    rows.push([lang, `p50 ${scale}`, ms(sp.ours.p50), ms(sp.default.p50), '']);
    rows.push([lang, `p95 ${scale}`, ms(sp.ours.p95), ms(sp.default.p95), '']);
  }
}
printTable(['lang', 'metric', 'ours', 'rspress default', 'note'], rows);
printMisses(misses, TOP);
console.log(`\nHeld-out misses are counted in the report, not listed. Report: ${path.relative(root, outFile)}`);
fs.rmSync(work, { recursive: true, force: true });
