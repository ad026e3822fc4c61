/** Core event type names: the string literals of the `CoreEventType` union. */
import { parse, ts, walk } from './ast.mjs';

/**
 * @param {import('./source.mjs').UpstreamSource} src
 * @param {{ file: string, type: string }} where
 * @returns {{ type: string, file: string }[]}
 */
export function extractEventTypes(src, where) {
  const text = src.read(where.file);
  if (!text) throw new Error(`Event types: ${where.file} is not in the source`);
  const out = [];
  walk(parse(where.file, text), (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === where.type) {
      walk(node.type, (n) => {
        if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal)) out.push({ type: n.literal.text, file: where.file });
      });
    }
  });
  if (out.length === 0) throw new Error(`Event types: no ${where.type} union in ${where.file}`);
  return out;
}
