/**
 * Machine-readable outputs of the build, read from the output folder:
 * Markdown twins, sitemap with hreflang alternates, robots.txt, canonical
 * URLs, social tags and image, llms.txt files, RSS, and the host config
 * (`_headers`, `_redirects`, `vercel.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { headTags, metaContent, titleOf } from '../../plugins/seo/html';
import { HEADER_ONLY_DIRECTIVES, cspCarrierProblems, inlineScripts, pageMetaPolicy } from '../../plugins/host-config/csp';
import { JS_MARKER_SCRIPT } from '../../src/site/head-tags';
import { identity } from '../../src/site/identity';
import { allRouteCases } from './support/routes';
import { BUILD_DIR, builtPages, readBuilt } from '../e2e/gates/support/site';

const ORIGIN = identity.siteOrigin;
const pages = builtPages();
const indexed = pages.filter((p) => !p.notFound);
const exists = (rel: string) => fs.existsSync(path.join(BUILD_DIR, rel));

/** `https://agent-tars.com/a/b.md` → `a/b.md` (null for other origins). */
const localFile = (url: string): string | null =>
  url.startsWith(`${ORIGIN}/`) ? decodeURI(url.slice(ORIGIN.length + 1)) : null;

function pngSize(file: string): { width: number; height: number } | null {
  const buf = fs.readFileSync(file);
  if (buf.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || buf.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const mdFileFor = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`).replace(/^\//, '');

describe('Markdown and llms.txt', () => {
  test('every page has a non-empty .md twin', () => {
    const problems: string[] = [];
    for (const page of indexed) {
      const file = mdFileFor(page.route);
      if (!exists(file)) {
        problems.push(`${page.route}: no ${file}`);
        continue;
      }
      const body = readBuilt(file)
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .replace(/^#\s.*$/m, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (body.length < 50) problems.push(`${page.route}: ${file} has no content beyond its title (${body.length} chars)`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('llms.txt and llms-full.txt exist in both languages and link to real .md files', () => {
    const problems: string[] = [];
    for (const prefix of ['', 'zh/']) {
      for (const name of ['llms.txt', 'llms-full.txt']) {
        const file = `${prefix}${name}`;
        if (!exists(file) || readBuilt(file).trim().length < 200) problems.push(`${file} is missing or empty`);
      }
      if (!exists(`${prefix}llms.txt`)) continue;
      const links = [...readBuilt(`${prefix}llms.txt`).matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
      if (links.length < 10) problems.push(`${prefix}llms.txt lists only ${links.length} pages`);
      for (const link of links) {
        const local = localFile(link);
        if (!local || !exists(local)) problems.push(`${prefix}llms.txt links to ${link}, which the build lacks`);
        if (/\/404\.md$/.test(link)) problems.push(`${prefix}llms.txt lists the 404 page`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('doc pages offer "Copy Markdown"', () => {
    const docPages = indexed.filter((p) => readBuilt(p.file).includes('class="rp-doc rspress-doc'));
    expect(docPages.length).toBeGreaterThan(20);
    const missing = docPages.filter((p) => !/at-copy-page/.test(readBuilt(p.file))).map((p) => p.route);
    expect(missing, `doc pages without the Copy Markdown control:\n${missing.join('\n')}`).toEqual([]);
  });
});

describe('sitemap and robots.txt', () => {
  const sitemap = exists('sitemap.xml') ? readBuilt('sitemap.xml') : '';
  const entries = new Map(
    [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const loc = m[1].match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
      const alternates = [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (a) => [a[1], a[2]] as const,
      );
      return [loc, Object.fromEntries(alternates)] as const;
    }),
  );

  test('sitemap.xml is well formed and lists every page exactly once', () => {
    expect(sitemap, 'sitemap.xml is missing').toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect([...sitemap.matchAll(/<url>/g)].length).toBe(entries.size);
    const expected = new Set([
      ...indexed.map((p) => `${ORIGIN}${p.route}`),
      ...allRouteCases().map((r) => `${ORIGIN}${r.url}`),
    ]);
    const missing = [...expected].filter((url) => !entries.has(url));
    expect(missing, `pages missing from sitemap.xml:\n${missing.join('\n')}`).toEqual([]);
    const extra = [...entries.keys()].filter((url) => !expected.has(url));
    expect(extra, `sitemap.xml lists addresses that are not pages:\n${extra.join('\n')}`).toEqual([]);
  });

  test('every page pair has en, zh-CN and x-default alternates; lone pages have none', () => {
    const problems: string[] = [];
    const routes = new Set(indexed.map((p) => p.route));
    for (const page of indexed) {
      const alternates = entries.get(`${ORIGIN}${page.route}`) ?? {};
      const enRoute = page.pureRoute;
      const zhRoute = page.pureRoute === '/' ? '/zh/' : `/zh${page.pureRoute}`;
      const paired = routes.has(enRoute) && routes.has(zhRoute);
      const expected = paired
        ? { en: `${ORIGIN}${enRoute}`, 'zh-CN': `${ORIGIN}${zhRoute}`, 'x-default': `${ORIGIN}${enRoute}` }
        : {};
      if (JSON.stringify(alternates) !== JSON.stringify(expected)) {
        problems.push(`${page.route}: ${JSON.stringify(alternates)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('robots.txt allows crawling and points to the sitemap', () => {
    const robots = exists('robots.txt') ? readBuilt('robots.txt') : '';
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
  });
});

describe('canonical URLs and social cards', () => {
  test('every page has a canonical URL, alternates and og:/twitter: tags', () => {
    const problems: string[] = [];
    const routes = new Set(indexed.map((p) => p.route));
    for (const page of pages) {
      const html = readBuilt(page.file);
      const fail = (msg: string) => problems.push(`${page.route}: ${msg}`);
      const links = headTags(html, 'link');
      const canonical = links.filter((l) => l.attrs.rel === 'canonical');
      const title = titleOf(html);
      const meta = (key: string) => metaContent(html, key);
      if (page.notFound) {
        if (canonical.length) fail('a 404 page has a canonical URL');
        if (!/noindex/.test(meta('robots') ?? '')) fail('a 404 page is not marked noindex');
        continue;
      }
      if (canonical.length !== 1 || canonical[0].attrs.href !== `${ORIGIN}${page.route}`) {
        fail(`canonical is ${JSON.stringify(canonical.map((c) => c.attrs.href))}, expected ${ORIGIN}${page.route}`);
      }
      const hreflangs = links.filter((l) => l.attrs.rel === 'alternate' && l.attrs.hreflang).map((l) => l.attrs.hreflang);
      const twin = page.lang === 'en' ? (page.route === '/' ? '/zh/' : `/zh${page.route}`) : page.pureRoute;
      const expectedLangs = routes.has(twin) ? ['en', 'zh-CN', 'x-default'] : [];
      if (JSON.stringify(hreflangs) !== JSON.stringify(expectedLangs)) fail(`hreflang links ${hreflangs} ≠ ${expectedLangs}`);
      if (!title) fail('no <title>');
      const expectations: [string, string | undefined][] = [
        ['og:title', title],
        ['twitter:title', title],
        ['og:url', `${ORIGIN}${page.route}`],
        ['og:image', `${ORIGIN}/og-image.png`],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['twitter:card', 'summary_large_image'],
        ['twitter:image', `${ORIGIN}/og-image.png`],
        ['og:locale', page.lang === 'zh' ? 'zh_CN' : 'en_US'],
      ];
      for (const [key, value] of expectations) if (meta(key) !== value) fail(`${key} is "${meta(key)}", expected "${value}"`);
      const description = meta('description');
      if (!description || description.length < 20) fail(`description is "${description}"`);
      for (const key of ['og:description', 'twitter:description']) {
        if (meta(key) !== description) fail(`${key} differs from the description`);
      }
      if (!meta('og:image:alt')) fail('no og:image:alt');
      if (page.lang === 'zh' && !/\p{Script=Han}/u.test(meta('og:image:alt') ?? '')) fail('og:image:alt is not in Chinese');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the social image is a real 1200×630 PNG, in docs/public and in the build', () => {
    for (const file of [path.resolve('docs/public/og-image.png'), path.join(BUILD_DIR, 'og-image.png')]) {
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      // A blank or near-blank image compresses to almost nothing.
      expect(fs.statSync(file).size).toBeGreaterThan(20_000);
      expect(fs.statSync(file).size).toBeLessThan(1_000_000);
    }
  });
});

describe('RSS', () => {
  test('one feed per language with the blog posts', () => {
    for (const file of ['rss/blog.xml', 'rss/blog-zh.xml']) {
      expect(exists(file), `${file} is missing`).toBe(true);
      const xml = readBuilt(file);
      expect(xml).toMatch(/^<\?xml/);
      expect(xml).toMatch(/<(entry|item)>/);
    }
  });
});

/** `_headers` as `{ pattern: { name: value } }`. */
function readHeadersFile(text: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = out[line.trim()] = {};
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return out;
}

interface VercelJson {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  buildCommand?: string;
  outputDirectory?: string;
}

const vercelHeaders = (config: VercelJson) =>
  Object.fromEntries(
    (config.headers ?? []).map((h) => [h.source, Object.fromEntries(h.headers.map((x) => [x.key, x.value]))]),
  );

describe('host config', () => {
  const headers = exists('_headers') ? readHeadersFile(readBuilt('_headers')) : {};
  const all = headers['/*'] ?? {};
  const csp = all['Content-Security-Policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === name)
      ?.slice(1) ?? [];

  test('_headers sets a strict CSP that allows exactly the inline scripts of the build, by hash', () => {
    expect(csp, '_headers has no Content-Security-Policy for /*').not.toBe('');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('connect-src')).toEqual(["'self'"]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const built = new Set(pages.flatMap((p) => inlineScripts(readBuilt(p.file)).map((s) => s.hash)));
    const allowed = directive('script-src').filter((v) => v.startsWith("'sha256-"));
    expect([...built].sort()).toEqual([...allowed].sort());
  });

  test('every page carries the same policy as a meta tag, before any script, less the header-only directives', () => {
    const built = pages.map((p) => ({ file: p.file, html: readBuilt(p.file) }));
    expect(built.length).toBeGreaterThan(50);
    expect(cspCarrierProblems(csp, built)).toEqual([]);
    const meta = pageMetaPolicy(built[0].html) ?? '';
    for (const name of HEADER_ONLY_DIRECTIVES) expect(meta).not.toContain(name);
    // Everything else the header says, the meta tag says too.
    expect(meta.split('; ').length).toBe(csp.split(';').filter((d) => !/^\s*frame-ancestors/.test(d)).length);
  });

  test('404 pages have the same early head scripts as other pages, allowed by the policy', () => {
    const doc = readBuilt('guide/basic/cli.html');
    const early = (html: string) => [...html.matchAll(/<(?:script|style) id="(at-[a-z-]+)"/g)].map((m) => m[1]).sort();
    expect(early(doc)).toEqual(['at-js', 'at-layout-constants', 'at-locale-redirect', 'at-redirects', 'at-url-repair']);
    // Whole, as a script: the HTML step once spilled an inline script's text into <head>.
    expect(doc).toMatch(/<script id="at-url-repair">\(function runUrlRepair\(/);
    expect(doc).toMatch(/<head>\s*<meta charset/);
    const allowed = directive('script-src');
    for (const file of ['404.html', 'zh/404.html']) {
      const html = readBuilt(file);
      expect(early(html), file).toEqual(early(doc));
      expect(html, `${file}: the colour-scheme script`).toContain(`<script id="at-js">${JS_MARKER_SCRIPT}</script>`);
      for (const s of inlineScripts(html)) expect(allowed, `${file}: ${s.preview}`).toContain(s.hash);
    }
  });

  test('_headers sets the other security headers and caches hashed assets for a year', () => {
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['/static/*']?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // A header set by two matching rules would be joined with a comma by the host.
    for (const name of Object.keys(headers['/static/*'] ?? {})) expect(all[name], `${name} is set twice`).toBeUndefined();
  });

  test('_redirects sends unknown Chinese paths to the Chinese 404 page', () => {
    expect(readBuilt('_redirects')).toMatch(/^\/zh\/\*\s+\/zh\/404\.html\s+404$/m);
  });

  test('vercel.json carries the same headers, in the build and at the repository root', () => {
    const built = JSON.parse(readBuilt('vercel.json')) as VercelJson;
    expect(vercelHeaders(built)).toEqual(
      Object.fromEntries(Object.entries(headers).map(([pattern, h]) => [pattern.replace(/\*$/, '(.*)'), h])),
    );
    const root = JSON.parse(fs.readFileSync(path.resolve('vercel.json'), 'utf8')) as VercelJson;
    expect(
      vercelHeaders(root),
      'vercel.json at the repository root is out of date: run "node plugins/host-config/sync-vercel.mjs" after a build',
    ).toEqual(vercelHeaders(built));
    expect(root.buildCommand).toBe('npm run build');
    expect(root.outputDirectory).toBe('doc_build');
  });
});
