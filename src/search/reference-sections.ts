/**
 * The CLI and config reference pages render their tables from typed data in
 * components, and Rspress extracts no text from components. These sections
 * put every flag and config key into the search index, each linking to its
 * table row (`#flag-…`, `#cfg-…`) on the reference page.
 */
import { cliFlags, flagAnchor } from '../data/cli';
import { configAnchor, configOptions } from '../data/config';

/** [anchor, heading, text] */
export type ReferenceSection = [anchor: string, heading: string, text: string];

type Lang = 'en' | 'zh';

const langOf = (lang: string): Lang => (lang === 'zh' ? 'zh' : 'en');

/** Extra sections for a page, keyed by its route without the locale prefix. */
export function referenceSections(routePath: string, lang: string): ReferenceSection[] {
  const route = routePath.replace(/^\/zh(?=\/)/, '').replace(/\.html$/, '');
  const l = langOf(lang);
  if (route === '/api/cli') {
    const seen = new Set<string>();
    return cliFlags
      .filter((f) => {
        const anchor = flagAnchor(f);
        if (seen.has(anchor)) return false;
        seen.add(anchor);
        return true;
      })
      .map((f) => [flagAnchor(f), f.name, f.description[l]]);
  }
  if (route === '/api/config') {
    return configOptions.map((o) => [configAnchor(o), o.key, o.description[l]]);
  }
  return [];
}
