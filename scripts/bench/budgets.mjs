/**
 * Performance budgets. Byte budgets are enforced in CI by
 * tests/built/budget.test.ts; Lighthouse and parse-time budgets by `npm run bench`.
 */
export const KB = 1024;

export const BYTE_BUDGETS = {
  /**
   * First-load JS of any doc page, gzip: stock Rspress 2's with React
   * (155,356 B, scripts/bench/stock-site.mjs), the figure issue 34 set. React's
   * runtime had taken doc pages to 171-184 KB; what brought them back: each
   * page's content loads after the frame hydrates (plugins/content-chunk), the
   * install tabs' icons go with the pages that use them, and each page gets
   * its own language of the reference data (plugins/locale-data).
   */
  docPageJsGzip: 155_356,
  /** The replay page may add this much first-load JS (gzip) to a doc page's. */
  replayExtraJsGzip: 60 * KB,
};

/** The replay player's Markdown parser, on any of the bench's 150 KB inputs (median run). */
export const MARKDOWN_PARSE_BUDGET_MS = 250;

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/** The pages the bench measures: first-load bytes for all, Lighthouse for those marked. */
export const BENCH_PAGES = [
  { name: 'Home', route: '/', lighthouse: true },
  { name: 'Doc page (EN)', route: '/guide/basic/cli', lighthouse: true, doc: true },
  { name: 'Doc page (ZH)', route: '/zh/guide/basic/cli', lighthouse: true, doc: true },
  { name: 'Showcase', route: '/showcase/', lighthouse: true },
  { name: 'Replay', route: '/replay/', lighthouse: false },
];
