/**
 * Build time: turns Rspress's page records into one compact index file per
 * locale (and version). Pure: the Rspress plugin does the I/O and hashing.
 */
import { searchGlossary } from '../data/search-glossary';
import { LINK_LIST_ANCHORS } from '../data/search-vocabulary';
import { identity } from '../site/identity';
import { alignedHeadings, bridgeTerm, buildBridge } from './bridge';
import { componentSections } from './component-sections';
import { KEYWORD_SEPARATOR, type IndexPage, type IndexSection, type PageKind, type SearchIndexFile, type SourcePage } from './types';

/** Routes that never appear in search, whatever their frontmatter says. */
const EXCLUDED_ROUTE = /^\/(?:[a-z]{2}(?:-[a-z]{2,4})?\/)?(?:banner|404)\/?$/i;
const EXCLUDED_PAGE_TYPES = new Set(['home', 'blank', '404']);

export function isSearchable(page: SourcePage): boolean {
  const fm = page.frontmatter ?? {};
  if (fm.search === false) return false;
  if (typeof fm.pageType === 'string' && EXCLUDED_PAGE_TYPES.has(fm.pageType)) return false;
  if (EXCLUDED_ROUTE.test(page.routePath)) return false;
  return true;
}

/**
 * Reference pages (`/api/…`) list keys, flags, routes and events; a page
 * named troubleshooting, FAQ or known issues answers symptoms; a blog post
 * tells of a moment, not how things are now; every other page (the replay
 * player and the showcase included: they are where their subject lives) is a
 * guide.
 */
export function pageKind(routePath: string): PageKind {
  const route = routePath.replace(/^\/[a-z]{2}(?=\/)/, '');
  if (/^\/api(?:\/|$)/.test(route)) return 'reference';
  if (/\/(?:troubleshooting|faq|known-issues)\/?$/.test(route)) return 'troubleshooting';
  if (/^\/blog(?:\/|$)/.test(route)) return 'other';
  return 'guide';
}

/**
 * A page's frontmatter `keywords` (a YAML list, or one comma-separated
 * string), trimmed, without empties and duplicates.
 */
export function pageKeywords(page: SourcePage): string[] {
  const raw = page.frontmatter?.keywords;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const out: string[] = [];
  for (const item of list) {
    const keyword = squash(String(item).replace(/;/g, ' '));
    if (keyword && !out.includes(keyword)) out.push(keyword);
  }
  return out;
}

/** The range a page's `searchWeight` may take: a nudge between pages that compete, never a way to hide or force one. */
export const SEARCH_WEIGHT_RANGE = [0.5, 2] as const;

/**
 * A page's frontmatter `searchWeight`: how much its search score counts
 * against other pages' (1 when absent). A page that repeats another for one
 * audience (the China quick start repeats Quick Start with mirrors) takes
 * less than 1, so general words find the general page first while the
 * audience's own words (镜像, 国内) still find it. Anything but a number in
 * SEARCH_WEIGHT_RANGE stops the build: a typo would otherwise pass unseen.
 */
export function pageWeight(page: SourcePage): number {
  const raw = page.frontmatter?.searchWeight;
  if (raw === undefined) return 1;
  const [min, max] = SEARCH_WEIGHT_RANGE;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < min || raw > max) {
    throw new Error(`${page.routePath}: frontmatter searchWeight must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return raw;
}

function indexPage(page: SourcePage): IndexPage {
  const entry: IndexPage = [page.routePath, page.title || page.routePath, pageKind(page.routePath)];
  const keywords = pageKeywords(page);
  const weight = pageWeight(page);
  if (keywords.length > 0 || weight !== 1) entry.push(keywords.join(KEYWORD_SEPARATOR));
  if (weight !== 1) entry.push(weight);
  return entry;
}

/** Collapses whitespace: snippets are shown on one line, and it saves bytes. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * MDX `import` lines that Rspress's extraction lets through when they follow
 * other text. They are code for the page, not words for readers. Replaced by
 * blanks of the same length so heading offsets stay valid.
 */
const MDX_IMPORT = /^[ \t]*import\s+(?:[\w*${}\s,]+\s+from\s+)?['"][^'"\n]+['"];?[ \t]*$/gm;

export function stripImports(content: string): string {
  return content.replace(MDX_IMPORT, (line) => ' '.repeat(line.length));
}

/** Heading text as readers see it: inline-code backticks are markup, not text. */
export function headingText(text: string): string {
  return squash(text.replace(/`/g, ''));
}

/** Cuts one page's content into sections at its h2–h4 headings. */
export function pageSections(page: SourcePage, pageIndex: number): IndexSection[] {
  const content = stripImports(page.content ?? '');
  const toc = (page.toc ?? []).filter((t) => t.depth >= 2 && t.depth <= 4);
  const located = toc.filter((t) => t.charIndex >= 0 && t.charIndex <= content.length);
  const firstCut = located.length > 0 ? located[0].charIndex : content.length;
  let intro = squash(content.slice(0, firstCut));
  const description = squash(String(page.frontmatter?.description ?? page.description ?? ''));
  if (description && !intro.includes(description)) intro = intro ? `${description} ${intro}` : description;
  const sections: IndexSection[] = [[pageIndex, '', '', 1, intro]];
  for (const item of toc) {
    if (item.charIndex < 0 || item.charIndex > content.length) {
      sections.push([pageIndex, item.id, headingText(item.text), item.depth, '']);
      continue;
    }
    const next = located.find((t) => t.charIndex > item.charIndex);
    const raw = content.slice(item.charIndex, next ? next.charIndex : content.length);
    // The block starts with the heading's own line; the body follows it.
    const newline = raw.indexOf('\n');
    const body = newline === -1 ? '' : raw.slice(newline + 1);
    sections.push([pageIndex, item.id, headingText(item.text), item.depth, LINK_LIST_ANCHORS.has(item.id) ? '' : squash(body)]);
  }
  // Text the page renders from data: depth 2, so a result reads `CLI
  // Reference > --open`, not as if the row sat under the page's last heading.
  for (const [anchor, heading, text] of componentSections(page.routePath, page.lang)) {
    sections.push([pageIndex, anchor, heading, 2, squash(text)]);
  }
  return sections;
}

export interface IndexGroup {
  lang: string;
  version: string;
  file: SearchIndexFile;
}

/**
 * Groups searchable pages by (version, lang) and builds one file per group.
 * `versioned: false` puts every version of a language in one file.
 */
export function buildIndexFiles(pages: SourcePage[], options: { versioned?: boolean } = {}): IndexGroup[] {
  const versioned = options.versioned ?? true;
  const groups = new Map<string, { lang: string; version: string; pages: SourcePage[] }>();
  for (const page of pages) {
    if (!isSearchable(page)) continue;
    const lang = page.lang ?? '';
    const version = versioned ? (page.version ?? '') : '';
    const key = `${version}\u0000${lang}`;
    let group = groups.get(key);
    if (!group) {
      group = { lang, version, pages: [] };
      groups.set(key, group);
    }
    group.pages.push(page);
  }
  // The glossary goes into every index: either language's reader may be on
  // either site. The aligned headings only into the Chinese ones: they let a
  // reader there type the English name of a heading (`event stream` → 事件流),
  // while in the English index they only served Chinese queries typed on the
  // English site, at 3.2 KB gzip of its 149 (no query of any English set moved
  // without them, session 13).
  const glossaryOnly = buildBridge(searchGlossary, []);
  const bridge = buildBridge(searchGlossary, alignedHeadings(pages.filter(isSearchable)));
  const out: IndexGroup[] = [];
  for (const group of groups.values()) {
    // A stable order keeps the content hash stable across builds.
    const sorted = [...group.pages].sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0));
    const file: SearchIndexFile = {
      v: 2,
      lang: group.lang,
      version: group.version,
      pages: sorted.map((p) => indexPage(p)),
      sections: sorted.flatMap((p, i) => pageSections(p, i)),
      bridge: group.lang === 'en' ? glossaryOnly : bridge,
      product: bridgeTerm(identity.name),
    };
    out.push({ lang: group.lang, version: group.version, file });
  }
  return out.sort((a, b) => (a.lang + a.version < b.lang + b.version ? -1 : 1));
}

export { fileSafe, indexFilePath, manifestKey } from './files';
