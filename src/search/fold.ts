/**
 * Case and accent folding that keeps track of where every folded character
 * came from, so a match found in folded text can be highlighted in the text
 * the reader sees.
 *
 * Rules (identical for the index and for queries, because both go through
 * `foldChar`):
 * - NFKC first: full-width Latin (`ＡＰＩ`) and compatibility ideographs
 *   become their ordinary forms.
 * - Lower case; final sigma folds to σ; ß folds to ss.
 * - Latin and Greek lose their accents (é → e, ά → α).
 * - Cyrillic keeps its marks, because й and и are different letters, but
 *   ё folds to е, the way Russian readers type it.
 * - Hangul stays composed: decomposing it would turn one syllable into jamo
 *   that no longer match what a reader types.
 */

const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const LATIN_OR_GREEK = /[\p{Script=Latin}\p{Script=Greek}]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const cache = new Map<string, string>();

/** Folds one code point (given as a string of one or two UTF-16 units). */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) {
    return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : ch;
  }
  const hit = cache.get(ch);
  if (hit !== undefined) return hit;
  let out = ch.normalize('NFKC').toLowerCase();
  if (out === 'ς') out = 'σ';
  else if (out === 'ß') out = 'ss';
  else if (out === 'ё') out = 'е';
  else if (!CYRILLIC.test(out)) {
    const decomposed = out.normalize('NFD');
    const base = decomposed.charAt(0);
    if (LATIN_OR_GREEK.test(base)) out = decomposed.replace(COMBINING_MARKS, '').normalize('NFC');
  }
  // A lone combining mark after a Latin letter (text typed in NFD) disappears.
  if (/^[\u0300-\u036f]$/.test(out)) out = '';
  if (cache.size < 20_000) cache.set(ch, out);
  return out;
}

/**
 * Characters that may change when folded: ASCII capitals and anything outside
 * ASCII and the main Han blocks (which folding never touches).
 */
const NEEDS_FOLD = /[A-Z]|[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]/gu;

/** Folds a whole string: the concatenation of `foldChar` over its characters. */
export function fold(text: string): string {
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 0x7f) return text.replace(NEEDS_FOLD, foldChar);
  }
  // Plain ASCII: only capitals change.
  return text.toLowerCase();
}

export interface FoldedText {
  /** The folded text. */
  text: string;
  /**
   * For every UTF-16 unit of `text`, the offset in the original it came from;
   * null when folding kept every unit in place (the usual case).
   */
  from: Int32Array | null;
  /** For every UTF-16 unit of `text`, the original offset just after its source character; null as above. */
  to: Int32Array | null;
}

/** Original start offset of folded unit `i`. */
export function originalStart(f: FoldedText, i: number): number {
  return f.from ? f.from[i] : i;
}

/** Original end offset of folded unit `i` (exclusive). */
export function originalEnd(f: FoldedText, i: number): number {
  return f.to ? f.to[i] : i + 1;
}

/** Folds `text` and records where each folded unit came from. */
export function foldWithMap(text: string): FoldedText {
  let shifted = false;
  const folded = text.replace(NEEDS_FOLD, (ch) => {
    const f = foldChar(ch);
    if (f.length !== ch.length) shifted = true;
    return f;
  });
  if (!shifted) return { text: folded, from: null, to: null };
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i += 1) {
      from.push(offset);
      to.push(offset + ch.length);
    }
    offset += ch.length;
  }
  return { text: folded, from: Int32Array.from(from), to: Int32Array.from(to) };
}
