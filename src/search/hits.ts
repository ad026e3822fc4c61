/**
 * Turns a ranked page into the hits the panel shows: a title hit, header hits
 * and content hits with snippets, each with highlight ranges in its own text.
 */
import type { AtomMatch } from './atom-match';
import { foldWithMap, originalEnd, originalStart, type FoldedText } from './fold';
import { makeSnippet, mergeRanges } from './snippet';
import type { Atom, ParsedQuery } from './tokenize';
import type { Docs, HighlightRange, PageHits, SearchHit } from './types';

/**
 * Most rows one page shows. A page whose every section matches would fill the
 * panel and push the second relevant page below the fold; three rows is
 * enough to show where on the page the answer is.
 */
export const MAX_ROWS_PER_PAGE = 3;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where the atoms occur in `text` (original offsets). Words match at the start
 * of a word (or of a camelCase part), as typed or by stem; Chinese, Japanese
 * and Korean runs match anywhere.
 */
export function findRanges(text: string, atoms: Atom[], foldedInPlace?: string): HighlightRange[] {
  if (!text || atoms.length === 0) return [];
  // The engine keeps sections folded already; reuse that when offsets line up.
  const folded: FoldedText = foldedInPlace !== undefined ? { text: foldedInPlace, from: null, to: null } : foldWithMap(text);
  const f = folded.text;
  const ranges: HighlightRange[] = [];
  const push = (s: number, e: number) => {
    const start = originalStart(folded, s);
    ranges.push({ start, length: originalEnd(folded, e - 1) - start });
  };
  for (const atom of atoms) {
    if (atom.kind !== 'word') {
      let at = f.indexOf(atom.value);
      while (at !== -1) {
        push(at, at + atom.value.length);
        at = f.indexOf(atom.value, at + atom.value.length);
      }
      continue;
    }
    const needles = [...new Set([atom.value, ...atom.forms])].sort((a, b) => b.length - a.length);
    for (const needle of needles) {
      let at = f.indexOf(needle);
      while (at !== -1) {
        const prev = at > 0 ? f[at - 1] : '';
        const origAt = originalStart(folded, at);
        const camel = origAt > 0 && /[a-z]/.test(text[origAt - 1]) && /[A-Z]/.test(text[origAt]);
        if (!prev || !WORD_CHAR.test(prev) || camel) push(at, at + needle.length);
        at = f.indexOf(needle, at + needle.length);
      }
    }
  }
  return mergeRanges(ranges);
}

/** What to highlight on page `p`: for each atom, the best way it matched there. */
function highlightAtoms(matches: AtomMatch[], p: number): Atom[] {
  return matches.flatMap((m) => (m.tiers?.find((t) => t.pages.has(p)) ?? m).highlight);
}

/**
 * What to highlight in page `p`'s title when the best way it matched is not
 * in the title: the other names it matched by. A title matched by another
 * name of the query (`configur` → Config, 令牌 → Token) is shown and marked
 * even when the page's sections matched the typed letters better.
 */
function titleAtoms(matches: AtomMatch[], p: number): Atom[] {
  return matches.flatMap((m) => (m.tiers ?? []).filter((t) => t.otherName && t.pages.has(p)).flatMap((t) => t.highlight));
}

/** `H2 > H3 > H4` for a section. */
export function headingChain(docs: Docs, sec: number): string[] {
  const chain: string[] = [];
  let at = sec;
  while (at !== -1) {
    const s = docs.sections[at];
    if (s.depth >= 2 && s.heading) chain.unshift(s.heading);
    at = s.parent;
  }
  return chain;
}

export function buildPageHits(
  docs: Docs,
  p: number,
  score: number,
  ranked: Array<{ sec: number; score: number; covered: number }>,
  matches: AtomMatch[],
  parsed: ParsedQuery,
  lead?: { sec: number; piece: string },
): PageHits {
  const page = docs.pages[p];
  const atoms = highlightAtoms(matches, p);
  const hits: SearchHit[] = [];
  const query = parsed.text;
  /** A content row for a section: a snippet of its text around `ranges`. */
  const contentRow = (sec: number, ranges: HighlightRange[]): SearchHit => {
    const s = docs.sections[sec];
    const snippet = makeSnippet(s.text, ranges);
    return {
      kind: 'content',
      title: page.title,
      header: s.depth >= 2 && s.heading ? s.heading : page.title,
      link: s.anchor ? `${page.routePath}#${s.anchor}` : page.routePath,
      query,
      highlights: snippet.highlights,
      statement: snippet.text,
    };
  };
  const wordRanges = (sec: number) => {
    const s = docs.sections[sec];
    return findRanges(s.text, atoms, s.foldedInPlace ? s.foldedText : undefined);
  };

  // A section that quotes the pasted line (quoted-line.ts) is the page's first row, the line highlighted.
  if (lead) {
    const s = docs.sections[lead.sec];
    const at = s.foldedText.indexOf(lead.piece);
    hits.push(contentRow(lead.sec, at >= 0 && s.foldedInPlace ? [{ start: at, length: lead.piece.length }] : wordRanges(lead.sec)));
  }

  let titleRanges = findRanges(page.title, atoms);
  if (titleRanges.length === 0) titleRanges = findRanges(page.title, titleAtoms(matches, p));
  if (titleRanges.length > 0) {
    hits.push({ kind: 'title', title: page.title, header: page.title, link: page.routePath, query, highlights: titleRanges });
  }

  // Sections best first: a section whose heading matches is a header row,
  // any other a content row with a snippet, until the page has its rows.
  for (const { sec } of ranked) {
    if (hits.length >= MAX_ROWS_PER_PAGE) break;
    if (sec === lead?.sec) continue;
    const s = docs.sections[sec];
    if (s.depth >= 2 && s.heading) {
      const own = findRanges(s.heading, atoms);
      if (own.length > 0) {
        const chain = headingChain(docs, sec);
        const prefix = [page.title, ...chain.slice(0, -1)].join(' > ') + ' > ';
        hits.push({
          kind: 'header',
          title: page.title,
          header: prefix + s.heading,
          link: `${page.routePath}#${s.anchor}`,
          query,
          highlights: own.map((r) => ({ start: r.start + prefix.length, length: r.length })),
        });
        continue;
      }
    }
    const ranges = wordRanges(sec);
    if (ranges.length > 0) hits.push(contentRow(sec, ranges));
  }

  if (hits.length === 0) {
    // Found by the names readers use for it (its keywords): show them, so the
    // reader sees why this page answers their word.
    const named = findRanges(page.keywordText, atoms);
    if (named.length > 0) {
      const snippet = makeSnippet(page.keywordText, named);
      hits.push({ kind: 'content', title: page.title, header: page.title, link: page.routePath, query, highlights: snippet.highlights, statement: snippet.text });
    } else {
      // Matched through a prefix the highlighter does not see: still show the page.
      hits.push({ kind: 'title', title: page.title, header: page.title, link: page.routePath, query, highlights: [] });
    }
  }
  return { routePath: page.routePath, title: page.title, score, hits };
}
