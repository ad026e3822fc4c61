/**
 * Everything a page does that the gates judge, collected while it loads:
 * console errors, hydration warnings, CSP violations, failed requests for our
 * own files and requests to other origins.
 */
import type { Page, Response } from '@playwright/test';
import { a11yPatched } from '../../support/fixtures';

const HYDRATION = /hydrat|did not match|server rendered html|text content does not match/i;
const CSP_MESSAGE = /content security policy/i;

export interface PageSignals {
  consoleErrors: string[];
  hydration: string[];
  csp: string[];
  failedOwn: string[];
  thirdParty: string[];
}

declare global {
  interface Window {
    __gatesCsp?: string[];
  }
}

const empty = (): PageSignals => ({ consoleErrors: [], hydration: [], csp: [], failedOwn: [], thirdParty: [] });

export interface Watcher {
  /** Signals since the last `take()`. */
  take(): PageSignals;
  /** The document of the current visit answers 404 on purpose (404 pages): its own 404 is expected. */
  expectDocument404(url: string | null): void;
}

export async function watchPage(page: Page, baseURL: string): Promise<Watcher> {
  const origin = new URL(baseURL).origin;
  let signals = empty();
  let expected404: string | null = null;

  // Registered through the DevTools protocol, so it runs before any page script and is not subject to the CSP.
  await page.addInitScript(() => {
    window.__gatesCsp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__gatesCsp!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });

  page.on('console', (msg) => {
    const text = msg.text();
    const where = msg.location()?.url ? ` [${msg.location().url}]` : '';
    if (CSP_MESSAGE.test(text)) signals.csp.push(text);
    if (msg.type() === 'error') {
      if (expected404 && /status of 404/.test(text) && msg.location()?.url === expected404) return;
      signals.consoleErrors.push(`${text}${where}`);
    } else if (msg.type() === 'warning' && HYDRATION.test(text)) {
      signals.hydration.push(text);
    }
  });
  page.on('pageerror', (err) => signals.consoleErrors.push(`uncaught: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob|about|chrome-extension):/.test(url)) return;
    if (new URL(url).origin !== origin) signals.thirdParty.push(url);
  });
  page.on('requestfailed', (req) => {
    const url = req.url();
    // Leaving a page cancels its idle prefetches; that is not a broken file.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (url.startsWith(origin)) signals.failedOwn.push(`${url}: ${req.failure()?.errorText}`);
  });
  page.on('response', (res: Response) => {
    const url = res.url();
    if (!url.startsWith(origin) || res.status() < 400) return;
    if (expected404 && url === expected404 && res.status() === 404) return;
    signals.failedOwn.push(`${url}: HTTP ${res.status()}`);
  });

  return {
    take() {
      const out = signals;
      signals = empty();
      return out;
    },
    expectDocument404(url) {
      expected404 = url ? new URL(url, origin).href : null;
    },
  };
}

/** Waits until React has hydrated (the theme marks <html> once its effects ran). */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hide-navbar-mode'), undefined, { timeout });
}

/** Loads `url` fully and collects the page's CSP violations into `signals`. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await a11yPatched(page);
  return response;
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__gatesCsp ?? []);
}

export function describeSignals(url: string, s: PageSignals, keys: (keyof PageSignals)[]): string[] {
  return keys.flatMap((k) => s[k].map((m) => `${url} ${k}: ${m}`));
}
