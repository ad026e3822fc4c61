/**
 * Classes of query words, read from the vocabulary (src/data/search-vocabulary.ts):
 * words that name nothing, and Chinese words that say something went wrong.
 */
import { CJK_PROBLEM as CJK_PROBLEM_PATTERNS, SENTENCE_PARTICLES, STOP_WORDS as STOP_WORD_LIST } from '../data/search-vocabulary';
import { chars } from './segment';

const STOP_WORDS: ReadonlySet<string> = new Set(STOP_WORD_LIST);

/** Chinese words that say something went wrong (query-shape.ts reads them as a problem). */
export const CJK_PROBLEM = new RegExp(CJK_PROBLEM_PATTERNS.join('|'));
/** A problem word and nothing else. */
export const CJK_PROBLEM_WORD = new RegExp(`^(?:${CJK_PROBLEM.source})$`);

const CJK_STOP_CHARS: ReadonlySet<string> = new Set([...STOP_WORDS].filter((w) => /^[\u4e00-\u9fff]$/.test(w)));
/** Particles a sentence ends with, which the segmenter glues to the word before (连|上了). */
export const FINAL_PARTICLES: ReadonlySet<string> = new Set(SENTENCE_PARTICLES);
/** Stop words of two characters or more, which the segmenter may cut into characters (一览 → 一|览). */
export const CJK_STOP_RUNS: readonly string[] = [...STOP_WORDS].filter((w) => /^[\u4e00-\u9fff]{2,}$/.test(w));

/** Whether a folded word names nothing (a stop word), so a query does not require it. */
export function isStopWord(value: string): boolean {
  if (STOP_WORDS.has(value)) return true;
  // Two stop characters the segmenter keeps together (就在, 也是, 就是) say no more than each does.
  const cs = chars(value);
  return cs.length === 2 && CJK_STOP_CHARS.has(cs[0]) && CJK_STOP_CHARS.has(cs[1]);
}
