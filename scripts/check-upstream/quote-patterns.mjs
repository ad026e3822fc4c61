/**
 * The messages an Agent TARS source tree can print, as patterns, and the test
 * of whether a quote from our docs is one of them.
 *
 * A pattern is the text of a string or template literal, a `+` concatenation,
 * or the string arguments of a call joined by spaces (how `console.error('a:',
 * err)` prints), with every run-time value as a wildcard. A quote matches when
 * it reads as a stretch of one pattern, some text standing in for each
 * wildcard, and the pattern's fixed text accounts for enough of it.
 */
import { parse, ts, walk } from './ast.mjs';

/** A run-time value inside a pattern, or a placeholder inside a quote. */
export const WILD = '\u0000';

/** A pattern with less fixed text than this matches too much to prove anything. */
const MIN_FIXED = 12;
/** The share of a quote's fixed text that one pattern's fixed text must account for (a line like
 * `Search failed: <error>` is about a quarter ours, the rest the error's own text). */
const MIN_SHARE = 0.25;

const SOURCE_FILE = /\.(c|m)?[jt]sx?$/;
const NOT_SHIPPED = /(^|\/)(__tests__|tests?|e2e|examples?|fixtures?|snapshot|scripts|mocks?|__mocks__|dist|node_modules)\/|\.(test|spec|d)\.[cm]?[jt]sx?$/;

/** Files whose literals are searched: source that ships, under the layout's folders. */
export function quoteSourceFiles(src, dirs) {
  const files = dirs.flatMap((d) => src.list(d)).filter((f) => SOURCE_FILE.test(f) && !NOT_SHIPPED.test(f));
  return [...new Set(files)];
}

/** The printable pieces of an expression: literal text, and WILD for anything computed. */
function pieces(node) {
  if (ts.isParenthesizedExpression(node)) return pieces(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s) => WILD + s.literal.text).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const l = pieces(node.left);
    const r = pieces(node.right);
    if (l === WILD && r === WILD) return WILD;
    return l + r;
  }
  return WILD;
}

const fixedLength = (pattern) => pattern.split(WILD).join('').replace(/\s+/g, '').length;

/**
 * Every message pattern of one file.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
export function filePatterns(file, text) {
  const out = new Set();
  const add = (p) => {
    const collapsed = p.replace(new RegExp(`${WILD}+`, 'g'), WILD).replace(/\s+/g, ' ').trim();
    if (fixedLength(collapsed) >= MIN_FIXED) out.add(collapsed);
  };
  walk(parse(file, text), (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) add(pieces(node));
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) add(pieces(node));
    else if (ts.isCallExpression(node) && node.arguments.length > 1) {
      // console.error('[MCP] Error listing tools:', error) prints its arguments joined by spaces; a
      // leading level argument ('error') is not printed, so every start at a literal is a pattern.
      const args = node.arguments.map(pieces);
      args.forEach((a, i) => {
        if (a !== WILD) add(args.slice(i).join(' '));
      });
    }
  });
  return [...out];
}

/**
 * A quote as our docs write it, normalised: HTML entities decoded, white space collapsed, and each
 * declared placeholder (`<name>`, `<tool name>`, `…`, `...`) turned into WILD.
 */
export function normalizeQuote(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/<[a-z][a-z0-9 _.-]*>/gi, WILD)
    .replace(/…|\.\.\./g, WILD)
    .replace(new RegExp(`${WILD}+`, 'g'), WILD)
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quote reads as the whole pattern (used for declared third-party texts, which are short and exact). */
export const matchesWhole = (pattern, quote) =>
  new RegExp(`^${pattern.split(WILD).map(escape).join('[\\s\\S]*?')}$`).test(quote.replaceAll(WILD, '<>'));

/**
 * How many of the quote's characters a pattern's fixed text accounts for, when the quote reads as a
 * stretch of the pattern: a wildcard on either side stands for any text of the other (a server name
 * in the quote, a value the program fills in). -1 when it does not read so.
 */
export function fixedOverlap(quote, pattern) {
  const n = quote.length;
  const m = pattern.length;
  // row[j]: the most fixed characters matched by quote[0..i) against some pattern[s..j), or -1.
  let prev = new Int32Array(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    const row = new Int32Array(m + 1).fill(-1);
    const qc = quote[i - 1];
    if (qc === WILD && prev[0] >= 0) row[0] = prev[0];
    for (let j = 1; j <= m; j++) {
      const pc = pattern[j - 1];
      let best = -1;
      if (qc === pc && prev[j - 1] >= 0) best = prev[j - 1] + (qc === WILD || qc === ' ' ? 0 : 1);
      if (qc === WILD) best = Math.max(best, prev[j], row[j - 1]);
      if (pc === WILD) best = Math.max(best, row[j - 1], prev[j]);
      row[j] = best;
    }
    prev = row;
  }
  return Math.max(...prev);
}

const runs = (text) => text.split(WILD).map((r) => r.trim()).filter((r) => r.length >= 6);

/**
 * Where a quote occurs among the patterns, or undefined: the quote reads as a stretch of one
 * pattern, and that pattern's fixed text accounts for enough of the quote to prove it.
 * @param {string} quote  A normalised quote.
 * @param {{ pattern: string, file: string }[]} patterns
 * @returns {{ file: string, pattern: string } | undefined}
 */
export function findQuote(quote, patterns) {
  const need = Math.max(MIN_FIXED, Math.ceil(MIN_SHARE * fixedLength(quote)));
  const quoteRuns = runs(quote);
  for (const p of patterns) {
    // Cheap filter first: some run of six or more fixed characters is shared.
    if (!quoteRuns.some((r) => p.pattern.includes(r)) && !runs(p.pattern).some((r) => quote.includes(r))) continue;
    // A logger's name before the line, or a library's error after it, is not in the literal: the
    // quote may start and end with text the pattern does not hold.
    if (fixedOverlap(quote, WILD + p.pattern + WILD) >= need) return p;
  }
  return undefined;
}
