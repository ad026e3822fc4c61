/**
 * The page-type prior. A query's shape says what kind of page its reader
 * wants: someone who types an identifier (`mcpServers`, `--thinking.type`,
 * `assistant_message`, `OPENAI_API_KEY`) looks for the reference row that
 * defines it; someone who asks in words ("how do I connect to a running
 * browser", 怎么接入本地模型) wants the guide that explains it, even though
 * the reference page lists the same keys.
 */
import { CJK_LISTING, CJK_QUESTION as CJK_QUESTION_WORDS, LISTING_WORDS as LISTING_WORD_LIST, PROBLEM_WORDS as PROBLEM_WORD_LIST, QUESTION_WORDS as QUESTION_WORD_LIST, SAYS_MESSAGE, SENTENCE_PARTICLES } from '../data/search-vocabulary';
import { fold } from './fold';
import type { ParsedQuery } from './tokenize';
import type { PageKind } from './types';
import { QUESTION_MIN_TERMS, TASK_MIN_HAN, TASK_MIN_WORDS, WEIGHTS, type Weights } from '../data/search-weights';
import { CJK_PROBLEM, isStopWord } from './word-classes';

export type QueryShape = 'identifier' | 'command' | 'listing' | 'question' | 'plain';

/** camelCase, snake_case, SCREAMING_CASE, dotted keys, flags and paths, as typed. */
const IDENTIFIER = /(?:^|\s)(?:--?[a-z]|\/[a-z]+\/)|[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|[a-z]\.[a-z]/;
const QUESTION_WORDS: ReadonlySet<string> = new Set(QUESTION_WORD_LIST);
const CJK_QUESTION = new RegExp(CJK_QUESTION_WORDS.join('|'));
const HAN = /[\u3400-\u9fff]/g;
const LISTING_WORDS: ReadonlySet<string> = new Set(LISTING_WORD_LIST);
const LISTING = new RegExp(CJK_LISTING.join('|'));

export function queryShape(parsed: ParsedQuery): QueryShape {
  const text = parsed.text;
  if (IDENTIFIER.test(text)) {
    // An identifier with words or values around it is a command line or a
    // setting being used (`agent-tars --workspace ./my-project`): its reader
    // wants to know how it behaves as much as what the row says.
    const others = parsed.terms.filter((t) => !IDENTIFIER_TOKEN.test(t.text) && !isStopWord(fold(t.text)));
    if (others.length === 0) return 'identifier';
    // `finishReason 有哪些取值` asks for the row; `--init 有什么用` asks what it is for.
    if (lists(parsed)) return 'listing';
    return asks(parsed) ? 'question' : 'command';
  }
  // "all config keys", 命令行参数一览: a reader who asks for the whole list wants the reference page.
  if (lists(parsed)) return 'listing';
  const words = parsed.terms.filter((t) => /^[\p{L}\p{N}'-]+$/u.test(t.text) && !HAN.test(t.text));
  HAN.lastIndex = 0;
  const first = words[0]?.text.toLowerCase();
  if (first && QUESTION_WORDS.has(first) && parsed.terms.length >= QUESTION_MIN_TERMS) return 'question';
  if (CJK_QUESTION.test(text)) return 'question';
  // Four or more words, or a long Chinese phrase, reads as a description of a task.
  if (words.length >= TASK_MIN_WORDS) return 'question';
  if ((text.match(HAN) ?? []).length >= TASK_MIN_HAN) return 'question';
  return 'plain';
}

/** Whether the query asks for a whole list, or for the values a key may take. */
function lists(parsed: ParsedQuery): boolean {
  return LISTING.test(parsed.folded) || parsed.terms.some((t) => LISTING_WORDS.has(fold(t.text)));
}

/** Whether the query asks something in words (how…, 怎么…, …吗). */
function asks(parsed: ParsedQuery): boolean {
  const first = parsed.terms[0]?.text.toLowerCase();
  return (first !== undefined && QUESTION_WORDS.has(first) && parsed.terms.length >= QUESTION_MIN_TERMS) || CJK_QUESTION.test(parsed.text);
}

/** The identifiers of a query as typed, folded: `agent-tars run --input` → `--input`. */
export function identifierTokens(parsed: ParsedQuery): string[] {
  return parsed.folded
    .split(' ')
    .filter((token, i) => IDENTIFIER_TOKEN.test(parsed.text.split(' ')[i] ?? token))
    .map((token) => token.replace(TRAILING_PUNCTUATION, ''));
}

/** A question mark or full stop typed after an identifier (`tool_result?`) is not part of it. */
const TRAILING_PUNCTUATION = /[?？!！,，.。:：;；)）]+$/u;

const IDENTIFIER_TOKEN = /^--?[a-z]|^\/[a-z]+\/|[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|[a-z]\.[a-z]/;

/**
 * Words of a reader who hit a problem: an error, a failure, something that
 * does not happen. Only such a reader wants the troubleshooting page first;
 * the reader who types `install` or `MCP 服务器` wants the page about it, which
 * the troubleshooting page (it names every topic once) would otherwise crowd.
 */
const PROBLEM_WORDS: ReadonlySet<string> = new Set(PROBLEM_WORD_LIST);
const PROBLEM_PHRASES = /\b(?:(?:do|does|did|will|is|are|can) not \w+|not (?:working|work|found|load|start|starting|shown|showing|respond\w*|open\w*|\w+ed(?: up)?)|no (?:response|output|result|results|tools?)|reading '\w+)\b/;
/** A Chinese reader quoting what the program printed: 提示 No baseURL…, 报 Cannot find module… */
const CJK_SAYS_MESSAGE = new RegExp(`(?:${SAYS_MESSAGE.join('|')})\\s*['"“]?[A-Za-z]`);
/** Node error codes and error class names, as a terminal prints them (ENOENT, TypeError). */
const ERROR_NAME = /\bE[A-Z]{4,}\b|\b[A-Z][a-z]+Error\b/;
/** Those, and HTTP error statuses. */
const ERROR_CODE = new RegExp(`${ERROR_NAME.source}|\\b[45]\\d\\d\\b`);

/** Whether a query quotes an error code or class as a terminal prints it. */
export function quotesErrorName(text: string): boolean {
  return ERROR_NAME.test(text);
}

/** Whether a Chinese word only says that something went wrong (打不开, 失败, 不生效). */
export function isProblemWord(word: string): boolean {
  return CJK_PROBLEM.test(word);
}

/** Whether a query describes a problem (see PROBLEM_WORDS). */
export function describesProblem(parsed: ParsedQuery): boolean {
  const text = parsed.text;
  if (ERROR_CODE.test(text) || CJK_PROBLEM.test(text) || CJK_SAYS_MESSAGE.test(text)) return true;
  const folded = parsed.folded.replace(/’/g, "'");
  if (PROBLEM_PHRASES.test(folded)) return true;
  return folded.split(/[^\p{L}\p{N}']+/u).some((w) => PROBLEM_WORDS.has(w));
}

/** How much a page of `kind` counts for a query of `shape`, `problem` when it describes one. */
export function kindWeight(shape: QueryShape, kind: PageKind, problem = false, w: Weights = WEIGHTS): number {
  if (kind === 'troubleshooting') return problem ? w.troubleshootingProblemWeight : w.troubleshootingWeight;
  // Blog posts and showcase pages describe a moment or a demo; the guide or
  // reference page that covers the same thing is the one kept up to date.
  const other = kind === 'other' ? w.otherWeight : 1;
  // A reader with a problem ("needVisitedUrls does not work") has read the
  // reference row already; the guide that explains the behaviour comes first.
  if (w.rules.problemReference && problem && kind === 'reference') return w.problemReferenceWeight;
  if (shape === 'identifier') return kind === 'reference' ? w.identifierReferenceWeight : other;
  if (shape === 'command') return other;
  if (shape === 'listing') return kind === 'reference' ? w.listingReferenceWeight : other;
  if (shape === 'question') return kind === 'reference' ? w.questionReferenceWeight : kind === 'guide' ? w.questionGuideWeight : other;
  return kind === 'reference' ? w.plainReferenceWeight : other;
}

/**
 * A query without what is typed after what it says: punctuation, and a
 * sentence-final particle after Chinese (连不上了吗 → 连不上), for comparing
 * it with the text of a heading or a section.
 */
const SAID_ENDING = new RegExp(`(?:(?<=[\\u3400-\\u9fff])[${SENTENCE_PARTICLES.join('')}]+)?[\\s?？!！。.,，]*$`, 'u');

export function withoutEnding(folded: string): string {
  return folded.replace(SAID_ENDING, '') || folded;
}
