import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/config-builder/check/detect';
import { readJson } from '../../src/config-builder/check/read-json';
import { readYaml } from '../../src/config-builder/check/read-yaml';
import { at, rootOf } from './support/config-tree';


const yaml = `# tarko.config.yaml
model:
  provider: volcengine
  id: "doubao-1-5"
  apiKey: \${ARK_API_KEY}

maxTokens: 16000
browser:
  headless: true
  cdpEndpoint: ~
mcpServers:
  fs:
    command: npx
    args:
      - -y
      - '@modelcontextprotocol/server-filesystem'
`;

describe('readYaml', () => {
  const root = rootOf(readYaml(yaml));

  it('reads scalars with the line of each key and value', () => {
    expect(at(root, 'model.provider')).toEqual({ line: 3, value: { kind: 'string', value: 'volcengine', line: 3 } });
    expect(at(root, 'model.id').value).toEqual({ kind: 'string', value: 'doubao-1-5', line: 4 });
    expect(at(root, 'maxTokens')).toEqual({ line: 7, value: { kind: 'number', value: 16000, line: 7 } });
    expect(at(root, 'browser.headless').value).toEqual({ kind: 'boolean', value: true, line: 9 });
    expect(at(root, 'browser.cdpEndpoint').value).toEqual({ kind: 'null', line: 10 });
  });

  it('keeps a ${NAME} string as a string: js-yaml does not expand it', () => {
    expect(at(root, 'model.apiKey').value).toEqual({ kind: 'string', value: '${ARK_API_KEY}', line: 5 });
  });

  it('reads block lists with item lines', () => {
    const args = at(root, 'mcpServers.fs.args').value;
    expect(args.kind === 'list' && args.items.map((i) => i.line)).toEqual([15, 16]);
  });

  it('is detected as YAML', () => {
    expect(detectFormat(yaml)).toBe('yaml');
  });

  it('applies << merge keys without overriding keys set beside them', () => {
    const merged = rootOf(readYaml('base: &base\n  command: npx\n  cwd: /a\nmcpServers:\n  fs:\n    <<: *base\n    cwd: /b\n'));
    expect(at(merged, 'mcpServers.fs.command').value).toMatchObject({ kind: 'string', value: 'npx' });
    expect(at(merged, 'mcpServers.fs.cwd').value).toMatchObject({ kind: 'string', value: '/b' });
  });

  it('reports a repeated key as an error: js-yaml refuses the whole file', () => {
    const result = readYaml('model:\n  provider: openai\n  provider: anthropic\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.findings).toMatchObject([{ kind: 'pitfall', severity: 'error', key: 'model.provider', line: 3 }]);
    expect(result.findings[0].message.en).toContain('line 2');
  });

  const broken: [string, string, number][] = [
    ['bad indentation', 'model:\n  provider: openai\n id: x\n', 3],
    ['unclosed flow list', 'tool:\n  include: [a, b\nlogLevel: debug\n', 2],
    ['unclosed quote', 'model:\n  id: "abc\n', 2],
    ['two documents', 'a: 1\n---\nb: 2\n', 2],
  ];
  for (const [name, text, line] of broken) {
    it(`${name} → ok:false near line ${line}`, () => {
      const result = readYaml(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.line).toBeGreaterThanOrEqual(line);
      expect(result.line).toBeLessThanOrEqual(line + 1);
      expect(result.message.zh).toMatch(/[\u4e00-\u9fff]/);
    });
  }

  it('refuses a document that is not a mapping', () => {
    expect(readYaml('- a\n- b\n')).toMatchObject({ ok: false, line: 1 });
    expect(readYaml('# only a comment\n')).toMatchObject({ ok: false });
  });

  it('stops a billion-laughs alias bomb quickly with a clear message', () => {
    const bomb = ['a: &a [x,x,x,x,x,x,x,x,x]']
      .concat('bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`))
      .join('\n');
    const result = readYaml(bomb);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.en).toContain('billion laughs');
  });
});

const json = `{
  "model": {
    "provider": "openai",
    "id": "gpt-4o"
  },
  "maxTokens": 8192,
  "browser": { "headless": false, "cdpEndpoint": null },
  "tool": { "include": ["a", "b\\u0021"] }
}`;

describe('readJson', () => {
  const root = rootOf(readJson(json));

  it('reads values with their lines', () => {
    expect(at(root, 'model.id')).toEqual({ line: 4, value: { kind: 'string', value: 'gpt-4o', line: 4 } });
    expect(at(root, 'maxTokens').value).toEqual({ kind: 'number', value: 8192, line: 6 });
    expect(at(root, 'browser.headless').value).toEqual({ kind: 'boolean', value: false, line: 7 });
    expect(at(root, 'browser.cdpEndpoint').value).toEqual({ kind: 'null', line: 7 });
    const include = at(root, 'tool.include').value;
    expect(include.kind === 'list' && include.items.map((i) => (i.kind === 'string' ? i.value : ''))).toEqual(['a', 'b!']);
  });

  it('is detected as JSON', () => {
    expect(detectFormat(json)).toBe('json');
  });

  it('warns about a repeated key: JSON.parse keeps the last one', () => {
    const result = readJson('{\n  "logLevel": "info",\n  "logLevel": "debug"\n}');
    expect(result.ok && result.findings).toMatchObject([{ kind: 'pitfall', severity: 'warning', line: 3 }]);
  });

  const broken: [string, string, number][] = [
    ['trailing comma', '{\n  "a": 1,\n}', 3],
    ['comment', '{\n  // note\n  "a": 1\n}', 2],
    ['single quotes', "{\n  'a': 1\n}", 2],
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}', 3],
    ['unquoted key', '{\n  a: 1\n}', 2],
    ['unclosed', '{\n  "a": {\n    "b": 1\n', 4],
    ['text after the end', '{ "a": 1 }\n{ "b": 2 }', 2],
    ['leading zero', '{\n  "a": 01\n}', 2],
  ];
  for (const [name, text, line] of broken) {
    it(`${name} → ok:false at line ${line}, as JSON.parse also refuses it`, () => {
      expect(() => JSON.parse(text)).toThrow();
      const result = readJson(text);
      expect(result).toMatchObject({ ok: false, format: 'json', line });
      if (!result.ok) expect(result.message.zh).toMatch(/^JSON 语法错误/);
    });
  }

  it('accepts exactly what JSON.parse accepts on a set of edge cases', () => {
    const edge = ['{}', '{"a":[]}', '{"a":-0.5e+3}', '{"a":"\\ud83d\\ude00"}', '{"a":1e400}', '{"a":"\t"}', '{"a":"\\x41"}', '{"a":.5}', '{"a":[1,]}', '{"a":true}'];
    for (const text of edge) {
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(readJson(text).ok, text).toBe(parses);
    }
  });
});
