/**
 * What one query atom matched, and the ways matches combine: any of several
 * ways of matching an atom, all of several atoms on one page, a match kept to
 * some pages or scaled down. Pure functions of the matches and the docs.
 */
import { wordCount } from './text-match';
import type { Atom } from './tokenize';
import type { Docs } from './types';

/** What one query atom matched. */
export interface AtomMatch {
  atom: Atom;
  /** Atoms to highlight for it (several when a Chinese phrase was relaxed into words). */
  highlight: Atom[];
  /**
   * For atoms matched in several ways: what to highlight on a page, best way
   * first, with the pages each way matched. A page is highlighted the best way
   * it matched, so a verbatim match never also lights up stray partial words.
   */
  tiers?: Array<{ highlight: Atom[]; pages: Set<number>; otherName?: boolean }>;
  sections: Map<number, number>;
  titles: Map<number, number>;
  /** Pages whose keywords hold the atom, with their score (already weighted by docs.weights.keywordWeight). */
  keywords: Map<number, number>;
  /**
   * A Chinese run matched only in pieces (its words, or its stem), never as
   * typed nor by another name: its words then become requirements of their own.
   */
  partial?: boolean;
  /** A word of a Chinese run the reader typed as one phrase, cut up because no page holds the phrase. */
  piece?: boolean;
  /** A piece that only says something went wrong (打不开): it ranks, but no page needs it to qualify. */
  optional?: boolean;
  /** A character pair of a run the segmenter could not cut (能|离|线|用): one guess at its words among several. */
  pair?: boolean;
  /** Pages whose whole title appears inside this atom (`配置` in `配置文件`): a ranking hint, not a match. */
  titleInAtom?: Map<number, number>;
}

/** Whether a match found nothing at all. */
export function isEmpty(match: AtomMatch): boolean {
  return match.sections.size === 0 && match.titles.size === 0 && match.keywords.size === 0;
}

/** Whether page `p` is named by what the atom matched: its title or one of its keywords. */
export function namesPage(match: AtomMatch, p: number): boolean {
  return match.titles.has(p) || match.keywords.has(p);
}

/** A match with every score multiplied by `weight`. */
export function scaled(match: AtomMatch, weight: number): AtomMatch {
  const times = (m: Map<number, number>) => new Map([...m].map(([k, v]) => [k, v * weight]));
  return { ...match, sections: times(match.sections), titles: times(match.titles), keywords: times(match.keywords) };
}

/** Pages an atom matched, in their title, their keywords or a section. */
export function pagesOf(docs: Docs, m: AtomMatch): Set<number> {
  const pages = new Set<number>([...m.titles.keys(), ...m.keywords.keys()]);
  for (const sec of m.sections.keys()) pages.add(docs.sections[sec].page);
  return pages;
}

/** A match kept to the pages `keep` accepts. */
export function onPages(docs: Docs, match: AtomMatch, keep: (p: number) => boolean): AtomMatch {
  const only = (m: Map<number, number>, page: (k: number) => number) => new Map([...m].filter(([k]) => keep(page(k))));
  return {
    ...match,
    sections: only(match.sections, (sec) => docs.sections[sec].page),
    titles: only(match.titles, (p) => p),
    keywords: only(match.keywords, (p) => p),
  };
}

/** Pages where every one of `matches` occurs; their scores summed and scaled. */
export function allOf(docs: Docs, matches: AtomMatch[], weight: number): AtomMatch {
  const pageSets = matches.map((m) => pagesOf(docs, m));
  const sections = new Map<number, number>();
  const titles = new Map<number, number>();
  const keywords = new Map<number, number>();
  const ok = (p: number) => pageSets.every((set) => set.has(p));
  for (const m of matches) {
    for (const [sec, score] of m.sections) {
      if (ok(docs.sections[sec].page)) sections.set(sec, (sections.get(sec) ?? 0) + (weight * score) / matches.length);
    }
  }
  for (let p = 0; p < docs.pages.length; p += 1) {
    if (!ok(p)) continue;
    const inTitle = matches.filter((m) => m.titles.has(p));
    if (inTitle.length === matches.length) titles.set(p, weight * Math.max(...inTitle.map((m) => m.titles.get(p) ?? 0)));
    const named = matches.filter((m) => namesPage(m, p));
    if (named.length === matches.length) {
      const best = Math.max(...named.map((m) => m.keywords.get(p) ?? 0));
      if (best > 0) keywords.set(p, weight * best);
    }
  }
  return { atom: matches[0].atom, highlight: matches.map((m) => m.atom), sections, titles, keywords };
}

/**
 * One match from several ways of matching an atom: the best score of each
 * section and title. With `otherNames`, every part after the first is
 * another name of the atom.
 */
export function anyOf(docs: Docs, atom: Atom, parts: AtomMatch[], titleInAtom?: Map<number, number>, otherNames = false): AtomMatch {
  const merged: AtomMatch = { atom, highlight: [], sections: new Map(), titles: new Map(), keywords: new Map(), titleInAtom, tiers: [] };
  for (const [i, part] of parts.entries()) {
    if (isEmpty(part)) continue;
    merged.highlight.push(...part.highlight);
    merged.tiers?.push({ highlight: part.highlight, pages: pagesOf(docs, part), otherName: otherNames && i > 0 });
    for (const [k, v] of part.sections) if (v > (merged.sections.get(k) ?? 0)) merged.sections.set(k, v);
    for (const [k, v] of part.titles) if (v > (merged.titles.get(k) ?? 0)) merged.titles.set(k, v);
    for (const [k, v] of part.keywords) if (v > (merged.keywords.get(k) ?? 0)) merged.keywords.set(k, v);
  }
  if (merged.highlight.length === 0) merged.highlight.push(atom);
  return merged;
}

/**
 * A phrase's words where the page says them apart (`ui` and `tars` in a
 * section about the Web UI of Agent TARS) count less than the phrase
 * itself (`UI-TARS`, `event stream`, `event-stream`).
 */
export function apart(docs: Docs, match: AtomMatch, phrase: string): AtomMatch {
  const said = new RegExp(phrase.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*'), 'u');
  const says = (sec: number) => said.test(docs.sections[sec].foldedHeading) || said.test(docs.sections[sec].foldedText);
  const weight = docs.weights.phraseApartWeight;
  const sections = new Map([...match.sections].map(([sec, v]) => [sec, says(sec) ? v : v * weight]));
  const titles = new Map([...match.titles].map(([p, v]) => [p, said.test(docs.pages[p].foldedTitle) ? v : v * weight]));
  return { ...match, sections, titles };
}

/** Whether a heading holds an atom, as typed or by one of the names it matched under. */
export function headingHolds(heading: string, m: AtomMatch): boolean {
  return m.highlight.some((h) => (h.kind === 'word' ? h.forms.some((f) => wordCount(heading, f).exact > 0) : heading.includes(h.value)));
}
