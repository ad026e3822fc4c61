/**
 * What the gates crawl: every page of the built site, read from the output
 * folder (so a page that exists gets checked even if routes.ts forgot it),
 * plus one unknown address per language to reach the 404 pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuiltPages, type BuiltPage } from '../../../../plugins/seo/pages';

/** The folder the e2e server serves (playwright.config.ts reads the same variable). */
/** The second e2e server (playwright.config.ts): the same build from a plain static host that ignores _headers. */
export const PLAIN_SERVER_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

export const BUILD_DIR = path.resolve(process.env.E2E_DIR ?? 'doc_build');

/** Where the gates write their reports: Playwright's output folder (cleared per run) unless GATES_REPORT_DIR says otherwise. */
export const REPORT_DIR = path.resolve(process.env.GATES_REPORT_DIR ?? path.join('test-results', 'gates'));

export interface CrawlTarget {
  /** Address to visit. */
  url: string;
  page: BuiltPage;
}

export function builtPages(): BuiltPage[] {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No built site in ${BUILD_DIR}: run "npm run build" first.`);
  }
  return readBuiltPages(BUILD_DIR);
}

export function crawlTargets(): CrawlTarget[] {
  return builtPages().map((page) => ({
    url: page.notFound ? `${page.lang === 'zh' ? '/zh' : ''}/gates/no-such-page` : page.route,
    page,
  }));
}

/** Splits the crawl into tests of `size` pages so workers share the load and reuse one browser page. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function readBuilt(file: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

export function writeReport(name: string, data: unknown): string {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const file = path.join(REPORT_DIR, name);
  fs.writeFileSync(file, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
