/**
 * Source rewrites behind the locale-data plugin, on the TypeScript AST:
 * - `keepLanguage` empties the other language's strings of a bilingual
 *   module, keeping every object, key and position;
 * - `importSpecifiers` and `withQueries` find and tag a module's imports.
 */
import ts from 'typescript';

export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];

const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

const scriptKind = (fileName: string): ts.ScriptKind =>
  /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?jsx?$|\.mdx?$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.TS;

const parse = (code: string, fileName: string) => ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName));

const walk = (node: ts.Node, visit: (node: ts.Node) => void): void => {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node;

/** Only text is emptied: a number or a list under `en`/`zh` keeps its value, so every type stays what it was. */
function isText(node: ts.Expression): boolean {
  const inner = unwrap(node);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) || ts.isTemplateExpression(inner)) return true;
  return ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(inner.left) && isText(inner.right);
}

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

/** `{ en: …, zh: … }` and nothing else, as `Localized` is written: the value under each key. */
function localizedValues(node: ts.ObjectLiteralExpression): Map<Lang, ts.Expression> | undefined {
  if (node.properties.length !== LANGS.length) return undefined;
  const values = new Map<Lang, ts.Expression>();
  for (const prop of node.properties) {
    const key = ts.isPropertyAssignment(prop) ? propertyName(prop.name) : undefined;
    if (!ts.isPropertyAssignment(prop) || (key !== 'en' && key !== 'zh')) return undefined;
    values.set(key, prop.initializer);
  }
  return values.size === LANGS.length ? values : undefined;
}

/** `{ en, zh }` built from a helper's own parameters. */
function isLocalizedShorthand(node: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const names = node.properties.map((p) => (ts.isShorthandPropertyAssignment(p) ? p.name.text : undefined));
  return names.length === LANGS.length && LANGS.every((l) => names.includes(l));
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

/**
 * The argument positions of a helper such as `L(en, zh)` or `o(name, …, en, zh)`:
 * parameters named `en` and `zh` that the body only ever puts together into
 * `{ en, zh }`. A helper that reads either text in any other way is left alone.
 */
function helperPositions(fn: FunctionLike): Map<Lang, number> | undefined {
  const positions = new Map<Lang, number>();
  fn.parameters.forEach((p, i) => {
    if (ts.isIdentifier(p.name) && (p.name.text === 'en' || p.name.text === 'zh') && !p.dotDotDotToken) positions.set(p.name.text, i);
  });
  if (positions.size !== LANGS.length || !fn.body) return undefined;
  let onlyPaired = true;
  walk(fn.body, (node) => {
    if (!ts.isIdentifier(node) || (node.text !== 'en' && node.text !== 'zh')) return;
    if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
    if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) return;
    if (ts.isShorthandPropertyAssignment(node.parent) && isLocalizedShorthand(node.parent.parent)) return;
    onlyPaired = false;
  });
  return onlyPaired ? positions : undefined;
}

const bindingNames = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));

/** Top-level helpers by name; a name bound more than once anywhere in the module is dropped, so that no call is misread. */
function localizedHelpers(file: ts.SourceFile): Map<string, Map<Lang, number>> {
  const helpers = new Map<string, Map<Lang, number>>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      const positions = helperPositions(statement);
      if (positions) helpers.set(statement.name.text, positions);
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const init = decl.initializer && unwrap(decl.initializer);
      if (!ts.isIdentifier(decl.name) || !init || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) continue;
      const positions = helperPositions(init);
      if (positions) helpers.set(decl.name.text, positions);
    }
  }
  const bound = new Map<string, number>();
  const bind = (name: string) => bound.set(name, (bound.get(name) ?? 0) + 1);
  walk(file, (node) => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) bindingNames(node.name).forEach(bind);
    else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionExpression(node)) && node.name) bind(node.name.text);
    else if ((ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node)) && node.name) bind(node.name.text);
  });
  for (const name of [...helpers.keys()]) if ((bound.get(name) ?? 0) > 1) helpers.delete(name);
  return helpers;
}

/**
 * `''` in place of `text`, padded with spaces and keeping its line breaks, so
 * that every other token keeps its line and column (source maps stay right).
 */
function blank(text: string): string {
  const spaces = text.replace(/[^\r\n]/g, ' ');
  return /^[^\r\n]{2}/.test(text) ? `''${spaces.slice(2)}` : `''${spaces}`;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The module with the other language's text emptied: the value under its key
 * in every `{ en, zh }` object literal, and its argument in every call of a
 * helper that takes `en` and `zh` and returns `{ en, zh }` (such as
 * `L('…', '…')`). Objects keep both keys and the helpers both arguments.
 */
export function keepLanguage(code: string, lang: Lang, fileName = 'module.ts'): string {
  const file = parse(code, fileName);
  const drop = other(lang);
  const helpers = localizedHelpers(file);
  const emptied: ts.Expression[] = [];
  walk(file, (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const value = localizedValues(node)?.get(drop);
      if (value) emptied.push(value);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const at = helpers.get(node.expression.text)?.get(drop);
      if (at === undefined || node.arguments.slice(0, at + 1).some(ts.isSpreadElement)) return;
      const arg = node.arguments[at];
      if (arg) emptied.push(arg);
    }
  });
  const edits = emptied.filter(isText).map((node) => ({ start: node.getStart(file), end: node.getEnd(), text: blank(node.getText(file)) }));
  return edits.length ? applyEdits(code, edits) : code;
}

export interface ImportSpecifier {
  /** The module name as written, e.g. `../../data/cli`. */
  request: string;
  /** Where the name sits between its quotes. */
  start: number;
  end: number;
}

const specifier = (spec: ts.StringLiteralLike, file: ts.SourceFile): ImportSpecifier => ({ request: spec.text, start: spec.getStart(file) + 1, end: spec.getEnd() - 1 });

/**
 * The imports and re-exports that bring values (`import type` brings none),
 * and `import('…')` calls with a literal name: a part loaded on demand must
 * get the page's language too, or it would bring both.
 */
export function importSpecifiers(code: string, fileName = 'module.ts'): ImportSpecifier[] {
  const file = parse(code, fileName);
  const out: ImportSpecifier[] = [];
  for (const statement of file.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const spec = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (typeOnly || !spec || !ts.isStringLiteral(spec)) continue;
    out.push(specifier(spec, file));
  }
  walk(file, (node) => {
    if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return;
    const [spec] = node.arguments;
    if (spec && ts.isStringLiteralLike(spec)) out.push(specifier(spec, file));
  });
  return out;
}

/** `?lang=<lang>`, or `&lang=<lang>` after a query the request already has. */
export const langQuery = (request: string, lang: Lang): string => `${request}${request.includes('?') ? '&' : '?'}lang=${lang}`;

/** The language a resource query asks for, if any. */
export function queryLang(resourceQuery: string): Lang | undefined {
  const lang = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get('lang');
  return LANGS.find((l) => l === lang);
}

/** The code with each of `specifiers` asking for `lang`. */
export const withQueries = (code: string, specifiers: ImportSpecifier[], lang: Lang): string =>
  applyEdits(
    code,
    specifiers.map((s) => ({ start: s.start, end: s.end, text: langQuery(s.request, lang) })),
  );
