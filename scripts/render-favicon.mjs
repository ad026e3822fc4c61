#!/usr/bin/env node
/**
 * Renders docs/public/favicon.svg into docs/public/favicon.png (32×32,
 * transparent), the icon the site links. Chromium builds a whole SVG
 * document on the page's main thread for an SVG favicon while the page
 * loads; a PNG only needs decoding.
 *
 *   node scripts/render-favicon.mjs [--size 32]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--size');
const size = i > -1 ? Number(process.argv[i + 1]) : 32;
const svg = fs.readFileSync(path.join(root, 'docs/public/favicon.svg'), 'utf8');
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}" style="display:block">`);
  await page.locator('img').evaluate((img) => img.decode());
  const out = path.join(root, 'docs/public/favicon.png');
  await page.locator('img').screenshot({ path: out, omitBackground: true });
  process.stdout.write(`Wrote ${path.relative(root, out)} (${size}×${size}, ${fs.statSync(out).size} bytes)\n`);
} finally {
  await browser.close();
}
