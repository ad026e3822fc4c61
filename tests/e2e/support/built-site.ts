import fs from 'node:fs';
import path from 'node:path';

/** The folder the e2e server serves (see playwright.config.ts). */
export const builtDir = (): string => path.resolve(process.env.E2E_DIR ?? 'doc_build');

/** The built HTML of a route: `/a/b` → `a/b.html`, `/a/` → `a/index.html`. */
export function builtHtml(route: string): string {
  const rel = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
  return fs.readFileSync(path.join(builtDir(), rel), 'utf8');
}
