/**
 * Link integrity: every internal link, asset and `#fragment` on every built
 * page in both languages resolves (the build's dead-link check covers the
 * Markdown; this covers everything the theme and components render too).
 * External links go to test-results/gates/external-links.json, unfetched
 * (crawl.spec.ts checks that they open with rel="noopener").
 */
import { beforeAll, expect, test } from 'vitest';
import { identity } from '../../src/site/identity';
import { checkLinks, type LinkReport } from './support/links';
import { BUILD_DIR, writeReport } from '../e2e/gates/support/site';

let report: LinkReport;

beforeAll(() => {
  report = checkLinks(BUILD_DIR, identity.siteOrigin);
  const external = Object.entries(report.external)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, pages]) => ({ url, pages: [...new Set(pages)].sort() }));
  writeReport('external-links.json', {
    pages: report.pages,
    internalLinks: report.internal,
    fragments: report.fragments,
    broken: report.broken.length,
    external,
  });
});

test('every internal link, asset and #fragment resolves', () => {
  expect(report.pages).toBeGreaterThan(10);
  expect(report.internal).toBeGreaterThan(report.pages);
  const lines = report.broken.map((b) => `${b.page}: <${b.tag} ${b.attr}="${b.value}"> — ${b.reason}`);
  expect(lines, `${lines.length} broken references:\n${lines.slice(0, 100).join('\n')}`).toEqual([]);
});

test('external links are listed in the report, not fetched', () => {
  expect(Object.keys(report.external).length).toBeGreaterThan(0);
  for (const url of Object.keys(report.external)) expect(url).toMatch(/^https?:\/\//);
});
