/**
 * The search benches' blind query sets and how each is split. A set is cut
 * by a fixed hash (FNV-1a of its own salt, the language and the query) into
 * a tuning half and a held-out half, so a query stays in its half whatever
 * else changes and the halves of different sets are independent.
 */

/** Each split set: its file, its salt, and the names its two halves are reported under. */
export const SPLIT_SETS = [
  { file: 'bench/queries/readers-queries.json', salt: '', tuning: 'readers (tuning half)', heldOut: 'readers (held-out half)' },
  { file: 'bench/queries/probe-queries.json', salt: 'fresh', tuning: 'probes (tuning half)', heldOut: 'probes (held-apart half)' },
  { file: 'bench/queries/blind3-queries.json', salt: 'third', tuning: 'set 3 (tuning half)', heldOut: 'set 3 (held-apart half)' },
  { file: 'bench/queries/short4-queries.json', salt: 'fourth', tuning: 'set 4, short (tuning half)', heldOut: 'set 4, short (held-apart half)' },
  { file: 'bench/queries/set5-queries.json', salt: 'fifth', tuning: 'set 5 (tuning half)', heldOut: 'set 5 (held-apart half)' },
  { file: 'bench/queries/set6-queries.json', salt: 'sixth', tuning: 'set 6 (tuning half)', heldOut: 'set 6 (held-apart half)' },
  { file: 'bench/queries/set7-queries.json', salt: 'seventh', tuning: 'set 7 (tuning half)', heldOut: 'set 7 (held-apart half)' },
  { file: 'bench/queries/set8-queries.json', salt: 'eighth', tuning: 'set 8 (tuning half)', heldOut: 'set 8 (held-apart half)' },
];

/** The older regression set, used whole. */
export const REGRESSION_SET = 'bench/queries/search-queries.json';

/** Which half of its set a query belongs to. The readers' set, the first, has no salt. */
export function halfOf(salt, lang, q) {
  return fnv1a(salt ? `${salt}\u0000${lang}\u0000${q}` : `${lang}\u0000${q}`) % 2 === 0 ? 'tune' : 'heldout';
}

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
