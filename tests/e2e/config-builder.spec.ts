/**
 * The config builder and checker on the built site: outputs that hold exactly
 * the chosen keys in every format, live warnings, choices kept in the
 * address, hostile addresses, copying, the checker's findings and "Open in the
 * builder", the no-JavaScript view, and both languages.
 */
import { parse as parseYaml } from 'yaml';
import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './gates/support/axe';
import { watchConsole } from './support/fixtures';

const PAGE = '/guide/basic/config-builder';

async function open(page: Page, query = '', lang: 'en' | 'zh' = 'en') {
  await page.goto(`${lang === 'zh' ? '/zh' : ''}${PAGE}${query}`);
  // Set once the builder has hydrated and read the address.
  await expect(page.locator('.at-cb[data-ready="true"]')).toBeAttached();
}

const output = (page: Page, title: string) => page.locator('.at-cb__code', { has: page.locator('.at-cb__code-title', { hasText: title }) }).locator('pre');

async function fileText(page: Page, name: 'tarko.config.ts' | 'tarko.config.yaml' | 'tarko.config.json') {
  await page.getByRole('tab', { name }).click();
  return output(page, name).innerText();
}

/** Dotted paths of every leaf in a parsed file. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

test.describe('config builder', () => {
  test('a provider and an MCP server: the three files and the command hold exactly the chosen keys', async ({ page }) => {
    const log = watchConsole(page);
    await open(page);
    await page.getByLabel('Provider', { exact: true }).selectOption('anthropic');
    await page.getByLabel('Browser control').selectOption('dom');
    await page.getByRole('button', { name: 'Add an MCP server' }).click();
    const server = page.locator('.at-cb__mcp').first();
    await server.getByLabel('Name').fill('fs');
    await server.getByLabel('Command').fill('npx');
    await server.getByLabel('Arguments').fill('-y\n@modelcontextprotocol/server-filesystem\n.');

    const yaml = parseYaml(await fileText(page, 'tarko.config.yaml'));
    const json = JSON.parse(await fileText(page, 'tarko.config.json'));
    const expected = ['model.provider', 'model.id', 'browser.control', 'mcpServers.fs.command', 'mcpServers.fs.args'];
    expect(leafPaths(yaml).sort()).toEqual([...expected].sort());
    expect(json).toEqual(yaml);
    expect(yaml).toEqual({
      model: { provider: 'anthropic', id: 'claude-3-7-sonnet-latest' },
      browser: { control: 'dom' },
      mcpServers: { fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } },
    });

    const ts = await fileText(page, 'tarko.config.ts');
    expect(ts).toContain("import { defineConfig } from '@tarko/interface/define-config';");
    for (const line of ["provider: 'anthropic'", "id: 'claude-3-7-sonnet-latest'", 'apiKey: process.env.ANTHROPIC_API_KEY', "control: 'dom'", "command: 'npx'"]) {
      expect(ts).toContain(line);
    }
    // Every key line links its reference entry; nothing the reader left at its default is written.
    expect(ts).toMatch(/control: 'dom', \/\/ https:\/\/agent-tars\.com\/api\/config#cfg-browser\.control/);
    for (const absent of ['headless', 'thinking', 'search', 'maxTokens', 'webui']) expect(ts).not.toContain(absent);

    const command = await output(page, 'Command').innerText();
    expect(command).toContain('--model.provider anthropic');
    expect(command).toContain('--model.apiKey ANTHROPIC_API_KEY');
    expect(command).toContain('--browser.control dom');
    expect(await output(page, 'Environment variables').innerText()).toContain('ANTHROPIC_API_KEY');
    expect((log as unknown as { unexpected: string[] }).unexpected).toEqual([]);
  });

  test('each warning appears with its trigger, links its section, and goes when the choice changes', async ({ page }) => {
    await open(page);
    const warnings = page.locator('.at-cb__warnings');
    await expect(warnings).toContainText('No known pitfall');

    // A vision mode is switched to dom with any provider but volcengine.
    await page.getByLabel('Browser control').selectOption('visual-grounding');
    await expect(warnings.locator('[data-key="browser.control"]')).toHaveCount(0);
    await page.getByLabel('Provider', { exact: true }).selectOption('openai');
    const vision = warnings.locator('[data-kind="pitfall"][data-key="browser.control"]');
    await expect(vision).toBeVisible();
    await expect(vision.getByRole('link')).toHaveAttribute('href', '/guide/basic/troubleshooting#vision-falls-back-to-dom');

    // A base URL that ends in /chat/completions gets it twice.
    const baseURL = page.getByLabel('Base URL');
    await baseURL.fill('https://api.example.com/v1/chat/completions');
    await expect(warnings.locator('[data-key="model.baseURL"]')).toBeVisible();
    await baseURL.fill('https://api.example.com/v1');
    await expect(warnings.locator('[data-key="model.baseURL"]')).toHaveCount(0);

    await page.getByLabel('Browser control').selectOption('dom');
    await expect(vision).toHaveCount(0);
  });

  test('the address holds the choices: a reload gives the same outputs, and "Start over" clears it', async ({ page }) => {
    await open(page);
    await page.getByLabel('Provider', { exact: true }).selectOption('deepseek');
    await page.getByLabel('Max tokens').fill('4000');
    await page.getByLabel('Headless browser').check();
    await page.getByRole('button', { name: 'Add an MCP server' }).click();
    await page.locator('.at-cb__mcp').getByLabel('Transport').selectOption('http');
    await page.locator('.at-cb__mcp').getByLabel('URL').fill('https://mcp.example.com/mcp');
    const before = await fileText(page, 'tarko.config.ts');
    await expect(page).toHaveURL(/provider=deepseek/);
    const url = page.url();

    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator('.at-cb[data-ready="true"]')).toBeAttached();
    expect(await fileText(page, 'tarko.config.ts')).toBe(before);
    await expect(page.getByLabel('Max tokens')).toHaveValue('4000');
    await expect(page.locator('.at-cb__mcp').getByLabel('URL')).toHaveValue('https://mcp.example.com/mcp');

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('a hostile or broken address gives the start values and a note, never an error', async ({ page }) => {
    const log = watchConsole(page);
    const hostile = [
      'provider=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'maxTokens=NaN',
      'temperature=1e400',
      `model=${'x'.repeat(5000)}`,
      'mcp.0.name=__proto__',
      'mcp.0.cmd=npx',
      'constructor=1',
      'bad=%E0%A4%A',
    ].join('&');
    await open(page, `?${hostile}`);
    await expect(page.locator('.at-cb__notes')).toBeVisible();
    await expect(page.locator('.at-cb__notes li').first()).toBeVisible();
    await expect(page.getByLabel('Provider', { exact: true })).toHaveValue('volcengine');
    await expect(page.getByLabel('Max tokens')).toHaveValue('8192');
    expect(await fileText(page, 'tarko.config.ts')).not.toContain('<script>');
    await expect(page.locator('.at-cb__mcp')).toHaveCount(0);
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('cmd');
    expect((log as unknown as { unexpected: string[] }).unexpected).toEqual([]);
  });

  test('copy puts the shown text on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    const ts = await fileText(page, 'tarko.config.ts');
    await page.getByRole('button', { name: 'Copy tarko.config.ts' }).click();
    await expect(page.getByRole('button', { name: 'Copy tarko.config.ts' })).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ts);
    await page.getByRole('button', { name: 'Copy Command' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output(page, 'Command').innerText());
    await page.getByRole('button', { name: 'Copy link to these choices' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('config checker', () => {
  const pasted = [
    "import { defineConfig } from '@tarko/interface/define-config';",
    '',
    'export default defineConfig({',
    "  model: { provider: 'openai', id: 'gpt-4o', baseUrl: 'https://api.example.com/v1' },",
    "  browser: { control: 'hybrid', headless: 'yes' },",
    '  mcpServers: {',
    "    fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] },",
    '  },',
    '});',
  ].join('\n');

  test('lists each problem by line with the key meant, and opens the config in the builder', async ({ page }) => {
    const log = watchConsole(page);
    await open(page);
    // The checking runs in a worker, off the page's main thread.
    const worker = page.waitForEvent('worker');
    await page.getByRole('tab', { name: 'Check a config' }).click();
    await expect(page).toHaveURL(/tab=check/);
    expect((await worker).url()).toMatch(/\.js$/);
    await page.getByLabel(/Paste a tarko\.config\.ts/).fill(pasted);
    const results = page.locator('.at-cb__results');
    await expect(results).toContainText('Read as TypeScript.');
    const typo = results.locator('[data-kind="unknown-key"][data-key="model.baseUrl"]');
    await expect(typo).toContainText('Line 4');
    await expect(typo).toContainText('model.baseURL');
    await expect(results.locator('[data-kind="wrong-type"][data-key="browser.headless"]')).toContainText('Line 5');
    await expect(results.locator('[data-kind="pitfall"][data-key="browser.control"]')).toContainText('Line 5');

    await page.getByRole('button', { name: 'Open in the builder' }).click();
    await expect(page.getByRole('tab', { name: 'Build a config' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Provider', { exact: true })).toHaveValue('openai');
    await expect(page.locator('.at-cb__mcp').getByLabel('Name')).toHaveValue('fs');
    // The misspelt and mistyped keys have no control, so the builder says it left them out.
    await expect(page.locator('.at-cb__notes')).toContainText('model.baseUrl');
    expect((log as unknown as { unexpected: string[] }).unexpected).toEqual([]);
  });

  test('when the checker worker cannot load, the page checks on its own and says so in the console', async ({ page }) => {
    const log = watchConsole(page);
    await page.route('**/config-checker*.js', (route) => route.abort('internetdisconnected'));
    await open(page, '?tab=check');
    await page.getByLabel(/Paste a tarko\.config\.ts/).fill('{ "model": { "provder": "openai" } }');
    await expect(page.locator('.at-cb__results [data-key="model.provder"]')).toContainText('model.provider');
    expect(log.errors.join('\n')).toMatch(/Config checker: the worker (failed|could not start); checking on the page instead/);
  });

  test('a command line and a broken file each get a clear answer', async ({ page }) => {
    await open(page, '?tab=check');
    const box = page.getByLabel(/Paste a tarko\.config\.ts/);
    await box.fill('agent-tars --provider volcengine --modle.id x --browser.control dom');
    const results = page.locator('.at-cb__results');
    await expect(results).toContainText('Read as a command line.');
    await expect(results.locator('[data-key="--modle.id"]')).toContainText('--model.id');
    await box.fill('{ "model": { "provider": "openai", }');
    await expect(results.getByRole('alert')).toBeVisible();
  });
});

test('in Chinese the builder, its warnings and the checker speak Chinese', async ({ page }) => {
  await open(page, '?provider=openai&browser=visual-grounding', 'zh');
  await expect(page.getByRole('tab', { name: '生成配置' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('服务商')).toHaveValue('openai');
  const vision = page.locator('.at-cb__warnings [data-key="browser.control"]');
  await expect(vision.getByRole('link')).toHaveAttribute('href', '/zh/guide/basic/troubleshooting#vision-falls-back-to-dom');
  expect(await output(page, '命令').innerText()).toContain('--model.provider openai');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page shows a complete start config and says the builder needs JavaScript', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('noscript')).toHaveCount(1);
    const ts = await page.locator('.at-cb__panel').first().locator('pre').innerText();
    expect(ts).toContain("provider: 'volcengine'");
    expect(ts).toContain('apiKey: process.env.ARK_API_KEY');
    expect(ts).toContain('export default defineConfig({');
  });
});

test('axe finds no serious problem in either tab, in either language', async ({ page }) => {
  for (const lang of ['en', 'zh'] as const) {
    await open(page, '?provider=openai&browser=hybrid', lang);
    expect(await runAxe(page, { include: '.at-cb' })).toEqual([]);
    await page.getByRole('tab', { name: lang === 'en' ? 'Check a config' : '检查配置' }).click();
    await page.locator('.at-cb__paste').fill("export default { model: { provider: 'nope' } }");
    await expect(page.locator('.at-cb__check .at-cb__findings')).toBeVisible();
    expect(await runAxe(page, { include: '.at-cb' })).toEqual([]);
  }
});
