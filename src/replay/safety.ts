/**
 * What the player may load from event data. Session files come from anyone,
 * so nothing in them may make the browser fetch a third-party URL or run code:
 * images only from inline `data:` URLs of raster formats or from this site's
 * own `/images/` folder; links only to http(s) and mailto, opened by the
 * visitor's click.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const SITE_IMAGE = /^\/images\/[A-Za-z0-9._\-/]+\.(png|jpe?g|webp|svg)$/;

/** A `src` that is safe to put on an <img>, or null. */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const src = value.trim();
  if (src.startsWith('data:')) {
    // Cheap prefix test first: a multi-megabyte string is tested by the regex only once.
    return DATA_IMAGE.test(src.replace(/\s+/g, '')) ? src.replace(/\s+/g, '') : null;
  }
  if (SITE_IMAGE.test(src) && !src.includes('..') && !src.includes('//')) return src;
  return null;
}

/** An href that is safe to render as a link, or null (then the text is shown without a link). */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (/^https?:\/\/[^\s<>"]+$/i.test(href)) return href;
  if (/^mailto:[^\s<>"]+$/i.test(href)) return href;
  return null;
}

/** Approximate decoded size of a base64 data URL, for captions. */
export function dataUrlBytes(src: string): number {
  const comma = src.indexOf(',');
  if (comma === -1) return 0;
  const b64 = src.length - comma - 1;
  return Math.floor((b64 * 3) / 4);
}
