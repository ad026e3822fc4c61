/**
 * A small Markdown subset parsed into a tree, which the player renders as
 * React elements. There is no HTML pass-through: raw HTML in the source stays
 * visible text. Links keep only http(s)/mailto targets; images keep only what
 * `safeImageSrc` allows (decided by the renderer).
 *
 * Blocks: ATX headings, paragraphs, fenced code, bullet and numbered lists
 * (nested by indentation), block quotes, pipe tables, thematic breaks.
 * Inline: code spans, strong, emphasis, strike-through, links, images,
 * autolinks (<https://…> and bare https:// URLs), hard breaks, escapes.
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

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { t: 'h'; level: 1 | 2 | 3 | 4 | 5 | 6; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'code'; lang: string; v: string }
  | { t: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { t: 'quote'; c: Block[] }
  | { t: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { t: 'hr' };

/** Beyond this size the text is shown as one plain paragraph per line block. */
const MAX_SOURCE = 200_000;
const MAX_DEPTH = 8;

/* ------------------------------------------------------------------ */
/* Inline                                                               */
/* ------------------------------------------------------------------ */

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

/* ------------------------------------------------------------------ */
/* Blocks                                                               */
/* ------------------------------------------------------------------ */

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const HR = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^( {0,12})([-*+])\s+(.*)$/;
const ORDERED = /^( {0,12})(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

const isBlank = (line: string): boolean => line.trim() === '';

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cur = '';
  let inCode = false;
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i];
    if (ch === '\\' && s[i + 1] === '|') {
      cur += '|';
      i += 1;
    } else if (ch === '`') {
      inCode = !inCode;
      cur += ch;
    } else if (ch === '|' && !inCode) {
      cells.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    HR.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next) && next.includes('-'))
  );
}

function parseLines(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1];
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(lines[i])) {
        body.push(lines[i]);
        i += 1;
      }
      i += 1;
      blocks.push({ t: 'code', lang: fence[2].toLowerCase(), v: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1].length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ t: 'h', level, c: parseInline(heading[2] ?? '', depth) });
      i += 1;
      continue;
    }

    if (HR.test(line)) {
      blocks.push({ t: 'hr' });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const m = QUOTE.exec(lines[i]);
        body.push(m ? m[1] : lines[i]);
        i += 1;
      }
      blocks.push({ t: 'quote', c: depth < MAX_DEPTH ? parseLines(body, depth + 1) : [{ t: 'p', c: [{ t: 'text', v: body.join('\n') }] }] });
      continue;
    }

    const listStart = BULLET.exec(line) ?? ORDERED.exec(line);
    if (listStart) {
      const ordered = !BULLET.test(line);
      const baseIndent = listStart[1].length;
      const items: string[][] = [];
      let current: string[] | null = null;
      while (i < lines.length) {
        const l = lines[i];
        const m = ordered ? ORDERED.exec(l) : BULLET.exec(l);
        if (m && m[1].length === baseIndent) {
          current = [m[3]];
          items.push(current);
          i += 1;
          continue;
        }
        if (isBlank(l)) {
          const next = lines[i + 1];
          const continues =
            next !== undefined && (/^\s+/.test(next) && (next.match(/^\s*/)?.[0].length ?? 0) > baseIndent);
          const nextItem = next !== undefined && (ordered ? ORDERED.exec(next) : BULLET.exec(next));
          if (current && (continues || (nextItem && nextItem[1].length === baseIndent))) {
            current.push('');
            i += 1;
            continue;
          }
          break;
        }
        const indent = l.match(/^\s*/)?.[0].length ?? 0;
        if (current && (indent > baseIndent || !startsBlock(l, lines[i + 1]))) {
          current.push(indent > baseIndent ? l.slice(Math.min(indent, baseIndent + 4)) : l.trimStart());
          i += 1;
          continue;
        }
        break;
      }
      blocks.push({
        t: 'list',
        ordered,
        start: ordered ? Number(listStart[2]) : 1,
        items: items.map((body) =>
          depth < MAX_DEPTH ? parseLines(body, depth + 1) : [{ t: 'p', c: [{ t: 'text', v: body.join('\n') }] }],
        ),
      });
      continue;
    }

    const next = lines[i + 1];
    if (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next) && next.includes('-')) {
      const head = splitRow(line);
      const align: Align[] = splitRow(next).map((cell) => {
        const left = cell.startsWith(':');
        const right = cell.endsWith(':');
        if (left && right) return 'center';
        if (right) return 'right';
        if (left) return 'left';
        return null;
      });
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i]) && lines[i].includes('|')) {
        const cells = splitRow(lines[i]);
        rows.push(head.map((_, k) => parseInline(cells[k] ?? '', depth)));
        i += 1;
      }
      blocks.push({ t: 'table', align: head.map((_, k) => align[k] ?? null), head: head.map((h) => parseInline(h, depth)), rows });
      continue;
    }

    const para: string[] = [line];
    i += 1;
    while (i < lines.length && !isBlank(lines[i]) && !startsBlock(lines[i], lines[i + 1])) {
      para.push(lines[i]);
      i += 1;
    }
    blocks.push({ t: 'p', c: parseInline(para.join('\n').trim(), depth) });
  }
  return blocks;
}

export function parseMarkdown(source: string): Block[] {
  const text = source.replace(/\r\n?/g, '\n');
  if (text.length > MAX_SOURCE) {
    return text
      .split(/\n{2,}/)
      .filter((chunk) => chunk.trim() !== '')
      .map((chunk) => ({ t: 'p', c: [{ t: 'text', v: chunk }] }));
  }
  return parseLines(text.split('\n'), 0);
}
