/** Claims of the Basic guide pages (MCP, model providers, troubleshooting). */
import type { Claim } from './types';

const mcpClient = 'packages/agent-infra/mcp-client/src/index.ts';

export const guideBasicClaims: Claim[] = [
  {
    id: 'mcp-timeout-is-per-tool-call',
    route: '/guide/basic/mcp',
    section: 'failures',
    says: 'mcpServers.<name>.timeout and defaultConnectionTimeout limit each tool call, not connecting or start-up.',
    rests: [
      { file: mcpClient, line: 44, text: 'Default timeout for all tool calls in seconds, defaults to 60s' },
      { file: mcpClient, line: 654, text: 'const timeoutSeconds = server?.timeout ?? this.defaultTimeout;' },
      { file: 'multimodal/tarko/mcp-agent/src/mcp-agent.ts', line: 62, text: 'const defaultTimeout = this.options.defaultConnectionTimeout ?? 60;' },
    ],
  },
  {
    id: 'mcp-errors-print-without-debug',
    route: '/guide/basic/troubleshooting',
    section: 'mcp-server-failed',
    says: 'The [MCP] error lines are printed with console.error at every log level, so they show without --debug.',
    rests: [
      { file: mcpClient, line: 81, text: "if (!this.isDebug && level !== 'error') return;" },
      { file: 'multimodal/tarko/mcp-agent/src/mcp-client-v2.ts', line: 37, text: '{ isDebug: false, defaultTimeout },' },
    ],
    quotes: ['[MCP] Error <name> activating server: <message>', '[MCP] Failed to activate server <name>: …', '[MCP] Error listing tools: Error: MCP Client <name> not found'],
  },
  {
    id: 'thinking-flag-deprecated-warning',
    route: '/guide/basic/model-provider',
    section: 'thinking',
    says: 'Every --thinking flag prints the deprecated-options warning, and still sets thinking.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/src/config/builder.ts', line: 91, text: 'thinking,' },
      { file: 'multimodal/tarko/agent-cli/src/config/display.ts', line: 49, text: 'Deprecated CLI options detected: ${options.join' },
    ],
    quotes: ['Deprecated CLI options detected: thinking. Consider using config file format.'],
  },
  {
    id: 'thinking-not-sent-to-claude',
    route: '/guide/basic/model-provider',
    section: 'thinking',
    says: 'thinking is added to every model request except with provider openai; the OpenAI-style client passes it on, the anthropic client builds its request without it.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/llm-client.ts', line: 35, text: "if (provider !== 'openai') {" },
      { file: 'multimodal/tarko/agent/src/agent/llm-client.ts', line: 36, text: 'request.thinking = reasoningOptions;' },
      { file: 'multimodal/tarko/llm-client/src/handlers/anthropic.ts', line: 562, text: 'const convertedBody: MessageCreateParamsStreaming = {' },
    ],
  },
  {
    id: 'base-url-ignored-by-some-clients',
    route: '/guide/basic/model-provider',
    section: 'base-url',
    says: 'gemini warns and ignores model.baseURL; groq, perplexity and ai21 call fixed addresses; mistral passes it to its client.',
    rests: [
      { file: 'multimodal/tarko/llm-client/src/handlers/gemini.ts', line: 449, text: "The 'baseUrl' will be ignored by Gemini because it does not support this field." },
      { file: 'multimodal/tarko/llm-client/src/handlers/groq.ts', line: 46, text: "baseURL: 'https://api.groq.com/openai/v1'," },
      { file: 'multimodal/tarko/llm-client/src/handlers/perplexity.ts', line: 43, text: "baseURL: 'https://api.perplexity.ai'," },
      { file: 'multimodal/tarko/llm-client/src/handlers/ai21.ts', line: 242, text: "fetch('https://api.ai21.com/studio/v1/chat/completions'" },
      { file: 'multimodal/tarko/llm-client/src/handlers/mistral.ts', line: 266, text: 'const endpoint = this.opts.baseURL ?? undefined;' },
    ],
    quotes: ["The 'baseUrl' will be ignored by Gemini because it does not support this field."],
  },
  {
    id: 'openrouter-ignores-base-url',
    route: '/guide/basic/model-provider',
    section: 'provider-recipes',
    says: 'The OpenRouter client always calls https://openrouter.ai/api/v1, whatever model.baseURL says, and prints "open router" on every request.',
    rests: [
      { file: 'multimodal/tarko/llm-client/src/handlers/openrouter.ts', line: 29, text: "'open router'" },
      { file: 'multimodal/tarko/llm-client/src/handlers/openrouter.ts', line: 34, text: "baseURL: 'https://openrouter.ai/api/v1'," },
    ],
  },
];
