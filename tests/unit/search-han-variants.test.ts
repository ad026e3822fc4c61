import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitIndexes } from '../../plugins/search-index/index';
import { hanVariantPairs, hanVariantsFile, hanVariantWords } from '../../src/search/build-han-variants';
import { SearchEngine } from '../../src/search/engine';
import { HanVariants } from '../../src/search/han-variants';
import type { SearchIndexFile } from '../../src/search/types';
import { searchWithVariants } from '../../src/search/client/han-variants-loader';
import { page } from './support/search-pages';

const zhPages = [
  page('/zh/guide/basic/browser', '浏览器', '用浏览器打开网页。', [['headless', '无头模式', '浏览器在后台运行，不显示窗口。']], 'zh'),
  page('/zh/guide/basic/server', '服务器', '启动服务器，默认端口 8888。', [['program', '在程序里启动', '在你自己的程序中创建服务器。']], 'zh'),
  page('/zh/guide/basic/command', '命令执行', '执行命令前先确认工作区。', [], 'zh'),
];

function emitted() {
  const [zh] = emitIndexes(zhPages);
  const index = JSON.parse(zh.json) as SearchIndexFile;
  if (!zh.hanVariants) throw new Error('no variants file emitted');
  return { index, variantsPath: zh.hanVariants.file, variants: JSON.parse(zh.hanVariants.json) };
}

describe('Han variants at build time', () => {
  it('maps a traditional character only to a simplified one the text holds', () => {
    const pairs = Array.from(hanVariantPairs('浏览器'));
    const map = new Map<string, string>();
    for (let i = 0; i < pairs.length; i += 2) map.set(pairs[i], pairs[i + 1]);
    expect(map.get('瀏')).toBe('浏');
    expect(map.get('覽')).toBe('览');
    // 設 → 设, but no page of this text has 设.
    expect(map.has('設')).toBe(false);
  });

  it('leaves a traditional character alone where the text itself uses it', () => {
    expect(hanVariantPairs('浏览器')).toContain('瀏浏');
    expect(hanVariantPairs('浏览器 瀏')).not.toContain('瀏浏');
  });

  it('takes a regional word only when the text has the word it stands for and not the word itself', () => {
    expect(hanVariantWords('启动服务器').split('|')).toContain('伺服器 服务器');
    expect(hanVariantWords('启动服务器 伺服器').split('|')).not.toContain('伺服器 服务器');
    expect(hanVariantWords('启动').split('|')).not.toContain('伺服器 服务器');
    // The docs write 执行, so 執行 stays 执行 and is not read as 运行.
    expect(hanVariantWords('运行 执行').split('|').some((w) => w.startsWith('执行 '))).toBe(false);
  });

  it('maps the characters a regional word is typed with, even where the text lacks them', () => {
    // 搜尋 → 搜寻 → 搜索: 寻 is on no page, but the word needs it.
    const file = hanVariantsFile('搜索结果');
    expect(file?.words?.split('|')).toContain('搜寻 搜索');
    expect(file?.pairs).toContain('尋寻');
  });

  it('is absent for a text without Han characters', () => {
    expect(hanVariantsFile('plain English only')).toBeUndefined();
  });

  it('is written beside the index, named with the language and a content hash, and the index names it', () => {
    const { index, variantsPath, variants } = emitted();
    expect(variantsPath).toMatch(/^static\/search\/han-variants\.zh\.[0-9a-f]{10}\.json$/);
    expect(index.hanVariants).toBe(variantsPath.replace('static/search/', ''));
    expect(variants).toMatchObject({ v: 1, source: expect.stringContaining('OpenCC') });
  });
});

describe('HanVariants', () => {
  it('reads characters, then regional words, as the pages write them', () => {
    const v = new HanVariants('瀏浏覽览伺伺', '伺服器 服务器');
    expect(v.toSimplified('瀏覽器')).toBe('浏览器');
    expect(v.toSimplified('MCP 伺服器')).toBe('MCP 服务器');
    expect(v.toSimplified('browser 浏览器')).toBe('browser 浏览器');
  });

  it('refuses a file that is not a variants file', () => {
    expect(() => HanVariants.fromFile({ v: 2, pairs: '' })).toThrow(/not a Han variants file/);
    expect(() => HanVariants.fromFile(null)).toThrow(/not a Han variants file/);
    expect(() => HanVariants.fromFile('<!doctype html>')).toThrow(/not a Han variants file/);
    expect(() => HanVariants.fromFile({ v: 1, pairs: '瀏' })).toThrow(/not a Han variants file/);
    expect(() => HanVariants.fromFile({ v: 1, pairs: '', words: 'lonely' })).toThrow(/not a Han variants file/);
    expect(() => HanVariants.fromFile({ v: 1, pairs: '', words: '伺服器 服务器|' })).toThrow(/not a Han variants file/);
    expect(HanVariants.fromFile({ v: 1, pairs: '瀏浏', words: '伺服器 服务器|程式 程序' }).toSimplified('瀏 程式')).toBe('浏 程序');
  });
});

describe('the engine with Han variants', () => {
  it('asks for the variants only for a query with a character the index lacks', () => {
    const engine = SearchEngine.fromFile(emitted().index);
    expect(engine.wantsHanVariants('浏览器')).toBe(false);
    expect(engine.wantsHanVariants('browser')).toBe(false);
    expect(engine.wantsHanVariants('瀏覽器')).toBe(true);
  });

  it('finds the page for a traditional query once it has them, and forgets answers cached before', () => {
    const { index, variants } = emitted();
    const engine = SearchEngine.fromFile(index);
    expect(engine.search('瀏覽器')).toEqual([]);
    engine.useHanVariants(HanVariants.fromFile(variants));
    expect(engine.wantsHanVariants('瀏覽器')).toBe(false);
    expect(engine.search('瀏覽器')[0]?.routePath).toBe('/zh/guide/basic/browser');
    expect(engine.search('伺服器 預設埠')[0]?.routePath).toBe('/zh/guide/basic/server');
  });
});

describe('searchWithVariants', () => {
  const indexUrl = '/static/search/search-index.zh.abc.json';
  const base = 'https://docs.example/zh/guide/';

  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(body: unknown, ok = true) {
    const fetch = vi.fn(async (url: string) => ({ ok, status: ok ? 200 : 404, statusText: ok ? 'OK' : 'Not Found', url, json: async () => body }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('fetches the variants file beside the index once, only when a query needs it', async () => {
    const { index, variants } = emitted();
    const engine = SearchEngine.fromFile(index);
    const fetch = stubFetch(variants);
    expect((await searchWithVariants(engine, indexUrl, '浏览器', undefined, base))[0]?.routePath).toBe('/zh/guide/basic/browser');
    expect(fetch).not.toHaveBeenCalled();
    expect((await searchWithVariants(engine, indexUrl, '瀏覽器', undefined, base))[0]?.routePath).toBe('/zh/guide/basic/browser');
    expect((await searchWithVariants(engine, indexUrl, '無頭模式', undefined, base))[0]?.routePath).toBe('/zh/guide/basic/browser');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(`https://docs.example/static/search/${index.hanVariants}`);
  });

  it('fetches them when a Chinese query found nothing, for regional words typed in shared characters', async () => {
    const { index, variants } = emitted();
    const engine = SearchEngine.fromFile(index);
    stubFetch(variants);
    // 程式 is written with characters the index has; the pages say 程序.
    expect(engine.wantsHanVariants('程式')).toBe(false);
    expect(engine.search('程式')).toEqual([]);
    expect((await searchWithVariants(engine, indexUrl, '程式', undefined, base))[0]?.routePath).toBe('/zh/guide/basic/server');
  });

  it('says in the console when the file cannot be used, searches as typed and does not try again', async () => {
    const { index } = emitted();
    const engine = SearchEngine.fromFile(index);
    const fetch = stubFetch({}, false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await searchWithVariants(engine, indexUrl, '瀏覽器', undefined, base)).toEqual([]);
    expect(await searchWithVariants(engine, indexUrl, '瀏覽', undefined, base)).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/traditional characters are searched as typed.*404 Not Found/);
    warn.mockRestore();
  });

  it('does not fetch for an index without a variants file', async () => {
    const { index } = emitted();
    const engine = SearchEngine.fromFile({ ...index, hanVariants: undefined });
    const fetch = stubFetch({});
    expect(await searchWithVariants(engine, indexUrl, '瀏覽器', undefined, base)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
