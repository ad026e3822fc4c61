/**
 * Link integrity of the built site, read from the HTML files: every internal
 * link, asset reference and `#fragment` must resolve the way the CDN serves
 * the folder (`/a/b` → `a/b.html`, `/a/` → `a/index.html`). External links
 * are collected for a report, never fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeEntities, parseAttrs } from '../../../plugins/seo/html';
import { listHtmlFiles, routeOfFile } from '../../../plugins/seo/pages';

export interface LinkRef {
  /** Page (route) the reference is on. */
  page: string;
  tag: string;
  attr: string;
  value: string;
  /** `rel` of `<link>` and `<a>` tags. */
  rel?: string;
}

export interface BrokenLink extends LinkRef {
  reason: string;
}

export interface LinkReport {
  pages: number;
  internal: number;
  fragments: number;
  broken: BrokenLink[];
  /** External URL → pages that link to it. */
  external: Record<string, string[]>;
}

/** Fragments browsers resolve without a matching element. */
const IMPLICIT_FRAGMENTS = new Set(['', 'top']);

/** The addresses and files the site answers, and the ids on every page. */
export class BuiltSite {
  private idsCache = new Map<string, Set<string>>();

  constructor(
    readonly dir: string,
    readonly siteOrigin: string,
  ) {}

  /** The file the CDN serves for `pathname`, or null. */
  fileFor(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const rel = decoded.replace(/^\/+/, '');
    const candidates = decoded.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
    for (const c of candidates) {
      const full = path.join(this.dir, c);
      if (!full.startsWith(this.dir)) return null;
      if (fs.existsSync(full) && fs.statSync(full).isFile()) return c;
    }
    return null;
  }

  ids(file: string): Set<string> {
    let ids = this.idsCache.get(file);
    if (!ids) {
      const html = fs.readFileSync(path.join(this.dir, file), 'utf8');
      ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
      this.idsCache.set(file, ids);
    }
    return ids;
  }
}

const REFERENCES: [tag: string, attr: string][] = [
  ['a', 'href'],
  ['area', 'href'],
  ['link', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['source', 'src'],
  ['video', 'src'],
  ['audio', 'src'],
  ['iframe', 'src'],
  ['meta', 'content'],
];

/** Every URL-valued attribute of a page, with `<meta>` limited to URL properties (og:url, og:image…). */
export function references(html: string, page: string): LinkRef[] {
  const out: LinkRef[] = [];
  // Code samples are escaped text, so real tags are the only matches.
  for (const m of html.matchAll(/<(a|area|link|img|script|source|video|audio|iframe|meta)\b[^>]*>/gi)) {
    const tag = m[1].toLowerCase();
    const attrs = parseAttrs(m[0]);
    for (const [t, attr] of REFERENCES) {
      if (t !== tag || !(attr in attrs)) continue;
      if (tag === 'meta' && !/^(og:url|og:image|twitter:image)$/.test(attrs.property ?? attrs.name ?? '')) continue;
      out.push({ page, tag, attr, value: attrs[attr].trim(), rel: attrs.rel });
    }
  }
  return out;
}

export function checkLinks(dir: string, siteOrigin: string): LinkReport {
  const site = new BuiltSite(dir, siteOrigin);
  const report: LinkReport = { pages: 0, internal: 0, fragments: 0, broken: [], external: {} };
  const origin = new URL(siteOrigin).origin;
  for (const file of listHtmlFiles(dir)) {
    report.pages += 1;
    const route = routeOfFile(file);
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const base = new URL(route, `${origin}/`);
    for (const ref of references(html, route)) {
      const broken = (reason: string) => report.broken.push({ ...ref, reason });
      if (/^javascript:/i.test(ref.value)) {
        broken('javascript: URL');
        continue;
      }
      if (/^(mailto|tel|data|blob):/i.test(ref.value)) continue;
      let url: URL;
      try {
        url = new URL(ref.value, base);
      } catch {
        broken('not a valid URL');
        continue;
      }
      if (url.origin !== origin && /^https?:$/.test(url.protocol)) {
        if (ref.tag !== 'a' && ref.tag !== 'area') {
          // Scripts, styles, images and preloads from other origins would be third-party requests;
          // `<link rel=alternate|canonical|…>` only names an address.
          const loads = ref.tag !== 'link' || /\b(stylesheet|preload|modulepreload|prefetch|icon|manifest|preconnect|dns-prefetch)\b/i.test(ref.rel ?? '');
          if (loads) broken('loads a third-party resource');
          continue;
        }
        (report.external[url.href] ??= []).push(route);
        continue;
      }
      if (!/^https?:$/.test(url.protocol)) {
        broken(`unsupported scheme ${url.protocol}`);
        continue;
      }
      report.internal += 1;
      // The 404 pages are served for any unknown address; their own links still have to work.
      const target = site.fileFor(url.pathname);
      if (!target) {
        broken(`no file for ${url.pathname}`);
        continue;
      }
      if (url.hash && ref.tag === 'a') {
        report.fragments += 1;
        let fragment: string;
        try {
          fragment = decodeURIComponent(url.hash.slice(1));
        } catch {
          broken(`malformed fragment ${url.hash}`);
          continue;
        }
        if (!target.endsWith('.html')) continue;
        if (!IMPLICIT_FRAGMENTS.has(fragment) && !site.ids(target).has(fragment)) {
          broken(`no element with id "${fragment}" on ${routeOfFile(target)}`);
        }
      }
    }
  }
  return report;
}
