/**
 * Build time: the traditional → simplified pairs an index needs (see
 * han-variants.ts). Node only: it reads OpenCC's tables from opencc-js, which
 * the browser never loads.
 */
import hkPhrasesRev from 'opencc-js/dict/HKPhrasesRev';
import hkVariantsRev from 'opencc-js/dict/HKVariantsRev';
import tsCharacters from 'opencc-js/dict/TSCharacters';
import twPhrasesRev from 'opencc-js/dict/TWPhrasesRev';
import twVariantsRev from 'opencc-js/dict/TWVariantsRev';
import type { HanVariantsFile } from './han-variants';
import { isHan } from './tokenize';

export const HAN_VARIANTS_SOURCE = 'OpenCC character tables (Apache-2.0), via opencc-js';

/** OpenCC's `a b|c d` tables as pairs; where a line offers several targets, the first is the common one. */
function table(data: string): Array<[string, string]> {
  return data.split('|').flatMap((line) => {
    const [from, to] = line.split(' ');
    return from && to ? [[from, to] as [string, string]] : [];
  });
}

/** The single-character lines of a table, each with its first target. */
function characterTable(data: string): Array<[string, string]> {
  return table(data).flatMap(([from, to]) => (Array.from(from).length === 1 ? [[from, Array.from(to)[0]] as [string, string]] : []));
}

let toSimplified: Map<string, string> | undefined;

/** Every single traditional or regional-variant character with its simplified form. */
function simplifiedForms(): Map<string, string> {
  if (toSimplified) return toSimplified;
  const ts = new Map(characterTable(tsCharacters));
  const map = new Map<string, string>();
  for (const [t, s] of ts) if (t !== s) map.set(t, s);
  // Taiwan and Hong Kong variants (裡, 綫) → the standard traditional form → simplified.
  for (const [variant, standard] of [...characterTable(twVariantsRev), ...characterTable(hkVariantsRev)]) {
    const s = ts.get(standard) ?? standard;
    if (variant !== s && !map.has(variant)) map.set(variant, s);
  }
  toSimplified = map;
  return map;
}

/**
 * The pairs for an index whose text is `text`: a traditional character maps
 * to its simplified form only where the index holds that form (the rest would
 * find nothing anyway) or the form spells a regional word of `alsoFor`, and
 * never where the index holds the traditional character itself (a page that
 * writes 著 keeps it searchable as written). Empty when nothing needs mapping.
 */
export function hanVariantPairs(text: string, alsoFor = ''): string {
  const used = new Set<string>();
  for (const ch of text) if (isHan(ch)) used.add(ch);
  // Characters of the regional words (搜寻 of 搜尋, though no page has 寻).
  const wanted = new Set(used);
  for (const ch of alsoFor) if (isHan(ch)) wanted.add(ch);
  let pairs = '';
  for (const [t, s] of simplifiedForms()) if (wanted.has(s) && !used.has(t)) pairs += t + s;
  return pairs;
}

/**
 * Taiwan and Hong Kong words for what the index names otherwise (程式 →
 * 程序, 伺服器 → 服务器, 預設值 → 默认值), both in simplified characters:
 * only where the index holds the word it is replaced with and not the word
 * replaced (the docs write 执行, so 執行 is not read as 运行).
 */
export function hanVariantWords(text: string): string {
  const forms = simplifiedForms();
  const simplify = (word: string) => Array.from(word, (ch) => forms.get(ch) ?? ch).join('');
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [regional, mainland] of [...table(twPhrasesRev), ...table(hkPhrasesRev)]) {
    const from = simplify(regional);
    const to = simplify(mainland.split(' ')[0]);
    if (from === to || seen.has(from) || !Array.from(from).every(isHan) || !text.includes(to) || text.includes(from)) continue;
    seen.add(from);
    out.push(`${from} ${to}`);
  }
  return out.join('|');
}

/** The variants file for an index's text, or undefined when it would be empty. */
export function hanVariantsFile(text: string): HanVariantsFile | undefined {
  const words = hanVariantWords(text);
  const pairs = hanVariantPairs(text, words);
  if (!pairs) return undefined;
  return { v: 1, source: HAN_VARIANTS_SOURCE, pairs, ...(words ? { words } : {}) };
}
