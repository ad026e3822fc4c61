/**
 * The lines a reader pastes into search for the errors and log lines the
 * docs quote: every reader problem's error, and every quote the upstream
 * quote check harvests from the pages (troubleshooting headings and symptoms,
 * output blocks). Shared by the built-index test that holds them to the
 * first row (tests/built/pasted-errors.test.ts) and by the search ablation,
 * which counts what a rule costs on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchesWhole, normalizeQuote } from '../check-upstream/quote-patterns.mjs';
import { pageQuotes } from '../check-upstream/quotes-harvest.mjs';

const PLACEHOLDER = /<[a-z][a-z0-9 _.-]*>|…/i;

/** What a reader pastes for a quote: the line up to its first placeholder, or with a value in its place when that start is shorter than `min`. */
export function pastedLine(quote, min) {
  const text = quote.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const start = text.split(PLACEHOLDER)[0].trim();
  return start.length >= min ? start : text.replace(new RegExp(PLACEHOLDER.source, 'gi'), 'x').replace(/\s+/g, ' ').trim();
}

/**
 * Each pasted line of `lang` (at least `min` characters), with the places
 * (route#id) the docs quote it. `docsRoot` holds docs/en and docs/zh.
 * @param {{ docsRoot: string, lang: 'en' | 'zh', userProblems: Array<{ error?: string, answer: { route: string, id: string } }>, min: number }} options
 * @returns {Map<string, Set<string>>}
 */
export function quotedLines({ docsRoot, lang, userProblems, min }) {
  const prefix = lang === 'zh' ? '/zh' : '';
  /** @type {Array<[string, string]>} */
  const quotes = [];
  for (const p of userProblems) if (p.error) quotes.push([p.error, `${prefix}${p.answer.route}#${p.answer.id}`]);
  const dir = path.join(docsRoot, lang);
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith('.mdx')) continue;
    const full = path.join(dir, file);
    const source = fs.readFileSync(full, 'utf8').split('\n');
    const route = `${prefix}/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '$1')}`;
    for (const q of pageQuotes(full, source.join('\n'))) {
      const at = Number(q.where.split(':').pop()) - 1;
      const heading = source.slice(0, at + 1).reverse().find((l) => /^#{2,4} .*\{#[\w-]+\}\s*$/.test(l));
      quotes.push([q.text, `${route}#${/\{#([\w-]+)\}\s*$/.exec(heading ?? '')?.[1] ?? ''}`]);
    }
  }
  const out = new Map();
  for (const [quote, place] of quotes) {
    const line = pastedLine(quote, min);
    // A line with a placeholder filled in by us is left out where the docs also quote it as printed.
    const filled = !quote.startsWith(line);
    const pattern = normalizeQuote(quote);
    if (line.length < min || (filled && quotes.some(([other]) => other !== quote && matchesWhole(pattern, normalizeQuote(other))))) continue;
    out.set(line, (out.get(line) ?? new Set()).add(place));
  }
  return out;
}
