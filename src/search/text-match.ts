/**
 * Counting and comparing words in folded text: the small string tests every
 * stage shares. Pure functions of their arguments.
 */
import { chars } from './segment';
import type { ParsedQuery } from './tokenize';

const WORD_CHAR_CODE = /[a-z0-9]/;
const HAN_RUN = /^[\u3400-\u9fff]+$/;

/** Endings that leave a word the same word: `call` in `calls`, `called`, `calling`. */
export const INFLECTION = /^(?:s|es|d|ed|ing)$/;

/**
 * Occurrences of a folded word in folded text that start a word: `exact` when
 * the word ends there too (or goes on with an inflection), `prefix` when the
 * text's word is longer (`environm` in `environment`).
 */
export function wordCount(haystack: string, needle: string): { exact: number; prefix: number } {
  let exact = 0;
  let prefix = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    if (at === 0 || !WORD_CHAR_CODE.test(haystack[at - 1])) {
      const end = at + needle.length;
      let stop = end;
      while (stop < haystack.length && WORD_CHAR_CODE.test(haystack[stop])) stop += 1;
      if (stop === end || INFLECTION.test(haystack.slice(end, stop))) exact += 1;
      else prefix += 1;
    }
    at = haystack.indexOf(needle, at + needle.length);
  }
  return { exact, prefix };
}

/** Occurrences of `needle` anywhere in `haystack`, not overlapping. */
export function count(haystack: string, needle: string): number {
  if (!needle) return 0;
  let n = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    n += 1;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return n;
}

/** The first index of sorted `list` whose item is not below `item`. */
export function lowerBound(list: string[], item: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < item) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `b` is `a` with one letter left out, added or changed, or two neighbours swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words of a text, each Chinese character counted as one. */
export function wordCountOf(text: string): number {
  return text.replace(/[\u3400-\u9fff]/g, ' x ').split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;
}

/**
 * How much of a keyword a query part stands for: `install` is half of the
 * keyword `pip install`, so a page is not "about" installing because one of
 * its keywords mentions it; the reader who types both words gets it whole.
 * Words count as words, Chinese by characters; the square root keeps a long
 * keyword's parts useful (tuning half: the plain share lost 3 top-1s in en).
 */
export function keywordShare(keyword: string, part: string): number {
  return Math.min(1, Math.sqrt(wordCountOf(part) / Math.max(1, wordCountOf(keyword))));
}

/** Words of a heading, a Chinese run counting as one word per two characters (`MCP 服务` is two words, `全局工作区` three). */
export function headingWords(text: string): number {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .reduce((n, part) => n + (HAN_RUN.test(part) ? Math.ceil(chars(part).length / 2) : /[\u3400-\u9fff]/.test(part) ? 2 : 1), 0);
}

/** Whether a text is Chinese characters only. */
export function isHanRun(text: string): boolean {
  return HAN_RUN.test(text);
}

/** Chinese typed right against English (`请问session not found`) is a word boundary too: a space goes there. */
function splitScripts(text: string): string {
  return text.replace(/(?<=[\u3400-\u9fff])(?=[a-z0-9])|(?<=[a-z0-9])(?=[\u3400-\u9fff])/g, ' ');
}

/** A text's words and identifiers, one space between and around them (for whole-word `includes`). */
export function spaced(text: string): string {
  return ` ${splitScripts(text).replace(/[^\p{L}\p{N}._/-]+/gu, ' ').trim()} `;
}

/** The query's words, one space between and around them (for whole-word `includes`). */
export function queryWords(parsed: ParsedQuery): string {
  return ` ${splitScripts(parsed.folded).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}
