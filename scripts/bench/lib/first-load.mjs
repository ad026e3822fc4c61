/**
 * First-load bytes of a built page: the scripts and styles its HTML asks for
 * before any interaction (`<script src>`, `modulepreload`, `preload as=script`,
 * stylesheets, inline scripts and styles), not the chunks loaded later on
 * navigation, hover or idle time. Shared by `npm run bench` and the budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Code that must never be in a first load: our search engine and Rspress's default engine (FlexSearch). */
export const SEARCH_SIGNATURES = [
  { name: 'search engine (loadEngine chunk)', pattern: /\bloadEngine:\(\)=>/ },
  { name: 'FlexSearch', pattern: /\bfastupdate\b|\bbidirectional\b|flexsearch/i },
];
export const SEARCH_FILE = /search[-_]index|search-engine|flexsearch/i;

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];

/** The page file for a route: `/` → index.html, `/replay/` → replay/index.html, `/guide/x` → guide/x.html. */
export function fileForRoute(dir, route) {
  const rel = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
  return path.join(dir, rel.replace(/^\//, ''));
}

/** The resources a page loads on first paint, in document order. */
export function firstLoadResources(html) {
  const out = [];
  const seen = new Set();
  const add = (kind, href) => {
    if (!href || /^(https?:)?\/\//.test(href) || href.startsWith('data:')) return;
    const key = `${kind}:${href}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, href });
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attr(m[0], 'src');
    const type = (attr(m[0], 'type') ?? '').toLowerCase();
    if (src) {
      add('js', src);
    } else if (['', 'module', 'text/javascript', 'application/javascript'].includes(type) && m[2].trim()) {
      out.push({ kind: 'inline-js', href: null, bytes: Buffer.from(m[2]) });
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attr(m[0], 'as') ?? '').toLowerCase();
    const href = attr(m[0], 'href');
    if (rel.includes('stylesheet')) add('css', href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) add('js', href);
    else if (rel.includes('preload') && as === 'style') add('css', href);
    else if (rel.includes('preload') && as === 'fetch') add('fetch', href);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (m[1].trim()) out.push({ kind: 'inline-css', href: null, bytes: Buffer.from(m[1]) });
  }
  return out;
}

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
export const brotliSize = (buf) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Byte totals of a page's first load. Inline scripts and styles count towards
 * JS and CSS; the HTML document itself is reported on its own.
 */
export function measureFirstLoad(dir, route) {
  const file = fileForRoute(dir, route);
  const html = fs.readFileSync(file, 'utf8');
  const resources = firstLoadResources(html).map((r) => {
    const bytes = r.bytes ?? fs.readFileSync(path.join(dir, decodeURI(r.href.split(/[?#]/)[0]).replace(/^\//, '')));
    const kind = r.kind.endsWith('js') ? 'js' : r.kind.endsWith('css') ? 'css' : r.kind;
    return { kind, href: r.href ?? `(${r.kind})`, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('utf8') };
  });
  const sum = (kind, key) => resources.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
  const htmlBytes = Buffer.from(html);
  const searchInFirstLoad = [];
  for (const r of resources) {
    if (SEARCH_FILE.test(r.href)) searchInFirstLoad.push(`${r.href} (file name)`);
    if (r.kind === 'fetch' && /\.json$/.test(r.href)) searchInFirstLoad.push(`${r.href} (preloaded data)`);
    if (r.kind !== 'js') continue;
    for (const sig of SEARCH_SIGNATURES) if (sig.pattern.test(r.text)) searchInFirstLoad.push(`${r.href} contains ${sig.name}`);
  }
  return {
    route,
    html: { raw: htmlBytes.length, gzip: gzipSize(htmlBytes) },
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip'), files: resources.filter((r) => r.kind === 'js').length },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip'), files: resources.filter((r) => r.kind === 'css').length },
    resources: resources.map(({ text, ...r }) => r),
    searchInFirstLoad,
  };
}
