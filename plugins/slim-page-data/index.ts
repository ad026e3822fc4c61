/**
 * Rspress plugin: keeps the page table that every page downloads small.
 *
 * Rspress bundles one record per page (title, route, description, the full
 * heading list with character offsets, frontmatter) into the main chunk, so
 * the first load grows with every heading written anywhere on the site. In
 * the browser, though, the current page's headings and frontmatter come from
 * its own route chunk; other pages' records are read only by the Overview
 * component, which lists the headings (h2 by default) of the pages under an
 * overview page. So the bundled copy keeps:
 * - headings (id, text, depth) at the overview depths for pages under an
 *   overview page, and no headings elsewhere;
 * - no frontmatter;
 * - no description where it only repeats the frontmatter's: descriptions were
 *   5.6 of the table's 9.3 KB gzip, and the current page's own frontmatter
 *   (in its route chunk) brings it back for the head tags (theme/layout,
 *   PageDescription).
 *
 * Node-side consumers that read the same objects (the RSS feed, the sitemap,
 * the search index built earlier) still see the full data: the slim copy is
 * what `JSON.stringify` writes into the bundle, through `toJSON`.
 */
import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';

export interface SlimPageDataOptions {
  /** Heading depths Overview pages list when they do not say (Rspress's default is h2). */
  defaultOverviewDepths?: number[];
}

interface OverviewScope {
  prefix: string;
  depths: number[];
}

interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** `overview: true` and `overviewHeaders: [2, 3]` from a page's frontmatter, without a YAML parser. */
export function overviewOf(source: string): { overview: boolean; depths?: number[] } {
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const overview = /^overview:\s*true\s*$/m.test(fm);
  const headers = fm.match(/^overviewHeaders:\s*\[([^\]]*)\]/m)?.[1];
  const depths = headers
    ?.split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isInteger(n));
  return depths?.length ? { overview, depths } : { overview };
}

/** Overview's own rule: pages whose route starts with the overview page's route (minus a trailing `overview`). */
export const inScope = (routePath: string, scope: OverviewScope): boolean =>
  routePath.startsWith(scope.prefix) && routePath !== scope.prefix;

export function slimToc(toc: TocEntry[], routePath: string, scopes: OverviewScope[]): TocEntry[] {
  const depths = new Set(scopes.filter((s) => inScope(routePath, s)).flatMap((s) => s.depths));
  return toc.filter((h) => depths.has(h.depth)).map(({ id, text, depth }) => ({ id, text, depth }));
}

const withJson = <T extends object>(value: T, json: () => unknown): T =>
  Object.defineProperty(value, 'toJSON', { value: json, enumerable: false, configurable: true });

export function slimPageDataPlugin(options: SlimPageDataOptions = {}): RspressPlugin {
  const defaultDepths = options.defaultOverviewDepths ?? [2];
  let scopes: OverviewScope[] = [];
  return {
    name: 'agent-tars-slim-page-data',
    routeGenerated(routes) {
      scopes = [];
      for (const route of routes) {
        if (!/\.mdx?$/.test(route.absolutePath)) continue;
        const { overview, depths } = overviewOf(fs.readFileSync(route.absolutePath, 'utf8'));
        if (overview) scopes.push({ prefix: route.routePath.replace(/overview$/, ''), depths: depths ?? defaultDepths });
      }
    },
    extendPageData(pageData) {
      const page = pageData as unknown as { routePath: string; toc?: TocEntry[]; frontmatter?: { description?: unknown }; description?: string };
      // Rspress copies each record with a spread before writing the table, so a toJSON on the record
      // itself is lost (createPageData.js, 2.0.22); a non-enumerable property is left out of that copy
      // and of JSON, while plugins that read page.description on this object still see it.
      if (typeof page.description === 'string' && page.frontmatter?.description === page.description) {
        Object.defineProperty(page, 'description', { value: page.description, enumerable: false, writable: true, configurable: true });
      }
      if (Array.isArray(page.toc)) {
        const slim = slimToc(page.toc, page.routePath, scopes);
        withJson(page.toc, () => slim);
      }
      if (page.frontmatter && typeof page.frontmatter === 'object') withJson(page.frontmatter, () => ({}));
    },
  };
}

export default slimPageDataPlugin;
