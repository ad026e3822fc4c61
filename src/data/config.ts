/**
 * The Agent TARS 0.3.0 config tree (`AgentTARSAppConfig` = Agent TARS options
 * + Tarko server options), as the code reads it. One entry per key path.
 * Defaults are what a user of the `agent-tars` CLI gets; where the generic
 * Tarko agent or a programmatic server differs, `defaultNote` says so.
 *
 * Rendered by `src/components/reference/ConfigReference.tsx`; checked by
 * `tests/unit/cli-config-data.test.ts` (integrity) and
 * `tests/unit/doc-flags.test.ts` (key paths written in the pages).
 */
import type { Localized } from './routes';

export type ConfigGroupId =
  | 'model'
  | 'llm'
  | 'agent'
  | 'tools'
  | 'mcp'
  | 'browser'
  | 'search'
  | 'planner'
  | 'environment'
  | 'server'
  | 'storage'
  | 'sharing'
  | 'webui';

/** `current`: read by 0.3.0. `no-effect`: accepted by the types, ignored by the
 * code. `unsupported`: declared, but using it raises an error. */
export type ConfigStatus = 'current' | 'no-effect' | 'unsupported';

export interface ConfigOption {
  /** Dotted key path. `<name>` stands for a key you choose (e.g. an MCP server name). */
  key: string;
  group: ConfigGroupId;
  /** TypeScript-style type, shown as code. */
  type: string;
  /** Allowed literal values, when the type is a union of strings. */
  values?: string[];
  /** Literal default as Agent TARS CLI users get it. */
  default?: string;
  /** A default that is not a literal, or differs between entry points. */
  defaultNote?: Localized;
  /** Dedicated CLI flag that sets this key (see `src/data/cli.ts`). */
  flag?: string;
  status: ConfigStatus;
  description: Localized;
  note?: Localized;
}

/** Key paths from older docs or 0.2.x that 0.3.0 does not read. */
export interface ConfigLegacyKey {
  key: string;
  /** What to use instead: a 0.3.0 key or a CLI flag. */
  replacedBy: string;
  reason: Localized;
}

export interface ConfigGroup {
  id: ConfigGroupId;
  title: Localized;
}

const L = (en: string, zh: string): Localized => ({ en, zh });

export const configGroups: ConfigGroup[] = [
  { id: 'model', title: L('Model', '模型') },
  { id: 'llm', title: L('Generation and agent loop', '生成参数与 Agent 循环') },
  { id: 'agent', title: L('Agent identity and runtime', 'Agent 标识与运行时') },
  { id: 'tools', title: L('Tools', '工具') },
  { id: 'mcp', title: L('MCP servers', 'MCP 服务') },
  { id: 'browser', title: L('Browser', '浏览器') },
  { id: 'search', title: L('Search', '搜索') },
  { id: 'planner', title: L('Planner', '规划器') },
  { id: 'environment', title: L('Sandbox and experimental', '沙箱与实验功能') },
  { id: 'server', title: L('Server', '服务') },
  { id: 'storage', title: L('Session storage', '会话存储') },
  { id: 'sharing', title: L('Sharing, monitoring and snapshots', '分享、监控与快照') },
  { id: 'webui', title: L('Web UI', 'Web UI') },
];

export const configStatusLabels: Record<ConfigStatus, Localized> = {
  current: L('Current', '可用'),
  'no-effect': L('No effect in 0.3.0', '0.3.0 中无效果'),
  unsupported: L('Not implemented', '未实现'),
};

/** The files the CLI looks for, in this order; the first one found is used. */
export const configFileNames = ['tarko.config.ts', 'tarko.config.yaml', 'tarko.config.json'] as const;

/** 0.2.x names that 0.3.0 no longer finds on its own. */
export const legacyConfigFileNames = [
  'agent-tars.config.ts',
  'agent-tars.config.yaml',
  'agent-tars.config.json',
] as const;

/** Where `defineConfig` can be imported from in 0.3.0. */
export const defineConfigImports = ['@tarko/interface/define-config', '@tarko/agent-cli'] as const;

// Apart so that a page showing only the layer table does not load every config key.
export { configLayers, type ConfigLayer } from './config-layers';

/**
 * Web UI keys that Agent TARS's own webuiConfig also sets
 * (multimodal/agent-tars/core/src/webui-config.ts); the server merges the
 * agent's values over the config's (multimodal/tarko/agent-server/src/utils/webui/config.ts).
 */
const AGENT_TARS_SETS = L(
  'Agent TARS sets its own value, which replaces yours under the agent-tars CLI.',
  'Agent TARS 自带这个值，使用 agent-tars CLI 时会覆盖你的设置。',
);

export const configOptions: ConfigOption[] = [
  // ── model ──────────────────────────────────────────────────────────────
  {
    key: 'model.provider',
    group: 'model',
    type: 'string',
    default: 'openai',
    defaultNote: L('fallback when no model is configured', '未配置模型时的回退值'),
    flag: '--model.provider',
    status: 'current',
    description: L(
      'Provider id: openai, anthropic, azure-openai, gemini, mistral, groq, ai21, perplexity, openrouter, openai-compatible, openai-non-streaming, or one of the preset ids volcengine, deepseek, ollama, lm-studio.',
      '服务商 ID：openai、anthropic、azure-openai、gemini、mistral、groq、ai21、perplexity、openrouter、openai-compatible、openai-non-streaming，或预设的 volcengine、deepseek、ollama、lm-studio。',
    ),
    note: L(
      'Vision browser modes (hybrid, visual-grounding) are kept only with volcengine.',
      '只有 volcengine 能保留视觉类浏览器模式（hybrid、visual-grounding）。',
    ),
  },
  {
    key: 'model.id',
    group: 'model',
    type: 'string',
    default: 'gpt-4o',
    defaultNote: L('fallback when no model is configured', '未配置模型时的回退值'),
    flag: '--model.id',
    status: 'current',
    description: L('Model id as the provider spells it.', '服务商使用的模型 ID。'),
  },
  {
    key: 'model.apiKey',
    group: 'model',
    type: 'string',
    defaultNote: L(
      "provider's env var (OPENAI_API_KEY, ANTHROPIC_API_KEY, …)",
      '服务商对应的环境变量（OPENAI_API_KEY、ANTHROPIC_API_KEY 等）',
    ),
    flag: '--model.apiKey',
    status: 'current',
    description: L(
      'API key. In a TypeScript config, read it from process.env rather than writing it into the file.',
      'API Key。在 TypeScript 配置中建议从 process.env 读取，不要直接写进文件。',
    ),
    note: L(
      'ARK_API_KEY is not read automatically for volcengine; pass it explicitly.',
      'volcengine 不会自动读取 ARK_API_KEY，需要显式传入。',
    ),
  },
  {
    key: 'model.baseURL',
    group: 'model',
    type: 'string',
    defaultNote: L(
      'preset for volcengine, deepseek, ollama, lm-studio',
      'volcengine、deepseek、ollama、lm-studio 有预设地址',
    ),
    flag: '--model.baseURL',
    status: 'current',
    description: L(
      'API endpoint. Required for openai-compatible and azure-openai.',
      '接口地址。openai-compatible 和 azure-openai 必须设置。',
    ),
  },
  {
    key: 'model.displayName',
    group: 'model',
    type: 'string',
    flag: '--model.displayName',
    status: 'current',
    description: L('Label for the model in the Web UI.', '模型在 Web UI 中显示的名称。'),
  },
  {
    key: 'model.headers',
    group: 'model',
    type: 'Record<string, string>',
    defaultNote: L(
      'claude-* ids get anthropic-beta headers automatically',
      'claude-* 模型会自动带上 anthropic-beta 请求头',
    ),
    status: 'current',
    description: L('Extra HTTP headers sent with every model request.', '每次模型请求都会附带的额外 HTTP 请求头。'),
  },
  {
    key: 'model.headers.<name>',
    group: 'model',
    type: 'string',
    status: 'current',
    description: L(
      'One request header: the key is the header name, the value its content. The headers are passed to the model client as default headers.',
      '单个请求头：键是请求头名称，值是它的内容。这些请求头会作为默认请求头交给模型客户端。',
    ),
    note: L(
      'For model ids that start with claude- or anthropic/, Agent TARS writes its own anthropic-beta header after yours, so an anthropic-beta value you set is replaced.',
      '模型 ID 以 claude- 或 anthropic/ 开头时，Agent TARS 会在你的请求头之后写入自己的 anthropic-beta，因此你设置的 anthropic-beta 会被替换。',
    ),
  },
  {
    key: 'model.params',
    group: 'model',
    type: 'Record<string, unknown>',
    status: 'current',
    description: L(
      'Experimental: extra fields merged into the request body.',
      '实验性：合并到请求体中的额外字段。',
    ),
  },
  {
    key: 'model.params.<name>',
    group: 'model',
    type: 'unknown',
    status: 'current',
    description: L(
      'One extra field of every chat completion request, added after the fields the agent sets, so it replaces a field of the same name (for example temperature or max_tokens). Nothing checks it.',
      '每次对话补全请求中的一个额外字段。它在 Agent 设置的字段之后加入，所以会替换同名字段（例如 temperature 或 max_tokens）。不做任何校验。',
    ),
  },
  {
    key: 'model.baseProvider',
    group: 'model',
    type: 'string',
    status: 'current',
    description: L(
      'Underlying provider implementation. Filled in automatically for the preset ids (volcengine, deepseek, ollama and lm-studio run on openai); you rarely set it.',
      '底层使用的服务商实现。预设 ID（volcengine、deepseek、ollama、lm-studio 基于 openai）会自动填写，一般无需设置。',
    ),
  },

  // ── generation and loop ────────────────────────────────────────────────
  {
    key: 'thinking.type',
    group: 'llm',
    type: "'enabled' | 'disabled'",
    values: ['enabled', 'disabled'],
    default: 'disabled',
    flag: '--thinking.type',
    status: 'current',
    description: L(
      'Reasoning mode for models that support it.',
      '为支持推理的模型开启推理模式。',
    ),
    note: L(
      'thinking must be an object: thinking: true in a config file fails with "Invalid thinking option, expected an object".',
      'thinking 必须是对象：在配置文件中写 thinking: true 会报错 “Invalid thinking option, expected an object”。',
    ),
  },
  {
    key: 'thinking.budgetTokens',
    group: 'llm',
    type: 'number',
    status: 'current',
    description: L('Token budget for reasoning, sent with thinking.', '推理可用的 Token 预算，随 thinking 一起发送。'),
    note: L(
      'The types name Claude, but the anthropic client of 0.3.0 never sends thinking; it reaches services behind the OpenAI-style client (the presets, openai-compatible).',
      '类型定义写的是 Claude，但 0.3.0 的 anthropic 客户端从不发送 thinking；它只会发给走 OpenAI 风格客户端的服务（各预设与 openai-compatible）。',
    ),
  },
  {
    key: 'maxTokens',
    group: 'llm',
    type: 'number',
    default: '8192',
    defaultNote: L('Agent TARS value; the base agent leaves it unset', 'Agent TARS 的取值；基础 Agent 不设置'),
    status: 'current',
    description: L(
      'Sent as max_tokens on every model request, so it caps the length of each answer (not the context window).',
      '作为 max_tokens 随每次模型请求发送，限制的是单次回答的长度，而不是上下文窗口。',
    ),
  },
  {
    key: 'temperature',
    group: 'llm',
    type: 'number',
    default: '0.7',
    status: 'current',
    description: L('Sampling temperature.', '采样温度。'),
  },
  {
    key: 'top_p',
    group: 'llm',
    type: 'number',
    defaultNote: L("model's default", '模型默认值'),
    status: 'current',
    description: L('Nucleus sampling value.', '核采样（top_p）参数。'),
  },
  {
    key: 'toolCallEngine',
    group: 'llm',
    type: "'native' | 'prompt_engineering' | 'structured_outputs' | ToolCallEngine class",
    values: ['native', 'prompt_engineering', 'structured_outputs'],
    default: 'native',
    flag: '--toolCallEngine',
    status: 'current',
    description: L(
      'How tool calls are exchanged with the model. Unknown values fall back to native.',
      '与模型交换工具调用的方式，未知值会回退为 native。',
    ),
  },
  {
    key: 'maxIterations',
    group: 'llm',
    type: 'number',
    default: '1000',
    status: 'current',
    description: L(
      'Upper bound of agent loop iterations before the run stops with a max_iterations answer.',
      'Agent 循环的最大轮数，超过后以 max_iterations 结束本次运行。',
    ),
  },
  {
    key: 'context.maxImagesCount',
    group: 'llm',
    type: 'number',
    default: '5',
    status: 'current',
    description: L(
      'Newest images kept in the model context; older ones become a text placeholder.',
      '上下文中保留的最新图片数量，更早的图片会被替换为文字占位。',
    ),
  },
  {
    key: 'eventStreamOptions.maxEvents',
    group: 'llm',
    type: 'number',
    default: '1000',
    status: 'current',
    description: L('Events kept in the in-memory event stream.', '内存事件流中保留的事件数量。'),
  },
  {
    key: 'eventStreamOptions.autoTrim',
    group: 'llm',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L(
      'Drops the oldest events once maxEvents is reached.',
      '事件数量达到 maxEvents 后自动丢弃最早的事件。',
    ),
  },
  {
    key: 'enableStreamingToolCallEvents',
    group: 'llm',
    type: 'boolean',
    default: 'true',
    defaultNote: L('Agent TARS value; false in the base agent', 'Agent TARS 的取值；基础 Agent 为 false'),
    status: 'current',
    description: L(
      'Emits tool-call arguments while they stream, so the UI can show them early.',
      '在工具调用参数流式生成时就发出事件，便于界面提前展示。',
    ),
  },

  // ── agent ──────────────────────────────────────────────────────────────
  {
    key: 'agent',
    group: 'agent',
    type: "{ type: 'module', constructor } | { type: 'modulePath', value } | { type: 'markdown', content }",
    defaultNote: L('Agent TARS (set by the CLI)', 'Agent TARS（由 CLI 设置）'),
    flag: '--agent',
    status: 'current',
    description: L(
      'Which agent class the server runs. The markdown form is declared but not resolved.',
      '服务端运行的 Agent 实现。markdown 形式虽已声明，但不会被解析。',
    ),
  },
  {
    key: 'agent.type',
    group: 'agent',
    type: "'module' | 'modulePath' | 'markdown'",
    values: ['module', 'modulePath', 'markdown'],
    default: 'module',
    defaultNote: L('modulePath when --agent is given', '传入 --agent 时为 modulePath'),
    status: 'current',
    description: L(
      'How the agent is given: module (a class in agent.constructor), modulePath (a path or package name in agent.value) or markdown, which fails with "Non-supported agent type: markdown".',
      'Agent 的提供方式：module（agent.constructor 中的类）、modulePath（agent.value 中的路径或包名），或 markdown，后者会报错 “Non-supported agent type: markdown”。',
    ),
    note: L(
      'Your agent object is deep-merged over the CLI default { type: module, constructor: AgentTARS }, so agent: { type: modulePath, value: ./my-agent.js } in a config file works. --agent or a positional agent replaces the whole key.',
      '你写的 agent 对象会与 CLI 的默认值 { type: module, constructor: AgentTARS } 深度合并，所以在配置文件中写 agent: { type: modulePath, value: ./my-agent.js } 是可行的。--agent 或位置参数形式的 agent 会整个替换这个字段。',
    ),
  },
  {
    key: 'agent.value',
    group: 'agent',
    type: 'string',
    status: 'current',
    description: L(
      'modulePath: a file path or package name, resolved with require.resolve from the workspace. The module must export an agent class as its default export.',
      'modulePath：文件路径或包名，以工作区为起点用 require.resolve 解析。该模块必须以默认导出的形式导出一个 Agent 类。',
    ),
  },
  {
    key: 'agent.constructor',
    group: 'agent',
    type: 'AgentConstructor',
    defaultNote: L('AgentTARS (set by the CLI)', 'AgentTARS（由 CLI 设置）'),
    status: 'current',
    description: L(
      'module: the agent class itself, so only a TypeScript or JavaScript config can set it. Its static label and webuiConfig are read from the class.',
      'module：Agent 类本身，因此只有 TypeScript 或 JavaScript 配置能设置它。类上的静态属性 label 和 webuiConfig 会被读取。',
    ),
  },
  {
    key: 'agent.content',
    group: 'agent',
    type: 'string',
    status: 'unsupported',
    description: L(
      'markdown: the agent written as Markdown. Declared, but the server rejects the markdown type.',
      'markdown：用 Markdown 编写的 Agent。虽有声明，但服务端不接受 markdown 类型。',
    ),
  },
  {
    key: 'agent.label',
    group: 'agent',
    type: 'string',
    defaultNote: L(
      "the class's static label (@agent-tars/core for Agent TARS), else Anonymous",
      '类的静态 label（Agent TARS 为 @agent-tars/core），没有则为 Anonymous',
    ),
    status: 'current',
    description: L(
      'Agent name the server stores in session metadata (agentInfo.name) and passes to the agent as its name option, replacing the top-level name key.',
      '服务端写入会话元数据（agentInfo.name）的 Agent 名称，也会作为 name 选项传给 Agent，并替换顶层的 name 字段。',
    ),
  },
  {
    key: 'agent.agio',
    group: 'agent',
    type: 'AgioProviderConstructor',
    defaultNote: L(
      'the CLI\'s AGIO provider when the agent comes from --agent; none for the built-in Agent TARS',
      '通过 --agent 选择 Agent 时为 CLI 自带的 AGIO 上报类；内置的 Agent TARS 没有',
    ),
    status: 'current',
    description: L(
      'Class that reports AGIO monitoring events. Without one, agio.provider has no effect. @tarko/agent-cli does not export its own class, so setting it means writing one.',
      '上报 AGIO 监控事件的类。没有它，agio.provider 不起作用。@tarko/agent-cli 没有导出它自带的类，要设置就得自己实现一个。',
    ),
  },
  {
    key: 'instructions',
    group: 'agent',
    type: 'string',
    status: 'current',
    description: L(
      'Extra instructions. Agent TARS appends them to its system prompt as higher-priority user instructions; <workspace>/.tarko/instructions.md fills this key.',
      '额外指令。Agent TARS 会把它作为高优先级的用户指令追加到系统提示词后；<workspace>/.tarko/instructions.md 的内容会写入这个字段。',
    ),
  },
  {
    key: 'name',
    group: 'agent',
    type: 'string',
    default: '@agent-tars/core',
    defaultNote: L(
      'in sessions the server runs; AgentTARS with run --use-cache false or when you construct the class yourself',
      '服务端运行的会话中如此；使用 run --use-cache false 或自己构造该类时为 AgentTARS',
    ),
    status: 'current',
    description: L('Agent name used in logs.', '日志中使用的 Agent 名称。'),
    note: L(
      'For every session the server runs (Web UI, serve, and run unless --use-cache false), it passes agent.label, or else the static label of the agent class, as name, so a name in your config is replaced. Set agent.label instead.',
      '对服务端运行的每个会话（Web UI、serve，以及未加 --use-cache false 的 run），服务端都会把 agent.label（没有则用 Agent 类的静态 label）作为 name 传入，所以配置中的 name 会被替换。请改为设置 agent.label。',
    ),
  },
  {
    key: 'id',
    group: 'agent',
    type: 'string',
    default: '@tarko/agent',
    status: 'current',
    description: L('Agent id.', 'Agent 的 ID。'),
  },
  {
    key: 'workspace',
    group: 'agent',
    type: 'string',
    defaultNote: L('current directory', '当前目录'),
    flag: '--workspace',
    status: 'current',
    description: L(
      'Working directory and file-system root of the agent.',
      'Agent 的工作目录和文件系统根目录。',
    ),
    note: L(
      'Under the CLI this key is overwritten by --workspace or the current directory. It was an object { workingDirectory, isolateSessions } in 0.2.x.',
      '在 CLI 中，这个字段总会被 --workspace 或当前目录覆盖。0.2.x 中它是对象 { workingDirectory, isolateSessions }。',
    ),
  },
  {
    key: 'logLevel',
    group: 'agent',
    type: 'LogLevel',
    flag: '--logLevel',
    status: 'current',
    description: L(
      'Root log level. On the command line use --logLevel, --debug or --quiet.',
      '根日志级别。命令行中可使用 --logLevel、--debug 或 --quiet。',
    ),
  },
  {
    key: 'metric.enable',
    group: 'agent',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L(
      'Adds time-to-first-token and total-time figures to assistant messages and the log.',
      '在助手消息和日志中记录首 Token 耗时和总耗时。',
    ),
  },
  {
    key: 'sandboxUrl',
    group: 'agent',
    type: 'string',
    status: 'current',
    description: L('Sandbox URL passed to the agent.', '传给 Agent 的沙箱地址。'),
  },
  {
    key: 'initialEvents',
    group: 'agent',
    type: 'AgentEventStream.Event[]',
    status: 'current',
    description: L(
      'Events to restore before the first run. The server fills it from storage when it rebuilds a session.',
      '首次运行前恢复的事件。服务端重建会话时会用存储中的事件填充。',
    ),
  },

  // ── tools ──────────────────────────────────────────────────────────────
  {
    key: 'tools',
    group: 'tools',
    type: 'Tool[]',
    status: 'current',
    description: L('Extra tools (TypeScript configs and the SDK).', '额外注册的工具（适用于 TypeScript 配置和 SDK）。'),
  },
  {
    key: 'tool.include',
    group: 'tools',
    type: 'string[]',
    flag: '--tool.include',
    status: 'current',
    description: L(
      'Keeps only tools whose name contains one of these substrings.',
      '只保留名称包含这些子串之一的工具。',
    ),
  },
  {
    key: 'tool.exclude',
    group: 'tools',
    type: 'string[]',
    flag: '--tool.exclude',
    status: 'current',
    description: L(
      'Drops tools whose name contains one of these substrings; applied after tool.include.',
      '移除名称包含这些子串之一的工具，在 tool.include 之后执行。',
    ),
  },

  // ── MCP ────────────────────────────────────────────────────────────────
  {
    key: 'mcpServers',
    group: 'mcp',
    type: 'Record<string, MCPServerConfig>',
    default: '{}',
    status: 'current',
    description: L(
      'Extra MCP servers, keyed by a name you choose. In 0.3.0 a server that fails to connect is only logged; the session runs without its tools.',
      '额外的 MCP 服务，键名由你自定。在 0.3.0 中，连接失败的服务只会记一条日志，会话照常运行，只是缺少它的工具。',
    ),
  },
  {
    key: 'mcpServers.<name>.command',
    group: 'mcp',
    type: 'string',
    status: 'current',
    description: L(
      'stdio transport: program to start, e.g. npx. PATH is extended with common install directories.',
      'stdio 传输：要启动的程序，例如 npx。PATH 会自动补充常见的安装目录。',
    ),
  },
  {
    key: 'mcpServers.<name>.args',
    group: 'mcp',
    type: 'string[]',
    status: 'current',
    description: L('stdio transport: program arguments.', 'stdio 传输：程序参数。'),
  },
  {
    key: 'mcpServers.<name>.env',
    group: 'mcp',
    type: 'Record<string, string>',
    status: 'current',
    description: L('stdio transport: extra environment variables.', 'stdio 传输：额外的环境变量。'),
  },
  {
    key: 'mcpServers.<name>.env.<name>',
    group: 'mcp',
    type: 'string',
    status: 'current',
    description: L(
      'stdio transport: one environment variable for the server process. A PATH set here replaces the PATH the client extends with common install directories.',
      'stdio 传输：服务进程的单个环境变量。在这里设置 PATH，会替换客户端补充了常见安装目录的 PATH。',
    ),
  },
  {
    key: 'mcpServers.<name>.cwd',
    group: 'mcp',
    type: 'string',
    status: 'current',
    description: L('stdio transport: working directory of the process.', 'stdio 传输：进程的工作目录。'),
  },
  {
    key: 'mcpServers.<name>.url',
    group: 'mcp',
    type: 'string',
    status: 'current',
    description: L(
      'Remote server URL; streamable HTTP unless type is sse.',
      '远程服务地址；除非 type 为 sse，否则使用 streamable HTTP。',
    ),
  },
  {
    key: 'mcpServers.<name>.type',
    group: 'mcp',
    type: "'sse' | 'streamable-http'",
    values: ['sse', 'streamable-http'],
    status: 'current',
    description: L(
      'Transport for a url server. Other values give "Invalid server type".',
      'url 服务使用的传输方式。其他值会报错 “Invalid server type”。',
    ),
  },
  {
    key: 'mcpServers.<name>.headers',
    group: 'mcp',
    type: 'Record<string, string>',
    status: 'current',
    description: L('HTTP headers for a url server.', 'url 服务的 HTTP 请求头。'),
  },
  {
    key: 'mcpServers.<name>.timeout',
    group: 'mcp',
    type: 'number',
    defaultNote: L('defaultConnectionTimeout (60 s)', 'defaultConnectionTimeout（60 秒）'),
    status: 'current',
    description: L(
      'Time limit for each tool call on this server, in seconds. It does not limit connecting or start-up.',
      '该服务上每次工具调用的时限（秒）。不限制连接和启动。',
    ),
  },
  {
    key: 'mcpServers.<name>.filters',
    group: 'mcp',
    type: '{ tools?: { allow?, block? }, prompts?: { allow?, block? } }',
    status: 'current',
    description: L(
      'Glob filters for the tools and prompts of this server.',
      '按 glob 规则过滤该服务提供的工具和提示词。',
    ),
  },
  {
    key: 'mcpServer.include',
    group: 'mcp',
    type: 'string[]',
    flag: '--mcpServer.include',
    status: 'current',
    description: L(
      'Connects only servers whose name contains one of these substrings.',
      '只连接名称包含这些子串之一的服务。',
    ),
  },
  {
    key: 'mcpServer.exclude',
    group: 'mcp',
    type: 'string[]',
    flag: '--mcpServer.exclude',
    status: 'current',
    description: L(
      'Skips servers whose name contains one of these substrings.',
      '跳过名称包含这些子串之一的服务。',
    ),
  },
  {
    key: 'defaultConnectionTimeout',
    group: 'mcp',
    type: 'number',
    default: '60',
    status: 'current',
    description: L(
      'Default time limit for each MCP tool call, in seconds, for servers without their own timeout. Despite the name, it does not limit connecting.',
      '没有单独设置 timeout 的服务，每次 MCP 工具调用的默认时限（秒）。名字里有 Connection，但它并不限制连接。',
    ),
  },
  {
    key: 'mcpImpl',
    group: 'mcp',
    type: "'in-memory' | 'stdio'",
    values: ['in-memory', 'stdio'],
    default: 'in-memory',
    status: 'current',
    description: L(
      'in-memory runs the built-in browser, filesystem and commands servers in-process; stdio starts them with npx (latest versions) and skips the vision browser tool.',
      'in-memory 在进程内运行内置的 browser、filesystem、commands 服务；stdio 通过 npx 启动它们（使用最新版本），且不会注册视觉浏览器工具。',
    ),
  },

  // ── browser ────────────────────────────────────────────────────────────
  {
    key: 'browser.control',
    group: 'browser',
    type: "'hybrid' | 'dom' | 'visual-grounding'",
    values: ['hybrid', 'dom', 'visual-grounding'],
    default: 'hybrid',
    flag: '--browser.control',
    status: 'current',
    description: L(
      'Browser operation mode. Vision modes are switched to dom unless model.provider is volcengine.',
      '浏览器操作模式。除非 model.provider 为 volcengine，否则视觉模式会被切换为 dom。',
    ),
  },
  {
    key: 'browser.headless',
    group: 'browser',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L('Launches the local browser without a window.', '以无窗口模式启动本地浏览器。'),
  },
  {
    key: 'browser.cdpEndpoint',
    group: 'browser',
    type: 'string',
    flag: '--browser.cdpEndpoint',
    status: 'current',
    description: L(
      'HTTP CDP version URL of a running browser to connect to instead of launching one.',
      '要连接的已运行浏览器的 CDP 版本信息地址（HTTP），设置后不再自行启动浏览器。',
    ),
  },
  {
    key: 'browser.type',
    group: 'browser',
    type: "'local' | 'remote'",
    values: ['local', 'remote'],
    default: 'local',
    status: 'no-effect',
    description: L(
      'Declared in the types but not read; a remote browser is chosen by setting browser.cdpEndpoint.',
      '类型中有声明但代码不读取；要使用远程浏览器，请设置 browser.cdpEndpoint。',
    ),
  },

  // ── search ─────────────────────────────────────────────────────────────
  {
    key: 'search.provider',
    group: 'search',
    type: "'browser_search' | 'tavily' | 'bing' | 'searxng' | 'duckduckgo'",
    values: ['browser_search', 'tavily', 'bing', 'searxng', 'duckduckgo'],
    default: 'browser_search',
    flag: '--search.provider',
    status: 'current',
    description: L('Backend of the web_search tool.', 'web_search 工具使用的后端。'),
    note: L(
      'The TypeScript type lists bing_search, which silently falls back to browser_search; write bing. searxng and duckduckgo work but are missing from the type.',
      'TypeScript 类型中写的是 bing_search，但它会被静默回退为 browser_search，请写 bing。searxng 和 duckduckgo 可用，只是类型中没有列出。',
    ),
  },
  {
    key: 'search.count',
    group: 'search',
    type: 'number',
    default: '10',
    flag: '--search.count',
    status: 'current',
    description: L('Default number of results.', '默认返回的结果条数。'),
  },
  {
    key: 'search.apiKey',
    group: 'search',
    type: 'string',
    flag: '--search.apiKey',
    status: 'current',
    description: L(
      'Key for tavily (else TAVILY_API_KEY) or bing (else BING_SEARCH_API_KEY).',
      'tavily（否则读取 TAVILY_API_KEY）或 bing（否则读取 BING_SEARCH_API_KEY）使用的 Key。',
    ),
  },
  {
    key: 'search.baseUrl',
    group: 'search',
    type: 'string',
    status: 'current',
    description: L(
      'Endpoint for bing (default https://api.bing.microsoft.com/v7.0) or searxng (default https://127.0.0.1:8081).',
      'bing（默认 https://api.bing.microsoft.com/v7.0）或 searxng（默认 https://127.0.0.1:8081）的接口地址。',
    ),
  },
  {
    key: 'search.browserSearch.engine',
    group: 'search',
    type: "'google' | 'bing' | 'baidu' | 'sogou'",
    values: ['google', 'bing', 'baidu', 'sogou'],
    default: 'google',
    status: 'current',
    description: L(
      'Meant to pick the engine browser_search scrapes; in 0.3.0 the value never reaches the search library, so Google is always used (upstream #776).',
      '本意是选择 browser_search 抓取的搜索引擎；0.3.0 中这个值传不到搜索库，实际总是用 Google（上游 #776）。',
    ),
  },
  {
    key: 'search.browserSearch.needVisitedUrls',
    group: 'search',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L(
      'Meant to also open each result page and extract its content; ignored in 0.3.0 for the same reason as engine (upstream #776).',
      '本意是同时打开每个结果页面提取正文；与 engine 同样的原因，0.3.0 中不生效（上游 #776）。',
    ),
  },

  // ── planner ────────────────────────────────────────────────────────────
  {
    key: 'planner',
    group: 'planner',
    type: 'boolean | { enable?, maxSteps?, planningPrompt? }',
    defaultNote: L('unset: Agent TARS adds no planner default', '不设置：Agent TARS 没有为它提供默认值'),
    status: 'no-effect',
    description: L(
      'Planner settings. No code in 0.3.0 changes a run because of them: the 0.2.x planner was removed in July 2025. Their only reader is the CLI\'s AGIO reporter, which sends plannerEnabled and researchEnabled in its agent_initialized event, both taken from planner.enable when planner is an object, or from planner itself when it is a boolean.',
      '规划器设置。0.3.0 中没有任何代码会因为它们改变运行过程：0.2.x 的规划器已在 2025 年 7 月移除。唯一读取它的是 CLI 的 AGIO 上报器：它在 agent_initialized 事件中发送 plannerEnabled 和 researchEnabled，planner 为对象时两者都取自 planner.enable，为布尔值时取自 planner 本身。',
    ),
  },
  {
    key: 'planner.enable',
    group: 'planner',
    type: 'boolean',
    default: 'false',
    defaultNote: L('as the type documents it; the code sets no value', '类型注释中的默认值；代码并不设置'),
    flag: '--planner.enable',
    status: 'no-effect',
    description: L(
      'Meant to turn the planner on. No effect on runs in 0.3.0; it only reaches AGIO as plannerEnabled and researchEnabled.',
      '本意是开启规划器。在 0.3.0 中不影响运行，只会作为 plannerEnabled 和 researchEnabled 上报给 AGIO。',
    ),
  },
  {
    key: 'planner.maxSteps',
    group: 'planner',
    type: 'number',
    default: '3',
    defaultNote: L('as the type documents it; the code sets no value', '类型注释中的默认值；代码并不设置'),
    status: 'no-effect',
    description: L(
      'Meant as the largest number of steps in a plan. Nothing reads it in 0.3.0, not even AGIO.',
      '本意是计划的最大步数。0.3.0 中没有任何代码读取它，AGIO 也不上报。',
    ),
  },
  {
    key: 'planner.planningPrompt',
    group: 'planner',
    type: 'string',
    status: 'no-effect',
    description: L(
      'Meant as text appended to the built-in planning instructions. Nothing reads it in 0.3.0, not even AGIO.',
      '本意是追加到内置规划指令后的文字。0.3.0 中没有任何代码读取它，AGIO 也不上报。',
    ),
  },

  // ── environment ────────────────────────────────────────────────────────
  {
    key: 'aioSandbox',
    group: 'environment',
    type: 'string',
    status: 'current',
    description: L(
      'URL of an AIO sandbox. All tools then come from <url>/mcp; the local browser, file, command and search tools are off, and no local Chrome is needed.',
      'AIO 沙箱地址。设置后所有工具都来自 <url>/mcp，本地的浏览器、文件、命令和搜索工具全部关闭，也不再需要本地 Chrome。',
    ),
  },
  {
    key: 'experimental.dumpMessageHistory',
    group: 'environment',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L(
      'Writes every model request and response to <workspace>/session_<id>.json.',
      '把每次模型请求和响应写入 <workspace>/session_<id>.json。',
    ),
  },

  // ── server ─────────────────────────────────────────────────────────────
  {
    key: 'server.port',
    group: 'server',
    type: 'number',
    default: '8888',
    defaultNote: L('3000 for a programmatic AgentServer', '以编程方式创建 AgentServer 时为 3000'),
    flag: '--port',
    status: 'current',
    description: L('HTTP port of the agent server.', 'Agent 服务的 HTTP 端口。'),
    note: L(
      'Under the CLI the --port default (8888) wins over this key; pass --port instead.',
      '在 CLI 中，--port 的默认值 8888 会覆盖这个字段，请直接传 --port。',
    ),
  },
  {
    key: 'server.exclusive',
    group: 'server',
    type: 'boolean',
    default: 'false',
    flag: '--server.exclusive',
    status: 'current',
    description: L(
      'Rejects new sessions and one-shot queries with HTTP 409 while one is running.',
      '有任务运行时，新建会话和一次性查询都会收到 HTTP 409。',
    ),
  },
  {
    key: 'server.models',
    group: 'server',
    type: 'AgentModel[]',
    status: 'current',
    description: L(
      'More models offered in the Web UI model selector, merged with model and de-duplicated by id.',
      '在 Web UI 模型选择器中额外提供的模型，与 model 合并并按 id 去重。',
    ),
  },
  {
    key: 'server.runtimeSettings.schema',
    group: 'server',
    type: "{ type: 'object', properties }",
    status: 'current',
    description: L(
      'Settings the user can change in the UI (boolean, string or number properties with title, default, enum…).',
      '用户可在界面中调整的设置（布尔、字符串或数字属性，可带 title、default、enum 等）。',
    ),
  },
  {
    key: 'server.runtimeSettings.schema.type',
    group: 'server',
    type: "'object'",
    values: ['object'],
    status: 'current',
    description: L('Always object, as in a JSON Schema for an object.', '固定为 object，与描述对象的 JSON Schema 相同。'),
  },
  {
    key: 'server.runtimeSettings.schema.properties',
    group: 'server',
    type: 'Record<string, AgentRuntimeSettingProperty>',
    status: 'current',
    description: L(
      'One entry per setting, keyed by its name: type (boolean, string or number), and optionally title, default, enum, enumLabels, description, icon, placement and visible ({ dependsOn, when }, to show it only while another setting has a given value).',
      '每个设置一项，以设置名为键：type（boolean、string 或 number），以及可选的 title、default、enum、enumLabels、description、icon、placement 和 visible（{ dependsOn, when }，仅当另一个设置取某个值时才显示）。',
    ),
  },
  {
    key: 'server.runtimeSettings.transform',
    group: 'server',
    type: '(values) => AgentOptions',
    status: 'current',
    description: L('Turns the chosen values into agent options.', '把用户选定的值转换成 Agent 选项。'),
  },
  {
    key: 'server.runtimeSettings.placement',
    group: 'server',
    type: "'dropdown-item' | 'chat-bottom'",
    values: ['dropdown-item', 'chat-bottom'],
    default: 'dropdown-item',
    status: 'current',
    description: L('Where the settings appear in the UI.', '设置项在界面中的位置。'),
  },
  {
    key: 'server.sandbox',
    group: 'server',
    type: '{ baseUrl, jwtToken?, getJwtToken?, defaultTtlMinutes? }',
    status: 'current',
    description: L(
      'Sandbox service for the multi-tenant @tarko/agent-server-next; the CLI server does not use it.',
      '供多租户的 @tarko/agent-server-next 使用的沙箱服务；CLI 自带的服务不使用它。',
    ),
    note: L(
      'With server.tenant.mode multi and no sandbox, agent-server-next fails to start with "Sandbox config must be specified in multi-tenant mode".',
      '当 server.tenant.mode 为 multi 却没有配置 sandbox 时，agent-server-next 启动失败并报错 “Sandbox config must be specified in multi-tenant mode”。',
    ),
  },
  {
    key: 'server.sandbox.baseUrl',
    group: 'server',
    type: 'string',
    status: 'current',
    description: L(
      'Domain of the sandbox manager, without https://: a sandbox is created with POST https://tars.<baseUrl>/v1/ping and reached at https://<instance>.<baseUrl>.',
      '沙箱管理服务的域名，不带 https://：创建沙箱时请求 POST https://tars.<baseUrl>/v1/ping，之后通过 https://<instance>.<baseUrl> 访问。',
    ),
  },
  {
    key: 'server.sandbox.jwtToken',
    group: 'server',
    type: 'string',
    status: 'current',
    description: L(
      'Fixed token, sent as the x-jwt-token header when a sandbox is deleted or its lifetime is extended (the create request carries no token).',
      '固定的令牌，在删除沙箱或延长其存活时间时以 x-jwt-token 请求头发送（创建请求不带令牌）。',
    ),
  },
  {
    key: 'server.sandbox.getJwtToken',
    group: 'server',
    type: '() => Promise<string>',
    status: 'current',
    description: L(
      'Function that returns a fresh token for each request; used instead of jwtToken when both are set. With neither, those requests fail with "No JWT token or token provider configured".',
      '每次请求时返回新令牌的函数；与 jwtToken 同时设置时优先使用它。两者都没有时，这些请求会报错 “No JWT token or token provider configured”。',
    ),
  },
  {
    key: 'server.sandbox.defaultTtlMinutes',
    group: 'server',
    type: 'number',
    default: '1440',
    status: 'current',
    description: L('Lifetime of a new sandbox in minutes (24 hours by default).', '新建沙箱的存活时间（分钟），默认 24 小时。'),
  },
  {
    key: 'server.tenant.mode',
    group: 'server',
    type: "'single' | 'multi'",
    values: ['single', 'multi'],
    default: 'single',
    status: 'current',
    description: L(
      '@tarko/agent-server-next only: multi fails to start without server.sandbox, and its user routes need MongoDB storage (with SQLite the server starts but they fail).',
      '仅用于 @tarko/agent-server-next：multi 模式没有 server.sandbox 时无法启动；用户相关路由需要 MongoDB 存储（用 SQLite 时服务能启动，但这些路由会出错）。',
    ),
  },
  {
    key: 'server.tenant.auth',
    group: 'server',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L(
      '@tarko/agent-server-next only: with its AuthHook registered, requests without an X-User-Info header get 401.',
      '仅用于 @tarko/agent-server-next：注册了 AuthHook 时，没有 X-User-Info 请求头的请求会得到 401。',
    ),
  },

  // ── storage ────────────────────────────────────────────────────────────
  {
    key: 'server.storage.type',
    group: 'storage',
    type: "'memory' | 'file' | 'sqlite' | 'mongodb' | 'database'",
    values: ['memory', 'file', 'sqlite', 'mongodb', 'database'],
    default: 'sqlite',
    defaultNote: L(
      'Agent TARS CLI: SQLite at ~/.agent-tars/agent-tars.db; @tarko/agent-server from code: no storage; @tarko/agent-server-next: SQLite at ~/.tarko-storage/tarko.db',
      'Agent TARS CLI：~/.agent-tars/agent-tars.db 的 SQLite；用代码创建的 @tarko/agent-server：不存储；@tarko/agent-server-next：~/.tarko-storage/tarko.db 的 SQLite',
    ),
    status: 'current',
    description: L(
      'Where sessions and events are kept. memory is lost on restart; sqlite needs Node 22.15+ (node:sqlite).',
      '会话和事件的存储位置。memory 重启即丢失；sqlite 依赖 Node 22.15+ 的 node:sqlite。',
    ),
    note: L('database is declared but throws "Database storage not implemented".', 'database 虽有声明，但会报错 “Database storage not implemented”。'),
  },
  {
    key: 'server.storage.baseDir',
    group: 'storage',
    type: 'string',
    default: '~/.agent-tars',
    defaultNote: L('Tarko default ~/.tarko-storage', 'Tarko 默认为 ~/.tarko-storage'),
    status: 'current',
    description: L(
      'file and sqlite: directory of the data file; a relative path is joined to the home directory.',
      'file 和 sqlite：数据文件所在目录；相对路径会拼接到用户主目录下。',
    ),
  },
  {
    key: 'server.storage.dbName',
    group: 'storage',
    type: 'string',
    default: 'agent-tars.db',
    defaultNote: L('Tarko default tarko.db', 'Tarko 默认为 tarko.db'),
    status: 'current',
    description: L('sqlite: database file name.', 'sqlite：数据库文件名。'),
  },
  {
    key: 'server.storage.fileName',
    group: 'storage',
    type: 'string',
    default: 'tarko.json',
    status: 'current',
    description: L('file: JSON file name.', 'file：JSON 文件名。'),
  },
  {
    key: 'server.storage.uri',
    group: 'storage',
    type: 'string',
    status: 'current',
    description: L('mongodb: connection URI (required).', 'mongodb：连接 URI（必填）。'),
  },
  {
    key: 'server.storage.options',
    group: 'storage',
    type: '{ dbName?, user?, pass?, maxPoolSize?, serverSelectionTimeoutMS?, socketTimeoutMS?, [key]: unknown }',
    status: 'current',
    description: L(
      'mongodb: connection options, merged over the defaults and passed to mongoose.createConnection together with uri.',
      'mongodb：连接选项，与默认值合并后连同 uri 一起传给 mongoose.createConnection。',
    ),
  },
  {
    key: 'server.storage.options.dbName',
    group: 'storage',
    type: 'string',
    status: 'current',
    description: L('mongodb: database name, passed to mongoose.', 'mongodb：数据库名，传给 mongoose。'),
  },
  {
    key: 'server.storage.options.user',
    group: 'storage',
    type: 'string',
    status: 'current',
    description: L('mongodb: user name for authentication, passed to mongoose.', 'mongodb：认证用户名，传给 mongoose。'),
  },
  {
    key: 'server.storage.options.pass',
    group: 'storage',
    type: 'string',
    status: 'current',
    description: L(
      'mongodb: password for authentication, passed to mongoose. Read it from process.env in a TypeScript config.',
      'mongodb：认证密码，传给 mongoose。在 TypeScript 配置中建议从 process.env 读取。',
    ),
  },
  {
    key: 'server.storage.options.maxPoolSize',
    group: 'storage',
    type: 'number',
    default: '10',
    status: 'current',
    description: L('mongodb: largest number of open connections in the pool.', 'mongodb：连接池中最多同时打开的连接数。'),
  },
  {
    key: 'server.storage.options.serverSelectionTimeoutMS',
    group: 'storage',
    type: 'number',
    default: '5000',
    status: 'current',
    description: L(
      'mongodb: milliseconds to wait for a usable server before an operation fails.',
      'mongodb：等待可用服务器的毫秒数，超时后操作失败。',
    ),
  },
  {
    key: 'server.storage.options.socketTimeoutMS',
    group: 'storage',
    type: 'number',
    default: '45000',
    status: 'current',
    description: L('mongodb: socket inactivity timeout in milliseconds.', 'mongodb：套接字空闲超时（毫秒）。'),
  },
  {
    key: 'server.storage.options.<name>',
    group: 'storage',
    type: 'unknown',
    status: 'current',
    description: L(
      'mongodb: any other mongoose connection option, passed on unchanged. The server also sets bufferCommands: false by default, which you can override here.',
      'mongodb：其他任意 mongoose 连接选项，原样传递。服务端还默认设置了 bufferCommands: false，也可以在这里覆盖。',
    ),
  },
  {
    key: 'server.storage.database',
    group: 'storage',
    type: '{ url, name?, [key]: unknown }',
    status: 'unsupported',
    description: L('Options of the database type, which is not implemented.', 'database 类型的选项，该类型尚未实现。'),
  },
  {
    key: 'server.storage.database.url',
    group: 'storage',
    type: 'string',
    status: 'unsupported',
    description: L(
      'database: connection URL (required by the type). Unused: the database type fails with "Database storage not implemented".',
      'database：连接地址（类型要求必填）。不会被使用：database 类型会报错 “Database storage not implemented”。',
    ),
  },
  {
    key: 'server.storage.database.name',
    group: 'storage',
    type: 'string',
    status: 'unsupported',
    description: L('database: database name. Unused, like the whole database type.', 'database：数据库名。与整个 database 类型一样不会被使用。'),
  },
  {
    key: 'server.storage.database.<name>',
    group: 'storage',
    type: 'unknown',
    status: 'unsupported',
    description: L('database: any other connection setting. Unused.', 'database：其他任意连接设置。不会被使用。'),
  },

  // ── sharing / monitoring / snapshots ───────────────────────────────────
  {
    key: 'share.provider',
    group: 'sharing',
    type: 'string',
    flag: '--share.provider',
    status: 'current',
    description: L(
      'Upload endpoint for shared replays; it must answer JSON with a url. Without it, sharing only downloads an HTML file.',
      '分享回放的上传地址，需要返回带 url 字段的 JSON。不设置时只能下载 HTML 文件。',
    ),
  },
  {
    key: 'agio.provider',
    group: 'sharing',
    type: 'string',
    status: 'current',
    description: L(
      'AGIO monitoring endpoint; agent events are POSTed to it in small batches.',
      'AGIO 监控地址，Agent 事件会分小批 POST 到这里。',
    ),
    note: L(
      'Events are sent only when the agent entry carries an AGIO class (agent.agio). The CLI adds one when the agent is chosen with --agent (for example --agent agent-tars); the built-in Agent TARS started without --agent has none, so nothing is sent.',
      '只有 Agent 条目带有 AGIO 上报类（agent.agio）时才会发送事件。通过 --agent 选择 Agent 时（例如 --agent agent-tars），CLI 会附上这个类；不带 --agent 启动的内置 Agent TARS 没有它，因此什么也不会发送。',
    ),
  },
  {
    key: 'snapshot.enable',
    group: 'sharing',
    type: 'boolean',
    default: 'false',
    flag: '--snapshot.enable',
    status: 'current',
    description: L('Records an Agent Snapshot for each session.', '为每个会话记录 Agent 快照。'),
  },
  {
    key: 'snapshot.storageDirectory',
    group: 'sharing',
    type: 'string',
    defaultNote: L('the workspace', '工作区目录'),
    status: 'current',
    description: L(
      'Parent directory of the snapshot folders (one per session id).',
      '快照目录的父目录（每个会话 ID 一个子目录）。',
    ),
  },

  // ── web UI ─────────────────────────────────────────────────────────────
  {
    key: 'webui.type',
    group: 'webui',
    type: "'static' | 'remote'",
    values: ['static', 'remote'],
    default: 'static',
    status: 'current',
    description: L(
      'Only static is served by the CLI; remote fails with "Unsupported web ui type".',
      'CLI 只支持 static；remote 会报错 “Unsupported web ui type”。',
    ),
  },
  {
    key: 'webui.staticPath',
    group: 'webui',
    type: 'string',
    defaultNote: L('bundled UI of @tarko/agent-ui-builder', '@tarko/agent-ui-builder 自带的界面'),
    status: 'current',
    description: L('Directory of the UI bundle to serve.', '要提供的界面静态文件目录。'),
  },
  {
    key: 'webui.remoteUrl',
    group: 'webui',
    type: 'string',
    status: 'current',
    description: L(
      'URL of a hosted UI; only the replay builder uses it.',
      '托管界面的地址；只有回放构建器会使用它。',
    ),
  },
  {
    key: 'webui.title',
    group: 'webui',
    type: 'string',
    default: 'Agent TARS',
    status: 'current',
    description: L('Title shown in the UI.', '界面显示的标题。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.subtitle',
    group: 'webui',
    type: 'string',
    status: 'current',
    description: L('Subtitle on the home screen.', '首页副标题。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.logo',
    group: 'webui',
    type: 'string',
    status: 'current',
    description: L('Logo image URL.', 'Logo 图片地址。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.welcomTitle',
    group: 'webui',
    type: 'string',
    default: 'A multimodal AI agent',
    status: 'current',
    description: L('Welcome heading; the key really is spelled welcomTitle.', '欢迎标题；字段名确实拼作 welcomTitle。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.welcomePrompts',
    group: 'webui',
    type: 'string[]',
    default: '[]',
    status: 'current',
    description: L('Suggested prompts on the home screen.', '首页上的推荐提问。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.welcomeCards',
    group: 'webui',
    type: '{ title, category, prompt?, image?, agentOptions? }[]',
    defaultNote: L('16 Agent TARS cards in 5 categories', 'Agent TARS 内置 5 类共 16 张卡片'),
    status: 'current',
    description: L('Example task cards on the home screen.', '首页上的示例任务卡片。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.enableContextualSelector',
    group: 'webui',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L('Enables the @ file picker in the chat input.', '在输入框中启用 @ 文件选择器。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.base',
    group: 'webui',
    type: 'string',
    status: 'current',
    description: L(
      'Sub-path (or regular expression) the UI is served under, e.g. /agent-ui.',
      '界面所在的子路径（或正则表达式），例如 /agent-ui。',
    ),
  },
  {
    key: 'webui.workspace.navItems',
    group: 'webui',
    type: "{ title, link, icon?: 'code' | 'monitor' | 'terminal' | 'browser' | 'desktop' | 'default' }[]",
    status: 'current',
    description: L('Extra links in the workspace panel navigation.', '工作区面板导航中的额外链接。'),
    note: L(
      'behavior and autoActive on these items were added after 0.3.0.',
      '这些条目上的 behavior 和 autoActive 是 0.3.0 之后才加入的。',
    ),
  },
  {
    key: 'webui.layout.defaultLayout',
    group: 'webui',
    type: "'default' | 'narrow-chat'",
    values: ['default', 'narrow-chat'],
    default: 'narrow-chat',
    defaultNote: L('Agent TARS value; generic default is default', 'Agent TARS 的取值；通用默认值为 default'),
    status: 'current',
    description: L('Initial layout of the chat and workspace panels.', '聊天区和工作区面板的初始布局。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.layout.enableLayoutSwitchButton',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    defaultNote: L('Agent TARS value; generic default false', 'Agent TARS 的取值；通用默认值为 false'),
    status: 'current',
    description: L('Shows the layout switch button.', '显示布局切换按钮。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.layout.enableSidebar',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L('Shows the session sidebar.', '显示会话侧边栏。'),
  },
  {
    key: 'webui.layout.enableHome',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L('Shows the home screen with welcome cards.', '显示带欢迎卡片的首页。'),
  },
  {
    key: 'webui.guiAgent.defaultScreenshotRenderStrategy',
    group: 'webui',
    type: "'both' | 'beforeAction' | 'afterAction'",
    values: ['both', 'beforeAction', 'afterAction'],
    default: 'beforeAction',
    defaultNote: L('Agent TARS value; generic default afterAction', 'Agent TARS 的取值；通用默认值为 afterAction'),
    status: 'current',
    description: L(
      'Which screenshot a GUI action shows: before it, after it, or both.',
      'GUI 操作展示哪张截图：操作前、操作后或两者都显示。',
    ),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.guiAgent.enableScreenshotRenderStrategySwitch',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    defaultNote: L('Agent TARS value; generic default false', 'Agent TARS 的取值；通用默认值为 false'),
    status: 'current',
    description: L('Lets the user switch the screenshot strategy.', '允许用户切换截图展示方式。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.guiAgent.renderGUIAction',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L('Draws the action (cursor, click) over the screenshot.', '在截图上绘制操作（光标、点击位置）。'),
    note: AGENT_TARS_SETS,
  },
  {
    key: 'webui.guiAgent.renderBrowserShell',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L('Frames screenshots in a browser window shell.', '用浏览器窗口外框包裹截图。'),
  },
  {
    key: 'webui.debug.enableEventStreamViewer',
    group: 'webui',
    type: 'boolean',
    default: 'true',
    defaultNote: L('Agent TARS value; generic default false', 'Agent TARS 的取值；通用默认值为 false'),
    status: 'current',
    description: L('Adds the Event Stream Viewer to the sidebar.', '在侧边栏中加入事件流查看器。'),
    note: AGENT_TARS_SETS,
  },
];

export const configLegacyKeys: ConfigLegacyKey[] = [
  {
    key: 'workspace.workingDirectory',
    replacedBy: '--workspace',
    reason: L(
      '0.2.x object form of workspace; 0.3.0 takes a plain path, set by --workspace under the CLI.',
      '0.2.x 中 workspace 的对象写法；0.3.0 只接收路径，在 CLI 中由 --workspace 设置。',
    ),
  },
  {
    key: 'workspace.isolateSessions',
    replacedBy: 'workspace',
    reason: L(
      '0.2.x option with no 0.3.0 equivalent: all sessions of one server share the workspace.',
      '0.2.x 的选项，0.3.0 没有对应项：同一服务的所有会话共享同一个工作区。',
    ),
  },
  {
    key: 'server.open',
    replacedBy: '--open',
    reason: L('Shown in older docs; only the --open flag exists.', '旧文档中出现过；实际只有 --open 参数。'),
  },
  {
    key: 'server.storage.path',
    replacedBy: 'server.storage.baseDir',
    reason: L(
      'Older docs; the code uses baseDir plus dbName or fileName.',
      '旧文档写法；代码使用 baseDir 加 dbName 或 fileName。',
    ),
  },
];

/** Roots whose dotted paths are config keys; used by the docs checker. */
export const configRoots: string[] = Array.from(
  new Set(configOptions.filter((o) => o.key.includes('.')).map((o) => o.key.split('.')[0])),
);

const slug = (s: string): string =>
  s
    // A trailing <name> (a map of your own keys) must not clash with a sibling key called name.
    .replace(/\.<name>$/, '.any-key')
    .replace(/<name>/g, 'name')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Row id for a key; prefixed so it cannot clash with a heading id. */
export const configAnchor = (o: ConfigOption): string => `cfg-${slug(o.key)}`;

/**
 * Roots the CLI takes out of the parsed flags before it merges the rest into
 * the config (multimodal/tarko/agent-cli/src/config/builder.ts, buildAppConfig):
 * of `server` it copies back only `exclusive`, and `agent` selects the agent
 * class (core/options.ts resolveAgentFromCLIArgument expects a name or path).
 * So `--server.storage.type file` or `--agent.type …` never reach the config.
 */
const CLI_CONSUMED_ROOTS = ['server', 'agent'];

/** Keys without a dedicated flag that can still be set as `--key value` (cac pass-through). */
export function passThroughKeys(): ConfigOption[] {
  const scalar = /^(boolean|number|string)$|^'[^']+'( \| '[^']+')+$/;
  return configOptions.filter(
    (o) =>
      !o.flag &&
      o.status === 'current' &&
      !o.key.includes('<name>') &&
      !CLI_CONSUMED_ROOTS.includes(o.key.split('.')[0]) &&
      scalar.test(o.type),
  );
}

export function matchesPrefix(key: string, prefix: string): boolean {
  return key === prefix || key.startsWith(`${prefix}.`);
}
