/**
 * What kind of value a reference key takes, read from its `type` text in
 * `src/data/config.ts`. Types the checker cannot judge from data (classes,
 * functions, event arrays) are `any`: such keys are never reported as wrong.
 */
import type { ConfigOption } from '../../data/config';

export type ValueShape = 'string' | 'number' | 'boolean' | 'string-list' | 'list' | 'string-map' | 'object' | 'boolean-or-object' | 'any';

export interface ValueRule {
  shape: ValueShape;
  /** Allowed strings. */
  values?: string[];
  /** Values compared without regard to case. */
  ignoreCase?: boolean;
  /** A non-string (a class, an object) is also accepted, e.g. a ToolCallEngine class. */
  otherAllowed?: boolean;
}

/**
 * Keys whose `type` text names a type the data cannot spell out.
 * logLevel: the CLI upper-cases the value and accepts DEBUG, INFO, WARN, WARNING
 * and ERROR; anything else prints "Unknown log level" and is dropped
 * (`parseLogLevel`, `multimodal/tarko/agent-cli/src/config/builder.ts`).
 */
const ruleOverrides: Record<string, ValueRule> = {
  logLevel: { shape: 'string', values: ['debug', 'info', 'warn', 'warning', 'error'], ignoreCase: true },
};

const SCALARS: Record<string, ValueShape> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  'string[]': 'string-list',
  'Record<string, string>': 'string-map',
};

const LITERAL_UNION = /^'[^']*'(?: \| '[^']*')*$/;

export function ruleFor(option: ConfigOption): ValueRule {
  const override = Object.hasOwn(ruleOverrides, option.key) ? ruleOverrides[option.key] : undefined;
  if (override) return override;
  const type = option.type.trim();
  if (Object.hasOwn(SCALARS, type)) return { shape: SCALARS[type] };
  if (option.values && LITERAL_UNION.test(type)) return { shape: 'string', values: option.values };
  // `'native' | … | ToolCallEngine class`: a listed string, or code.
  if (option.values) return { shape: 'string', values: option.values, otherAllowed: true };
  if (type.endsWith('[]')) return { shape: 'list' };
  if (/^boolean \| \{/.test(type)) return { shape: 'boolean-or-object' };
  if (type.includes('|')) return { shape: 'any' };
  if (type.startsWith('Record<') || type.startsWith('{')) return { shape: 'object' };
  return { shape: 'any' };
}

/** Shapes whose value is an object the checker should look inside. */
export const isObjectShape = (shape: ValueShape): boolean =>
  shape === 'object' || shape === 'string-map' || shape === 'boolean-or-object' || shape === 'any';
