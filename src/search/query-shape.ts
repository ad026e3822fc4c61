/**
 * The page-type prior. A query's shape says what kind of page its reader
 * wants: someone who types an identifier (`mcpServers`, `--thinking.type`,
 * `assistant_message`, `OPENAI_API_KEY`) looks for the reference row that
 * defines it; someone who asks in words ("how do I connect to a running
 * browser", 怎么接入本地模型) wants the guide that explains it, even though
 * the reference page lists the same keys.
 */
import { fold } from './fold';
import { CJK_PROBLEM, isStopWord, type ParsedQuery } from './tokenize';
import type { PageKind } from './types';

export type QueryShape = 'identifier' | 'command' | 'listing' | 'question' | 'plain';

/** camelCase, snake_case, SCREAMING_CASE, dotted keys, flags and paths, as typed. */
const IDENTIFIER = /(?:^|\s)(?:--?[a-z]|\/[a-z]+\/)|[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|[a-z]\.[a-z]/;
const QUESTION_WORDS = new Set(['how', 'what', 'why', 'when', 'where', 'which', 'can', 'does', 'do', 'should', 'is']);
const CJK_QUESTION = /怎么|怎样|如何|为什么|为何|能否|能不能|可以|是否|吗|呢|哪|什么|咋|啥|多少|干嘛|多大|多久|多长|几个|哪儿/;
const HAN = /[\u3400-\u9fff]/g;
const LISTING_WORDS = new Set(['all', 'list', 'every', 'reference', 'defaults', 'overview']);
const LISTING = /所有|全部|一览|列表|大全|清单|参考|默认值|字段|取值/;

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
  if (first && QUESTION_WORDS.has(first) && parsed.terms.length >= 3) return 'question';
  if (CJK_QUESTION.test(text)) return 'question';
  // Four or more words, or a long Chinese phrase, reads as a description of a task.
  if (words.length >= 4) return 'question';
  if ((text.match(HAN) ?? []).length >= 6) return 'question';
  return 'plain';
}

/** Whether the query asks for a whole list, or for the values a key may take. */
function lists(parsed: ParsedQuery): boolean {
  return LISTING.test(parsed.folded) || parsed.terms.some((t) => LISTING_WORDS.has(fold(t.text)));
}

/** Whether the query asks something in words (how…, 怎么…, …吗). */
function asks(parsed: ParsedQuery): boolean {
  const first = parsed.terms[0]?.text.toLowerCase();
  return (first !== undefined && QUESTION_WORDS.has(first) && parsed.terms.length >= 3) || CJK_QUESTION.test(parsed.text);
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
const PROBLEM_WORDS = new Set(
  (
    'error errors err fail fails failed failing failure fatal crash crashes crashed broken missing invalid ' +
    'denied refused timeout unable cannot cant can\'t won\'t wont don\'t dont doesn\'t doesnt didn\'t didnt isn\'t undefined null ' +
    'exception stuck hang hangs freezes ignored wrong unexpected unknown deprecated issue issues problem problems ' +
    'bug bugs troubleshoot troubleshooting blank empty nothing unsupported unavailable unauthorized forbidden'
  ).split(' '),
);
const PROBLEM_PHRASES = /\b(?:(?:do|does|did|will|is|are|can) not \w+|not (?:working|work|found|load|start|starting|shown|showing|respond\w*|open\w*|\w+ed(?: up)?)|no (?:response|output|result|results|tools?)|reading '\w+)\b/;
/** A Chinese reader quoting what the program printed: 提示 No baseURL…, 报 Cannot find module… */
const CJK_SAYS_MESSAGE = /(?:提示|报|弹出)\s*['"“]?[A-Za-z]/;
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
export function kindWeight(shape: QueryShape, kind: PageKind, problem = false): number {
  if (kind === 'troubleshooting') return problem ? TROUBLESHOOTING_PROBLEM_WEIGHT : TROUBLESHOOTING_WEIGHT;
  // Blog posts and showcase pages describe a moment or a demo; the guide or
  // reference page that covers the same thing is the one kept up to date.
  const other = kind === 'other' ? OTHER_WEIGHT : 1;
  // A reader with a problem ("needVisitedUrls does not work") has read the
  // reference row already; the guide that explains the behaviour comes first.
  if (problem && kind === 'reference') return PROBLEM_REFERENCE_WEIGHT;
  if (shape === 'identifier') return kind === 'reference' ? 1.1 : other;
  if (shape === 'command') return other;
  if (shape === 'listing') return kind === 'reference' ? LISTING_REFERENCE_WEIGHT : other;
  if (shape === 'question') return kind === 'reference' ? 0.7 : kind === 'guide' ? 1.1 : other;
  return kind === 'reference' ? 0.8 : other;
}

const OTHER_WEIGHT = 0.7;
const PROBLEM_REFERENCE_WEIGHT = 0.8;
const LISTING_REFERENCE_WEIGHT = 1.2;
const TROUBLESHOOTING_WEIGHT = 0.75;
const TROUBLESHOOTING_PROBLEM_WEIGHT = 1.25;

/**
 * A query without what is typed after what it says: punctuation, and a
 * sentence-final particle after Chinese (连不上了吗 → 连不上), for comparing
 * it with the text of a heading or a section.
 */
export function withoutEnding(folded: string): string {
  return folded.replace(/(?:(?<=[\u3400-\u9fff])[吗呢吧啊呀嘛了]+)?[\s?？!！。.,，]*$/u, '') || folded;
}
