/**
 * The inline half of the replay player's Markdown subset (markdown.ts has the
 * blocks): code spans, strong, emphasis, strike-through, links, images,
 * autolinks (<https://…> and bare https:// URLs), hard breaks, escapes. Links
 * keep only http(s)/mailto targets.
 */
import { InlineScanner, LOOKAHEAD } from './inline-scan';
import { safeHref } from './safety';

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'code'; v: string }
  | { t: 'strong'; c: Inline[] }
  | { t: 'em'; c: Inline[] }
  | { t: 'del'; c: Inline[] }
  | { t: 'link'; href: string | null; c: Inline[] }
  | { t: 'img'; src: string; alt: string }
  | { t: 'br' };

/** Nesting beyond this depth is shown as plain text. */
export const MAX_DEPTH = 8;

const ESCAPABLE = '\\`*_{}[]()#+-.!|~<>';

/** Characters that may start something other than plain text; runs of any others are copied in one go. */
const MARKERS = new Set(['\\', '`', '!', '[', '<', 'h', 'H', '*', '_', '~', '\n']);

/** Punctuation that ends a sentence rather than the bare URL it follows. */
const URL_TRAILER = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

function pushText(out: Inline[], v: string): void {
  if (!v) return;
  const last = out[out.length - 1];
  if (last && last.t === 'text') last.v += v;
  else out.push({ t: 'text', v });
}

function plainRunEnd(src: string, from: number): number {
  let end = from;
  while (end < src.length && !MARKERS.has(src[end])) end += 1;
  return end;
}

/** A bare URL without the punctuation that follows it in the sentence. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && URL_TRAILER.has(url[end - 1])) end -= 1;
  return url.slice(0, end);
}

/** The target of `[text](target "title")`: the part before a quoted title, without <angle brackets>. */
function destination(raw: string): string {
  const target = raw.trim().replace(/^<(.*)>$/, '$1');
  const quote = target.search(/\s"/);
  if (quote === -1) return target;
  let end = quote;
  while (end > 0 && /\s/.test(target[end - 1])) end -= 1;
  return target.slice(0, end);
}

export function parseInline(src: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  if (depth > MAX_DEPTH) {
    pushText(out, src);
    return out;
  }
  const scan = new InlineScanner(src);
  let i = 0;
  while (i < src.length) {
    const c = src[i];

    if (!MARKERS.has(c)) {
      const end = plainRunEnd(src, i);
      pushText(out, src.slice(i, end));
      i = end;
      continue;
    }

    if (c === '\\' && i + 1 < src.length) {
      const next = src[i + 1];
      if (next === '\n') {
        out.push({ t: 'br' });
        i += 2;
        continue;
      }
      if (ESCAPABLE.includes(next)) {
        pushText(out, next);
        i += 2;
        continue;
      }
    }

    if (c === '`') {
      let ticks = 1;
      while (src[i + ticks] === '`') ticks += 1;
      const end = scan.nextTicks(ticks, i + ticks);
      if (end !== -1) {
        let code = src.slice(i + ticks, end).replace(/\n/g, ' ');
        if (/^ .* $/.test(code)) code = code.slice(1, -1);
        out.push({ t: 'code', v: code });
        i = end + ticks;
        continue;
      }
      pushText(out, src.slice(i, i + ticks));
      i += ticks;
      continue;
    }

    if (c === '!' && src[i + 1] === '[') {
      const close = scan.closingBracket(i + 2);
      if (close !== -1 && src[close + 1] === '(') {
        const end = scan.closingParen(close + 2);
        if (end !== -1) {
          out.push({ t: 'img', alt: src.slice(i + 2, close), src: destination(src.slice(close + 2, end)) });
          i = end + 1;
          continue;
        }
      }
    }

    if (c === '[') {
      const close = scan.closingBracket(i + 1);
      if (close !== -1 && src[close + 1] === '(') {
        const end = scan.closingParen(close + 2);
        if (end !== -1) {
          const href = safeHref(destination(src.slice(close + 2, end)));
          out.push({ t: 'link', href, c: parseInline(src.slice(i + 1, close), depth + 1) });
          i = end + 1;
          continue;
        }
      }
    }

    if (c === '<') {
      const m = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(src.slice(i, i + 2048));
      if (m) {
        out.push({ t: 'link', href: safeHref(m[1]), c: [{ t: 'text', v: m[1] }] });
        i += m[0].length;
        continue;
      }
    }

    if ((c === 'h' || c === 'H') && /^https?:\/\//i.test(src.slice(i, i + 8)) && (i === 0 || /[\s(]/.test(src[i - 1]))) {
      const m = /^https?:\/\/[^\s<>"]+/i.exec(src.slice(i, i + 2048));
      if (m) {
        const url = trimUrl(m[0]);
        out.push({ t: 'link', href: safeHref(url), c: [{ t: 'text', v: url }] });
        i += url.length;
        continue;
      }
    }

    if ((c === '*' || c === '_') && src[i + 1] === c) {
      const end = scan.nextPair(c, i + 2);
      if (end > i + 2) {
        out.push({ t: 'strong', c: parseInline(src.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }

    if (c === '~' && src[i + 1] === '~') {
      const end = scan.nextPair('~', i + 2);
      if (end > i + 2) {
        out.push({ t: 'del', c: parseInline(src.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }

    if (c === '*' || c === '_') {
      const prev = i > 0 ? src[i - 1] : ' ';
      const opensWord = c === '*' || !/[A-Za-z0-9]/.test(prev);
      if (opensWord && src[i + 1] && src[i + 1] !== ' ') {
        let end = scan.nextChar(c, i + 1);
        let tries = 0;
        while (end !== -1 && (src[end - 1] === ' ' || (c === '_' && /[A-Za-z0-9]/.test(src[end + 1] ?? '')))) {
          tries += 1;
          end = tries > 8 || end - i > LOOKAHEAD ? -1 : scan.nextChar(c, end + 1);
        }
        if (end > i + 1 && !scan.hasBlankLine(i + 1, end)) {
          out.push({ t: 'em', c: parseInline(src.slice(i + 1, end), depth + 1) });
          i = end + 1;
          continue;
        }
      }
    }

    if (c === '\n') {
      const before = src.slice(Math.max(0, i - 2), i);
      if (before === '  ') {
        const last = out[out.length - 1];
        if (last && last.t === 'text') last.v = last.v.replace(/ +$/, '');
        out.push({ t: 'br' });
      } else {
        pushText(out, '\n');
      }
      i += 1;
      continue;
    }

    pushText(out, c);
    i += 1;
  }
  return out;
}
