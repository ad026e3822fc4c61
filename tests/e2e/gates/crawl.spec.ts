/**
 * The crawl: every built page in both languages (404 pages included) is
 * loaded under the shipped headers (the e2e server applies
 * doc_build/_headers), and one page of each kind again from a plain static
 * server that sends none (as GitHub Pages or S3 would), and checked for
 * - console hygiene: no console error, no uncaught exception, no React
 *   hydration warning and no failed request for one of our own files;
 * - security: the Content-Security-Policy in force and no violation of it,
 *   no request to another origin, and every link to another site opening
 *   without giving it a handle on ours;
 * - rendering: the page keeps the title and language it was built with
 *   (tests/built/routes.test.ts checks those against routes.ts), and its
 *   first heading is visible;
 * - accessibility, on the visit under the shipped headers: axe-core (WCAG 2.1
 *   A and AA plus best practice) finds no serious or critical violation. Each
 *   batch's findings, minor ones included, go to a report
 *   (test-results/gates/a11y-NN.json).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { langOf, titleOf } from '../../../plugins/seo/html';
import { asSaveDataReader } from '../support/fixtures';
import { axeFindings, BLOCKING, describeFinding, type AxeFinding } from './support/axe';
import { PLAIN_SERVER_URL, batches, crawlTargets, readBuilt, writeReport, type CrawlTarget } from './support/site';
import { cspViolations, describeSignals, visit, watchPage, type PageSignals } from './support/watch';

const targets = crawlTargets();

function consoleProblems(url: string, signals: PageSignals): string[] {
  return describeSignals(url, signals, ['consoleErrors', 'hydration', 'failedOwn']);
}

async function renderProblems(page: Page, target: CrawlTarget): Promise<string[]> {
  const html = readBuilt(target.page.file);
  const built = { title: titleOf(html), lang: langOf(html) };
  const shown = { title: await page.title(), lang: await page.locator('html').getAttribute('lang') };
  const problems: string[] = [];
  if (shown.title !== built.title) problems.push(`${target.url}: title "${shown.title}", built as "${built.title}"`);
  if (shown.lang !== built.lang) problems.push(`${target.url}: lang "${shown.lang}", built as "${built.lang}"`);
  if (!(await page.locator('h1').first().isVisible())) problems.push(`${target.url}: no visible h1`);
  return problems;
}

type Carrier = 'header' | 'meta';

async function securityProblems(page: Page, url: string, response: Response | null, signals: PageSignals, carrier: Carrier): Promise<string[]> {
  const problems: string[] = [];
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = (await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')) ?? '';
  if (carrier === 'header' && !/script-src/.test(header)) problems.push(`${url}: no Content-Security-Policy header`);
  if (carrier === 'meta' && header) problems.push(`${url}: the plain server sent a CSP header, so this run proves nothing about the meta tag`);
  if (!/script-src/.test(meta)) problems.push(`${url}: no Content-Security-Policy meta tag`);
  if (/unsafe-eval/.test(header + meta)) problems.push(`${url}: the CSP allows 'unsafe-eval'`);
  for (const v of await cspViolations(page)) problems.push(`${url} violation: ${v}`);
  problems.push(...describeSignals(url, signals, ['csp', 'thirdParty']));
  const unsafe = await page.$$eval('a[href]', (links) =>
    links
      .filter((a) => {
        const target = new URL((a as HTMLAnchorElement).href, location.href);
        return /^https?:$/.test(target.protocol) && target.origin !== location.origin;
      })
      .filter((a) => !/\b(noopener|noreferrer)\b/i.test(a.getAttribute('rel') ?? ''))
      .map((a) => a.outerHTML.slice(0, 160)),
  );
  for (const link of unsafe) problems.push(`${url}: external link without rel="noopener": ${link}`);
  return problems;
}

/**
 * One page of each kind: language, section (home, guide, api, blog,
 * showcase, replay), 404 or not, with a live demo or not. The plain server's
 * pass proves that the meta tag carries the policy in the browser; the policy
 * is the same on every page, and tests/built/outputs.test.ts checks that each
 * page carries it before any script.
 */
function onePerKind(all: CrawlTarget[]): CrawlTarget[] {
  const kinds = new Map<string, CrawlTarget>();
  for (const target of all) {
    const demo = readBuilt(target.page.file).includes('at-demo');
    const kind = `${target.page.lang} ${target.page.pureRoute.split('/')[1]} ${target.page.notFound} ${demo}`;
    if (!kinds.has(kind)) kinds.set(kind, target);
  }
  return [...kinds.values()];
}

/**
 * `searchPrefetch`: the page builds the search engine when idle, as for most
 * readers. The pass over every page runs as a Save-Data reader instead: the
 * build (the same code and the same two indexes on every page) took a tenth
 * of that pass's time (144–148 s against 130–132 s, 2 workers), and the pass
 * over one page of each kind, both languages, still meets it.
 */
const servers: { name: string; carrier: Carrier; baseURL?: string; axe: boolean; searchPrefetch: boolean; targets: CrawlTarget[] }[] = [
  { name: 'served with _headers, every page', carrier: 'header', axe: true, searchPrefetch: false, targets },
  {
    name: 'plain static server, no headers, one page of each kind, search prefetched',
    carrier: 'meta',
    baseURL: PLAIN_SERVER_URL,
    axe: false,
    searchPrefetch: true,
    targets: onePerKind(targets),
  },
];

for (const server of servers) {
  const checks = `console, CSP, third parties, external links, rendering${server.axe ? ', axe' : ''}`;
  test.describe(`crawl (${server.name}): ${checks}`, () => {
    if (server.baseURL) test.use({ baseURL: server.baseURL });
    for (const [index, batch] of batches(server.targets, 8).entries()) {
      test(`${batch[0].url} … ${batch[batch.length - 1].url}`, async ({ page, baseURL }) => {
        test.setTimeout(30_000 + batch.length * (server.axe ? 25_000 : 10_000));
        if (!server.searchPrefetch) await asSaveDataReader(page);
        const watcher = await watchPage(page, baseURL!);
        const problems: string[] = [];
        const findings: AxeFinding[] = [];
        const seenLooks = new Set<string>();
        for (const target of batch) {
          watcher.expectDocument404(target.page.notFound ? target.url : null);
          const response = await visit(page, target.url);
          const status = response?.status();
          if (status !== (target.page.notFound ? 404 : 200)) problems.push(`${target.url} answered ${status}`);
          const signals = watcher.take();
          problems.push(...consoleProblems(target.url, signals));
          problems.push(...(await securityProblems(page, target.url, response, signals, server.carrier)));
          problems.push(...(await renderProblems(page, target)));
          if (server.axe) {
            findings.push(...(await axeFindings(page, target.url, seenLooks)));
            // What the page did while axe read it belongs to this page, not the next.
            problems.push(...consoleProblems(target.url, watcher.take()));
          }
        }
        if (server.axe) writeReport(`a11y-${String(index).padStart(2, '0')}.json`, findings);
        problems.push(...findings.filter((v) => BLOCKING.has(v.impact ?? '')).map(describeFinding));
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}
