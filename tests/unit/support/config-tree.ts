/** Reading the checker's config trees in tests: the root of a read that must succeed, and the node at a dotted path. */
import type { ConfigNode, ReadResult } from '../../../src/config-builder/types';

export type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

export function rootOf(result: ReadResult): ObjectNode {
  if (!result.ok) throw new Error(`expected ok, got ${result.message.en} (line ${result.line})`);
  return result.root;
}

export function at(root: ObjectNode, path: string): { line: number; value: ConfigNode } {
  let node: ConfigNode = root;
  let line = 0;
  for (const key of path.split('.')) {
    if (node.kind !== 'object') throw new Error(`${path}: ${key} is under a ${node.kind}`);
    const entry: { line: number; value: ConfigNode } | undefined = node.entries.find((e) => e.key === key);
    if (!entry) throw new Error(`${path}: no ${key}`);
    line = entry.line;
    node = entry.value;
  }
  return { line, value: node };
}
