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
import { a11yPatched, settled } from '../../support/fixtures';

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
  /**
   * Looks whose contrast an earlier run already checked, on this page or on
   * another page of the same site (the crawl's earlier pages): they are not
   * sampled again, and this run adds the looks it checks. Contrast depends on
   * the look alone, so the frame's looks, the same on every page, are checked
   * once per batch of pages instead of on each.
   */
  seenLooks?: Set<string>;
}

/** Marks the one text element of each look that colour-contrast checks. */
const SAMPLE = 'data-at-axe-contrast';

/**
 * The page's violations (only violations: computing passes and incompletes
 * too would double the time), once the page is still: a colour caught
 * mid-transition (the theme's, a hover's) reads as low contrast.
 *
 * Colour contrast, which took 1.7 s of axe's 3.1 s on /guide/basic/cli, runs
 * on one visible text element of each look: the same colour, size, weight,
 * shadow and opacity over the same stack of backgrounds. Two such elements
 * have the same contrast, so a doc page's 1,000–1,500 text elements come down
 * to about 50, and the whole run to 1.4 s. Every other rule reads every node.
 */
export async function runAxe(page: Page, { include, tags = TAGS, seenLooks }: AxeOptions = {}): Promise<AxeViolation[]> {
  await a11yPatched(page);
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations, looks } = await page.evaluate(
    async ({ include, tags, sample, seen }) => {
      const transparent = 'rgba(0, 0, 0, 0)';
      // The stack of backgrounds behind an element, once per element: text elements share their ancestors.
      const stacks = new Map<Element, string>();
      const stackOf = (e: Element): string => {
        let key = stacks.get(e);
        if (key !== undefined) return key;
        const s = getComputedStyle(e);
        key = `${s.opacity} ${s.backgroundImage} ${s.backgroundColor} ${s.mixBlendMode}`;
        // An opaque background ends the stack: nothing behind it shows.
        const opaque = s.backgroundColor !== transparent && !s.backgroundColor.startsWith('rgba') && s.backgroundImage === 'none';
        if (!opaque && e.parentElement) key += `|${stackOf(e.parentElement)}`;
        stacks.set(e, key);
        return key;
      };
      const look = (el: Element): string => {
        const own = getComputedStyle(el);
        return [own.color, own.fontSize, own.fontWeight, own.textShadow, stackOf(el)].join('|');
      };
      const looks = new Set<string>(seen);
      const found: string[] = [];
      const marked: Element[] = [];
      // Sampled inside the part axe reads, so a look met outside it is still checked inside.
      const roots = include ? [...document.querySelectorAll(include)] : [document.body];
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        // A collapsed group (inert) is skipped by axe: a sample there would leave its look unchecked.
        return box.width > 0 && box.height > 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      };
      for (const el of roots.flatMap((root) => [root, ...root.querySelectorAll('*')])) {
        const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!hasText || !shown(el)) continue;
        const key = look(el);
        if (looks.has(key)) continue;
        looks.add(key);
        found.push(key);
        el.setAttribute(sample, '');
        marked.push(el);
      }
      const axe = (window as unknown as {
        axe: {
          configure: (spec: unknown) => void;
          run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
        };
      }).axe;
      axe.configure({ rules: [{ id: 'color-contrast', selector: `[${sample}]` }] });
      try {
        const results = await axe.run(include ? { include: [include] } : document, {
          ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
          resultTypes: ['violations'],
        });
        return {
          looks: found,
          violations: results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
          })),
        };
      } finally {
        for (const el of marked) el.removeAttribute(sample);
      }
    },
    { include, tags, sample: SAMPLE, seen: seenLooks ? [...seenLooks] : [] },
  );
  for (const key of looks) seenLooks?.add(key);
  return violations;
}

export interface AxeFinding {
  url: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** The page's violations as report rows; `seenLooks` as for runAxe. */
export async function axeFindings(page: Page, url: string, seenLooks?: Set<string>): Promise<AxeFinding[]> {
  return (await runAxe(page, { seenLooks })).map((v) => ({
    url,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1] ?? ''}` : ''}`),
  }));
}

export const describeFinding = (v: AxeFinding) => `${v.url} [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`;
