/**
 * Performance budgets. Byte budgets are enforced in CI by
 * tests/built/budget.test.ts; Lighthouse and parse-time budgets by `npm run bench`.
 */
export const KB = 1024;

export const BYTE_BUDGETS = {
  /**
   * First-load JS of any doc page, gzip. 160 KB on Preact; React's runtime
   * (react-dom and scheduler, 68.7 KB gzip against Preact's ~10 KB) took the
   * doc pages to 171-183 KB (issue 17, measured on the build). The goal is
   * stock Rspress's 155.9 KB (scripts/bench/stock-site.mjs); until then this
   * stops growth. 180 KB since each page got its own language of the
   * reference data (plugins/locale-data): the heaviest page went from 184.3
   * to 178.6 KB (/zh/guide/ui-integration/web).
   */
  docPageJsGzip: 180 * KB,
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
