/**
 * Small, string-level helpers for the `<head>` of Rspress's pre-rendered
 * pages. The output is regular (one tag per element, double-quoted
 * attributes), so no HTML parser is needed to read or add head tags.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+|#39);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

export const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeXml = escapeAttr;

/** Attributes of one start tag, e.g. `<meta property="og:title" content="x">`. */
export function parseAttrs(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? '' : html.slice(0, end);
}

/** Every start tag named `name` in the head. */
export function headTags(html: string, name: string): { tag: string; attrs: Record<string, string> }[] {
  const re = new RegExp(`<${name}\\b[^>]*>`, 'gi');
  return [...headOf(html).matchAll(re)].map((m) => ({ tag: m[0], attrs: parseAttrs(m[0]) }));
}

/** The document's language: `<html lang>`. */
export function langOf(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
}

export function titleOf(html: string): string | undefined {
  const m = headOf(html).match(/<title[^>]*>([\s\S]*?)<\/title>/i);
  return m ? decodeEntities(m[1]).trim() : undefined;
}

/** The `content` of `<meta name=…>` or `<meta property=…>` in the head. */
export function metaContent(html: string, key: string): string | undefined {
  const hit = headTags(html, 'meta').find((t) => t.attrs.name === key || t.attrs.property === key);
  return hit?.attrs.content;
}

/** Removes the head tags for which `drop` is true. */
export function removeHeadTags(html: string, name: string, drop: (attrs: Record<string, string>) => boolean): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const re = new RegExp(`<${name}\\b[^>]*>\\n?`, 'gi');
  const head = html.slice(0, end).replace(re, (tag) => (drop(parseAttrs(tag.trim())) ? '' : tag));
  return head + html.slice(end);
}

export function insertBeforeHeadEnd(html: string, markup: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${markup}${html.slice(end)}`;
}

export const renderTag = (name: string, attrs: Record<string, string>): string =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ')}>`;
