/**
 * Console hygiene: every built page in both languages (404 pages included)
 * loads with no console error, no uncaught exception, no React hydration
 * warning and no failed request for one of our own files.
 */
import { expect, test } from '@playwright/test';
import { batches, crawlTargets } from './support/site';
import { describeSignals, visit, watchPage } from './support/watch';

const targets = crawlTargets();

test.describe('console hygiene', () => {
  for (const batch of batches(targets, 8)) {
    test(`${batch[0].url} … ${batch[batch.length - 1].url}`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + batch.length * 10_000);
      const watcher = await watchPage(page, baseURL!);
      const problems: string[] = [];
      for (const target of batch) {
        watcher.expectDocument404(target.page.notFound ? target.url : null);
        const response = await visit(page, target.url);
        const status = response?.status();
        if (status !== (target.page.notFound ? 404 : 200)) problems.push(`${target.url} answered ${status}`);
        problems.push(...describeSignals(target.url, watcher.take(), ['consoleErrors', 'hydration', 'failedOwn']));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
