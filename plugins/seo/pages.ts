/**
 * The built pages of the site, read from the output folder: the machine-
 * readable outputs (sitemap, social tags) and the host config are derived
 * from what was really emitted, not from what the config meant to emit.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PageLang = 'en' | 'zh';

export interface BuiltPage {
  /** File path relative to the output folder, with `/` separators. */
  file: string;
  /** The clean URL the CDN answers for this file: `/guide/basic/cli`, `/replay/`, `/zh/`. */
  route: string;
  /** The same route without the `/zh` prefix: twins share it. */
  pureRoute: string;
  lang: PageLang;
  /** `404.html` pages: no canonical URL, not in the sitemap, `noindex`. */
  notFound: boolean;
}

/** Every `.html` file under `dir`, skipping Rspress's temporary `__*` folders. */
export function listHtmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('__') && !entry.name.startsWith('.')) walk(child);
      } else if (entry.name.endsWith('.html')) {
        out.push(child);
      }
    }
  };
  walk('');
  return out.sort();
}

/** `guide/basic/cli.html` → `/guide/basic/cli`; `replay/index.html` → `/replay/`. */
export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

export const langOfRoute = (route: string): PageLang => (/^\/zh(\/|$)/.test(route) ? 'zh' : 'en');

export const pureRouteOf = (route: string): string => (langOfRoute(route) === 'zh' ? route.slice(3) || '/' : route);

export function readBuiltPages(dir: string): BuiltPage[] {
  return listHtmlFiles(dir).map((file) => {
    const route = routeOfFile(file);
    return {
      file,
      route,
      pureRoute: pureRouteOf(route),
      lang: langOfRoute(route),
      notFound: /(^|\/)404\.html$/.test(file),
    };
  });
}

/** Pages grouped by their shared route: `{ en?, zh? }` per pure route, in route order. */
export function pairPages(pages: BuiltPage[]): Map<string, Partial<Record<PageLang, BuiltPage>>> {
  const pairs = new Map<string, Partial<Record<PageLang, BuiltPage>>>();
  for (const page of pages) {
    if (page.notFound) continue;
    const pair = pairs.get(page.pureRoute) ?? {};
    pair[page.lang] = page;
    pairs.set(page.pureRoute, pair);
  }
  return new Map([...pairs.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
