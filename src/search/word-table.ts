/**
 * How often every Latin word starts each section's heading and text, and how
 * often every pair of CJK characters occurs in them, counted once after the
 * index is built. FlexSearch answers which sections hold a
 * term but keeps no counts (resolution 1), and scanning every candidate's
 * text for every query word (`wordCount`) was a third of a query's time on
 * the 10× corpus (npm run bench:search).
 */
import { INFLECTION, lowerBound, wordCount } from './text-match';

/** `wordCount` of one word in a section's heading and in its text. */
export interface SectionCounts {
  heading: { exact: number; prefix: number };
  text: { exact: number; prefix: number };
}

const PLAIN_WORD = /^[a-z0-9]+$/;

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
/** Kana, Han and Hangul syllables: the characters of the runs `count` looks for two at a time. */
const isPairCode = (c: number) => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xac00 && c <= 0xd7a3);

/** Adds one to slot `slot` (1 heading, 2 text) of section `sec` in `key`'s postings. */
function bump(postings: Map<string, number[]>, key: string, sec: number, slot: 1 | 2): void {
  const list = postings.get(key);
  if (!list) postings.set(key, slot === 1 ? [sec, 1, 0] : [sec, 0, 1]);
  else if (list[list.length - 3] === sec) list[list.length - 3 + slot] += 1;
  else list.push(sec, slot === 1 ? 1 : 0, slot === 2 ? 1 : 0);
}

export class WordTable {
  /** Per word: section id, count in its heading, count in its text, repeated. */
  private readonly postings = new Map<string, number[]>();
  /**
   * The same per pair of different CJK characters (配置, 浏览): `count` of a
   * two-character run, five in six of the text a Chinese query scanned.
   */
  private readonly pairs = new Map<string, number[]>();
  /** The words, sorted: set once every section is added. */
  private words: string[] | undefined;

  add(sec: number, foldedHeading: string, foldedText: string): void {
    this.tally(sec, foldedHeading, 1);
    this.tally(sec, foldedText, 2);
    this.tallyPairs(sec, foldedHeading, 1);
    this.tallyPairs(sec, foldedText, 2);
  }

  /**
   * Every two neighbouring CJK characters. A pair of one character twice
   * (哈哈) is left out: in 哈哈哈 it occurs twice, overlapping, where `count`
   * finds it once.
   */
  private tallyPairs(sec: number, text: string, slot: 1 | 2): void {
    for (let i = 0; i + 1 < text.length; i += 1) {
      const a = text.charCodeAt(i);
      const b = text.charCodeAt(i + 1);
      if (a !== b && isPairCode(a) && isPairCode(b)) bump(this.pairs, text.slice(i, i + 2), sec, slot);
    }
  }

  /**
   * Adds one to slot `slot` of section `sec`'s entry for every word of
   * `text`. A loop over char codes, straight into the postings: a regex and a
   * map per section made building the English index 40 % slower, this 10 %.
   */
  private tally(sec: number, text: string, slot: 1 | 2): void {
    let start = -1;
    for (let i = 0; i <= text.length; i += 1) {
      if (i < text.length && isWordCode(text.charCodeAt(i))) {
        if (start < 0) start = i;
        continue;
      }
      if (start < 0) continue;
      bump(this.postings, text.slice(start, i), sec, slot);
      start = -1;
    }
  }

  finish(): void {
    this.words = [...this.postings.keys()].sort();
  }

  get ready(): boolean {
    return this.words !== undefined;
  }

  /**
   * `wordCount(heading, form)` and `wordCount(text, form)` of every section
   * where either is not zero; undefined before the table is filled, and for a
   * form it cannot answer (one with other characters than a-z and 0-9:
   * `browser.control`).
   */
  counts(form: string): Map<number, SectionCounts> | undefined {
    const words = this.words;
    if (!words || !PLAIN_WORD.test(form)) return undefined;
    const out = new Map<number, SectionCounts>();
    for (let i = lowerBound(words, form); i < words.length && words[i].startsWith(form); i += 1) {
      const exact = words[i].length === form.length || INFLECTION.test(words[i].slice(form.length));
      const list = this.postings.get(words[i]) as number[];
      for (let j = 0; j < list.length; j += 3) {
        let c = out.get(list[j]);
        if (!c) out.set(list[j], (c = { heading: { exact: 0, prefix: 0 }, text: { exact: 0, prefix: 0 } }));
        if (exact) {
          c.heading.exact += list[j + 1];
          c.text.exact += list[j + 2];
        } else {
          c.heading.prefix += list[j + 1];
          c.text.prefix += list[j + 2];
        }
      }
    }
    return out;
  }

  /**
   * `count(heading, pair)` and `count(text, pair)` of every section where
   * either is not zero; undefined before the table is filled, and for
   * anything but two different CJK characters.
   */
  pairCounts(pair: string): Map<number, [heading: number, text: number]> | undefined {
    if (!this.words || pair.length !== 2 || pair[0] === pair[1] || !isPairCode(pair.charCodeAt(0)) || !isPairCode(pair.charCodeAt(1))) return undefined;
    const out = new Map<number, [number, number]>();
    const list = this.pairs.get(pair) ?? [];
    for (let j = 0; j < list.length; j += 3) out.set(list[j], [list[j + 1], list[j + 2]]);
    return out;
  }
}

const NONE: SectionCounts['heading'] = { exact: 0, prefix: 0 };

/** A section's counts from the table's answer, or counted in its text when the table had none to give. */
export function sectionCounts(table: Map<number, SectionCounts> | undefined, sec: number, heading: string, text: string, form: string): SectionCounts {
  if (!table) return { heading: wordCount(heading, form), text: wordCount(text, form) };
  return table.get(sec) ?? { heading: NONE, text: NONE };
}
