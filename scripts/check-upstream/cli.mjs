/**
 * CLI commands and flags as the upstream source registers them with cac:
 * `cli.command('<name> …')` and `.option('--flag, -f <value>', description, { default })`.
 */
import { constants, literalText, parse, stringValue, ts, walk } from './ast.mjs';

/**
 * @typedef {{ name: string, short?: string, default?: string, file: string }} UpstreamFlag
 * @typedef {{ name: string, file: string }} UpstreamCommand
 */

/** `'--config, -c <path>'` → `{ name: '--config', short: '-c' }`. */
export function parseFlagSpec(spec) {
  const names = spec
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter((s) => s.startsWith('-'));
  return { name: names.find((n) => n.startsWith('--')) ?? names[0], short: names.find((n) => /^-[^-]/.test(n)) };
}

/** `'[run] [agent]'` → `'run'`; `'serve'` → `'serve'`; `'[...prompts]'` → undefined (the bare default command). */
export function commandName(spec) {
  const first = spec.trim().split(/\s+/)[0] ?? '';
  const name = first.replace(/^[[<]|[\]>]$/g, '');
  return !name || name.startsWith('...') ? undefined : name;
}

/**
 * @param {import('./source.mjs').UpstreamSource} src
 * @param {string[]} dirs
 */
export function extractCli(src, dirs) {
  /** @type {Map<string, UpstreamFlag>} */
  const flags = new Map();
  /** @type {Map<string, UpstreamCommand>} */
  const commands = new Map();
  for (const file of dirs.flatMap((d) => src.list(d)).filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.|\.d\.ts$/.test(f))) {
    const text = src.read(file);
    if (!text || !/\.(option|command)\s*\(/.test(text)) continue;
    const source = parse(file, text);
    const consts = constants(source);
    walk(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const method = node.expression.name.text;
      const spec = stringValue(node.arguments[0]);
      if (spec === undefined) return;
      if (method === 'option') {
        const { name, short } = parseFlagSpec(spec);
        if (!name || flags.has(name)) return;
        const flag = { name, file };
        if (short) flag.short = short;
        const opts = node.arguments[2];
        if (opts && ts.isObjectLiteralExpression(opts)) {
          for (const p of opts.properties) {
            if (ts.isPropertyAssignment(p) && p.name.getText() === 'default') {
              flag.default = ts.isIdentifier(p.initializer) ? consts.get(p.initializer.text) ?? p.initializer.text : literalText(p.initializer);
            }
          }
        }
        flags.set(name, flag);
      } else if (method === 'command') {
        const name = commandName(spec);
        if (name && !commands.has(name)) commands.set(name, { name, file });
      }
    });
  }
  return { flags: [...flags.values()], commands: [...commands.values()] };
}
