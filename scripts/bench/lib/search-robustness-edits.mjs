/**
 * The robustness cases of the search benches: every query of the tuning
 * halves and of the regression set (never a held-out half), asked again with
 * one harmless edit (a typo in its first long word, a plural, the product's
 * name in front, a polite opening, a question mark, no space between Chinese
 * and English, traditional characters), or as the panel sees it while the
 * reader is still typing its last word (English). Read by search-robustness.mjs, which
 * prints them per edit, and by the ablation (search-ablate.mjs), which counts
 * what switching a rule off costs on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { halfOf, REGRESSION_SET, SPLIT_SETS } from './query-sets.mjs';

/** Simplified → traditional as typed in Taiwan: characters only, and with Taiwan's words (程序 → 程式). */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toTaiwanWords = OpenCC.Converter({ from: 'cn', to: 'twp' });

/** [file, salt of its split]; a null salt is a set used whole (the regression set). */
const SETS = [...SPLIT_SETS.map(({ file, salt }) => [file, salt]), [REGRESSION_SET, null]];
const tuning = (salt, lang, q) => salt === null || halfOf(salt, lang, q) === 'tune';

const LONG_WORD = /\b([a-z]{7,})\b/i;
const middle = (w) => Math.floor(w.length / 2);
/** Edits per language: each returns the edited query, or null where it does not apply. */
export const EDITS = {
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
    // The panel searches while the reader types: the same query a moment before it is finished.
    'last word half typed': (q) => {
      const words = q.split(' ');
      const last = words.at(-1);
      return words.length >= 2 && /^[a-z]{6,}$/i.test(last) ? [...words.slice(0, -1), last.slice(0, Math.ceil(last.length / 2))].join(' ') : null;
    },
    'first letter of the last word': (q) => {
      const words = q.split(' ');
      return words.length >= 2 && /^[a-z]{2,}$/i.test(words.at(-1)) && /^[a-z0-9]+$/i.test(words.at(-2)) ? [...words.slice(0, -1), words.at(-1)[0]].join(' ') : null;
    },
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

/** A route without its trailing slash, as the cases compare them. */
export const bareRoute = (route) => route.replace(/\/$/, '') || '/';

/** The routes an engine ranks for a query. */
export const routesOf = (engine, q) => engine.search(q).map((p) => bareRoute(p.routePath));

/** Every case of `lang`: { edit, q (as in its set), edited, want (routes) }, by edit in EDITS order. */
export function robustnessCases(root, lang) {
  const queries = SETS.flatMap(([set, salt]) => {
    const data = JSON.parse(fs.readFileSync(path.join(root, set), 'utf8'));
    return (data[lang] ?? []).filter((x) => tuning(salt, lang, x.q));
  });
  return Object.entries(EDITS[lang] ?? {}).flatMap(([edit, change]) =>
    queries.flatMap((x) => {
      const edited = change(x.q);
      return edited ? [{ edit, q: x.q, edited, want: x.expect.map((r) => bareRoute(lang === 'en' ? r : `/${lang}${r}`)) }] : [];
    }),
  );
}

/** The engine of one built index, reading traditional characters as the browser does once a query needs it. */
export function engineFor(SearchEngine, HanVariants, dir, index, weights) {
  const engine = SearchEngine.fromFile(index, 'now', weights);
  // As in the browser once a query has needed it (src/search/client/han-variants-loader.ts).
  if (index.hanVariants && HanVariants) {
    engine.useHanVariants(HanVariants.fromFile(JSON.parse(fs.readFileSync(path.join(dir, index.hanVariants), 'utf8'))));
  }
  return engine;
}
