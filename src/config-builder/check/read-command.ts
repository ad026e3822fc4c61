/**
 * Reads an `agent-tars …` command line into the same tree as a config file.
 * Values follow the parser 0.3.0 uses, cac 6.7 on top of mri: a flag takes
 * the next word unless it starts with `-`; a flag without a value slot only
 * takes `true`/`false`; `--no-x` sets false; a repeated flag becomes a list;
 * numeric words become numbers; unknown flags pass into the config
 * (`allowUnknownOptions`, `multimodal/tarko/agent-cli/src/core/cli.ts`).
 * Flags that set no config key are kept as top-level entries named `--flag`.
 */
import { type CliCommandId, type CliFlag, normalizeFlagName } from '../../data/cli';
import type { ConfigEntry, ConfigNode, Finding, ReadResult } from '../types';
import { Budget, LimitExceeded, limitMessages } from './limits';
import { L } from './localized';
import { flagFor, flagOfOtherCommand, legacyFlagFor, nearestFlag, passThroughOption } from './flag-lookup';
import { commandFindings as note } from './command-findings';
import { maxSuggestions, nearestKey } from './nearest';
import { optionAt } from './option-lookup';
import { ShellError, type ShellWord, splitCommands } from './shell-words';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const COMMANDS: Record<string, CliCommandId> = { run: 'run', start: 'run', serve: 'serve', request: 'request', workspace: 'workspace' };
const PROGRAMS = /^(?:agent-tars|tarko|@agent-tars\/cli|@tarko\/agent-cli)(?:@[\w.-]+)?$/;
const RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'dlx', 'exec']);
const ENV_ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/** `resolveModelSecrets` + `resolveValue`: an ALL-CAPS value of these flags names an environment variable
 * (`multimodal/tarko/agent-cli/src/config/builder.ts`, `src/utils/misc.ts`). */
const ENV_NAME_KEYS = new Set(['model.apiKey', 'model.baseURL']);
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
/**
 * `buildAppConfig` takes `server`, `tool` and `mcpServer` out of the parsed flags and
 * copies back only these leaves, so any other `--server.x` never reaches the config
 * (`multimodal/tarko/agent-cli/src/config/builder.ts`, handleServerOptions and the filter handlers).
 */
const CONSUMED_ROOTS: Record<string, string[]> = {
  server: ['exclusive'],
  tool: ['include', 'exclude'],
  mcpServer: ['include', 'exclude'],
};

interface Located {
  value: string | boolean;
  line: number;
  envRef?: string;
}

/** Where the agent-tars words start: after a prompt, env assignments and a package runner. */
function findProgram(words: ShellWord[]): { start: number; env: ShellWord[] } | undefined {
  let i = words[0]?.text === '$' ? 1 : 0;
  const env: ShellWord[] = [];
  while (i < words.length && ENV_ASSIGNMENT.test(words[i].text)) env.push(words[i++]);
  if (words[i]?.text.startsWith('-')) return { start: i, env };
  if (words[i]?.text === 'pnpm' || words[i]?.text === 'yarn') i += 1;
  if (RUNNERS.has(words[i]?.text ?? '')) {
    i += 1;
    while (i < words.length && words[i].text.startsWith('-')) i += 1;
  }
  return PROGRAMS.test(words[i]?.text ?? '') ? { start: i + 1, env } : undefined;
}

class CommandReader {
  private readonly budget = new Budget();
  readonly findings: Finding[] = [];
  readonly root: ObjectNode = { kind: 'object', entries: [], line: 1 };
  /** Entries by key for each object built, so that thousands of flags stay linear. */
  private readonly index = new Map<ObjectNode, Map<string, ConfigEntry>>();
  /** Values set by a deprecated flag: the current flag for the same key wins over them. */
  private readonly fromDeprecated = new Set<ConfigEntry>();
  private command: CliCommandId = 'run';
  private suggestionsLeft = maxSuggestions;

  constructor(private readonly words: ShellWord[]) {}

  read(start: number): void {
    let i = start;
    const sub = this.words[i]?.text;
    if (sub !== undefined && Object.hasOwn(COMMANDS, sub)) {
      this.command = COMMANDS[sub];
      i += 1;
    }
    let positionals = 0;
    while (i < this.words.length) {
      const w = this.words[i];
      if (w.text === '--') break;
      if (!w.text.startsWith('-') || w.text === '-' || /^-\d/.test(w.text)) {
        // `run <agent>` picks the agent; any other loose word is dropped by the CLI.
        if (sub === 'run' && positionals === 0) this.set(['agent'], { kind: 'string', value: w.text, line: w.line }, w, { list: false, deprecated: false });
        else {
          this.budget.take(1, w.line);
          this.findings.push(note.strayWord(w));
        }
        positionals += 1;
        i += 1;
        continue;
      }
      i = this.readFlag(i);
    }
  }

  /** Reads the flag at `i` and its value; returns the index after them. */
  private readFlag(i: number): number {
    const w = this.words[i];
    this.budget.take(1, w.line);
    const long = w.text.startsWith('--');
    const body = w.text.slice(long ? 2 : 1);
    const eq = body.indexOf('=');
    let name = eq === -1 ? body : body.slice(0, eq);
    const inline = eq === -1 ? undefined : body.slice(eq + 1);
    const negated = long && name.startsWith('no-') && !flagFor(normalizeFlagName(`--${name}`), this.command)?.name.startsWith('--no-');
    if (negated) name = name.slice(3);
    const spelling = `${long ? '--' : '-'}${name}`;
    const normal = normalizeFlagName(spelling);
    const flag = flagFor(normal, this.command) ?? (negated ? flagFor(normalizeFlagName(`--no-${name}`), this.command) : undefined);
    const next = this.words[i + 1];
    const nextIsValue = inline === undefined && next !== undefined && !next.text.startsWith('-');
    let value: Located;
    let used = i + 1;
    if (negated) value = { value: false, line: w.line };
    else if (inline !== undefined && inline !== '') value = { value: inline, line: w.line };
    else if (nextIsValue) {
      value = { value: next.text, line: next.line, envRef: next.envRef };
      used = i + 2;
    } else value = { value: true, line: w.line };
    if (flag && flag.type === 'boolean' && !flag.arg && typeof value.value === 'string') {
      // mri keeps `true`/`false` for a plain switch; any other word stays a loose word.
      if (value.value === 'true' || value.value === 'false') value = { value: value.value === 'true', line: value.line };
      else {
        value = { value: true, line: w.line };
        if (used === i + 2) used = i + 1;
      }
    }
    if (flag) this.knownFlag(flag, spelling, value, w);
    else this.unknownFlag(spelling, normal, value, w);
    return used;
  }

  private knownFlag(flag: CliFlag, spelling: string, value: Located, w: ShellWord): void {
    if (flag.status === 'deprecated') this.findings.push(note.deprecated(flag, spelling, w.line));
    if (flag.status === 'placeholder') {
      this.findings.push(note.placeholder(flag, w.line));
      return;
    }
    if (flag.status === 'no-effect' && !flag.configKey) this.findings.push(note.noEffect(flag, w.line));
    if (!flag.configKey && flag.values && typeof value.value === 'string' && !flag.values.includes(value.value)) {
      this.findings.push(note.badFlagValue(flag, value.value, value.line));
    }
    // `--thinking` is turned into thinking: { type: 'enabled' } (facts, section 3.2).
    const node: ConfigNode =
      flag.name === '--thinking' && value.value === true
        ? { kind: 'string', value: 'enabled', line: value.line }
        : this.valueNode(value, flag.configKey, flag.type === 'list');
    this.set(flag.configKey ? flag.configKey.split('.') : [flag.name], node, w, {
      list: flag.type === 'list' || flag.repeatable === true,
      deprecated: flag.status === 'deprecated',
    });
  }

  private unknownFlag(spelling: string, normal: string, value: Located, w: ShellWord): void {
    const legacy = legacyFlagFor(normal);
    if (legacy) {
      this.findings.push(note.legacy(legacy, spelling, w.line));
      return;
    }
    const other = flagOfOtherCommand(normal, this.command);
    if (other) {
      this.findings.push(note.otherCommand(other, spelling, this.command, w.line));
      return;
    }
    // cac camel-cases the first segment only (`--max-tokens` → maxTokens), as normalizeFlagName does.
    const path = spelling.startsWith('--') ? normal.slice(2).split('.') : [];
    const kept = Object.hasOwn(CONSUMED_ROOTS, path[0]) ? CONSUMED_ROOTS[path[0]] : undefined;
    if (kept && !(path.length === 2 && kept.includes(path[1]))) {
      this.findings.push(note.dropped(spelling, path[0], w.line));
      return;
    }
    const passThrough = path.length > 0 ? passThroughOption(path) : undefined;
    if (passThrough) {
      this.set(path, this.valueNode(value, passThrough.key, false), w, { list: false, deprecated: false });
      return;
    }
    const option = path.length > 0 ? optionAt(path) : undefined;
    if (option) {
      this.findings.push(note.notAFlag(option, spelling, w.line));
      return;
    }
    const suggestion = this.suggestionsLeft-- > 0 ? (nearestFlag(spelling, this.command) ?? flagForNearestKey(path)) : undefined;
    this.findings.push(note.unknown(spelling, suggestion, this.command, w.line));
  }

  private valueNode(v: Located, configKey: string | undefined, list: boolean): ConfigNode {
    const line = v.line;
    if (typeof v.value === 'boolean') return { kind: 'boolean', value: v.value, line };
    if (v.envRef) return { kind: 'env', name: v.envRef, line };
    if (configKey && ENV_NAME_KEYS.has(configKey) && ENV_NAME.test(v.value)) return { kind: 'env', name: v.value, line };
    if (list) {
      // builder.ts splits include/exclude patterns at commas and drops empty ones.
      const items = v.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s): ConfigNode => ({ kind: 'string', value: s, line }));
      return { kind: 'list', items, line };
    }
    // mri turns every numeric word into a number (`+value`).
    const n = Number(v.value);
    if (v.value.trim() !== '' && Number.isFinite(n)) return { kind: 'number', value: n, line };
    return { kind: 'string', value: v.value, line };
  }

  /**
   * Puts a value at a path. A repeated list flag collects its values, as mri does;
   * a repeated single-value flag is reported and its last value kept; a deprecated
   * spelling never overrides the current one (handleCoreDeprecatedOptions uses `??`).
   */
  private set(path: string[], node: ConfigNode, w: ShellWord, how: { list: boolean; deprecated: boolean }): void {
    const line = w.line;
    let target = this.root;
    for (const [depth, key] of path.entries()) {
      this.budget.take(depth + 1, line);
      const keys = this.index.get(target) ?? new Map<string, ConfigEntry>();
      this.index.set(target, keys);
      let entry = keys.get(key);
      if (depth === path.length - 1) {
        if (!entry) {
          entry = { key, line, value: node };
          keys.set(key, entry);
          target.entries.push(entry);
          if (how.deprecated) this.fromDeprecated.add(entry);
        } else if (how.list) entry.value = merged(entry.value, node);
        else if (this.fromDeprecated.has(entry) && !how.deprecated) {
          entry.value = node;
          entry.line = line;
          this.fromDeprecated.delete(entry);
        } else if (!how.deprecated) {
          this.findings.push(note.repeated(path.join('.'), entry.line, line));
          entry.value = node;
          entry.line = line;
        }
        return;
      }
      if (!entry || entry.value.kind !== 'object') {
        entry = { key, line, value: { kind: 'object', entries: [], line } };
        keys.set(key, entry);
        target.entries.push(entry);
      }
      target = entry.value as ObjectNode;
    }
  }
}

function merged(old: ConfigNode, added: ConfigNode): ConfigNode {
  const items = (n: ConfigNode): ConfigNode[] => (n.kind === 'list' ? n.items : [n]);
  return { kind: 'list', items: [...items(old), ...items(added)], line: old.line };
}

/** `--search.engine` → the key `search.browserSearch.engine` → the flag that sets it. */
function flagForNearestKey(path: string[]): string | undefined {
  const key = path.length > 0 ? nearestKey(path) : undefined;
  if (!key || key.startsWith('--')) return key;
  const option = optionAt(key.split('.'));
  if (option?.flag) return option.flag;
  return option && passThroughOption(key.split('.')) ? `--${key}` : undefined;
}

export function readCommand(src: string): ReadResult {
  try {
    const commands = splitCommands(src);
    const findings: Finding[] = [];
    for (const [index, words] of commands.entries()) {
      const program = findProgram(words);
      if (!program) {
        findings.push(...note.exports(words));
        continue;
      }
      findings.push(...program.env.map((w) => note.envAssignment(w)));
      // Lines that start with a flag continue the command even without a trailing `\`.
      const continued = [...words];
      for (const more of commands.slice(index + 1)) {
        if (!more[0].text.startsWith('-')) break;
        continued.push(...more);
      }
      const reader = new CommandReader(continued);
      reader.read(program.start);
      return { ok: true, format: 'cli', root: reader.root, findings: [...findings, ...reader.findings] };
    }
    return {
      ok: false,
      format: 'cli',
      message: L(
        'No `agent-tars` command found. Paste a line such as `agent-tars --model.provider volcengine …` or `npx @agent-tars/cli …`.',
        '没有找到 `agent-tars` 命令。请粘贴类似 `agent-tars --model.provider volcengine …` 或 `npx @agent-tars/cli …` 的命令行。',
      ),
    };
  } catch (err) {
    if (err instanceof ShellError) {
      return { ok: false, format: 'cli', message: L('A quote is not closed.', '有引号没有闭合。'), line: err.line };
    }
    if (err instanceof LimitExceeded) return { ok: false, format: 'cli', message: limitMessages[err.reason], line: err.line };
    throw err;
  }
}
