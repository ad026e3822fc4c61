import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig, checkLimits } from '../../src/config-builder/check';
import { limitMessages } from '../../src/config-builder/check/limits';
import type { ConfigFormat } from '../../src/config-builder/types';

const KB = 1024;

/** Each input sits just under the size limits, so only the structure limits can stop it. */
const pathological: [string, string, keyof typeof limitMessages][] = [
  ['TS nested objects', `export default ${'{a:'.repeat(60_000)}1${'}'.repeat(60_000)}`.slice(0, 190 * KB), 'nodes'],
  ['TS nested objects, balanced', `export default ${'{a:'.repeat(40)}1${'}'.repeat(40)}`, 'depth'],
  ['TS many keys', `export default {${Array.from({ length: 30_000 }, (_, i) => `k${i}:1,`).join('')}}`.slice(0, 190 * KB), 'nodes'],
  ['TS nested templates', `export default { a: ${'`${'.repeat(30_000)} }`, 'depth'],
  ['JSON nested lists', `${'['.repeat(90_000)}${']'.repeat(90_000)}`, 'depth'],
  ['JSON nested objects', `{"a":${'{"a":'.repeat(30_000)}`, 'depth'],
  ['JSON many keys', `{${Array.from({ length: 15_000 }, (_, i) => `"k${i}":1`).join(',')}}`, 'nodes'],
  ['YAML quotes', `a: ${'"'.repeat(190 * KB)}`, 'yaml-marks'],
  ['YAML nested flow', `a: ${'['.repeat(90_000)}`, 'depth'],
  ['YAML indentation', Array.from({ length: 500 }, (_, i) => `${' '.repeat(i)}k:`).join('\n'), 'depth'],
  ['YAML many keys', Array.from({ length: 4_900 }, (_, i) => `key${i}: value`).join('\n'), 'yaml-marks'],
  ['command many flags', `agent-tars ${Array.from({ length: 12_000 }, (_, i) => `--k${i}`).join(' ')}`, 'words'],
  ['too large', 'a: x\n'.repeat(50_000), 'bytes'],
  ['too many lines', `a: 1${'\n'.repeat(checkLimits.maxLines + 1)}`, 'lines'],
];

describe('limits', () => {
  for (const [name, text, reason] of pathological) {
    it(`${name}: returns the ${reason} limit message and no findings`, () => {
      const { result, findings } = checkConfig(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.message).toEqual(limitMessages[reason]);
      expect(findings).toEqual([]);
    });
  }

  it('still reads a long line that is a single value', () => {
    const { result } = checkConfig(`model:\n  id: ${'x'.repeat(150 * KB)}\n`);
    expect(result.ok).toBe(true);
  });

  it('measures size in UTF-8 bytes, not characters', () => {
    const text = `a: ${'汉'.repeat(70 * KB)}`;
    expect(text.length).toBeLessThan(checkLimits.maxBytes);
    expect(checkConfig(text).result).toMatchObject({ ok: false, message: limitMessages.bytes });
  });

  it('caps the findings list and says how many were left out', () => {
    const text = `{\n${Array.from({ length: 600 }, (_, i) => `"unknown${i}": 1`).join(',\n')}\n}`;
    const { findings } = checkConfig(text);
    expect(findings).toHaveLength(301);
    expect(findings[300].message.en).toMatch(/^More than 300 findings/);
  });
});

describe('hostile keys and text', () => {
  afterEach(() => {
    // Nothing a check reads may land on the shared prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  const protoInputs: [ConfigFormat, string][] = [
    ['json', '{ "__proto__": { "polluted": true }, "constructor": { "prototype": { "polluted": 1 } } }'],
    ['yaml', '__proto__:\n  polluted: true\nconstructor:\n  prototype:\n    polluted: 1\n'],
    ['ts', 'export default { __proto__: { polluted: true }, ["__proto__"]: 1, constructor: { prototype: { polluted: 1 } } };'],
    ['cli', 'agent-tars --__proto__.polluted true --constructor.prototype.polluted 1 --toString x --hasOwnProperty'],
  ];
  for (const [format, text] of protoInputs) {
    it(`${format}: __proto__ and constructor are plain unknown keys`, () => {
      const { result, findings } = checkConfig(text, format);
      expect(result.ok).toBe(true);
      const keys = findings.filter((f) => f.kind === 'unknown-key' || f.kind === 'unknown-flag').map((f) => f.key);
      expect(keys.some((k) => k.includes('__proto__'))).toBe(true);
      expect(keys.some((k) => k.includes('constructor'))).toBe(true);
    });
  }

  it('reads keys and values in any script, emoji and invisible characters without throwing', () => {
    const odd = ['模型', '🚀', 'a\u200bb', '\u202eevil', '\ud800', 'x'.repeat(5000)];
    for (const key of odd) {
      expect(() => checkConfig(JSON.stringify({ [key]: key, model: { [key]: [key] } }))).not.toThrow();
      expect(() => checkConfig(`${JSON.stringify(key)}: ${JSON.stringify(key)}\n`, 'yaml')).not.toThrow();
      expect(() => checkConfig(`export default { ${JSON.stringify(key)}: ${JSON.stringify(key)} };`)).not.toThrow();
      expect(() => checkConfig(`agent-tars --${key} ${JSON.stringify(key)}`)).not.toThrow();
    }
  });

  it('never throws on random text in any format', () => {
    const alphabet = '{}[]()<>:;,.\'"`$\\/*-+=!?&|#@%^~_ \n\tabcXYZ019汉🚀\u0000';
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const formats: (ConfigFormat | undefined)[] = [undefined, 'ts', 'yaml', 'json', 'cli'];
    for (let i = 0; i < 400; i += 1) {
      const length = 1 + random(200);
      let text = '';
      for (let j = 0; j < length; j += 1) text += alphabet[random(alphabet.length)];
      const format = formats[i % formats.length];
      expect(() => checkConfig(format === 'ts' ? `export default {${text}` : text, format), JSON.stringify(text)).not.toThrow();
    }
  });
});
