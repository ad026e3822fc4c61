/** Every string the search UI shows, in both site languages. */
export interface SearchTexts {
  placeholder: string;
  button: string;
  cancel: string;
  dialog: string;
  input: string;
  results: string;
  loading: string;
  noResults: (query: string) => string;
  tryAgain: string;
  /** Shown over the results of a query longer than what is searched. */
  clipped: (n: number) => string;
  count: (n: number) => string;
  failed: string;
  /** Shown under the nav when the panel's own code could not be downloaded. */
  panelFailed: string;
  kinds: { title: string; header: string; content: string };
  keys: { move: string; open: string; close: string };
}

export const SEARCH_TEXTS: Record<'en' | 'zh', SearchTexts> = {
  en: {
    placeholder: 'Search',
    button: 'Search the docs',
    cancel: 'Cancel',
    dialog: 'Search the documentation',
    input: 'Search query',
    results: 'Search results',
    loading: 'Loading the search index…',
    noResults: (query) => `No results for "${query}"`,
    tryAgain: 'Please try again with a different keyword',
    clipped: (n) => `Only the first ${n} characters of a long query are searched.`,
    count: (n) => (n === 1 ? '1 result' : `${n} results`),
    failed: 'The search index could not be loaded. Close this panel and open it again to retry.',
    panelFailed: 'Search could not be loaded. Check your connection, then press Ctrl+K or the search box to try again.',
    kinds: { title: 'Page', header: 'Section', content: 'Text' },
    keys: { move: 'to move', open: 'to open', close: 'to close' },
  },
  zh: {
    placeholder: '搜索',
    button: '搜索文档',
    cancel: '取消',
    dialog: '搜索文档',
    input: '搜索关键词',
    results: '搜索结果',
    loading: '正在加载搜索索引…',
    noResults: (query) => `没有找到与“${query}”相关的结果`,
    tryAgain: '请换个关键词再试',
    clipped: (n) => `查询太长，只搜索了前 ${n} 个字符。`,
    count: (n) => `${n} 条结果`,
    failed: '搜索索引加载失败。关闭面板后重新打开即可重试。',
    panelFailed: '搜索功能加载失败。请检查网络，然后按 Ctrl+K 或点击搜索框重试。',
    kinds: { title: '页面', header: '章节', content: '正文' },
    keys: { move: '切换', open: '打开', close: '关闭' },
  },
};

export function searchTexts(lang: string): SearchTexts {
  return lang.startsWith('zh') ? SEARCH_TEXTS.zh : SEARCH_TEXTS.en;
}
