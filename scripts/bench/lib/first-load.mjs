/**
 * First-load bytes of a built page: the scripts and styles its HTML asks for
 * before any interaction (`<script src>`, `modulepreload`, `preload as=script`,
 * stylesheets, inline scripts and styles), plus the chunks the page's route
 * component needs before it can hydrate; not the chunks loaded later on
 * navigation, hover or idle time. Shared by `npm run bench` and the budget test.
 */
import { createHash } from 'node:crypto';
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

/**
 * Rspress preloads a page's route chunk, but the route's loader
 * (`Promise.all([r.e("f"), r.e("h3")])` in the entry) also fetches the split
 * chunks that chunk shares with other routes, and the page waits for all of
 * them before it hydrates. They are found in the entry's chunk runtime: the
 * chunk-name and chunk-hash tables of `"static/js/async/"+…`, and the loaders.
 */
const ASYNC_JS = 'static/js/async/';
const chunkTable = (literal) =>
  new Map([...literal.matchAll(/(?:"([^"]+)"|([\w$]+)):"([^"]*)"/g)].map((m) => [m[1] ?? m[2], m[3]]));

/** The chunk runtime of the entry, or undefined when none of `scripts` has one. */
function chunkRuntime(scripts) {
  for (const text of scripts) {
    const m = text.match(/"static\/js\/async\/"\+\(\(\{([^}]*)\}\)\[\w+\]\|\|\w+\)\+"\."\+\(?\{([^}]*)\}\)?\[\w+\]\+"\.js"/);
    if (!m) continue;
    const loaders = [...text.matchAll(/Promise\.all\(\[((?:[\w$]+\.e\((?:"[^"]*"|\d+)\),?)+)\]\)/g)].map((g) =>
      [...g[1].matchAll(/\.e\((?:"([^"]*)"|(\d+))\)/g)].map((e) => e[1] ?? e[2]),
    );
    return { names: chunkTable(m[1]), hashes: chunkTable(m[2]), loaders };
  }
  return undefined;
}

/** Ids of the chunks a script file registers (`push([["hg"],…` or `push([[2],…`). */
const chunkIdsOf = (text) =>
  [...(text.match(/\.push\(\[\[([^\]]*)\]/)?.[1] ?? '').matchAll(/"([^"]*)"|(\d+)/g)].map((m) => m[1] ?? m[2]);

/**
 * The async chunks (hrefs) a page's route loader fetches beyond those its
 * HTML already loads. Throws when the HTML preloads a route chunk but the
 * entry's loader for it cannot be found, so a change in Rspress's output
 * cannot silently shrink the measurement.
 */
export function routeChunks(scripts) {
  const runtime = chunkRuntime(scripts.map((s) => s.text));
  const routeFiles = scripts.filter((s) => s.href.includes(ASYNC_JS));
  if (!runtime || routeFiles.length === 0) return [];
  const idByBase = new Map();
  for (const id of runtime.hashes.keys()) idByBase.set(`${runtime.names.get(id) ?? id}.${runtime.hashes.get(id)}.js`, id);
  const loaded = new Set(scripts.flatMap((s) => chunkIdsOf(s.text)));
  const hrefBase = routeFiles[0].href.slice(0, routeFiles[0].href.indexOf(ASYNC_JS));
  const extra = [];
  for (const file of routeFiles) {
    const id = idByBase.get(file.href.slice(file.href.indexOf(ASYNC_JS) + ASYNC_JS.length).split(/[?#]/)[0]);
    if (id === undefined) throw new Error(`${file.href} is not a chunk of the entry's runtime`);
    const group = runtime.loaders.find((ids) => ids.includes(id)) ?? [id];
    for (const other of group) {
      if (loaded.has(other) || !runtime.hashes.has(other)) continue;
      loaded.add(other);
      extra.push(`${hrefBase}${ASYNC_JS}${runtime.names.get(other) ?? other}.${runtime.hashes.get(other)}.js`);
    }
  }
  return extra;
}

/** The file a site-absolute href (`/static/js/x.js?v#h`) names in the build folder `dir`. */
export const readBuiltFile = (dir, href) => fs.readFileSync(path.join(dir, decodeURI(href.split(/[?#]/)[0]).replace(/^\//, '')));

/** `r.e("a")` or `Promise.all([r.e("a"),r.e("b")])` followed by `.then(r.bind(r,…))`: a dynamic import's chunks. */
const DYNAMIC_IMPORT = /(?:Promise\.all\(\[((?:[\w$]+\.e\((?:"[^"]*"|\d+)\),?)+)\]\)|([\w$]+\.e\((?:"[^"]*"|\d+)\)))\.then\([\w$]+\.bind\(/g;

/**
 * The scripts of a page's content (plugins/content-chunk): the chunks its
 * route chunk imports on demand, which the page loads right after its frame
 * has hydrated, not before. Hrefs, in the entry's naming.
 */
export function contentChunks(dir, route) {
  const html = fs.readFileSync(fileForRoute(dir, route), 'utf8');
  const scripts = firstLoadResources(html).filter((r) => r.kind === 'js' && r.href).map((r) => ({ href: r.href, text: readBuiltFile(dir, r.href).toString('utf8') }));
  const runtime = chunkRuntime(scripts.map((s) => s.text));
  const routeFile = scripts.find((s) => s.href.includes(`${ASYNC_JS}route-`));
  if (!runtime || !routeFile) return [];
  const hrefBase = routeFile.href.slice(0, routeFile.href.indexOf(ASYNC_JS));
  const ids = [...routeFile.text.matchAll(DYNAMIC_IMPORT)].flatMap((m) => [...(m[1] ?? m[2]).matchAll(/\.e\((?:"([^"]*)"|(\d+))\)/g)].map((e) => e[1] ?? e[2]));
  return [...new Set(ids)].filter((id) => runtime.hashes.has(id)).map((id) => `${hrefBase}${ASYNC_JS}${runtime.names.get(id) ?? id}.${runtime.hashes.get(id)}.js`);
}

const gzipSizes = new Map();
/**
 * gzip -9 size, remembered by content: every page's first load shares the
 * same few large chunks, and compressing each again for every page was most
 * of the time of the built tests that measure all pages.
 */
export function gzipSize(buf) {
  const key = createHash('sha1').update(buf).digest('base64');
  let size = gzipSizes.get(key);
  if (size === undefined) gzipSizes.set(key, (size = zlib.gzipSync(buf, { level: 9 }).length));
  return size;
}
export const brotliSize = (buf) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Byte totals of a page's first load. Inline scripts and styles count towards
 * JS and CSS; the HTML document itself is reported on its own.
 */
export function measureFirstLoad(dir, route) {
  const file = fileForRoute(dir, route);
  const html = fs.readFileSync(file, 'utf8');
  const read = (href) => readBuiltFile(dir, href);
  const measure = (kind, href, bytes) => ({ kind, href, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('utf8') });
  const resources = firstLoadResources(html).map((r) => {
    const kind = r.kind.endsWith('js') ? 'js' : r.kind.endsWith('css') ? 'css' : r.kind;
    return measure(kind, r.href ?? `(${r.kind})`, r.bytes ?? read(r.href));
  });
  const scripts = resources.filter((r) => r.kind === 'js' && !r.href.startsWith('('));
  for (const href of routeChunks(scripts)) resources.push(measure('js', href, read(href)));
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
