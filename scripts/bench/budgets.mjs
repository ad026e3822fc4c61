/**
 * Performance budgets. Byte budgets are enforced in CI by
 * tests/e2e/gates/budget.spec.ts; Lighthouse and parse-time budgets by `npm run bench`.
 */
export const KB = 1024;

export const BYTE_BUDGETS = {
  /** First-load JS of any doc page, gzip. */
  docPageJsGzip: 160 * KB,
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
