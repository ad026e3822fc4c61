/**
 * Pure text helpers for the blog: reading time and date labels. No React and
 * no DOM, so they run the same in the build, the browser and the unit tests.
 */
import type { Lang } from '../../data/routes';

/** Typical silent-reading speeds: English words and Chinese characters per minute. */
export const WORDS_PER_MINUTE = 230;
export const HAN_PER_MINUTE = 400;

const HAN = /\p{Script=Han}/gu;
// A word is a run of letters or digits, with inner apostrophes or hyphens ("don't", "multi-modal").
const LATIN_WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Removes what a reader does not read in an MDX file: front matter, import
 * and export lines, fenced code, JSX/HTML tags, heading ids and link targets.
 */
export function stripMdx(source: string): string {
  return source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^```[\s\S]*?^```[^\n]*$/gm, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}

/**
 * Counts reading units: words for English; Han characters plus the Latin
 * words mixed into the text (product names, flags) for Chinese.
 */
export function countReadingUnits(text: string, lang: Lang): number {
  if (lang === 'en') return text.match(LATIN_WORD)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.replace(HAN, ' ').match(LATIN_WORD)?.length ?? 0;
  return han + latin;
}

/** Whole minutes, at least one. In Chinese text a Latin word counts like one character. */
export function readingMinutes(units: number, lang: Lang): number {
  const perMinute = lang === 'en' ? WORDS_PER_MINUTE : HAN_PER_MINUTE;
  return Math.max(1, Math.round(units / perMinute));
}

/** Reading time of an MDX source in whole minutes. */
export function readingTimeOf(source: string, lang: Lang): number {
  return readingMinutes(countReadingUnits(stripMdx(source), lang), lang);
}

const EN_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * `2025-06-25` → "June 25, 2025" / "2025 年 6 月 25 日". Written by hand
 * rather than with Intl so server and browser render the same string and the
 * date never shifts with the reader's time zone.
 */
export function formatPostDate(isoDate: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Blog date must be YYYY-MM-DD, got "${isoDate}"`);
  const [, year, month, day] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) throw new Error(`Blog date out of range: "${isoDate}"`);
  return lang === 'en' ? `${EN_MONTHS[m - 1]} ${d}, ${year}` : `${year} 年 ${m} 月 ${d} 日`;
}

export function readingTimeLabel(minutes: number, lang: Lang): string {
  return lang === 'en' ? `${minutes} min read` : `阅读约 ${minutes} 分钟`;
}
