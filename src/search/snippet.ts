/**
 * Snippets and highlight ranges. Widths follow the spec: a wide (East Asian)
 * character counts 3 units, anything else 1; a snippet is about 100 units.
 */
import type { HighlightRange } from './types';

export const SNIPPET_WIDTH = 100;

export function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    cp >= 0x20000
  );
}

/** Width of a string in units. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += isWide(ch.codePointAt(0) as number) ? 3 : 1;
  return w;
}

/** Whether `text` is at most `width` units wide (stops counting as soon as it is not). */
export function fitsWidth(text: string, width: number): boolean {
  if (text.length > width) return false;
  return textWidth(text) <= width;
}

/** Sorts ranges and merges the ones that overlap or touch. */
export function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = ranges.filter((r) => r.length > 0).sort((a, b) => a.start - b.start);
  const out: HighlightRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.start + last.length) {
      last.length = Math.max(last.length, r.start + r.length - last.start);
    } else out.push({ ...r });
  }
  return out;
}

/** Walks `units` width units from `from` in `direction`, returning the offset reached. */
function walk(text: string, from: number, units: number, direction: 1 | -1): number {
  let i = from;
  let used = 0;
  while (direction === 1 ? i < text.length : i > 0) {
    const at = direction === 1 ? i : i - 1;
    let cp = text.charCodeAt(at);
    let size = 1;
    if (direction === 1 && cp >= 0xd800 && cp <= 0xdbff && at + 1 < text.length) {
      cp = text.codePointAt(at) as number;
      size = 2;
    } else if (direction === -1 && cp >= 0xdc00 && cp <= 0xdfff && at > 0) {
      cp = text.codePointAt(at - 1) as number;
      size = 2;
    }
    const w = isWide(cp) ? 3 : 1;
    if (used + w > units) break;
    used += w;
    i += direction * size;
  }
  return i;
}

export interface Snippet {
  text: string;
  highlights: HighlightRange[];
}

const ELLIPSIS = '…';

/**
 * A window of about `width` units around the densest group of matches, cut at
 * spaces when the text has them, with `…` where the text was cut.
 */
export function makeSnippet(text: string, ranges: HighlightRange[], width = SNIPPET_WIDTH): Snippet {
  const merged = mergeRanges(ranges);
  if (fitsWidth(text, width)) return { text, highlights: merged };
  // Pick the range that starts the window holding the most matches.
  let anchor = merged[0] ?? { start: 0, length: 0 };
  let best = -1;
  for (const r of merged) {
    const limit = walk(text, r.start, Math.floor(width * 0.75), 1);
    const count = merged.filter((o) => o.start >= r.start && o.start + o.length <= limit).length;
    if (count > best) {
      best = count;
      anchor = r;
    }
  }
  let start = walk(text, anchor.start, Math.floor(width * 0.25), -1);
  const space = text.lastIndexOf(' ', anchor.start);
  if (space >= start - 12 && space < anchor.start && space >= 0) start = space + 1;
  else if (start > 0) {
    const after = text.indexOf(' ', start);
    if (after !== -1 && after < anchor.start && after - start < 12) start = after + 1;
  }
  if (start < 8) start = 0;
  let end = walk(text, start, width, 1);
  if (end < text.length) {
    const space2 = text.lastIndexOf(' ', end);
    if (space2 > anchor.start + anchor.length && end - space2 < 15) end = space2;
  }
  const head = start > 0 ? ELLIPSIS : '';
  const tail = end < text.length ? ELLIPSIS : '';
  const body = text.slice(start, end).trim();
  const lead = text.slice(start, end).length - text.slice(start, end).trimStart().length;
  const highlights: HighlightRange[] = [];
  for (const r of merged) {
    const s = Math.max(r.start, start + lead);
    const e = Math.min(r.start + r.length, start + lead + body.length);
    if (e > s) highlights.push({ start: s - start - lead + head.length, length: e - s });
  }
  return { text: head + body + tail, highlights };
}

export interface TextPart {
  text: string;
  mark: boolean;
}

/**
 * Splits text into plain and highlighted parts. The panel renders each part
 * as a React text node, so neither the index nor the query can inject HTML.
 */
export function splitHighlights(text: string, ranges: HighlightRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const r of mergeRanges(ranges)) {
    const s = Math.max(at, Math.min(r.start, text.length));
    const e = Math.min(text.length, r.start + r.length);
    if (e <= s) continue;
    if (s > at) parts.push({ text: text.slice(at, s), mark: false });
    parts.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
