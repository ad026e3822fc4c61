/**
 * The first stage: the query as the reader typed it, read into what it asks.
 * Clipped to what is searched, traditional characters read as simplified
 * ones, a polite opening dropped, typos corrected, and the product's name
 * taken out when other words say what the reader wants.
 */
import type { Corpus } from './corpus';
import { clipQuery } from './query-limit';
import { quotesErrorName } from './query-shape';
import { NO_QUOTED_LINE, quotedLineOf, readsAsOutput, sectionsQuoting, type QuotedLine } from './quoted-line';
import { queryWords } from './text-match';
import { parseQuery, withoutGreeting, type Atom, type ParsedQuery } from './tokenize';
import { corrected } from './word-fixes';

/** Reads traditional characters as simplified ones (src/search/han-variants.ts, loaded only when needed). */
export interface HanVariantMap {
  toSimplified(text: string): string;
}

/** An npm package name with its scope, whole or being typed (`@agent-tars/co`). */
const NPM_PACKAGE = /(?:^|\s)@[a-z0-9][\w.-]*\//i;

/** Whether the product's name is part of what the query quotes: a pasted error, an npm package name (`@agent-tars/core`). */
export function quotesProductName(text: string): boolean {
  return quotesErrorName(text) || NPM_PACKAGE.test(text);
}

export interface ReadQuery {
  parsed: ParsedQuery;
  /** The sections that quote the query, when it reads as a pasted line (quoted-line.ts). */
  quoted: QuotedLine;
}

export function readQuery(corpus: Corpus, query: string, hanVariants: HanVariantMap | undefined): ReadQuery {
  const { rules } = corpus.weights;
  const clipped = clipQuery(query);
  const simplified = hanVariants ? hanVariants.toSimplified(clipped) : clipped;
  const typed = parseQuery(rules.greeting ? withoutGreeting(simplified) : simplified);
  const fixed = rules.typoFix ? corrected(corpus, typed) : typed;
  const parsed = rules.productName ? withoutProductQuery(corpus, fixed) : fixed;
  const quoted = rules.quotedLine && parsed.atoms.length > 0 && readsAsOutput(clipped) ? sectionsQuoting(quotedLineOf(clipped), corpus.sections) : NO_QUOTED_LINE;
  return { parsed, quoted };
}

/**
 * The atoms without the product's name, when the query names it next to
 * other words: `agent tars 任务拆解` asks about task decomposition, and the
 * words `agent` and `tars`, which every page holds, only blur the ranking.
 * A query that is the name and nothing else keeps it, and so does a pasted
 * error, where the name is part of a path or a message (`/Applications/Agent TARS.app`).
 */
export function withoutProductName(product: string[], atoms: Atom[], words: string): Atom[] {
  if (product.length === 0 || !words.includes(` ${product.join(' ')} `)) return atoms;
  const name = new Set([...product, product.join(''), product.join('-')]);
  const rest = atoms.filter((a) => !name.has(a.value));
  return rest.length > 0 ? rest : atoms;
}

/**
 * The query without the product's name where `withoutProductName` leaves
 * it out, so that the phrase, the headings it says and its shape are read
 * from the rest too (`agent tars 配置说明` reads as `配置说明`).
 */
function withoutProductQuery(corpus: Corpus, parsed: ParsedQuery): ParsedQuery {
  const product = corpus.product;
  if (product.length === 0 || quotesProductName(parsed.text)) return parsed;
  if (withoutProductName(product, parsed.atoms, queryWords(parsed)) === parsed.atoms) return parsed;
  // The name as written in prose; `agent-tars` is the command, which says a command line is quoted.
  const name = new RegExp(`(?<![\\p{L}\\p{N}-])${product.join('\\s*')}(?![\\p{L}\\p{N}-])`, 'giu');
  const rest = parsed.text.replace(name, ' ');
  return rest === parsed.text || !rest.trim() ? parsed : parseQuery(rest);
}
