/**
 * HTTP routes as the agent server registers them: `app.get('/api/v1/…')`, and
 * `router.post('/x')` inside `app.group('/api/v1/sessions', …, (router) => {…})`.
 */
import { parse, stringValue, ts } from './ast.mjs';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** @typedef {{ method: string, path: string, file: string }} UpstreamRoute */

/**
 * @param {import('./source.mjs').UpstreamSource} src
 * @param {string[]} dirs
 * @returns {UpstreamRoute[]}
 */
export function extractRoutes(src, dirs) {
  const routes = new Map();
  for (const file of dirs.flatMap((d) => src.list(d)).filter((f) => /\.ts$/.test(f) && !/\.(test|spec)\./.test(f))) {
    const text = src.read(file);
    if (!text) continue;
    const source = parse(file, text);
    const visit = (node, prefix) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const first = stringValue(node.arguments[0]);
        if (method === 'group' && first !== undefined) {
          for (const arg of node.arguments.slice(1)) visit(arg, join(prefix, first));
          return;
        }
        if (METHODS.has(method) && first !== undefined && first.startsWith('/')) {
          const route = { method: method.toUpperCase(), path: join(prefix, first), file };
          routes.set(`${route.method} ${route.path}`, route);
        }
      }
      ts.forEachChild(node, (child) => visit(child, prefix));
    };
    visit(source, '');
  }
  return [...routes.values()];
}

function join(prefix, path) {
  if (!prefix) return path;
  const joined = `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}`;
  return joined || '/';
}

