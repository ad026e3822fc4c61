import { describe, expect, it } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { SearchEngine } from '../../src/search/engine';
import { findRanges } from '../../src/search/hits';
import { makeSnippet, splitHighlights, textWidth } from '../../src/search/snippet';
import type { SourcePage } from '../../src/search/types';
import { CACHE_SIZE } from '../../src/data/search-weights';
import { page } from './support/search-pages';


const LONG_RUN =
  '在这一段没有任何标点的很长的中文说明里我们故意把所有的内容都连在一起写这样可以检查搜索能不能在超过六十四个字的连续汉字中间找到一个短语比如工作区目录的默认位置然后继续写下去直到这段话结束为止';

const pages: SourcePage[] = [
  page('/guide/basic/model-provider', 'Model Provider', 'Choose the model provider and set its API key.', [
    ['api-keys', 'API keys and environment variables', 'Pass the key with --model.apiKey or an environment variable.'],
    ['custom', 'Custom endpoints', 'Point baseURL at any OpenAI compatible endpoint.'],
    ['related', 'Related', 'Config, Browser, Troubleshooting, Model Provider api key model'],
  ]),
  page('/guide/basic/browser', 'Browser', 'Control a browser in hybrid, dom or visual-grounding mode.', [
    ['headless', 'Run the browser headless', 'Set browser.headless to true.'],
    ['cdp', 'Attach over CDP', 'Give browser.cdpEndpoint the DevTools address.'],
  ]),
  page('/guide/basic/config', 'Config', 'Keep settings in a configuration file; flags win over files.', [
    ['priority', 'Priority and merging', 'Later sources win. The model provider key can come from the environment.'],
    ['mcp', 'MCP servers', 'Declare mcpServers in the file.'],
  ]),
  page('/guide/basic/troubleshooting', 'Troubleshooting', 'Fix common errors such as ENOTEMPTY.', [
    ['port', 'Port already in use', 'Another process listens on 8888.'],
  ]),
  page('/zh/guide/basic/browser', '浏览器', '用混合、DOM 或视觉模式控制浏览器。', [
    ['headless', '无头运行浏览器', '把 browser.headless 设为 true。'],
    ['config', '配置参考', '浏览器的全部配置项。'],
  ], 'zh'),
  page('/zh/guide/basic/config', '配置', '把设置写进配置文件。参数优先于配置文件。', [
    ['file', '创建配置文件', '在项目根目录创建 tarko.config.ts。'],
    ['long', '长段落', LONG_RUN],
  ], 'zh'),
  page('/zh/guide/basic/command', '命令执行', 'Agent 可以运行命令。', [['safety', '安全', '执行命令前请确认工作区。']], 'zh'),
  page('/zh/guide/basic/mcp', 'MCP', '添加 MCP 服务，连接外部工具。', [['add', '添加服务', '在配置文件里写 mcpServers。']], 'zh'),
  page('/zh/guide/basic/server-misc', '杂项', '这里只是随便提到了服务器和浏览器两个词。', [], 'zh'),
  page('/', 'Home', 'Welcome home page', []),
];
pages[pages.length - 1].frontmatter = { pageType: 'home' };

const files = buildIndexFiles(pages);
const en = SearchEngine.fromFile(files.find((f) => f.lang === 'en')!.file);
const zh = SearchEngine.fromFile(files.find((f) => f.lang === 'zh')!.file);
const routes = (engine: SearchEngine, q: string) => engine.search(q).map((p) => p.routePath);

describe('matching', () => {
  it('ANDs space-separated English terms, in any order and anywhere on the page', () => {
    expect(routes(en, 'model provider api key')[0]).toBe('/guide/basic/model-provider');
    expect(routes(en, 'key api provider model')[0]).toBe('/guide/basic/model-provider');
    expect(routes(en, 'headless cdpendpoint')).toEqual(['/guide/basic/browser']);
  });

  it('when no page holds every word, shows the pages holding most of them, and ignores words no page holds', () => {
    // No page has both: each page that has one of them is shown.
    expect(routes(en, 'headless ENOTEMPTY').sort()).toEqual(['/guide/basic/browser', '/guide/basic/troubleshooting']);
    // A word that appears nowhere (a typo, a word the docs never use) does not empty the results.
    expect(routes(en, 'headless xyzzyq')).toEqual(routes(en, 'headless'));
    // A page with more of the words ranks above pages with fewer.
    expect(routes(en, 'browser headless ENOTEMPTY')[0]).toBe('/guide/basic/browser');
    expect(routes(en, 'xyzzyq qwxzv')).toEqual([]);
    // Less than half of the query known to the docs: no results, not a page for the stray word.
    expect(routes(en, 'headless qzxv zqxw wqzx')).toEqual([]);
  });

  it('finds a Chinese run no page holds through its words, or else its character pairs', () => {
    // The page says 创建配置文件: the reader's 怎么改配置文件 matches by its words.
    expect(routes(zh, '怎么改配置文件')[0]).toBe('/zh/guide/basic/config');
    // The segmenter splits 改端口 into single characters; no page holds the run, but one holds its pair 端口.
    const [portFile] = buildIndexFiles([page('/zh/guide/advanced/server', '服务器', '默认监听 8888 端口。', [], 'zh')]);
    expect(routes(SearchEngine.fromFile(portFile.file), '怎么改端口')).toEqual(['/zh/guide/advanced/server']);
    expect(routes(zh, '麒麟鹦鹉')).toEqual([]);
  });

  it('finds partial words and plurals', () => {
    expect(routes(en, 'troublesh')[0]).toBe('/guide/basic/troubleshooting');
    expect(routes(en, 'configurat')).toContain('/guide/basic/config');
    expect(routes(en, 'endpoints')).toContain('/guide/basic/model-provider');
    expect(routes(en, 'mcpservers')).toEqual(['/guide/basic/config']);
  });

  it('trims queries and ignores case and accents', () => {
    expect(routes(en, '  HEADLESS  ')).toEqual(routes(en, 'headless'));
    expect(routes(en, 'héadless')).toEqual(routes(en, 'headless'));
  });

  it('returns nothing for an empty query', () => {
    expect(en.search('')).toEqual([]);
    expect(en.search('   ')).toEqual([]);
  });

  it('finds Chinese with spaces between terms and with a trailing space', () => {
    expect(routes(zh, '浏览器 配置')[0]).toBe('/zh/guide/basic/browser');
    expect(routes(zh, '配置文件 ')[0]).toBe('/zh/guide/basic/config');
  });

  it('finds a phrase in the middle of a long unpunctuated paragraph', () => {
    expect(LONG_RUN.length).toBeGreaterThan(64);
    const result = zh.search('工作区目录的默认位置');
    expect(result[0].routePath).toBe('/zh/guide/basic/config');
    const hit = result[0].hits.find((h) => h.kind === 'content')!;
    expect(hit.link).toBe('/zh/guide/basic/config#long');
    const [range] = hit.highlights;
    expect(hit.statement!.slice(range.start, range.start + range.length)).toBe('工作区目录的默认位置');
  });

  it('mixes Chinese and English', () => {
    expect(routes(zh, 'MCP 服务')[0]).toBe('/zh/guide/basic/mcp');
    expect(routes(zh, 'MCP服务')[0]).toBe('/zh/guide/basic/mcp');
  });

  it('does not match Chinese characters that are present but not adjacent', () => {
    // 置 and 参 both occur on the config page, but not as `置参`.
    expect(routes(zh, '置参')).toEqual(['/zh/guide/basic/browser']);
  });

  it('relaxes a reordered Chinese phrase into its words', () => {
    expect(routes(zh, '执行命令')[0]).toBe('/zh/guide/basic/command');
    expect(routes(zh, '怎么配置浏览器')[0]).toBe('/zh/guide/basic/browser');
  });
});

describe('ranking', () => {
  it('puts the page titled after the query first', () => {
    expect(routes(en, 'browser')[0]).toBe('/guide/basic/browser');
    expect(routes(zh, '浏览器')[0]).toBe('/zh/guide/basic/browser');
  });

  it('ranks a page about a phrase above one that merely contains its characters', () => {
    const r = routes(zh, '服务器 浏览器');
    expect(r[0]).toBe('/zh/guide/basic/server-misc');
    const browser = routes(zh, '浏览器');
    expect(browser.indexOf('/zh/guide/basic/browser')).toBeLessThan(browser.indexOf('/zh/guide/basic/server-misc'));
  });

  it('counts closing link lists less than the content they link to', () => {
    // "model provider key" is also in the Related list of the model page and in config's body.
    const r = routes(en, 'model provider key');
    expect(r[0]).toBe('/guide/basic/model-provider');
  });

  it('limits results to 7 pages by default', () => {
    const many = buildIndexFiles(
      Array.from({ length: 20 }, (_, i) => page(`/p${i}`, `Page ${i}`, 'shared word everywhere', [])),
    )[0].file;
    expect(SearchEngine.fromFile(many).search('everywhere')).toHaveLength(7);
    expect(SearchEngine.fromFile(many).search('everywhere', 12)).toHaveLength(12);
  });
});

describe('hits', () => {
  it('groups title, header and content hits with anchors', () => {
    const [first] = en.search('headless');
    const kinds = first.hits.map((h) => h.kind);
    expect(kinds).toContain('header');
    const header = first.hits.find((h) => h.kind === 'header')!;
    expect(header.link).toBe('/guide/basic/browser#headless');
    expect(header.header).toBe('Browser > Run the browser headless');
    const [range] = header.highlights;
    expect(header.header.slice(range.start, range.start + range.length)).toBe('headless');
    const title = en.search('browser')[0].hits[0];
    expect(title).toMatchObject({ kind: 'title', link: '/guide/basic/browser', highlights: [{ start: 0, length: 7 }] });
  });

  it('highlights the best way a page matched: a verbatim phrase does not also light up its parts', () => {
    const [first] = zh.search('配置文件');
    for (const hit of first.hits) {
      const text = hit.statement ?? hit.header;
      for (const r of hit.highlights) expect(text.slice(r.start, r.start + r.length)).toBe('配置文件');
    }
  });

  it('keeps the query as typed (trimmed) on each hit', () => {
    expect(en.search('  headless ')[0].hits[0].query).toBe('headless');
  });

  it('highlights words at word starts only', () => {
    expect(findRanges('Config and reconfigure', [{ kind: 'word', value: 'config', forms: ['config'] }])).toEqual([
      { start: 0, length: 6 },
    ]);
  });

  it('caches up to 100 queries', () => {
    const engine = SearchEngine.fromFile(files.find((f) => f.lang === 'en')!.file);
    for (let i = 0; i < CACHE_SIZE + 20; i += 1) engine.search(`browser ${i}`);
    expect(engine.cacheSize).toBe(CACHE_SIZE);
    const a = engine.search('headless');
    expect(engine.search('headless ')).toBe(a);
  });
});

describe('snippets and highlighting', () => {
  it('cuts about 100 width units around the match, wide characters counting 3', () => {
    const text = `${'前'.repeat(80)}关键短语${'后'.repeat(80)}`;
    const at = text.indexOf('关键短语');
    const s = makeSnippet(text, [{ start: at, length: 4 }]);
    expect(textWidth(s.text.replace(/…/g, ''))).toBeLessThanOrEqual(100);
    expect(s.text.startsWith('…') && s.text.endsWith('…')).toBe(true);
    expect(s.text.slice(s.highlights[0].start, s.highlights[0].start + 4)).toBe('关键短语');
    const latin = makeSnippet(`${'word '.repeat(60)}target ${'tail '.repeat(60)}`, [{ start: 300, length: 6 }]);
    expect(textWidth(latin.text)).toBeLessThanOrEqual(102);
    expect(latin.text.slice(latin.highlights[0].start, latin.highlights[0].start + 6)).toBe('target');
  });

  it('never produces markup: highlighted parts are plain strings', () => {
    const text = '<img src=x onerror=alert(1)> and <b>bold</b>';
    const parts = splitHighlights(text, [{ start: 0, length: 4 }]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts[0]).toEqual({ text: '<img', mark: true });
  });

  it('treats HTML in the index as text', () => {
    const file = buildIndexFiles([page('/x', 'X <script>', 'the <b>danger</b> word', [])])[0].file;
    const [hit] = SearchEngine.fromFile(file).search('danger')[0].hits.filter((h) => h.kind === 'content');
    expect(hit.statement).toContain('<b>danger</b>');
  });
});

describe('building in time slices', () => {
  it('yields whenever a slice has used its time, and finds what the one-shot build finds', async () => {
    const file = files.find((f) => f.lang === 'zh')!.file;
    // A clock that moves 1 ms per look: with 3 ms slices it must yield every few sections.
    let clock = 0;
    let yields = 0;
    const engine = await SearchEngine.build(file, { sliceMs: 3, now: () => (clock += 1), yieldToHost: async () => void (yields += 1) });
    expect(yields).toBeGreaterThan(0);
    expect(yields).toBeGreaterThanOrEqual(Math.floor(file.sections.length / 4 / 3));
    for (const query of ['配置', 'browser', '浏览器 模式']) {
      expect(zh.search(query).length, query).toBeGreaterThan(0);
      expect(engine.search(query).map((h) => h.routePath)).toEqual(zh.search(query).map((h) => h.routePath));
    }
  });

  it('does not yield while the slice has time left', async () => {
    const file = files.find((f) => f.lang === 'en')!.file;
    let yields = 0;
    await SearchEngine.build(file, { sliceMs: 1e9, now: () => 0, yieldToHost: async () => void (yields += 1) });
    expect(yields).toBe(0);
  });
});
