#!/usr/bin/env node
/**
 * Prints the rendered size of every built doc page: English characters and
 * Chinese (Han) characters, code blocks excluded.
 * Usage: node scripts/content-stats.mjs [route-prefix] [--dir doc_build]
 */
import fs from 'node:fs';
import path from 'node:path';
import { hanCount, renderedText } from './lib/html-text.mjs';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const dir = path.resolve(dirFlag > -1 ? args[dirFlag + 1] : 'doc_build');
const prefix = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--dir') ?? '/';

function* htmlFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const rows = [];
for (const file of htmlFiles(dir)) {
  const route = `/${path.relative(dir, file).replace(/\\/g, '/').replace(/(index)?\.html$/, '')}`;
  const pure = route.replace(/^\/zh(?=\/)/, '');
  if (!pure.startsWith(prefix) && !route.startsWith(prefix)) continue;
  const text = renderedText(fs.readFileSync(file, 'utf8'));
  if (!text) continue;
  rows.push({ route, chars: text.length, han: hanCount(text) });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const width = Math.max(...rows.map((r) => r.route.length), 5);
console.log(`${'route'.padEnd(width)}  chars    han`);
for (const r of rows) console.log(`${r.route.padEnd(width)}  ${String(r.chars).padStart(5)}  ${String(r.han).padStart(5)}`);
