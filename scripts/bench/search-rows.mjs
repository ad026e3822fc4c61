/**
 * What the search panel would show for every query the benches hold, saved
 * or compared: the check for a change to search that should not change any
 * result (moving code, merging stages, a faster data structure).
 *
 *   node scripts/bench/search-rows.mjs --save /tmp/rows.json      before the change
 *   node scripts/bench/search-rows.mjs --against /tmp/rows.json   after it
 *
 * Queries: every set of bench/queries (both halves), the regression set, the
 * user problems, and the robustness cases. Rows: each page's route, title and
 * score (to 9 significant digits) and each hit's anchor, heading and snippet.
 * The comparison lists the changed queries except those of held-out halves,
 * which it only counts: nobody tunes on them. Reads the index of the built
 * site (`--dir`, default doc_build); exits 1 when a row changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { halfOf, REGRESSION_SET, SPLIT_SETS } from './lib/query-sets.mjs';
import { bundle } from './lib/search-bundles.mjs';
import { findIndexFiles } from './lib/search-engines.mjs';
import { engineFor, robustnessCases } from './lib/search-robustness-edits.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const saveTo = arg('save');
const against = arg('against');
if (!saveTo === !against) {
  console.error('Usage: search-rows.mjs --save FILE | --against FILE [--dir BUILT_SITE]');
  process.exit(2);
}
const staticDir = path.join(path.resolve(root, arg('dir') ?? process.env.DOCS_OUT_DIR ?? 'doc_build'), 'static');
const { ourFiles, ourDir } = findIndexFiles(staticDir);
if (Object.keys(ourFiles).length === 0) {
  console.error(`No search index under ${staticDir}. Run "npm run build" first.`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-rows-'));
const entry = path.join(work, 'entry.ts');
const at = (file) => JSON.stringify(path.join(root, file));
fs.writeFileSync(
  entry,
  [
    `export { SearchEngine } from ${at('src/search/engine.ts')};`,
    `export { HanVariants } from ${at('src/search/han-variants.ts')};`,
    `export { WEIGHTS } from ${at('src/data/search-weights.ts')};`,
    `export { userProblems } from ${at('src/data/user-problems.ts')};`,
  ].join('\n'),
);
const outfile = await bundle(root, work, entry, 'ours.mjs', 'node', 'esm');
const ours = await import(pathToFileURL(outfile).href);
fs.rmSync(work, { recursive: true, force: true });

const readSet = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
/** lang → query → whether it belongs to a held-out half. */
function queriesOf(lang) {
  const held = new Map();
  const add = (q, heldOut) => held.set(q, heldOut || held.get(q) === true);
  for (const { file, salt } of SPLIT_SETS) for (const { q } of readSet(file)[lang] ?? []) add(q, halfOf(salt, lang, q) === 'heldout');
  for (const { q } of readSet(REGRESSION_SET)[lang] ?? []) add(q, false);
  for (const p of ours.userProblems) if (p.lang === lang) add(p.query, false);
  for (const { edited } of robustnessCases(root, lang)) add(edited, false);
  return held;
}

const exact = (n) => Number(n.toPrecision(9));
const rowsOf = (engine, q) =>
  engine.search(q).map((page) => ({
    route: page.routePath,
    title: page.title,
    score: exact(page.score),
    hits: page.hits.map((hit) => JSON.stringify(hit)),
  }));

const now = {};
const heldOutByLang = {};
for (const [lang, file] of Object.entries(ourFiles)) {
  const index = JSON.parse(fs.readFileSync(file.path, 'utf8'));
  const engine = engineFor(ours.SearchEngine, ours.HanVariants, ourDir, index, ours.WEIGHTS);
  const queries = queriesOf(lang);
  heldOutByLang[lang] = queries;
  now[lang] = Object.fromEntries([...queries.keys()].map((q) => [q, rowsOf(engine, q)]));
}

if (saveTo) {
  fs.writeFileSync(saveTo, JSON.stringify(now));
  for (const lang of Object.keys(now)) console.log(`${lang}: ${Object.keys(now[lang]).length} queries saved to ${saveTo}`);
  process.exit(0);
}

const before = JSON.parse(fs.readFileSync(against, 'utf8'));
let changed = 0;
for (const lang of Object.keys(now)) {
  const shown = [];
  let heldOutChanged = 0;
  let missing = 0;
  for (const [q, rows] of Object.entries(now[lang])) {
    if (!before[lang] || !(q in before[lang])) {
      missing += 1;
      continue;
    }
    if (JSON.stringify(rows) === JSON.stringify(before[lang][q])) continue;
    changed += 1;
    if (heldOutByLang[lang].get(q)) heldOutChanged += 1;
    else shown.push(q);
  }
  console.log(`${lang}: ${Object.keys(now[lang]).length} queries, ${shown.length + heldOutChanged} changed (${heldOutChanged} in held-out halves, not listed), ${missing} not in ${against}`);
  for (const q of shown.slice(0, 30)) console.log(`  ${JSON.stringify(q)}`);
  if (shown.length > 30) console.log(`  … and ${shown.length - 30} more`);
}
process.exit(changed ? 1 : 0);
