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

/**
 * Directives a `<meta http-equiv>` policy cannot carry: browsers ignore them
 * there (CSP Level 3, §3.3), so they live only in the response header.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const;

/** The policy split into its directives, in order. */
export const cspDirectives = (policy: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** The part of a policy that a meta tag honours. */
export function metaPolicy(policy: string): string {
  const headerOnly = new Set<string>(HEADER_ONLY_DIRECTIVES);
  return cspDirectives(policy)
    .filter((d) => !headerOnly.has(d.split(' ')[0].toLowerCase()))
    .join('; ');
}

const META_RE = /<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>/gi;
const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The policy of a page's meta tag, or null when it has none. */
export function pageMetaPolicy(html: string): string | null {
  const tag = html.match(META_RE)?.[0];
  const content = tag?.match(/\scontent="([^"]*)"/i)?.[1];
  return content === undefined ? null : content.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * The page with the policy as its first element after `<meta charset>`: a
 * meta policy covers only what the parser meets after it, so it must come
 * before the inline scripts. Replaces an existing one.
 */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(policy)}">`;
  const clean = html.replace(META_RE, '');
  const charset = clean.match(/<meta\s+charset=[^>]*>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return `${clean.slice(0, at)}${tag}${clean.slice(at)}`;
  }
  const head = clean.match(/<head[^>]*>/i);
  if (head?.index === undefined) throw new Error('no <head> to put the CSP meta tag in');
  const at = head.index + head[0].length;
  return `${clean.slice(0, at)}${tag}${clean.slice(at)}`;
}

/**
 * Problems with the two carriers of one policy: every page must carry the
 * meta tag, and it must equal the header policy less its header-only parts.
 */
export function cspCarrierProblems(headerPolicy: string, pages: { file: string; html: string }[]): string[] {
  const expected = metaPolicy(headerPolicy);
  const problems: string[] = [];
  for (const { file, html } of pages) {
    const meta = pageMetaPolicy(html);
    if (meta === null) problems.push(`${file}: no <meta http-equiv="Content-Security-Policy">`);
    else if (meta !== expected) problems.push(`${file}: the meta policy differs from the header's (${meta} ≠ ${expected})`);
    else if (html.search(META_RE) > html.search(/<script\b/i) && /<script\b/i.test(html)) problems.push(`${file}: the meta policy comes after a script`);
  }
  return problems;
}
