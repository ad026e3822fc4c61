/**
 * On the built site, every entry of the runtime reference data appears on its
 * reference page in both languages, with a working anchor where the page
 * gives the entry its own heading.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { agentHooks, agentMethods, agentOptions, agentServerMethods, sdkPackages } from '../../src/data/agent-api';
import { eventTypes } from '../../src/data/events';
import { apiSection, localePath, standalonePages, type Lang } from '../../src/data/routes';
import { routeSignature, serverRoutes, sseFacts, storageBackends } from '../../src/data/server-api';

const langs: Lang[] = ['en', 'zh'];

const titleOf = (route: string, lang: Lang): string => {
  const page = [...apiSection.groups.flatMap((g) => g.pages), ...standalonePages].find((p) => p.path === route);
  if (!page) throw new Error(`No page ${route} in routes.ts`);
  return page.title[lang];
};

/**
 * Visible text of an element, with whitespace collapsed so table cells
 * compare as plain text. Chromium's innerText leaves out the text of blocks
 * that content-visibility keeps unrendered below the fold (a reader gets
 * them by scrolling, and find-in-page finds them), so those blocks are
 * rendered for the read.
 */
async function renderedText(locator: Locator): Promise<string> {
  const text = await locator.evaluate((root: HTMLElement) => {
    const isLazy = (el: HTMLElement) => getComputedStyle(el).contentVisibility === 'auto';
    const lazy = [...root.querySelectorAll<HTMLElement>('*')].filter(isLazy);
    for (let el: HTMLElement | null = root; el; el = el.parentElement) if (isLazy(el)) lazy.push(el);
    for (const el of lazy) el.style.contentVisibility = 'visible';
    const all = root.innerText;
    for (const el of lazy) el.style.removeProperty('content-visibility');
    return all;
  });
  return text.replace(/\s+/g, ' ');
}

const articleText = (page: Page) => renderedText(page.locator('.rspress-doc').first());

async function open(page: Page, route: string, lang: Lang): Promise<string> {
  const response = await page.goto(localePath(route, lang));
  expect(response?.status(), `${localePath(route, lang)} status`).toBeLessThan(400);
  // The heading also holds Rspress's "#" anchor link.
  const h1 = (await page.locator('h1').first().innerText()).replace(/^\s*#|#\s*$/g, '').trim();
  expect(h1, `${route} title`).toBe(titleOf(route, lang));
  return articleText(page);
}

const missingFrom = (text: string, items: string[]): string[] => items.filter((s) => !text.includes(s.replace(/\s+/g, ' ')));

for (const lang of langs) {
  test.describe(`reference pages (${lang})`, () => {
    test('server API lists every route with its anchor', async ({ page }) => {
      const text = await open(page, '/api/server', lang);
      expect(missingFrom(text, serverRoutes.map(routeSignature)), 'routes missing').toEqual([]);
      expect(missingFrom(text, serverRoutes.map((r) => r.description[lang].replace(/`/g, ''))), 'descriptions missing').toEqual([]);
      expect(missingFrom(text, sseFacts.map((f) => f.value)), 'SSE facts missing').toEqual([]);
      const missingAnchors: string[] = [];
      for (const r of serverRoutes) {
        if ((await page.locator(`[id="${r.id}"]`).count()) === 0) missingAnchors.push(r.id);
      }
      expect(missingAnchors, 'route anchors missing').toEqual([]);
    });

    test('event stream reference lists every event type with its fields', async ({ page }) => {
      const text = await open(page, '/api/event-stream', lang);
      expect(missingFrom(text, eventTypes.map((e) => e.type)), 'event types missing').toEqual([]);
      expect(missingFrom(text, eventTypes.map((e) => e.description[lang].replace(/`/g, ''))), 'descriptions missing').toEqual([]);
      const missingAnchors: string[] = [];
      const missingFields: string[] = [];
      for (const e of eventTypes) {
        const anchor = e.type.replace(/_/g, '-');
        if ((await page.locator(`[id="${anchor}"]`).count()) === 0) missingAnchors.push(anchor);
        const entry = page.locator(`.at-ref-entry[data-event="${e.type}"]`);
        const entryText = await renderedText(entry);
        for (const f of e.fields) if (!entryText.includes(f.name)) missingFields.push(`${e.type}.${f.name}`);
      }
      expect(missingAnchors, 'event anchors missing').toEqual([]);
      expect(missingFields, 'event fields missing').toEqual([]);
    });

    test('agent API lists every option, method and hook', async ({ page }) => {
      const text = await open(page, '/api/agent', lang);
      expect(missingFrom(text, agentOptions.map((o) => o.name)), 'options missing').toEqual([]);
      expect(missingFrom(text, agentOptions.map((o) => o.description[lang].replace(/`/g, ''))), 'option descriptions missing').toEqual([]);
      expect(missingFrom(text, agentMethods.map((m) => m.signature)), 'methods missing').toEqual([]);
      expect(missingFrom(text, agentHooks.map((h) => h.signature)), 'hooks missing').toEqual([]);
      expect(missingFrom(text, agentServerMethods.map((m) => m.signature)), 'AgentServer methods missing').toEqual([]);
      expect(missingFrom(text, sdkPackages.map((p) => p.name)), 'packages missing').toEqual([]);
    });

    test('server guide shows storage backends and every route', async ({ page }) => {
      const response = await page.goto(localePath('/guide/advanced/server', lang));
      expect(response?.status()).toBeLessThan(400);
      const text = await articleText(page);
      expect(missingFrom(text, storageBackends.map((s) => s.type)), 'storage types missing').toEqual([]);
      const missingAnchors: string[] = [];
      for (const r of serverRoutes) {
        if ((await page.locator(`[id="${r.id}"]`).count()) === 0) missingAnchors.push(r.id);
      }
      expect(missingAnchors, 'guide route anchors missing').toEqual([]);
    });

    test('API overview lists the runtime pages and their sections', async ({ page }) => {
      await page.goto(localePath('/api/', lang));
      await expect(page.locator('h1')).toHaveCount(1);
      const h1 = (await page.locator('h1').innerText()).replace(/^\s*#|#\s*$/g, '').trim();
      expect(h1).toBe(titleOf('/api/', lang));
      // Rspress builds the groups from the /api/ sidebar; an empty overview shows "No matching API found".
      const overview = page.locator('.rp-overview');
      await expect(overview.locator('.rp-overview__empty')).toHaveCount(0);
      const text = await renderedText(overview);
      for (const route of ['/api/server', '/api/event-stream', '/api/agent']) {
        expect(text, route).toContain(titleOf(route, lang));
      }
      expect(await overview.locator(`a[href*="${localePath('/api/server', lang)}#sessions"]`).count(), 'section links').toBeGreaterThan(0);
    });
  });
}
