/**
 * The equivalent `agent-tars` command line, quoted for a POSIX shell.
 *
 * Flags come from src/data/cli.ts (a key's dedicated flag) or, for a scalar
 * key without one, the parser's pass-through `--key value` (passThroughKeys in
 * src/data/config.ts; `allowUnknownOptions` in
 * multimodal/tarko/agent-cli/src/core/cli.ts). MCP servers and other lists
 * without a flag are not written as flags: cac would nest
 * `--mcpServers.<name>.args x`, but a value that starts with `-` (as `-y` does)
 * is read as another flag, and one value arrives as text, not a list. They stay
 * in the config file, which agent-tars reads from the workspace
 * (multimodal/tarko/agent-cli/src/config/paths.ts buildConfigPaths); flags
 * are merged over it.
 */
import type { FieldValue } from '../../data/config-builder';
import { passThroughKeys } from '../../data/config';
import type { Localized } from '../../data/routes';
import { type Choices, changedFields } from '../choices';
import { flagForKey } from '../keys';
import { fileNames, type OutputLang } from './shared';

const SAFE_WORD = /^[A-Za-z0-9_./:@%+=,-]+$/;

/**
 * The parser (mri inside cac) turns any value that `+value` reads as a finite
 * number into a number, so text such as `2024` or `0x10` cannot be passed as
 * text through a flag; such values stay in the file.
 */
const becomesNumber = (value: string): boolean => Number.isFinite(+value);
const passThrough = new Set(passThroughKeys().map((o) => o.key));

export function shellQuote(value: string): string {
  if (SAFE_WORD.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `--flag value` (a list repeats the flag), or `--flag=value` when the value would look like another flag. */
function flagArgs(flag: string, value: FieldValue): string[][] {
  if (value === true) return [[flag]];
  if (Array.isArray(value)) return value.flatMap((v) => flagArgs(flag, v));
  const text = String(value);
  return text.startsWith('-') ? [[shellQuote(`${flag}=${text}`)]] : [[flag, shellQuote(text)]];
}

/** Every flag with its value, in field order, and the keys no flag can carry. */
export function commandParts(choices: Choices): { args: string[][]; fileOnly: string[] } {
  const args: string[][] = [];
  const fileOnly: string[] = [];
  for (const field of changedFields(choices)) {
    // The key field holds a variable name, which --model.apiKey resolves (utils/misc.ts resolveValue).
    const value = choices[field.id];
    const key = field.key;
    const flag = field.place === 'command' ? field.flag : key ? (flagForKey(key) ?? (passThrough.has(key) ? `--${key}` : undefined)) : undefined;
    const textAsNumber = field.control !== 'number' && typeof value === 'string' && becomesNumber(value);
    if (flag && textAsNumber && field.id === 'workspace') {
      // A relative path keeps its meaning with ./ in front and is no longer a number.
      args.push(...flagArgs(flag, `./${value as string}`));
      continue;
    }
    if (!flag || textAsNumber) {
      fileOnly.push(key ?? field.id);
      continue;
    }
    args.push(...flagArgs(flag, value));
  }
  if (choices.mcpServers.length > 0) fileOnly.unshift('mcpServers');
  return { args, fileOnly };
}

const fileOnlyNote = (keys: string[]): Localized => ({
  en: `No flag exists for ${keys.join(', ')}: keep ${fileNames.ts} in the workspace, where agent-tars reads it; these flags are merged over it.`,
  zh: `${keys.join('、')} 没有对应的命令行参数：请把 ${fileNames.ts} 放在工作区中，agent-tars 会从那里读取，下面的参数会覆盖到它上面。`,
});

export function renderCommand(choices: Choices, lang: OutputLang): string {
  const { args, fileOnly } = commandParts(choices);
  const comments = fileOnly.length > 0 ? [`# ${fileOnlyNote(fileOnly)[lang]}`] : [];
  const lines = args.map((words, i) => `  ${words.join(' ')}${i < args.length - 1 ? ' \\' : ''}`);
  return [...comments, `agent-tars${lines.length > 0 ? ' \\' : ''}`, ...lines, ''].join('\n');
}
