/**
 * Rspress plugin: the site's machine-readable outputs for search engines and
 * link previews, written after the build from the pages really emitted.
 *
 * - `sitemap.xml` lists every page with `hreflang` alternates (en, zh-CN,
 *   x-default) for each English/Chinese pair;
 * - `robots.txt` points to it;
 * - every page gets a canonical URL, `og:` and `twitter:` tags with the
 *   1200×630 social image (docs/public/og-image.png), and the same
 *   alternates as the sitemap; 404 pages get `noindex` instead.
 *
 * Rspress already writes `og:title`/`og:description`/`description` and
 * `hreflang` links from the page data; those are replaced here so that
 * custom pages (whose `og:title` Rspress sets to the bare site title) and
 * single-language pages are described like every other page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { identity } from '../../src/site/identity';
import {
  escapeXml,
  headTags,
  insertBeforeHeadEnd,
  metaContent,
  removeHeadTags,
  renderTag,
  titleOf,
} from './html';
import { pairPages, readBuiltPages, type BuiltPage, type PageLang } from './pages';

export interface SeoLocale {
  /** `hreflang` value for sitemap and `<link rel="alternate">`. */
  hreflang: string;
  /** `og:locale` value. */
  ogLocale: string;
}

export interface SocialImage {
  /** Site path of the image (a file under docs/public). */
  path: string;
  width: number;
  height: number;
  type: string;
  alt: Record<PageLang, string>;
}

export interface SeoPluginOptions {
  siteOrigin: string;
  siteName: string;
  image: SocialImage;
  /** `twitter:site` handle, with `@`. */
  twitterSite?: string;
  locales: Record<PageLang, SeoLocale>;
  /** The language `x-default` points to. */
  defaultLang: PageLang;
}

export const SOCIAL_IMAGE: SocialImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: {
    en: `${identity.name}: ${identity.tagline.en}`,
    zh: `${identity.name}：${identity.tagline.zh}`,
  },
};

export const defaultSeoOptions = (): SeoPluginOptions => ({
  siteOrigin: identity.siteOrigin,
  siteName: identity.name,
  image: SOCIAL_IMAGE,
  twitterSite: `@${new URL(identity.x).pathname.split('/').filter(Boolean)[0]}`,
  locales: { en: { hreflang: 'en', ogLocale: 'en_US' }, zh: { hreflang: 'zh-CN', ogLocale: 'zh_CN' } },
  defaultLang: 'en',
});

export const absoluteUrl = (origin: string, route: string): string => `${origin.replace(/\/$/, '')}${encodeURI(route)}`;

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The alternates of a page: one per language of its pair, plus `x-default`; none for a lone page. */
export function alternatesFor(
  pair: Partial<Record<PageLang, BuiltPage>> | undefined,
  options: SeoPluginOptions,
): Alternate[] {
  if (!pair || !pair.en || !pair.zh) return [];
  const out: Alternate[] = (['en', 'zh'] as const).map((lang) => ({
    hreflang: options.locales[lang].hreflang,
    href: absoluteUrl(options.siteOrigin, pair[lang]!.route),
  }));
  out.push({ hreflang: 'x-default', href: absoluteUrl(options.siteOrigin, pair[options.defaultLang]!.route) });
  return out;
}

const MANAGED_META = new Set([
  'og:title',
  'og:url',
  'og:site_name',
  'og:locale',
  'og:locale:alternate',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'twitter:card',
  'twitter:site',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
  'robots',
]);

/** The page's head with our tags; running it twice gives the same result. */
export function applySeoTags(
  html: string,
  page: BuiltPage,
  pair: Partial<Record<PageLang, BuiltPage>> | undefined,
  options: SeoPluginOptions,
): string {
  const title = titleOf(html) ?? options.siteName;
  const description = metaContent(html, 'description') ?? '';
  let out = removeHeadTags(html, 'meta', (a) => MANAGED_META.has(a.property ?? a.name ?? ''));
  out = removeHeadTags(out, 'link', (a) => a.rel === 'canonical' || (a.rel === 'alternate' && 'hreflang' in a));

  const image = absoluteUrl(options.siteOrigin, options.image.path);
  const url = absoluteUrl(options.siteOrigin, page.route);
  const other: PageLang = page.lang === 'en' ? 'zh' : 'en';
  const tags: string[] = [];
  if (page.notFound) {
    tags.push(renderTag('meta', { name: 'robots', content: 'noindex' }));
  } else {
    tags.push(renderTag('link', { rel: 'canonical', href: url }));
    for (const alt of alternatesFor(pair, options)) {
      tags.push(renderTag('link', { rel: 'alternate', hreflang: alt.hreflang, href: alt.href }));
    }
    tags.push(renderTag('meta', { property: 'og:url', content: url }));
  }
  tags.push(
    renderTag('meta', { property: 'og:title', content: title }),
    renderTag('meta', { property: 'og:site_name', content: options.siteName }),
    renderTag('meta', { property: 'og:locale', content: options.locales[page.lang].ogLocale }),
  );
  if (pair?.[other]) {
    tags.push(renderTag('meta', { property: 'og:locale:alternate', content: options.locales[other].ogLocale }));
  }
  tags.push(
    renderTag('meta', { property: 'og:image', content: image }),
    renderTag('meta', { property: 'og:image:width', content: String(options.image.width) }),
    renderTag('meta', { property: 'og:image:height', content: String(options.image.height) }),
    renderTag('meta', { property: 'og:image:type', content: options.image.type }),
    renderTag('meta', { property: 'og:image:alt', content: options.image.alt[page.lang] }),
    renderTag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  );
  if (options.twitterSite) tags.push(renderTag('meta', { name: 'twitter:site', content: options.twitterSite }));
  tags.push(renderTag('meta', { name: 'twitter:title', content: title }));
  if (description) tags.push(renderTag('meta', { name: 'twitter:description', content: description }));
  tags.push(
    renderTag('meta', { name: 'twitter:image', content: image }),
    renderTag('meta', { name: 'twitter:image:alt', content: options.image.alt[page.lang] }),
  );
  return insertBeforeHeadEnd(out, tags.join('\n') + '\n');
}

/** Pages that ask search engines not to index them stay out of the sitemap. */
const isNoindex = (html: string): boolean =>
  headTags(html, 'meta').some((t) => t.attrs.name === 'robots' && /noindex/i.test(t.attrs.content ?? ''));

export function renderSitemap(pages: BuiltPage[], options: SeoPluginOptions): string {
  const pairs = pairPages(pages);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const pair of pairs.values()) {
    for (const lang of ['en', 'zh'] as const) {
      const page = pair[lang];
      if (!page) continue;
      lines.push('  <url>', `    <loc>${escapeXml(absoluteUrl(options.siteOrigin, page.route))}</loc>`);
      for (const alt of alternatesFor(pair, options)) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export const renderRobots = (options: SeoPluginOptions): string =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(options.siteOrigin, '/sitemap.xml')}`, ''].join('\n');

/** Rewrites every page's head and writes sitemap.xml and robots.txt into `outDir`. */
export function writeSeoOutputs(outDir: string, options: SeoPluginOptions): { pages: number; sitemap: number } {
  const all = readBuiltPages(outDir);
  const indexed: BuiltPage[] = [];
  const pairs = pairPages(all);
  for (const page of all) {
    const file = path.join(outDir, page.file);
    const html = fs.readFileSync(file, 'utf8');
    if (!page.notFound && !isNoindex(html)) indexed.push(page);
    const next = applySeoTags(html, page, pairs.get(page.pureRoute), options);
    if (next !== html) fs.writeFileSync(file, next);
  }
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(indexed, options));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(options));
  if (!fs.existsSync(path.join(outDir, options.image.path))) {
    throw new Error(`[seo] the social image ${options.image.path} is missing from the build (docs/public)`);
  }
  return { pages: all.length, sitemap: indexed.length };
}

export const resolveOutDir = (config: { outDir?: string }): string => path.resolve(config.outDir ?? 'doc_build');

export function seoPlugin(overrides: Partial<SeoPluginOptions> = {}): RspressPlugin {
  const options = { ...defaultSeoOptions(), ...overrides };
  return {
    name: 'agent-tars-seo',
    afterBuild(config, isProd) {
      if (!isProd) return;
      writeSeoOutputs(resolveOutDir(config), options);
    },
  };
}

export default seoPlugin;
