/**
 * Chinese words that only say something went wrong (打不开, 报错, 不生效):
 * kept whole when the segmenter cuts them into characters, and never what
 * decides which page a problem is about.
 */
import { describe, expect, it } from 'vitest';
import { describesProblem, queryShape } from '../../src/search/query-shape';
import { relaxAtom } from '../../src/search/relax';
import { segmentWords } from '../../src/search/segment';
import { parseQuery } from '../../src/search/tokenize';
import { isStopWord } from '../../src/search/word-classes';
import { engineFor, page } from './support/search-pages';

const words = (q: string) => relaxAtom(parseQuery(q).atoms[0]).map((a) => a.value);

describe('problem words in a Chinese run', () => {
  it('are cut from the thing that failed, and a lone 不 stays with the word it negates', () => {
    // Intl.Segmenter gives 搜索|报|错 and 配置|不|生效; gluing lone characters backwards made 搜索报错 and 配置不.
    expect(words('搜索报错')).toEqual(['搜索', '报错']);
    expect(words('配置不生效')).toEqual(['配置', '不生效']);
    expect(words('回放文件打不开')).toEqual(['回放', '文件', '打不开']);
  });

  it('still mark the query as a problem', () => {
    expect(describesProblem(parseQuery('浏览器打不开'))).toBe(true);
    // 没 + a verb says something did not happen, like 没有 + a verb.
    expect(describesProblem(parseQuery('插件没加载'))).toBe(true);
    // 无效, 失效, 过期: a key or a token that no longer works.
    expect(describesProblem(parseQuery('key 无效'))).toBe(true);
    // Errors that say a thing is not there: the provider's 404 for a model id.
    expect(describesProblem(parseQuery('提示模型不存在'))).toBe(true);
    expect(describesProblem(parseQuery('服务不可用'))).toBe(true);
    expect(words('网址没打开')).toEqual(['网址', '没打开']);
  });

  it('lets a long description that is mostly guesses still find the page its words name', () => {
    // 就在 is two stop characters; 空白页上乱点 is in no page, so only its optional pairs are left.
    expect(isStopWord('就在')).toBe(true);
    expect(isStopWord('就绪')).toBe(false);
    const pages = [
      page('/zh/guide/basic/browser', '浏览器', 'Agent 如何打开网址。', [['blank', '在空白页上点击', '还没打开网址时，页面是空白页。']], 'zh'),
      page('/zh/guide/basic/files', '文件', '读写文件。', [['list', '文件列表', '列出文件。']], 'zh'),
    ];
    const zh = engineFor(pages, 'zh');
    expect(zh.search('还没打开网址就在空白页上乱点').map((p) => p.routePath)[0]).toBe('/zh/guide/basic/browser');
  });
});

describe('ranking a problem phrase no page holds as typed', () => {
  const pages = [
    page('/zh/guide/basic/browser', '浏览器', 'Agent 如何启动和控制浏览器。', [
      ['launch', '浏览器如何启动', '找到本机的 Chrome 后启动浏览器。'],
    ], 'zh'),
    page('/zh/guide/basic/search', '搜索', '联网搜索的服务商。', [
      ['google', '浏览器搜索', '用浏览器打开 Google。Google 打不开时换成 Bing。'],
    ], 'zh'),
    page('/zh/guide/basic/troubleshooting', '故障排查', '常见报错。', [
      ['browser-fails', '浏览器启动失败', '找不到 Chrome：安装它，或者指定浏览器路径。'],
    ], 'zh'),
    page('/zh/guide/basic/files', '文件', '读写文件。', [['list', '文件列表', '列出文件。']], 'zh'),
  ];
  const zh = engineFor(pages, 'zh');
  const routes = (q: string) => zh.search(q).map((p) => p.routePath);

  it('ranks the page about the thing above a page that says the problem word in passing', () => {
    const got = routes('浏览器打不开');
    expect(got.indexOf('/zh/guide/basic/browser')).toBeGreaterThan(-1);
    expect(got.indexOf('/zh/guide/basic/browser')).toBeLessThan(got.indexOf('/zh/guide/basic/search'));
  });

  it('keeps the troubleshooting page, which names the symptom, above the passing mention', () => {
    const got = routes('浏览器打不开');
    expect(got.indexOf('/zh/guide/basic/troubleshooting')).toBeGreaterThan(-1);
    expect(got.indexOf('/zh/guide/basic/troubleshooting')).toBeLessThan(got.indexOf('/zh/guide/basic/search'));
  });
});

describe('a Chinese run that only asks', () => {
  it('is not required of a page, like a stop word', () => {
    // 放哪里 is 放 + 哪里 (a stop word): it names nothing to look for.
    expect(parseQuery('api key 放哪里').atoms.map((a) => a.value)).toEqual(['api', 'key']);
    expect(parseQuery('mcp 是什么').atoms.map((a) => a.value)).toEqual(['mcp']);
    // A run with a word of its own stays, without the question at its end.
    expect(parseQuery('插件放哪里').atoms.map((a) => a.value)).toEqual(['插件放']);
    // A query of nothing else keeps it.
    expect(parseQuery('是什么').atoms.length).toBe(1);
  });
});

describe('the edges and the uncut middle of a Chinese run', () => {
  it('drops stop words at the ends of a run, whole words only', () => {
    expect(parseQuery('stdio 和 http 的区别').atoms.map((a) => a.value)).toEqual(['stdio', 'http', '区别']);
    // 存在 stays whole: only 哪里 goes.
    expect(parseQuery('会话存在哪里').atoms.map((a) => a.value)).toEqual(['会话存在']);
    expect(parseQuery('web ui 一直转圈').atoms.map((a) => a.value)).toEqual(['web', 'ui', '转圈']);
    // A stop character the segmenter cut off a lone one (对|接) is half of a word, and stays.
    expect(parseQuery('对接自有系统').atoms.map((a) => a.value)).toEqual(['对接自有系统']);
    // 支持 asks whether something is possible (searxng 支持吗), like 可以.
    expect(parseQuery('searxng 支持吗').atoms.map((a) => a.value)).toEqual(['searxng']);
    // The same in English: a page listing the engines rarely says "supported".
    expect(parseQuery('which search engines are supported').atoms.map((a) => a.value)).toEqual(['search', 'engines']);
    // 是否, 有没有, 能不能… ask a yes-or-no question; the thing asked about stays.
    expect(parseQuery('怎么测试 api key 是否可用').atoms.map((a) => a.value)).toEqual(['测试', 'api', 'key', '可用']);
    expect(parseQuery('有没有办法关闭浏览器').atoms.map((a) => a.value)).toEqual(['关闭浏览器']);
    expect(parseQuery('能不能用本地模型').atoms.map((a) => a.value)).toEqual(['用本地模型']);
    // 所有 (all: the reference lists) and 自己 (own: your own UI) say what the reader wants, and page keywords use them.
    expect(parseQuery('所有配置').atoms.map((a) => a.value)).toEqual(['所有配置']);
    expect(parseQuery('自己写界面').atoms.map((a) => a.value)).toEqual(['自己写界面']);
    // 多大, 多久, 几个 ask how much: the thing measured stays.
    expect(parseQuery('请求体最大多大').atoms.map((a) => a.value)).toEqual(['请求体最大']);
    expect(relaxAtom(parseQuery('请求体最大多大').atoms[0]).map((a) => a.value)).toEqual(['请求体', '最大']);
    // 什么地方 asks where, 真的 only stresses: neither names a thing to find.
    expect(parseQuery('会话记录存在什么地方').atoms.map((a) => a.value)).toEqual(['会话记录存在']);
    expect(relaxAtom(parseQuery('会话记录存在什么地方').atoms[0]).map((a) => a.value)).toEqual(['会话', '记录', '存在']);
  });

  it('drops words that ask for documentation or a list, even where the segmenter cuts them into characters', () => {
    // 说明, 教程, 文档 say "the docs about": no page about config says 配置说明.
    expect(parseQuery('配置说明').atoms.map((a) => a.value)).toEqual(['配置']);
    expect(parseQuery('mcp 使用教程').atoms.map((a) => a.value)).toEqual(['mcp', '使用']);
    expect(parseQuery('browser docs').atoms.map((a) => a.value)).toEqual(['browser']);
    // 简介, 概述, 介绍 and introduction ask for the page that introduces what the rest names.
    expect(parseQuery('agent tars 简介').atoms.map((a) => a.value)).toEqual(['agent', 'tars']);
    expect(parseQuery('api 总览').atoms.map((a) => a.value)).toEqual(['api']);
    expect(parseQuery('introduction to mcp').atoms.map((a) => a.value)).toEqual(['mcp']);
    // The segmenter gives 一|览: the run still loses it, and still reads as a request for the list.
    expect(parseQuery('命令行参数一览').atoms.map((a) => a.value)).toEqual(['命令行参数']);
    expect(queryShape(parseQuery('命令行参数一览'))).toBe('listing');
    // A final particle the segmenter glues to the word before it (连|上了) goes too.
    expect(parseQuery('怎么确认 mcp 连上了').atoms.map((a) => a.value)).toEqual(['确认', 'mcp', '连上']);
    expect(parseQuery('好了').atoms.map((a) => a.value)).toEqual(['好了']);
    // Never below two characters, and alone it stays.
    expect(parseQuery('一览').atoms.map((a) => a.value)).toEqual(['一览']);
    expect(parseQuery('大全').atoms.length).toBe(1);
  });

  it('does not require a run of lone characters, which may be no word at all', () => {
    // 工作区 is a page title, so nothing is glued to it; 里|放 are left over.
    const pages = [
      page('/zh/guide/workspace', '工作区', '全局工作区保存共享配置。', [['env', '.env 文件', '启动时读取全局工作区的 .env 文件。']], 'zh'),
      page('/zh/guide/files', '文件', '读写文件。', [['put', '默认值', '全局设置里放着默认值，工作区里另有一份，env 也一样。']], 'zh'),
    ];
    const zh = engineFor(pages, 'zh');
    expect(zh.search('全局工作区里放的 env').map((p) => p.routePath)[0]).toBe('/zh/guide/workspace');
    // [word, a guess that is never required]
    const guessed = [
      ['全局', false],
      ['工作区', false],
      ['里放', true],
    ];
    const isTitle = (t: string) => t === '工作区';
    expect(relaxAtom(parseQuery('全局工作区里放的').atoms[0], isTitle).map((a) => [a.value, a.loose === true])).toEqual(guessed);
    expect(zh.matchAtoms(parseQuery('全局工作区里放的')).map((m) => [m.atom.value, m.optional === true])).toEqual(guessed);
  });

  it('finds a run the segmenter cannot cut by its character pairs', () => {
    // The segmenter splits 鉴权 into 鉴|权, and the lone characters glue into one word: 接口有鉴权.
    const pages = [
      page('/zh/guide/advanced/server', '服务器', '启动服务器。', [['auth', '跨域与鉴权', '服务器没有内置鉴权，接口对所有人开放。']], 'zh'),
      page('/zh/guide/basic/files', '文件', '读写文件。', [['list', '文件列表', '列出文件。']], 'zh'),
    ];
    const zh = engineFor(pages, 'zh');
    expect(zh.search('接口有鉴权').map((p) => p.routePath)[0]).toBe('/zh/guide/advanced/server');
    expect(zh.search('接口有鉴权吗').map((p) => p.routePath)[0]).toBe('/zh/guide/advanced/server');
  });

  it('needs only one of the pairs: the others are wrong guesses at where the words split', () => {
    // 能离线用: the segmenter leaves four characters; of 能离, 离线 and 线用 only 离线 is a word.
    const pages = [
      page('/zh/guide/basic/web-ui', '网页界面', '打开界面。', [['replay', '下载回放文件', '回放文件可以离线打开。']], 'zh'),
      page('/zh/guide/basic/files', '文件', '读写文件。', [['list', '文件列表', '列出文件。']], 'zh'),
    ];
    const zh = engineFor(pages, 'zh');
    expect(zh.search('能离线用吗').map((p) => p.routePath)).toEqual(['/zh/guide/basic/web-ui']);
  });
});

describe('the words of a Chinese phrase guessed apart', () => {
  it('let in the page about the rare word when pages holding every word fill the list', () => {
    // 思考过程 is 思考 + 过程 to the segmenter; the page about thinking never says 过程.
    const filler = (i: number) =>
      page(`/zh/guide/p${i}`, `页面${i}`, '介绍。', [[`s${i}`, '界面', `打开第${i}个面板，模型会显示它的思考，以及每一步的过程。`]], 'zh');
    const pages = [
      page('/zh/guide/model', '模型服务商', '选择模型。', [['thinking', '思考与推理', '开启模型的思考模式：思考预算、思考类型。']], 'zh'),
      filler(1),
      filler(2),
    ];
    const zh = engineFor(pages, 'zh');
    expect(zh.search('模型的思考过程', 2).map((p) => p.routePath)).toContain('/zh/guide/model');
  });
});

describe('words the segmenter cuts into characters', () => {
  it('are put back together when they spell a name the docs use, and nothing is glued to them', () => {
    const parsed = parseQuery('识别截图里的内容');
    // The segmenter reads 识别|截|图|里|的|内容.
    expect(relaxAtom(parsed.atoms[0]).map((a) => a.value)).not.toContain('截图');
    expect(relaxAtom(parsed.atoms[0], (t) => t === '截图').map((a) => a.value)).toEqual(['识别', '截图', '内容']);
  });

  it('keep two lone characters the docs use as a word apart from the word before them', () => {
    const atom = parseQuery('代码里调用').atoms[0];
    // ICU's segmenter reads 代码|里|调|用; glued, the whole run was one word no page about the SDK holds.
    const docsWords = (pair: string) => pair === '调用';
    expect(relaxAtom(atom, undefined, docsWords).map((a) => [a.value, a.loose === true])).toEqual([
      ['代码里', false],
      ['调用', false],
    ]);
  });

  // Only where the segmenter's dictionary lacks 豆包, as ICU's does today.
  it.runIf(segmentWords('豆包模型要下线')[0] === '豆')('read two lone characters at the start of a run as the word the docs use', () => {
    // Without a word before them, lone characters are a guess that no page needs to hold (豆包? 模型 下线).
    const atom = parseQuery('豆包模型要下线').atoms[0];
    expect(relaxAtom(atom, undefined, () => false).find((a) => a.value === '豆包')?.loose).toBe(true);
    expect(relaxAtom(atom, undefined, (pair) => pair === '豆包').find((a) => a.value === '豆包')?.loose).toBeUndefined();
  });

  it('leave a run of lone characters after a stop word a guess, even where the docs hold the pair', () => {
    // 看看|它|能|做: 能做 is held by a few pages, but a run that follows no word is no more than a guess.
    const relaxed = relaxAtom(parseQuery('看看它能做').atoms[0], undefined, () => true);
    expect(relaxed.find((a) => a.value === '能做')?.loose).toBe(true);
  });
});
