/**
 * A pasted error lands on the section that quotes it: for every error or log
 * line the docs quote (the quote check's harvest: troubleshooting headings and
 * symptoms, output blocks) and every reader problem's error, the built search
 * index, in each language, answers the line with a first row whose section
 * holds it (src/search/quoted-line.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesWhole, normalizeQuote } from '../../scripts/check-upstream/quote-patterns.mjs';
import { pageQuotes } from '../../scripts/check-upstream/quotes-harvest.mjs';
import { userProblems } from '../../src/data/user-problems';
import { QUOTED_LINE_MIN, quotedLineOf, sectionsQuoting } from '../../src/search/quoted-line';
import { builtEngine } from './support/built-search';

/** What a reader pastes for a quote: the line up to its first placeholder, or with a value in its place when that start is short. */
export function pastedLine(quote: string): string {
  const text = quote.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const start = text.split(/<[a-z][a-z0-9 _.-]*>|…/i)[0].trim();
  return start.length >= QUOTED_LINE_MIN ? start : text.replace(/<[a-z][a-z0-9 _.-]*>|…/gi, 'x').replace(/\s+/g, ' ').trim();
}

/** Each pasted line, with the places (route#id) the docs quote it. */
function quotedLines(lang: 'en' | 'zh'): Map<string, Set<string>> {
  const prefix = lang === 'zh' ? '/zh' : '';
  const quotes: Array<[quote: string, place: string]> = [];
  const add = (quote: string, place: string) => quotes.push([quote, place]);
  for (const p of userProblems) if (p.error) add(p.error, `${prefix}${p.answer.route}#${p.answer.id}`);
  for (const file of fs.readdirSync(path.join('docs', lang), { recursive: true }).map(String)) {
    if (!file.endsWith('.mdx')) continue;
    const full = path.join('docs', lang, file);
    const source = fs.readFileSync(full, 'utf8').split('\n');
    const route = `${prefix}/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '$1')}`;
    for (const q of pageQuotes(full, source.join('\n'))) {
      const at = Number(q.where.split(':').pop()) - 1;
      const heading = source.slice(0, at + 1).reverse().find((l) => /^#{2,4} .*\{#[\w-]+\}\s*$/.test(l));
      add(q.text, `${route}#${/\{#([\w-]+)\}\s*$/.exec(heading ?? '')?.[1] ?? ''}`);
    }
  }
  const out = new Map<string, Set<string>>();
  for (const [quote, place] of quotes) {
    const line = pastedLine(quote);
    // A line with a placeholder filled in by us is left out where the docs also quote it as printed.
    const filled = !quote.startsWith(line);
    const pattern = normalizeQuote(quote);
    if (line.length < QUOTED_LINE_MIN || (filled && quotes.some(([other]) => other !== quote && matchesWhole(pattern, normalizeQuote(other))))) continue;
    out.set(line, (out.get(line) ?? new Set()).add(place));
  }
  return out;
}

describe.each(['en', 'zh'] as const)('a pasted error, %s', (lang) => {
  const search = builtEngine(lang);
  const lines = quotedLines(lang);

  it('has enough quoted lines to measure', () => {
    expect(lines.size).toBeGreaterThan(30);
  });

  it('lands in the first row on a section that quotes it, or on a place the docs quote it', () => {
    const misses = [...lines].flatMap(([line, places]) => {
      const first = search.search(line)[0]?.hits[0];
      const link = first?.link.replace(/\.html(?=#|$)/, '');
      const section = search.sections.find((s) => link === (s.anchor ? `${search.pages[s.page].routePath}#${s.anchor}` : search.pages[s.page].routePath));
      const quotes = section !== undefined && sectionsQuoting(quotedLineOf(line), [section]).sections.length > 0;
      return quotes || (link !== undefined && places.has(link)) ? [] : [`${JSON.stringify(line)} → ${link ?? 'nothing'} (quoted at ${[...places].join(', ')})`];
    });
    expect(misses, `${misses.length} of ${lines.size} lines`).toEqual([]);
  });

  it('finds a line the docs quote in running text, pasted with more than the docs quote', () => {
    // Quoted in the server guide's section on machines without a display; the reader pastes the whole line.
    const first = search.search('Error: Failed to launch the browser process! Missing X server or $DISPLAY')[0]?.hits[0];
    expect(first?.link.replace(/\.html(?=#|$)/, '')).toBe(`${lang === 'zh' ? '/zh' : ''}/guide/advanced/server#deploy-browser`);
  });
});
