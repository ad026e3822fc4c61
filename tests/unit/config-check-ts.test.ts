import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/config-builder/check/detect';
import { readTs } from '../../src/config-builder/check/read-ts';
import { at, rootOf } from './support/config-tree';


const sample = `import { defineConfig } from '@tarko/interface/define-config';
import type { AgentTARSAppConfig } from '@agent-tars/interface';

/* A block comment
   over two lines */
export default defineConfig<AgentTARSAppConfig>({
  // a line comment
  model: {
    provider: 'volcengine',
    "id": "doubao-1-5",
    apiKey: process.env.ARK_API_KEY,
    baseURL: process.env['ARK_BASE_URL'],
  },
  maxTokens: 16_000,
  temperature: -0.5,
  browser: { control: \`dom\`, headless: true, cdpEndpoint: null, },
  tool: { include: ['read', "write",], exclude: [] },
  search: { provider: 'tavily' as const, count: 0x0a },
  webui: { title: \`Hi \${name}\`, subtitle: undefined },
  thinking: { type: getThinking() } satisfies object,
  instructions: base + 'more',
});
`;

describe('readTs: a typical file', () => {
  const root = rootOf(readTs(sample));

  it('reads literals with their lines', () => {
    expect(at(root, 'model.provider')).toEqual({ line: 9, value: { kind: 'string', value: 'volcengine', line: 9 } });
    expect(at(root, 'model.id').value).toEqual({ kind: 'string', value: 'doubao-1-5', line: 10 });
    expect(at(root, 'maxTokens').value).toEqual({ kind: 'number', value: 16000, line: 14 });
    expect(at(root, 'temperature').value).toEqual({ kind: 'number', value: -0.5, line: 15 });
    expect(at(root, 'browser.control').value).toEqual({ kind: 'string', value: 'dom', line: 16 });
    expect(at(root, 'browser.headless').value).toEqual({ kind: 'boolean', value: true, line: 16 });
    expect(at(root, 'browser.cdpEndpoint').value.kind).toBe('null');
    expect(at(root, 'search.count').value).toEqual({ kind: 'number', value: 10, line: 18 });
    expect(at(root, 'search.provider').value).toEqual({ kind: 'string', value: 'tavily', line: 18 });
  });

  it('reads lists with trailing commas', () => {
    const include = at(root, 'tool.include').value;
    expect(include.kind === 'list' && include.items.map((i) => (i.kind === 'string' ? i.value : i.kind))).toEqual(['read', 'write']);
    expect(at(root, 'tool.exclude').value).toEqual({ kind: 'list', items: [], line: 17 });
  });

  it('turns process.env.X and process.env["X"] into env nodes', () => {
    expect(at(root, 'model.apiKey').value).toEqual({ kind: 'env', name: 'ARK_API_KEY', line: 11 });
    expect(at(root, 'model.baseURL').value).toEqual({ kind: 'env', name: 'ARK_BASE_URL', line: 12 });
  });

  it('marks computed values as unchecked, with their source text', () => {
    expect(at(root, 'webui.title').value).toEqual({ kind: 'unchecked', text: '`Hi ${name}`', line: 19 });
    expect(at(root, 'thinking.type').value).toEqual({ kind: 'unchecked', text: 'getThinking()', line: 20 });
    expect(at(root, 'instructions').value).toEqual({ kind: 'unchecked', text: "base + 'more'", line: 21 });
    expect(at(root, 'webui.subtitle').value.kind).toBe('null');
  });

  it('is detected as TS', () => {
    expect(detectFormat(sample)).toBe('ts');
  });
});

describe('readTs: other export forms', () => {
  it('reads `export default { … }` without defineConfig', () => {
    const root = rootOf(readTs("export default {\n  model: { provider: 'openai' },\n};\n"));
    expect(at(root, 'model.provider').line).toBe(2);
  });

  it('follows `const config = {…}; export default config`', () => {
    const root = rootOf(readTs("const config: Cfg = {\n  logLevel: 'debug',\n};\n\nexport default config;\n"));
    expect(at(root, 'logLevel')).toEqual({ line: 2, value: { kind: 'string', value: 'debug', line: 2 } });
  });

  it('reads module.exports', () => {
    const root = rootOf(readTs("module.exports = {\n  workspace: './w',\n};"));
    expect(at(root, 'workspace').line).toBe(2);
  });

  it('reports a config function as not checked, without failing', () => {
    const result = readTs("export default ({ env }) => ({\n  model: { provider: 'openai' },\n});\n");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.root.entries).toEqual([]);
    expect(result.findings).toMatchObject([{ kind: 'not-checked', line: 1, link: '/guide/basic/config#config-function' }]);
  });

  it('reports spreads, computed keys, shorthand and methods as not checked', () => {
    const result = readTs("export default {\n  ...base,\n  [key]: 1,\n  model,\n  onEvent() { return 1; },\n  id: 'x',\n};");
    const root = rootOf(result);
    expect(at(root, 'model').value).toEqual({ kind: 'unchecked', text: 'model', line: 4 });
    expect(at(root, 'onEvent').value.kind).toBe('unchecked');
    expect(at(root, 'id').line).toBe(6);
    if (result.ok) expect(result.findings.map((f) => [f.kind, f.line])).toEqual([['not-checked', 2], ['not-checked', 3]]);
  });

  it('keeps both copies of a repeated key and warns that the later wins', () => {
    const result = readTs("export default {\n  logLevel: 'info',\n  logLevel: 'debug',\n};");
    expect(result.ok && result.findings).toMatchObject([{ kind: 'pitfall', severity: 'warning', key: 'logLevel', line: 3 }]);
  });
});

describe('readTs: syntax it cannot follow', () => {
  const cases: [string, string, number][] = [
    ['missing comma', "export default {\n  model: { provider: 'openai' }\n  logLevel: 'debug',\n};", 3],
    ['unclosed object', "export default defineConfig({\n  model: {\n    provider: 'openai',\n", 4],
    ['unclosed string', "export default {\n  id: 'abc,\n};", 2],
    ['unclosed comment', 'export default {\n  /* never closed\n};', 2],
    ['unclosed template', 'export default {\n  id: `abc,\n};', 2],
    ['mismatched bracket', "export default {\n  tool: { include: ['a' },\n};", 2],
  ];
  for (const [name, text, line] of cases) {
    it(`${name} → ok:false at line ${line}`, () => {
      const result = readTs(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.line).toBe(line);
      expect(result.message.en.length).toBeGreaterThan(10);
      expect(result.message.zh).toMatch(/[\u4e00-\u9fff]/);
    });
  }

  it('needs an export', () => {
    const result = readTs("const x = { model: { provider: 'openai' } };");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.en).toContain('export default');
  });
});
