import { describe, expect, it } from 'vitest';
import { alignedHeadings, buildBridge, TermBridge } from '../../src/search/bridge';
import { buildIndexFiles, pageKind } from '../../src/search/build';
import { SearchEngine } from '../../src/search/engine';
import { MAX_ROWS_PER_PAGE } from '../../src/search/hits';
import { identifierTokens, kindWeight, queryShape, withoutEnding } from '../../src/search/query-shape';
import { parseQuery } from '../../src/search/tokenize';
import type { SourcePage } from '../../src/search/types';
import { engineFor, page } from './support/search-pages';


const pages: SourcePage[] = [
  page('/guide/basic/browser', 'Browser', 'Agent TARS drives a browser for you.', [
    ['cdp-endpoint', 'Attach to a running browser', 'Start Chrome with a debugging port, then set the CDP endpoint so the agent connects to it.'],
    ['headless', 'Run headless', 'Hide the window on servers.'],
  ]),
  page('/api/config', 'Config reference', 'Every key of the config file.', [
    ['browser', 'Browser', 'browser.cdpEndpoint: connect to a running browser. Connect to a running browser over CDP instead of a new one. browser.headless.'],
    ['mcp-servers', 'mcpServers', 'mcpServers declares the servers to connect to.'],
    ['cdp', 'browser.cdpEndpoint', 'The address of a running browser to connect to. Connect to a running browser.'],
  ]),
  page('/guide/basic/mcp', 'MCP', 'Connect MCP servers to the agent.', [
    ['add', 'Add a server', 'List it under mcpServers in the config file and connect.'],
  ]),
  page('/guide/basic/many', 'Many sections', 'Sections about connect.', [
    ['one', 'Connect one', 'connect'],
    ['two', 'Connect two', 'connect'],
    ['three', 'Connect three', 'connect'],
    ['four', 'Connect four', 'connect'],
    ['five', 'Connect five', 'connect'],
  ]),
  page('/zh/guide/basic/browser', '浏览器', 'Agent TARS 可以替你操作浏览器。', [
    ['cdp-endpoint', '连接已运行的浏览器', '先用调试端口启动 Chrome，再设置 CDP 端点。'],
    ['headless', '无头运行', '在服务器上隐藏窗口。'],
  ], 'zh'),
  page('/zh/guide/advanced/event-stream', '事件流', 'Agent 的每一步都写成事件。', [
    ['planner', 'Planner 规划', '0.3.0 的 Planner 只在类型里存在。'],
  ], 'zh'),
  page('/guide/advanced/event-stream', 'Event Stream', 'Every step of the agent is an event.', [
    ['planner', 'Planner', 'The planner exists only in the types in 0.3.0.'],
  ]),
];

const files = buildIndexFiles(pages);
const engine = (lang: string) => SearchEngine.fromFile(files.find((f) => f.lang === lang)!.file);
const en = engine('en');
const zh = engine('zh');
const routes = (e: SearchEngine, q: string) => e.search(q).map((p) => p.routePath);

describe('term bridge', () => {
  it('pairs English and Chinese headings that share an id, skipping generic and long ones', () => {
    const pairs = alignedHeadings(pages);
    expect(pairs).toContainEqual(['run headless', '无头运行']);
    // Five words describe a step, not a thing.
    expect(pairs.some(([en]) => en === 'attach to a running browser')).toBe(false);
    // The zh heading has Chinese in it, the en one is a name: both sides kept as typed, folded.
    expect(pairs).toContainEqual(['planner', 'planner 规划']);
    expect(pairs.some(([en]) => en === 'related')).toBe(false);
  });

  it('expands a term through every other term of its groups, both ways', () => {
    const bridge = new TermBridge(buildBridge([{ en: ['agent'], zh: ['智能体', '代理'] }, { en: ['self-host'], zh: ['自部署'] }], [['event stream', '事件流']]));
    expect(bridge.expand('智能体').sort()).toEqual(['agent', '代理']);
    expect(bridge.expand('agent').sort()).toEqual(['代理', '智能体']);
    expect(bridge.expand('事件流')).toEqual(['event stream']);
    // A term of several words, whatever joins them, is looked for as a phrase.
    expect(bridge.phrases).toEqual([['event stream', 'event stream'], ['self-host', 'self host']]);
    expect(bridge.expand('browser')).toEqual([]);
  });

  it('looks a typed plural up by its singular', () => {
    const bridge = new TermBridge(buildBridge([{ en: ['faq', 'troubleshooting'], zh: ['常见问题'] }, { en: ['rest api'], zh: ['http 接口'] }], []));
    expect(bridge.expand('faqs').sort()).toEqual(['troubleshooting', '常见问题']);
    expect(bridge.expand('rest apis')).toEqual(['http 接口']);
  });

  it('ships the glossary in every index file, the aligned headings only in the Chinese one', () => {
    for (const f of files) {
      expect(f.file.bridge).toContainEqual(['planner', 'planning', 'task decomposition', '规划器', '规划', '任务拆解', '任务分解']);
      // English headings lead a zh reader to their Chinese twins; the English index has no use for them.
      if (f.lang === 'zh') expect(f.file.bridge).toContainEqual(['run headless', '无头运行']);
      else expect(f.file.bridge).not.toContainEqual(['run headless', '无头运行']);
    }
  });

  it('finds a zh page that writes the term in English when the query uses a Chinese word for it', () => {
    // The zh page says "Agent"; readers type 智能体 or 代理.
    expect(zh.search('智能体 事件').map((p) => p.routePath)).toContain('/zh/guide/advanced/event-stream');
    expect(routes(zh, '代理')).not.toEqual([]);
  });

  it('finds the zh heading for an English phrase of its en twin', () => {
    expect(routes(zh, 'run headless')[0]).toBe('/zh/guide/basic/browser');
  });

  it('finds nothing through the bridge for words no group holds', () => {
    expect(routes(zh, '麒麟鹦鹉')).toEqual([]);
  });

  it('looks a word up in the singular and, where only that is an entry, in the plural', () => {
    const bridge = new TermBridge([['config', 'settings', '配置']]);
    expect(bridge.expand('settings')).toEqual(['config', '配置']);
    expect(bridge.expand('setting')).toEqual(['config', '配置']);
    expect(bridge.expand('configs')).toEqual(['settings', '配置']);
    expect(bridge.expand('set')).toEqual([]);
  });
});

describe('page-type prior', () => {
  it('reads identifiers, questions and plain words', () => {
    for (const q of ['mcpServers', '--thinking.type', 'assistant_message', 'OPENAI_API_KEY', 'browser.cdpEndpoint', '/api/v1/sessions']) {
      expect(queryShape(parseQuery(q)), q).toBe('identifier');
    }
    for (const q of ['how do I connect to a running browser', '怎么连接已经打开的浏览器', 'connect agent to my own chrome window', 'agio 是什么', '上下文有多少']) {
      expect(queryShape(parseQuery(q)), q).toBe('question');
    }
    for (const q of ['browser', 'headless mode', '浏览器']) expect(queryShape(parseQuery(q)), q).toBe('plain');
    // Asking for the whole list (every key, all flags, 默认值) is asking for the reference page.
    for (const q of ['all config keys and defaults', 'list of cli flags', '所有命令行开关一览', '配置项默认值']) {
      expect(queryShape(parseQuery(q)), q).toBe('listing');
    }
    // An identifier used in a command line or next to other words.
    for (const q of ['agent-tars --workspace ./my-project', 'maxTokens 太小', 'toolCallEngine prompt engineering']) {
      expect(queryShape(parseQuery(q)), q).toBe('command');
    }
    // An identifier asked about in words: what it is for is the guide's; the values it takes are the reference's.
    for (const q of ['agent-tars workspace --init 有什么用', '--config 和工作区里的配置哪个优先', 'how does --headless work']) {
      expect(queryShape(parseQuery(q)), q).toBe('question');
    }
    for (const q of ['finishReason 有哪些取值', 'assistant_streaming_message 有哪些字段']) {
      expect(queryShape(parseQuery(q)), q).toBe('listing');
    }
  });

  it('favours the reference page when the reader asks for the whole list', () => {
    expect(kindWeight('listing', 'reference')).toBeGreaterThan(kindWeight('listing', 'guide'));
    expect(kindWeight('listing', 'reference')).toBeGreaterThan(kindWeight('plain', 'reference'));
  });

  it('favours the reference page for a bare identifier only, not for one used in a command', () => {
    expect(kindWeight('command', 'reference')).toBe(kindWeight('command', 'guide'));
    expect(kindWeight('identifier', 'reference')).toBeGreaterThan(kindWeight('command', 'reference'));
  });

  it('puts the guide above the reference page for a problem, even with an identifier in it', () => {
    for (const shape of ['command', 'identifier', 'plain'] as const) {
      expect(kindWeight(shape, 'guide', true), shape).toBeGreaterThan(kindWeight(shape, 'reference', true));
    }
    expect(queryShape(parseQuery('search.browserSearch.needVisitedUrls does not work'))).toBe('command');
  });

  it('favours reference pages for identifiers and guide pages for questions', () => {
    expect(kindWeight('identifier', 'reference')).toBeGreaterThan(kindWeight('identifier', 'guide'));
    expect(kindWeight('question', 'guide')).toBeGreaterThan(kindWeight('question', 'reference'));
    expect(pageKind('/api/config')).toBe('reference');
    expect(pageKind('/zh/api/cli')).toBe('reference');
    expect(pageKind('/guide/basic/browser')).toBe('guide');
    expect(pageKind('/blog/post')).toBe('other');
  });

  it('ranks the guide above the reference page for a question, and the reference first for the identifier', () => {
    const question = routes(en, 'how do I connect to a running browser');
    expect(question.indexOf('/guide/basic/browser')).toBeLessThan(question.indexOf('/api/config'));
    expect(routes(en, 'browser.cdpEndpoint')[0]).toBe('/api/config');
  });
});

describe('identifiers', () => {
  it('favours the row headed by an identifier typed alone, less when words around it say what the reader does', () => {
    const pages = [
      page('/guide/basic/web-ui', 'Web UI', 'The browser interface: sessions, session links and sharing a link.', [
        ['share', 'Share a session link', 'Set share.provider, then the share button uploads the session and copies a link to the session.'],
      ]),
      page('/api/config', 'Config reference', 'Every key.', [
        ['share-provider', 'share.provider', 'The URL the share button posts to. Default: none.'],
        ['other', 'webui', 'Settings of the session list.'],
      ]),
    ];
    const f = engineFor(pages);
    expect(routes(f, 'share.provider')[0]).toBe('/api/config');
    expect(routes(f, 'share.provider session link')[0]).toBe('/guide/basic/web-ui');
  });

  it('reads an identifier without the question mark typed after it', () => {
    expect(identifierTokens(parseQuery('tool_result?'))).toEqual(['tool_result']);
    expect(identifierTokens(parseQuery('what is --browser.control?'))).toEqual(['--browser.control']);
  });

  it('puts the page whose row is headed by the typed identifier first, even when other pages say its words more often', () => {
    const [file] = buildIndexFiles([
      page('/guide/advanced/event-stream', 'Event Stream', 'Each agent-tars run starts from user input.', [
        ['input', 'Run input', 'Every agent-tars run begins with the input of the user; the input of a run is stored, and input images too.'],
        ['more', 'Input of a run', 'Input, input and input: every agent-tars run has input.'],
      ]),
      page('/api/cli', 'CLI reference', 'Every flag of agent-tars run.', [['flag-input', '--input', 'The query for a headless run.']]),
    ]);
    const cli = SearchEngine.fromFile(file.file);
    expect(routes(cli, 'agent-tars run --input')[0]).toBe('/api/cli');
  });
});

describe('pieces of a phrase', () => {
  it('do not let a rare piece the segmenter cut wrongly (个人 of 多个人) rule out the page with the rest', () => {
    const filler = Array.from({ length: 6 }, (_, i) => page(`/zh/guide/f${i}`, `页面${i}`, `第${i}页讲别的服务。`, [], 'zh'));
    const engine = engineFor(
      [
        page('/zh/guide/advanced/server', '排队', '大家可以同时用一个服务，请求会排队。', [], 'zh'),
        page('/zh/guide/basic/profile', '资料', '个人信息交给服务保存。', [], 'zh'),
        page('/zh/guide/basic/other', '其他', '两个窗口同时用。', [], 'zh'),
        page('/zh/guide/basic/third', '第三', '两只手同时用。', [], 'zh'),
        ...filler,
      ],
      'zh',
    );
    expect(engine.matchAtoms(parseQuery('多个人同时用服务')).map((m) => m.atom.value)).toEqual(['个人', '同时用', '服务']);
    expect(routes(engine, '多个人同时用服务')).toContain('/zh/guide/advanced/server');
  });
});

describe('an identifier written as typed', () => {
  it('ranks a page that writes the identifier above one that only has its words', () => {
    const engine = engineFor([
      page('/guide/basic/web-ui', 'Web UI', 'Open the Web UI in a browser.', [
        ['open', 'Open the Web UI', 'Open it from the address the server prints.'],
      ]),
      page('/guide/basic/cli', 'CLI', 'Start the agent from a terminal.', [['flags', 'Flags', 'Pass --open to launch a browser tab when the server starts; --open works with --port.']]),
    ]);
    expect(routes(engine, '--open')[0]).toBe('/guide/basic/cli');
    // Without the dashes it is the word, and the page about opening things comes first.
    expect(routes(engine, 'open')[0]).toBe('/guide/basic/web-ui');
  });
});

describe('the product name, and names typed in pieces', () => {
  const pages = [
    page('/zh/guide/basic/cli', '命令行', 'Agent TARS 的命令行：agent-tars 启动 Agent TARS。', [
      ['flags', 'Agent TARS 专有参数', 'Agent TARS 的 Agent 有浏览器、搜索和规划器参数，Agent TARS 的任务拆解默认关闭。'],
    ], 'zh'),
    page('/zh/guide/advanced/planner', '任务拆解', '规划器先做任务拆解，再逐步执行。', [['how', '工作方式', '任务拆解生成计划。']], 'zh'),
    page('/zh/guide/get-started/introduction', '介绍', 'Agent TARS 是什么。', [['what', 'Agent TARS 能做什么', '概览。']], 'zh'),
  ];
  const zh = engineFor(pages, 'zh');

  it('is left out when other words say what the reader wants: every page is about the product', () => {
    expect(routes(zh, '任务拆解')[0]).toBe('/zh/guide/advanced/planner');
    expect(routes(zh, 'agent tars 任务拆解')[0]).toBe('/zh/guide/advanced/planner');
    expect(routes(zh, '请问agent-tars 任务拆解')[0]).toBe('/zh/guide/advanced/planner');
  });

  it('is kept when it is all the query says, or part of a pasted error', () => {
    expect(routes(zh, 'agent tars')).not.toEqual([]);
    const { file } = buildIndexFiles(pages).find((f) => f.lang === 'zh')!;
    expect(file.product).toBe('agent tars');
    const words = (q: string) => zh.matchAtoms(parseQuery(q)).map((m) => m.atom.value);
    expect(words('agent tars 任务拆解')).toEqual(['任务拆解']);
    expect(words("ENOENT: open '/Applications/Agent TARS.app'")).toContain('tars');
    // An npm package name, whole or being typed, is quoted too.
    expect(words('@agent-tars/core')).toEqual(expect.arrayContaining(['agent', 'tars', 'core']));
    expect(words('@agent-tars/co')).toContain('tars');
    expect(words('agent-tars core')).not.toContain('tars');
  });

  it('reads the rest of the query as if the name had not been typed: the same pages with the same scores', () => {
    const en = engineFor([
      page('/guide/basic/web-ui', 'Web UI', 'The interface.', [['dark', 'Dark mode', 'The web ui dark mode follows the system.']]),
      page('/guide/basic/theme', 'Themes', 'Mode, dark colours, web pages and ui kits: dark mode, web ui.', [['colours', 'Colours', 'dark web ui mode']]),
      page('/guide/get-started/introduction', 'Agent TARS', 'Agent TARS is an agent.', []),
    ]);
    const scored = (q: string) => en.search(q).map((p) => [p.routePath, p.score]);
    // The phrase `web ui dark mode` is on the Web UI page: the name in front must not hide it.
    expect(scored('agent tars web ui dark mode')).toEqual(scored('web ui dark mode'));
    expect(scored('Agent TARS web ui dark mode')).toEqual(scored('web ui dark mode'));
    for (const q of ['任务拆解', '规划器 参数']) expect(routes(zh, `agent tars ${q}`)).toEqual(routes(zh, q));
  });

  it('reads a question without its polite opening (请问, 你好, hi)', () => {
    const en = engineFor([
      page('/guide/basic/web-ui', 'Web UI', 'The interface.', [['dark', 'Dark mode', 'The web ui dark mode follows the system.']]),
      page('/guide/basic/files', 'Files', 'Hidden files stay hidden.', []),
    ]);
    const scored = (e: typeof en, q: string) => e.search(q).map((p) => [p.routePath, p.score]);
    expect(scored(en, 'hi, web ui dark mode')).toEqual(scored(en, 'web ui dark mode'));
    expect(scored(zh, '请问任务拆解')).toEqual(scored(zh, '任务拆解'));
    expect(scored(zh, '你好，请问 规划器 参数')).toEqual(scored(zh, '规划器 参数'));
    // Only a greeting as a word: `hidden` is not `hi` and `dden`.
    expect(routes(en, 'hidden files')[0]).toBe('/guide/basic/files');
  });

  it('joins Chinese words typed apart when together they spell a title or keyword', () => {
    const words = (q: string) => zh.matchAtoms(parseQuery(q)).map((m) => m.atom.value);
    expect(words('任务 拆解')).toEqual(['任务拆解']);
    expect(words('浏览器 参数')).toEqual(['浏览器', '参数']);
  });
});

describe('headings said whole', () => {
  const troubleshooting = page('/guide/basic/troubleshooting', 'Troubleshooting', 'When a session is not found, or a file is not found, or a tool is not found.', [
    ['session', 'Session errors', 'Session not restored? A session that is not found in the store is not found again after a restart; the session list shows every session found.'],
    ['key', 'Model API key missing or invalid', 'Set the key of the model provider.'],
  ]);
  const server = page('/guide/advanced/server', 'Server', 'The HTTP server of the agent.', [
    ['session-not-found', 'Session not found', 'The server answers 404 for an unknown session id.'],
  ]);
  const quick = page('/guide/get-started/quick-start', 'Quick start', 'Install and run.', [['api-key', 'Model API key', 'Export the key of your provider.']]);
  const other = (route: string) => page(route, 'Other', 'A page about the web UI.', [['x', 'Sessions', 'A session list.']]);
  const e = engineFor([troubleshooting, server, quick, other('/guide/a'), other('/guide/b')]);

  it('puts the page headed by the error the reader pasted first, above a page that says its words more often', () => {
    expect(routes(e, 'Session not found')[0]).toBe('/guide/advanced/server');
    // Chinese typed right against the message is a word boundary.
    expect(routes(e, '请问Session not found')[0]).toBe('/guide/advanced/server');
    expect(routes(e, 'Session not found会话找不到')[0]).toBe('/guide/advanced/server');
    // And a question mark typed after it is no part of it.
    expect(routes(e, 'Session not found?')[0]).toBe('/guide/advanced/server');
  });

  it('compares a query with headings without the punctuation or particle typed after it', () => {
    expect(withoutEnding('模型 api key 缺失吗')).toBe('模型 api key 缺失');
    expect(withoutEnding('连不上了吗？')).toBe('连不上');
    expect(withoutEnding('session not found?')).toBe('session not found');
    // Only after Chinese, and never the whole query.
    expect(withoutEnding('ollama')).toBe('ollama');
    expect(withoutEnding('吗')).toBe('吗');
  });

  it('leaves short headings alone: a topic name typed whole is the topic page', () => {
    const mcp = page('/zh/guide/basic/mcp', 'MCP', '把 MCP 服务接到 Agent 上。', [['add', '添加服务', '在配置里列出 MCP 服务。']], 'zh');
    const ref = page('/zh/api/config', '配置参考', '所有配置项。', [['mcp', 'MCP 服务', 'mcpServers 列出 MCP 服务，每个 MCP 服务一项。']], 'zh');
    const f = engineFor([mcp, ref, other('/zh/guide/a'), other('/zh/guide/b')], 'zh');
    expect(routes(f, 'MCP 服务')[0]).toBe('/zh/guide/basic/mcp');
  });

  it('takes a long query as the start of a heading, a short one not', () => {
    const cli = page('/guide/basic/cli', 'CLI', 'Commands of the CLI.', [['headless', 'Run one task without the Web UI and exit', 'Pass the query as a flag.']]);
    const web = page('/guide/basic/web-ui', 'Web UI', 'The browser interface.', [
      ['tasks', 'One task', 'Run one task in the Web UI without a restart, then run one task without the web server: one task at a time, in the web page.'],
      ['again', 'Run a task again', 'Run one task without the web history: run one task again without the old web run.'],
    ]);
    const f = engineFor([cli, web, other('/guide/a'), other('/guide/b')]);
    expect(routes(f, 'run one task without the web')[0]).toBe('/guide/basic/cli');
    expect(routes(f, 'one task')[0]).toBe('/guide/basic/web-ui');
  });
});

describe('rows per page', () => {
  it(`shows at most ${MAX_ROWS_PER_PAGE} rows of one page, its best row first`, () => {
    const results = en.search('connect');
    for (const p of results) expect(p.hits.length).toBeLessThanOrEqual(MAX_ROWS_PER_PAGE);
    const many = results.find((p) => p.routePath === '/guide/basic/many')!;
    expect(many.hits).toHaveLength(MAX_ROWS_PER_PAGE);
    expect(results.length).toBeGreaterThan(1);
    const mcp = en.search('mcpServers').find((p) => p.routePath === '/api/config')!;
    expect(mcp.hits[0].link).toBe('/api/config#mcp-servers');
  });

  it('puts the row with the rare word first, above a row with more of the common ones', () => {
    const common = (route: string) => page(route, 'Other', 'The server and the agent.', [['x', 'More', 'The server starts the agent.']]);
    const search = page('/guide/search', 'Search', 'How the agent searches the web.', [
      ['setup', 'Set up the server', 'The server starts the agent, then the agent searches.'],
      ['visited', 'needVisitedUrls', 'needVisitedUrls is ignored in this version.'],
    ]);
    const e = engineFor([search, common('/guide/a'), common('/guide/b'), common('/guide/c')]);
    const hit = e.search('needVisitedUrls server agent').find((p) => p.routePath === '/guide/search')!;
    expect(hit.hits[0].link).toBe('/guide/search#visited');
  });
});

describe('a glossary term written with a hyphen', () => {
  it('is found as a phrase in the other language’s index, however the reader joins its words', () => {
    // self-host ↔ 自部署 / 部署 in the glossary; the zh pages never write "self-host".
    const zhPages = [
      page('/zh/guide/advanced/server', '服务器', '启动服务器。', [['deploy', '部署到远程服务器', '在自己的机器上部署。']], 'zh'),
      page('/zh/guide/basic/file', '文件', '读写文件。', [['list', '文件列表', '列出文件。']], 'zh'),
    ];
    const zh = engineFor(zhPages, 'zh');
    for (const q of ['self-host', 'self host']) expect(zh.search(q).map((p) => p.routePath)[0], q).toBe('/zh/guide/advanced/server');
  });
});

describe('a word as typed', () => {
  it('counts a word typed whole above a longer word it starts', () => {
    // The pages differ only in that; the page listed first would win a tie.
    const e = engineFor([
      page('/guide/longer', 'Notes', 'Overview.', [['a', 'Setup', 'Set the zorbling value here.']]),
      page('/guide/whole', 'Notes', 'Overview.', [['b', 'Setup', 'Set the zorb value here.']]),
    ]);
    expect(e.search('zorb').map((p) => p.routePath)).toEqual(['/guide/whole', '/guide/longer']);
  });
});
