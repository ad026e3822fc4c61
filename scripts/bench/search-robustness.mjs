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
import * as OpenCC from 'opencc-js';
import { halfOf, REGRESSION_SET, SPLIT_SETS } from './lib/query-sets.mjs';

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
/** Simplified → traditional as typed in Taiwan: characters only, and with Taiwan's words (程序 → 程式). */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toTaiwanWords = OpenCC.Converter({ from: 'cn', to: 'twp' });


/** [file, salt of its split]; a null salt is a set used whole (the regression set). */
const SETS = [...SPLIT_SETS.map(({ file, salt }) => [file, salt]), [REGRESSION_SET, null]];
const tuning = (salt, lang, q) => salt === null || halfOf(salt, lang, q) === 'tune';

const LONG_WORD = /\b([a-z]{7,})\b/i;
const middle = (w) => Math.floor(w.length / 2);
/** Edits per language: each returns the edited query, or null where it does not apply. */
const EDITS = {
  en: {
    'a letter left out': (q) => {
      const w = LONG_WORD.exec(q)?.[1];
      return w ? q.replace(w, w.slice(0, middle(w)) + w.slice(middle(w) + 1)) : null;
    },
    'two letters swapped': (q) => {
      const w = LONG_WORD.exec(q)?.[1];
      const i = w ? middle(w) : 0;
      return w ? q.replace(w, w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)) : null;
    },
    'last word in the plural': (q) => (/^[a-z]{3,}$/.test(q.split(' ').at(-1)) && !/s$/.test(q) && q.split(' ').length <= 3 ? `${q}s` : null),
    'product name in front': (q) => (/agent|tars/i.test(q) ? null : `agent tars ${q}`),
    'question mark': (q) => `${q}?`,
  },
  zh: {
    'product name in front': (q) => (/agent|tars/i.test(q) ? null : `agent tars ${q}`),
    '请问 in front': (q) => `请问${q}`,
    '吗 at the end': (q) => (/[吗？?]$/.test(q) ? null : `${q}吗`),
    'no space between scripts': (q) =>
      /[\u4e00-\u9fff] [A-Za-z0-9]|[A-Za-z0-9] [\u4e00-\u9fff]/.test(q)
        ? q.replace(/(?<=[\u4e00-\u9fff]) (?=[A-Za-z0-9])|(?<=[A-Za-z0-9]) (?=[\u4e00-\u9fff])/g, '')
        : null,
    'full-width question mark': (q) => `${q}？`,
    'a space after the first word': (q) => {
      if (!/^[\u4e00-\u9fff]{4,}$/.test(q)) return null;
      const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(q)].map((w) => w.segment);
      return words.length >= 2 && words[0].length >= 2 ? `${words[0]} ${words.slice(1).join('')}` : null;
    },
    'traditional characters': (q) => (toTraditional(q) === q ? null : toTraditional(q)),
    'Taiwan words': (q) => (toTaiwanWords(q) === toTraditional(q) ? null : toTaiwanWords(q)),
  },
};

const indexFiles = fs.readdirSync(path.join(dir, 'static/search')).filter((f) => f.startsWith('search-index.'));
console.log('| Lang | Edit | Queries | First result lost | First result gained | Right page not in top 5 |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const lang of ['en', 'zh']) {
  const file = indexFiles.find((f) => f.startsWith(`search-index.${lang}.`));
  if (!file) continue;
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'static/search', file), 'utf8'));
  const engine = SearchEngine.fromFile(index);
  // As in the browser once a query has needed it (src/search/client/han-variants-loader.ts).
  if (index.hanVariants && HanVariants) {
    engine.useHanVariants(HanVariants.fromFile(JSON.parse(fs.readFileSync(path.join(dir, 'static/search', index.hanVariants), 'utf8'))));
  }
  const queries = SETS.flatMap(([set, salt]) => {
    const data = JSON.parse(fs.readFileSync(path.join(root, set), 'utf8'));
    return (data[lang] ?? []).filter((x) => tuning(salt, lang, x.q));
  });
  for (const [name, edit] of Object.entries(EDITS[lang])) {
    let n = 0;
    let lost = 0;
    let gained = 0;
    let missed = 0;
    for (const x of queries) {
      const edited = edit(x.q);
      if (!edited) continue;
      const want = x.expect.map((r) => (lang === 'en' ? r : `/${lang}${r}`).replace(/\/$/, '') || '/');
      const routes = (q) => engine.search(q).map((p) => p.routePath.replace(/\/$/, '') || '/');
      const before = want.includes(routes(x.q)[0]);
      const after = routes(edited);
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
