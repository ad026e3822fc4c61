/**
 * Readers' own words: page keywords (frontmatter `keywords`), the
 * troubleshooting prior for queries that describe a problem, and inflected
 * English words (`calling` finds `call`).
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, pageKeywords, pageKind } from '../../src/search/build';
import { SearchEngine } from '../../src/search/engine';
import { describesProblem, kindWeight } from '../../src/search/query-shape';
import { parseQuery, queryForms } from '../../src/search/tokenize';
import { KEYWORD_SEPARATOR, type SourcePage } from '../../src/search/types';
import { engineFor, page } from './support/search-pages';

function withKeywords(p: SourcePage, keywords: unknown): SourcePage {
  return { ...p, frontmatter: { ...p.frontmatter, keywords } };
}

const pages: SourcePage[] = [
  withKeywords(
    page('/guide/basic/mcp', 'MCP', 'Connect MCP servers to the agent.', [
      ['add', 'Add a server', 'List it under mcpServers in the config file.'],
    ]),
    ['plugins', 'extensions', 'add tools'],
  ),
  page('/guide/basic/tools', 'Tools', 'The built-in tools and how tools are added.', [
    ['list', 'Built-in tools', 'Files, commands and the browser. More tools come from servers.'],
  ]),
  page('/guide/basic/install', 'Install', 'Install the CLI with npm.', [
    ['node', 'Node.js version', 'Node.js 22 or later is needed to install it.'],
  ]),
  page('/guide/basic/troubleshooting', 'Troubleshooting', 'Fixes for common problems.', [
    ['install-fails', 'Install fails with ENOTEMPTY', 'The install stops with ENOTEMPTY: remove the old folder and install again. Install, install.'],
  ]),
  page('/guide/basic/models', 'Models', 'Choose the model.', [
    ['calls', 'Tool calls', 'The model called a tool; the engine call format depends on the model. Call, called.'],
  ]),
  withKeywords(
    page('/zh/guide/basic/mcp', 'MCP', '为 Agent 接入 MCP 服务。', [['add', '添加服务', '在配置文件的 mcpServers 里列出它。']], 'zh'),
    '插件, 扩展工具',
  ),
  page('/zh/guide/basic/tools', '工具', '内置工具以及如何添加工具。', [['list', '内置工具', '文件、命令和浏览器。']], 'zh'),
];

const files = buildIndexFiles(pages);
const engine = (lang: string) => SearchEngine.fromFile(files.find((f) => f.lang === lang)!.file);
const en = engine('en');
const zh = engine('zh');
const routes = (e: SearchEngine, q: string) => e.search(q).map((p) => p.routePath);

describe('page keywords', () => {
  it('reads a YAML list or a comma-separated string, trimmed and without duplicates', () => {
    expect(pageKeywords(withKeywords(pages[1], [' plugins ', 'plugins', '', 'add  tools']))).toEqual(['plugins', 'add tools']);
    expect(pageKeywords(withKeywords(pages[1], 'a, b ,c'))).toEqual(['a', 'b', 'c']);
    expect(pageKeywords(pages[1])).toEqual([]);
    // The separator never appears inside a keyword.
    expect(pageKeywords(withKeywords(pages[1], ['a;b']))).toEqual(['a b']);
  });

  it('ships keywords with the page in the index, and nothing for pages without', () => {
    const file = files.find((f) => f.lang === 'en')!.file;
    const mcp = file.pages.find(([route]) => route === '/guide/basic/mcp')!;
    expect(mcp[3]).toBe(['plugins', 'extensions', 'add tools'].join(KEYWORD_SEPARATOR));
    expect(file.pages.find(([route]) => route === '/guide/basic/tools')).toHaveLength(3);
  });

  it('finds a page by a word only its keywords hold', () => {
    expect(routes(en, 'plugins')).toEqual(['/guide/basic/mcp']);
    expect(routes(en, 'plugin')).toEqual(['/guide/basic/mcp']);
    expect(routes(zh, '插件')).toEqual(['/zh/guide/basic/mcp']);
  });

  it('ranks the page whose keyword is the whole query above a page that only mentions its words', () => {
    expect(routes(en, 'add tools')[0]).toBe('/guide/basic/mcp');
    expect(routes(zh, '扩展工具')[0]).toBe('/zh/guide/basic/mcp');
  });

  it('shows a page found by keyword with a row that links to it and shows the keyword it matched', () => {
    const [hit] = en.search('extensions');
    expect(hit.routePath).toBe('/guide/basic/mcp');
    const row = hit.hits[0];
    expect(row).toMatchObject({ kind: 'content', link: '/guide/basic/mcp', header: 'MCP' });
    expect(row.statement).toContain('extensions');
    const [mark] = row.highlights;
    expect(row.statement?.slice(mark.start, mark.start + mark.length)).toBe('extensions');
  });
});

describe('troubleshooting prior', () => {
  it('knows troubleshooting pages by their route', () => {
    expect(pageKind('/guide/basic/troubleshooting')).toBe('troubleshooting');
    expect(pageKind('/zh/guide/faq')).toBe('troubleshooting');
    expect(pageKind('/guide/basic/install')).toBe('guide');
  });

  it('reads problem-shaped queries in both languages', () => {
    for (const q of ['install fails', 'browser not working', 'listen EADDRINUSE', 'TypeError reading models', '404 resource', "tools don't load", 'mcp 启动失败', '找不到浏览器', '配置不生效', 'defineConfig 没有导出', '工具未注册', 'github token 传不进去', 'mcp 起不来', 'tarko.config.ts not picked up', '提示 No baseURL option provided', 'Unsupported web ui type', 'webui settings not applied', "kimi 报 reading 'models'"]) {
      expect(describesProblem(parseQuery(q)), q).toBe(true);
    }
    for (const q of ['install', 'mcp servers', 'headless mode', '浏览器 配置', '安装', '有没有办法关闭浏览器', '未来的版本', '能不能用本地模型', '对不对', '不上传截图', '每次对话都生效', '提示词怎么写', '输出 json 格式']) expect(describesProblem(parseQuery(q)), q).toBe(false);
  });

  it('damps the troubleshooting page unless the query describes a problem', () => {
    expect(kindWeight('plain', 'troubleshooting')).toBeLessThan(kindWeight('plain', 'guide'));
    expect(kindWeight('plain', 'troubleshooting', true)).toBeGreaterThan(kindWeight('plain', 'guide', true));
    expect(routes(en, 'install')[0]).toBe('/guide/basic/install');
    expect(routes(en, 'install fails')[0]).toBe('/guide/basic/troubleshooting');
  });
});

describe('inflected words', () => {
  it('derives base forms of -ing, -ed, -ation and -ment words', () => {
    expect(queryForms('calling')).toContain('call');
    expect(queryForms('stopping')).toContain('stop');
    expect(queryForms('configured')).toContain('configure');
    expect(queryForms('installation')).toContain('install');
    expect(queryForms('deployment')).toContain('deploy');
    expect(queryForms('providers')).toEqual(['provider']);
    expect(queryForms('thing')).toEqual(['thing']);
  });

  it('matches a reader form against the page form, both ways', () => {
    expect(routes(en, 'calling')).toContain('/guide/basic/models');
    expect(routes(en, 'call')).toContain('/guide/basic/models');
    // `called` on the page is the word `call` itself, not a partial match.
    const called = en.search('call')[0];
    expect(called.routePath).toBe('/guide/basic/models');
  });
});

describe('keywords count by how much of them the query says', () => {
  const files = buildIndexFiles([
    withKeywords(page('/guide/code', 'Code', 'Run code for the agent.', [['py', 'Python', 'Python scripts run in a sandbox.']]), ['pip install']),
    page('/guide/setup', 'Setup', 'Set it up.', [['cli', 'The CLI', 'Run npm to install it before anything else.']]),
  ]);
  const e = SearchEngine.fromFile(files[0].file);

  it('does not put a page first for one word of a longer keyword', () => {
    expect(routes(e, 'install')[0]).toBe('/guide/setup');
  });

  it('puts it first when the query says the whole keyword', () => {
    expect(routes(e, 'pip install')[0]).toBe('/guide/code');
  });

  it('also when the keyword or title is all the query names, the question around it aside', () => {
    const server = page('/zh/guide/server', '服务器', '用 Agent TARS 启动服务器。', [
      ['many', '同时运行多个 Agent TARS', '每个 Agent TARS 实例用自己的端口；Agent TARS 的会话各自保存。'],
    ], 'zh');
    const intro = withKeywords(page('/zh/guide/intro', '介绍', '一个开源的多模态智能体。', [['what', '能做什么', '浏览网页、读写文件。']], 'zh'), ['agent tars']);
    const zh = engineFor([server, intro], 'zh');
    expect(routes(zh, 'agent tars 到底是干嘛用的')[0]).toBe('/zh/guide/intro');
    expect(routes(zh, '服务器是什么')[0]).toBe('/zh/guide/server');
  });

  it('counts a keyword said whole inside a longer query, unless most pages hold it', () => {
    const pages = [
      withKeywords(page('/zh/guide/sdk', 'SDK', '在代码里创建 Agent TARS：先安装它的包。', [['first', '第一个 Agent', '用 Tool 描述一个函数。']], 'zh'), ['自定义工具', 'agent tars']),
      page('/zh/guide/engine', '工具调用引擎', 'Agent TARS 把工具的定义发给模型。', [['prompt', '提示词引擎', '把工具定义写进提示词，怎么写由引擎决定。']], 'zh'),
      page('/zh/guide/install', '快速开始', '先安装 Agent TARS，再运行第一个任务。', [['npm', '安装 Agent TARS', '用 npm 全局安装 Agent TARS 的命令行；安装后检查版本。']], 'zh'),
    ];
    const zh = engineFor(pages, 'zh');
    // The segmenter cuts 自|定义: the run's words alone point at the engine page.
    expect(routes(zh, '自定义工具怎么写')[0]).toBe('/zh/guide/sdk');
    // Every page says Agent TARS: saying it is no reason to prefer the page that lists it as a keyword.
    expect(routes(zh, '安装 agent tars')[0]).toBe('/zh/guide/install');
  });
});

describe('a page named by a query word qualifies when it misses the others', () => {
  const files = buildIndexFiles([
    page('/zh/guide/context', '上下文工程', '每一轮循环都会重建上下文。', [
      ['build', '上下文是怎样构建的', '模型看到的上下文来自事件流。'],
      ['images', '图片数量', '保留的截图越少，上下文越短。'],
    ], 'zh'),
    page('/zh/guide/admin', '权限', '管理员可以设置权限。', [['log', '日志', '日志里会记录上下文。']], 'zh'),
    page('/zh/guide/ops', '运维', '日志里有上下文。', [['backup', '备份', '定期备份，统一管理。']], 'zh'),
    page('/zh/guide/misc', '杂项', '这里提到了上下文和管理。', [], 'zh'),
    page('/zh/guide/other', '其他', '与此无关。', [], 'zh'),
  ]);
  const e = SearchEngine.fromFile(files[0].file);

  it('finds the page titled by the topic word even though it never says the rarer word', () => {
    // 上下文管理 is on no page; 管理 is on one page, 上下文 on four, so by
    // rarity alone the context page holds too small a share of the query.
    expect(routes(e, '上下文管理')).toContain('/zh/guide/context');
  });

  it('counts it nearly as covering a phrase typed as one run, but not words typed apart', () => {
    const score = (q: string, route: string) => e.search(q).find((p) => p.routePath === route)?.score ?? 0;
    const ratio = (q: string) => score(q, '/zh/guide/context') / score(q, '/zh/guide/admin');
    // One run: its pieces are only our guess at its words, and the page about
    // 上下文 answers it about as well as a page mentioning both in passing.
    expect(ratio('上下文管理')).toBeGreaterThan(0.8);
    // Two words: the reader asked for both, and the page holding both wins clearly.
    expect(ratio('上下文 管理')).toBeLessThan(0.5);
  });
});
