/**
 * The words the search reads a query with (src/search/): which words ask
 * rather than name, which say something went wrong, which ask for a list.
 * The code applies these lists; a new word goes here, not into the code.
 * Chinese lists marked "pattern" are regular-expression alternatives: some
 * words carry the context they must not appear in (`(?<!能)不能`).
 */

/** Words that name no topic: dropped from a query unless it has nothing else. */
export const STOP_WORDS: readonly string[] = (
  'a an and are as at be by can do does for from how i in is it my of on or our ' +
  'so that the this to up what when where which why with you your support supports supported ' +
  'put want need make let doesn don isn wasn aren didn won shouldn couldn wouldn hasn haven via into onto me we us will would should could there its if but them they these those was were been being ' +
  '的 了 吗 呢 吧 啊 呀 如何 怎么 怎样 什么 为什么 哪些 哪里 是 在 和 与 及 或 我 你 请 可以 能否 一下 怎么样 ' +
  '一直 总是 还是 已经 这个 那个 然后 但是 因为 所以 如果 支持 ' +
  '是否 有 没有 有没有 能不能 会不会 是不是 要不要 怎么办 咋 啥 哪个 应该 要 也 都 就 还 又 再 一个 一些 某些 某个 办法 嘛 ' +
  '真的 到底 究竟 其实 地方 正在 目前 现在 只是 干嘛 多大 多久 多长 几个 哪儿 以后 之后 以前 之前 时候 之类 等等 请问 你好 麻烦 求助 求问 各位 大佬 大家 谢谢 感谢 只能 能够 需要 想要 必须 ' +
  '它 给 让 把 被 对 从 们 着 过 得 地 ' +
  // Words that ask for the docs or a list rather than name a topic (the listing shape still reads them).
  '说明 教程 文档 用法 手册 详解 指南 一览 列表 大全 清单 概述 简介 概览 总览 介绍 ' +
  'docs documentation tutorial manual introduction intro'
).split(' ');

/** Particles a Chinese sentence ends with (连不上了吗): not part of what it names. */
export const SENTENCE_PARTICLES: readonly string[] = ['了', '吗', '呢', '吧', '啊', '呀', '嘛'];

/** Characters that negate the word after them (不|生效 is one word: 不生效). */
export const NEGATIONS: readonly string[] = ['不', '没', '未'];

/** Chinese words that say something went wrong (pattern). */
export const CJK_PROBLEM: readonly string[] = [
  '失败', '报错', '错误', '出错', '无法', '无效', '失效', '过期', '(?<!能)不能', '不了', '(?<!行)不行', '没法', '(?:不|没|未)生效', '不支持',
  '没反应', '没有反应', '异常', '崩溃', '超时', '找不到', '不存在', '不可用', '打不开', '卡住', '卡死', '没用', '不工作', '问题', '缺失', '为空',
  '被占用', '冲突', '白屏', '空白', '闪退', '乱码', '(?<!对)不对', '不显示', '没有输出', '不见了', '排查', '故障', '(?<!有)没有(?!办法)',
  '没(?![有法])[\\u4e00-\\u9fff]', '未(?!来)', '[\\u4e00-\\u9fff]不(?:上|进去?|出来?|起来|到|动|开|来|去|下|成|通)',
];

/** English words of a reader who hit a problem: an error, a failure, something that does not happen. */
export const PROBLEM_WORDS: readonly string[] = (
  'error errors err fail fails failed failing failure fatal crash crashes crashed broken missing invalid ' +
  "denied refused timeout unable cannot cant can't won't wont don't dont doesn't doesnt didn't didnt isn't undefined null " +
  'exception stuck hang hangs freezes ignored wrong unexpected unknown deprecated issue issues problem problems ' +
  'bug bugs troubleshoot troubleshooting blank empty nothing unsupported unavailable unauthorized forbidden'
).split(' ');

/** Chinese words before a quoted message (提示 No baseURL…, 报 Cannot find module…). */
export const SAYS_MESSAGE: readonly string[] = ['提示', '报', '弹出'];

/** First words of an English question. */
export const QUESTION_WORDS: readonly string[] = ['how', 'what', 'why', 'when', 'where', 'which', 'can', 'does', 'do', 'should', 'is'];

/** Chinese words that ask a question (怎么, …吗). */
export const CJK_QUESTION: readonly string[] = [
  '怎么', '怎样', '如何', '为什么', '为何', '能否', '能不能', '可以', '是否', '吗', '呢', '哪', '什么', '咋', '啥', '多少', '干嘛', '多大', '多久', '多长', '几个', '哪儿',
];

/** English words that ask for a whole list. */
export const LISTING_WORDS: readonly string[] = ['all', 'list', 'every', 'reference', 'defaults', 'overview'];

/** Chinese words that ask for a whole list, or for the values a key may take. */
export const CJK_LISTING: readonly string[] = ['所有', '全部', '一览', '列表', '大全', '清单', '参考', '默认值', '字段', '取值'];

/** A polite opening before the question itself (请问, 你好，, 麻烦问一下): it asks nothing of a page. */
export const GREETING = {
  /** Said first, before any request. */
  hellos: ['你好', '您好', '大家好', '各位'],
  /** The same in English: whole words only (`hi` is not the start of `history`). */
  latinHellos: ['hello', 'hi'],
  /** A request to be answered, longest first (请问一下 before 请问). */
  requests: ['请问一下', '请问', '麻烦问一下', '麻烦请教一下', '麻烦', '求助', '求问', '请教一下', '请教'],
} as const;

/**
 * Anchors of closing link lists (CONTRIBUTING: every page ends with "Related").
 * They name every neighbouring page, so their row counts less than real
 * content, and their text is not indexed at all: it made a page match its
 * neighbours' words (2.2 KB of the English index and 2.8 KB of the Chinese
 * one, gzip; no query of any set moved by more than one place).
 */
export const LINK_LIST_ANCHORS: ReadonlySet<string> = new Set(['related', 'related-pages', 'next-steps', 'where-to-go-next', 'see-also']);

/** Closing link lists and other headings every page has: they say nothing about a topic (the term bridge skips them). */
export const GENERIC_ANCHORS: ReadonlySet<string> = new Set(['related', 'related-pages', 'next-steps', 'see-also', 'pitfalls', 'faq', 'reference']);
