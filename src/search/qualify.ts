/**
 * Which pages a query can show. Every word must match (AND), as readers
 * expect of a short query. A long question or a pasted error rarely has all
 * its words in one page, though, so when fewer than `limit` pages match
 * them all, pages matching most of them (by rarity: the rare words count
 * most) join, ranked lower by the share they match. A word no page
 * contains at all (a typo, a word the docs never use) is left out, unless
 * that leaves less than half of the query: then nothing matches.
 */
import { namesPage, pagesOf, type AtomMatch } from './atom-match';
import type { Docs } from './types';
import { FULL_COVERAGE_SLACK, MIN_COVERAGE, MIN_KNOWN_SHARE } from '../data/search-weights';

export interface Qualified {
  /** The matches of the words some page holds. */
  matches: AtomMatch[];
  /** Pages that match every word first, then those that match enough of them. */
  candidates: number[];
  /** Per page that misses some words, the share of the query it matches. */
  coverage: Map<number, number>;
}

export function qualify(docs: Docs, all: AtomMatch[], limit: number): Qualified | undefined {
  const allPages = all.map((m) => pagesOf(docs, m));
  const live = all.map((_, i) => i).filter((i) => allPages[i].size > 0);
  // Most of the query is unknown to the docs: what is left (a stray letter) says nothing.
  // Optional parts (symptoms) and character pairs no page holds (能离 and
  // 线用 of 能离线用) do not count: they are guesses.
  const required = all.map((_, i) => i).filter((i) => !all[i].optional && !(all[i].pair && allPages[i].size === 0));
  const liveRequired = required.filter((i) => allPages[i].size > 0);
  if (live.length === 0 || liveRequired.length < required.length * MIN_KNOWN_SHARE) return undefined;
  const matches = live.map((i) => all[i]);
  const pageSets = live.map((i) => allPages[i]);
  const pageCount = docs.pages.length;
  // A piece of a phrase no more than a few pages hold (个人, cut from 多个人
  // by the segmenter) is as likely a bad cut as a rare word: it counts as
  // if a quarter of the pages held it, so it cannot outweigh the rest.
  const weights = pageSets.map((set, i) => (matches[i].optional ? 0 : Math.log(1 + pageCount / Math.max(set.size, matches[i].piece ? pageCount * docs.weights.pieceRarityFloor : 0))));
  const total = weights.reduce((a, b) => a + b, 0);
  const full = [...coverage(pageSets, weights, total, () => 1)].filter(([, c]) => c > 1 - FULL_COVERAGE_SLACK).map(([p]) => p);
  // The pieces of a Chinese phrase are only our guess at its words: a page
  // that lacks a common one (过程 of 思考过程) may still be the one about it.
  const guessed = matches.some((m) => m.piece);
  if ((full.length >= limit && !guessed) || matches.length === 1) return { matches, candidates: full, coverage: new Map() };
  const fullSet = new Set(full);
  // To qualify, a word the page's title or keywords hold counts twice: the
  // page is about it (上下文管理 finds the page titled 上下文工程, which never
  // says 管理).
  const named = (i: number, p: number) => (namesPage(matches[i], p) ? docs.weights.namedCoverage : 1);
  const partial = [...coverage(pageSets, weights, total, named)].filter(([p, c]) => !fullSet.has(p) && c >= MIN_COVERAGE).map(([p]) => p);
  // It ranks by the share it really matches, with one exception: words the
  // reader typed apart must all be there, but the pieces of a phrase are
  // only our guess at its parts, so a page named by one piece covers the
  // phrase as well as a page that mentions both pieces in passing.
  const ranking = coverage(pageSets, weights, total, (i, p) => (matches[i].piece ? named(i, p) : 1));
  const shares = new Map(partial.map((p) => [p, Math.min(1, ranking.get(p) ?? 0)]));
  const candidates = [...full, ...partial];
  return candidates.length ? { matches, candidates, coverage: shares } : undefined;
}

/** Per page, the rarity-weighted share of the query it matches, each word's share scaled by `factor`. */
function coverage(pageSets: Array<Set<number>>, weights: number[], total: number, factor: (i: number, p: number) => number): Map<number, number> {
  const out = new Map<number, number>();
  pageSets.forEach((set, i) => {
    for (const p of set) out.set(p, (out.get(p) ?? 0) + (factor(i, p) * weights[i]) / total);
  });
  return out;
}
