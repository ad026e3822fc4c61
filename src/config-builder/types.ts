/**
 * The shapes the config builder and checker pass between their parts.
 *
 * A config is read (checker) or made (builder) as a tree of `ConfigNode`s that
 * remember their line, so that every finding can point at the line that caused
 * it. Builder output has no lines (line 0).
 */
import type { Localized } from '../data/routes';

export type ConfigNode =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'number'; value: number; line: number }
  | { kind: 'boolean'; value: boolean; line: number }
  | { kind: 'null'; line: number }
  | { kind: 'list'; items: ConfigNode[]; line: number }
  | { kind: 'object'; entries: ConfigEntry[]; line: number }
  /** `process.env.NAME` in a TS file, or `${NAME}`-free env reference: the value comes from the environment. */
  | { kind: 'env'; name: string; line: number }
  /** Anything a TS file computes (a call, a spread, a variable): read as data, never run, so not checked. */
  | { kind: 'unchecked'; text: string; line: number };

export interface ConfigEntry {
  key: string;
  /** Line of the key itself (1-based; 0 when the tree was not read from text). */
  line: number;
  value: ConfigNode;
}

export type ConfigFormat = 'ts' | 'yaml' | 'json' | 'cli';

/** What a reader makes of pasted text. */
export type ReadResult =
  | { ok: true; format: ConfigFormat; root: Extract<ConfigNode, { kind: 'object' }>; findings: Finding[] }
  | { ok: false; format: ConfigFormat | 'unknown'; message: Localized; line?: number };

export type FindingKind = 'unknown-key' | 'unknown-flag' | 'wrong-type' | 'bad-value' | 'pitfall' | 'not-checked' | 'env';

export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  kind: FindingKind;
  severity: Severity;
  /** Dotted key path with the reader's own names (`mcpServers.fs.command`), or the flag as typed. */
  key: string;
  /** 1-based line in the pasted text; 0 for builder choices. */
  line: number;
  message: Localized;
  /** A real key or flag the reader probably meant (a typo, or a 0.2.x name). */
  suggestion?: string;
  /** Site path with anchor of the reference entry or the section that explains it, e.g. `/api/config#cfg-model-provider`. */
  link?: string;
}

/** Flat view of a config: dotted path with the reader's own names → leaf. Pitfalls read this. */
export type FlatConfig = Map<string, ConfigNode>;
