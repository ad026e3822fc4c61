/**
 * Option keys of a TypeScript type, as dotted paths (`browser.control`,
 * `mcpServers.<name>.command`), read from the interface packages' source.
 *
 * A small resolver over the syntax tree, not the type checker: declarations
 * are looked up by name across the given folders (the packages re-export one
 * another, and names do not clash there), `extends` and intersections merge,
 * generics are substituted, and Partial/Required/Readonly/Omit/Pick/Record
 * are understood. Enough for option interfaces; anything else is a leaf.
 */
import { parse, ts, walk } from './ast.mjs';

const MAX_DEPTH = 4;
const WRAPPERS = new Set(['Partial', 'Required', 'Readonly', 'DeepPartial', 'NonNullable']);
const OPAQUE = new Set(['Array', 'ReadonlyArray', 'Promise', 'Function', 'Date', 'RegExp', 'Map', 'Set', 'Uint8Array', 'Buffer']);

/**
 * @typedef {{ key: string, file: string, literals?: string[], default?: string }} TypeKey
 * @typedef {{ node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration, file: string }} Decl
 */

/** Every interface and type alias declared under the folders, by name (namespaced ones too). */
export function declarationIndex(src, dirs) {
  /** @type {Map<string, Decl>} */
  const index = new Map();
  for (const file of dirs.flatMap((d) => src.list(d)).filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\./.test(f))) {
    const text = src.read(file);
    if (!text) continue;
    walk(parse(file, text), (node) => {
      if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && !index.has(node.name.text)) {
        index.set(node.name.text, { node, file });
      }
    });
  }
  return index;
}

const refName = (typeName) => (ts.isQualifiedName(typeName) ? typeName.right.text : typeName.text);
const propName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());

/** The JSDoc `@default` / `@defaultValue` of a member, as written. */
function jsDocDefault(member) {
  for (const tag of ts.getJSDocTags(member)) {
    if (tag.tagName.text === 'default' || tag.tagName.text === 'defaultValue') {
      const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
      if (text) return text.trim().split('\n')[0].trim();
    }
  }
  return undefined;
}

/**
 * @param {Map<string, Decl>} index
 * @param {string} typeName  The root type, e.g. `AgentTARSAppConfig`.
 * @returns {TypeKey[]}
 */
export function typeKeys(index, typeName) {
  const root = index.get(typeName);
  if (!root) throw new Error(`Type ${typeName} is not declared in the source`);
  /** @type {Map<string, TypeKey>} */
  const keys = new Map();

  /** String literals a type allows, through unions and aliases; undefined when it allows other things too. */
  const literalsOf = (type, env, seen = new Set()) => {
    if (!type) return undefined;
    if (ts.isParenthesizedTypeNode(type)) return literalsOf(type.type, env, seen);
    if (ts.isLiteralTypeNode(type)) return ts.isStringLiteral(type.literal) ? [type.literal.text] : undefined;
    if (ts.isUnionTypeNode(type)) {
      const parts = type.types
        .filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword && !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword))
        .map((t) => literalsOf(t, env, seen));
      return parts.every(Boolean) ? parts.flat() : undefined;
    }
    if (ts.isTypeReferenceNode(type)) {
      const name = refName(type.typeName);
      if (env.has(name)) return literalsOf(env.get(name).type, env.get(name).env, seen);
      const decl = index.get(name);
      if (decl && ts.isTypeAliasDeclaration(decl.node) && !seen.has(name)) return literalsOf(decl.node.type, new Map(), new Set([...seen, name]));
    }
    return undefined;
  };

  /**
   * Adds the keys a type contributes under `prefix`.
   * @param {ts.TypeNode | undefined} type
   * @param {Map<string, { type: ts.TypeNode, env: Map<string, any> }>} env  Generic parameters in scope.
   */
  const expand = (type, env, prefix, depth, file, stack) => {
    if (!type || depth > MAX_DEPTH) return;
    if (ts.isParenthesizedTypeNode(type)) return expand(type.type, env, prefix, depth, file, stack);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) {
      for (const t of type.types) expand(t, env, prefix, depth, file, stack);
      return;
    }
    if (ts.isTypeLiteralNode(type)) return members(type.members, env, prefix, depth, file, stack);
    if (ts.isMappedTypeNode(type)) return addKey(`${prefix}<name>`, file, type.type, env, undefined, depth, stack);
    if (!ts.isTypeReferenceNode(type)) return;
    const name = refName(type.typeName);
    const args = type.typeArguments ?? [];
    if (env.has(name)) {
      const bound = env.get(name);
      return expand(bound.type, bound.env, prefix, depth, file, stack);
    }
    if (WRAPPERS.has(name)) return expand(args[0], env, prefix, depth, file, stack);
    if (name === 'Record') return addKey(`${prefix}<name>`, file, args[1], env, undefined, depth, stack);
    if (name === 'Omit' || name === 'Pick') {
      const picked = new Map();
      expandInto(picked, args[0], env, prefix, depth, file, stack);
      const listed = new Set(literalsOf(args[1], env) ?? []);
      for (const [key, value] of picked) {
        const own = key.slice(prefix.length).split('.')[0];
        if ((name === 'Omit') !== listed.has(own) && !keys.has(key)) keys.set(key, value);
      }
      return;
    }
    if (OPAQUE.has(name)) return;
    const decl = index.get(name);
    if (!decl || stack.includes(`${prefix}|${name}`)) return;
    const inner = new Map();
    (decl.node.typeParameters ?? []).forEach((p, i) => {
      const arg = args[i] ?? p.default;
      if (arg) inner.set(p.name.text, { type: arg, env });
    });
    const nextStack = [...stack, `${prefix}|${name}`];
    if (ts.isTypeAliasDeclaration(decl.node)) return expand(decl.node.type, inner, prefix, depth, decl.file, nextStack);
    for (const clause of decl.node.heritageClauses ?? []) {
      for (const base of clause.types) {
        if (ts.isIdentifier(base.expression) || ts.isPropertyAccessExpression(base.expression)) {
          const ref = ts.factory.createTypeReferenceNode(base.expression.getText().split('.').pop(), base.typeArguments);
          expand(ref, inner, prefix, depth, decl.file, nextStack);
        }
      }
    }
    members(decl.node.members, inner, prefix, depth, decl.file, nextStack);
  };

  const expandInto = (target, type, env, prefix, depth, file, stack) => {
    const before = new Map(keys);
    expand(type, env, prefix, depth, file, stack);
    for (const [key, value] of keys) if (!before.has(key)) target.set(key, value);
    for (const key of [...keys.keys()]) if (!before.has(key)) keys.delete(key);
  };

  const members = (list, env, prefix, depth, file, stack) => {
    for (const m of list) {
      if (ts.isPropertySignature(m) && m.name) addKey(`${prefix}${propName(m.name)}`, file, m.type, env, m, depth, stack);
      else if (ts.isIndexSignatureDeclaration(m)) addKey(`${prefix}<name>`, file, m.type, env, undefined, depth, stack);
    }
  };

  const addKey = (key, file, type, env, member, depth, stack) => {
    if (!keys.has(key)) {
      /** @type {TypeKey} */
      const entry = { key, file };
      const literals = literalsOf(type, env);
      if (literals && literals.length > 0) entry.literals = [...new Set(literals)].sort();
      const def = member && jsDocDefault(member);
      if (def) entry.default = def;
      keys.set(key, entry);
    }
    expand(type, env, `${key}.`, depth + 1, file, stack);
  };

  expand(ts.factory.createTypeReferenceNode(typeName), new Map(), '', 1, root.file, []);
  return [...keys.values()];
}
