/**
 * A TypeScript declaration of the config type, derived from the reference
 * data (src/data/config.ts), so the builder's tarko.config.ts can be
 * type-checked against the same data that wrote it.
 *
 * Upstream declares `defineConfig<T extends AgentAppConfig>(config: T): T`
 * (multimodal/tarko/interface/src/define-config.ts). A generic parameter
 * turns off the excess-property check, so a misspelt key would pass; this
 * declaration takes the config type itself, which catches it.
 */
import { type ConfigOption, configOptions, defineConfigImports } from '../data/config';

interface TypeTree {
  option?: ConfigOption;
  children: Map<string, TypeTree>;
}

const WILDCARD = '<name>';
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'string[]', 'unknown', 'Record<string, string>', 'Record<string, unknown>']);

function buildTree(options: readonly ConfigOption[]): TypeTree {
  const root: TypeTree = { children: new Map() };
  for (const option of options) {
    let node = root;
    for (const part of option.key.split('.')) {
      let child = node.children.get(part);
      if (!child) {
        child = { children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
    node.option = option;
  }
  return root;
}

/** The TypeScript type of a key without sub-keys; anything the data spells in prose is `unknown`. */
export function leafType(option: ConfigOption | undefined): string {
  if (!option) return 'unknown';
  if (option.values && option.values.length > 0) return option.values.map((v) => JSON.stringify(v)).join(' | ');
  return PLAIN_TYPES.has(option.type) ? option.type : 'unknown';
}

function emit(node: TypeTree, depth: number): string {
  if (node.children.size === 0) return leafType(node.option);
  const pad = '  '.repeat(depth + 1);
  const lines: string[] = [];
  const named = [...node.children].filter(([key]) => key !== WILDCARD);
  for (const [key, child] of named) {
    lines.push(`${pad}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}?: ${emit(child, depth + 1)};`);
  }
  const any = node.children.get(WILDCARD);
  // An index signature must admit the named properties too, so it widens to unknown beside them.
  if (any) lines.push(`${pad}[key: string]: ${named.length > 0 ? 'unknown' : emit(any, depth + 1)};`);
  const object = `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
  return node.option?.type.startsWith('boolean |') ? `boolean | ${object}` : object;
}

/** `.d.ts` text declaring `AgentTARSAppConfig` and `defineConfig` in '@tarko/interface/define-config'. */
export function configDeclaration(options: readonly ConfigOption[] = configOptions): string {
  return [
    '// Generated from src/data/config.ts by src/config-builder/declaration.ts.',
    `declare module '${defineConfigImports[0]}' {`,
    `  export interface AgentTARSAppConfig ${emit(buildTree(options), 1)}`,
    '  export function defineConfig(config: AgentTARSAppConfig): AgentTARSAppConfig;',
    '}',
    '',
  ].join('\n');
}
