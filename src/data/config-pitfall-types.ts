/**
 * The condition language and entry shape of the config pitfalls
 * (`config-pitfalls.ts`, `config-pitfalls-tools.ts`), applied by
 * `src/config-builder/pitfalls.ts`.
 */
import type { ConfigFormat, Severity } from '../config-builder/types';
import type { Localized } from './routes';

export type Scalar = string | number | boolean;

/** A test on one leaf value. Values from the environment or not checked never pass or fail: they are unknown. */
export type ValueTest =
  | { equals: Scalar }
  | { in: readonly Scalar[] }
  | { notIn: readonly Scalar[] }
  | { endsWith: readonly string[] }
  /** A URL whose path is more than `/`. */
  | { urlHasPath: true }
  /** Regular expression source, applied to a string. */
  | { matches: string }
  | { greaterThan: number }
  /** A string, number or boolean that JavaScript counts as true. */
  | { truthyScalar: true };

/**
 * `*` in a key stands for a name the reader chose (an MCP server name). All
 * `*` of one pitfall refer to the same name; the pitfall is checked once per
 * name found in the config.
 */
export type Condition =
  | { key: string; test: ValueTest }
  /** The key, or something below it, is in the config (a value from the environment counts). */
  | { present: string }
  | { absent: string }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] };

export interface ConfigPitfall {
  id: string;
  when: Condition;
  /** Keys the warning points at; the first one in the config wins. */
  at: readonly string[];
  severity: Severity;
  /** Only for these inputs, when a key means something else on the command line. Unset: every input. */
  formats?: readonly ConfigFormat[];
  message: Localized;
  /** Text 0.3.0 prints, quoted verbatim in `message.en`. */
  quotes?: readonly string[];
  /** Site path with anchor of the section that explains it. */
  link: string;
  /** Files in the 0.3.0 tree (commit 859709dd7) that show the behaviour. */
  source: readonly string[];
}

export const L = (en: string, zh: string): Localized => ({ en, zh });

/** Config files, as opposed to a command line. */
export const configFileFormats: readonly ConfigFormat[] = ['ts', 'yaml', 'json'];
