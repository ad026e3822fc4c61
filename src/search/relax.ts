/**
 * A Chinese run that no page holds as typed, read as the words it is made of
 * (see `relaxAtom`).
 */
import { NEGATIONS } from '../data/search-vocabulary';
import { chars, segmentWords } from './segment';
import type { Atom } from './tokenize';
import { CJK_PROBLEM_WORD, isStopWord } from './word-classes';

/**
 * Segmenter words with the problem words put back together (报|错 → 报错,
 * 打|不|开 → 打不开) and a lone 不/没/未 joined to the word it negates
 * (不|生效 → 不生效): the segmenter cuts these into characters, and a lone
 * character would otherwise be glued to the word before it (搜索报错 stayed
 * one word, so the search page was found only where that pair is written).
 */
function joinProblemWords(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let joined = false;
    for (let j = Math.min(words.length, i + 4); j >= i + 2; j -= 1) {
      const text = words.slice(i, j).join('');
      if (CJK_PROBLEM_WORD.test(text)) {
        out.push(text);
        i = j - 1;
        joined = true;
        break;
      }
    }
    if (joined) continue;
    if (NEGATIONS.includes(words[i]) && i + 1 < words.length) {
      out.push(words[i] + words[i + 1]);
      i += 1;
    } else out.push(words[i]);
  }
  return out;
}

/**
 * The relaxed form of a long cjk atom: its segmenter words, stop words
 * dropped, and single characters glued to the word before them (`服务|商`
 * stays `服务商`), so a reader's phrase that the page words differently is
 * still found. Single characters with no word before them are kept together
 * when there are several (`鉴|权` → `鉴权`): the segmenter splits words its
 * dictionary lacks into characters.
 *
 * `isTerm` names the docs' own terms (glossary words, page titles): the
 * segmenter's dictionary lacks most of them (截|图, 智能|体, 沙|箱), so its
 * pieces are first put back together where they spell one, and nothing is
 * glued to a term (识别|截图|里 is 识别 and 截图, not 截图里).
 */
export function relaxAtom(atom: Atom, isTerm?: (text: string) => boolean, isWord?: (pair: string) => boolean): Atom[] {
  if (atom.kind !== 'cjk' || chars(atom.value).length < 3) return [atom];
  const words = joinProblemWords(segmentWords(atom.value));
  const out: string[] = [];
  const guessed = new Set<number>();
  let glue = false;
  let loose = '';
  const flush = () => {
    if (chars(loose).length >= 2) {
      guessed.add(out.length);
      out.push(loose);
    }
    loose = '';
  };
  const list = isTerm ? joinTerms(words, isTerm) : words.map((text) => ({ text, term: false }));
  for (let i = 0; i < list.length; i += 1) {
    const { text: w, term } = list[i];
    if (isStopWord(w)) {
      flush();
      glue = false;
      continue;
    }
    // Two lone characters the docs use as a word (调|用 of 代码|里|调|用, 豆|包
    // at the start: words the segmenter's dictionary lacks) are that word,
    // not the tail of the word before or a guess.
    const next = list[i + 1]?.text;
    if (isWord && (glue || i === 0) && chars(w).length === 1 && next !== undefined && chars(next).length === 1 && !isStopWord(next) && isWord(w + next)) {
      out.push(w + next);
      glue = true;
      i += 1;
      continue;
    }
    if (chars(w).length === 1) {
      // A lone character is glued to the word before it (`服务|商`); on its
      // own it matches almost every page.
      if (glue && out.length > 0) out[out.length - 1] += w;
      else loose += w;
      continue;
    }
    flush();
    out.push(w);
    glue = !term;
  }
  flush();
  if (out.length === 0 || (out.length === 1 && out[0] === atom.value)) return [atom];
  // A word said twice (a phrase pasted twice, 浏览器 typed a hundred times) is asked for once.
  const relaxed = out.map((w, i): Atom => (guessed.has(i) ? { kind: 'cjk', value: w, forms: [w], loose: true } : { kind: 'cjk', value: w, forms: [w] }));
  return relaxed.filter((a, i) => relaxed.findIndex((b) => b.value === a.value) === i);
}

/** Up to how many segmenter words one term may have been cut into. */
const MAX_TERM_PIECES = 4;

/** Segmenter words with the longest runs that spell a term joined again (terms marked). */
function joinTerms(words: string[], isTerm: (text: string) => boolean): Array<{ text: string; term: boolean }> {
  const out: Array<{ text: string; term: boolean }> = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let j = Math.min(words.length, i + MAX_TERM_PIECES); j > i; j -= 1) {
      const text = words.slice(i, j).join('');
      if (chars(text).length >= 2 && isTerm(text)) {
        taken = j - i;
        break;
      }
    }
    if (taken > 0) out.push({ text: words.slice(i, i + taken).join(''), term: true });
    else out.push({ text: words[i], term: false });
    i += Math.max(1, taken);
  }
  return out;
}
