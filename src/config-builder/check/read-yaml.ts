/**
 * Reads a YAML config with the `yaml` package and turns its document into the
 * checker's tree. 0.3.0 loads YAML with js-yaml 4.1 `load`
 * (`multimodal/tarko/config-loader/src/index.ts`): one document, YAML 1.2
 * scalars, `<<` merge keys, and an error on a repeated key. The options below
 * mirror that.
 */
import { type ErrorCode, isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLMap } from 'yaml';
import type { Localized } from '../../data/routes';
import type { ConfigEntry, ConfigNode, Finding, ReadResult } from '../types';
import { Budget, LimitExceeded, limitMessages } from './limits';
import { excerpt, L } from './localized';
import { duplicateKeyFinding } from './reader-findings';
import { prescanYaml } from './yaml-prescan';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const MERGE_KEY = '<<';

const errorMessages: Partial<Record<ErrorCode, Localized>> = {
  BAD_INDENT: L('The indentation does not match the lines around it.', '缩进与上下文不一致。'),
  TAB_AS_INDENT: L('YAML does not allow tabs for indentation; use spaces.', 'YAML 不允许用制表符缩进，请改用空格。'),
  MISSING_CHAR: L('A closing quote or bracket is missing.', '缺少结束引号或括号。'),
  MULTIPLE_DOCS: L(
    'The text holds more than one YAML document (`---`); 0.3.0 reads exactly one.',
    '文本包含多个 YAML 文档（`---`）；0.3.0 只读取一个。',
  ),
  BLOCK_AS_IMPLICIT_KEY: L('A key is missing its `:` or spans several lines.', '某个键缺少 `:`，或跨了多行。'),
  MULTILINE_IMPLICIT_KEY: L('A key is missing its `:` or spans several lines.', '某个键缺少 `:`，或跨了多行。'),
  BAD_ALIAS: L('An alias (`*name`) refers to an anchor that is not defined before it.', '别名（`*name`）引用的锚点在它之前没有定义。'),
  RESOURCE_EXHAUSTION: L('Aliases expand to too many values.', '别名展开后的值过多。'),
};

const genericError = (code: string): Localized =>
  L(`The YAML cannot be read here (${code}).`, `此处的 YAML 无法解析（${code}）。`);

const aliasLimit = L(
  'Aliases (`*name`) here expand to more values than a config can hold; this is how a "billion laughs" attack looks. Nothing was checked.',
  '这里的别名（`*name`）展开后的值远超配置可能的数量，这正是“十亿笑声”攻击的样子。没有进行检查。',
);

class YamlConverter {
  private readonly budget = new Budget();
  readonly findings: Finding[] = [];

  constructor(
    private readonly src: string,
    private readonly doc: ReturnType<typeof parseDocument>,
    private readonly lines: LineCounter,
  ) {}

  lineOf(node: { range?: [number, number, number] | null } | null | undefined): number {
    const offset = node?.range?.[0];
    return offset === undefined ? 0 : this.lines.linePos(offset).line;
  }

  convert(node: unknown, depth: number, path: string[], line: number): ConfigNode {
    this.budget.take(depth, line);
    if (isAlias(node)) {
      const target = node.resolve(this.doc);
      return target ? this.convert(target, depth, path, line) : { kind: 'null', line };
    }
    const own = this.lineOf(node as Node) || line;
    if (isScalar(node)) {
      const v = node.value;
      if (typeof v === 'string') return { kind: 'string', value: v, line: own };
      if (typeof v === 'number') return { kind: 'number', value: v, line: own };
      if (typeof v === 'boolean') return { kind: 'boolean', value: v, line: own };
      if (v === null || v === undefined) return { kind: 'null', line: own };
      return { kind: 'string', value: String(v), line: own };
    }
    if (isSeq(node)) {
      return { kind: 'list', items: node.items.map((item) => this.convert(item, depth + 1, path, own)), line: own };
    }
    if (isMap(node)) return this.convertMap(node, depth, path, own);
    return { kind: 'null', line: own };
  }

  private keyText(key: unknown): string {
    if (isScalar(key)) return typeof key.value === 'symbol' ? MERGE_KEY : String(key.value);
    // js-yaml turns a collection used as a key into a string; show its source instead.
    const range = (key as Node | null)?.range;
    return range ? excerpt(this.src.slice(range[0], range[1]), 40) : String(key);
  }

  private convertMap(node: YAMLMap, depth: number, path: string[], line: number): ObjectNode {
    const entries: ConfigEntry[] = [];
    const merged: ConfigEntry[] = [];
    const seen = new Map<string, number>();
    for (const pair of node.items) {
      const key = this.keyText(pair.key);
      const keyLine = this.lineOf(pair.key as Node) || line;
      if (key === MERGE_KEY && isScalar(pair.key) && pair.key.type === 'PLAIN') {
        // `<<: *base` copies the keys of `base` that this map does not set itself.
        const sources = isSeq(pair.value) ? pair.value.items : [pair.value];
        for (const source of sources) {
          const value = this.convert(source, depth + 1, path, keyLine);
          if (value.kind === 'object') merged.push(...value.entries);
        }
        continue;
      }
      const first = seen.get(key);
      if (first !== undefined) this.findings.push(duplicateKeyFinding([...path, key], keyLine, first, 'load-fails'));
      else seen.set(key, keyLine);
      entries.push({ key, line: keyLine, value: this.convert(pair.value, depth + 1, [...path, key], keyLine) });
    }
    for (const entry of merged) {
      if (!seen.has(entry.key)) {
        seen.set(entry.key, entry.line);
        entries.push(entry);
      }
    }
    return { kind: 'object', entries, line };
  }
}

export function readYaml(src: string): ReadResult {
  const limit = prescanYaml(src);
  if (limit) return { ok: false, format: 'yaml', message: limitMessages[limit.reason], line: limit.line };
  const lines = new LineCounter();
  // uniqueKeys is checked below in linear time; the package's own check is quadratic.
  const doc = parseDocument(src, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, merge: true });
  const error = doc.errors[0];
  if (error) {
    return {
      ok: false,
      format: 'yaml',
      message: errorMessages[error.code] ?? genericError(error.code),
      line: lines.linePos(error.pos[0]).line,
    };
  }
  const converter = new YamlConverter(src, doc, lines);
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return { ok: false, format: 'yaml', message: L('The text is empty.', '文本为空。') };
  }
  if (!isMap(doc.contents)) {
    return {
      ok: false,
      format: 'yaml',
      message: L('A config file must be a mapping of keys (`key: value` lines).', '配置文件必须是键值映射（`key: value` 形式的行）。'),
      line: converter.lineOf(doc.contents),
    };
  }
  if (src.includes('*')) {
    try {
      // The package's own guard against alias bombs, kept as a second line of defence.
      doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      if (err instanceof Error && /alias/i.test(err.message)) return { ok: false, format: 'yaml', message: aliasLimit };
    }
  }
  try {
    const root = converter.convert(doc.contents, 0, [], 1);
    return { ok: true, format: 'yaml', root: root as ObjectNode, findings: converter.findings };
  } catch (err) {
    if (err instanceof LimitExceeded) return { ok: false, format: 'yaml', message: limitMessages[err.reason], line: err.line };
    throw err;
  }
}
