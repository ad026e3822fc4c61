/**
 * Applies the pitfall data (`src/data/config-pitfalls.ts`) to a flat config.
 * Knows nothing about any single pitfall: it evaluates the condition language.
 *
 * Logic is three-valued. A value from the environment or one a TS file
 * computes is unknown, so a test on it neither passes nor fails, and a
 * pitfall is reported only when its condition is certainly true.
 */
import { type Condition, type ConfigPitfall, type ValueTest, configPitfalls } from '../data/config-pitfalls';
import type { ConfigFormat, ConfigNode, Finding, FlatConfig } from './types';

type Truth = boolean | 'unknown';

const WILDCARD = '*';

export interface PitfallOptions {
  /** What the config was read from. Pitfalls limited to some formats apply only when it is one of them. */
  format?: ConfigFormat;
  /** Defaults to every pitfall of 0.3.0; tests pass their own. */
  pitfalls?: readonly ConfigPitfall[];
}

/**
 * The flat config as a tree of path segments, built once per call, so that a
 * key with `*` bound to a name is found without building strings: a config
 * may hold thousands of MCP servers and must still be checked at once.
 */
interface PathNode {
  /** First line of a leaf at or below this path. */
  line: number;
  leaf?: ConfigNode;
  children?: Map<string, PathNode>;
}

const isOpaque = (node: ConfigNode | undefined): boolean => node?.kind === 'env' || node?.kind === 'unchecked';

function buildTree(flat: FlatConfig): PathNode {
  const root: PathNode = { line: Number.POSITIVE_INFINITY };
  for (const [key, leaf] of flat) {
    let node = root;
    for (const part of key.split('.')) {
      node.children ??= new Map();
      let next = node.children.get(part);
      if (!next) {
        next = { line: leaf.line };
        node.children.set(part, next);
      }
      next.line = Math.min(next.line, leaf.line);
      node = next;
    }
    node.leaf = leaf;
  }
  return root;
}

/** Data keys split into segments once; the data is fixed, so this stays small. */
const segmentCache = new Map<string, readonly string[]>();

function segments(key: string): readonly string[] {
  let parts = segmentCache.get(key);
  if (!parts) {
    parts = key.split('.');
    segmentCache.set(key, parts);
  }
  return parts;
}

interface Located {
  node?: PathNode;
  /** A value on the way is one we cannot see into, so the key may be hidden in it. */
  hidden: boolean;
}

function locate(root: PathNode, key: string, name: string): Located {
  let node: PathNode | undefined = root;
  for (const part of segments(key)) {
    if (isOpaque(node.leaf)) return { hidden: true };
    node = node.children?.get(part === WILDCARD ? name : part);
    if (!node) return { hidden: false };
  }
  return { node, hidden: false };
}

function presence(root: PathNode, key: string, name: string): Truth {
  const { node, hidden } = locate(root, key, name);
  return node ? true : hidden ? 'unknown' : false;
}

function urlHasPath(value: string): boolean {
  try {
    const path = new URL(value).pathname;
    return path !== '' && path !== '/';
  } catch {
    return false;
  }
}

function passes(test: ValueTest, value: string | number | boolean): boolean {
  if ('equals' in test) return value === test.equals;
  if ('in' in test) return test.in.includes(value);
  if ('notIn' in test) return !test.notIn.includes(value);
  if ('endsWith' in test) return typeof value === 'string' && test.endsWith.some((s) => value.endsWith(s));
  if ('urlHasPath' in test) return typeof value === 'string' && urlHasPath(value);
  if ('matches' in test) return typeof value === 'string' && new RegExp(test.matches).test(value);
  if ('greaterThan' in test) return typeof value === 'number' && value > test.greaterThan;
  return Boolean(value);
}

function testValue(root: PathNode, key: string, name: string, test: ValueTest): Truth {
  const { node, hidden } = locate(root, key, name);
  const leaf = node?.leaf;
  if (!leaf) return hidden ? 'unknown' : false;
  if (isOpaque(leaf)) return 'unknown';
  if (leaf.kind === 'string' || leaf.kind === 'number' || leaf.kind === 'boolean') return passes(test, leaf.value);
  return false;
}

function not(t: Truth): Truth {
  return t === 'unknown' ? t : !t;
}

function evaluate(root: PathNode, cond: Condition, name: string): Truth {
  if ('key' in cond) return testValue(root, cond.key, name, cond.test);
  if ('present' in cond) return presence(root, cond.present, name);
  if ('absent' in cond) return not(presence(root, cond.absent, name));
  const parts = 'all' in cond ? cond.all : cond.any;
  const stop = !('all' in cond);
  let unknown = false;
  for (const part of parts) {
    const t = evaluate(root, part, name);
    if (t === stop) return stop;
    if (t === 'unknown') unknown = true;
  }
  return unknown ? 'unknown' : !stop;
}

function keysOf(cond: Condition): string[] {
  if ('key' in cond) return [cond.key];
  if ('present' in cond) return [cond.present];
  if ('absent' in cond) return [cond.absent];
  return ('all' in cond ? cond.all : cond.any).flatMap(keysOf);
}

/** Per pitfall: the paths above its `*` (e.g. `mcpServers`), worked out once. */
const wildcardParents = new WeakMap<ConfigPitfall, string[]>();

function parentsOf(pitfall: ConfigPitfall): string[] {
  let parents = wildcardParents.get(pitfall);
  if (!parents) {
    const keys = [...keysOf(pitfall.when), ...pitfall.at].map(segments).filter((parts) => parts.includes(WILDCARD));
    parents = [...new Set(keys.map((parts) => parts.slice(0, parts.indexOf(WILDCARD)).join('.')))];
    wildcardParents.set(pitfall, parents);
  }
  return parents;
}

/** The names in the config at the place of `*` (e.g. every MCP server name); [''] when the pitfall has no `*`. */
function wildcardNames(root: PathNode, pitfall: ConfigPitfall): string[] {
  const parents = parentsOf(pitfall);
  if (parents.length === 0) return [''];
  // A name with a dot cannot be told apart from a deeper key; its first segment stands for it.
  const names = parents.flatMap((parent) => [...(locate(root, parent, '').node?.children?.keys() ?? [])]);
  return parents.length === 1 ? names : [...new Set(names)];
}

const bound = (key: string, name: string): string =>
  segments(key)
    .map((p) => (p === WILDCARD ? name : p))
    .join('.');

function findingFor(root: PathNode, pitfall: ConfigPitfall, name: string): Finding {
  let key = pitfall.at[0];
  let line = 0;
  for (const k of pitfall.at) {
    const node = locate(root, k, name).node;
    if (node) {
      key = k;
      line = node.leaf?.line ?? node.line;
      break;
    }
  }
  return {
    kind: 'pitfall',
    severity: pitfall.severity,
    key: bound(key, name),
    line,
    message: pitfall.message,
    link: pitfall.link,
  };
}

/** Pitfall warnings for a config: one per pitfall (per name for `*` pitfalls) whose condition is certainly true. */
export function pitfallFindings(flat: FlatConfig, options: PitfallOptions = {}): Finding[] {
  const root = buildTree(flat);
  const findings: Finding[] = [];
  for (const pitfall of options.pitfalls ?? configPitfalls) {
    if (pitfall.formats && !(options.format && pitfall.formats.includes(options.format))) continue;
    for (const name of wildcardNames(root, pitfall)) {
      if (evaluate(root, pitfall.when, name) === true) findings.push(findingFor(root, pitfall, name));
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
