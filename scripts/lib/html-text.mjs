/**
 * Extracts the reader-visible text of a built doc page: the article body,
 * without code blocks, copy buttons, heading anchors or the page footer.
 * A string-level parser is enough here: Rspress's output is regular and we
 * only count and compare text.
 */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text) {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+|#39);/gi, (m, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

/** The HTML of the article: from the doc container to the doc footer. */
export function articleHtml(html) {
  const marker = html.indexOf('class="rp-doc rspress-doc"');
  if (marker < 0) return '';
  const start = html.indexOf('>', marker) + 1;
  const footer = html.indexOf('class="rp-doc-footer', start);
  // Cut at the opening of the footer element, not inside its tag.
  const end = footer < 0 ? -1 : html.lastIndexOf('<', footer);
  return html.slice(start, end < 0 ? undefined : end);
}

export function htmlToText(html, { keepCode = false } = {}) {
  let s = html;
  s = s.replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ');
  if (!keepCode) s = s.replace(/<pre[\s\S]*?<\/pre>/gi, ' ');
  s = s.replace(/<a [^>]*class="rp-header-anchor[^"]*"[^>]*>#<\/a>/g, '');
  s = s.replace(/<button[\s\S]*?<\/button>/gi, ' ');
  s = s.replace(/<[^>]+>/g, ' ');
  return decodeEntities(s).replace(/\s+/g, ' ').trim();
}

/** Characters of rendered prose and tables (code blocks excluded). */
export const renderedText = (html) => htmlToText(articleHtml(html));

export const hanCount = (text) => (text.match(/\p{Script=Han}/gu) ?? []).length;
