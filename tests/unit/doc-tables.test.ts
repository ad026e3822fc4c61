/**
 * Every header cell of a Markdown table in a page has text. An empty corner
 * cell (`| | A | B |`) becomes an empty <th>, which screen readers announce as
 * a nameless column header (axe: empty-table-header).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = path.resolve(__dirname, '../../docs');
const DIVIDER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

function pages(): string[] {
  return ['en', 'zh'].flatMap((lang) =>
    fs
      .readdirSync(path.join(DOCS, lang), { recursive: true })
      .map(String)
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(lang, file)),
  );
}

/** Cells of a table row; `\|` inside a cell is not a separator. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** `file:line` of every table header row with an empty cell, outside code blocks. */
function emptyHeaderCells(file: string, text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  let inFence = false;
  lines.forEach((line, i) => {
    if (FENCE.test(line)) inFence = !inFence;
    const next = lines[i + 1];
    if (inFence || next === undefined || !line.includes('|') || !DIVIDER.test(next) || !next.includes('-')) return;
    if (cells(line).some((cell) => cell === '')) found.push(`${file}:${i + 1}`);
  });
  return found;
}

describe('Markdown tables in the docs', () => {
  it('finds an empty header cell, and only in a header row', () => {
    expect(emptyHeaderCells('a.md', '| | A |\n| --- | --- |\n| x | y |')).toEqual(['a.md:1']);
    expect(emptyHeaderCells('a.md', '| Name | A |\n| --- | --- |\n| x | |')).toEqual([]);
    expect(emptyHeaderCells('a.md', '```md\n| | A |\n| --- | --- |\n```')).toEqual([]);
  });

  it('have text in every header cell', () => {
    const found = pages().flatMap((file) => emptyHeaderCells(file, fs.readFileSync(path.join(DOCS, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
