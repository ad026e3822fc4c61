/**
 * Reference entries by key path, compared segment by segment so that a key
 * that itself contains a dot (`"model.provider": …` in JSON) is not mistaken
 * for the nested key. Key parts are pre-split once: the checker may look up
 * thousands of paths.
 */
import { type ConfigOption, configOptions } from '../../data/config';

const WILDCARD = '<name>';

interface SplitOption {
  option: ConfigOption;
  parts: string[];
  exact: boolean;
}

const splitOptions: SplitOption[] = configOptions.map((option) => {
  const parts = option.key.split('.');
  return { option, parts, exact: !parts.includes(WILDCARD) };
});

/** Options by first segment (no reference key starts with `<name>`), so an unknown root costs nothing. */
const byRoot = new Map<string, SplitOption[]>();
for (const s of splitOptions) byRoot.set(s.parts[0], [...(byRoot.get(s.parts[0]) ?? []), s]);

const underRoot = (path: string[]): SplitOption[] => (path.length === 0 ? splitOptions : (byRoot.get(path[0]) ?? []));

function matchesFrom(pattern: string[], path: string[], length: number): boolean {
  for (let i = 0; i < length; i += 1) {
    if (pattern[i] !== WILDCARD && pattern[i] !== path[i]) return false;
  }
  return true;
}

/** The entry for a concrete path; an exact key wins over a `<name>` pattern. */
export function optionAt(path: string[]): ConfigOption | undefined {
  let pattern: ConfigOption | undefined;
  for (const s of underRoot(path)) {
    if (s.parts.length !== path.length || !matchesFrom(s.parts, path, path.length)) continue;
    if (s.exact) return s.option;
    pattern ??= s.option;
  }
  return pattern;
}

/** True when some reference key lies below this path. */
export function hasKeysBelow(path: string[]): boolean {
  return underRoot(path).some((s) => s.parts.length > path.length && matchesFrom(s.parts, path, path.length));
}

/**
 * The names a key under `parent` may have, with the reference key each leads to
 * (`<name>` segments filled in with the reader's own names).
 */
const childNamesCache = new Map<string, Map<string, string>>();

export function childNames(parent: string[]): Map<string, string> {
  const cacheKey = parent.join('\u0000');
  const cached = childNamesCache.get(cacheKey);
  if (cached) return cached;
  // Parents carry the reader's own names, so the cache is kept small.
  if (childNamesCache.size > 256) childNamesCache.clear();
  const out = new Map<string, string>();
  childNamesCache.set(cacheKey, out);
  for (const s of underRoot(parent)) {
    if (s.parts.length <= parent.length || !matchesFrom(s.parts, parent, parent.length)) continue;
    const name = s.parts[parent.length];
    if (name !== WILDCARD && !out.has(name)) out.set(name, [...parent, name].join('.'));
  }
  return out;
}

/** Every concrete reference key (no `<name>`), split. */
export const concreteKeys: string[][] = splitOptions.filter((s) => s.exact).map((s) => s.parts);
