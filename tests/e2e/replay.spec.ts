/**
 * The replay player on the built site: examples from the URL, keyboard
 * control, `?step=N` deep links, files opened through the file input (replay
 * HTML export and JSON), every bad-input message, and narrow screens. The
 * `consoleLog` fixture fails any test that logs a console error.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { runAxe } from './gates/support/axe';
import { exampleSessions } from '../../src/data/sessions';
import { errorMessages } from '../../src/replay/messages';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FIXTURES = fileURLToPath(new URL('../fixtures/replay/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);
const EXPORT = 'agent-tars-fx7Qa2LmNc9P-1763625605000.html';
const coding = exampleSessions.find((s) => s.id === 'coding-task')!;
const form = exampleSessions.find((s) => s.id === 'form-filling')!;

/** The message as rendered (placeholders filled, typographic quotes kept). */
const message = (code: keyof typeof errorMessages, lang: 'en' | 'zh' = 'en', id = '') =>
  errorMessages[code][lang].replace('{id}', id);

test.describe('replay picker', () => {
  test('shows the examples, the file picker and the privacy note without a query', async ({ page }) => {
    await page.goto('/replay/');
    await expect(page.getByRole('heading', { level: 1, name: 'Replay' })).toBeVisible();
    await expect(page.getByText('Everything stays in your browser')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    const list = page.locator('.atr-example');
    await expect(list).toHaveCount(exampleSessions.length);
    await expect(list.first()).toContainText('Example session');
    await expect(page).toHaveTitle('Replay - Agent TARS');
  });

  test('opens an example in place and can go back to the picker', async ({ page }) => {
    await page.goto('/replay/');
    await page.getByRole('link', { name: coding.title.en }).click();
    await expect(page.getByTestId('replay-session-title')).toHaveText(coding.title.en);
    await expect(page).toHaveURL(/\?session=coding-task$/);
    await page.getByRole('button', { name: 'Open another session' }).click();
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await expect(page).toHaveURL(/\/replay\/$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(`/replay/?session=${form.id}&step=12`);
    await expect(page.getByTestId('replay-position')).toHaveText(`Step 12 of ${form.steps}`);
    const violations = await runAxe(page, { include: '[data-testid="replay-page"]', tags: null });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('playing an example', () => {
  test('steps through with the keyboard and keeps ?step= in the URL', async ({ page }) => {
    await page.goto(`/replay/?session=${coding.id}`);
    const position = page.getByTestId('replay-position');
    await expect(position).toHaveText(`Step 1 of ${coding.steps}`);
    await expect(page.locator('.atr-player[data-keys="on"]')).toHaveCount(1);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Step 3 of ${coding.steps}`);
    await expect(page).toHaveURL(/[?&]step=3(&|$)/);

    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Step 2 of ${coding.steps}`);

    await page.keyboard.press('End');
    await expect(position).toHaveText(`Step ${coding.steps} of ${coding.steps}`);
    await page.keyboard.press('Home');
    await expect(position).toHaveText(`Step 1 of ${coding.steps}`);
    await expect(page).not.toHaveURL(/step=/);

    const play = page.getByRole('button', { name: 'Play', exact: true });
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(position).not.toHaveText(`Step 1 of ${coding.steps}`, { timeout: 5000 });
    await page.keyboard.press(' ');
    await expect(play).toBeVisible();
  });

  test('works with Tab and the buttons alone', async ({ page }) => {
    await page.goto(`/replay/?session=${coding.id}`);
    await expect(page.locator('.atr-player[data-keys="on"]')).toHaveCount(1);
    const next = page.getByRole('button', { name: 'Next step' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('replay-position')).toHaveText(`Step 3 of ${coding.steps}`);
    await expect(next).toBeFocused();

    const timeline = page.getByLabel('Timeline');
    await timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('replay-position')).toHaveText(`Step 4 of ${coding.steps}`);
    await expect(timeline).toHaveAttribute('aria-valuetext', new RegExp(`^Step 4 of ${coding.steps}`));
  });

  test('deep-links to a step and shows the right detail', async ({ page }) => {
    // Step 5 of the coding session is the result of the first shell command.
    await page.goto(`/replay/?session=${coding.id}&step=5`);
    await expect(page.getByTestId('replay-position')).toHaveText(`Step 5 of ${coding.steps}`);
    await expect(page.locator('.atr-detail')).toContainText('./bin/tally.js');
    await expect(page.locator('.atr-step__btn[aria-current="step"]')).toContainText('5');
    await page.reload();
    await expect(page.getByTestId('replay-position')).toHaveText(`Step 5 of ${coding.steps}`);
    // Out-of-range steps clamp to the last one.
    await page.goto(`/replay/?session=${coding.id}&step=9999`);
    await expect(page.getByTestId('replay-position')).toHaveText(`Step ${coding.steps} of ${coding.steps}`);
  });

  test('renders tool results by kind', async ({ page }) => {
    // Terminal output.
    await page.goto(`/replay/?session=${coding.id}&step=23`);
    await expect(page.locator('.atr-term__pre')).toContainText('ℹ pass 3');
    // A file write as highlighted code.
    await page.goto(`/replay/?session=${coding.id}&step=19`);
    await expect(page.locator('.atr-code__pre .atr-tk--keyword').first()).toBeVisible();
    // Page content as readable text.
    await page.goto('/replay/?session=web-research&step=11');
    await expect(page.locator('.atr-page__body')).toContainText('append-only segments');
    // A screenshot with the click target of a visual-grounding action.
    await page.goto(`/replay/?session=${form.id}&step=10`);
    await expect(page.locator('.atr-shot img')).toBeVisible();
    await expect(page.locator('.atr-shot__marker')).toHaveCount(1);
    // Search results as a list of links.
    await page.goto('/replay/?session=web-research&step=5');
    await expect(page.locator('.atr-hit')).toHaveCount(5);
    // MCP rows as a table.
    await page.goto('/replay/?session=mcp-inventory&step=8');
    await expect(page.locator('.atr-detail table')).toContainText('LMP-204');
  });

  test('speaks Chinese on the Chinese page', async ({ page }) => {
    await page.goto(`/zh/replay/?session=${form.id}&step=2`);
    await expect(page.getByRole('heading', { level: 1, name: '回放' })).toBeVisible();
    await expect(page.getByTestId('replay-session-title')).toHaveText(form.title.zh);
    await expect(page.getByTestId('replay-position')).toHaveText(`第 2 / ${form.steps} 步`);
    await expect(page.getByText('所有处理都在你的浏览器里完成')).toBeVisible();
    await expect(page).toHaveTitle('回放 - Agent TARS');
  });
});

test.describe('opening files', () => {
  test('loads a replay HTML export through the file input, as text only', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a script from the file ran');
    });
    await page.goto('/replay/');
    await page.getByTestId('replay-file-input').setInputFiles(fixture(EXPORT));
    await expect(page.getByTestId('replay-session-title')).toHaveText('Fixture: list files');
    await expect(page.getByText('Your file')).toBeVisible();
    await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 7');
    await expect(page.locator('.atr-detail')).toContainText('<script>alert("x")</script>');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.atr-detail')).toContainText('<img src=x onerror=alert(2)>');
    expect(await page.locator('.atr-detail img').count()).toBe(0);
    // Files are not shareable by URL, so the query stays clean.
    await expect(page).not.toHaveURL(/session=|step=/);
  });

  test('loads a JSON event list through the file input', async ({ page }) => {
    await page.goto('/replay/');
    await page.getByTestId('replay-file-input').setInputFiles(fixture('session.json'));
    await expect(page.getByTestId('replay-session-title')).toHaveText('session.json');
    await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 7');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.atr-detail')).toContainText('run_command');
  });

  test('keeps unknown types and broken events as generic rows', async ({ page }) => {
    await page.goto('/replay/');
    await page.getByTestId('replay-file-input').setInputFiles(fixture('unknown-and-missing.json'));
    const warnings = page.getByTestId('replay-warnings');
    await expect(warnings).toContainText('1 event(s) have a type this player does not know (custom_progress)');
    await expect(warnings).toContainText('1 event(s) are missing required fields');
    await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 4');
    await expect(page.locator('.atr-step')).toHaveCount(4);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.atr-detail')).toContainText('custom_progress');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.atr-detail')).toContainText('missing required field "toolCallId"');
  });
});

const badInputs: { name: string; file: string; code: keyof typeof errorMessages }[] = [
  { name: 'a file that is neither JSON nor HTML', file: 'not-a-session.txt', code: 'not-supported' },
  { name: 'malformed JSON', file: 'malformed.json', code: 'malformed-json' },
  { name: 'an empty stream', file: 'empty.json', code: 'empty' },
  { name: 'an HTML page without replay data', file: 'plain-page.html', code: 'html-no-stream' },
  { name: 'a truncated replay export', file: 'truncated-export.html', code: 'html-malformed' },
];

test.describe('bad input never breaks the page', () => {
  for (const bad of badInputs) {
    test(`shows a message for ${bad.name}`, async ({ page }) => {
      await page.goto('/replay/');
      await page.getByTestId('replay-file-input').setInputFiles(fixture(bad.file));
      const alert = page.getByTestId('replay-error');
      await expect(alert).toHaveAttribute('data-error', bad.code);
      await expect(alert).toContainText(message(bad.code));
      // The picker stays usable after the error.
      await page.getByTestId('replay-file-input').setInputFiles(fixture('session.json'));
      await expect(page.getByTestId('replay-position')).toHaveText('Step 1 of 7');
      await expect(alert).toHaveCount(0);
    });
  }

  test('refuses a file over 50 MB', async ({ page }, testInfo) => {
    // Playwright passes buffers only up to 50 MB, so the big file goes through disk.
    const huge = testInfo.outputPath('huge.json');
    fs.writeFileSync(huge, Buffer.alloc(51 * 1024 * 1024, 0x20));
    await page.goto('/replay/');
    await page.getByTestId('replay-file-input').setInputFiles(huge);
    await expect(page.getByTestId('replay-error')).toHaveAttribute('data-error', 'too-large');
    await expect(page.getByTestId('replay-error')).toContainText(message('too-large'));
  });

  test('explains an unknown example id in the URL, in both languages', async ({ page }) => {
    await page.goto('/replay/?session=no-such-session');
    await expect(page.getByTestId('replay-error')).toContainText(message('unknown-example', 'en', 'no-such-session'));
    await expect(page.locator('.atr-example')).toHaveCount(exampleSessions.length);
    await page.goto('/zh/replay/?session=constructor');
    await expect(page.getByTestId('replay-error')).toContainText(message('unknown-example', 'zh', 'constructor'));
  });

  test('never loads third-party URLs from the query string', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) external.push(r.url());
    });
    await page.goto('/replay/?session=https%3A%2F%2Fevil.example%2Fx.json&step=2&url=https://evil.example/');
    await expect(page.getByTestId('replay-error')).toHaveAttribute('data-error', 'unknown-example');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(external).toEqual([]);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const url of [`/replay/?session=${form.id}&step=14`, '/zh/replay/?session=coding-task&step=8', '/replay/']) {
    test(`fits 375 px without sideways scrolling: ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByTestId('replay-page')).toBeVisible();
      if (url.includes('session=')) await expect(page.getByTestId('replay-position')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/** Gzip size of every script a page loads until the network is idle. */
async function firstLoadJsGzip(page: Page, url: string): Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const onResponse = (r: import('@playwright/test').Response) => {
    if (/\.js(\?|$)/.test(r.url())) sizes.set(r.url(), r.body().then((b) => zlib.gzipSync(b, { level: 9 }).length, () => 0));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const all = await Promise.all(sizes.values());
  return all.reduce((a, b) => a + b, 0);
}

test('the replay page loads at most 60 KB gzip of JavaScript more than a doc page', async ({ page }) => {
  const doc = await firstLoadJsGzip(page, '/guide/get-started/introduction');
  await page.context().clearCookies();
  const fresh = await page.context().newPage();
  const replay = await firstLoadJsGzip(fresh, '/replay/');
  await fresh.close();
  test.info().annotations.push({ type: 'first-load JS (gzip)', description: `doc ${(doc / 1024).toFixed(1)} KB, replay ${(replay / 1024).toFixed(1)} KB` });
  expect(replay - doc).toBeLessThanOrEqual(60 * 1024);
});
