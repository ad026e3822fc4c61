/**
 * A small Markdown subset parsed into a tree, which the player renders as
 * React elements. There is no HTML pass-through: raw HTML in the source stays
 * visible text. Links keep only http(s)/mailto targets; images keep only what
 * `safeImageSrc` allows (decided by the renderer).
 *
 * Blocks: ATX headings, paragraphs, fenced code, bullet and numbered lists
 * (nested by indentation), block quotes, pipe tables, thematic breaks.
 * Inline: markdown-inline.ts.
 */
import { MAX_DEPTH, parseInline, type Inline } from './markdown-inline';

export { parseInline, type Inline };

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
