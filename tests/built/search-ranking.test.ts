/**
 * How the panel orders pages for kinds of query, over the built index and
 * engine (tests/built/support/built-search.ts). The browser tests in
 * tests/e2e/search.spec.ts keep the panel honest on a few of these; the
 * orderings themselves need no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtEngine, firstPages, panelSearch } from './support/built-search';

const en = builtEngine('en');
const zh = builtEngine('zh');
const pages = (engine: typeof en, query: string) => firstPages(panelSearch(engine, query), 7);

describe('search ranking over the built index', () => {
  it('a question in plain English puts the guide above the reference tables', () => {
    const found = pages(en, 'how do i connect an mcp server');
    expect(found[0]).toMatch(/^\/guide\//);
    const firstReference = found.findIndex((p) => p.startsWith('/api/'));
    if (firstReference !== -1) expect(firstReference).toBeGreaterThan(0);
  });

  it('an identifier puts the reference page first', () => {
    expect(pages(en, '--browser.control')[0]).toMatch(/^\/api\//);
  });

  it.each([
    ['/guide/basic/mcp', 'plugins'],
    ['/zh/guide/basic/mcp', '插件'],
  ])("a reader's own word for a page (its frontmatter keywords) finds it: %s for %s", (route, word) => {
    const source = fs.readFileSync(path.join('docs', `${route.startsWith('/zh/') ? '' : 'en'}${route}.mdx`), 'utf8');
    expect(/^keywords:(.*)$/m.exec(source)?.[1] ?? '', `${route} lists "${word}" in its keywords`).toContain(word);
    expect(pages(route.startsWith('/zh/') ? zh : en, word)[0]).toBe(route);
  });

  it('a Chinese phrase no page holds word for word finds the page named by its main word first', () => {
    // No page says 上下文管理; the page titled 上下文工程 is about it.
    expect(pages(zh, '上下文管理')[0]).toBe('/zh/guide/advanced/context');
  });

  it('a Chinese question finds the page it names, and a long description of a symptom is never empty', () => {
    // The product's name inside a question: the introduction, not the many pages that mention it.
    expect(pages(zh, 'agent tars 到底是干嘛用的')[0]).toBe('/zh/guide/get-started/introduction');
    // The segmenter cuts 自|定义; the SDK page lists 自定义工具 as a keyword, said whole here.
    expect(pages(zh, '自定义工具怎么写')[0]).toBe('/zh/guide/get-started/sdk');
    // Most of this is in no page; the browser page's known issue about a blank page is.
    expect(pages(zh, '还没打开网址就在空白页上乱点').slice(0, 5)).toContain('/zh/guide/basic/browser');
  });

  it('a plural finds the page its singular names', () => {
    expect(pages(en, 'faqs')[0]).toBe('/guide/basic/troubleshooting');
  });

  it('the troubleshooting page comes first for a problem, not for the topic itself', () => {
    expect(pages(en, 'mcp server')[0]).toBe('/guide/basic/mcp');
    expect(pages(en, 'mcp server fails to start')[0]).toBe('/guide/basic/troubleshooting');
  });
});
