/**
 * A/B Lighthouse comparison of one page in two (or more) built folders,
 * runs interleaved (A, B, A, B, …) so that the machine's drift hits every
 * build alike. Prints each build's median performance score, TBT, LCP and
 * FCP, with every run's figures and CPU index. This machine's speed varies
 * by a third within an hour, so compare builds only this way.
 *
 *   node scripts/bench/ab.mjs /guide/basic/cli /tmp/build-a /tmp/build-b [--runs 5] [--cpu 8]
 *
 * --cpu sets Lighthouse's CPU slowdown (the mobile preset's is 4; 8 stands
 * for a low-end phone). --json <file> also writes every run's figures there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, chromePath, cpuFlags, serve } from './lib/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt > -1 ? Number(args.splice(runsAt, 2)[1]) : 5;
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt > -1 ? Number(args.splice(cpuAt, 2)[1]) : undefined;
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt > -1 ? args.splice(jsonAt, 2)[1] : undefined;
const [pagePath, ...dirs] = args;
if (!pagePath || dirs.length < 2) {
  process.stderr.write('usage: node scripts/bench/ab.mjs <page path> <build dir A> <build dir B> [more dirs] [--runs 5]\n');
  process.exit(2);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function main() {
  const servers = [];
  for (const dir of dirs) servers.push(await serve(root, path.resolve(dir)));
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const results = dirs.map(() => []);
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [k, server] of servers.entries()) {
        const { lhr } = await lighthouse(server.base + pagePath, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...cpuFlags(cpu) });
        const a = lhr.audits;
        results[k].push({
          perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbt: Math.round(a['total-blocking-time'].numericValue),
          lcp: Math.round(a['largest-contentful-paint'].numericValue),
          fcp: Math.round(a['first-contentful-paint'].numericValue),
          cls: Math.round((a['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
          cpu: Math.round(lhr.environment.benchmarkIndex),
          slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        });
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.stop();
  }
  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify({ page: pagePath, cpu: cpu ?? 4, runs, builds: dirs.map((dir, k) => ({ dir, runs: results[k] })) }, null, 2)}\n`);
  for (const [k, dir] of dirs.entries()) {
    const r = results[k];
    const list = (key) => r.map((x) => x[key]).join(' ');
    process.stdout.write(
      `${dir}: performance ${median(r.map((x) => x.perf))} [${list('perf')}], TBT ${median(r.map((x) => x.tbt))} ms [${list('tbt')}], ` +
        `LCP ${median(r.map((x) => x.lcp))} ms, FCP ${median(r.map((x) => x.fcp))} ms, CLS max ${Math.max(...r.map((x) => x.cls))}, CPU ${r[0]?.slowdown}×, CPU index [${list('cpu')}]\n`,
    );
  }
}

main().catch((err) => {
  process.stderr.write(`ab: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
