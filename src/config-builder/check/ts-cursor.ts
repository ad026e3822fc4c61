/**
 * Walking a token list without evaluating it: bracket-balanced skips over
 * expressions, statements and type annotations. The config parser in
 * `read-ts.ts` builds on it.
 */
import type { Localized } from '../../data/routes';
import { excerpt, L } from './localized';
import type { Token } from './ts-tokens';

export class ParseError extends Error {
  constructor(
    readonly msg: Localized,
    readonly line: number,
  ) {
    super(msg.en);
  }
}

export const CLOSERS = new Set([',', '}', ']', ')', ';']);
const OPENERS = new Map([['{', '}'], ['[', ']'], ['(', ')']]);
const TYPE_OPERATORS = new Set(['as', 'satisfies']);
export const STATEMENT_STARTS = new Set(['import', 'export', 'const', 'let', 'var', 'type', 'interface', 'function', 'module', 'declare', 'class']);

/** `expected` is code (`,` / `}`) shown as is, or a phrase in both languages. */
export const unexpected = (tok: Token, expected: string | Localized): Localized => {
  const en = typeof expected === 'string' ? expected : expected.en;
  const zh = typeof expected === 'string' ? expected : expected.zh;
  return tok.type === 'eof'
    ? L(`The file ends where ${en} was expected: a bracket is probably not closed.`, `文件在应出现 ${zh} 的位置结束了：可能有括号没有闭合。`)
    : L(`Expected ${en} but found \`${excerpt(tok.value, 30)}\`.`, `此处应为 ${zh}，实际是 \`${excerpt(tok.value, 30)}\`。`);
};

export class TokenCursor {
  protected i = 0;

  constructor(
    protected readonly src: string,
    protected readonly toks: Token[],
  ) {}

  protected get tok(): Token {
    return this.toks[this.i];
  }

  protected peek(offset = 1): Token {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)];
  }

  protected is(value: string, tok: Token = this.tok): boolean {
    return (tok.type === 'punct' || tok.type === 'ident') && tok.value === value;
  }

  /** At a `,`, `;`, closing bracket or the end: where an expression stops. */
  protected atExpressionEnd(): boolean {
    const t = this.tok;
    return t.type === 'eof' || (t.type === 'punct' && CLOSERS.has(t.value));
  }

  protected atOpener(): boolean {
    const t = this.tok;
    return t.type === 'punct' && OPENERS.has(t.value);
  }

  protected expect(value: string): Token {
    if (!this.is(value)) throw new ParseError(unexpected(this.tok, `\`${value}\``), this.tok.line);
    return this.toks[this.i++];
  }

  /** Skips to the given punctuation at this bracket level (e.g. past a type annotation). */
  protected skipTo(value: string): void {
    while (this.tok.type !== 'eof' && !this.is(value) && !this.is(';')) {
      if (this.atOpener()) this.skipBalanced();
      else this.i += 1;
    }
  }

  /** Skips a bracketed group, counting brackets without recursion. */
  protected skipBalanced(): void {
    const stack: string[] = [];
    do {
      const t = this.tok;
      if (t.type === 'eof') throw new ParseError(unexpected(t, `\`${stack[stack.length - 1] ?? '}'}\``), t.line);
      const close = t.type === 'punct' ? OPENERS.get(t.value) : undefined;
      if (close) stack.push(close);
      else if (t.type === 'punct' && (t.value === '}' || t.value === ']' || t.value === ')')) {
        if (t.value !== stack[stack.length - 1]) throw new ParseError(unexpected(t, `\`${stack[stack.length - 1]}\``), t.line);
        stack.pop();
      }
      this.i += 1;
    } while (stack.length > 0);
  }

  /** Skips one expression: up to a `,`, `;` or closing bracket at this level. */
  protected skipExpression(): void {
    const startLine = this.tok.line;
    while (!this.atExpressionEnd()) {
      // A new statement on a later line ends an expression written without a semicolon.
      if (this.tok.line > startLine && this.tok.type === 'ident' && STATEMENT_STARTS.has(this.tok.value)) {
        const prev = this.toks[this.i - 1];
        if (prev && !(prev.type === 'punct' && /[=(,:?|&+\-*/[{]$/.test(prev.value))) return;
      }
      if (this.atOpener()) this.skipBalanced();
      else this.i += 1;
    }
  }

  protected skipTypeArguments(): void {
    let depth = 0;
    do {
      if (this.tok.type === 'eof') return;
      if (this.is('<')) depth += 1;
      else if (this.is('>')) depth -= 1;
      else if (this.is('>>')) depth -= 2;
      this.i += 1;
    } while (depth > 0);
  }

  /** After a value: `as const`, `satisfies T` and `!` change nothing at run time. */
  protected skipTypeSuffix(): void {
    for (;;) {
      if (this.is('!')) this.i += 1;
      else if (this.tok.type === 'ident' && TYPE_OPERATORS.has(this.tok.value)) {
        this.i += 1;
        while (!this.atExpressionEnd()) {
          if (this.atOpener()) this.skipBalanced();
          else this.i += 1;
        }
      } else return;
    }
  }
}
