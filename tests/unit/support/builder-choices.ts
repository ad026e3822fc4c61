/**
 * Choice sets the config builder tests share: the start state, the Volcengine
 * vision set-up, two MCP servers with a search provider, every provider, and
 * one with every field moved off its start value.
 */
import { builderProviders } from '../../../src/data/config-builder';
import { type Choices, startChoices, withProvider } from '../../../src/config-builder/choices';

export function volcengineVision(): Choices {
  return { ...startChoices(), browser: 'visual-grounding', thinking: 'enabled', maxTokens: 16000 };
}

export function twoMcpAndSearch(): Choices {
  return {
    ...withProvider(startChoices(), 'anthropic'),
    search: 'searxng',
    searchBaseUrl: 'http://127.0.0.1:8080',
    searchCount: 5,
    mcpInclude: ['fs'],
    mcpServers: [
      { name: 'fs', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] },
      { name: 'docs-web', transport: 'http', url: 'https://mcp.example.com/mcp' },
    ],
  };
}

/** Every field changed, with values that need quoting in YAML, TS and the shell. */
export function everythingChanged(): Choices {
  return {
    ...withProvider(startChoices(), 'openai-compatible'),
    model: 'qwen-plus',
    baseURL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    keyEnv: 'DASHSCOPE_API_KEY',
    thinking: 'enabled',
    maxTokens: 4096,
    temperature: 0.2,
    engine: 'prompt_engineering',
    browser: 'dom',
    headless: true,
    cdp: 'http://127.0.0.1:9222/json/version',
    search: 'bing',
    searchCount: 3,
    searchBaseUrl: 'https://api.bing.microsoft.com/v7.0',
    mcpInclude: ['fs', 'web'],
    mcpExclude: ['broken'],
    workspace: "~/my project's dir",
    port: 9000,
    open: true,
    logLevel: 'debug',
    title: 'Team "TARS": #1',
    subtitle: '我的助手',
    welcomeTitle: 'yes',
    prompts: ['Find the -y flag', "it's 100%", '2024'],
    mcpServers: [{ name: 'fs', transport: 'stdio', command: 'node', args: ['server.js', '--port=1', "a'b"] }],
  };
}

export function namedChoiceSets(): [string, Choices][] {
  return [
    ['start', startChoices()],
    ['volcengine + vision', volcengineVision()],
    ['two MCP servers + search', twoMcpAndSearch()],
    ['everything changed', everythingChanged()],
    ...builderProviders.map((p): [string, Choices] => [`provider ${p.id}`, withProvider(startChoices(), p.id)]),
  ];
}
