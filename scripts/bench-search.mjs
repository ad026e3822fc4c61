#!/usr/bin/env node
/**
 * Search bench: quality, size and speed of our search against Rspress's
 * default search, on the same built site.
 *
 *   npm run build && npm run bench:search [-- --dir doc_build --runs 5] [--quality-only] [--not-first]
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
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { halfOf, REGRESSION_SET, SPLIT_SETS } from './bench/lib/query-sets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium';
const TOP = 5;
/** MRR counts a page found within the first 7 results (what the panel shows by default). */
const MRR_CUTOFF = 7;

const staticDir = path.join(siteDir, 'static');
if (!fs.existsSync(staticDir)) {
  console.error(`No built site in ${siteDir}. Run "npm run build" first.`);
  process.exit(1);
}

// ---------------------------------------------------------------- printing

const round = (n, d = 3) => Number(n.toFixed(d));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(2)} ms`;
const fmt = (m) => `${round(m.recallAt5, 2).toFixed(2)} / ${round(m.top1, 2).toFixed(2)} / ${round(m.mrr, 2).toFixed(2)}`;

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}


function printQuality() {
  console.log('Quality: page-level recall@5 / top-1 / MRR');
  const qualityRows = [];
  for (const [setName, byLang] of Object.entries(quality)) {
    for (const [lang, q] of Object.entries(byLang)) {
      qualityRows.push([setName, lang, q.queries, fmt(q.ours), fmt(q.flexsearch), fmt(q.default)]);
    }
  }
  printTable(['set', 'lang', 'queries', 'ours', 'FlexSearch stock', 'Rspress default'], qualityRows);
}

function printMisses() {
  if (misses.length > 0) {
    console.log(`\nOur misses outside the held-out half (expected page not in top ${TOP}):`);
    for (const m of misses) console.log(`  [${m.set}] ${m.lang} ${JSON.stringify(m.q)} → expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`);
  }
}

// ---------------------------------------------------------------- bundles

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
const rspressSearch = path.join(root, 'node_modules/@rspress/core/dist/theme/components/Search/logic/search.js');

/** Rspress's search imports virtual modules that only exist inside its build. */
const stubVirtualModules = {
  name: 'stub-rspress-virtual-modules',
  setup(b) {
    b.onResolve({ filter: /^virtual-page-data$/ }, () => ({ path: 'virtual-page-data', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents:
        'export const searchIndexHash = new Proxy({}, { get: (_, key) => globalThis.__BENCH_INDEX_HASH__?.[key] });' +
        'export const pageData = { pages: [] };',
      loader: 'js',
    }));
  },
};

async function bundle(entry, outName, platform, format, plugins = []) {
  const outfile = path.join(work, outName);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform,
    format,
    globalName: format === 'iife' ? 'Bench' : undefined,
    target: platform === 'node' ? 'node20' : 'chrome120',
    define: { __webpack_public_path__: 'globalThis.__BENCH_PUBLIC_PATH__' },
    plugins,
    logLevel: 'silent',
    absWorkingDir: root,
    minify: platform === 'browser',
  });
  return outfile;
}

const oursEntry = path.join(work, 'ours-entry.ts');
fs.writeFileSync(
  oursEntry,
  [
    `export { SearchEngine } from ${JSON.stringify(path.join(root, 'src/search/engine.ts'))};`,
    `export { emitIndexes } from ${JSON.stringify(path.join(root, 'plugins/search-index/index.ts'))};`,
    `export { tokenize } from ${JSON.stringify(path.join(root, 'src/search/tokenize.ts'))};`,
    `export { userProblems } from ${JSON.stringify(path.join(root, 'src/data/user-problems.ts'))};`,
  ].join('\n'),
);
const oursBrowserEntry = path.join(work, 'ours-browser-entry.ts');
fs.writeFileSync(
  oursBrowserEntry,
  [
    `export { SearchEngine } from ${JSON.stringify(path.join(root, 'src/search/engine.ts'))};`,
    `export { yieldToHost } from ${JSON.stringify(path.join(root, 'theme/search/engine-loader.ts'))};`,
  ].join('\n'),
);
const defaultEntry = path.join(work, 'default-entry.js');
fs.writeFileSync(defaultEntry, `export { PageSearcher } from ${JSON.stringify(rspressSearch)};`);

const [oursNode, oursBrowser, defaultNode, defaultBrowser] = await Promise.all([
  bundle(oursEntry, 'ours-node.mjs', 'node', 'esm'),
  bundle(oursBrowserEntry, 'ours-browser.js', 'browser', 'iife'),
  bundle(defaultEntry, 'default-node.mjs', 'node', 'esm', [stubVirtualModules]),
  bundle(defaultEntry, 'default-browser.js', 'browser', 'iife', [stubVirtualModules]),
]);
const ours = await import(pathToFileURL(oursNode).href);
const rspress = await import(pathToFileURL(defaultNode).href);

// ---------------------------------------------------------------- index files

/** Our files: static/search/search-index.<lang>[.<version>].<hash>.json */
const ourFiles = {};
const ourDir = path.join(staticDir, 'search');
if (fs.existsSync(ourDir)) {
  for (const name of fs.readdirSync(ourDir)) {
    const m = /^search-index\.([^.]+)\.(?:.+\.)?([0-9a-f]+)\.json$/.exec(name);
    if (!m) continue;
    const file = { url: `/static/search/${name}`, path: path.join(ourDir, name), mtime: fs.statSync(path.join(ourDir, name)).mtimeMs };
    // A build into a folder outside the project is not cleaned first (Rsbuild
    // only cleans inside the root), so older index files may lie next to the
    // new one: the newest is this build's.
    if (ourFiles[m[1]]) {
      console.error(`Several ${m[1]} index files in ${ourDir}; using the newest. Build into an empty folder to be sure.`);
      if (ourFiles[m[1]].mtime > file.mtime) continue;
    }
    ourFiles[m[1]] = file;
  }
}
const langs = Object.keys(ourFiles).sort();
if (langs.length === 0) {
  console.error(`No search index in ${ourDir}: is the search-index plugin wired into rspress.config.ts?`);
  process.exit(1);
}
const indexByLang = Object.fromEntries(langs.map((l) => [l, JSON.parse(fs.readFileSync(ourFiles[l].path, 'utf8'))]));

/** Sections the plugin adds from components' data (src/search/component-sections.ts): Rspress extracts no text from components. */
const REFERENCE_ANCHOR = /^(?:flag-|cfg-|session-|replay-|atr-shortcuts-title$)/;

/**
 * The page records Rspress's own search would index (the build deletes its
 * files: one index family ships), rebuilt from our sections: the intro, then
 * every heading with its text, and a toc with offsets.
 */
/**
 * The intro text of a page with its keywords (frontmatter `keywords`)
 * appended: the stock engines get the same words ours reads, as plain text.
 */
function withKeywords(page, text) {
  return page[3] ? `${text} ${page[3]}` : text;
}

function recordsFromIndex(file) {
  return file.pages.map(([routePath, title], p) => {
    let content = '';
    const toc = [];
    for (const [page, anchor, heading, depth, text] of file.sections) {
      if (page !== p || REFERENCE_ANCHOR.test(anchor)) continue;
      if (!anchor) {
        content += withKeywords(file.pages[p], text);
        continue;
      }
      content += '\n\n';
      toc.push({ text: heading, id: anchor, depth, charIndex: content.length });
      content += `${heading}\n${text}`;
    }
    return { routePath, title, content, toc, lang: file.lang, version: file.version, frontmatter: {} };
  });
}
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

function withLang(route, lang) {
  return lang === 'en' ? route : `/${lang}${route}`;
}

function uniqueRoutes(links) {
  const out = [];
  for (const link of links) {
    const route = link.split('#')[0];
    if (!out.includes(route)) out.push(route);
  }
  return out;
}

async function defaultSearcher(lang) {
  globalThis.__BENCH_PUBLIC_PATH__ = '/';
  globalThis.__BENCH_INDEX_HASH__ = { [`###${lang}`]: 'bench' };
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(defaultJson[lang], { status: 200, headers: { 'content-type': 'application/json' } });
  const searcher = new rspress.PageSearcher({ indexName: 'Agent TARS', currentLang: lang, currentVersion: '' });
  await searcher.init();
  globalThis.fetch = originalFetch;
  return searcher;
}

/**
 * FlexSearch 0.8 as its README sets it up: a Document index over the same
 * sections (title, heading and text fields), the `forward` tokeniser and its
 * default encoder. Results merged field by field, title first.
 */
const { Document: FlexDocument } = (await import('flexsearch')).default;
function flexSearcher(file) {
  const doc = new FlexDocument({ tokenize: 'forward', document: { id: 'id', index: ['title', 'heading', 'text'] } });
  file.sections.forEach(([page, anchor, heading, , text], id) => {
    doc.add({ id, title: file.pages[page][1], heading, text: anchor ? text : withKeywords(file.pages[page], text) });
  });
  return (q) => {
    const results = doc.search(q.trim(), { limit: 100 });
    const routes = [];
    for (const field of ['title', 'heading', 'text']) {
      for (const id of results.find((r) => r.field === field)?.result ?? []) {
        const route = file.pages[file.sections[id][0]][0];
        if (!routes.includes(route)) routes.push(route);
      }
    }
    return routes;
  };
}

const ENGINES = ['ours', 'flexsearch', 'default'];
const quality = {};
const misses = [];
const engines = {};
for (const lang of langs) {
  engines[lang] = {
    ours: ours.SearchEngine.fromFile(indexByLang[lang]),
    flexsearch: flexSearcher(indexByLang[lang]),
    default: await defaultSearcher(lang),
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
  printQuality();
  printMisses();
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

/** Deterministic pseudo-random numbers, so every run measures the same corpus. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function synthesize(pages, lang, factor) {
  const rand = rng(lang === 'en' ? 7 : 11);
  // Words grouped by length: a swap keeps every offset, so headings stay where the toc says.
  const byLength = new Map();
  for (const w of new Set(pages.flatMap((p) => p.content.match(/\b[A-Za-z]{4,12}\b/g) ?? []))) {
    if (!byLength.has(w.length)) byLength.set(w.length, []);
    byLength.get(w.length).push(w);
  }
  const hanFragments = pages.flatMap((p) => p.content.match(/[\u4e00-\u9fff]{4,}/g) ?? []);
  const out = [...pages];
  for (let copy = 1; copy < factor; copy += 1) {
    for (const page of pages) {
      if (!page.content) continue;
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const routePath = `${prefix}/synthetic/${copy}${page.routePath.replace(/^\/[a-z]{2}(?=\/)/, '')}`;
      // Swap about one word in six for another word of the corpus, so copies
      // differ in vocabulary statistics and not only in their route.
      let content = page.content.replace(/\b[A-Za-z]{4,12}\b/g, (w) => {
        const pool = byLength.get(w.length);
        return rand() < 0.16 && pool ? pool[Math.floor(rand() * pool.length)] : w;
      });
      let lead = '';
      if (lang !== 'en' && hanFragments.length > 0) {
        // A long paragraph with no punctuation at all: 8–14 fragments glued together.
        const count = 8 + Math.floor(rand() * 7);
        for (let i = 0; i < count; i += 1) lead += hanFragments[Math.floor(rand() * hanFragments.length)];
        lead += '\n\n';
      }
      content = lead + content;
      out.push({
        ...page,
        routePath,
        title: `${page.title} ${copy}`,
        content,
        toc: page.toc.map((t) => ({ ...t, charIndex: t.charIndex < 0 ? -1 : t.charIndex + lead.length })),
      });
    }
  }
  return out;
}

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

const memory = new Map();
memory.set('/__bench__/index.html', { type: 'text/html', body: '<!doctype html><meta charset="utf-8"><title>bench</title>' });
memory.set('/__bench__/ours.js', { type: 'text/javascript', body: fs.readFileSync(oursBrowser) });
memory.set('/__bench__/default.js', { type: 'text/javascript', body: fs.readFileSync(defaultBrowser) });
for (const lang of langs) {
  memory.set(`/static/search_index.${lang}.bench.json`, { type: 'application/json', body: defaultJson[lang] });
  memory.set(`/__bench__/synthetic-ours-${lang}.json`, { type: 'application/json', body: synthetic[lang].ours });
  memory.set(`/static/search_index.${lang}.synthetic.json`, { type: 'application/json', body: synthetic[lang].default });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const hit = memory.get(url.pathname);
  if (hit) {
    res.writeHead(200, { 'content-type': hit.type });
    res.end(hit.body);
    return;
  }
  const file = path.join(siteDir, decodeURIComponent(url.pathname));
  if (file.startsWith(siteDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
    res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
    return;
  }
  res.writeHead(404);
  res.end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(lang, scale) {
  const page = await browser.newPage();
  await page.goto(`${origin}/__bench__/index.html`);
  await page.addScriptTag({ url: '/__bench__/ours.js' });
  const queries = (querySet[lang] ?? []).map((q) => q.q);
  const oursUrl = scale === 1 ? ourFiles[lang].url : `/__bench__/synthetic-ours-${lang}.json`;
  const oursResult = await page.evaluate(
    async ({ url, queries, runs }) => {
      const t0 = performance.now();
      const response = await fetch(url, { cache: 'no-store' });
      const file = await response.json();
      const t1 = performance.now();
      const engine = await window.Bench.SearchEngine.build(file, { yieldToHost: window.Bench.yieldToHost });
      const t2 = performance.now();
      for (const q of queries) engine.search(q);
      const times = [];
      for (let r = 0; r < runs; r += 1) {
        for (const q of queries) {
          engine.clearCache();
          const s = performance.now();
          engine.search(q);
          times.push(performance.now() - s);
        }
      }
      return { fetchParse: t1 - t0, build: t2 - t1, load: t2 - t0, times, sections: engine.sections.length };
    },
    { url: oursUrl, queries, runs },
  );
  await page.close();

  const page2 = await browser.newPage();
  await page2.goto(`${origin}/__bench__/index.html`);
  await page2.addScriptTag({ url: '/__bench__/default.js' });
  const hash = scale === 1 ? 'bench' : 'synthetic';
  const defaultResult = await page2.evaluate(
    async ({ lang, hash, queries, runs }) => {
      globalThis.__BENCH_PUBLIC_PATH__ = '/';
      globalThis.__BENCH_INDEX_HASH__ = { [`###${lang}`]: hash };
      const create = () => new window.Bench.PageSearcher({ indexName: 'Agent TARS', currentLang: lang, currentVersion: '' });
      const t0 = performance.now();
      const first = create();
      await first.init();
      const t1 = performance.now();
      for (const q of queries) await first.match(q, 7);
      const times = [];
      for (let r = 0; r < runs; r += 1) {
        // FlexSearch caches results per query: a fresh searcher per pass keeps every timing uncached.
        const searcher = create();
        await searcher.init();
        for (const q of queries) {
          const s = performance.now();
          await searcher.match(q, 7);
          times.push(performance.now() - s);
        }
      }
      return { load: t1 - t0, times };
    },
    // Building Rspress's index takes seconds at 10×: fewer fresh passes there.
    { lang, hash, queries, runs: scale === 1 ? runs : Math.min(runs, 2) },
  );
  await page2.close();
  return {
    ours: {
      loadMs: oursResult.load,
      fetchParseMs: oursResult.fetchParse,
      buildMs: oursResult.build,
      p50: percentile(oursResult.times, 50),
      p95: percentile(oursResult.times, 95),
      max: Math.max(...oursResult.times),
      samples: oursResult.times.length,
      sections: oursResult.sections,
    },
    default: {
      loadMs: defaultResult.load,
      p50: percentile(defaultResult.times, 50),
      p95: percentile(defaultResult.times, 95),
      max: Math.max(...defaultResult.times),
      samples: defaultResult.times.length,
    },
  };
}

const speed = {};
try {
  for (const lang of langs) {
    speed[lang] = {};
    for (const scale of [1, scaleFactor]) speed[lang][`${scale}x`] = await measure(lang, scale);
  }
} finally {
  await browser.close();
  server.close();
}

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
printQuality();

console.log('\nSize and speed (headless Chromium, uncached queries)');
const rows = [];
for (const lang of langs) {
  const sz = size[lang];
  rows.push([lang, 'index raw', kb(sz.ours.raw), kb(sz.default.raw), '']);
  rows.push([lang, 'index gzip', kb(sz.ours.gzip), kb(sz.default.gzip), `ratio ${sz.gzipRatio.toFixed(2)}`]);
  for (const scale of ['1x', `${scaleFactor}x`]) {
    const sp = speed[lang][scale];
    rows.push([lang, `load ${scale}`, ms(sp.ours.loadMs), ms(sp.default.loadMs), scale === '1x' ? '' : `${synthetic[lang].pages} pages`]);
    rows.push([lang, `p50 ${scale}`, ms(sp.ours.p50), ms(sp.default.p50), '']);
    rows.push([lang, `p95 ${scale}`, ms(sp.ours.p95), ms(sp.default.p95), '']);
  }
}
printTable(['lang', 'metric', 'ours', 'rspress default', 'note'], rows);
printMisses();
console.log(`\nHeld-out misses are counted in the report, not listed. Report: ${path.relative(root, outFile)}`);
fs.rmSync(work, { recursive: true, force: true });
