/**
 * tarko.config.json: the same keys and values as the TypeScript file, minus
 * the key read from the environment. JSON has no comments, so the reason
 * travels beside it (`keyNote` in ./shared.ts, shown by the page).
 */
import { type Choices, choicesToConfig } from '../choices';
import type { ConfigNode } from '../types';

/** Plain data for a builder-made tree; `env` entries are left out. */
export function toPlain(node: ConfigNode): unknown {
  switch (node.kind) {
    case 'object':
      // Object.fromEntries defines own properties, so no key can reach a prototype.
      return Object.fromEntries(
        node.entries.filter((e) => e.value.kind !== 'env').map((e) => [e.key, toPlain(e.value)]),
      );
    case 'list':
      return node.items.map(toPlain);
    case 'string':
    case 'number':
    case 'boolean':
      return node.value;
    default:
      return null;
  }
}

export function renderJson(choices: Choices): string {
  return `${JSON.stringify(toPlain(choicesToConfig(choices)), null, 2)}\n`;
}
