/**
 * Feed entries reuse the post's pre-rendered HTML; reader-only chrome (copy
 * buttons, icons, heading anchors) means nothing in a feed reader.
 */
export function cleanFeedHtml(html: string): string {
  return html
    .replace(/<button\b[\s\S]*?<\/button>/gi, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, '')
    .replace(/<a\b[^>]*class="[^"]*rp-header-anchor[^"]*"[^>]*>#<\/a>/gi, '')
    .replace(/<div\b[^>]*class="[^"]*rp-not-doc[^"]*"[^>]*>\s*(<div\b[^>]*>\s*<\/div>\s*)*<\/div>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}
