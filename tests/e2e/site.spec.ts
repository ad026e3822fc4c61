import { guideSection } from '../../src/data/routes';
import { identity } from '../../src/site/identity';
import { expect, test } from './support/fixtures';

test.describe('404', () => {
  for (const [path, home, texts] of [
    ['/no/such/page', '/', ['PAGE NOT FOUND', 'Take me home']],
    ['/zh/no/such/page', '/zh/', ['页面未找到', '返回首页']],
  ] as const) {
    test(`${path} answers 404 with a way home`, async ({ page, consoleLog }) => {
      consoleLog.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('404 - Agent TARS');
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      // The early head scripts ran, as on every other page (issue 20: 404.html had none).
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--at-nav-height').trim())).not.toBe('');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[0]);
      const home_ = page.getByRole('link', { name: texts[1] });
      await expect(home_).toHaveAttribute('href', home);
      await home_.click();
      await expect(page).toHaveURL(new RegExp(`${home.replace(/\//g, '\\/')}$`));
    });
  }
});

test('nav items, version menu and social links', async ({ page }) => {
  await page.goto('/guide/get-started/introduction');
  const nav = page.locator('.rp-nav');
  for (const text of ['Guide', 'API', 'Showcase', 'Blog']) {
    await expect(nav.getByRole('link', { name: text, exact: true }).first()).toBeVisible();
  }
  await expect(nav.getByText(`v${identity.version}`).first()).toBeVisible();
  await expect(page.locator(`a[href="${identity.archivedPreview}"]`).first()).toBeAttached();
  for (const href of [identity.repository, identity.x, identity.discord]) {
    await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('sidebar groups are in order and hold every guide page', async ({ page }) => {
  await page.goto('/guide/get-started/introduction');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const text = (await sidebar.innerText()).replace(/\s+/g, ' ');
  let at = -1;
  for (const group of guideSection.groups) {
    const next = text.indexOf(group.title.en, at + 1);
    expect(next, `group ${group.title.en} after the previous one`).toBeGreaterThan(at);
    at = next;
  }
  for (const group of guideSection.groups) {
    for (const p of group.pages.filter((x) => x.only !== 'zh')) {
      await expect(sidebar.locator(`a[href="${p.path}"]`)).toHaveCount(1);
    }
  }
});

test('outline title and prev/next links', async ({ page }) => {
  await page.goto('/guide/get-started/quick-start');
  await expect(page.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
  await expect(page.locator('a[href="/guide/get-started/introduction"]').last()).toBeVisible();
  await expect(page.locator('a[href="/guide/get-started/sdk"]').last()).toBeVisible();
  await page.goto('/zh/guide/get-started/quick-start');
  await expect(page.locator('.rp-outline__title')).toHaveText('本页目录');
});

test('the language switcher keeps the current page', async ({ page }) => {
  await page.goto('/guide/basic/config');
  await page.locator('.rp-nav').getByText('English').first().hover();
  await page.getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL(/\/zh\/guide\/basic\/config$/);
  await page.locator('.rp-nav').getByText('简体中文').first().hover();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/guide\/basic\/config$/);
});

test('the language switcher keeps the section (#hash)', async ({ page }) => {
  await page.goto('/guide/basic/config');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hide-navbar-mode'));
  const id = await page.locator('.rspress-doc h2[id]').nth(1).getAttribute('id');
  await page.goto(`/guide/basic/config#${id}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hide-navbar-mode'));
  await page.locator('.rp-nav').getByText('English').first().hover();
  await page.getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/zh/guide/basic/config#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('on a Chinese-only page the language switch leads to the English home', async ({ page }) => {
  await page.goto('/zh/guide/get-started/cli');
  const english = page.locator('.rp-nav a[rel="alternate"]', { hasText: 'English' }).first();
  await expect(english).toHaveAttribute('href', '/');
});

test('home: hero, actions, install command and every feature span', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent TARS' })).toBeVisible();
  for (const name of ['Quick Start', 'Introduction', 'GitHub']) {
    await expect(page.locator('.at-home-hero__actions').getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText('npm install -g @agent-tars/cli@latest')).toBeVisible();
  const spans = await page.locator('.at-home-feature').evaluateAll((els) => els.map((e) => e.getAttribute('data-span')));
  expect(new Set(spans)).toEqual(new Set(['2', '3', '4', '6']));
  // Every card has its drawn icon.
  await expect(page.locator('.at-home-feature__icon svg')).toHaveCount(spans.length);
  const widths = await page
    .locator('.at-home-feature')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-span'), e.getBoundingClientRect().width] as const));
  const widthOf = (span: string) => widths.find(([s]) => s === span)![1];
  expect(widthOf('6')).toBeGreaterThan(widthOf('4'));
  expect(widthOf('4')).toBeGreaterThan(widthOf('3'));
  expect(widthOf('3')).toBeGreaterThan(widthOf('2'));
  await page.goto('/zh/');
  await expect(page.locator('.at-home-hero__actions').getByRole('link', { name: '快速开始' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a guide page is pre-rendered with its heading and text', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CLI');
    const text = await page.locator('.rspress-doc').innerText();
    expect(text.length).toBeGreaterThan(2000);
    await page.goto('/zh/guide/basic/cli');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('命令行');
    // Every tab panel is readable, each under its label.
    await page.goto('/guide/basic/mcp');
    const panels = page.locator('.rspress-doc [role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
  });

  test('on a phone the site can still be walked: nav links under the title, the sidebar after the page, no dead buttons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/zh/guide/basic/cli');
    const nav = page.locator('.rp-nav');
    for (const name of ['指南', 'API', '案例', '博客']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await sidebar.scrollIntoViewIfNeeded();
    await expect(sidebar.getByRole('link', { name: '故障排查' })).toBeVisible();
    // The language menu opens on focus (and hover), and its link goes to the other language.
    await nav.locator('.at-nav-dropdown__button').filter({ hasText: '简体中文' }).focus();
    await expect(nav.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/guide/basic/cli');
    // Buttons that need JavaScript are not shown (the sidebar's group headings only fold groups, which are open;
    // the nav's menu buttons open their lists by CSS).
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll('button, [role="button"]')]
        .filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden' && !b.closest('.rp-doc-layout__sidebar, .at-nav-dropdown'))
        .map((b) => b.className || b.textContent),
    );
    expect(dead).toEqual([]);
  });
});
