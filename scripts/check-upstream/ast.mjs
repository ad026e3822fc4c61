/** Small helpers over the TypeScript compiler's syntax tree (parsing only: nothing is type-checked or run). */
import { createRequire } from 'node:module';

// Required, not imported: importing the 9 MB CommonJS file from ESM makes
// Node scan it for named exports first, about 1 s of a 2 s run.
const ts = createRequire(import.meta.url)('typescript');

export { ts };

export const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Calls every node of a tree, depth first. */
export function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The text of a string literal or a template without substitutions, else undefined. */
export function stringValue(node) {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/** `const NAME = <literal>` declarations of a file, as source text, to resolve defaults written as constants. */
export function constants(source) {
  const out = new Map();
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) || ts.isNumericLiteral(init) || init.kind === ts.SyntaxKind.TrueKeyword || init.kind === ts.SyntaxKind.FalseKeyword) {
        out.set(node.name.text, literalText(init));
      }
    }
  });
  return out;
}

/** A literal as our reference data writes it: strings bare, numbers and booleans as typed. */
export function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.getText();
}
