/**
 * A page's JavaScript (its first load, and its content's scripts, which load
 * right after: plugins/content-chunk) carries the reference data in the
 * page's language only (plugins/locale-data), and the pre-rendered HTML still
 * shows that language.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentChunks, fileForRoute, measureFirstLoad, readBuiltFile } from '../../scripts/bench/lib/first-load.mjs';
import { cliCommands, cliFlags } from '../../src/data/cli';
import { configOptions } from '../../src/data/config';
import type { Lang, Localized } from '../../src/data/routes';
import { BUILD_DIR, readBuilt } from '../e2e/gates/support/site';

function pageJs(route: string): string {
  const firstLoad = measureFirstLoad(BUILD_DIR, route)
    .resources.filter((r) => r.kind === 'js' && !r.href.startsWith('('))
    .map((r) => r.href);
  return [...firstLoad, ...contentChunks(BUILD_DIR, route)]
    .map((href) => readBuiltFile(BUILD_DIR, href).toString('utf8'))
    .join('\n');
}

// Texts a minifier writes as they are: no quotes or backslashes to escape.
const verbatim = (texts: Localized[]) => texts.filter((t) => t.en !== t.zh && !/['"`\\\n]/.test(t.en + t.zh));

const cases: { name: string; routes: Record<Lang, string>; texts: Localized[] }[] = [
  { name: 'CLI guide', routes: { en: '/guide/basic/cli', zh: '/zh/guide/basic/cli' }, texts: verbatim([...cliFlags.map((f) => f.description), ...cliCommands.map((c) => c.summary)]) },
  { name: 'CLI reference', routes: { en: '/api/cli', zh: '/zh/api/cli' }, texts: verbatim(cliFlags.map((f) => f.description)) },
  { name: 'config reference', routes: { en: '/api/config', zh: '/zh/api/config' }, texts: verbatim(configOptions.map((o) => o.description)) },
];

describe.each(cases)('$name', ({ routes, texts }) => {
  test.each(['en', 'zh'] as const)('the %s page loads its own language of the data and not the other', (lang) => {
    const other: Lang = lang === 'en' ? 'zh' : 'en';
    const js = pageJs(routes[lang]);
    const own = texts.filter((t) => js.includes(t[lang]));
    expect(own.length, `${routes[lang]} should load its tables' data`).toBeGreaterThan(10);
    const leaked = texts.filter((t) => js.includes(t[other])).map((t) => t[other]);
    expect(leaked, `${routes[lang]} loads ${other} text`).toEqual([]);
  });

  test.each(['en', 'zh'] as const)('the pre-rendered %s page shows the data in its language', (lang) => {
    const other: Lang = lang === 'en' ? 'zh' : 'en';
    const html = readBuilt(path.relative(BUILD_DIR, fileForRoute(BUILD_DIR, routes[lang])));
    expect(texts.filter((t) => html.includes(t[lang])).length, routes[lang]).toBeGreaterThan(5);
    expect(texts.filter((t) => html.includes(t[other])).map((t) => t[other]), routes[lang]).toEqual([]);
  });
});
