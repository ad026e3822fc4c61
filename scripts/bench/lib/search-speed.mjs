/**
 * The search bench's speed runs: in headless Chromium, index load (fetch +
 * parse + build) and p50/p95 query latency, uncached, of ours and Rspress's
 * default search, at 1× the content and at the synthetic corpus.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Serves the bundles and indexes from memory and the built site from
 * `siteDir`, and times each engine per language and scale.
 * `bench`: { siteDir, chromiumPath, langs, ourFiles, querySet, runs, scaleFactor,
 * oursBrowser, defaultBrowser, defaultJson, synthetic }.
 */
export async function measureSpeed(bench) {
  const { siteDir, chromiumPath, langs, ourFiles, querySet, runs, scaleFactor, oursBrowser, defaultBrowser, defaultJson, synthetic } = bench;
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
        // The word table fills after the build, between queries; time the queries with it filled.
        await engine.wordsFilled;
        const words = performance.now() - t2;
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
        return { fetchParse: t1 - t0, build: t2 - t1, load: t2 - t0, words, times, sections: engine.sections.length };
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
        wordsMs: oursResult.words,
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
  return speed;
}
