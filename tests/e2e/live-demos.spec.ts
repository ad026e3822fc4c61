import { runAxe } from './gates/support/axe';
import type { Locator, Page } from '@playwright/test';
import type { AgentEvent } from '../../src/data/events';
import { events as inventoryEvents } from '../../src/data/sessions/mcp-inventory';
import { events as plannerEvents } from '../../src/data/sessions/planner-research';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The live demos (@rspress/plugin-preview through plugins/live-demos): each
 * renders in the page from the session data, answers its slider, shows its
 * source beside it, in both languages and both themes, axe-clean. The
 * fixture fails a test on any console error, which includes CSP violations.
 */

const LABEL = { en: 'Live demo', zh: '实时演示' } as const;
const RECEIVED = { en: 'Events received', zh: '已收到事件' } as const;

async function axeIssues(page: Page, selector: string): Promise<string[]> {
  const violations = await runAxe(page, { include: selector });
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

/** The page's first demo follows the theme (its background), and every demo on the page is axe-clean in it. */
async function followsTheme(page: Page, colorScheme: 'light' | 'dark') {
  const demo = page.locator('.at-preview__demo').first();
  await demo.scrollIntoViewIfNeeded();
  const [r, g, b] = (await demo.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
  if (colorScheme === 'dark') expect(r + g + b, 'a dark demo background').toBeLessThan(200);
  else expect(r + g + b, 'a light demo background').toBeGreaterThan(600);
  expect(await axeIssues(page, '.at-preview')).toEqual([]);
}

/** Sets the demo's slider to `count` events with the keyboard, as a reader would. */
async function receive(slider: Locator, count: number) {
  await slider.focus();
  await slider.press('Home');
  for (let i = 1; i < count; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveValue(String(count));
}

/** What the event-stream demo must show after `received`, derived from the data, not from the demo's code. */
function chatItems(received: AgentEvent[]) {
  const tools = received.filter((e) => e.type === 'tool_call');
  const results = new Set(received.flatMap((e) => (e.type === 'tool_result' ? [e.toolCallId] : [])));
  return {
    texts: received.filter((e) => e.type === 'user_message' || (e.type === 'assistant_message' && e.content)).length,
    tools: tools.length,
    running: tools.filter((t) => t.type === 'tool_call' && !results.has(t.toolCallId)).length,
  };
}

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/zh' : '';

  test.describe(`event stream demo (${lang})`, () => {
    // The light theme's checks share this page load (the default scheme); the dark theme has its own tests below.
    test('renders the inventory session, is axe-clean in the light theme, and follows the slider', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix}/guide/ui-integration/web`);
      await waitForHydration(page);
      await test.step('the demo is axe-clean and follows the light theme', () => followsTheme(page, 'light'));
      const demo = page.locator('.at-preview').filter({ hasText: 'function toItems' });
      await expect(demo).toHaveCount(1);
      await expect(demo.locator('.at-preview__label')).toContainText(LABEL[lang]);
      await expect(demo.locator('.at-preview__code code')).toContainText('function toItems');

      const all = chatItems(inventoryEvents);
      await expect(demo.locator('.at-demo__item--tool')).toHaveCount(all.tools);
      await expect(demo.locator('.at-demo__item--user, .at-demo__item--assistant')).toHaveCount(all.texts);
      await expect(demo.locator('.at-demo__control')).toContainText(`${RECEIVED[lang]}`);

      // Right after the first tool call and before its result: one tool, still running.
      const firstCall = inventoryEvents.findIndex((e) => e.type === 'tool_call') + 1;
      const slider = demo.getByRole('slider');
      await receive(slider, firstCall);
      const partial = chatItems(inventoryEvents.slice(0, firstCall));
      expect(partial.running).toBe(1);
      await expect(demo.locator('.at-demo__item--tool')).toHaveCount(partial.tools);
      await expect(demo.locator('.at-demo__item--tool').last()).toContainText(lang === 'zh' ? '执行中' : 'running');
      await expect(demo.locator('.at-demo__status code')).toHaveText(inventoryEvents[firstCall - 1].type);

      // One event later the result has arrived and names its time.
      await slider.press('ArrowRight');
      const result = inventoryEvents[firstCall];
      expect(result.type).toBe('tool_result');
      await expect(demo.locator('.at-demo__item--tool').last()).toContainText(`${(result as { elapsedMs: number }).elapsedMs} ms`);
    });
  });

  test.describe(`streaming demo (${lang})`, () => {
    test('is axe-clean in the light theme, and assembles chunks by messageId and replaces them with the full message', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix}/guide/advanced/event-stream`);
      await waitForHydration(page);
      await test.step('the demo is axe-clean and follows the light theme', () => followsTheme(page, 'light'));
      const demo = page.locator('.at-preview');
      await expect(demo).toHaveCount(1);
      await expect(demo.locator('.at-preview__code code')).toContainText('function assemble');
      const slider = demo.getByRole('slider');

      // Midway through the final answer's chunks: its text is exactly the chunks so far.
      const chunks = plannerEvents.flatMap((e, i) => (e.type === 'final_answer_streaming' ? [{ e, i }] : []));
      const mid = chunks[Math.floor(chunks.length / 2)];
      await receive(slider, mid.i + 1);
      const id = (mid.e as { messageId: string }).messageId;
      const sofar = chunks.filter((c) => c.i <= mid.i).map((c) => (c.e as { content: string }).content).join('');
      const item = demo.locator('.at-demo__item').filter({ hasText: id });
      await expect(item).toContainText(lang === 'zh' ? '接收中' : 'streaming');
      expect(((await item.textContent()) ?? '').endsWith(sofar), 'the chunks so far, in order').toBe(true);

      // At the end every message is complete: one item per messageId.
      await slider.press('End');
      const textTypes = new Set(['assistant_streaming_message', 'final_answer_streaming', 'assistant_message', 'final_answer']);
      const ids = new Set(
        plannerEvents.flatMap((e) => (textTypes.has(e.type) && 'messageId' in e && e.messageId && 'content' in e && e.content ? [e.messageId] : [])),
      );
      await expect(demo.locator('.at-demo__item')).toHaveCount(ids.size);
      await expect(demo.locator('.at-demo__item').filter({ hasText: lang === 'zh' ? '接收中' : 'streaming…' })).toHaveCount(0);
    });
  });

  // The test's own page, so the fixture watches its console too (a context of its own went unwatched, and cost a second page).
  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });
    for (const path of ['/guide/ui-integration/web', '/guide/advanced/event-stream']) {
      test(`${prefix}${path}: the demo is axe-clean and follows the dark theme`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        await followsTheme(page, 'dark');
      });
    }
  });
}
