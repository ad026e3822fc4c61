/**
 * How soon the search panel shows its first results on a cold panel: the
 * panel has never been opened on the page, and the reader opens it with
 * Ctrl+K and enters a word in one input event (an IME commit, a paste, or the
 * one key of a short query). Measured from that `input` event to the first
 * result row in the DOM, on the built site served like a CDN, in headless
 * Chromium under a CPU slowdown; also from the Ctrl+K that opened the panel
 * (a panel that shows sooner lets the reader type sooner, while the index may
 * still be loading). The panel waits INPUT_DELAY_MS (150 ms, the
 * spec's input delay) after the last input before it searches, so that much of
 * every figure is by design; a reader typing key by key sees results 150 ms
 * after their last key.
 *
 *   node scripts/bench/search-panel.mjs [--dir doc_build] [--cpu 4] [--runs 5]
 *
 * Two moments to open the panel:
 * - after idle: the page has loaded and its idle prefetch has downloaded the
 *   index; the engine worker may still be building it (each run says whether
 *   it was ready when the word came);
 * - engine ready: the same, and the worker has said its engine is built (the
 *   common case: a reader reads for a few seconds, then searches);
 * - at once: the panel is opened as soon as the page is interactive, before
 *   any prefetch (the worst case: download, parse and build all wait on it);
 * - at once, no worker: the same in a browser without Web Workers, where the
 *   engine builds on the page.
 *
 * Chromium's CPU throttling reaches the page but not its workers (CDP answers
 * "Operation is only supported for pages, not workers"), so in the first two
 * moments the engine worker builds at this machine's full speed; the third
 * shows the build itself slowed down, on the page.
 *
 * Also the bytes of a first search (see `firstSearchBytes`).
 *
 * Prints medians and every run; `--json <file>` also writes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromePath, serve } from './lib/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

/** A reader's first query per language. */
const QUERIES = { en: { route: '/guide/basic/cli', q: 'browser' }, zh: { route: '/zh/guide/basic/cli', q: '浏览器' } };
const TIMEOUT_MS = 20_000;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Records the Ctrl+K that opens the panel, the first input in the search box,
 * the first result row and the engine worker's `ready` message, in page time.
 */
function instrument() {
  const w = window;
  w.__panel = { opened: null, firstInput: null, firstHit: null, engineReady: null };
  const NativeWorker = w.Worker;
  if (NativeWorker) {
    w.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (e) => {
          if (w.__panel.engineReady === null && e.data?.kind === 'ready') w.__panel.engineReady = performance.now();
        });
      }
    };
  }
  document.addEventListener(
    'keydown',
    (e) => {
      if (w.__panel.opened === null && e.ctrlKey && e.key.toLowerCase() === 'k') w.__panel.opened = performance.now();
    },
    true,
  );
  document.addEventListener(
    'input',
    (e) => {
      if (w.__panel.firstInput === null && e.target instanceof HTMLInputElement && e.target.type === 'search') w.__panel.firstInput = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (w.__panel.firstInput !== null && w.__panel.firstHit === null && document.querySelector('.at-search-hit')) w.__panel.firstHit = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function once(browser, base, lang, moment, cpu) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(instrument);
  if (moment === 'at once, no worker') await page.addInitScript(() => delete window.Worker);
  // Seen at the context, so a download by the engine worker counts too.
  const indexDownloaded = new Promise((resolve) => page.on('requestfinished', (r) => /search-index/.test(r.url()) && resolve()));
  const { route, q } = QUERIES[lang];
  const idle = moment === 'after idle' || moment === 'engine ready';
  await page.goto(`${base}${route}`, { waitUntil: idle ? 'load' : 'commit' });
  await page.locator('.at-search-button[data-hotkey]').first().waitFor({ timeout: TIMEOUT_MS });
  if (idle) {
    await indexDownloaded;
    await page.waitForLoadState('networkidle');
  }
  if (moment === 'engine ready') await page.waitForFunction(() => window.__panel.engineReady !== null, null, { timeout: TIMEOUT_MS });
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('searchbox').waitFor({ timeout: TIMEOUT_MS });
  await page.keyboard.insertText(q);
  await page.waitForFunction(() => window.__panel.firstHit !== null, null, { timeout: TIMEOUT_MS });
  const { opened, firstInput, firstHit, engineReady } = await page.evaluate(() => window.__panel);
  await context.close();
  return { fromWord: firstHit - firstInput, fromOpen: firstHit - opened, readyFirst: engineReady !== null && engineReady < firstInput };
}

/**
 * Scripts and JSON files of this site the page requests after its load event,
 * until the network is idle; with `query`, also through a first search for it.
 * `noSearch` makes the page report Save-Data, so the search prefetch stays off.
 */
async function filesAfterLoad(browser, url, { query, noSearch = false }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (noSearch) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  let loaded = false;
  const after = new Set();
  context.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (loaded && u.origin === new URL(url).origin && /\.(?:js|json)$/.test(u.pathname)) after.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  if (query) {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('searchbox').waitFor({ timeout: TIMEOUT_MS });
    await page.keyboard.insertText(query);
    await page.locator('.at-search-hit').first().waitFor({ timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return after;
}

/**
 * Bytes a first search costs (gzip, as a CDN sends them): the scripts and JSON
 * files the page requests after its load event up to the first result row of
 * a query (the idle prefetch, the engine worker with FlexSearch, the worker
 * client, the panel and the index), read from the built files. Files the same
 * page also loads after its load event with search switched off (its lazily
 * hydrated parts) are not search's: they are listed apart, not counted.
 */
async function firstSearchBytes(browser, base, dir, lang) {
  const { route, q } = QUERIES[lang];
  const withSearch = await filesAfterLoad(browser, `${base}${route}`, { query: q });
  const pageOwn = await filesAfterLoad(browser, `${base}${route}`, { noSearch: true });
  const gzip = (p) => ({ path: p, gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, decodeURIComponent(p)))).length });
  const files = [...withSearch].filter((p) => !pageOwn.has(p)).sort().map(gzip);
  const notSearch = [...withSearch].filter((p) => pageOwn.has(p)).sort().map(gzip);
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), notSearch };
}

export async function measurePanel({ dir, cpu = 4, runs = 5, log = () => {} }) {
  const server = await serve(root, dir);
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const results = {};
  try {
    for (const lang of Object.keys(QUERIES)) {
      results[lang] = {};
      const bytes = await firstSearchBytes(browser, server.base, dir, lang);
      results[lang]['first search bytes'] = bytes;
      const list = (files) => files.map((f) => `${path.basename(f.path)} ${(f.gzip / 1024).toFixed(1)}`).join(', ');
      log(`${lang} first search: ${(bytes.gzip / 1024).toFixed(1)} KB gzip (${list(bytes.files)}); the page's own lazy files, not counted: ${list(bytes.notSearch) || 'none'}`);
      for (const moment of ['after idle', 'engine ready', 'at once', 'at once, no worker']) {
        const timings = [];
        for (let r = 0; r < runs; r += 1) timings.push(await once(browser, server.base, lang, moment, cpu));
        const all = timings.map((t) => t.fromWord);
        const fromOpen = timings.map((t) => t.fromOpen);
        const readyFirst = timings.filter((t) => t.readyFirst).length;
        results[lang][moment] = { median: median(all), runs: all, fromOpenMedian: median(fromOpen), fromOpenRuns: fromOpen, readyFirst };
        const ready = moment === 'after idle' ? `, engine ready before the word in ${readyFirst} of ${runs}` : '';
        log(`${lang} ${moment}: median ${median(all).toFixed(0)} ms from the word (${all.map((t) => t.toFixed(0)).join(', ')}), ${median(fromOpen).toFixed(0)} ms from Ctrl+K (${fromOpen.map((t) => t.toFixed(0)).join(', ')})${ready}`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return { cpu, runs, queries: QUERIES, results };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(root, option('dir', process.env.DOCS_OUT_DIR || 'doc_build'));
  const report = await measurePanel({ dir, cpu: Number(option('cpu', 4)), runs: Number(option('runs', 5)), log: (line) => process.stdout.write(`${line}\n`) });
  const out = option('json', null);
  if (out) fs.writeFileSync(path.resolve(root, out), `${JSON.stringify(report, null, 2)}\n`);
}
