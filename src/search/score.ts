/**
 * Scoring the pages that qualified. A page's base is, per query word, its
 * best sections' BM25 and its title or keyword match; on top come the
 * section that holds the whole query, a heading or title that names it, and
 * the page the query names outright (its title or keyword, said whole).
 */
import { headingHolds, pagesOf, type AtomMatch } from './atom-match';
import type { Corpus } from './corpus';
import { identifierTokens } from './query-shape';
import { saidKeywordShare, type SaidInQuery } from './said';
import type { ParsedQuery } from './tokenize';
import type { Docs } from './types';
import { MIN_HEADED_WORDS } from '../data/search-weights';

export interface SectionTally {
  sec: number;
  score: number;
  /** How many atoms the section itself matched. */
  covered: number;
  /** The same, each atom counted by its rarity: a row with the rare word is the better row. */
  rarity: number;
}

export interface PageTally {
  /** Per atom, its three best section scores on the page. */
  tops: number[][];
  secs: Map<number, SectionTally>;
}

/**
 * One pass over the matched sections of qualifying pages: per page, each
 * atom's three best section scores; per section, its total and coverage.
 */
export function tallySections(docs: Docs, candidates: number[], matches: AtomMatch[]): Map<number, PageTally> {
  const tally = new Map<number, PageTally>();
  for (const p of candidates) tally.set(p, { tops: matches.map(() => [0, 0, 0]), secs: new Map() });
  const rarity = matches.map((m) => Math.log(1 + docs.pages.length / Math.max(1, pagesOf(docs, m).size)));
  matches.forEach((m, i) => {
    for (const [sec, raw] of m.sections) {
      const section = docs.sections[sec];
      const t = tally.get(section.page);
      if (!t) continue;
      const score = raw * section.weight;
      const top = t.tops[i];
      if (score > top[2]) {
        top[2] = score;
        top.sort((a, b) => b - a);
      }
      const entry = t.secs.get(sec);
      if (entry) {
        entry.score += score;
        entry.covered += 1;
        entry.rarity += rarity[i];
      } else t.secs.set(sec, { sec, score, covered: 1, rarity: rarity[i] });
    }
  });
  return tally;
}

/** What every page of one query is scored against. */
export interface PageQuery {
  matches: AtomMatch[];
  /** The query said as one phrase (empty for a one-word query). */
  phrase: string;
  parsed: ParsedQuery;
  /** Other names of the whole query, with their weight (`queryNames`). */
  names: Map<string, number>;
  said: SaidInQuery;
}

export function scorePage(corpus: Corpus, p: number, tally: PageTally, query: PageQuery): number {
  const { matches, phrase, parsed, names, said } = query;
  const page = corpus.pages[p];
  const w = corpus.weights;
  let base = 0;
  matches.forEach((m, i) => {
    const [a, b, c] = tally.tops[i];
    base += a + w.secondSectionShare * b + w.thirdSectionShare * c + Math.max(m.titles.get(p) ?? m.titleInAtom?.get(p) ?? 0, m.keywords.get(p) ?? 0);
  });
  const inTitle = matches.filter((m) => m.titles.has(p)).length;
  const idents = identifierTokens(parsed);
  let cover = 0;
  let headed = false;
  // Words the reader typed, not our guess at the words of a Chinese phrase (定义 and 工具 of 自定义工具 are in 工具定义).
  const needed = matches.some((m) => m.piece) ? [] : matches.filter((m) => !m.optional);
  for (const entry of tally.secs.values()) {
    const section = corpus.sections[entry.sec];
    if (phrase && (section.foldedText.includes(phrase) || section.foldedHeading.includes(phrase))) entry.score *= w.wholePhraseBoost;
    // Atoms found in the title count as covered by every section of the page.
    if (entry.covered + inTitle >= matches.length) cover = Math.max(cover, entry.score);
    if (!headed && needed.length >= MIN_HEADED_WORDS && needed.every((m) => headingHolds(section.foldedHeading, m))) {
      // An identifier (`--input`) is held only as typed: "Run input" is not its row.
      headed = idents.every((id) => section.foldedHeading.includes(id));
    }
  }
  let score = base + w.coverShare * cover;
  // A heading that names everything the reader asked about is the section written for them.
  if (headed) score += w.headingCoverBonus * base;
  // The row that defines an identifier the reader typed (`--input`, `browser.control`) is headed by it.
  // Less for an identifier with other words around it: that reader is using it, not looking it up.
  if (w.rules.identifierRow && idents.length > 0 && page.sections.some((sec) => idents.includes(corpus.sections[sec].foldedHeading.trim()))) {
    score += (said.identifierAlone ? 1 : w.identifierInUseShare) * (w.namedBaseShare * base + w.namedPoints);
  }
  // A heading the reader typed whole, or began to (an error message: `Session not found`).
  else if (said.headed.has(p)) score += base + w.headedPoints;
  if (w.rules.titleNamed && inTitle === matches.length) score += w.namedBaseShare * base + w.namedPoints;
  else {
    // A title holding some of the words (`browser` in "how do I set up the
    // browser"), or lying inside a Chinese run (搜索 in 网络搜索), says what
    // the page is about; the other words may be any page's.
    const held = inTitle + matches.filter((m) => !m.titles.has(p) && m.titleInAtom?.has(p)).length;
    if (held > 0) score += w.partTitleBonus * base * (held / matches.length);
  }
  if (!w.rules.saidTitle) return score;
  // The words that name something, without the question around them
  // (`what is the web ui`, agent tars 到底是干嘛用的), may be the page's name.
  const { typed } = said;
  const named = typed[1];
  if (typed.includes(page.foldedTitle)) return score + base + w.titleSaidPoints;
  if (names.has(page.foldedTitle)) return score + (names.get(page.foldedTitle) as number) * (base + w.titleSaidPoints);
  if (typed.some((t) => page.keywords.includes(t))) return score + w.keywordWeight * (base + w.titleSaidPoints);
  // A keyword of several words said whole inside a longer query (自定义工具 in 自定义工具怎么写).
  let share = w.rules.saidKeyword ? saidKeywordShare(page.keywords, parsed.folded, named, corpus.isRarePhrase) : 0;
  if (w.rules.saidKeyword && typed[2] !== parsed.folded) share = Math.max(share, saidKeywordShare(page.keywords, typed[2], named, corpus.isRarePhrase));
  if (share > 0) return score + w.keywordWeight * share * (base + w.titleSaidPoints);
  return phrase && page.foldedTitle.includes(phrase) ? score + w.phraseInTitleShare * base : score;
}
