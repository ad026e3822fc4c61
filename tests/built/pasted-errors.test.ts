/**
 * A pasted error lands on the section that quotes it: for every error or log
 * line the docs quote (the quote check's harvest: troubleshooting headings and
 * symptoms, output blocks) and every reader problem's error, the built search
 * index, in each language, answers the line with a first row whose section
 * holds it (src/search/quoted-line.ts).
 */
import { describe, expect, it } from 'vitest';
import { quotedLines } from '../../scripts/lib/pasted-lines.mjs';
import { userProblems } from '../../src/data/user-problems';
import { QUOTED_LINE_MIN, quotedLineOf, sectionsQuoting } from '../../src/search/quoted-line';
import { builtEngine } from './support/built-search';

describe.each(['en', 'zh'] as const)('a pasted error, %s', (lang) => {
  const search = builtEngine(lang);
  const lines: Map<string, Set<string>> = quotedLines({ docsRoot: 'docs', lang, userProblems, min: QUOTED_LINE_MIN });

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
