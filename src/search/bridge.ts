/**
 * The bilingual term bridge: groups of words that name one thing, so a query
 * word finds pages that use another word for it.
 *
 * Two sources, both data:
 * - the reviewed glossary (src/data/search-glossary.ts): reader words such as
 *   智能体 or 令牌 next to the words the pages use (Agent, token);
 * - the pages themselves: the en and zh twins share heading ids, so each
 *   heading pairs an English phrase with its Chinese translation. A reader on
 *   the zh site who types `event stream` reaches the heading 事件流.
 */
import type { GlossaryEntry } from '../data/search-glossary';
import { GENERIC_ANCHORS } from '../data/search-vocabulary';
import { fold } from './fold';
import { singularText } from './tokenize';
import type { BridgeGroup, SourcePage } from './types';

/** Headings longer than this many words are sentences, not names of things. */
const MAX_HEADING_WORDS = 4;
const HAN = /[\u3400-\u9fff]/;

/** Normalises a term the way queries are folded: folded case, single spaces, no backticks. */
export function bridgeTerm(text: string): string {
  return fold(text.replace(/`/g, ''))
    .replace(/[\s\u3000]+/g, ' ')
    .trim();
}

function routeKey(page: SourcePage): string {
  return page.routePath.replace(/^\/zh(?=\/|$)/, '').replace(/\.html$/, '') || '/';
}

/**
 * Pairs of [English heading, Chinese heading] that share a page and a heading
 * id. Only short headings whose Chinese side is Chinese text: those name a
 * thing, where long ones describe a step.
 */
export function alignedHeadings(pages: SourcePage[]): Array<[en: string, zh: string]> {
  const zhByRoute = new Map<string, SourcePage>();
  for (const page of pages) if (page.lang === 'zh') zhByRoute.set(routeKey(page), page);
  const pairs: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (page.lang !== 'en') continue;
    const twin = zhByRoute.get(routeKey(page));
    if (!twin) continue;
    const zhById = new Map((twin.toc ?? []).map((t) => [t.id, t.text]));
    for (const item of page.toc ?? []) {
      if (GENERIC_ANCHORS.has(item.id)) continue;
      const zh = zhById.get(item.id);
      if (!zh || !HAN.test(zh)) continue;
      const en = bridgeTerm(item.text);
      const zhTerm = bridgeTerm(zh);
      if (!/^[a-z][a-z0-9 -]*$/.test(en) || en.split(' ').length > MAX_HEADING_WORDS) continue;
      const key = `${en}\u0000${zhTerm}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([en, zhTerm]);
    }
  }
  return pairs;
}

/** The groups for an index: every glossary entry, then every aligned heading pair. */
export function buildBridge(glossary: GlossaryEntry[], aligned: Array<[string, string]>): BridgeGroup[] {
  const groups: BridgeGroup[] = [];
  for (const entry of glossary) {
    const terms = [...new Set([...entry.en, ...entry.zh].map(bridgeTerm).filter(Boolean))];
    if (terms.length > 1) groups.push(terms);
  }
  for (const [en, zh] of aligned) if (en !== zh) groups.push([en, zh]);
  return groups;
}

/** Looks up the other terms of every group a term belongs to. */
export class TermBridge {
  private readonly byTerm = new Map<string, Set<string>>();
  /**
   * Multi-word terms, longest first, each with its words joined by single
   * spaces (`self-host` → `self host`): the query is scanned for them as
   * phrases, whatever the reader put between the words.
   */
  readonly phrases: Array<[term: string, words: string]>;

  constructor(groups: BridgeGroup[]) {
    for (const group of groups) {
      for (const term of group) {
        let set = this.byTerm.get(term);
        if (!set) {
          set = new Set();
          this.byTerm.set(term, set);
        }
        for (const other of group) if (other !== term) set.add(other);
      }
    }
    this.phrases = [...this.byTerm.keys()]
      .map((term): [string, string] => [term, term.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()])
      .filter(([, words]) => words.includes(' '))
      .sort((a, b) => b[1].length - a[1].length);
  }

  /**
   * The other names of `term` (folded), or of its singular (`faqs`, `rest
   * apis`), or of its plural where only that is an entry (`setting` for
   * `settings`: the index keeps words in the singular), or none.
   */
  expand(term: string): string[] {
    const set = this.byTerm.get(term) ?? this.byTerm.get(singularText(term)) ?? (/^[a-z]{3,}$/.test(term) ? this.byTerm.get(`${term}s`) : undefined);
    return set ? [...set] : [];
  }

  /** Every term of every group. */
  terms(): IterableIterator<string> {
    return this.byTerm.keys();
  }

  has(term: string): boolean {
    return this.byTerm.has(term);
  }
}
