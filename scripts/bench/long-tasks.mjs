/**
 * Where a page's main-thread time goes on load: every task over 30 ms, with
 * what it spent its time on (script evaluation by file, layout, style, HTML
 * parsing, timers), under the CPU slowdown Lighthouse's mobile preset uses.
 * A diagnosis aid for the Lighthouse TBT figures of `npm run bench`.
 *
 *   node scripts/bench/long-tasks.mjs [--dir doc_build] [--cpu 4] [--min 30] [--wait 3000] /guide/basic/cli /
 *
 * Lighthouse's simulated throttling runs the page at full speed and multiplies
 * each task by 4; `--cpu 1 --min 12` lists the tasks it will count as long.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromePath, serve } from './lib/lighthouse.mjs';
import { traceTab } from './lib/trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KINDS = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireIdleCallback', 'EventDispatch', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'FireAnimationFrame']);

function option(args, name, fallback) {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
}

/** Sums a task's events by kind (and script file, for script work); the biggest first. */
function breakdown(task, events, floor) {
  const sums = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e === task || !KINDS.has(e.name) || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || '';
    const key = url ? `${e.name} ${url.split('/').pop()}` : e.name;
    sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000);
  }
  return [...sums].filter(([, ms]) => ms >= floor).sort((a, b) => b[1] - a[1]);
}

function trace(browser, url, cpu, wait) {
  return traceTab(browser, {
    cpu,
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    load: async (page) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(wait);
    },
  });
}

async function main() {
  const args = process.argv.slice(2);
  const dir = path.resolve(root, option(args, '--dir', 'doc_build'));
  const cpu = Number(option(args, '--cpu', '4'));
  const wait = Number(option(args, '--wait', '3000'));
  const min = Number(option(args, '--min', '30'));
  const paths = args.length ? args : ['/guide/basic/cli'];
  const { base, stop } = await serve(root, dir);
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? chromePath(), args: ['--no-sandbox'] });
  try {
    for (const p of paths) {
      const events = await trace(browser, base + p, cpu, wait);
      const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > min * 1000);
      const perThread = new Map();
      for (const t of tasks) perThread.set(t.tid, (perThread.get(t.tid) ?? 0) + t.dur);
      const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
      // From the task that starts parsing the page: earlier ones open the tab.
      const parse = events.find((e) => e.tid === main && e.name === 'ParseHTML');
      const t0 = parse ? (tasks.find((t) => t.tid === main && t.ts <= parse.ts && t.ts + t.dur >= parse.ts)?.ts ?? parse.ts) : 0;
      const mine = tasks.filter((t) => t.tid === main && t.ts >= t0);
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      // Like Lighthouse's TBT: the part over 50 ms of each task after the first paint.
      const blocking = mine.filter((t) => !fcp || t.ts >= fcp.ts).reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * (4 / cpu) - 50), 0);
      process.stdout.write(
        `\n${p} at ${cpu}× CPU: ${mine.length} tasks over ${min} ms; first paint at ${fcp ? `${Math.round((fcp.ts - t0) / 1000)} ms` : 'n/a'}; ${Math.round(blocking)} ms over 50 ms after it (durations scaled to 4×)\n`,
      );
      for (const t of mine) {
        const parts = breakdown(t, events, min / 8).slice(0, 5).map(([k, ms]) => `${k} ${Math.round(ms)}`);
        process.stdout.write(`  @${String(Math.round((t.ts - t0) / 1000)).padStart(5)} ms  ${String(Math.round(t.dur / 1000)).padStart(4)} ms  ${parts.join(', ')}\n`);
      }
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((err) => {
  process.stderr.write(`long-tasks: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
