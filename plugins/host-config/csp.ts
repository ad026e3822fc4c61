/**
 * The Content-Security-Policy of the site, and the hashes of the inline
 * scripts it allows.
 */
import { createHash } from 'node:crypto';

/** Script `type`s the browser executes; other types (JSON-LD, templates) are data and need no hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineScript {
  /** `'sha256-…'`, as written in the policy. */
  hash: string;
  /** The first characters of the body, to tell scripts apart in reports. */
  preview: string;
}

/** Every inline script in a page that the browser would run. */
export function inlineScripts(html: string): InlineScript[] {
  const out: InlineScript[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = (attrs.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // The browser hashes the element's text exactly as written (script is raw text: no entity decoding).
    const body = m[2];
    out.push({
      hash: `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
      preview: body.trim().slice(0, 60),
    });
  }
  return out;
}

/** Inline event handlers and `javascript:` URLs cannot be allowed by hash without 'unsafe-hashes'. */
export function inlineHandlers(html: string): string[] {
  const hits: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) hits.push(m[1]);
  for (const m of html.matchAll(/\shref\s*=\s*["']\s*javascript:/gi)) hits.push(m[0].trim());
  return hits;
}

export interface CspOptions {
  scriptHashes: string[];
  /** Extra origins for `connect-src` (none today: search and replay read same-origin files). */
  connectSrc?: string[];
}

export function buildCsp({ scriptHashes, connectSrc = [] }: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' and no 'unsafe-eval': our bundles are same-origin
    // files, and the few inline scripts (Rspress's and our locale redirect)
    // are allowed one by one by their hash.
    ['script-src', ["'self'", ...scriptHashes]],
    // 'unsafe-inline' is needed for styles: React pre-renders `style="…"`
    // attributes (visually hidden text, tab and menu offsets) and the head
    // carries an inline <style> with layout constants. Allowing attributes by
    // hash would need 'unsafe-hashes' plus one hash per value, regenerated on
    // every content change. Inline CSS cannot run code, and this static site
    // renders no visitor-supplied markup, so the residual risk is small.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectSrc]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    // Nothing on the site (replay included) is meant to be embedded elsewhere.
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
