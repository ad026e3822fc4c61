#!/usr/bin/env node
/**
 * Builds a minimal stock Rspress 2 site (React, the default theme, two
 * pages: a home page and one doc page) in a temporary folder, with this
 * repository's own @rspress/core, and prints the first-load JS of its doc
 * page. It is the yardstick for our own first load: everything a doc page of
 * ours carries beyond it is ours to justify.
 *
 *   node scripts/bench/stock-site.mjs [--keep <dir>]
 *
 * Nothing of the stock site is kept unless --keep names a folder for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild } from './lib/build.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The stock site's doc page: enough Markdown to use the doc layout (outline, code block, table). */
const DOC_PAGE = `# Command line

Start the server with a model provider.

## Install {#install}

\`\`\`bash
npm install --global example
\`\`\`

## Options {#options}

| Option | Meaning |
| --- | --- |
| \`--port\` | The port to listen on |
| \`--open\` | Open the browser |

## Next {#next}

Read [the home page](/).
`;

const HOME_PAGE = `---
pageType: home
hero:
  name: Stock
  text: A stock Rspress site
features:
  - title: One
    details: The first feature.
---
`;

const CONFIG = `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Stock',
  outDir: process.env.DOCS_OUT_DIR,
});
`;

/** Writes the stock site into `dir`, using this repository's node_modules. */
export function writeStockSite(dir) {
  fs.mkdirSync(path.join(dir, 'docs', 'guide'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'index.md'), HOME_PAGE);
  fs.writeFileSync(path.join(dir, 'docs', 'guide', 'cli.md'), DOC_PAGE);
  fs.writeFileSync(path.join(dir, 'rspress.config.mjs'), CONFIG);
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "stock-rspress", "private": true, "type": "module" }\n');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** Builds the stock site and measures its doc page and home page. */
export async function measureStockSite({ keep } = {}) {
  const dir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'stock-rspress-'));
  try {
    if (!fs.existsSync(path.join(dir, 'rspress.config.mjs'))) writeStockSite(dir);
    const outDir = path.join(dir, 'doc_build');
    const build = await measureBuild({ root: dir, outDir, config: path.join(dir, 'rspress.config.mjs') });
    if (build.exitCode !== 0) throw new Error(`the stock site's build failed with exit code ${build.exitCode}`);
    return {
      doc: measureFirstLoad(outDir, '/guide/cli'),
      home: measureFirstLoad(outDir, '/'),
    };
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const keepAt = process.argv.indexOf('--keep');
  const { doc, home } = await measureStockSite({ keep: keepAt > -1 ? process.argv[keepAt + 1] : undefined });
  process.stdout.write(`Stock Rspress doc page: first-load JS ${doc.js.gzip} B gzip (${doc.js.files} files); home ${home.js.gzip} B gzip\n`);
}
