/**
 * Hydration reuses the pre-rendered page. Three earlier bugs rebuilt large
 * parts of it in the browser (a preload link React wrote into the app root,
 * a new link component type on every render, a full app re-render with a
 * copy of the page data), each costing a full layout of the page on load.
 * Code blocks, tables, lists, tabs, the sidebar and the outline hydrate after
 * the rest of the page, at idle priority (Suspense boundaries); an input on
 * one of them makes React hydrate it at once.
 */
import type { Page } from '@playwright/test';
import { expect, idle, live, test, waitForHydration } from './support/fixtures';

// As a reader's page does: the engine builds when the page is idle.
test.use({ searchPrefetch: true });

/**
 * Marks every element created by script, so the test can tell them from the
 * parser's, and records every element taken out of the app root: the parser
 * only ever adds, so a removal is hydration moving or dropping markup.
 */
function markScriptCreatedElements() {
  const removed: string[] = [];
  (window as unknown as { __removed: string[] }).__removed = removed;
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (!(target.id === '__rspress_root' || target.closest?.('#__rspress_root'))) continue;
      for (const node of record.removedNodes) {
        if (node.nodeType === 1) removed.push(`${(node as Element).tagName.toLowerCase()}.${(node as Element).className}`.slice(0, 80));
      }
    }
  }).observe(document, { childList: true, subtree: true });
  const create = Document.prototype.createElement;
  const createNS = Document.prototype.createElementNS;
  Document.prototype.createElement = function (this: Document, ...args: Parameters<Document['createElement']>) {
    const el = create.apply(this, args);
    el.setAttribute('data-test-client-made', '');
    return el;
  } as Document['createElement'];
  Document.prototype.createElementNS = function (this: Document, ns: string | null, name: string, options?: ElementCreationOptions) {
    const el = createNS.call(this, ns, name, options);
    el.setAttribute('data-test-client-made', '');
    return el;
  } as Document['createElementNS'];
}

const PARTS = [
  'header.rp-nav',
  '.rp-doc-layout__container',
  '.rp-doc-layout__sidebar nav',
  '.rp-doc-layout__outline .rp-outline',
  '.rp-doc h1',
  '.rp-doc h2',
  '.rp-doc p',
  '.rp-doc a',
  '.rp-doc ol',
  '.rp-doc .rp-codeblock',
  '.rp-doc .rp-table-scroll-container',
  '.rp-doc .rp-tabs',
  '.rp-doc .rp-callout',
];

for (const path of ['/guide/basic/cli', '/zh/guide/basic/cli', '/guide/get-started/quick-start', '/api/config', '/', '/showcase/']) {
  test(`hydration keeps the pre-rendered markup of ${path}`, async ({ page }) => {
    await page.addInitScript(markScriptCreatedElements);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const counts = await page.evaluate((parts) => {
      const all = parts.map((selector) => ({
        selector,
        total: document.querySelectorAll(selector).length,
        rebuilt: document.querySelectorAll(`${selector}[data-test-client-made]`).length,
      }));
      const root = document.getElementById('__rspress_root');
      const prerendered = root?.querySelectorAll('*').length ?? 0;
      const rebuilt = root?.querySelectorAll('[data-test-client-made]').length ?? 0;
      return { all, prerendered, rebuilt };
    }, PARTS);
    const removed = await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);
    expect(removed, 'elements hydration moved or dropped').toEqual([]);
    const rebuiltParts = counts.all.filter((c) => c.rebuilt > 0);
    expect(rebuiltParts, JSON.stringify(rebuiltParts)).toEqual([]);
    // A few client-only elements are expected (the version notice, tooltips); a rebuilt page is not.
    expect(counts.rebuilt, `${counts.rebuilt} of ${counts.prerendered} elements were built in the browser`).toBeLessThan(counts.prerendered / 50);
  });
}

/**
 * Holds every script the page asks for after its first ones (its content,
 * plugins/content-chunk) until `release` is called.
 */
async function holdContentScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let held = 0;
  await page.route(/static\/js\/async\/(?!route-).*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

test('a copy button clicked before the page content has hydrated copies once it has', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const content = await holdContentScripts(page);
  await page.goto('/guide/basic/cli');
  await waitForHydration(page);
  await expect.poll(content.held, { message: 'the page asks for its content script after hydrating' }).toBeGreaterThan(0);
  const block = page.locator('.rp-doc .rp-codeblock').last();
  await block.scrollIntoViewIfNeeded();
  const expected = ((await block.locator('pre code').textContent()) ?? '').trim();
  const button = block.locator('.rp-code-copy-button');
  await button.click();
  await expect(button).not.toHaveClass(/rp-code-copy-button--copied/);
  content.release();
  await expect(button).toHaveClass(/rp-code-copy-button--copied/);
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(expected);
});

test('a page whose content script fails to load stays readable and says why in the console', async ({ page, consoleLog }) => {
  consoleLog.allow(/did not load; the page stays as pre-rendered|Failed to load resource|ChunkLoadError|Loading chunk/);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(/static\/js\/async\/(?!route-).*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/guide/basic/cli');
  await waitForHydration(page);
  await expect.poll(() => errors.some((e) => e.includes('did not load; the page stays as pre-rendered'))).toBe(true);
  await expect(page.locator('.rp-doc h1')).toHaveText(/CLI/);
  await expect(page.locator('.rp-doc .rp-codeblock').first()).toBeVisible();
  await expect(page.locator('.rp-doc-layout__outline .rp-outline a').first()).toBeVisible();
  // A link in the content still leads to its page.
  await page.route(/static\/js\/async\//, (route) => route.continue());
  await page.locator('.rp-doc a[href="/api/cli"]').first().click();
  await expect(page).toHaveURL(/\/api\/cli$/);
});

test('a client navigation renders code blocks and tables of the next page at once', async ({ page }) => {
  await page.goto('/guide/get-started/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/basic/cli');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.rp-doc h1')).toHaveText(/CLI/);
  await expect(page.locator('.rp-doc .rp-codeblock').first()).toBeVisible();
  await expect(page.locator('.rp-doc .rp-table-scroll-container table').first()).toBeVisible();
  const copy = page.locator('.rp-doc .rp-codeblock .rp-code-copy-button').first();
  await copy.scrollIntoViewIfNeeded();
  await copy.click({ force: true });
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
});

/**
 * React throws (and catches) its selective-hydration error, minified as
 * #461, when a part that has not hydrated yet gets new props: it then
 * abandons the render and hydrates that part at once, in the same task,
 * instead of in an idle slice of its own. Rspress's sidebar hook replaced its
 * data with equal copies right after mounting, which did that to every
 * sidebar group (theme/sidebar/use-sidebar-data.ts). Caught exceptions are
 * seen through the debugger.
 */
for (const path of ['/guide/basic/cli', '/zh/guide/basic/cli', '/api/config', '/']) {
  test(`no part of ${path} is forced to hydrate before its turn`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const thrown: string[] = [];
    cdp.on('Debugger.paused', (event) => {
      thrown.push(String((event.data as { description?: string } | undefined)?.description ?? event.reason).split('\n')[0]);
      void cdp.send('Debugger.resume');
    });
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Every deferred part has had its turn: the last sidebar group (on pages with one) is live.
    const groups = page.locator('.at-sidebar__group');
    if ((await groups.count()) > 0) await live(groups.last());
    await idle(page);
    expect(thrown.filter((message) => /React error #461\b/.test(message))).toEqual([]);
  });
}
