import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Console output that means a page is broken, whatever the test checks. */
const HYDRATION = /hydrat|did not match|server rendered html|text content does not match/i;

export interface ConsoleLog {
  errors: string[];
  warnings: string[];
  /** Messages a test expects (e.g. a deliberate failure); they do not fail it. */
  allow: (pattern: RegExp) => void;
}

export function watchConsole(page: Page): ConsoleLog {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error') errors.push(text);
    else if (msg.type() === 'warning' && HYDRATION.test(text)) warnings.push(text);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  const allowed: RegExp[] = [];
  return {
    errors,
    warnings,
    allow: (pattern) => allowed.push(pattern),
    get unexpected() {
      return [...errors, ...warnings].filter((m) => !allowed.some((p) => p.test(m)));
    },
  } as ConsoleLog & { unexpected: string[] };
}

/** The page's reader has asked to save data (`navigator.connection.saveData`): the search engine is not prefetched. */
export async function asSaveDataReader(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}

/**
 * `test` with a `consoleLog` fixture: any console error, uncaught exception
 * or hydration warning fails the test unless the test allowed it.
 *
 * `searchPrefetch`: whether the page builds the search engine when it is
 * idle, as it does for a reader. Off unless a file turns it on: the build
 * (a worker parsing and indexing a 0.5 MB index) took about a tenth of the
 * CPU time of tests that never search, on a machine whose two cores the
 * browser tests keep busy. Off is a reader's own setting (Save-Data), so the
 * page is one a reader can meet. The search tests, the hydration tests and
 * the crawl of every page (tests/e2e/gates) keep it on.
 */
export const test = base.extend<{ consoleLog: ConsoleLog; searchPrefetch: boolean }>({
  searchPrefetch: [false, { option: true }],
  consoleLog: [
    async ({ page, searchPrefetch }, use) => {
      if (!searchPrefetch) await asSaveDataReader(page);
      const log = watchConsole(page) as ConsoleLog & { unexpected: string[] };
      await use(log);
      expect(log.unexpected, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated: the theme marks <html> from an effect. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hide-navbar-mode'));
}

/**
 * Resolves once React has hydrated the element: it then carries React's
 * props (a `__reactProps$…` key). Parts of a page hydrate at different times
 * (deferred parts, the page's content after the frame), so a test that
 * pauses the page's clock first waits for the control it will use.
 */
export async function live(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated by React' })
    .toBe(true);
}

/**
 * Resolves once the page is still: web fonts loaded, two frames drawn (so
 * scroll and resize handlers have run and their style changes applied) and
 * no CSS animation or transition running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Resolves at the browser's next idle period: by then the work the page
 * queued (React's deferred hydration, effects, idle prefetch) has run.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 2000 })));
}

/**
 * Resolves once the work queued after hydration has had its turn and every
 * scroll container has its keyboard patch (src/site/a11y-patches.ts, which
 * works through idle periods): the page as a reader meets it.
 */
export async function a11yPatched(page: Page): Promise<void> {
  await idle(page);
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-a11y-pending'));
}
