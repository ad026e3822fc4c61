/**
 * The replay player with large files it accepts (issue 20): loading runs in a
 * worker with a progress indicator that can be cancelled, an oversized image
 * gets a note with its size, a huge message is cut with a way to see it all,
 * and deeply nested data still loads. Fixtures are generated into the test's
 * output folder, never committed (scripts/lib/replay-fixtures.mjs).
 */
import { replayFixtures, writeReplayFixture } from '../../scripts/lib/replay-fixtures.mjs';
import { MAX_IMAGE_BYTES } from '../../src/replay/safety';
import { expect, test } from './support/fixtures';

const load = async (page: import('@playwright/test').Page, key: keyof typeof replayFixtures, dir: string) => {
  await page.goto('/replay/');
  await page.getByTestId('replay-file-input').setInputFiles(writeReplayFixture(key, dir));
};

test.describe('replay player with large files', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a slow file shows progress after a moment, and Cancel stops it and says so', async ({ page }, testInfo) => {
    const loader = page.waitForEvent('worker', (w) => /\/replay-loader\.[^/]+\.js$/.test(w.url()));
    await load(page, 'events-300k', testInfo.outputDir);
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'loading');
    const stopped = new Promise<void>((resolve) => void loader.then((worker) => worker.once('close', () => resolve())));
    const cancel = page.getByTestId('replay-cancel');
    await expect(cancel).toBeVisible();
    await expect(page.getByTestId('replay-loading').getByRole('progressbar')).toBeVisible();
    await cancel.click();
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'picker');
    await expect(page.getByTestId('replay-cancelled')).toContainText('Loading was cancelled');
    await expect(page.getByTestId('replay-error')).toHaveCount(0);
    // A cancelled load never turns into a player later: its worker, the only source of steps, is stopped.
    await stopped;
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'picker');
  });

  test('the same file loads in full when left alone, with every step', async ({ page }, testInfo) => {
    await load(page, 'events-300k', testInfo.outputDir);
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(page.locator('.atr-session__meta')).toContainText('300000 steps');
  });

  test('an image over the limit is not shown; a note gives its size and the limit', async ({ page }, testInfo) => {
    await load(page, 'image-45mb', testInfo.outputDir);
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Next step' }).first().click();
    const note = page.getByTestId('replay-image-too-large');
    await expect(note).toContainText('Image too large to show: 33.0 MB');
    await expect(note).toContainText(`up to ${MAX_IMAGE_BYTES / 1024 / 1024}.0 MB`);
    await expect(page.locator('.atr-shot img')).toHaveCount(0);
  });

  test('a 1 MB message is cut at first and shown whole on request', async ({ page }, testInfo) => {
    await load(page, 'line-1mb', testInfo.outputDir);
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Next step' }).first().click();
    const cut = page.getByTestId('replay-message-cut');
    await expect(cut).toContainText('Showing the first 50,000 characters of 1,048,576');
    await cut.getByRole('button', { name: 'Show the whole message' }).click();
    await expect(cut).toHaveCount(0);
  });

  test('data nested 2,000 levels deep loads (structured clone gives up there; JSON does not)', async ({ page }, testInfo) => {
    await load(page, 'deep-nesting', testInfo.outputDir);
    await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(page.getByTestId('replay-error')).toHaveCount(0);
  });
});
