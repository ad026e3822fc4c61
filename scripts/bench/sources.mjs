#!/usr/bin/env node
/**
 * Which source files the first-load JS of a page is made of, from the
 * source maps of a build made with `output.sourceMap.js: 'source-map'`.
 * A diagnostic for the JS budget, not part of `npm run bench`.
 *
 * Usage: node scripts/bench/sources.mjs <build-dir> [route=/guide/basic/cli] [--top 40]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileForRoute, firstLoadResources, gzipSize, routeChunks } from './lib/first-load.mjs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one VLQ segment list (`AAAA,CAAC`) into number arrays. */
function decodeSegments(line) {
  return line.split(',').filter(Boolean).map((seg) => {
    const values = [];
    let shift = 0;
    let value = 0;
    for (const ch of seg) {
      const digit = B64_INDEX.get(ch);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    return values;
  });
}

/** Generated code per original source (the minified text each source became). */
export function codeBySource(code, map) {
  const lines = code.split('\n');
  const out = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? '';
    const segs = decodeSegments(line);
    let col = 0;
    const starts = [];
    for (const seg of segs) {
      col += seg[0];
      if (seg.length > 1) source += seg[1];
      starts.push([col, seg.length > 1 ? source : -1]);
      // Line and column deltas of the original position are not needed here.
    }
    starts.forEach(([start, src], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : text.length;
      const name = src < 0 ? '(unmapped)' : map.sources[src];
      out.set(name, (out.get(name) ?? '') + text.slice(start, Math.max(start, end)));
    });
  });
  return out;
}

const normalise = (source) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'npm:')
    .replace(/^\.\//, '');

function main() {
  const [dir, route = '/guide/basic/cli'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > -1 ? Number(process.argv[topIndex + 1]) : 40;
  const html = fs.readFileSync(fileForRoute(dir, route), 'utf8');
  const totals = new Map();
  const packages = new Map();
  const scripts = firstLoadResources(html)
    .filter((r) => r.kind === 'js' && r.href)
    .map((r) => ({ href: r.href, text: fs.readFileSync(path.join(dir, r.href.replace(/^\//, '')), 'utf8') }));
  const hrefs = [...scripts.map((s) => s.href), ...routeChunks(scripts)];
  for (const href of hrefs) {
    const file = path.join(dir, href.replace(/^\//, ''));
    if (!fs.existsSync(`${file}.map`)) {
      process.stderr.write(`no source map for ${href}\n`);
      continue;
    }
    const code = codeBySource(fs.readFileSync(file, 'utf8'), JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    for (const [src, text] of code) {
      const name = `${path.basename(href).split('.')[0]}  ${normalise(src)}`;
      totals.set(name, (totals.get(name) ?? '') + text);
      const pkg = normalise(src).startsWith('npm:')
        ? normalise(src).split('/').slice(0, normalise(src).startsWith('npm:@') ? 2 : 1).join('/')
        : normalise(src).split('/').slice(0, 2).join('/');
      packages.set(pkg, (packages.get(pkg) ?? '') + text);
    }
  }
  const print = (title, map, n) => {
    process.stdout.write(`\n${title}\n${'raw'.padStart(9)}${'gzip*'.padStart(9)}\n`);
    for (const [name, text] of [...map].sort((a, b) => b[1].length - a[1].length).slice(0, n)) {
      const buf = Buffer.from(text);
      process.stdout.write(`${String(buf.length).padStart(9)}${String(gzipSize(buf)).padStart(9)}  ${name}\n`);
    }
  };
  process.stdout.write('* gzip of each part on its own: an upper bound of what removing it saves.\n');
  print(`First-load JS of ${route} by package or folder`, packages, top);
  print(`Largest files`, totals, top);
}

main();
