/**
 * The search bench's index files and the two engines ours is measured
 * against: FlexSearch 0.8 with a stock configuration, and Rspress's default
 * search fed the page records our index holds.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Our files: static/search/search-index.<lang>[.<version>].<hash>.json */
export function findIndexFiles(staticDir) {
  const ourFiles = {};
  const ourDir = path.join(staticDir, 'search');
  if (fs.existsSync(ourDir)) {
    for (const name of fs.readdirSync(ourDir)) {
      const m = /^search-index\.([^.]+)\.(?:.+\.)?([0-9a-f]+)\.json$/.exec(name);
      if (!m) continue;
      const file = { url: `/static/search/${name}`, path: path.join(ourDir, name), mtime: fs.statSync(path.join(ourDir, name)).mtimeMs };
      // A build into a folder outside the project is not cleaned first (Rsbuild
      // only cleans inside the root), so older index files may lie next to the
      // new one: the newest is this build's.
      if (ourFiles[m[1]]) {
        console.error(`Several ${m[1]} index files in ${ourDir}; using the newest. Build into an empty folder to be sure.`);
        if (ourFiles[m[1]].mtime > file.mtime) continue;
      }
      ourFiles[m[1]] = file;
    }
  }
  return { ourFiles, ourDir };
}

/** Sections the plugin adds from components' data (src/search/component-sections.ts): Rspress extracts no text from components. */
const REFERENCE_ANCHOR = /^(?:flag-|cfg-|session-|replay-|atr-shortcuts-title$)/;

/**
 * The intro text of a page with its keywords (frontmatter `keywords`)
 * appended: the stock engines get the same words ours reads, as plain text.
 */
function withKeywords(page, text) {
  return page[3] ? `${text} ${page[3]}` : text;
}

/**
 * The page records Rspress's own search would index (the build deletes its
 * files: one index family ships), rebuilt from our sections: the intro, then
 * every heading with its text, and a toc with offsets.
 */
export function recordsFromIndex(file) {
  return file.pages.map(([routePath, title], p) => {
    let content = '';
    const toc = [];
    for (const [page, anchor, heading, depth, text] of file.sections) {
      if (page !== p || REFERENCE_ANCHOR.test(anchor)) continue;
      if (!anchor) {
        content += withKeywords(file.pages[p], text);
        continue;
      }
      content += '\n\n';
      toc.push({ text: heading, id: anchor, depth, charIndex: content.length });
      content += `${heading}\n${text}`;
    }
    return { routePath, title, content, toc, lang: file.lang, version: file.version, frontmatter: {} };
  });
}

export function withLang(route, lang) {
  return lang === 'en' ? route : `/${lang}${route}`;
}

export function uniqueRoutes(links) {
  const out = [];
  for (const link of links) {
    const route = link.split('#')[0];
    if (!out.includes(route)) out.push(route);
  }
  return out;
}

export async function defaultSearcher(rspress, defaultJson, lang) {
  globalThis.__BENCH_PUBLIC_PATH__ = '/';
  globalThis.__BENCH_INDEX_HASH__ = { [`###${lang}`]: 'bench' };
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(defaultJson[lang], { status: 200, headers: { 'content-type': 'application/json' } });
  const searcher = new rspress.PageSearcher({ indexName: 'Agent TARS', currentLang: lang, currentVersion: '' });
  await searcher.init();
  globalThis.fetch = originalFetch;
  return searcher;
}

/**
 * FlexSearch 0.8 as its README sets it up: a Document index over the same
 * sections (title, heading and text fields), the `forward` tokeniser and its
 * default encoder. Results merged field by field, title first.
 */
const { Document: FlexDocument } = (await import('flexsearch')).default;
export function flexSearcher(file) {
  const doc = new FlexDocument({ tokenize: 'forward', document: { id: 'id', index: ['title', 'heading', 'text'] } });
  file.sections.forEach(([page, anchor, heading, , text], id) => {
    doc.add({ id, title: file.pages[page][1], heading, text: anchor ? text : withKeywords(file.pages[page], text) });
  });
  return (q) => {
    const results = doc.search(q.trim(), { limit: 100 });
    const routes = [];
    for (const field of ['title', 'heading', 'text']) {
      for (const id of results.find((r) => r.field === field)?.result ?? []) {
        const route = file.pages[file.sections[id][0]][0];
        if (!routes.includes(route)) routes.push(route);
      }
    }
    return routes;
  };
}
