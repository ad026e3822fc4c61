/**
 * What a page's first layout spends its CPU on: the page is loaded as built
 * without its scripts (the pre-paint layout happens before they run, and
 * React would undo an injected rule), once as it is and once per variant,
 * each with one CSS rule added at the end of its head; runs are interleaved.
 * Reported: the thread CPU time of all Layouts until two frames after load,
 * and of the longest (wall time would also count waits for the browser
 * process).
 *
 *   node scripts/bench/layout-bisect.mjs [--dir doc_build] [--cpu 8] [--runs 5] [--frame] [--css] [--rule 'name=css'] /404
 *
 *   --frame   hide one part of the frame at a time (nav, sidebar, outline, content)
 *   --css     reset one suspect property at a time (text-autospace, text-rendering, ...)
 *   --rule    a variant of your own; repeatable
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromePath, serve } from './lib/lighthouse.mjs';
import { fileForRoute } from './lib/first-load.mjs';
import { traceTab } from './lib/trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const FRAME = {
  'no nav': '.rp-nav { display: none !important }',
  'no sidebar': '.rp-doc-layout__sidebar { display: none !important }',
  'no outline': '.rp-doc-layout__outline { display: none !important }',
  'no content': '.rp-doc-layout__doc { display: none !important }',
  'no body': 'body { display: none !important }',
};

const CSS = {
  'text-autospace off': '* { text-autospace: no-autospace !important }',
  'text-rendering auto': '* { text-rendering: auto !important }',
  'no container queries': '* { container-type: normal !important }',
  'no backdrop-filter': '* { backdrop-filter: none !important }',
  'no sticky or fixed': '* { position: static !important }',
  'one font family': '* { font-family: sans-serif !important }',
};

function takeOption(args, name, fallback) {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  return args.splice(i, 2)[1];
}

function takeFlag(args, name) {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
}

/** The built page without scripts or script preloads, with `css` last in its head. */
function variantHtml(html, css) {
  const bare = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*>/g, '');
  return css ? bare.replace('</head>', `<style>${css}</style></head>`) : bare;
}

/** The thread CPU time of all the page's Layouts and of the longest, with the longest one's object count. */
async function longestLayout(browser, url, cpu) {
  const events = await traceTab(browser, {
    cpu,
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    load: async (page) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
  });
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X').sort((a, b) => b.tdur - a.tdur);
  const cpuMs = (e) => (e?.tdur ?? 0) / 1000;
  return {
    longestMs: cpuMs(layouts[0]),
    allMs: layouts.reduce((sum, e) => sum + cpuMs(e), 0),
    allWallMs: layouts.reduce((sum, e) => sum + e.dur / 1000, 0),
    objects: layouts[0]?.args?.beginData?.dirtyObjects ?? 0,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const args = process.argv.slice(2);
  const dir = path.resolve(root, takeOption(args, '--dir', 'doc_build'));
  const cpu = Number(takeOption(args, '--cpu', '8'));
  const runs = Number(takeOption(args, '--runs', '5'));
  const variants = { 'as built': '' };
  if (takeFlag(args, '--frame')) Object.assign(variants, FRAME);
  if (takeFlag(args, '--css')) Object.assign(variants, CSS);
  for (let rule = takeOption(args, '--rule'); rule; rule = takeOption(args, '--rule')) {
    const at = rule.indexOf('=');
    if (at < 1) throw new Error(`--rule wants name=css, got "${rule}"`);
    variants[rule.slice(0, at)] = rule.slice(at + 1);
  }
  const route = args[0] ?? '/404';
  const source = fileForRoute(dir, route);
  if (!source || !fs.existsSync(source)) throw new Error(`No built page for ${route} in ${dir}`);
  const html = fs.readFileSync(source, 'utf8');
  // Beside the built pages, so their stylesheets resolve; removed at the end.
  const scratch = fs.mkdtempSync(path.join(dir, '__layout-bisect-'));
  const names = Object.keys(variants);
  names.forEach((name, i) => fs.writeFileSync(path.join(scratch, `${i}.html`), variantHtml(html, variants[name])));
  const { base, stop } = await serve(root, dir);
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? chromePath(), args: ['--no-sandbox'] });
  const results = new Map(names.map((name) => [name, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [i, name] of names.entries()) {
        results.get(name).push(await longestLayout(browser, `${base}/${path.basename(scratch)}/${i}.html`, cpu));
      }
    }
  } finally {
    await browser.close();
    await stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  process.stdout.write(`\n${route}, scripts removed, ${cpu}× CPU, ${runs} interleaved runs: Layout thread CPU and wall time, median (min–max)\n\n`);
  process.stdout.write('| Variant | All layouts ms | All layouts, wall ms | Longest layout ms | Its objects |\n| --- | ---: | ---: | ---: | ---: |\n');
  const spread = (xs) => `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
  for (const [name, rows] of results) {
    process.stdout.write(`| ${name} | ${spread(rows.map((r) => r.allMs))} | ${spread(rows.map((r) => r.allWallMs))} | ${spread(rows.map((r) => r.longestMs))} | ${median(rows.map((r) => r.objects))} |\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`layout-bisect: ${error.message}\n`);
  process.exitCode = 1;
});
