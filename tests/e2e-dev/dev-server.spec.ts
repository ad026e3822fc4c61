import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** The dev server renders pages in the browser; wait for the app, not just the HTML. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('.at-sidebar a, .rp-doc h1', { timeout: 60_000 });
}

test('the dev server has the head scripts of the build, so tab groups are tabs', async ({ page }) => {
  await open(page, '/guide/get-started/quick-start');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
  for (const id of ['at-layout-constants', 'at-redirects', 'at-locale-redirect', 'at-js', 'at-url-repair']) {
    await expect(page.locator(`head #${id}`), id).toHaveCount(1);
  }
  const group = page.locator('.rp-tabs').first();
  await expect(group.getByRole('tab', { name: 'macOS' })).toBeVisible();
  await expect(group.getByRole('tab', { name: 'Linux' })).toBeVisible();
  // One panel at a time, as in the build; without the head script all three stack up.
  await expect(group.getByRole('tabpanel')).toHaveCount(1);
  await group.getByRole('tab', { name: 'Linux' }).click();
  await expect(group.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
});

test('the config builder runs under the dev server: address, warnings and the checker load as in the build', async ({ page }) => {
  // The server restarts when src/data/routes.ts changes (the sidebar test edits it); wait until it answers.
  await expect(async () => {
    await page.goto('/zh/guide/basic/config-builder?provider=openai&browser=visual-grounding');
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('.at-cb[data-ready="true"]')).toBeAttached({ timeout: 60_000 });
  // The warnings and the checker are loaded on demand, each in the page's language.
  const vision = page.locator('.at-cb__warnings [data-key="browser.control"]');
  await expect(vision).toContainText('volcengine', { timeout: 60_000 });
  await expect(vision.getByRole('link')).toHaveText('查看原因');
  await page.getByRole('tab', { name: '检查配置' }).click();
  await page.locator('.at-cb__paste').fill("export default { model: { provider: 'openai', baseUrl: 'https://x.example/v1' } }");
  await expect(page.locator('.at-cb__results [data-key="model.baseUrl"]')).toContainText('model.baseURL', { timeout: 60_000 });
});

test('a page added to src/data/routes.ts reaches the sidebar without a restart', async ({ page }) => {
  const routes = path.resolve('src/data/routes.ts');
  const original = fs.readFileSync(routes, 'utf8');
  const files = ['en', 'zh'].map((lang) => path.resolve(`docs/${lang}/guide/basic/dev-probe.mdx`));
  const anchor = "        page('/guide/basic/cli', 'CLI', '命令行'),\n";
  expect(original, 'the routes file changed shape; update this test').toContain(anchor);
  try {
    await open(page, '/guide/basic/cli');
    await expect(page.locator('.at-sidebar a', { hasText: 'Dev probe' })).toHaveCount(0);
    // The README's steps: the route with both titles, then the page in each language.
    fs.writeFileSync(routes, original.replace(anchor, `${anchor}        page('/guide/basic/dev-probe', 'Dev probe', '开发探针'),\n`));
    fs.writeFileSync(files[0], '---\ndescription: A page the dev-server test adds and removes.\n---\n\n# Dev probe\n\nTemporary.\n');
    fs.writeFileSync(files[1], '---\ndescription: 开发服务器测试临时添加的页面。\n---\n\n# 开发探针\n\n临时页面。\n');
    await expect(async () => {
      await open(page, '/guide/basic/cli');
      await expect(page.locator('.at-sidebar a', { hasText: 'Dev probe' })).toHaveCount(1, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    // A title changed in the routes alone (no new file) shows up too.
    const renamed = fs.readFileSync(routes, 'utf8').replace("'Dev probe', '开发探针'", "'Dev probe renamed', '开发探针'");
    fs.writeFileSync(routes, renamed);
    let saved = Date.now();
    await expect(async () => {
      // A save that lands while the server is still restarting for the page
      // files is not seen by the next server's watcher (seen once in CI); an
      // author would save again, and so does the test after 15 s.
      if (Date.now() - saved > 15_000) {
        fs.writeFileSync(routes, renamed);
        saved = Date.now();
      }
      await open(page, '/guide/basic/cli');
      await expect(page.locator('.at-sidebar a', { hasText: 'Dev probe renamed' })).toHaveCount(1, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    fs.writeFileSync(routes, original);
    for (const file of files) fs.rmSync(file, { force: true });
  }
});
