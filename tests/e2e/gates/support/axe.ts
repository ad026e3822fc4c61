/**
 * The axe-core check the browser tests run: WCAG 2.1 A and AA plus best
 * practice; serious and critical violations fail.
 *
 * axe runs in the page itself (`axe.run`), injected once per document. The
 * @axe-core/playwright wrapper took 6–7 s per call on a doc page even for a
 * single trivial rule (0.2–0.4 s in the page): it finishes every run in a
 * new blank page. The site has no frames (its policy forbids them), which is
 * what the wrapper's detour is for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { settled } from '../../support/fixtures';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const BLOCKING = new Set(['serious', 'critical']);

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export interface AxeOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Rule tags to run; default TAGS; null for axe's own default set (every rule that is not experimental). */
  tags?: string[] | null;
}

/**
 * The page's violations (only violations: computing passes and incompletes
 * too would double the time), once the page is still: a colour caught
 * mid-transition (the theme's, a hover's) reads as low contrast.
 */
export async function runAxe(page: Page, { include, tags = TAGS }: AxeOptions = {}): Promise<AxeViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const results = await axe.run(include ? { include: [include] } : document, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    { include, tags },
  );
}

export interface AxeFinding {
  url: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** The page's violations as report rows. */
export async function axeFindings(page: Page, url: string): Promise<AxeFinding[]> {
  return (await runAxe(page)).map((v) => ({
    url,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1] ?? ''}` : ''}`),
  }));
}

export const describeFinding = (v: AxeFinding) => `${v.url} [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`;
