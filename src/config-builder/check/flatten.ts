/**
 * The flat view pitfalls read: dotted path with the reader's own names → the
 * value. Objects are opened; lists, scalars, env and unchecked values are
 * leaves. When a key appears twice, the later one wins, as in JSON.parse and
 * object literals.
 */
import type { ConfigNode, FlatConfig } from '../types';

export function flatten(root: Extract<ConfigNode, { kind: 'object' }>): FlatConfig {
  const flat: FlatConfig = new Map();
  const visit = (node: Extract<ConfigNode, { kind: 'object' }>, prefix: string): void => {
    for (const entry of node.entries) {
      const path = prefix ? `${prefix}.${entry.key}` : entry.key;
      if (entry.value.kind === 'object' && entry.value.entries.length > 0) visit(entry.value, path);
      else flat.set(path, entry.value);
    }
  };
  visit(root, '');
  return flat;
}
