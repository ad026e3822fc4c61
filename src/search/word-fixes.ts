/**
 * Words the reader did not finish or mistyped: what a partial word can
 * become (`configur` → config), and the term one typo away from a word no
 * page holds (`invlid` → invalid).
 */
import type { Corpus } from './corpus';
import { oneTypoApart } from './text-match';
import { parseQuery, queryForms, type Atom, type ParsedQuery } from './tokenize';
import { MAX_COMPLETIONS, MAX_CORRECTIONS, MIN_COMPLETED, MIN_CORRECTED, MIN_CORRECTED_COMPLETION, MIN_CORRECTED_START } from '../data/search-weights';

/**
 * Other names of the words a partial word can become. A reader who stops
 * at `configur` or `installa` means configuration or installation, which
 * the docs mostly call `config` and `install` (the page titles): the
 * completions' base forms (`queryForms`) and term-bridge names that the
 * typed letters do not already reach. Only for a word that is not itself a
 * term of the docs.
 */
export function completedNames(corpus: Corpus, atom: Atom): string[] {
  const typed = atom.value;
  if (atom.kind !== 'word' || typed.length < MIN_COMPLETED || !/^[a-z]+$/.test(typed) || corpus.isTerm(typed)) return [];
  const names = new Set<string>();
  for (const completion of corpus.expand(typed).slice(0, MAX_COMPLETIONS)) {
    if (!/^[a-z]+$/.test(completion)) continue;
    for (const name of [...queryForms(completion), ...corpus.bridge.expand(completion)]) {
      if (!name.startsWith(typed) && parseQuery(name).atoms.every((a) => a.kind === 'word' && corpus.isTerm(a.value))) names.add(name);
    }
  }
  return [...names];
}

/**
 * The terms one typo away from a word that no page holds, not even as the
 * start of a longer word (`insall`, `envionment`, `needVistedUrls`): a
 * letter left out, added, changed, or two letters swapped. The most common
 * such term (the one most sections hold).
 */
function correctedName(corpus: Corpus, atom: Atom): string | undefined {
  const typed = atom.value;
  if (atom.kind !== 'word' || typed.length < MIN_CORRECTED || !/^[a-z0-9]+$/.test(typed) || corpus.expand(typed).length > 0) return undefined;
  const vocabulary = corpus.vocabulary;
  const nearTo = (forms: string[]) => vocabulary.filter((term) => forms.some((f) => Math.abs(term.length - f.length) <= 1 && oneTypoApart(f, term)));
  // The word as typed first (`monitring` → monitoring, not monitor); the
  // index keeps words stemmed (`urls` as `url`), so then its stems.
  let near = nearTo([typed]);
  if (near.length === 0) near = nearTo(atom.forms.filter((f) => f !== typed));
  // A partial word with a typo (`envionm`): terms whose start is one typo away.
  if (near.length === 0 && typed.length >= MIN_CORRECTED_START) {
    near = vocabulary.filter((term) => term.length >= typed.length + MIN_CORRECTED_COMPLETION && [0, 1, -1].some((d) => oneTypoApart(typed, term.slice(0, typed.length + d))));
  }
  const found: Array<[string, number]> = near.slice(0, MAX_CORRECTIONS).map((term) => [term, corpus.candidates(term).length]);
  return found.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The query with each word no page holds, and that is no start or other
 * name of one, replaced by the term one typo away (`invlid` → invalid):
 * it is then read as if the reader had typed it, so the problem words, the
 * headings it says and the phrase count too.
 */
export function corrected(corpus: Corpus, parsed: ParsedQuery): ParsedQuery {
  let text = parsed.text;
  for (const atom of parsed.atoms) {
    // Only a word that matches nothing, not even by its base form (`getting` is get).
    if (atom.kind !== 'word' || atom.forms.some((f) => corpus.expand(f).length > 0)) continue;
    if (corpus.bridge.expand(atom.value).length > 0 || (corpus.weights.rules.completions && completedNames(corpus, atom).length > 0)) continue;
    const fix = correctedName(corpus, atom);
    if (fix) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${atom.value}(?![\\p{L}\\p{N}])`, 'iu'), fix);
  }
  return text === parsed.text ? parsed : parseQuery(text);
}
