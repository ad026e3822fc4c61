/**
 * Search robustness: does a query keep its answer when a reader types it a
 * little differently? Every query of the tuning halves and of the regression
 * set (never a held-out half) is asked again with one harmless edit: a typo
 * in its first long word, a plural, the product's name in front, a polite
 * opening, a question mark, no space between Chinese and English. For each
 * edit it prints how many of the queries it applies to lost their first
 * result, gained it, and have no right page in the top 5.
 *
 *   node scripts/bench/search-robustness.mjs [--dir doc_build] [--show edit] [--src checkout]
 *
 * `--src` takes the engine from another checkout (an A/B against an older
 * commit, with that commit's build as `--dir`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { EDITS, engineFor, robustnessCases, routesOf } from './lib/search-robustness-edits.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(root, arg('dir', 'doc_build'));
const show = arg('show', '');
const src = path.resolve(arg('src', root));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-robustness-'));
const engineFile = path.join(work, 'engine.mjs');
await build({ entryPoints: [path.join(src, 'src/search/engine.ts')], bundle: true, platform: 'node', format: 'esm', outfile: engineFile, logLevel: 'silent' });
const { SearchEngine } = await import(engineFile);
const variantsFile = path.join(work, 'han-variants.mjs');
const withVariants = fs.existsSync(path.join(src, 'src/search/han-variants.ts'));
if (withVariants) await build({ entryPoints: [path.join(src, 'src/search/han-variants.ts')], bundle: true, platform: 'node', format: 'esm', outfile: variantsFile, logLevel: 'silent' });
const { HanVariants } = withVariants ? await import(variantsFile) : {};

const searchDir = path.join(dir, 'static/search');
const indexFiles = fs.readdirSync(searchDir).filter((f) => f.startsWith('search-index.'));
console.log('| Lang | Edit | Queries | First result lost | First result gained | Right page not in top 5 |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const lang of ['en', 'zh']) {
  const file = indexFiles.find((f) => f.startsWith(`search-index.${lang}.`));
  if (!file) continue;
  const engine = engineFor(SearchEngine, HanVariants, searchDir, JSON.parse(fs.readFileSync(path.join(searchDir, file), 'utf8')));
  const cases = robustnessCases(root, lang);
  for (const name of Object.keys(EDITS[lang])) {
    let n = 0;
    let lost = 0;
    let gained = 0;
    let missed = 0;
    for (const { q, edited, want } of cases.filter((c) => c.edit === name)) {
      const before = want.includes(routesOf(engine, q)[0]);
      const after = routesOf(engine, edited);
      n += 1;
      if (before && !want.includes(after[0])) {
        lost += 1;
        if (show === name) console.error(`lost: ${edited}`);
      }
      if (!before && want.includes(after[0])) gained += 1;
      if (!after.slice(0, 5).some((r) => want.includes(r))) missed += 1;
    }
    console.log(`| ${lang} | ${name} | ${n} | ${lost} | ${gained} | ${missed} |`);
  }
}
fs.rmSync(work, { recursive: true, force: true });
