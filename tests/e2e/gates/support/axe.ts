/** The axe-core check the gates run: WCAG 2.1 A and AA plus best practice; serious and critical violations fail. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const BLOCKING = new Set(['serious', 'critical']);

export const axe = (page: Page) => new AxeBuilder({ page }).withTags(TAGS);

export interface AxeFinding {
  url: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** The page's violations as report rows (only violations: computing passes and incompletes too would double the time). */
export async function axeFindings(page: Page, url: string): Promise<AxeFinding[]> {
  const results = await axe(page).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => ({
    url,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1] ?? ''}` : ''}`),
  }));
}

export const describeFinding = (v: AxeFinding) => `${v.url} [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`;
