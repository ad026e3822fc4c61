/**
 * Every page routes.ts names, in each of its languages, is in the build with
 * its title and its language, and has a heading. (The runtime crawl,
 * tests/e2e/gates/crawl.spec.ts, checks in the browser that each
 * built page keeps that title and language and shows its heading.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { langOf, titleOf } from '../../plugins/seo/html';
import { allRouteCases } from './support/routes';
import { BUILD_DIR } from '../e2e/gates/support/site';

const fileOf = (url: string) => (url.endsWith('/') ? `${url}index.html` : `${url}.html`).slice(1);

it.each(allRouteCases().map((r) => [r.url, r] as const))('%s is built with its title and language', (_url, route) => {
  const file = path.join(BUILD_DIR, fileOf(route.url));
  expect(fs.existsSync(file), `${route.url}: no ${fileOf(route.url)}`).toBe(true);
  const html = fs.readFileSync(file, 'utf8');
  expect(titleOf(html)).toBe(route.title);
  const lang = langOf(html);
  expect(route.lang === 'en' ? lang === 'en' : ['zh', 'zh-CN'].includes(lang ?? ''), `${route.url}: lang="${lang}"`).toBe(true);
  expect(html).toMatch(/<h1[\s>]/);
});
