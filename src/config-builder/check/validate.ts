/**
 * Checks a read config against the 0.3.0 key list (`src/data/config.ts`):
 * unknown keys with the nearest real one, keys that do nothing, values of the
 * wrong type or outside their choices, and values the checker cannot see
 * (environment variables, code).
 */
import { cliFlags } from '../../data/cli';
import { type ConfigOption, configLegacyKeys, configStatusLabels } from '../../data/config';
import type { Localized } from '../../data/routes';
import { configLink } from '../keys';
import { flagLink } from './flag-lookup';
import type { ConfigFormat, ConfigNode, Finding } from '../types';
import { excerpt, L } from './localized';
import { legacyKeyAt, maxSuggestions, nearestKey } from './nearest';
import { hasKeysBelow, optionAt } from './option-lookup';
import { isObjectShape, ruleFor, type ValueRule, type ValueShape } from './value-types';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const CONFIG_PAGE = '/api/config';
const ENV_LINK = '/guide/basic/config#environment-variables';
const CODE_LINK = '/guide/basic/config#config-function';

const shapeNames: Record<Exclude<ValueShape, 'any'>, Localized> = {
  string: L('a string', '字符串'),
  number: L('a number', '数字'),
  boolean: L('true or false', 'true 或 false'),
  'string-list': L('a list of strings', '字符串列表'),
  list: L('a list', '列表'),
  'string-map': L('an object of string values', '值为字符串的对象'),
  object: L('an object', '对象'),
  'boolean-or-object': L('true, false or an object', 'true、false 或对象'),
};

const kindNames: Record<ConfigNode['kind'], Localized> = {
  string: L('a string', '字符串'),
  number: L('a number', '数字'),
  boolean: L('a boolean', '布尔值'),
  null: L('null', 'null'),
  list: L('a list', '列表'),
  object: L('an object', '对象'),
  env: L('an environment variable', '环境变量'),
  unchecked: L('code', '代码'),
};

const shapeAccepts: Record<Exclude<ValueShape, 'any'>, ConfigNode['kind'][]> = {
  string: ['string'],
  number: ['number'],
  boolean: ['boolean'],
  'string-list': ['list'],
  list: ['list'],
  'string-map': ['object'],
  object: ['object'],
  'boolean-or-object': ['boolean', 'object'],
};

/** A reference link for a replacement named in the data: a flag row or a key row. */
function linkFor(replacement: string): string {
  const flag = cliFlags.find((f) => f.name === replacement && f.status !== 'deprecated');
  if (flag) return flagLink(flag);
  const option = optionAt(replacement.split('.'));
  return option ? configLink(option) : CONFIG_PAGE;
}

class Validator {
  readonly findings: Finding[] = [];
  private suggestionsLeft = maxSuggestions;

  constructor(
    private readonly format: ConfigFormat,
    private readonly limit: number,
  ) {}

  private add(kind: Finding['kind'], severity: Finding['severity'], path: string[], line: number, message: Localized, link: string, suggestion?: string): void {
    this.findings.push({ kind, severity, key: excerpt(path.join('.'), 120), line, message, link, ...(suggestion ? { suggestion } : {}) });
  }

  /** Set once more findings exist than anyone is shown: walking further only costs time. */
  get full(): boolean {
    return this.findings.length > this.limit;
  }

  walk(node: ObjectNode, parent: string[]): void {
    for (const entry of node.entries) {
      if (this.full) return;
      // Command-line flags that set no config key are kept under their own name.
      if (this.format === 'cli' && parent.length === 0 && entry.key.startsWith('--')) continue;
      const path = [...parent, entry.key];
      const option = optionAt(path);
      if (option) this.checkOption(option, path, entry.line, entry.value);
      else if (hasKeysBelow(path)) this.checkGroup(path, entry.value);
      else this.unknownKey(path, entry.line);
    }
  }

  private checkGroup(path: string[], value: ConfigNode): void {
    if (value.kind === 'object') this.walk(value, path);
    else if (value.kind === 'null') return;
    else if (value.kind === 'env' || value.kind === 'unchecked') this.unseen(path, value, undefined);
    else this.wrongType(path, value, shapeNames.object, CONFIG_PAGE);
  }

  private unknownKey(path: string[], line: number): void {
    const shown = excerpt(path.join('.'), 80);
    const legacy = legacyKeyAt(path);
    if (legacy) {
      this.add(
        'unknown-key',
        'error',
        path,
        line,
        L(
          `\`${shown}\` is not read by 0.3.0: ${legacy.reason.en} Use \`${legacy.replacedBy}\`.`,
          `0.3.0 不读取 \`${shown}\`：${legacy.reason.zh}请改用 \`${legacy.replacedBy}\`。`,
        ),
        linkFor(legacy.replacedBy),
        legacy.replacedBy,
      );
      return;
    }
    const suggestion = this.suggestionsLeft-- > 0 ? nearestKey(path) : undefined;
    this.add(
      'unknown-key',
      'error',
      path,
      line,
      suggestion
        ? L(
            `\`${shown}\` is not a 0.3.0 config key, so it is ignored. Did you mean \`${suggestion}\`?`,
            `\`${shown}\` 不是 0.3.0 的配置字段，会被忽略。是否想写 \`${suggestion}\`？`,
          )
        : L(`\`${shown}\` is not a 0.3.0 config key, so it is ignored.`, `\`${shown}\` 不是 0.3.0 的配置字段，会被忽略。`),
      suggestion ? linkFor(suggestion) : CONFIG_PAGE,
      suggestion,
    );
  }

  private checkOption(option: ConfigOption, path: string[], line: number, value: ConfigNode): void {
    const link = configLink(option);
    if (option.status !== 'current') {
      const label = configStatusLabels[option.status];
      const why = option.note ?? option.description;
      this.add('pitfall', 'warning', path, line, L(`\`${option.key}\`: ${label.en}. ${why.en}`, `\`${option.key}\`：${label.zh}。${why.zh}`), link);
    }
    const rule = ruleFor(option);
    if (value.kind === 'object' && !isObjectShape(rule.shape) && configLegacyKeys.some((l) => l.key.startsWith(`${path.join('.')}.`))) {
      // A 0.2.x object form (`workspace: { workingDirectory }`): name the old keys, not the type.
      for (const entry of value.entries) this.unknownKey([...path, entry.key], entry.line);
      return;
    }
    this.checkValue(option, rule, path, value, link);
    if (value.kind === 'object' && isObjectShape(rule.shape) && hasKeysBelow(path)) this.walk(value, path);
  }

  private checkValue(option: ConfigOption, rule: ValueRule, path: string[], value: ConfigNode, link: string): void {
    if (value.kind === 'null' || rule.shape === 'any') return;
    if (value.kind === 'env' || value.kind === 'unchecked') {
      this.unseen(path, value, option);
      return;
    }
    if (!shapeAccepts[rule.shape].includes(value.kind)) {
      if (!(rule.otherAllowed && value.kind === 'object')) this.wrongType(path, value, shapeNames[rule.shape], link);
      return;
    }
    if (value.kind === 'string' && rule.values) {
      const given = rule.ignoreCase ? value.value.toLowerCase() : value.value;
      if (!rule.values.includes(given)) {
        const allowed = rule.values.join(', ');
        const shown = excerpt(value.value, 40);
        const key = excerpt(path.join('.'), 80);
        this.add(
          'bad-value',
          'error',
          path,
          value.line,
          L(`\`${key}\` cannot be \`${shown}\` in 0.3.0. Allowed: ${allowed}.`, `0.3.0 中 \`${key}\` 不能是 \`${shown}\`。可选值：${allowed}。`),
          link,
        );
      }
    }
    if (value.kind === 'list' && rule.shape === 'string-list') {
      for (const item of value.items) {
        if (item.kind === 'env' || item.kind === 'unchecked') this.unseen(path, item, option);
        else if (item.kind !== 'string') this.wrongType(path, item, shapeNames.string, link);
      }
    }
  }

  private wrongType(path: string[], value: ConfigNode, expected: Localized, link: string): void {
    const shown = excerpt(path.join('.'), 80);
    const actual = kindNames[value.kind];
    this.add(
      'wrong-type',
      'error',
      path,
      value.line,
      L(`\`${shown}\` should be ${expected.en}, but here it is ${actual.en}.`, `\`${shown}\` 应为${expected.zh}，这里却是${actual.zh}。`),
      link,
    );
  }

  /** A value the checker cannot see: an environment variable or code. */
  private unseen(path: string[], value: Extract<ConfigNode, { kind: 'env' | 'unchecked' }>, option: ConfigOption | undefined): void {
    const shown = excerpt(path.join('.'), 80);
    if (value.kind === 'env') {
      const name = excerpt(value.name, 60);
      this.add(
        'env',
        'info',
        path,
        value.line,
        L(
          `\`${shown}\` comes from the environment variable \`${name}\` when the config loads; make sure it is set there.`,
          `\`${shown}\` 在加载配置时取自环境变量 \`${name}\`，请确认该变量已设置。`,
        ),
        option ? configLink(option) : ENV_LINK,
      );
      return;
    }
    this.add(
      'not-checked',
      'info',
      path,
      value.line,
      L(
        `\`${shown}\` is computed by code (\`${value.text}\`). The checker reads the file as data and never runs it, so this value is not checked.`,
        `\`${shown}\` 由代码计算（\`${value.text}\`）。检查器只把文件当作数据读取，从不运行，因此没有检查这个值。`,
      ),
      option ? configLink(option) : CODE_LINK,
    );
  }
}

/**
 * Findings in the order of the tree, which is the order of the text. The walk
 * stops after `limit` + 1 findings, so `complete` is false when some were not looked for.
 */
export function validate(root: ObjectNode, format: ConfigFormat, limit = Number.POSITIVE_INFINITY): { findings: Finding[]; complete: boolean } {
  const validator = new Validator(format, limit);
  validator.walk(root, []);
  return { findings: validator.findings, complete: !validator.full };
}
