/**
 * Reads a TypeScript or JavaScript config file as data. Nothing is run: object
 * and array literals, strings, numbers, booleans and `process.env.X` are read;
 * every other expression becomes an `unchecked` node holding its source text.
 * 0.3.0 itself runs the file through jiti (`multimodal/tarko/config-loader/src/index.ts`),
 * so what this reader cannot follow may still be valid: it says so instead of guessing.
 */
import type { ConfigEntry, ConfigNode, Finding, ReadResult } from '../types';
import { Budget, LimitExceeded, limitMessages } from './limits';
import { excerpt, L } from './localized';
import { duplicateKeyFinding } from './reader-findings';
import { CLOSERS, ParseError, STATEMENT_STARTS, TokenCursor, unexpected } from './ts-cursor';
import { numberValue, type Token, TokenError, tokenize } from './ts-tokens';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const CONFIG_FUNCTION_LINK = '/guide/basic/config#config-function';
const DECLARATIONS = new Set(['const', 'let', 'var']);

const tokenMessages = {
  string: L('A string is not closed on this line.', '这一行的字符串没有结束引号。'),
  template: L('A template string (`…`) is not closed.', '模板字符串（`…`）没有结束。'),
  comment: L('A /* comment */ is not closed.', '/* 注释 */ 没有结束。'),
} as const;

/** After a complete literal, these tokens cannot continue an expression: a comma is missing. */
const cannotContinue = (tok: Token): boolean =>
  tok.type === 'string' ||
  tok.type === 'number' ||
  (tok.type === 'ident' && !['as', 'satisfies', 'in', 'instanceof'].includes(tok.value)) ||
  (tok.type === 'punct' && tok.value === '{');

const missingComma = L(
  'A comma is probably missing before this line: two values follow each other.',
  '这一行之前可能缺少逗号：两个值紧挨在一起。',
);

class TsConfigParser extends TokenCursor {
  private readonly budget = new Budget();
  readonly findings: Finding[] = [];
  /** `const name = …` at the top level, so `export default name` can be followed. */
  private readonly bindings = new Map<string, number>();


  /** Finds the exported value: returns the token index where its expression starts. */
  findExport(): number | undefined {
    let exported: number | undefined;
    let exportedName: string | undefined;
    while (this.tok.type !== 'eof') {
      const t = this.tok;
      if (this.is('export') && this.is('default', this.peek())) {
        this.i += 2;
        if (this.tok.type === 'ident' && CLOSERS.has(this.peek().value)) exportedName = this.tok.value;
        else exported = this.i;
        this.skipExpression();
      } else if (this.is('module') && this.is('.', this.peek()) && this.is('exports', this.peek(2)) && this.is('=', this.peek(3))) {
        this.i += 4;
        exported = this.i;
        this.skipExpression();
      } else if (this.is('export') && DECLARATIONS.has(this.peek().value)) {
        this.i += 1;
      } else if (DECLARATIONS.has(t.value) && t.type === 'ident' && this.peek().type === 'ident') {
        const name = this.peek().value;
        this.i += 2;
        this.skipTo('=');
        if (this.is('=')) {
          this.i += 1;
          this.bindings.set(name, this.i);
          this.skipExpression();
        }
      } else if (this.is('import') && !this.is('(', this.peek())) {
        this.skipImport();
      } else {
        this.skipStatement();
      }
    }
    if (exported === undefined && exportedName !== undefined) return this.bindings.get(exportedName);
    return exported;
  }

  private skipImport(): void {
    while (this.tok.type !== 'eof' && this.tok.type !== 'string') this.i += 1;
    this.i += 1;
  }

  /** Skips a statement this reader does not need: to a `;` or to the next line that starts a statement. */
  private skipStatement(): void {
    const line = this.tok.line;
    this.i += 1;
    while (this.tok.type !== 'eof') {
      if (this.is(';')) {
        this.i += 1;
        return;
      }
      if (this.tok.line > line && this.tok.type === 'ident' && STATEMENT_STARTS.has(this.tok.value)) return;
      if (this.atOpener()) this.skipBalanced();
      else this.i += 1;
    }
  }

  /** Reads the exported value: `defineConfig(x)`, an object, or something not checked. */
  readExport(start: number): ObjectNode {
    this.i = start;
    if (this.is('defineConfig') && (this.is('(', this.peek()) || this.is('<', this.peek()))) {
      this.i += 1;
      if (this.is('<')) this.skipTypeArguments();
      this.expect('(');
    }
    const line = this.tok.line;
    const value = this.readValue(0, []);
    if (value.kind === 'object') return value;
    this.findings.push({
      kind: 'not-checked',
      severity: 'info',
      key: '',
      line,
      message: L(
        `The file exports ${value.kind === 'unchecked' ? `\`${excerpt(value.text)}\`` : 'a value that is not an object'}. The checker reads config files as data and never runs them, so it cannot see which keys this produces.`,
        `该文件导出的是 ${value.kind === 'unchecked' ? `\`${excerpt(value.text)}\`` : '一个非对象的值'}。检查器只把配置文件当作数据读取，从不运行，因此无法得知它会产生哪些字段。`,
      ),
      link: CONFIG_FUNCTION_LINK,
    });
    return { kind: 'object', entries: [], line };
  }

  private unchecked(startIndex: number, line: number): ConfigNode {
    this.i = startIndex;
    this.skipExpression();
    const from = this.toks[startIndex].start;
    const to = this.toks[Math.max(startIndex, this.i - 1)].end;
    return { kind: 'unchecked', text: excerpt(this.src.slice(from, Math.min(to, from + 400)), 80), line };
  }

  private readValue(depth: number, path: string[]): ConfigNode {
    const start = this.i;
    const t = this.tok;
    this.budget.take(depth, t.line);
    const node = this.readPrimary(depth, path);
    this.skipTypeSuffix();
    if (node && this.atExpressionEnd()) return node;
    // The exported value may be followed by more statements on later lines.
    if (node && depth === 0 && this.tok.line > this.toks[this.i - 1].line) return node;
    if (node && cannotContinue(this.tok)) {
      throw new ParseError(missingComma, this.tok.line);
    }
    // Anything longer than a literal (`a ?? b`, a call, a ternary) is computed.
    return this.unchecked(start, t.line);
  }

  private readPrimary(depth: number, path: string[]): ConfigNode | undefined {
    const t = this.tok;
    const line = t.line;
    if (t.type === 'punct' && t.value === '{') return this.readObject(depth, path);
    if (t.type === 'punct' && t.value === '[') return this.readList(depth, path);
    if (t.type === 'punct' && t.value === '(') {
      this.i += 1;
      const inner = this.readValue(depth + 1, path);
      if (!this.is(')')) return undefined;
      this.i += 1;
      return inner;
    }
    if (t.type === 'string' || (t.type === 'template' && !t.computed)) {
      this.i += 1;
      return { kind: 'string', value: t.value, line };
    }
    if (t.type === 'number' || ((t.value === '-' || t.value === '+') && t.type === 'punct' && this.peek().type === 'number')) {
      const sign = t.type === 'number' ? 1 : t.value === '-' ? -1 : 1;
      if (t.type !== 'number') this.i += 1;
      const value = sign * numberValue(this.tok.value);
      this.i += 1;
      return Number.isFinite(value) ? { kind: 'number', value, line } : undefined;
    }
    if (t.type === 'ident') {
      if (t.value === 'true' || t.value === 'false') {
        this.i += 1;
        return { kind: 'boolean', value: t.value === 'true', line };
      }
      if (t.value === 'null' || t.value === 'undefined') {
        this.i += 1;
        return { kind: 'null', line };
      }
      if (t.value === 'process') return this.readEnv();
    }
    return undefined;
  }

  /** `process.env.NAME` or `process.env['NAME']`. */
  private readEnv(): ConfigNode | undefined {
    const line = this.tok.line;
    if (!this.is('.', this.peek()) || !this.is('env', this.peek(2))) return undefined;
    const access = this.peek(3);
    if (this.is('.', access) && this.peek(4).type === 'ident') {
      const name = this.peek(4).value;
      this.i += 5;
      return { kind: 'env', name, line };
    }
    if (this.is('[', access) && this.peek(4).type === 'string' && this.is(']', this.peek(5))) {
      const name = this.peek(4).value;
      this.i += 6;
      return { kind: 'env', name, line };
    }
    return undefined;
  }

  private readList(depth: number, path: string[]): ConfigNode {
    const line = this.expect('[').line;
    const items: ConfigNode[] = [];
    while (!this.is(']')) {
      if (this.is(',')) {
        // A hole (`[a, , b]`) is undefined at run time.
        items.push({ kind: 'null', line: this.tok.line });
        this.i += 1;
        continue;
      }
      if (this.is('...')) {
        items.push(this.unchecked(this.i, this.tok.line));
      } else items.push(this.readValue(depth + 1, path));
      if (!this.is(',') && !this.is(']')) throw new ParseError(unexpected(this.tok, '`,` / `]`'), this.tok.line);
      if (this.is(',')) this.i += 1;
    }
    this.i += 1;
    return { kind: 'list', items, line };
  }

  private readKey(): { key: string; line: number } | undefined {
    const t = this.tok;
    if (t.type === 'ident' || t.type === 'string' || (t.type === 'template' && !t.computed)) {
      this.i += 1;
      return { key: t.value, line: t.line };
    }
    if (t.type === 'number') {
      this.i += 1;
      return { key: String(numberValue(t.value)), line: t.line };
    }
    return undefined;
  }

  private readObject(depth: number, path: string[]): ObjectNode {
    const line = this.expect('{').line;
    const entries: ConfigEntry[] = [];
    const seen = new Map<string, number>();
    while (!this.is('}')) {
      const t = this.tok;
      if (this.is('...') || this.is('[')) {
        // A spread or a computed key: its keys are only known at run time.
        this.pushNotChecked(path, this.unchecked(this.i, t.line), t.line);
      } else {
        const key = this.readKey();
        if (!key) throw new ParseError(unexpected(t, L('a key', '键名')), t.line);
        let value: ConfigNode;
        if (this.is(':')) {
          this.i += 1;
          value = this.readValue(depth + 1, [...path, key.key]);
        } else if (this.is('(') || this.is('<')) {
          // A method: code, not data.
          this.skipTo('{');
          if (this.is('{')) this.skipBalanced();
          value = { kind: 'unchecked', text: `${excerpt(key.key, 40)}() { … }`, line: key.line };
        } else {
          // Shorthand `{ name }` refers to a variable.
          value = { kind: 'unchecked', text: excerpt(key.key, 40), line: key.line };
        }
        const first = seen.get(key.key);
        if (first !== undefined) this.findings.push(duplicateKeyFinding([...path, key.key], key.line, first, 'last-wins'));
        else seen.set(key.key, key.line);
        entries.push({ key: key.key, line: key.line, value });
      }
      if (!this.is(',') && !this.is('}')) throw new ParseError(unexpected(this.tok, '`,` / `}`'), this.tok.line);
      if (this.is(',')) this.i += 1;
    }
    this.i += 1;
    return { kind: 'object', entries, line };
  }

  private pushNotChecked(path: string[], node: ConfigNode, line: number): void {
    const text = node.kind === 'unchecked' ? node.text : '';
    this.findings.push({
      kind: 'not-checked',
      severity: 'info',
      key: path.join('.'),
      line,
      message: L(
        `\`${excerpt(text)}\` adds keys only when the file runs; the checker reads it as data, so those keys are not checked.`,
        `\`${excerpt(text)}\` 只有在文件运行时才会加入字段；检查器只把文件当作数据读取，因此这些字段没有检查。`,
      ),
      link: CONFIG_FUNCTION_LINK,
    });
  }
}

export function readTs(src: string): ReadResult {
  try {
    const parser = new TsConfigParser(src, tokenize(src));
    const start = parser.findExport();
    if (start === undefined) {
      return {
        ok: false,
        format: 'ts',
        message: L(
          'No `export default` found. A config file exports its settings with `export default defineConfig({ … })` or `export default { … }`.',
          '没有找到 `export default`。配置文件应通过 `export default defineConfig({ … })` 或 `export default { … }` 导出设置。',
        ),
      };
    }
    const root = parser.readExport(start);
    return { ok: true, format: 'ts', root, findings: parser.findings };
  } catch (err) {
    if (err instanceof ParseError) return { ok: false, format: 'ts', message: err.msg, line: err.line };
    if (err instanceof TokenError) return { ok: false, format: 'ts', message: tokenMessages[err.what], line: err.line };
    if (err instanceof LimitExceeded) return { ok: false, format: 'ts', message: limitMessages[err.reason], line: err.line };
    throw err;
  }
}
