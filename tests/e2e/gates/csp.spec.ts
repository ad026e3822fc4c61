/**
 * Security hygiene under the shipped headers (the e2e server applies
 * doc_build/_headers): every page loads with the Content-Security-Policy in
 * force and no violation, requests nothing from another origin, and every
 * link to another site opens without giving it a handle on ours.
 */
import { expect, test } from '@playwright/test';
import { batches, crawlTargets } from './support/site';
import { cspViolations, describeSignals, visit, watchPage } from './support/watch';

const targets = crawlTargets();

test.describe('CSP, third parties and external links', () => {
  for (const batch of batches(targets, 8)) {
    test(`${batch[0].url} … ${batch[batch.length - 1].url}`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + batch.length * 10_000);
      const watcher = await watchPage(page, baseURL!);
      const problems: string[] = [];
      for (const target of batch) {
        watcher.expectDocument404(target.page.notFound ? target.url : null);
        const response = await visit(page, target.url);
        const csp = response?.headers()['content-security-policy'] ?? '';
        if (!/script-src/.test(csp)) problems.push(`${target.url}: no Content-Security-Policy header`);
        if (/unsafe-eval/.test(csp)) problems.push(`${target.url}: the CSP allows 'unsafe-eval'`);
        for (const v of await cspViolations(page)) problems.push(`${target.url} violation: ${v}`);
        problems.push(...describeSignals(target.url, watcher.take(), ['csp', 'thirdParty']));
        const unsafe = await page.$$eval('a[href]', (links) =>
          links
            .filter((a) => {
              const url = new URL((a as HTMLAnchorElement).href, location.href);
              return /^https?:$/.test(url.protocol) && url.origin !== location.origin;
            })
            .filter((a) => !/\b(noopener|noreferrer)\b/i.test(a.getAttribute('rel') ?? ''))
            .map((a) => a.outerHTML.slice(0, 160)),
        );
        for (const link of unsafe) problems.push(`${target.url}: external link without rel="noopener": ${link}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
