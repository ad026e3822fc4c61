import { describe, expect, it } from 'vitest';
import { configOptions } from '../../src/data/config';
import { checkConfig, flatten } from '../../src/config-builder/check';
import { nearestKey } from '../../src/config-builder/check/nearest';
import type { Finding } from '../../src/config-builder/types';

const findingsOf = (text: string, kinds?: Finding['kind'][]): Finding[] => {
  const { result, findings } = checkConfig(text);
  if (!result.ok) throw new Error(`expected ok, got ${result.message.en} (line ${result.line})`);
  return kinds ? findings.filter((f) => kinds.includes(f.kind)) : findings;
};

const brief = (f: Finding): [string, string, number, string | undefined] => [f.kind, f.key, f.line, f.suggestion];

describe('unknown keys', () => {
  it('suggests the real key for a case or separator slip, a 0.2.x name and a longer form', () => {
    const found = findingsOf(
      `export default {
  model: { baseUrl: 'https://x', api_key: 'k' },
  workspace: { workingDirectory: './w' },
  browser: { controlMode: 'dom', engine: 'bing' },
  server: { open: true },
  modle: {},
};`,
      ['unknown-key'],
    );
    expect(found.map(brief)).toEqual([
      ['unknown-key', 'model.baseUrl', 2, 'model.baseURL'],
      ['unknown-key', 'model.api_key', 2, 'model.apiKey'],
      ['unknown-key', 'workspace.workingDirectory', 3, '--workspace'],
      ['unknown-key', 'browser.controlMode', 4, 'browser.control'],
      ['unknown-key', 'browser.engine', 4, 'search.browserSearch.engine'],
      ['unknown-key', 'server.open', 5, '--open'],
      ['unknown-key', 'modle', 6, 'model'],
    ]);
    expect(found[0].link).toBe('/api/config#cfg-model.base-url');
    expect(found[2].link).toBe('/api/cli#flag-workspace');
    expect(found[2].message.en).toContain('0.2.x');
  });

  it('accepts any name below a `<name>` map, and checks the keys under it', () => {
    const found = findingsOf(
      'mcpServers:\n  my-fs:\n    command: npx\n    comand: x\n    env:\n      ANY_NAME: v\nmodel:\n  params:\n    whatever: { deep: 1 }\n',
      ['unknown-key'],
    );
    expect(found.map(brief)).toEqual([['unknown-key', 'mcpServers.my-fs.comand', 4, 'mcpServers.my-fs.command']]);
  });

  it('does not take a key written with dots as the nested key', () => {
    expect(findingsOf('{ "model.provider": "openai" }', ['unknown-key']).map((f) => f.key)).toEqual(['model.provider']);
  });

  it('gives no suggestion when nothing is near', () => {
    expect(nearestKey(['zzzzqqqq'])).toBeUndefined();
  });
});

describe('values', () => {
  it('reports wrong types and values outside the choices, at the value line', () => {
    const found = findingsOf(
      `{
  "maxTokens": "16000",
  "browser": { "headless": "yes", "control": "hybird" },
  "tool": { "include": "read" },
  "search": { "provider": "bing_search" },
  "model": "gpt-4o",
  "logLevel": "WARNING",
  "thinking": { "type": "on" }
}`,
      ['wrong-type', 'bad-value'],
    );
    expect(found.map(brief)).toEqual([
      ['wrong-type', 'maxTokens', 2, undefined],
      ['wrong-type', 'browser.headless', 3, undefined],
      ['bad-value', 'browser.control', 3, undefined],
      ['wrong-type', 'tool.include', 4, undefined],
      ['bad-value', 'search.provider', 5, undefined],
      ['wrong-type', 'model', 6, undefined],
      ['bad-value', 'thinking.type', 8, undefined],
    ]);
    expect(found[2].message.en).toContain('hybrid, dom, visual-grounding');
    expect(found[4].link).toBe('/api/config#cfg-search.provider');
  });

  it('accepts a ToolCallEngine class for toolCallEngine but not an unknown string', () => {
    expect(findingsOf('export default { toolCallEngine: MyEngine };', ['wrong-type', 'bad-value'])).toEqual([]);
    expect(findingsOf("export default { toolCallEngine: 'json' };", ['bad-value']).map((f) => f.key)).toEqual(['toolCallEngine']);
  });

  it('shows environment values and code as information, not errors', () => {
    const found = findingsOf(
      "export default {\n  model: { apiKey: process.env.OPENAI_API_KEY, id: pickModel() },\n  search: { apiKey: process.env['TAVILY_KEY'] },\n};",
      ['env', 'not-checked'],
    );
    expect(found.map((f) => [f.kind, f.severity, f.key, f.line])).toEqual([
      ['env', 'info', 'model.apiKey', 2],
      ['not-checked', 'info', 'model.id', 2],
      ['env', 'info', 'search.apiKey', 3],
    ]);
    expect(found[0].message.en).toContain('OPENAI_API_KEY');
    expect(found[1].message.en).toContain('pickModel()');
  });

  it('warns about keys that have no effect in 0.3.0, with the data note', () => {
    const found = findingsOf('browser:\n  type: remote\nplanner:\n  maxSteps: 3\n', ['pitfall']);
    const keys = found.map((f) => [f.key, f.line]);
    expect(keys).toContainEqual(['browser.type', 2]);
    expect(keys).toContainEqual(['planner', 3]);
    expect(keys).toContainEqual(['planner.maxSteps', 4]);
    const browserType = found.find((f) => f.key === 'browser.type');
    expect(browserType?.severity).toBe('warning');
    expect(browserType?.message.en).toContain('browser.cdpEndpoint');
  });
});

describe('checkConfig', () => {
  it('sorts findings by line and gives every one a message in both languages and a link', () => {
    const { findings } = checkConfig(
      'agent-tars --provider openai \\\n  --modle.id x \\\n  --browser.control hybird \\\n  --maxTokens lots',
    );
    expect(findings.map((f) => f.line)).toEqual([...findings.map((f) => f.line)].sort((a, b) => a - b));
    expect(findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['pitfall', 'unknown-flag', 'bad-value', 'wrong-type']));
    for (const f of findings) {
      expect(f.message.en.length, f.key).toBeGreaterThan(10);
      expect(f.message.zh, f.key).toMatch(/[\u4e00-\u9fff]/);
      expect(f.link, f.key).toMatch(/^\/(api|guide)\//);
    }
  });

  it('returns a message, not findings, when the text cannot be read', () => {
    expect(checkConfig('{ "a": 1,, }')).toMatchObject({ result: { ok: false, format: 'json', line: 1 }, findings: [] });
    expect(checkConfig('   ')).toMatchObject({ result: { ok: false, format: 'unknown' }, findings: [] });
  });

  it('runs the pitfall data on the flat config', () => {
    const { findings } = checkConfig("export default { model: { provider: 'openai', baseURL: 'https://api.x.com/v1/chat/completions' } };");
    expect(findings.some((f) => f.kind === 'pitfall' && f.key.startsWith('model.baseURL'))).toBe(true);
  });

  it('accepts every current key of the reference data with a value of its type', () => {
    const sample = (type: string, values?: string[]): unknown =>
      values ? values[0] : type === 'number' ? 1 : type === 'boolean' ? true : type === 'string[]' ? ['a'] : type === 'string' ? 'x' : undefined;
    const leaves = configOptions.filter(
      (o) =>
        o.status === 'current' &&
        !o.key.includes('<name>') &&
        sample(o.type, o.values) !== undefined &&
        !configOptions.some((other) => other.key.startsWith(`${o.key}.`)),
    );
    const tree: Record<string, unknown> = {};
    for (const o of leaves) {
      const parts = o.key.split('.');
      let node = tree;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts[parts.length - 1]] = sample(o.type, o.values);
    }
    expect(leaves.length).toBeGreaterThan(60);
    const found = findingsOf(JSON.stringify(tree, null, 2), ['unknown-key', 'wrong-type', 'bad-value']);
    expect(found.map(brief)).toEqual([]);
  });
});

describe('flatten', () => {
  it('gives dotted paths with the reader names, later keys winning', () => {
    const { result } = checkConfig('{ "mcpServers": { "fs": { "command": "npx", "args": ["-y"] } }, "maxTokens": 1, "maxTokens": 2 }');
    if (!result.ok) throw new Error('not ok');
    const flat = flatten(result.root);
    expect([...flat.keys()]).toEqual(['mcpServers.fs.command', 'mcpServers.fs.args', 'maxTokens']);
    expect(flat.get('maxTokens')).toMatchObject({ kind: 'number', value: 2 });
    expect(flat.get('mcpServers.fs.args')?.kind).toBe('list');
  });
});
