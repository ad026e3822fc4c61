/**
 * A doc page's content is in its HTML and in scripts it loads after the
 * frame has hydrated (plugins/content-chunk), never in its first load: the
 * first paragraph of every doc page, as written in its HTML, is in its
 * content scripts and in none of its first-load scripts.
 */
import { expect, test } from 'vitest';
import { contentChunks, measureFirstLoad, readBuiltFile } from '../../scripts/bench/lib/first-load.mjs';
import { BUILD_DIR, builtPages, readBuilt } from '../e2e/gates/support/site';

const read = (href: string) => readBuiltFile(BUILD_DIR, href).toString('utf8');

/** The first plain-text run of 30+ characters in the page's first paragraph: what a minifier keeps as it is. */
function firstProse(html: string): string | undefined {
  const body = html.slice(html.indexOf('class="rp-doc rspress-doc'));
  for (const p of body.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const run = p[1].split(/<[^>]+>|&[a-z#0-9]+;|["'`\\]/).find((t) => t.trim().length >= 30);
    if (run) return run.trim();
  }
  return undefined;
}

const docs = builtPages().filter((p) => !p.notFound && readBuilt(p.file).includes('class="rp-doc rspress-doc'));

test('there are doc pages in both languages to check', () => {
  expect(docs.filter((p) => p.lang === 'en').length).toBeGreaterThan(20);
  expect(docs.filter((p) => p.lang === 'zh').length).toBeGreaterThan(20);
});

test.each(docs.map((p) => [p.route, p] as const))('%s: the content loads after the first load', (_route, page) => {
  const prose = firstProse(readBuilt(page.file));
  if (!prose) return;
  const firstLoad = measureFirstLoad(BUILD_DIR, page.route)
    .resources.filter((r) => r.kind === 'js' && !r.href.startsWith('('))
    .map((r) => read(r.href))
    .join('\n');
  expect(firstLoad.includes(prose), `the first load carries "${prose}"`).toBe(false);
  const content = contentChunks(BUILD_DIR, page.route).map(read).join('\n');
  expect(content.includes(prose), `no content script carries "${prose}"`).toBe(true);
});

test.each(['/replay/', '/zh/replay/', '/showcase/', '/zh/showcase/'])('%s, an application page, hydrates its content with the frame: no content loads after', (route) => {
  expect(builtPages().some((p) => p.route === route), `${route} was built`).toBe(true);
  expect(contentChunks(BUILD_DIR, route)).toEqual([]);
});

test.each(docs.map((p) => [p.route, p] as const))('%s: the page metadata is in the first load once, without the search keywords', (_route, page) => {
  const firstLoad = measureFirstLoad(BUILD_DIR, page.route)
    .resources.filter((r) => r.kind === 'js' && !r.href.startsWith('('))
    .map((r) => read(r.href))
    .join('\n');
  // One statement, as the stub writes it: Page.__RSPRESS_PAGE_META={"en%2F…mdx":{toc:…,frontmatter:{…}}}.
  const own = firstLoad.match(/__RSPRESS_PAGE_META=\{"[^"]+":\{[\s\S]*?frontmatter:\{[^}]*\}/g) ?? [];
  expect(own.length, 'metadata statements in the first load').toBe(1);
  expect(own[0]).not.toMatch(/\bkeywords:/);
  const content = contentChunks(BUILD_DIR, page.route).map(read).join('\n');
  expect(content.includes('__RSPRESS_PAGE_META'), 'a content script carries the page metadata again').toBe(false);
});
