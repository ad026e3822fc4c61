import { expect, test, waitForHydration } from './support/fixtures';

/** The API overview page's filter: label, placeholder, narrowing, and the empty result, in both languages. */
const cases = [
  { url: '/api/', label: 'Filter', placeholder: 'Enter keyword', empty: 'No matching API found', keep: 'Server API', other: 'CLI Reference', query: 'server' },
  { url: '/zh/api/', label: '筛选', placeholder: '输入关键词', empty: '没有找到匹配的 API', keep: '服务器 API', other: '命令行参考', query: '服务器' },
];

for (const c of cases) {
  test(`${c.url} filters the reference and says when nothing matches`, async ({ page }) => {
    await page.goto(c.url);
    await waitForHydration(page);
    const input = page.getByLabel(c.label);
    await expect(input).toHaveAttribute('placeholder', c.placeholder);
    const overview = page.locator('.rp-overview');
    await expect(overview).toContainText(c.keep);
    await expect(overview).toContainText(c.other);

    await input.fill(c.query);
    await expect(overview).toContainText(c.keep);
    await expect(overview).not.toContainText(c.other);

    await input.fill('zzqxv-no-such-api');
    await expect(overview).toContainText(c.empty);
  });
}
