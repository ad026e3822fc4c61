/**
 * Flags by spelling, per command. The same spelling can be two flags
 * (`--provider` is deprecated for run and serve but required for request), so
 * lookups name the command.
 */
import { type CliCommandId, type CliFlag, type CliLegacyFlag, cliFlags, cliLegacyFlags, flagAnchor, normalizeFlagName } from '../../data/cli';
import { type ConfigOption, passThroughKeys } from '../../data/config';
import { nearestName } from './nearest';

/** The flag's row on the CLI reference page. */
export const flagLink = (f: CliFlag): string => `/api/cli#${flagAnchor(f)}`;

const spellings = (f: CliFlag): string[] => [f.name, ...(f.short ? [f.short] : []), ...(f.aliases ?? [])];

/** Normalised spelling → every flag spelled so, built once: a pasted line may hold thousands of flags. */
const flagsBySpelling = new Map<string, CliFlag[]>();
for (const f of cliFlags) {
  for (const s of new Set(spellings(f).map(normalizeFlagName))) flagsBySpelling.set(s, [...(flagsBySpelling.get(s) ?? []), f]);
}
const legacyBySpelling = new Map(cliLegacyFlags.map((l) => [normalizeFlagName(l.name), l]));

/** Lookups take the spelling already passed through `normalizeFlagName`, done once per flag. */
export function flagFor(normal: string, command: CliCommandId): CliFlag | undefined {
  return flagsBySpelling.get(normal)?.find((f) => f.commands.includes(command));
}

/** A flag with this spelling that belongs to other commands only. */
export function flagOfOtherCommand(normal: string, command: CliCommandId): CliFlag | undefined {
  return flagsBySpelling.get(normal)?.find((f) => !f.commands.includes(command));
}

export function legacyFlagFor(normal: string): CliLegacyFlag | undefined {
  return legacyBySpelling.get(normal);
}

const passThrough: Map<string, ConfigOption> = new Map(passThroughKeys().map((o) => [o.key, o]));

/** Keys cac passes into the config when written as a flag (`--maxTokens 16000`). */
export function passThroughOption(path: string[]): ConfigOption | undefined {
  return passThrough.get(path.join('.'));
}

/** Nearest real spelling for an unknown flag: current flags of the command and pass-through keys. */
const candidatesByCommand = new Map<CliCommandId, Map<string, string>>();

function candidatesFor(command: CliCommandId): Map<string, string> {
  const cached = candidatesByCommand.get(command);
  if (cached) return cached;
  const candidates = new Map<string, string>();
  for (const f of cliFlags) {
    if (!f.commands.includes(command) || f.status === 'placeholder') continue;
    const target = f.status === 'deprecated' && f.replacedBy ? f.replacedBy : f.name;
    for (const s of spellings(f)) if (s.startsWith('--')) candidates.set(s.slice(2), target);
  }
  for (const key of passThrough.keys()) candidates.set(key, `--${key}`);
  candidatesByCommand.set(command, candidates);
  return candidates;
}

export function nearestFlag(spelling: string, command: CliCommandId): string | undefined {
  return nearestName(spelling.replace(/^-+/, ''), candidatesFor(command));
}
