import { describe, expect, it } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { matchBase } from '../../src/search/candidates';
import { Corpus } from '../../src/search/corpus';
import { relaxAtom } from '../../src/search/relax';
import { parseQuery } from '../../src/search/tokenize';
import { engineFor, page } from './support/search-pages';

const pages = [
  page('/zh/guide/basic/command', '命令执行', 'Agent 可以运行命令。', [['safety', '安全', '执行命令前请确认工作区。']], 'zh'),
  page('/zh/guide/basic/browser', '浏览器', '用混合、DOM 或视觉模式控制浏览器。', [['headless', '无头运行浏览器', '把 browser.headless 设为 true。']], 'zh'),
  page('/zh/guide/basic/remote', '远程浏览器操作指南', '连接远程的浏览器。', [['cdp', '连接地址', '填写 CDP 地址。']], 'zh'),
];
const zhFile = buildIndexFiles(pages).find((f) => f.lang === 'zh')!.file;

describe('a long Chinese run', () => {
  it('asks for a word said more than once only once', () => {
    const atom = parseQuery('浏览器'.repeat(100)).atoms[0];
    expect(relaxAtom(atom).map((a) => a.value)).toEqual(['浏览器']);
    expect(relaxAtom(parseQuery('连接远程浏览器连接远程浏览器').atoms[0]).map((a) => a.value)).toEqual(['连接', '远程', '浏览器']);
  });

  it('still finds the titles it holds, the longest title included, anywhere in the run', () => {
    const corpus = Corpus.fromFile(zhFile);
    const page = (route: string) => corpus.pages.findIndex((p) => p.routePath.startsWith(route));
    const run = `我们想知道${'很多'.repeat(60)}远程浏览器操作指南在哪里以及命令执行`;
    const inRun = matchBase(corpus, { kind: 'cjk', value: run, forms: [run] }, false).titleInAtom;
    // 远程浏览器操作指南 is the longest title: nine characters.
    expect(inRun?.has(page('/zh/guide/basic/remote'))).toBe(true);
    expect(inRun?.has(page('/zh/guide/basic/command'))).toBe(true);
    expect(inRun?.has(page('/zh/guide/basic/browser'))).toBe(true);
  });

  it('typed up to the query limit, lists the page it names', () => {
    const engine = engineFor(pages, 'zh');
    expect(engine.search('浏览器'.repeat(100))[0]?.routePath).toMatch(/^\/zh\/guide\/basic\/browser/);
  });
});
