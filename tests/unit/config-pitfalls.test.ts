import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pitfallFindings } from '../../src/config-builder/pitfalls';
import type { ConfigFormat, ConfigNode, FlatConfig } from '../../src/config-builder/types';
import { configPitfalls, modelProviderIds } from '../../src/data/config-pitfalls';
import type { ConfigPitfall } from '../../src/data/config-pitfalls';
import { agentTarsWebuiKeys } from '../../src/data/config-pitfalls-tools';
import { modelOutputLimits } from '../../src/data/model-limits';

type Spec = Record<string, string | number | boolean | ConfigNode>;

const env = (name: string): ConfigNode => ({ kind: 'env', name, line: 0 });
const unchecked = (text: string): ConfigNode => ({ kind: 'unchecked', text, line: 0 });

/** A flat config whose leaves sit on lines 1, 2, 3… in the order given. */
function flat(spec: Spec): FlatConfig {
  const map: FlatConfig = new Map();
  Object.entries(spec).forEach(([key, v], i) => {
    const line = i + 1;
    const node: ConfigNode =
      typeof v === 'string'
        ? { kind: 'string', value: v, line }
        : typeof v === 'number'
          ? { kind: 'number', value: v, line }
          : typeof v === 'boolean'
            ? { kind: 'boolean', value: v, line }
            : { ...v, line };
    map.set(key, node);
  });
  return map;
}

const ids = (spec: Spec, format?: ConfigFormat): string[] => {
  const found = pitfallFindings(flat(spec), { format });
  return configPitfalls.filter((p) => found.some((f) => f.message === p.message)).map((p) => p.id);
};

interface Case {
  on: Spec;
  /** The nearest config that does not trigger it: one choice changed. */
  off: Spec;
  format?: ConfigFormat;
}

const volc = { 'model.provider': 'volcengine', 'browser.control': 'dom' };

const cases: Record<string, Case> = {
  'unknown-provider': { on: { 'model.provider': 'kimi' }, off: { 'model.provider': 'openai-compatible', 'model.baseURL': 'https://api.moonshot.cn/v1' } },
  'base-url-ends-with-chat-completions': {
    on: { 'model.provider': 'openai-compatible', 'model.baseURL': 'https://llm.example.com/v1/chat/completions' },
    off: { 'model.provider': 'openai-compatible', 'model.baseURL': 'https://llm.example.com/v1' },
  },
  'base-url-ignored': {
    on: { 'model.provider': 'gemini', 'model.baseURL': 'https://proxy.example.com/v1' },
    off: { 'model.provider': 'openai-compatible', 'model.baseURL': 'https://proxy.example.com/v1' },
  },
  'openai-compatible-without-base-url': {
    on: { 'model.provider': 'openai-compatible', 'model.id': 'm' },
    off: { 'model.provider': 'openai-compatible', 'model.id': 'm', 'model.baseURL': 'https://llm.example.com/v1' },
  },
  'azure-without-base-url': {
    on: { 'model.provider': 'azure-openai', 'model.id': 'dep' },
    off: { 'model.provider': 'azure-openai', 'model.id': 'dep', 'model.baseURL': 'https://r.openai.azure.com' },
  },
  'azure-base-url-with-path': {
    on: { 'model.provider': 'azure-openai', 'model.baseURL': 'https://r.openai.azure.com/openai/deployments/dep' },
    off: { 'model.provider': 'azure-openai', 'model.baseURL': 'https://r.openai.azure.com/' },
  },
  'api-key-variable-name-in-file': { on: { 'model.apiKey': 'ARK_API_KEY' }, off: { 'model.apiKey': env('ARK_API_KEY') }, format: 'yaml' },
  'thinking-not-an-object': { on: { thinking: true }, off: { 'thinking.type': 'enabled', ...volc }, format: 'ts' },
  'thinking-not-sent': { on: { 'thinking.type': 'enabled', 'model.provider': 'anthropic' }, off: { 'thinking.type': 'enabled', ...volc } },
  'tool-call-engine-fallback': { on: { toolCallEngine: 'function_calling' }, off: { toolCallEngine: 'prompt_engineering' } },
  'structured-outputs-with-volcengine': { on: { toolCallEngine: 'structured_outputs', ...volc }, off: { toolCallEngine: 'native', ...volc } },
  'vision-mode-without-volcengine': {
    on: { 'model.provider': 'openai', 'browser.control': 'visual-grounding' },
    off: { 'model.provider': 'volcengine', 'browser.control': 'visual-grounding' },
  },
  'default-vision-mode-without-volcengine': { on: { 'model.provider': 'anthropic' }, off: { 'model.provider': 'volcengine' } },
  'stdio-builtins-without-vision': { on: { mcpImpl: 'stdio', 'model.provider': 'volcengine' }, off: { mcpImpl: 'in-memory', 'model.provider': 'volcengine' } },
  'cdp-browser-closed': { on: { 'browser.cdpEndpoint': 'http://127.0.0.1:9222/json/version', ...volc }, off: { ...volc } },
  'search-provider-fallback': { on: { 'search.provider': 'bing_search' }, off: { 'search.provider': 'bing', 'search.apiKey': env('K') } },
  'search-engine-no-effect': { on: { 'search.browserSearch.engine': 'baidu' }, off: { 'search.browserSearch.engine': 'google' } },
  'search-visited-urls-no-effect': { on: { 'search.browserSearch.needVisitedUrls': true }, off: { 'search.browserSearch.needVisitedUrls': false } },
  'bing-without-key': { on: { 'search.provider': 'bing' }, off: { 'search.provider': 'bing', 'search.apiKey': env('BING_SEARCH_API_KEY') } },
  'searxng-default-base-url': { on: { 'search.provider': 'searxng' }, off: { 'search.provider': 'searxng', 'search.baseUrl': 'http://localhost:8080' } },
  'mcp-command-and-url': {
    on: { 'mcpServers.fs.command': 'node', 'mcpServers.fs.url': 'http://localhost:3000/mcp' },
    off: { 'mcpServers.fs.url': 'http://localhost:3000/mcp' },
  },
  'mcp-without-command-or-url': { on: { 'mcpServers.fs.args': 'x' }, off: { 'mcpServers.fs.command': 'node', 'mcpServers.fs.args': 'x' } },
  'mcp-npx-on-windows': { on: { 'mcpServers.fs.command': 'npx' }, off: { 'mcpServers.fs.command': 'D:\\nodejs\\npx.cmd' } },
  'mcp-env-path-replaced': {
    on: { 'mcpServers.fs.command': 'node', 'mcpServers.fs.env.PATH': '/usr/bin' },
    off: { 'mcpServers.fs.command': 'node', 'mcpServers.fs.env.HOME': '/home/me' },
  },
  'workspace-key-ignored': { on: { workspace: './project' }, off: { workspace: './project' }, format: 'ts' },
  'server-port-in-file': { on: { 'server.port': 3000 }, off: { 'server.port': 3000 }, format: 'json' },
  'webui-remote-unsupported': { on: { 'webui.type': 'remote' }, off: { 'webui.type': 'static' } },
  'model-params-replace-maxTokens': { on: { maxTokens: 16000, 'model.params.max_tokens': 4000 }, off: { maxTokens: 16000, 'model.params.top_k': 4 } },
  'model-params-replace-temperature': { on: { temperature: 0.2, 'model.params.temperature': 1 }, off: { 'model.params.temperature': 1 } },
  'model-params-replace-top_p': { on: { top_p: 0.9, 'model.params.top_p': 1 }, off: { top_p: 0.9 } },
  ...Object.fromEntries(
    agentTarsWebuiKeys.map((key) => [`webui-overridden-${key}`, { on: { [key]: 'x' }, off: { 'webui.layout.enableSidebar': false } }]),
  ),
  ...Object.fromEntries(
    modelOutputLimits.map((l) => [
      `max-tokens-over-limit-${l.provider}-${l.maxOutputTokens}`,
      {
        on: { 'model.provider': l.provider, 'model.id': l.ids[0] },
        off: { 'model.provider': l.provider, 'model.id': l.ids[0], maxTokens: l.maxOutputTokens },
      },
    ]),
  ),
};

/** Cases whose `off` keeps the config but reads it from the command line, where the key means something else. */
const offByFormat = new Set(['workspace-key-ignored', 'server-port-in-file']);

describe('config pitfalls: each one appears for its trigger and disappears when the choice changes', () => {
  it('every pitfall has a case, and ids are unique', () => {
    const all = configPitfalls.map((p) => p.id);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(cases).sort()).toEqual([...all].sort());
  });

  for (const p of configPitfalls) {
    it(p.id, () => {
      const c = cases[p.id];
      expect(ids(c.on, c.format)).toContain(p.id);
      expect(ids(c.off, offByFormat.has(p.id) ? 'cli' : c.format)).not.toContain(p.id);
    });
  }
});

describe('config pitfalls: evaluation', () => {
  it('points at the line and key that triggered it, with the link from the data', () => {
    const [f] = pitfallFindings(flat({ 'model.id': 'x', 'model.provider': 'qwen' }), {
      pitfalls: configPitfalls.filter((p) => p.id === 'unknown-provider'),
    });
    expect(f).toMatchObject({ kind: 'pitfall', severity: 'error', key: 'model.provider', line: 2 });
    expect(f.link).toBe('/guide/basic/troubleshooting#unknown-provider-models-error');
  });

  it('falls back to the next key of `at` when the first is not in the config', () => {
    const found = pitfallFindings(flat({ 'model.provider': 'anthropic', 'model.id': 'claude-3-opus-20240229' }));
    expect(found.find((f) => f.key === 'model.id')?.line).toBe(2);
    const set = pitfallFindings(flat({ 'model.provider': 'anthropic', 'model.id': 'claude-3-opus-20240229', maxTokens: 8000 }));
    expect(set.find((f) => f.key === 'maxTokens')?.line).toBe(3);
  });

  it('never runs a value test on a value from the environment or one not checked', () => {
    expect(ids({ 'model.provider': env('PROVIDER') })).not.toContain('unknown-provider');
    expect(ids({ 'model.provider': unchecked('pick()') })).not.toContain('unknown-provider');
    expect(ids({ 'model.provider': 'openai', 'model.baseURL': env('BASE') })).not.toContain('base-url-ends-with-chat-completions');
    // An unknown provider also makes "not volcengine" unknown.
    expect(ids({ 'model.provider': env('P'), 'browser.control': 'hybrid' })).not.toContain('vision-mode-without-volcengine');
  });

  it('counts a value from the environment as present', () => {
    expect(ids({ 'model.provider': 'openai-compatible', 'model.baseURL': env('BASE_URL') })).not.toContain(
      'openai-compatible-without-base-url',
    );
    expect(ids({ 'model.provider': 'gemini', 'model.baseURL': env('BASE_URL') })).toContain('base-url-ignored');
  });

  it('treats a key hidden inside a computed object as unknown, not absent', () => {
    expect(ids({ 'model.provider': 'openai-compatible', 'model.extra': 'x', model: unchecked('base()') })).not.toContain(
      'openai-compatible-without-base-url',
    );
    expect(ids({ 'mcpServers.fs': unchecked('makeServer()') })).not.toContain('mcp-without-command-or-url');
  });

  it('a missing provider counts as openai, the resolver fallback', () => {
    expect(ids({ 'model.baseURL': 'https://x.example.com/v1/chat/completions' })).toContain('base-url-ends-with-chat-completions');
    expect(ids({ 'thinking.type': 'enabled' })).toContain('thinking-not-sent');
    expect(ids({ 'browser.control': 'hybrid' })).toContain('vision-mode-without-volcengine');
  });

  it('reports a `*` pitfall once per server, at that server', () => {
    const found = pitfallFindings(
      flat({ 'mcpServers.a.command': 'npx', 'mcpServers.b.command': 'uvx', 'mcpServers.c.command': 'npx' }),
    );
    expect(found.filter((f) => f.link?.endsWith('#mcp-npx-windows')).map((f) => [f.key, f.line])).toEqual([
      ['mcpServers.a.command', 1],
      ['mcpServers.c.command', 3],
    ]);
  });

  it('applies file-only pitfalls only when the caller says the input is a file', () => {
    expect(ids({ thinking: true })).not.toContain('thinking-not-an-object');
    expect(ids({ thinking: true }, 'cli')).not.toContain('thinking-not-an-object');
    expect(ids({ thinking: true }, 'json')).toContain('thinking-not-an-object');
    expect(ids({ thinking: false }, 'json')).not.toContain('thinking-not-an-object');
  });

  it('does not trip over hostile keys and values', () => {
    const spec: Spec = { '__proto__.x': 'y', 'constructor.prototype': 1, 'model.baseURL': 'not a url', 'model.provider': 'azure-openai' };
    for (let i = 0; i < 2000; i++) spec[`mcpServers.s${i}.command`] = 'npx';
    const found = pitfallFindings(flat(spec));
    expect(found.filter((f) => f.link?.endsWith('#mcp-npx-windows'))).toHaveLength(2000);
    expect(ids({ 'model.provider': 'azure-openai', 'model.baseURL': 'not a url' })).not.toContain('azure-base-url-with-path');
  });
});

/** Explicit heading ids of a page, from its MDX source. */
function headingIds(lang: 'en' | 'zh', route: string): Set<string> {
  const file = path.join('docs', lang, `${route}.mdx`);
  if (!fs.existsSync(file)) return new Set();
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]));
}

describe('config pitfalls: data', () => {
  it.each(configPitfalls.map((p) => [p.id, p] as [string, ConfigPitfall]))('%s links a section in both languages', (_, p) => {
    const [route, anchor] = p.link.split('#');
    expect(anchor, p.link).toBeTruthy();
    for (const lang of ['en', 'zh'] as const) expect(headingIds(lang, route).has(anchor), `${lang}${p.link}`).toBe(true);
  });

  it('has a message in both languages and names its source', () => {
    for (const p of configPitfalls) {
      expect(p.message.en.trim().length, p.id).toBeGreaterThan(20);
      expect(p.message.zh.trim().length, p.id).toBeGreaterThan(10);
      expect(p.message.zh, p.id).toMatch(/[\u4e00-\u9fff]/);
      expect(p.source.length, p.id).toBeGreaterThan(0);
      expect(p.at.length, p.id).toBeGreaterThan(0);
    }
  });

  it('quotes error texts verbatim, as the troubleshooting page, the user problems or the source claims print them', () => {
    const claimsDir = 'src/data/claims';
    const checked = [
      fs.readFileSync('docs/en/guide/basic/troubleshooting.mdx', 'utf8'),
      fs.readFileSync('src/data/user-problems.ts', 'utf8'),
      ...fs.readdirSync(claimsDir).map((f) => fs.readFileSync(path.join(claimsDir, f), 'utf8')),
    ].join('\n');
    const quoted = configPitfalls.filter((p) => p.quotes?.length);
    expect(quoted.length).toBeGreaterThan(4);
    for (const p of quoted) {
      for (const q of p.quotes!) {
        expect(p.message.en, p.id).toContain(q);
        expect(p.message.zh, p.id).toContain(q);
        expect(checked, `${p.id}: ${q}`).toContain(q);
      }
    }
  });

  it('knows the 0.3.0 provider ids, including the presets', () => {
    expect(modelProviderIds).toEqual(expect.arrayContaining(['openai', 'anthropic', 'openai-compatible', 'volcengine', 'lm-studio']));
    expect(modelProviderIds).not.toContain('kimi');
  });

  const repo = '/work/.mirror/bytedance+UI-TARS-desktop/repo';
  it.skipIf(!fs.existsSync(repo))('names source files that exist in the 0.3.0 tree', () => {
    const tree = new Set(execFileSync('git', ['-C', repo, 'ls-tree', '-r', '--name-only', '859709dd7'], { maxBuffer: 1 << 28 }).toString().split('\n'));
    for (const p of configPitfalls) {
      for (const s of p.source.filter((x) => /^(multimodal|packages)\//.test(x))) {
        expect(tree.has(s.split(' ')[0]), `${p.id}: ${s}`).toBe(true);
      }
    }
  });
});
