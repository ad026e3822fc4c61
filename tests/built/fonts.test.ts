/**
 * The font stacks the built stylesheet ends with: each starts with a font
 * the reader's system has (system-ui) or names few before its generic
 * family, since a browser looks up every named font it lacks, for each
 * weight and size, before the first paint (theme/styles/index.css).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BUILD_DIR } from '../e2e/gates/support/site';

const cssDir = path.join(BUILD_DIR, 'static/css');
const css = fs.readdirSync(cssDir).filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8')).join('\n');

/** The stack a `:root` rule declares last for `variable`: the one in force, as all such rules are equally specific. */
function lastRootStack(variable: string): string[] {
  const rules = [...css.matchAll(/:root\s*\{([^}]*)\}/g)].map(([, body]) => body);
  const values = rules.flatMap((body) => [...body.matchAll(new RegExp(`${variable}:([^;}]+)`, 'g'))].map(([, v]) => v));
  return (values.at(-1) ?? '').split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''));
}

test('the text font stack starts with the system UI font', () => {
  expect(lastRootStack('--rp-font-family-base')[0]).toBe('system-ui');
});

test('each stack names at most four fonts before its generic family', () => {
  for (const [variable, generic] of [
    ['--rp-font-family-base', 'sans-serif'],
    ['--rp-font-family-mono', 'monospace'],
  ]) {
    const stack = lastRootStack(variable);
    expect(stack.at(-1), variable).toBe(generic);
    expect(stack.length - 1, `${variable}: ${stack.join(', ')}`).toBeLessThanOrEqual(4);
  }
});
