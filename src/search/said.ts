/**
 * What a query says whole, beyond its words: a heading it types (a pasted
 * error names its section), the name of a page with the question around it
 * aside, another name of the whole query, an identifier as typed. Worked out
 * once per query for every page scored.
 */
import type { Corpus } from './corpus';
import { identifierTokens } from './query-shape';
import { chars } from './segment';
import { headingWords, isHanRun, spaced, wordCountOf } from './text-match';
import { singularText, type ParsedQuery } from './tokenize';
import type { Docs } from './types';
import { MAX_SAYABLE_PAGES, MIN_HEADING_PREFIX_WORDS, MIN_SAID_KEYWORD_WORDS, MIN_SAYABLE_HAN, MIN_SAYABLE_WORDS } from '../data/search-weights';
import { completedNames } from './word-fixes';

export interface SaidInQuery {
  /** Pages with a heading the query says (see `pagesHeadedBy`). */
  headed: Set<number>;
  /** The query, its named words, and both in the singular (see `typedForms`). */
  typed: [folded: string, named: string, foldedSingular: string, namedSingular: string];
  /** Whether the query is an identifier and nothing else (`mcpServers`), the query shape that looks a row up. */
  identifierAlone: boolean;
}

/**
 * The query as typed and its words that name something (the question around
 * them aside), each also in the singular: `gui agents` names the page whose
 * keyword is `gui agent`.
 */
export function typedForms(parsed: ParsedQuery): SaidInQuery['typed'] {
  const named = parsed.atoms.map((a) => a.value).join(' ');
  return [parsed.folded, named, singularText(parsed.folded), singularText(named)];
}

/** The forms of a query that `pagesHeadedBy` compares headings with. */
interface HeadingQuery {
  spaced: string;
  squeezed: string;
  /** The query as the start of a heading, when it is long enough to be one. */
  start?: string;
}

function headingQuery(folded: string): HeadingQuery {
  const typed = spaced(folded);
  // A query ending in Chinese may stop inside a run: 缺失 of 缺失或无效.
  const start = wordCountOf(folded) >= MIN_HEADING_PREFIX_WORDS ? (/[\u3400-\u9fff]$/.test(folded) ? typed.trimEnd() : typed) : undefined;
  return { spaced: typed, squeezed: folded.replace(/\s+/g, ''), start };
}

interface SayableHeading {
  page: number;
  /** The heading with spaces around its words. */
  heading: string;
  cjkOnly: boolean;
}

const sayableByDocs = new WeakMap<Docs, SayableHeading[]>();

/**
 * Pages with a heading the query holds whole, or that a long query is the
 * start of: readers paste the error the heading names (`Session not found`
 * on the server page) or type a heading they saw. Only headings of three
 * words or more (five characters in Chinese) that at most two pages have:
 * `常见问题` or `示例` say nothing about which page.
 */
export function pagesHeadedBy(docs: Docs, folded: string): Set<number> {
  const query = headingQuery(folded);
  let sayable = sayableByDocs.get(docs);
  if (!sayable) {
    sayable = sayableHeadings(docs);
    sayableByDocs.set(docs, sayable);
  }
  const pages = new Set<number>();
  for (const { page, heading, cjkOnly } of sayable) {
    if (pages.has(page)) continue;
    if (query.spaced.includes(heading) || (cjkOnly && query.squeezed.includes(heading.trim())) || (query.start !== undefined && heading.includes(query.start))) pages.add(page);
  }
  return pages;
}

function sayableHeadings(docs: Docs): SayableHeading[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const s of docs.sections) {
    const h = s.foldedHeading.trim();
    if (!pagesOf.has(h)) pagesOf.set(h, new Set());
    pagesOf.get(h)?.add(s.page);
  }
  const out: SayableHeading[] = [];
  for (const s of docs.sections) {
    const h = s.foldedHeading.trim();
    const cjkOnly = isHanRun(h);
    if (headingWords(h) < MIN_SAYABLE_WORDS || (cjkOnly && chars(h).length < MIN_SAYABLE_HAN) || (pagesOf.get(h)?.size ?? 0) > MAX_SAYABLE_PAGES) continue;
    out.push({ page: s.page, heading: spaced(h), cjkOnly });
  }
  return out;
}

/**
 * The share of the query (as keywordShare counts it) taken by the longest of
 * `keywords` that it says whole: Chinese anywhere in it, other words on word
 * boundaries, and only a phrase most pages lack (`isRare`). Only keywords of
 * two words or more: one word is an atom's match.
 */
export function saidKeywordShare(keywords: string[], folded: string, named: string, isRare: (phrase: string) => boolean): number {
  const squeezed = folded.replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, '');
  const spacedQuery = ` ${folded} `;
  let best = 0;
  for (const keyword of keywords) {
    // Cheapest test first: this runs for every keyword of every page scored.
    if (!squeezed.includes(keyword)) continue;
    if (!isHanRun(keyword) && !spacedQuery.includes(` ${keyword} `)) continue;
    const n = wordCountOf(keyword);
    // Rarity last: it reads every section the first time a phrase comes up.
    if (n >= MIN_SAID_KEYWORD_WORDS && isRare(keyword)) best = Math.max(best, Math.min(1, Math.sqrt(n / Math.max(1, wordCountOf(named)))));
  }
  return best;
}

/**
 * For a query that is an identifier (`--open`, `browser.control`): whether
 * a page writes one of the query's identifiers as typed. Its words alone
 * (`open` in "Open the Web UI") are another thing.
 */
export function literalIdentifiers(docs: Docs, parsed: ParsedQuery): ((p: number) => boolean) | undefined {
  const idents = identifierTokens(parsed);
  if (idents.length === 0) return undefined;
  return (p) =>
    docs.pages[p].sections.some((sec) => {
      const s = docs.sections[sec];
      return idents.some((id) => s.foldedHeading.includes(id) || s.foldedText.includes(id));
    });
}

/**
 * Other names of the whole query, with their weight: the term bridge's
 * (`settings` → config, 代理 → agent) and, for one partial word, its
 * completions' (`configur` → config). A page titled by one of them is the
 * page the reader named, in other words.
 */
export function queryNames(corpus: Corpus, parsed: ParsedQuery): Map<string, number> {
  const names = new Map<string, number>();
  const { rules, bridgeWeight, completionWeight } = corpus.weights;
  for (const name of rules.bridge ? corpus.bridge.expand(parsed.folded) : []) names.set(name, bridgeWeight);
  if (rules.completions && parsed.atoms.length === 1) {
    for (const name of completedNames(corpus, parsed.atoms[0])) if (!names.has(name)) names.set(name, completionWeight);
  }
  return names;
}
