/**
 * Checks one value for one builder field, from any source (the address, a
 * checked config file, the page). A bad value gives a Localized reason, never
 * an exception, so callers can fall back to the start value and say why.
 */
import {
  type BuilderField,
  builderLimits,
  type FieldValue,
  MCP_NAME,
  type McpChoice,
} from '../data/config-builder';
import { optionForPath } from './keys';
import type { Localized } from '../data/routes';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Localized };

const L = (en: string, zh: string): Localized => ({ en, zh });
const fail = <T>(reason: Localized): Checked<T> => ({ ok: false, reason });

// Control characters would break a shell word, a YAML scalar or a one-line comment;
// lone surrogates cannot be encoded in a file or an address.
const UNSAFE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function checkText(raw: unknown, pattern?: RegExp): Checked<string> {
  if (typeof raw !== 'string') return fail(L('not text', '不是文本'));
  if (raw.length > builderLimits.valueLength) {
    return fail(L(`longer than ${builderLimits.valueLength} characters`, `超过 ${builderLimits.valueLength} 个字符`));
  }
  if (UNSAFE.test(raw)) return fail(L('contains control characters', '包含控制字符'));
  if (raw !== '' && pattern && !pattern.test(raw)) return fail(L('not in the expected form', '格式不符合要求'));
  return { ok: true, value: raw };
}

function checkNumber(raw: unknown, field: Extract<BuilderField, { control: 'number' }>): Checked<number> {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMBER.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return fail(L('not a number', '不是数字'));
  if (field.integer && !Number.isInteger(value)) return fail(L('not a whole number', '不是整数'));
  if (value < field.min || value > field.max) {
    return fail(L(`outside ${field.min} to ${field.max}`, `不在 ${field.min} 到 ${field.max} 之间`));
  }
  return { ok: true, value };
}

function checkList(raw: unknown, pattern?: RegExp): Checked<string[]> {
  const items = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(items)) return fail(L('not a list', '不是列表'));
  if (items.length > builderLimits.listItems) {
    return fail(L(`more than ${builderLimits.listItems} items`, `超过 ${builderLimits.listItems} 项`));
  }
  const out: string[] = [];
  for (const item of items) {
    const checked = checkText(item, pattern);
    if (!checked.ok) return checked;
    if (checked.value === '') return fail(L('an empty item', '有空白项'));
    out.push(checked.value);
  }
  return { ok: true, value: out };
}

/** Accepts the field's own type, or text for a number or a toggle (as an address carries them). */
export function checkFieldValue(field: BuilderField, raw: unknown): Checked<FieldValue> {
  switch (field.control) {
    case 'select':
      return typeof raw === 'string' && field.values.includes(raw)
        ? { ok: true, value: raw }
        : fail(L(`not one of ${field.values.filter(Boolean).join(', ')}`, `不是 ${field.values.filter(Boolean).join('、')} 之一`));
    case 'text':
      return checkText(raw, field.pattern);
    case 'number':
      return checkNumber(raw, field);
    case 'toggle':
      if (raw === true || raw === 'true' || raw === '1') return { ok: true, value: true };
      if (raw === false || raw === 'false' || raw === '0') return { ok: true, value: false };
      return fail(L('not true or false', '不是 true 或 false'));
    case 'list':
      return checkList(raw, field.pattern);
  }
}

export function checkMcpName(raw: unknown): Checked<string> {
  return typeof raw === 'string' && MCP_NAME.test(raw)
    ? { ok: true, value: raw }
    : fail(L('a server name must be a letter then up to 39 letters, digits, - or _', '服务名称须以字母开头，其后最多 39 个字母、数字、- 或 _'));
}

/** One MCP server from loose parts; `args` may be absent. */
export function checkMcp(parts: { name: unknown; command?: unknown; args?: unknown; url?: unknown }): Checked<McpChoice> {
  const name = checkMcpName(parts.name);
  if (!name.ok) return name;
  const hasCommand = parts.command !== undefined;
  const hasUrl = parts.url !== undefined;
  if (hasCommand === hasUrl) {
    return fail(L(`server ${name.value} needs either a command or a url`, `服务 ${name.value} 需要 command 或 url 二者之一`));
  }
  if (hasUrl) {
    const url = checkText(parts.url, /^https?:\/\/\S+$/);
    if (!url.ok || url.value === '') return fail(L(`server ${name.value}: the url must start with http:// or https://`, `服务 ${name.value}：url 必须以 http:// 或 https:// 开头`));
    return { ok: true, value: { name: name.value, transport: 'http', url: url.value } };
  }
  const command = checkText(parts.command);
  if (!command.ok || command.value === '') return fail(L(`server ${name.value}: the command is empty or too long`, `服务 ${name.value}：command 为空或过长`));
  const rawArgs = parts.args === undefined ? [] : typeof parts.args === 'string' ? [parts.args] : parts.args;
  if (!Array.isArray(rawArgs) || rawArgs.length > builderLimits.mcpArgs) {
    return fail(L(`server ${name.value}: at most ${builderLimits.mcpArgs} arguments`, `服务 ${name.value}：最多 ${builderLimits.mcpArgs} 个参数`));
  }
  const args: string[] = [];
  for (const arg of rawArgs) {
    const checked = checkText(arg);
    if (!checked.ok) return fail(L(`server ${name.value}: an argument is ${checked.reason.en}`, `服务 ${name.value}：有参数${checked.reason.zh}`));
    args.push(checked.value);
  }
  return { ok: true, value: { name: name.value, transport: 'stdio', command: command.value, args } };
}

/** Agent TARS's own default for a field, read from the reference data; `undefined` means unset. */
export function defaultOf(field: BuilderField): FieldValue | undefined {
  const literal = field.key ? optionForPath(field.key)?.default : undefined;
  if (literal === undefined) return field.control === 'toggle' ? false : undefined;
  switch (field.control) {
    case 'number':
      return Number(literal);
    case 'toggle':
      return literal === 'true';
    case 'list':
      return literal === '[]' ? [] : undefined;
    default:
      return literal;
  }
}

/** Whether a value leaves the setting as Agent TARS would have it without the builder. */
export function isDefault(field: BuilderField, value: FieldValue): boolean {
  const fallback = defaultOf(field);
  if (Array.isArray(value)) return value.length === 0;
  if (fallback === undefined) return value === '' || value === false;
  return value === fallback;
}
