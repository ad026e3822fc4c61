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

/**
 * Doc pages over `docPageJsGzip` (issue 8), with the most each may load (KB,
 * gzip). About 150 KB is common to every page (React, router, theme, page
 * table); on these, the route's own chunk plus the typed reference data it
 * renders (split chunks of src/data/{cli,config,server-api,events,agent-api}.ts,
 * both languages) take it over. The budget test fails when one grows past its
 * ceiling, or when one is within the budget again (then delete its line).
 */
export const OVER_BUDGET_DOC_PAGES = {
  // CLI flags and config keys.
  '/api/cli': 179,
  '/zh/api/cli': 180,
  '/api/config': 169,
  '/zh/api/config': 170,
  '/guide/basic/cli': 171,
  '/zh/guide/basic/cli': 172,
  '/guide/basic/config': 173,
  '/zh/guide/basic/config': 174,
  '/guide/basic/mcp': 172,
  '/zh/guide/basic/mcp': 173,
  '/guide/basic/workspace': 172,
  '/zh/guide/basic/workspace': 173,
  '/guide/ui-integration/web': 174,
  '/zh/guide/ui-integration/web': 175,
  // Server API (the guide's own chunk is 14–16 KB of examples).
  '/api/server': 169,
  '/zh/api/server': 170,
  '/guide/advanced/server': 173,
  '/zh/guide/advanced/server': 174,
  // Events and the agent SDK.
  '/api/event-stream': 171,
  '/zh/api/event-stream': 172,
  '/guide/advanced/event-stream': 167,
  '/zh/guide/advanced/event-stream': 168,
  '/guide/get-started/sdk': 165,
  '/zh/guide/get-started/sdk': 166,
  '/api/agent': 162,
  '/zh/api/agent': 163,
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
