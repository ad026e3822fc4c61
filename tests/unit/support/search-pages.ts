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
