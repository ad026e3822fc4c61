/**
 * Tokenizer for the part of TypeScript a config file uses. It never evaluates
 * anything: strings are unescaped, numbers converted, everything else kept as
 * text so the parser can show it as "not checked".
 */
import { checkLimits, LimitExceeded } from './limits';

export type TokenType = 'punct' | 'string' | 'template' | 'number' | 'ident' | 'eof';

export interface Token {
  type: TokenType;
  /** Unescaped text for strings and templates, the source text otherwise. */
  value: string;
  line: number;
  start: number;
  end: number;
  /** A template literal with `${…}` inside: its value is computed. */
  computed?: boolean;
}

export class TokenError extends Error {
  constructor(
    readonly what: 'string' | 'template' | 'comment',
    readonly line: number,
  ) {
    super(what);
  }
}

const PUNCT3 = ['...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??='];
const PUNCT2 = ['=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '**', '<<', '>>'];
const NUMBER = /(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:[0-9][0-9_]*)?\.?[0-9_]*(?:[eE][+-]?[0-9_]+)?)n?/y;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A real config has a few thousand tokens; past this the text is not a config. */
const maxTokens = 50_000;

const isIdentStart = (code: number): boolean =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36 || code >= 0xa0;
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isIdentPart = (code: number): boolean => isIdentStart(code) || isDigit(code);

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  let line = 1;

  const push = (type: TokenType, value: string, start: number, startLine: number, computed?: boolean): void => {
    if (tokens.length >= maxTokens) throw new LimitExceeded('nodes', startLine);
    tokens.push({ type, value, line: startLine, start, end: pos, ...(computed ? { computed } : {}) });
  };

  /** Reads one escape after a backslash; returns the text it stands for. */
  const readEscape = (): string => {
    const c = src[pos];
    pos += 1;
    if (c === '\n') {
      line += 1;
      return '';
    }
    if (c === '\r') {
      if (src[pos] === '\n') pos += 1;
      line += 1;
      return '';
    }
    if (c in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[c];
    if (c === 'x' && /^[0-9A-Fa-f]{2}$/.test(src.slice(pos, pos + 2))) {
      pos += 2;
      return String.fromCharCode(parseInt(src.slice(pos - 2, pos), 16));
    }
    if (c === 'u') {
      const braced = /^\{([0-9A-Fa-f]{1,6})\}/.exec(src.slice(pos, pos + 8));
      const plain = /^[0-9A-Fa-f]{4}/.exec(src.slice(pos, pos + 4));
      const hex = braced ? braced[1] : plain?.[0];
      const code = hex === undefined ? NaN : parseInt(hex, 16);
      if (hex !== undefined && code <= 0x10ffff) {
        pos += braced ? braced[0].length : 4;
        return String.fromCodePoint(code);
      }
    }
    return c ?? '';
  };

  const readQuoted = (quote: string): void => {
    const start = pos;
    const startLine = line;
    pos += 1;
    let value = '';
    for (;;) {
      const c = src[pos];
      if (c === undefined || c === '\n') throw new TokenError('string', startLine);
      pos += 1;
      if (c === quote) break;
      value += c === '\\' ? readEscape() : c;
    }
    push('string', value, start, startLine);
  };

  /** Reads a template literal; `${…}` parts are skipped as tokens, nested templates included. */
  const readTemplate = (nesting: number): void => {
    if (nesting > checkLimits.maxDepth) throw new LimitExceeded('depth', line);
    const start = pos;
    const startLine = line;
    pos += 1;
    let value = '';
    let computed = false;
    for (;;) {
      const c = src[pos];
      if (c === undefined) throw new TokenError('template', startLine);
      pos += 1;
      if (c === '`') break;
      if (c === '\\') value += readEscape();
      else if (c === '$' && src[pos] === '{') {
        pos += 1;
        computed = true;
        skipSubstitution(nesting);
      } else {
        if (c === '\n') line += 1;
        value += c;
      }
    }
    push('template', value, start, startLine, computed);
  };

  /** Skips the inside of `${…}` up to its closing brace, reading nested strings and templates. */
  const skipSubstitution = (nesting: number): void => {
    const openLine = line;
    let braces = 0;
    for (;;) {
      const before = tokens.length;
      if (!next(nesting + 1)) throw new TokenError('template', openLine);
      const tok = tokens[tokens.length - 1];
      if (tokens.length > before) tokens.pop();
      if (tok.type === 'punct' && tok.value === '{') braces += 1;
      if (tok.type === 'punct' && tok.value === '}') {
        if (braces === 0) return;
        braces -= 1;
      }
    }
  };

  /** Reads one token; false at the end of the text. */
  const next = (nesting: number): boolean => {
    for (;;) {
      const code = src.charCodeAt(pos);
      if (Number.isNaN(code)) return false;
      if (code === 10) {
        line += 1;
        pos += 1;
      } else if (code === 32 || code === 9 || code === 13 || code === 0xfeff || code === 0xa0) pos += 1;
      else if (code === 47 && src[pos + 1] === '/') {
        const endOfLine = src.indexOf('\n', pos);
        pos = endOfLine === -1 ? src.length : endOfLine;
      } else if (code === 47 && src[pos + 1] === '*') {
        const close = src.indexOf('*/', pos + 2);
        if (close === -1) throw new TokenError('comment', line);
        for (let i = pos; i < close; i += 1) if (src[i] === '\n') line += 1;
        pos = close + 2;
      } else break;
    }
    const start = pos;
    const c = src[pos];
    if (c === '"' || c === "'") readQuoted(c);
    else if (c === '`') readTemplate(nesting);
    else if (isDigit(src.charCodeAt(pos)) || (c === '.' && isDigit(src.charCodeAt(pos + 1)))) {
      NUMBER.lastIndex = pos;
      pos += Math.max(1, NUMBER.exec(src)?.[0].length ?? 1);
      push('number', src.slice(start, pos), start, line);
    } else if (isIdentStart(src.charCodeAt(pos))) {
      while (pos < src.length && isIdentPart(src.charCodeAt(pos))) pos += 1;
      push('ident', src.slice(start, pos), start, line);
    } else {
      const three = src.slice(pos, pos + 3);
      const two = src.slice(pos, pos + 2);
      const op = PUNCT3.includes(three) ? three : PUNCT2.includes(two) ? two : c;
      pos += op.length;
      push('punct', op, start, line);
    }
    return true;
  };

  while (next(0));
  tokens.push({ type: 'eof', value: '', line, start: pos, end: pos });
  return tokens;
}

/** The number a numeric token stands for (separators removed, BigInt suffix dropped). */
export function numberValue(text: string): number {
  return Number(text.replace(/_/g, '').replace(/n$/, ''));
}
