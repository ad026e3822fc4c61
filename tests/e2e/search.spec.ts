import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { builtDir } from './support/built-site';
import { expect, test } from './support/fixtures';

// As a reader's page does: the engine builds when the page is idle.
test.use({ searchPrefetch: true });

/**
 * Search on the built site: the panel's keys and texts, highlighting in both
 * languages, lazy loading of the index, and failure with retry.
 */

const INDEX = /\/static\/search\/search-index\.[^/]+\.json$/;
const HAN_VARIANTS = /\/static\/search\/han-variants\.[^/]+\.json$/;
/** The engine worker's script (FlexSearch and our ranking). */
const ENGINE_CHUNK = /\/static\/js\/async\/search-engine\.[^/]+\.js$/;
/** Words only FlexSearch's code holds (its option names). */
const FLEXSEARCH_CODE = /\bfastupdate\b/;
/** The same engine for browsers where the worker cannot start. */
const PAGE_ENGINE_CHUNK = /\/static\/js\/async\/search-engine-page\.[^/]+\.js$/;
const FAILED = 'Failed to fetch search index, please reload the page and try again';
/** The built site the server answers from (E2E_DIR), not necessarily doc_build. */
const siteDir = builtDir();

function watchRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/** Keeps the idle prefetch from ever running, so only opening the panel loads search. */
/** The browser is never idle: idle callbacks are counted (in `__idleAsked`), never run. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { requestIdleCallback: () => number; __idleAsked: number };
    w.__idleAsked = 0;
    w.requestIdleCallback = () => ++w.__idleAsked;
  });
}

/** The shortcut works once the page is interactive: the button then shows its key. */
async function ready(page: Page) {
  await expect(page.locator('.at-search-button[data-hotkey]')).toBeVisible();
}

async function openWithShortcut(page: Page) {
  await ready(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function search(page: Page, query: string) {
  const input = page.getByRole('dialog').getByRole('searchbox');
  await input.fill(query);
  return input;
}

const hits = (page: Page) => page.locator('.at-search-hit');
const marks = (page: Page) => page.locator('.at-search-hit mark.at-search-mark');

test.describe('opening and closing', () => {
  test('Ctrl+K and Meta+K open the panel, Escape closes it', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('keys typed right after Ctrl+K, while the panel is still loading, are its query', async ({ page }) => {
    // The panel's code arrives late (first open on a slow connection, before the idle prefetch).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-panel.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guide/basic/browser');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mcpx', { delay: 30 });
    await page.keyboard.press('Backspace');
    release();
    const input = page.getByRole('dialog').getByRole('searchbox');
    await expect(input).toHaveValue('mcp');
    await expect(input).toBeFocused();
    await expect(hits(page).first()).toBeVisible();
    // Typing goes on where the early keys stopped.
    await page.keyboard.type(' server');
    await expect(input).toHaveValue('mcp server');
  });

  test("when the panel's code cannot be downloaded, the reader is told, and the next Ctrl+K tries again", async ({ page, consoleLog }) => {
    consoleLog.allow(/search panel could not be loaded|Failed to load resource|Loading chunk|ChunkLoadError/);
    // No idle prefetch (the page honours Save-Data): on a loaded machine it came late, while the
    // download still failed, and the second Ctrl+K joined that failing load (the bundler shares a
    // chunk's load in flight), so the retry this test checks never got to run.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    let fail = true;
    await page.route('**/search-panel.*.js', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/zh/guide/basic/browser');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('alert')).toHaveText(/搜索功能加载失败/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    fail = false;
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '搜索功能加载失败' })).toHaveCount(0);
  });

  test('once prefetched, the panel is there for the very next key after Ctrl+K', async ({ page }) => {
    const prefetched = page.waitForResponse(/search-panel\.[^/]*\.js$/);
    await page.goto('/guide/basic/browser');
    await ready(page);
    await prefetched;
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mcp');
    await expect(page.getByRole('dialog').getByRole('searchbox')).toHaveValue('mcp');
  });

  test('the nav search box opens it; Cancel and the mask close it', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    // The button's name is its visible text (WCAG label-in-name).
    const button = page.locator('.rp-nav .at-search-button');
    await ready(page);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.getByTestId('search-mask').click({ position: { x: 8, y: 8 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a click inside the panel keeps it open', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    await page.getByRole('dialog').locator('.at-search-panel__footer').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('results', () => {
  test('arrow keys move the current hit and Enter follows it to its anchor', async ({ page }) => {
    await page.goto('/guide/get-started/introduction');
    await openWithShortcut(page);
    await search(page, 'headless');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.at-search-hit--current')).toHaveAttribute('data-index', '0');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.at-search-hit--current')).toHaveAttribute('data-index', '1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const count = await hits(page).count();
    await expect(page.locator('.at-search-hit--current')).toHaveAttribute('data-index', String(count - 1));
    await page.keyboard.press('ArrowDown');
    // Pick a header hit: its link carries the heading anchor.
    const header = page.locator('.at-search-hit[data-kind="header"]').first();
    const index = Number(await header.getAttribute('data-index'));
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    const href = (await header.locator('a').getAttribute('href')) ?? '';
    expect(href).toMatch(/#[a-z0-9-]+$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    const anchor = decodeURIComponent(href.split('#')[1]);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('an English query is highlighted in title, header and content hits', async ({ page }) => {
    await page.goto('/guide/get-started/introduction');
    await openWithShortcut(page);
    await search(page, 'model provider');
    await expect(hits(page).first()).toBeVisible();
    const texts = await marks(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.toLowerCase()).toMatch(/^(model|provider)/);
    await expect(page.locator('.at-search-hit[data-kind="title"]').first()).toContainText('Model Provider');
    await expect(page.locator('.at-search-hit[data-kind="content"] .at-search-hit__statement').first()).toBeVisible();
    await expect(page.locator('.at-search-group__title').first()).toHaveText('Model Provider');
  });

  test('a Chinese query is highlighted, on the Chinese site', async ({ page }) => {
    await page.goto('/zh/guide/get-started/introduction');
    await openWithShortcut(page);
    await search(page, '视觉定位');
    await expect(hits(page).first()).toBeVisible();
    const texts = await marks(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((t) => t === '视觉定位')).toBe(true);
    const links = await page.locator('.at-search-hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.every((l) => l.startsWith('/zh/'))).toBe(true);
  });

  test('space-separated Chinese terms are ANDed, and a trailing space is ignored', async ({ page }) => {
    await page.goto('/zh/guide/basic/config');
    await openWithShortcut(page);
    await search(page, '浏览器 配置');
    await expect(hits(page).first()).toBeVisible();
    // Both the browser guide and the config pages are right answers; the browser page must be near the top.
    await expect(page.locator('.at-search-group__title').filter({ hasText: /^浏览器$/ })).toHaveCount(1);
    const titles = await page.locator('.at-search-group__title').allInnerTexts();
    expect(titles.slice(0, 3)).toContain('浏览器');
    const texts = new Set(await marks(page).allInnerTexts());
    expect(texts.has('浏览器') && texts.has('配置')).toBe(true);

    await search(page, '配置文件 ');
    await expect(marks(page).first()).toHaveText('配置文件');
    await search(page, 'MCP 服务');
    await expect(page.locator('.at-search-group__title').first()).toHaveText('MCP');
  });

  test('finds a Chinese phrase in the middle of the longest unpunctuated run', async ({ page }) => {
    const dir = path.join(siteDir, 'static/search');
    // The newest one, should an old build have left another behind.
    const file = fs
      .readdirSync(dir)
      .filter((f) => /^search-index\.zh\./.test(f))
      .sort((a, b) => fs.statSync(path.join(dir, b)).mtimeMs - fs.statSync(path.join(dir, a)).mtimeMs)[0];
    expect(file, 'zh index emitted').toBeTruthy();
    const index = JSON.parse(fs.readFileSync(path.join(siteDir, 'static/search', file as string), 'utf8')) as {
      pages: Array<[string, string]>;
      sections: Array<[number, string, string, number, string]>;
    };
    // The longest stretch of text without Chinese sentence punctuation, and a Han phrase from its middle.
    let best = { run: '', section: index.sections[0] };
    for (const section of index.sections) {
      for (const run of section[4].split(/[，。；：！？、（）“”《》]/)) {
        if (run.length > best.run.length && /[\u4e00-\u9fff]{8}/.test(run)) best = { run, section };
      }
    }
    expect(best.run.length).toBeGreaterThanOrEqual(24);
    const hanRuns = best.run.match(/[\u4e00-\u9fff]{8,}/g) as string[];
    const longest = hanRuns.sort((a, b) => b.length - a.length)[0];
    const middle = Math.floor(longest.length / 2);
    const phrase = longest.slice(Math.max(0, middle - 4), middle + 4);
    const [route] = index.pages[best.section[0]];
    const anchor = best.section[1];

    await page.goto('/zh/guide/get-started/introduction');
    await openWithShortcut(page);
    await search(page, phrase);
    const target = page.locator(`.at-search-hit a[href="${route}${anchor ? `#${anchor}` : ''}"]`).first();
    await expect(target, `"${phrase}" from a ${best.run.length}-character run on ${route}`).toBeVisible();
    await expect(target.locator('mark').first()).toHaveText(phrase);
  });

  test('typing during IME composition does not search until the composition ends', async ({ page }) => {
    // Every query the page sends to the search worker, and the page's timers on Playwright's clock.
    await page.addInitScript(() => {
      const w = window as unknown as { __queries: string[] };
      w.__queries = [];
      const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        const message = args[0] as { kind?: string; query?: string } | undefined;
        if (message?.kind === 'search' && typeof message.query === 'string') w.__queries.push(message.query);
        post.apply(this, args);
      };
    });
    const queries = () => page.evaluate(() => (window as unknown as { __queries: string[] }).__queries.slice());
    await page.clock.install();
    await page.goto('/zh/guide/basic/browser');
    await openWithShortcut(page);
    // With the engine ready, a search would go out the moment its input delay (150 ms) ends; the clock runs 1 s past each step.
    const input = await search(page, '浏览器');
    await expect(marks(page).first()).toHaveText('浏览器');
    await input.fill('');
    await expect(hits(page)).toHaveCount(0);
    const before = (await queries()).length;
    await input.evaluate((el: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      el.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      for (const partial of ['l', 'li', 'liu', '浏览']) {
        setValue?.call(el, partial);
        el.dispatchEvent(new InputEvent('input', { bubbles: true, data: partial, isComposing: true }));
      }
    });
    await page.clock.runFor(1000);
    expect((await queries()).slice(before), 'searches sent while composing').toEqual([]);
    await expect(hits(page)).toHaveCount(0);
    await expect(page.getByText('没有找到', { exact: false })).toHaveCount(0);
    await input.evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '浏览器');
      el.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '浏览器' }));
    });
    await page.clock.runFor(1000);
    await expect(marks(page).first()).toHaveText('浏览器');
    expect((await queries()).slice(before), 'searches sent for the composition').toEqual(['浏览器']);
  });

  test('no results shows the query and a hint, in English and in Chinese', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, 'zqxwv qvxzj');
    await expect(page.getByText('No results for "zqxwv qvxzj"')).toBeVisible();
    await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
    await expect(hits(page)).toHaveCount(0);
    // An empty query clears the results.
    await search(page, '   ');
    await expect(page.getByText('No results for', { exact: false })).toBeHidden();

    await page.goto('/zh/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, '麒麟鹦鹉');
    await expect(page.getByText('没有找到与“麒麟鹦鹉”相关的结果')).toBeVisible();
    await expect(page.getByText('请换个关键词再试')).toBeVisible();
  });

  test('a pasted log is searched by its first 256 characters, and the panel says so', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    const trace = Array.from({ length: 40 }, (_, i) => `    at processTicksAndRejections (node:internal/process/task_queues:${95 + i}:5)`).join('\n');
    await search(page, `Error: listen EADDRINUSE: address already in use :::8888\n${trace}`);
    await expect(page.getByText('Only the first 256 characters of a long query are searched.', { exact: true })).toBeVisible();
    await expect(hits(page).first()).toBeVisible();
    // Screen readers hear it with the count.
    await expect(page.getByRole('status')).toContainText(/\d+ results? Only the first 256 characters/);
    await search(page, 'EADDRINUSE');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.getByText('Only the first 256 characters', { exact: false })).toBeHidden();

    await page.goto('/zh/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, '浏览器'.repeat(100));
    await expect(page.getByText('查询太长，只搜索了前 256 个字符。', { exact: true })).toBeVisible();
  });

  test('the query and the index are shown as text, never as HTML', async ({ page }) => {
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    // Some of its words are in the docs: the rows show them as text.
    await search(page, '<img src=x onerror=window.__xss=1>');
    await expect(hits(page).first()).toBeVisible();
    // None are: the no-results line shows the query as text.
    await search(page, '<b onmouseover=qzxv()>zqxw</b>');
    await expect(page.getByText('No results for "<b onmouseover=qzxv()>zqxw</b>"')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.getByRole('dialog').locator('img')).toHaveCount(0);
  });
});

test.describe('ranking for readers', () => {
  /** Page paths of the result rows, in the order shown. */
  const rowPages = (page: Page) =>
    page.locator('.at-search-hit__link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\.html$/, '').replace(/#.*$/, '')));

  // Three readers' queries on one page load: each step is a behaviour of its own, and a failing step names it.
  test('typed half, misspelt or broad, an English query keeps its page in view', async ({ page }) => {
    await page.goto('/guide/get-started/introduction');
    await openWithShortcut(page);

    await test.step('a word still being typed finds the page it is heading for', async () => {
      // Half of "configuration": the docs' own word is "config".
      await search(page, 'configur');
      await expect(hits(page).first()).toBeVisible();
      expect((await rowPages(page))[0]).toBe('/guide/basic/config');
      // One letter of the next word: "web u" is on its way to "web ui".
      await search(page, 'web u');
      await expect.poll(async () => (await rowPages(page))[0]).toBe('/guide/basic/web-ui');
      expect(await marks(page).first().innerText()).toMatch(/^web u$/i);
    });

    await test.step('a typo and the product name do not lose the page, and the typo is highlighted as the word it stands for', async () => {
      // One letter left out of "install", highlighted as the word it stands for.
      await search(page, 'insall agent tars');
      await expect.poll(async () => (await rowPages(page))[0]).toBe('/guide/get-started/quick-start');
      await expect(marks(page).filter({ hasText: /^install$/i }).first()).toBeVisible();
    });

    await test.step('no page shows more than three rows, so the next page is never pushed out of view', async () => {
      await search(page, 'browser');
      // The rows are this query's once a row marks the word.
      await expect.poll(async () => (await marks(page).allInnerTexts()).some((t) => /^browser$/i.test(t))).toBe(true);
      const rows = await rowPages(page);
      const perPage = new Map<string, number>();
      for (const p of rows) perPage.set(p, (perPage.get(p) ?? 0) + 1);
      expect(perPage.size).toBeGreaterThan(1);
      expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
      // The second page's first row is within the first four rows.
      const second = [...perPage.keys()][1];
      expect(rows.indexOf(second)).toBeLessThanOrEqual(3);
    });
  });

  // Two readers' queries on one page load, a step each.
  test('a Chinese reader finds the page by an everyday word or in traditional characters', async ({ page }) => {
    // The worker fetches the variants file: the context sees the worker's requests.
    const variants: string[] = [];
    page.context().on('request', (r) => HAN_VARIANTS.test(new URL(r.url()).pathname) && variants.push(r.url()));
    await page.goto('/zh/guide/get-started/introduction');
    await openWithShortcut(page);

    await test.step('a Chinese word for a term the Chinese pages keep in English finds it (the term bridge)', async () => {
      // The zh pages write "token"; readers also say 令牌.
      await search(page, '令牌');
      await expect(hits(page).first()).toBeVisible();
      const texts = await marks(page).allInnerTexts();
      expect(texts.some((t) => /token/i.test(t))).toBe(true);
      expect((await rowPages(page)).every((p) => p.startsWith('/zh/'))).toBe(true);
    });

    await test.step('a query in traditional characters finds the Chinese page, and only it fetches the variants file', async () => {
      await search(page, '浏览器');
      await expect.poll(async () => (await rowPages(page))[0]).toBe('/zh/guide/basic/browser');
      expect(variants).toHaveLength(0);
      // 瀏覽器 is 浏览器 as typed in Taiwan or Hong Kong; 伺服器 is Taiwan's word for 服务器.
      await search(page, '瀏覽器');
      await expect.poll(async () => (await rowPages(page))[0]).toBe('/zh/guide/basic/browser');
      await expect(marks(page).first()).toHaveText('浏览器');
      await search(page, '啟動伺服器');
      await expect.poll(async () => (await rowPages(page))[0]).toBe('/zh/guide/advanced/server');
      expect(variants).toHaveLength(1);
    });
  });

  test('a variants file that will not load leaves the query as typed, with a warning', async ({ page, consoleLog }) => {
    consoleLog.allow(/traditional characters are searched as typed/);
    consoleLog.allow(/Failed to load resource/);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.context().route(HAN_VARIANTS, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/zh/guide/get-started/introduction');
    await openWithShortcut(page);
    await search(page, '瀏覽器');
    await expect(page.getByRole('dialog')).toContainText('瀏覽器');
    await expect.poll(() => warnings.some((w) => /traditional characters are searched as typed.*404/.test(w))).toBe(true);
    // Simplified queries still work.
    await search(page, '浏览器');
    await expect.poll(async () => (await rowPages(page))[0]).toBe('/zh/guide/basic/browser');
  });
});

test.describe('loading', () => {
  test('nothing is requested before the browser is idle or the panel opens', async ({ page }) => {
    await neverIdle(page);
    const index = watchRequests(page, INDEX);
    const engine = watchRequests(page, ENGINE_CHUNK);
    await page.goto('/guide/basic/browser', { waitUntil: 'load' });
    // The page has handed its prefetch to the idle queue and every request it made on its own has ended.
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __idleAsked: number }).__idleAsked)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(index).toHaveLength(0);
    expect(engine).toHaveLength(0);
    await openWithShortcut(page);
    await expect.poll(() => index.length).toBe(1);
    expect(new URL(index[0].url()).pathname).toMatch(/search-index\.en\.[0-9a-f]+\.json$/);
    // The worker's script and the index download side by side.
    await expect.poll(() => engine.length).toBe(1);
  });

  test('the index is prefetched when the browser is idle after load', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('load', () => {
        (window as unknown as { __loadedAt: number }).__loadedAt = Date.now();
      });
    });
    const requestedAt: number[] = [];
    page.on('request', (r) => INDEX.test(new URL(r.url()).pathname) && requestedAt.push(Date.now()));
    await page.goto('/guide/basic/browser', { waitUntil: 'load' });
    await expect.poll(() => requestedAt.length, { timeout: 15_000 }).toBe(1);
    const loadedAt = await page.evaluate(() => (window as unknown as { __loadedAt: number }).__loadedAt);
    expect(requestedAt[0]).toBeGreaterThanOrEqual(loadedAt);
    // Opening the panel afterwards does not fetch it again.
    await openWithShortcut(page);
    await search(page, 'browser');
    await expect(hits(page).first()).toBeVisible();
    expect(requestedAt).toHaveLength(1);
  });

  /** Counts Intl.Segmenter calls on the page: building the index segments its Chinese text. */
  async function countSegments(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __segments: number };
      w.__segments = 0;
      const segment = Intl.Segmenter.prototype.segment;
      Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
        w.__segments += 1;
        return segment.call(this, input);
      };
    });
    return () => page.evaluate(() => (window as unknown as { __segments: number }).__segments);
  }

  test('the idle prefetch builds the engine in a worker: the page itself never builds or queries it', async ({ page }) => {
    const segments = await countSegments(page);
    const index = watchRequests(page, INDEX);
    const engine = watchRequests(page, ENGINE_CHUNK);
    await page.goto('/zh/guide/basic/browser', { waitUntil: 'load' });
    await expect.poll(() => index.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => engine.length).toBe(1);
    await expect.poll(() => page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(expect.stringMatching(ENGINE_CHUNK));
    await page.locator('.rp-nav .at-search-button').click();
    await search(page, '浏览器');
    await expect(hits(page).first()).toBeVisible();
    expect(await segments()).toBe(0);
    expect(index).toHaveLength(1);
    // FlexSearch and the engine run in the worker, in one file: the page never loads their code.
    const worker = page.workers().find((w) => ENGINE_CHUNK.test(new URL(w.url()).pathname))!;
    const workerScripts = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    expect(workerScripts, 'scripts the worker imported besides its own').toEqual([]);
    const source = (url: string) => fs.readFileSync(path.join(siteDir, new URL(url).pathname), 'utf8');
    expect(source(worker.url())).toMatch(FLEXSEARCH_CODE);
    const pageScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    const withFlexSearch = pageScripts.filter((url) => !ENGINE_CHUNK.test(new URL(url).pathname) && FLEXSEARCH_CODE.test(source(url)));
    expect(withFlexSearch).toEqual([]);
  });

  test('without Web Workers the prefetch only downloads, and pointing at the search box builds the engine on the page', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker?: unknown }).Worker = undefined;
    });
    const segments = await countSegments(page);
    const index = watchRequests(page, INDEX);
    const pageEngine = watchRequests(page, PAGE_ENGINE_CHUNK);
    await page.goto('/zh/guide/basic/browser', { waitUntil: 'load' });
    await expect.poll(() => index.length, { timeout: 15_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    // Two idle periods after the download: work the page queued after it (an idle build) has had its turn.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    expect(await segments()).toBe(0);
    expect(pageEngine).toHaveLength(0);
    await page.locator('.rp-nav .at-search-button').hover();
    await expect.poll(segments).toBeGreaterThan(0);
    expect(pageEngine).toHaveLength(1);
    await page.locator('.rp-nav .at-search-button').click();
    await search(page, '浏览器');
    await expect(hits(page).first()).toBeVisible();
    expect(index).toHaveLength(1);
  });

  test('a worker that cannot start falls back to the page, with a warning that says so', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new DOMException('blocked by the test', 'SecurityError');
        }
      };
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, 'browser');
    await expect(hits(page).first()).toBeVisible();
    expect(warnings.some((w) => /search worker could not start.*on the page instead/i.test(w))).toBe(true);
  });

  test('Chinese pages use the Chinese index', async ({ page }) => {
    await neverIdle(page);
    const index = watchRequests(page, INDEX);
    await page.goto('/zh/guide/basic/browser');
    await openWithShortcut(page);
    await expect.poll(() => index.length).toBe(1);
    expect(new URL(index[0].url()).pathname).toMatch(/search-index\.zh\.[0-9a-f]+\.json$/);
  });

  test('switching language in the app loads the other index', async ({ page }) => {
    await neverIdle(page);
    const index = watchRequests(page, INDEX);
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, 'browser');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(index.map((r) => new URL(r.url()).pathname)).toEqual([expect.stringMatching(/search-index\.en\./)]);
    // The language menu's link, followed in the app (no page load).
    await page.evaluate(() => {
      (window as unknown as { __samePage?: boolean }).__samePage = true;
    });
    await page.locator('a[hreflang="zh"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/zh\/guide\/basic\/browser$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect.poll(() => index.length).toBe(2);
    expect(new URL(index[1].url()).pathname).toMatch(/search-index\.zh\./);
    await openWithShortcut(page);
    await search(page, '浏览器');
    await expect(hits(page).first()).toBeVisible();
    const links = await page.locator('.at-search-hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.every((l) => l.startsWith('/zh/'))).toBe(true);
  });

  test('a failed index request logs the message, gives no hits, and the next open retries', async ({ page, consoleLog }) => {
    consoleLog.allow(new RegExp(FAILED));
    consoleLog.allow(/Failed to load resource/);
    await neverIdle(page);
    const messages: string[] = [];
    page.on('console', (m) => m.type() === 'error' && messages.push(m.text()));
    await page.route(INDEX, (route) => route.abort());
    await page.goto('/guide/basic/browser');
    await openWithShortcut(page);
    await search(page, 'browser');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes(FAILED))).toBe(true);
    await expect(hits(page)).toHaveCount(0);
    // The panel stays usable.
    await search(page, 'browser mode');
    await expect(page.getByRole('dialog').getByRole('searchbox')).toHaveValue('browser mode');

    await page.unroute(INDEX);
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await search(page, 'browser');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
