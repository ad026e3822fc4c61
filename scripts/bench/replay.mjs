#!/usr/bin/env node
/**
 * Replay player under large files: for each generated session (one 45 MB
 * image, 300,000 events, 40 MB JSON and JSON Lines, a 1 MB line, deep
 * nesting), loads it into /replay/ of the built site in headless Chromium
 * (no throttling) and measures
 * - the longest main-thread task from picking the file until the player is ready,
 * - the load time (file picked → player shown),
 * - the latency of an arrow key onto step 2 (where each file has its heavy
 *   part) and then of a click on "Next" ("Previous" on the last step) (Event Timing: input to next paint).
 * Fixtures are written to a temp folder and deleted afterwards.
 *
 *   npm run build && npm run bench:replay [-- --dir doc_build --runs 3]
 *
 * Prints a Markdown table and writes bench/results/replay.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { replayFixtures, writeReplayFixture } from '../lib/replay-fixtures.mjs';
import { chromePath, serve } from './lib/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(root, arg('dir', 'doc_build'));
const runs = Number(arg('runs', 3));
if (!fs.existsSync(path.join(dir, 'replay', 'index.html'))) {
  console.error(`No built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** Installed before the page loads: long tasks and input events, read back by the bench. */
const OBSERVE = () => {
  window.__bench = { tasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function measure(page, base, file) {
  await page.goto(`${base}/replay/`);
  await page.waitForFunction(() => document.querySelector('[data-testid="replay-file-input"]'));
  const started = await page.evaluate(() => performance.now());
  await page.getByTestId('replay-file-input').setInputFiles(file);
  await page.waitForSelector('[data-testid="replay-page"][data-state="ready"], [data-testid="replay-error"]', { timeout: 120_000 });
  const ready = await page.evaluate(() => performance.now());
  const failed = await page.$('[data-testid="replay-error"]');
  // Let the last tasks land in the observer.
  await page.waitForTimeout(300);
  const longest = await page.evaluate((t0) => Math.max(0, ...window.__bench.tasks.filter((t) => t.start >= t0 - 1).map((t) => t.duration)), started);
  const latency = async (act, names) => {
    const before = await page.evaluate(() => window.__bench.events.length);
    const t0 = await page.evaluate(() => performance.now());
    await act();
    await page.waitForTimeout(400);
    const durations = await page.evaluate(
      ({ before, names, t0 }) => window.__bench.events.slice(before).filter((e) => names.includes(e.name) && e.start >= t0 - 1).map((e) => e.duration),
      { before, names, t0 },
    );
    // Event Timing reports only inputs of 16 ms or more; a missing entry means under 16 ms.
    return durations.length ? Math.max(...durations) : 16;
  };
  let click = NaN;
  let key = NaN;
  if (!failed) {
    // The arrow key moves onto step 2, where each fixture puts its heavy part; the click moves on from there.
    await page.getByRole('button', { name: /^Next/ }).first().focus();
    key = await latency(() => page.keyboard.press('ArrowRight'), ['keydown', 'keyup']);
    const next = page.getByRole('button', { name: /^Next/ }).first();
    const button = (await next.isEnabled()) ? next : page.getByRole('button', { name: /^Previous/ }).first();
    click = await latency(() => button.click(), ['click', 'pointerup', 'pointerdown']);
  }
  return { longestTask: longest, loadMs: ready - started, clickMs: click, keyMs: key, error: failed ? await failed.getAttribute('data-error') : null };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-bench-'));
const server = await serve(root, dir);
const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const results = [];
try {
  for (const [key, fixture] of Object.entries(replayFixtures)) {
    const file = writeReplayFixture(key, tmp);
    const size = fs.statSync(file).size;
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      samples.push(await measure(page, server.base, file));
      await context.close();
    }
    fs.rmSync(file);
    const row = {
      fixture: key,
      about: fixture.about,
      bytes: size,
      longestTaskMs: Math.round(median(samples.map((s) => s.longestTask))),
      maxLongestTaskMs: Math.round(Math.max(...samples.map((s) => s.longestTask))),
      loadMs: Math.round(median(samples.map((s) => s.loadMs))),
      clickMs: Math.round(median(samples.map((s) => s.clickMs))),
      keyMs: Math.round(median(samples.map((s) => s.keyMs))),
      error: samples.find((s) => s.error)?.error ?? null,
    };
    results.push(row);
    process.stderr.write(`${key}: ${JSON.stringify(row)}\n`);
  }
} finally {
  await browser.close();
  server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

const fmtTask = (ms) => (ms < 50 ? '< 50 ms' : `${ms} ms`);
const fmtMs = (ms) => (Number.isNaN(ms) || ms === null ? '–' : ms <= 16 ? '< 16 ms' : `${ms} ms`);
const lines = [
  `Replay player, ${runs} runs each (median, and the worst run for the longest task; "< 50 ms": no long task at all), headless Chromium, no throttling, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}:`,
  '',
  '| File | Size | Longest main-thread task | Load | Arrow key (onto step 2) | Click "Next" |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.about}${r.error ? ` (refused: ${r.error})` : ''} | ${(r.bytes / 1048576).toFixed(1)} MB | ${fmtTask(r.longestTaskMs)} (worst ${fmtTask(r.maxLongestTaskMs)}) | ${r.loadMs} ms | ${fmtMs(r.keyMs)} | ${fmtMs(r.clickMs)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/replay.json'), `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`);
