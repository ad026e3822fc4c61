import { buildIndexFiles } from '../../../src/search/build';
import { SearchEngine } from '../../../src/search/engine';
import type { SourcePage, TocItem } from '../../../src/search/types';

/** A page from markdown-ish parts: the intro, then `[id, heading, body]` sections. */
export function page(routePath: string, title: string, intro: string, sections: Array<[string, string, string]>, lang = 'en'): SourcePage {
  let content = intro;
  const toc: TocItem[] = [];
  for (const [id, heading, body] of sections) {
    content += '\n\n';
    toc.push({ id, text: heading, depth: 2, charIndex: content.length });
    content += `${heading}\n\n${body}`;
  }
  return { routePath, title, content, toc, lang, frontmatter: {} };
}

/** The engine over `pages`' index file for `lang`, as the browser would load it. */
export function engineFor(pages: SourcePage[], lang = 'en'): SearchEngine {
  const file = buildIndexFiles(pages).find((f) => f.lang === lang);
  if (!file) throw new Error(`no ${lang} pages`);
  return SearchEngine.fromFile(file.file);
}
