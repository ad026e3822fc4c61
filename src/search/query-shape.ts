/**
 * The page-type prior. A query's shape says what kind of page its reader
 * wants: someone who types an identifier (`mcpServers`, `--thinking.type`,
 * `assistant_message`, `OPENAI_API_KEY`) looks for the reference row that
 * defines it; someone who asks in words ("how do I connect to a running
 * browser", 怎么接入本地模型) wants the guide that explains it, even though
 * the reference page lists the same keys.
 */
import type { ParsedQuery } from './tokenize';
import type { PageKind } from './types';

export type QueryShape = 'identifier' | 'question' | 'plain';

/** camelCase, snake_case, SCREAMING_CASE, dotted keys, flags and paths, as typed. */
const IDENTIFIER = /(?:^|\s)(?:--?[a-z]|\/[a-z]+\/)|[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|[a-z]\.[a-z]/;
const QUESTION_WORDS = new Set(['how', 'what', 'why', 'when', 'where', 'which', 'can', 'does', 'do', 'should', 'is']);
const CJK_QUESTION = /怎么|怎样|如何|为什么|为何|能否|能不能|可以|是否|吗|呢|哪/;
const HAN = /[\u3400-\u9fff]/g;

export function queryShape(parsed: ParsedQuery): QueryShape {
  const text = parsed.text;
  if (IDENTIFIER.test(text)) return 'identifier';
  const words = parsed.terms.filter((t) => /^[\p{L}\p{N}'-]+$/u.test(t.text) && !HAN.test(t.text));
  HAN.lastIndex = 0;
  const first = words[0]?.text.toLowerCase();
  if (first && QUESTION_WORDS.has(first) && parsed.terms.length >= 3) return 'question';
  if (CJK_QUESTION.test(text)) return 'question';
  // Four or more words, or a long Chinese phrase, reads as a description of a task.
  if (words.length >= 4) return 'question';
  if ((text.match(HAN) ?? []).length >= 6) return 'question';
  return 'plain';
}

/** The identifiers of a query as typed, folded: `agent-tars run --input` → `--input`. */
export function identifierTokens(parsed: ParsedQuery): string[] {
  return parsed.folded.split(' ').filter((token, i) => IDENTIFIER_TOKEN.test(parsed.text.split(' ')[i] ?? token));
}

const IDENTIFIER_TOKEN = /^--?[a-z]|[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|[a-z]\.[a-z]/;

/** How much a page of `kind` counts for a query of `shape`. */
export function kindWeight(shape: QueryShape, kind: PageKind): number {
  // Blog posts and showcase pages describe a moment or a demo; the guide or
  // reference page that covers the same thing is the one kept up to date.
  const other = kind === 'other' ? OTHER_WEIGHT : 1;
  if (shape === 'identifier') return kind === 'reference' ? 1.1 : other;
  if (shape === 'question') return kind === 'reference' ? 0.7 : kind === 'guide' ? 1.1 : other;
  return kind === 'reference' ? 0.8 : other;
}

const OTHER_WEIGHT = 0.7;
