/**
 * What the player may load from event data. Session files come from anyone,
 * so nothing in them may make the browser fetch a third-party URL or run code:
 * images only from inline `data:` URLs of raster formats or from this site's
 * own `/images/` folder; links only to http(s) and mailto, opened by the
 * visitor's click.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const SITE_IMAGE = /^\/images\/[A-Za-z0-9._\-/]+\.(png|jpe?g|webp|svg)$/;

/**
 * Largest embedded image the player shows (decoded bytes). Real screenshots
 * are 0.1–2 MB; a 45 MB one took the tab's main thread for a second to check,
 * decode and lay out, so bigger ones get a note with their size instead.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export type ImageCheck = { ok: true; src: string } | { ok: false; reason: 'blocked' } | { ok: false; reason: 'too-large'; bytes: number };

/** Checked sources: each image string is scanned once, not on every render. */
const checked = new Map<string, ImageCheck>();
const CHECKED_MAX = 256;

function check(src: string): ImageCheck {
  if (src.startsWith('data:')) {
    // Size first, from the length alone: an oversized image is never scanned.
    const bytes = dataUrlBytes(src);
    if (bytes > MAX_IMAGE_BYTES) return { ok: false, reason: 'too-large', bytes };
    const clean = /\s/.test(src) ? src.replace(/\s+/g, '') : src;
    return DATA_IMAGE.test(clean) ? { ok: true, src: clean } : { ok: false, reason: 'blocked' };
  }
  if (SITE_IMAGE.test(src) && !src.includes('..') && !src.includes('//')) return { ok: true, src };
  return { ok: false, reason: 'blocked' };
}

/** Whether an image from event data may be shown, and if not, why. */
export function checkImageSrc(value: unknown): ImageCheck {
  if (typeof value !== 'string') return { ok: false, reason: 'blocked' };
  // Before the memo: hashing a 45 MB key for the lookup alone cost ~40 ms per render.
  const head = value.trimStart();
  if (head.startsWith('data:')) {
    const bytes = dataUrlBytes(head);
    if (bytes > MAX_IMAGE_BYTES) return { ok: false, reason: 'too-large', bytes };
  }
  const src = value.trim();
  const known = checked.get(src);
  if (known) return known;
  const result = check(src);
  if (checked.size >= CHECKED_MAX) checked.delete(checked.keys().next().value as string);
  checked.set(src, result);
  return result;
}

/** A `src` that is safe to put on an <img>, or null. */
export function safeImageSrc(value: unknown): string | null {
  const result = checkImageSrc(value);
  return result.ok ? result.src : null;
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
