/**
 * What a query requires of a page: one match per atom it names, after
 * taking out the product's name, joining Chinese words typed apart that
 * spell one name, reading a phrase the term bridge knows as one requirement,
 * and cutting a Chinese run no page holds into the words it is made of.
 */
import { allOf, apart, isEmpty, onPages, type AtomMatch } from './atom-match';
import { matchBase, matchFollowing, matchTerm, wordOrPairs } from './candidates';
import type { Corpus } from './corpus';
import { fold } from './fold';
import { quotesProductName, withoutProductName } from './normalise';
import { isProblemWord } from './query-shape';
import { relaxAtom } from './relax';
import { chars } from './segment';
import { queryWords } from './text-match';
import { parseQuery, singular, singularText, type Atom, type ParsedQuery } from './tokenize';
import { MIN_RELAXED_RUN } from '../data/search-weights';

/**
 * Matches for every required atom, each with its other names (the term
 * bridge). Words that together spell a phrase the bridge knows (`event
 * stream`) count as one requirement: the words together, or the phrase's
 * other names.
 */
export function matchAtoms(corpus: Corpus, parsed: ParsedQuery): AtomMatch[] {
  const matches: AtomMatch[] = [];
  const words = queryWords(parsed);
  const { rules } = corpus.weights;
  // In a pasted error or an npm package name (`@agent-tars/core`) the name is part of what is quoted.
  let atoms = !rules.productName || quotesProductName(parsed.text) ? parsed.atoms : withoutProductName(corpus.product, parsed.atoms, words);
  if (rules.joinSpacedNames) atoms = joinSpacedNames(corpus, atoms);
  if (rules.bridgePhrases) atoms = matchBridgePhrases(corpus, atoms, words, matches);
  const typing = rules.typingLetter ? typingLetter(parsed) : undefined;
  for (const atom of atoms) {
    if (typing && atom.value === typing.letter) {
      matches.push(matchFollowing(corpus, typing.previous, typing.letter));
      continue;
    }
    const match = matchTerm(corpus, atom);
    const words = isEmpty(match) || match.partial ? relaxAtom(atom, corpus.isName, corpus.isDocsWord) : [atom];
    // A Chinese run no page holds, even word by word (a question such as
    // 怎么改端口): its words become separate requirements, which `qualify`
    // may then match in part. One the segmenter cannot cut (接口有鉴权: it
    // splits 鉴权 into characters) goes by its character pairs.
    const uncut = isEmpty(match) && atom.kind === 'cjk' && chars(atom.value).length >= MIN_RELAXED_RUN;
    if (words.length > 1 || words[0].value !== atom.value || uncut) {
      // 浏览器打不开: the words of the problem (打不开) are not required of a
      // page, or a page that says 打不开 in passing outranks the page about
      // the browser. They name symptoms, which only the troubleshooting
      // page's headings list: there they still count.
      const named = rules.problemWords ? words.filter((w) => !isProblemWord(w.value)) : words;
      const troubleshooting = (p: number) => corpus.pages[p].kind === 'troubleshooting';
      for (const w of words) {
        const optional = named.length > 0 && !named.includes(w);
        for (const m of wordOrPairs(corpus, w)) {
          if (optional) matches.push({ ...onPages(corpus, m, troubleshooting), piece: true, optional });
          // A run of lone characters (里|放 of 工作区里放的) may be no word at all: it counts where a page holds it, and is never required.
          else matches.push({ ...m, piece: true, optional: w.loose === true });
        }
      }
    } else matches.push(match);
  }
  return matches;
}

/**
 * The bridge's phrases the query says (`event stream`, or `rest apis` in the
 * plural): their words become one match in `matches`; the atoms left are returned.
 */
function matchBridgePhrases(corpus: Corpus, atoms: Atom[], words: string, matches: AtomMatch[]): Atom[] {
  const singularWords = singularText(words);
  let left = atoms;
  for (const [term, phrase] of corpus.bridge.phrases) {
    if (!words.includes(` ${phrase} `) && !singularWords.includes(` ${phrase} `)) continue;
    const parts = new Set(parseQuery(phrase).atoms.map((a) => a.value));
    const inPhrase = left.filter((a) => parts.has(a.value) || parts.has(singular(a.value)));
    if (inPhrase.length < 2) continue;
    left = left.filter((a) => !inPhrase.includes(a));
    const together = apart(corpus, allOf(corpus, inPhrase.map((a) => matchBase(corpus, a, true)), 1), phrase);
    matches.push(matchTerm(corpus, inPhrase[0], true, term, together));
  }
  return left;
}

/**
 * Chinese words typed apart that together spell one of the docs' names
 * (`任务 拆解` → 任务拆解, `上下文 管理`): one atom, as if typed together,
 * so the name's other names and its title count again.
 */
function joinSpacedNames(corpus: Corpus, atoms: Atom[]): Atom[] {
  const out: Atom[] = [];
  for (let i = 0; i < atoms.length; i += 1) {
    const a = atoms[i];
    const b = atoms[i + 1];
    const joined = b && a.kind === 'cjk' && b.kind === 'cjk' ? a.value + b.value : '';
    if (joined && (corpus.isName(joined) || corpus.keywordNames.has(joined))) {
      out.push({ kind: 'cjk', value: joined, forms: [joined] });
      i += 1;
    } else out.push(a);
  }
  return out;
}

/**
 * A query that ends in one letter typed after a word (`web u`): the reader is
 * typing the next word. Letters that are stop words (`a`, `i`) are dropped by
 * the parser before this matters.
 */
function typingLetter(parsed: ParsedQuery): { previous: string; letter: string } | undefined {
  const terms = parsed.terms;
  if (terms.length < 2) return undefined;
  const letter = fold(terms[terms.length - 1].text);
  const previous = fold(terms[terms.length - 2].text);
  if (!/^[a-z]$/.test(letter) || !/^[a-z0-9]+$/.test(previous)) return undefined;
  return { previous, letter };
}
