/**
 * Lighthouse (mobile preset, the package's default config) against pages of
 * a built site served like a CDN (scripts/serve-cdn.mjs behind a gzip
 * proxy), driving Debian's Chromium through chrome-launcher.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

export function chromePath() {
  const candidates = [process.env.CHROME_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A reverse proxy that gzips text responses, as every CDN does. The e2e
 * server sends files uncompressed, which would make Lighthouse's simulated
 * slow 4G charge the full size of every HTML, CSS and JS file.
 */
function compressingProxy(target, port) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (up) => {
        const headers = { ...up.headers };
        const type = String(headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && req.method !== 'HEAD';
        if (!gzip) {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(zlib.createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Starts the CDN-like server for `dir` behind a gzip proxy; resolves once it answers. */
export async function serve(root, dir) {
  const backendPort = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-cdn.mjs'), '--port', String(backendPort), '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await freePort();
  const proxy = await compressingProxy(backendPort, port);
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    proxy.close();
    child.kill('SIGTERM');
  };
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('serve-cdn did not start');
}

/**
 * Lighthouse flags for a CPU slowdown other than the mobile preset's 4×
 * (8× stands for a low-end phone). The rest of the preset's throttling
 * stays: Lighthouse merges the flag into it.
 */
export function cpuFlags(cpu) {
  return cpu ? { throttling: { cpuSlowdownMultiplier: cpu } } : {};
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Runs Lighthouse `runs` times per URL (fresh tab each time) and keeps, per
 * URL, the run with the median performance score.
 */
export async function runLighthouse(urls, { runs = 1, cpu, log = () => {} } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const { name, url } of urls) {
      const attempts = [];
      const errors = [];
      // A run whose trace broke (no metrics) is retried: it says nothing about the page.
      for (let i = 0; attempts.length < runs && i < runs + 2; i += 1) {
        log(`lighthouse ${name} (${attempts.length + 1}/${runs})\n`);
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...cpuFlags(cpu) });
        const error = lhr.runtimeError?.message ?? lhr.audits['first-contentful-paint']?.errorMessage;
        if (error) errors.push(error);
        else attempts.push(lhr);
      }
      if (!attempts.length) {
        results.push({ name, url: new URL(url).pathname, error: errors.join('; '), scores: {}, metrics: {}, failing: [], runs: 0 });
        continue;
      }
      const perf = median(attempts.map((l) => l.categories.performance.score ?? 0));
      const lhr = attempts.find((l) => (l.categories.performance.score ?? 0) === perf) ?? attempts[0];
      const failing = [];
      for (const cat of CATEGORIES) {
        for (const ref of lhr.categories[cat].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failing.push({ category: cat, id: ref.id, score: audit.score, value: audit.displayValue ?? '' });
          }
        }
      }
      results.push({
        name,
        url: new URL(url).pathname,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([id, short]) => [short, { value: lhr.audits[id]?.numericValue ?? null, display: lhr.audits[id]?.displayValue ?? '' }]),
        ),
        failing,
        runs,
        lighthouseVersion: lhr.lighthouseVersion,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        benchmarkIndexes: attempts.map((l) => Math.round(l.environment?.benchmarkIndex ?? 0)),
        cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
        performanceRuns: attempts.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)),
        tbtRuns: attempts.map((l) => Math.round(l.audits['total-blocking-time']?.numericValue ?? 0)),
        warnings: lhr.runWarnings ?? [],
        retriedErrors: errors,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
