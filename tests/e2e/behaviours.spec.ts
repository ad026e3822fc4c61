import fs from 'node:fs';
import { expect, idle, live, settled, test, waitForHydration } from './support/fixtures';
import { COPY_SUCCESS_MS, NAV_DROPDOWN_CLOSE_DELAY_MS } from '../../src/site/constants';
import i18n from '../../i18n.json' with { type: 'json' };

const DOC = '/guide/basic/config';

test.describe('query switches', () => {
  const parts = {
    navbar: '.rp-nav',
    sidebar: '.rp-doc-layout__sidebar',
    outline: '.rp-doc-layout__outline',
    footer: '.rp-doc-footer',
  } as const;

  for (const [name, selector] of Object.entries(parts)) {
    test(`?${name}=0 hides the ${name}`, async ({ page }) => {
      await page.goto(DOC);
      await expect(page.locator(selector).first()).toBeVisible();
      await page.goto(`${DOC}?${name}=0`);
      await expect(page.locator(selector).first()).toBeHidden();
      for (const [other, otherSelector] of Object.entries(parts)) {
        if (other !== name) await expect(page.locator(otherSelector).first()).toBeVisible();
      }
    });
  }

  test('switches combine and survive client navigation that keeps the query', async ({ page }) => {
    await page.goto(`${DOC}?sidebar=0&outline=0&footer=0`);
    await waitForHydration(page);
    for (const selector of [parts.sidebar, parts.outline, parts.footer]) await expect(page.locator(selector).first()).toBeHidden();
    await expect(page.locator(parts.navbar)).toBeVisible();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/guide/basic/cli?sidebar=0&outline=0&footer=0';
      a.textContent = 'go';
      a.id = 'at-test-link';
      document.querySelector('.rp-doc')?.append(a);
    });
    // Client-side navigation through the router keeps the query.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/guide/basic/cli?sidebar=0&outline=0&footer=0');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/guide\/basic\/cli\?/);
    for (const selector of [parts.sidebar, parts.outline, parts.footer]) await expect(page.locator(selector).first()).toBeHidden();
  });

  test('?globalUIComponents=0 turns the global components off on a full page load', async ({ page }) => {
    await page.goto(DOC);
    await waitForHydration(page);
    await expect(page.locator('[data-global-ui="version-notice"]:visible')).toBeVisible();
    await page.goto(`${DOC}?globalUIComponents=0`);
    await waitForHydration(page);
    // The notice's parts have hydrated and run their effects.
    await idle(page);
    await expect(page.locator('[data-global-ui="version-notice"]')).toHaveCount(0);
  });

  test('the version notice can be dismissed and stays dismissed', async ({ page }) => {
    await page.goto(DOC);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.locator('[data-global-ui="version-notice"]')).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    // The notice's parts have hydrated and run their effects.
    await idle(page);
    await expect(page.locator('[data-global-ui="version-notice"]')).toHaveCount(0);
  });
});

test.describe('redirect rules', () => {
  const rules: [string, RegExp][] = [
    ['/guide/basic/browser-operation', /\/guide\/basic\/browser$/],
    ['/zh/guide/basic/browser-operation', /\/zh\/guide\/basic\/browser$/],
    ['/beta', /\/blog\/2025-06-25-introducing-agent-tars-beta$/],
    ['/zh/beta', /\/zh\/blog\/2025-06-25-introducing-agent-tars-beta$/],
    ['/guide/get-started/Introduction', /\/guide\/get-started\/introduction$/],
    ['/zh/guide/get-started/Introduction', /\/zh\/guide\/get-started\/introduction$/],
  ];
  for (const [from, to] of rules) {
    test(`${from} redirects`, async ({ page, consoleLog }) => {
      consoleLog.allow(/status of 404/);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

/** A page's frontmatter description, as written in its MDX file. */
const frontmatterDescription = (file: string) => /^description: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];

// The bundled page table carries no descriptions (plugins/slim-page-data): each page's head tags take
// it from the page's own frontmatter, on the first load and after client navigation alike.
test("the description meta tags are the page's own, after client navigation too", async ({ page }) => {
  const mcp = frontmatterDescription('docs/zh/guide/basic/mcp.mdx');
  const cli = frontmatterDescription('docs/zh/guide/basic/cli.mdx');
  await page.goto('/zh/guide/basic/mcp');
  await waitForHydration(page);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', mcp!);
  await page.locator('aside a[href="/zh/guide/basic/cli"]').first().click();
  await expect(page).toHaveURL(/\/zh\/guide\/basic\/cli$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cli!);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', cli!);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('the client redirect plugin handles moved pages during client navigation', async ({ page }) => {
  await page.goto(DOC);
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/zh/guide/basic/browser-operation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/zh\/guide\/basic\/browser$/);
});

test.describe('navbar', () => {
  test('is 72 px wide-screen and 56 px narrow', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(DOC);
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(72);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(DOC);
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(56);
  });

  test('is 56 px at 1200 px on a page with an outline, 72 px on the home page', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(DOC);
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(56);
    await page.goto('/');
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(72);
  });

  test("hideNavbar 'auto' hides it while scrolling down and shows it scrolling up", async ({ page }) => {
    await page.goto(`${DOC}?hideNavbar=auto`);
    await waitForHydration(page);
    // Make sure the page can scroll whatever its length.
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.mouse.move(700, 400);
    const nav = page.locator('.rp-nav');
    const top = async () => (await nav.boundingBox())?.y ?? 0;
    expect(await top()).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(top).toBeLessThan(-50);
    await settled(page);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBe(0);
  });

  test("hideNavbar defaults to 'never'", async ({ page }) => {
    await page.goto(DOC);
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 600);
    // The page has scrolled and its scroll handlers have had their frames.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await settled(page);
    expect((await page.locator('.rp-nav').boundingBox())?.y).toBe(0);
  });
});

test.describe('locale redirect on the first visit', () => {
  test.use({ locale: 'zh-CN' });

  test('a zh-CN browser goes from / to /zh/ once, and the marker is set', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    expect(await page.evaluate(() => localStorage.getItem('agent-tars-visited'))).toBe('1');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('never from an English deep link', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('never from a Chinese deep link', async ({ page }) => {
    await page.goto('/zh/guide/basic/cli');
    await expect(page).toHaveURL(/\/zh\/guide\/basic\/cli$/);
  });
});

test.describe('locale redirect for bots', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('Googlebot is never redirected', async ({ page }) => {
    await page.goto('/');
    // The redirect runs in the head, before the page could hydrate.
    await waitForHydration(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('locale redirect for English browsers', () => {
  test.use({ locale: 'en-US' });
  test('an English browser stays on /zh/ deep links and on /', async ({ page }) => {
    await page.goto('/zh/guide/basic/cli');
    await expect(page).toHaveURL(/\/zh\/guide\/basic\/cli$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('mobile nav', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('closes on route change and when the window reaches 768 px', async ({ page }) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const hamburger = page.locator('.rp-nav-hamburger:visible');
    const screen = page.locator('.rp-nav-screen');
    await hamburger.click();
    await expect(screen).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(screen).toBeVisible();
    // Exactly 768 px is no longer a phone: the screen closes and the page scrolls again.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(screen).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.locator('.rp-nav-hamburger:visible')).toHaveCount(1);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.setViewportSize({ width: 375, height: 800 });
    await hamburger.click();
    await expect(screen).toBeVisible();
    await screen.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(screen).toBeHidden();
  });
});

test('tabs work from the keyboard', async ({ page }) => {
  await page.goto('/guide/basic/browser');
  await waitForHydration(page);
  const tablist = page.locator('.rp-doc [role="tablist"]:visible').first();
  const tabs = tablist.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('tabs remember the selected tab across reloads', async ({ page }) => {
  await page.goto('/guide/basic/mcp');
  await waitForHydration(page);
  const tabs = page.locator('.rp-doc .rp-tabs:visible').first();
  const second = tabs.getByRole('tab').nth(1);
  const label = await second.innerText();
  await second.click();
  // As the reader does: see the tab switch (a click before the page's content is live runs once it is), then reload.
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.rp-doc .rp-tabs:visible').first().getByRole('tab', { selected: true })).toHaveText(label);
  // The same group on another page follows the choice.
  await page.goto('/guide/basic/browser');
  await waitForHydration(page);
  await expect(page.locator('.rp-doc [role="tab"][aria-selected="true"]', { hasText: label }).first()).toBeVisible();
});

test('a code block copy button shows success for COPY_SUCCESS_MS, then reverts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/guide/basic/cli');
  const button = page.locator('.rp-code-copy-button').first();
  await button.scrollIntoViewIfNeeded();
  await live(button);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await button.click();
  await expect(button).toHaveClass(/rp-code-copy-button--copied/);
  await page.clock.runFor(COPY_SUCCESS_MS - 100);
  await expect(button).toHaveClass(/rp-code-copy-button--copied/);
  await page.clock.runFor(200);
  await expect(button).not.toHaveClass(/rp-code-copy-button--copied/);
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(0);
  // The buttons' icons are CSS masks (theme/code-button-group), not inline SVG in every block.
  await expect(page.locator('.rp-code-button-group svg')).toHaveCount(0);
  await expect(button.locator('.at-code-icon--success')).toHaveCSS('mask-image', /data:image\/svg\+xml/);
});

test('a page loads no SVG image: the logo is inline, and code-block icons get their masks on hover or focus only', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await waitForHydration(page);
  // Each SVG image costs the browser a document of its own while the page loads.
  await expect(page.locator('.rp-nav__title svg.rp-nav__title__logo-image')).toHaveCount(1);
  await expect(page.locator('.rp-nav__title img')).toHaveCount(0);
  // The favicon too: Chromium decodes an SVG favicon into a document on the page's main thread.
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/\.png$/);
  const icon = await page.request.get(favicon!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const icons = () =>
    page.evaluate(() => [...document.querySelectorAll('.at-code-icon')].filter((el) => getComputedStyle(el).maskImage !== 'none').length);
  expect(await icons()).toBe(0);
  const first = page.locator('.rp-codeblock__content').first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await expect(first.locator('.at-code-icon--copy')).toHaveCSS('mask-image', /data:image\/svg\+xml/);
  await expect(first.locator('.at-code-icon--wrap')).toHaveCSS('mask-image', /data:image\/svg\+xml/);
  await page.mouse.move(0, 0);
  await expect(first.locator('.at-code-icon--copy')).toHaveCSS('mask-image', 'none');
  // A keyboard user gets the icons as soon as the focus is in the block.
  await first.locator('.rp-code-copy-button').focus();
  await expect(first.locator('.at-code-icon--copy')).toHaveCSS('mask-image', /data:image\/svg\+xml/);
});

test('when the clipboard fails, copying falls back to a prompt', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = () => false;
  });
  await page.goto('/guide/basic/cli');
  await waitForHydration(page);
  const seen: { type: string; message: string }[] = [];
  // The prompt blocks the click until it is answered, so answer it here.
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  const button = page.locator('.rp-code-copy-button').first();
  // Blocks render as they near the viewport (content-visibility): scroll, let the page settle, then click.
  await button.scrollIntoViewIfNeeded();
  await button.click({ force: true });
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0].type).toBe('prompt');
  expect(seen[0].message).toMatch(/^Copy to clipboard: (Ctrl|⌘)\+C, Enter$/);
  // On a Chinese page, in Chinese.
  await page.goto('/zh/guide/basic/cli');
  await waitForHydration(page);
  const zhButton = page.locator('.rp-code-copy-button').first();
  await zhButton.scrollIntoViewIfNeeded();
  await zhButton.click({ force: true });
  await expect.poll(() => seen.length).toBe(2);
  expect(seen[1].message).toMatch(/^复制到剪贴板：(Ctrl|⌘)\+C，回车$/);
});

test('the Copy Markdown button shows success for COPY_SUCCESS_MS', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's timers run on Playwright's clock, so the test says how much time passes.
  await page.clock.install();
  await page.goto('/guide/basic/cli');
  const button = page.locator('.at-copy-page').first();
  await live(button);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await button.click();
  await expect(button).toHaveClass(/at-copy-page--done/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('# CLI');
  await page.clock.runFor(COPY_SUCCESS_MS - 100);
  await expect(button).toHaveClass(/at-copy-page--done/);
  await page.clock.runFor(200);
  await expect(button).not.toHaveClass(/at-copy-page--done/);
});

test('a link ending in .html lands on the clean URL', async ({ page }) => {
  await page.goto('/guide/basic/cli.html');
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await page.goto(DOC);
  await waitForHydration(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/guide/basic/cli.html';
    a.id = 'html-link';
    a.textContent = 'html link';
    // Outside the app's root: parts of the page may still be hydrating.
    document.body.prepend(a);
  });
  await page.locator('#html-link').click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
});

test('a hash link scrolls its heading into view below the navbar', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const heading = page.locator('.rp-doc h2[id]').last();
  test.skip((await heading.count()) === 0, 'the page has no sections yet');
  const id = await heading.getAttribute('id');
  await page.goto(`/zh/guide/basic/cli#${id}`);
  const zhHeading = page.locator(`[id="${id}"]`);
  await expect(zhHeading).toBeInViewport();
  const box = await zhHeading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(72 - 1);
});

test('a failed route chunk does not leave a blank or half-rendered page', async ({ page, consoleLog }) => {
  consoleLog.allow(/Could not load the page data|Failed to load resource|ChunkLoadError|Loading chunk/);
  await page.goto(DOC);
  await waitForHydration(page);
  let blocked = 0;
  // The first script the navigation asks for (the page's route chunk) fails; the retry of a full load does not.
  await page.route(/static\/js\/async\/.*\.js$/, (route) => {
    if (blocked === 0) {
      blocked += 1;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/troubleshooting"]').click();
  await expect(page).toHaveURL(/\/guide\/basic\/troubleshooting$/);
  await expect(page.locator('h1').first()).toContainText('Troubleshooting');
  expect(blocked).toBe(1);
});

test('an unknown route reached by client navigation gets a full page load and the 404', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 404/);
  await page.goto(DOC);
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().endsWith('/guide/basic/does-not-exist'));
  // History navigation through the client router, as after a stale deploy.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/basic/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await response).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
});

test('content images zoom', async ({ page }) => {
  await page.goto('/guide/get-started/introduction');
  await waitForHydration(page);
  const image = page.locator('.rspress-doc img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  // Above the nav, the sidebar and the outline: what is under the nav bar and the edges is the zoom.
  const { width } = page.viewportSize() ?? { width: 1280 };
  for (const [x, y] of [[width / 2, 20], [40, 300], [width - 40, 300]]) {
    const top = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.className ?? '', [x, y]);
    expect(String(top), `element at ${x},${y}`).toMatch(/medium-zoom/);
  }
});

test('an unreachable content image logs a warning and is not zoomable', async ({ page, consoleLog }) => {
  consoleLog.allow(/Failed to load resource/);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route(/architecture\.en\.svg$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/guide/get-started/introduction');
  await waitForHydration(page);
  await expect.poll(() => warnings.some((w) => w.includes('architecture.en.svg') && w.includes('Image zoom'))).toBe(true);
  await expect(page.locator('.rspress-doc img[src*="architecture.en.svg"]')).not.toHaveClass(/medium-zoom-image/);
});

test('a slow route load shows the progress bar, which finishes when the page arrives', async ({ page }) => {
  await page.goto(DOC);
  await waitForHydration(page);
  await page.route(/static\/js\/async\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await route.continue();
  });
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/vision"]').click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/guide\/basic\/vision$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 5000 });
});

test('blocks far down a long page are not rendered on load, and their wide ones still become focusable', async ({ page }) => {
  // This page's third table is wider than the column at the test viewport, and far below the fold.
  await page.goto('/guide/advanced/agent-snapshot');
  await waitForHydration(page);
  const wide = page.locator('.rp-doc .rp-table-scroll-container').nth(2);
  await expect(wide).toHaveCSS('content-visibility', 'auto');
  // The browser skips the block's contents.
  expect(await wide.locator('table').evaluate((t) => t.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  // Soon after load, every scroll container wider than its column can take the focus.
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-a11y-pending'), undefined, { timeout: 10_000 });
  await expect(wide).toHaveAttribute('tabindex', '0');
  const unreachable = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rp-table-scroll-container, .rp-codeblock__content__scroll-container')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.getAttribute('tabindex') !== '0')
      .map((el) => el.className),
  );
  expect(unreachable).toEqual([]);
  // Scrolled to, the block renders.
  await wide.scrollIntoViewIfNeeded();
  await expect.poll(() => wide.locator('table').evaluate((t) => t.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
});

test('a nav menu opened by hovering closes NAV_DROPDOWN_CLOSE_DELAY_MS after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  await page.goto('/guide/basic/config');
  const menu = page.locator('.rp-nav button[aria-expanded]', { hasText: 'English' }).first();
  await live(menu);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await menu.hover();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(700, 500);
  await page.clock.runFor(NAV_DROPDOWN_CLOSE_DELAY_MS - 50);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(100);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the "open this page elsewhere" menu button is hidden until it is named, then named in the page language', async ({ page, consoleLog }) => {
  // Before hydration, as a slow phone sees it: the app's scripts never arrive.
  consoleLog.allow(/Failed to load resource/);
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto('/guide/basic/cli');
  const unnamed = page.locator('.rp-llms-view-options__trigger').first();
  await expect(unnamed).toBeAttached();
  await expect(unnamed).not.toHaveAttribute('aria-label');
  await expect(unnamed).toBeHidden();
  await page.unroute(/\/static\/js\//);
  for (const [url, name] of [
    ['/guide/basic/cli', i18n.llmsViewOptionsText.en],
    ['/zh/guide/basic/cli', i18n.llmsViewOptionsText.zh],
  ] as const) {
    await page.goto(url);
    const trigger = page.locator('.rp-llms-view-options__trigger').first();
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAccessibleName(name);
  }
});

test('a sidebar group closes and opens from its header, and a page in a closed group opens it', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  await waitForHydration(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar nav');
  const advanced = sidebar.locator('button.at-sidebar__header', { hasText: 'Advanced' });
  const basic = sidebar.locator('button.at-sidebar__header', { hasText: 'Basic' });
  await live(advanced);
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  const advancedItems = page.locator(`[id="${await advanced.getAttribute('aria-controls')}"]`);
  await expect(advancedItems).toHaveAttribute('inert', '');
  // Closing one group leaves the others as they were.
  await expect(basic).toHaveAttribute('aria-expanded', 'true');
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await expect(advancedItems).not.toHaveAttribute('inert', '');
  // Closed again, then a client navigation to one of its pages: the group of the current page is open.
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/advanced/agent-snapshot');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.rp-doc h1')).toHaveText(/Snapshot/i);
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/guide/advanced/agent-snapshot');
});
