/**
 * Reads a JSON config as strictly as 0.3.0 does: the config loader calls
 * JSON.parse (`multimodal/tarko/config-loader/src/index.ts`), so comments,
 * trailing commas and single quotes stop the file from loading. A small parser
 * of our own gives every key its line and every error its place.
 */
import type { Localized } from '../../data/routes';
import type { ConfigEntry, ConfigNode, Finding, ReadResult } from '../types';
import { Budget, LimitExceeded, limitMessages } from './limits';
import { L } from './localized';
import { duplicateKeyFinding } from './reader-findings';

class JsonError extends Error {
  constructor(
    readonly msg: Localized,
    readonly line: number,
  ) {
    super(msg.en);
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

const messages = {
  empty: L('The text is empty.', '文本为空。'),
  comment: L(
    'JSON has no comments: 0.3.0 reads this file with JSON.parse, which stops here. Remove the comment, or use a YAML or TS config.',
    'JSON 不支持注释：0.3.0 用 JSON.parse 读取此文件，会在这里出错。请删除注释，或改用 YAML 或 TS 配置。',
  ),
  trailingComma: L(
    'A comma before a closing bracket is not allowed in JSON; JSON.parse stops here.',
    'JSON 中右括号前不能有逗号，JSON.parse 会在这里出错。',
  ),
  key: L('Expected a key in double quotes.', '此处应为带双引号的键名。'),
  colon: L('Expected `:` after the key.', '键名后应为 `:`。'),
  separator: L('Expected `,` or a closing bracket: a comma is probably missing.', '此处应为 `,` 或右括号：可能缺少逗号。'),
  value: L('Expected a value: a string in double quotes, a number, true, false, null, an object or a list.', '此处应为一个值：双引号字符串、数字、true、false、null、对象或列表。'),
  unterminated: L('A string is not closed on this line (JSON strings cannot span lines).', '这一行的字符串没有结束（JSON 字符串不能跨行）。'),
  escape: L('Invalid escape in a string.', '字符串中有无效的转义。'),
  notObject: L('A config file must be a JSON object: `{ … }`.', '配置文件必须是一个 JSON 对象：`{ … }`。'),
  trailing: L('Text after the end of the JSON object.', 'JSON 对象结束后还有多余的文字。'),
} as const;

class JsonReader {
  private pos = 0;
  private line = 1;
  private readonly budget = new Budget();
  readonly findings: Finding[] = [];

  constructor(private readonly src: string) {}

  private fail(msg: Localized): never {
    throw new JsonError(msg, this.line);
  }

  private skipSpace(): void {
    for (;;) {
      const c = this.src[this.pos];
      if (c === '\n') this.line += 1;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
      this.pos += 1;
    }
    if (this.src[this.pos] === '/' && (this.src[this.pos + 1] === '/' || this.src[this.pos + 1] === '*')) this.fail(messages.comment);
  }

  readRoot(): Extract<ConfigNode, { kind: 'object' }> {
    this.skipSpace();
    if (this.pos >= this.src.length) this.fail(messages.empty);
    if (this.src[this.pos] !== '{') this.fail(messages.notObject);
    const root = this.readValue(0, []);
    this.skipSpace();
    if (this.pos < this.src.length) this.fail(messages.trailing);
    return root as Extract<ConfigNode, { kind: 'object' }>;
  }

  private readValue(depth: number, path: string[]): ConfigNode {
    this.skipSpace();
    const line = this.line;
    this.budget.take(depth, line);
    const c = this.src[this.pos];
    if (c === '{') return this.readObject(depth, path);
    if (c === '[') return this.readList(depth, path);
    if (c === '"') return { kind: 'string', value: this.readString(), line };
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true, line }],
      ['false', { kind: 'boolean', value: false, line }],
      ['null', { kind: 'null', line }],
    ] as const) {
      if (this.src.startsWith(word, this.pos)) {
        this.pos += word.length;
        return node;
      }
    }
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.src);
    if (m) {
      this.pos += m[0].length;
      return { kind: 'number', value: Number(m[0]), line };
    }
    if (c === ']' || c === '}') this.fail(messages.trailingComma);
    return this.fail(messages.value);
  }

  private readString(): string {
    this.pos += 1;
    let out = '';
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined || c === '\n' || c < ' ') this.fail(messages.unterminated);
      this.pos += 1;
      if (c === '"') return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.src[this.pos];
      this.pos += 1;
      if (e in ESCAPES) out += ESCAPES[e];
      else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(this.src.slice(this.pos, this.pos + 4))) {
        out += String.fromCharCode(parseInt(this.src.slice(this.pos, this.pos + 4), 16));
        this.pos += 4;
      } else this.fail(messages.escape);
    }
  }

  /** After an item: `,` then more, or the closing bracket. */
  private afterItem(close: string): boolean {
    this.skipSpace();
    const c = this.src[this.pos];
    if (c === ',') {
      this.pos += 1;
      this.skipSpace();
      if (this.src[this.pos] === close) this.fail(messages.trailingComma);
      return true;
    }
    if (c === close) return false;
    return this.fail(messages.separator);
  }

  private readList(depth: number, path: string[]): ConfigNode {
    const line = this.line;
    this.pos += 1;
    const items: ConfigNode[] = [];
    this.skipSpace();
    if (this.src[this.pos] !== ']') {
      do items.push(this.readValue(depth + 1, path));
      while (this.afterItem(']'));
    }
    this.pos += 1;
    return { kind: 'list', items, line };
  }

  private readObject(depth: number, path: string[]): ConfigNode {
    const line = this.line;
    this.pos += 1;
    const entries: ConfigEntry[] = [];
    const seen = new Map<string, number>();
    this.skipSpace();
    if (this.src[this.pos] !== '}') {
      do {
        this.skipSpace();
        if (this.src[this.pos] !== '"') this.fail(messages.key);
        const keyLine = this.line;
        const key = this.readString();
        this.skipSpace();
        if (this.src[this.pos] !== ':') this.fail(messages.colon);
        this.pos += 1;
        const value = this.readValue(depth + 1, [...path, key]);
        const first = seen.get(key);
        if (first !== undefined) this.findings.push(duplicateKeyFinding([...path, key], keyLine, first, 'last-wins'));
        else seen.set(key, keyLine);
        entries.push({ key, line: keyLine, value });
      } while (this.afterItem('}'));
    }
    this.pos += 1;
    return { kind: 'object', entries, line };
  }
}

export function readJson(src: string): ReadResult {
  const reader = new JsonReader(src);
  try {
    const root = reader.readRoot();
    return { ok: true, format: 'json', root, findings: reader.findings };
  } catch (err) {
    if (err instanceof JsonError) {
      return {
        ok: false,
        format: 'json',
        message: L(`JSON syntax error: ${err.msg.en}`, `JSON 语法错误：${err.msg.zh}`),
        line: err.line,
      };
    }
    if (err instanceof LimitExceeded) return { ok: false, format: 'json', message: limitMessages[err.reason], line: err.line };
    throw err;
  }
}
