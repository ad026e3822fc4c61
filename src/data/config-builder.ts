/**
 * What the config builder lets a reader choose: one entry per field, the
 * model providers with what each needs, and the limits that keep a shared
 * address small. Every `key` is a key of `configOptions` (src/data/config.ts)
 * and every `flag` a flag of `cliFlags` (src/data/cli.ts); the unit tests
 * hold them to that and to the 0.3.0 lists in src/data/upstream-lists.json.
 *
 * Facts about 0.3.0 behind the choices (commit 859709dd7):
 * - --port and --search.count have parser defaults (8888, 10), and flags are
 *   merged over files, so server.port and search.count from a file never
 *   apply: multimodal/tarko/agent-cli/src/core/options.ts (--port default),
 *   multimodal/agent-tars/cli/src/index.ts (--search.count default),
 *   multimodal/tarko/agent-cli/src/config/builder.ts (deepMerge of CLI props,
 *   applyServerConfiguration). They are set on the command only.
 * - The CLI always sets `workspace` from --workspace or the current directory
 *   (multimodal/tarko/agent-cli/src/core/cli.ts, processCLIArguments).
 * - logLevel: the CLI upper-cases a string (builder.ts parseLogLevel) while
 *   the declared type is the numeric enum LogLevel
 *   (packages/agent-infra/logger/src/types.ts), so a file needs a string the
 *   types reject; the --logLevel flag has neither problem.
 * - mcpServer.include / mcpServer.exclude keep or drop whole MCP servers whose
 *   name contains a pattern (multimodal/tarko/mcp-agent/src/mcp-agent.ts
 *   filterMCPServers, multimodal/tarko/shared-utils/src/filter.ts).
 */
import type { Localized } from './routes';

const L = (en: string, zh: string): Localized => ({ en, zh });

export type BuilderGroupId = 'model' | 'generation' | 'browser' | 'search' | 'mcp' | 'run' | 'webui';

export interface BuilderGroup {
  id: BuilderGroupId;
  title: Localized;
  /** Shown with the group: what the reader should know before setting its fields. */
  note?: Localized;
}

export const builderGroups: BuilderGroup[] = [
  { id: 'model', title: L('Model', '模型') },
  { id: 'generation', title: L('Generation', '生成参数') },
  { id: 'browser', title: L('Browser', '浏览器') },
  { id: 'search', title: L('Search', '搜索') },
  { id: 'mcp', title: L('MCP servers', 'MCP 服务') },
  { id: 'run', title: L('Workspace and server', '工作区与服务') },
  {
    id: 'webui',
    title: L('Web UI texts', 'Web UI 文字'),
    // AgentTARS.webuiConfig (multimodal/agent-tars/core/src/agent-tars.ts, webui-config.ts) is merged over
    // the config's webui (multimodal/tarko/agent-server/src/utils/webui/config.ts mergeWebUIConfig).
    note: L(
      "With the built-in Agent TARS, its own title, subtitle, welcome heading and prompts replace these; they show when --agent runs an agent class that brings none.",
      '使用内置的 Agent TARS 时，它自带的标题、副标题、欢迎标题和推荐提问会替换这些设置；只有通过 --agent 运行一个不自带这些文字的 Agent 类时，它们才会显示。',
    ),
  },
];

/** The value of every field, by field id. */
export interface FieldValues {
  provider: string;
  model: string;
  baseURL: string;
  keyEnv: string;
  thinking: string;
  maxTokens: number;
  temperature: number;
  engine: string;
  browser: string;
  headless: boolean;
  cdp: string;
  search: string;
  searchCount: number;
  searchBaseUrl: string;
  mcpInclude: string[];
  mcpExclude: string[];
  workspace: string;
  port: number;
  open: boolean;
  logLevel: string;
  title: string;
  subtitle: string;
  welcomeTitle: string;
  prompts: string[];
}

export type FieldId = keyof FieldValues;
export type FieldValue = FieldValues[FieldId];

/** One MCP server. Its name is the key under mcpServers and what mcpServer.include/exclude match. */
export type McpChoice =
  | { name: string; transport: 'stdio'; command: string; args: string[] }
  | { name: string; transport: 'http'; url: string };

/**
 * `file`: written to the config files, and to the command as a flag.
 * `command`: only on the command line (see the facts above).
 */
export type FieldPlace = 'file' | 'command';

interface FieldBase {
  id: FieldId;
  group: BuilderGroupId;
  /** Config key in configOptions; absent only for a flag with no key (--open). */
  key?: string;
  /** For `command` fields: the CLI flag (a name in cliFlags). */
  flag?: string;
  place: FieldPlace;
  label: Localized;
  hint: Localized;
  /** Show the field only while another field has one of these values. */
  showWhen?: { field: FieldId; values: readonly string[] };
}

export type BuilderField =
  | (FieldBase & { control: 'select'; values: readonly string[]; start: string })
  | (FieldBase & { control: 'text'; start: string; pattern?: RegExp; placeholder?: string })
  | (FieldBase & { control: 'number'; start: number; min: number; max: number; integer: boolean })
  | (FieldBase & { control: 'toggle'; start: boolean })
  | (FieldBase & { control: 'list'; start: string[]; pattern?: RegExp; placeholder?: string });

/** How a provider uses model.baseURL (multimodal/tarko/llm-client/src/handlers/*.ts). */
export type BaseUrlUse = 'required' | 'preset' | 'optional' | 'ignored';

export interface ProviderChoice {
  /** The model.provider value. */
  id: string;
  /** `preset`: mapped onto the openai client (multimodal/tarko/model-provider/src/constants.ts). */
  kind: 'base' | 'preset';
  service: Localized;
  /** Model id the builder fills in when the provider is chosen; '' when only the reader knows it. */
  suggestedModel: string;
  /** Environment variable the builder names for the key; '' when the provider needs none. */
  keyEnv: string;
  /** Variable the client reads on its own when no key is configured (the handler's fallback). */
  fallbackKeyEnv?: string;
  baseURL: BaseUrlUse;
  /** The preset's own endpoint, for `preset` providers. */
  presetBaseURL?: string;
  baseURLPlaceholder?: string;
}

export const builderProviders: ProviderChoice[] = [
  { id: 'volcengine', kind: 'preset', service: L('Volcengine Ark (Doubao)', '火山方舟（豆包）'), suggestedModel: 'doubao-1-5-thinking-vision-pro-250428', keyEnv: 'ARK_API_KEY', fallbackKeyEnv: 'OPENAI_API_KEY', baseURL: 'preset', presetBaseURL: 'https://ark.cn-beijing.volces.com/api/v3' },
  { id: 'anthropic', kind: 'base', service: L('Anthropic (Claude)', 'Anthropic（Claude）'), suggestedModel: 'claude-3-7-sonnet-latest', keyEnv: 'ANTHROPIC_API_KEY', fallbackKeyEnv: 'ANTHROPIC_API_KEY', baseURL: 'ignored' },
  { id: 'openai', kind: 'base', service: L('OpenAI', 'OpenAI'), suggestedModel: 'gpt-4o', keyEnv: 'OPENAI_API_KEY', fallbackKeyEnv: 'OPENAI_API_KEY', baseURL: 'optional', baseURLPlaceholder: 'https://api.openai.com/v1' },
  { id: 'openai-non-streaming', kind: 'base', service: L('OpenAI, without streaming', 'OpenAI（非流式）'), suggestedModel: 'gpt-4o', keyEnv: 'OPENAI_API_KEY', fallbackKeyEnv: 'OPENAI_API_KEY', baseURL: 'optional', baseURLPlaceholder: 'https://api.openai.com/v1' },
  { id: 'azure-openai', kind: 'base', service: L('Azure OpenAI', 'Azure OpenAI'), suggestedModel: '', keyEnv: 'AZURE_OPENAI_API_KEY', fallbackKeyEnv: 'AZURE_OPENAI_API_KEY', baseURL: 'required', baseURLPlaceholder: 'https://<your-resource>.openai.azure.com' },
  { id: 'openai-compatible', kind: 'base', service: L('Any OpenAI-compatible service', '任意 OpenAI 兼容服务'), suggestedModel: '', keyEnv: 'OPENAI_COMPATIBLE_API_KEY', fallbackKeyEnv: 'OPENAI_COMPATIBLE_API_KEY', baseURL: 'required', baseURLPlaceholder: 'https://llm.example.com/v1' },
  { id: 'deepseek', kind: 'preset', service: L('DeepSeek', 'DeepSeek（深度求索）'), suggestedModel: 'deepseek-chat', keyEnv: 'DEEPSEEK_API_KEY', fallbackKeyEnv: 'OPENAI_API_KEY', baseURL: 'preset', presetBaseURL: 'https://api.deepseek.com/v1' },
  { id: 'gemini', kind: 'base', service: L('Google Gemini', 'Google Gemini'), suggestedModel: 'gemini-2.0-flash-001', keyEnv: 'GEMINI_API_KEY', fallbackKeyEnv: 'GEMINI_API_KEY', baseURL: 'ignored' },
  { id: 'openrouter', kind: 'base', service: L('OpenRouter', 'OpenRouter'), suggestedModel: 'anthropic/claude-3.7-sonnet', keyEnv: 'OPENROUTER_API_KEY', fallbackKeyEnv: 'OPENROUTER_API_KEY', baseURL: 'ignored' },
  { id: 'mistral', kind: 'base', service: L('Mistral AI', 'Mistral AI'), suggestedModel: 'mistral-large-latest', keyEnv: 'MISTRAL_API_KEY', fallbackKeyEnv: 'MISTRAL_API_KEY', baseURL: 'optional', baseURLPlaceholder: 'https://api.mistral.ai' },
  { id: 'groq', kind: 'base', service: L('Groq', 'Groq'), suggestedModel: 'llama-3.3-70b-versatile', keyEnv: 'GROQ_API_KEY', fallbackKeyEnv: 'GROQ_API_KEY', baseURL: 'ignored' },
  { id: 'perplexity', kind: 'base', service: L('Perplexity', 'Perplexity'), suggestedModel: 'llama-3.1-sonar-large-128k-online', keyEnv: 'PERPLEXITY_API_KEY', fallbackKeyEnv: 'PERPLEXITY_API_KEY', baseURL: 'ignored' },
  { id: 'ai21', kind: 'base', service: L('AI21 Labs', 'AI21 Labs'), suggestedModel: 'jamba-instruct', keyEnv: 'AI21_API_KEY', fallbackKeyEnv: 'AI21_API_KEY', baseURL: 'ignored' },
  { id: 'ollama', kind: 'preset', service: L('Ollama (local)', 'Ollama（本地）'), suggestedModel: '', keyEnv: '', baseURL: 'preset', presetBaseURL: 'http://127.0.0.1:11434/v1' },
  { id: 'lm-studio', kind: 'preset', service: L('LM Studio (local)', 'LM Studio（本地）'), suggestedModel: '', keyEnv: '', baseURL: 'preset', presetBaseURL: 'http://127.0.0.1:1234/v1' },
];

/** Keys the search tool reads by itself when search.apiKey is not set (src/data/config.ts search.apiKey). */
export const searchKeyEnv: Record<string, string> = { tavily: 'TAVILY_API_KEY', bing: 'BING_SEARCH_API_KEY' };

/** The CLI reads an ALL-CAPS --model.apiKey value as a variable name (multimodal/tarko/agent-cli/src/utils/misc.ts resolveValue). */
export const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
/** MCP server names: safe as an object key, a YAML key and a shell word. */
export const MCP_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** Filter patterns are split at commas by the CLI (builder.ts handleMCPServerFilterOptions). */
const PATTERN = /^[^,\s]+$/;
const HTTP_URL = /^https?:\/\/\S+$/;

export const builderLimits = {
  /** Characters in one text value, list item, MCP command, argument or URL. */
  valueLength: 200,
  listItems: 10,
  mcpServers: 8,
  mcpArgs: 12,
  /** A longer address is not read at all. */
  addressLength: 100_000,
} as const;

const providerIds = builderProviders.map((p) => p.id);
const usesBaseURL = builderProviders.filter((p) => p.baseURL !== 'ignored').map((p) => p.id);

export const builderFields: BuilderField[] = [
  // ── model ──
  { id: 'provider', group: 'model', key: 'model.provider', place: 'file', control: 'select', values: providerIds, start: 'volcengine',
    label: L('Provider', '服务商'), hint: L('Who serves the model. Use openai-compatible for a service without its own id.', '提供模型的服务商。没有专属 ID 的服务请选 openai-compatible。') },
  { id: 'model', group: 'model', key: 'model.id', place: 'file', control: 'text', start: 'doubao-1-5-thinking-vision-pro-250428',
    label: L('Model id', '模型 ID'), hint: L("Exactly as the provider's model list spells it.", '与服务商模型列表中的写法完全一致。') },
  { id: 'baseURL', group: 'model', key: 'model.baseURL', place: 'file', control: 'text', start: '', pattern: HTTP_URL, showWhen: { field: 'provider', values: usesBaseURL },
    label: L('Base URL', '接口地址（baseURL）'), hint: L('Stop before /chat/completions: the client appends it.', '写到 /chat/completions 之前为止，客户端会自己拼接。') },
  { id: 'keyEnv', group: 'model', key: 'model.apiKey', place: 'file', control: 'text', start: 'ARK_API_KEY', pattern: ENV_NAME,
    label: L('API key variable', 'API Key 环境变量'), hint: L('The name of an environment variable that holds the key, never the key itself.', '存放 Key 的环境变量名，不要填 Key 本身。') },
  // ── generation ──
  { id: 'thinking', group: 'generation', key: 'thinking.type', place: 'file', control: 'select', values: ['disabled', 'enabled'], start: 'disabled',
    label: L('Thinking', '推理模式'), hint: L('Reasoning mode, for models that have one.', '为支持推理的模型开启推理模式。') },
  { id: 'maxTokens', group: 'generation', key: 'maxTokens', place: 'file', control: 'number', start: 8192, min: 1, max: 1_000_000, integer: true,
    label: L('Max tokens', '最大 Token 数'), hint: L('Longest answer per request, not the context window.', '单次回答的最大长度，不是上下文窗口。') },
  { id: 'temperature', group: 'generation', key: 'temperature', place: 'file', control: 'number', start: 0.7, min: 0, max: 2, integer: false,
    label: L('Temperature', '温度'), hint: L('Sampling temperature, 0 to 2.', '采样温度，取值 0 到 2。') },
  { id: 'engine', group: 'generation', key: 'toolCallEngine', place: 'file', control: 'select', values: ['native', 'prompt_engineering', 'structured_outputs'], start: 'native',
    label: L('Tool-call engine', '工具调用引擎'), hint: L('prompt_engineering suits models without native tool calls.', '模型不支持原生工具调用时可选 prompt_engineering。') },
  // ── browser ──
  { id: 'browser', group: 'browser', key: 'browser.control', place: 'file', control: 'select', values: ['hybrid', 'dom', 'visual-grounding'], start: 'hybrid',
    label: L('Browser control', '浏览器控制模式'), hint: L('hybrid and visual-grounding are kept only with volcengine.', 'hybrid 和 visual-grounding 只有 volcengine 能保留。') },
  { id: 'headless', group: 'browser', key: 'browser.headless', place: 'file', control: 'toggle', start: false,
    label: L('Headless browser', '无窗口浏览器'), hint: L('Start the local browser without a window.', '以无窗口模式启动本地浏览器。') },
  { id: 'cdp', group: 'browser', key: 'browser.cdpEndpoint', place: 'file', control: 'text', start: '', pattern: HTTP_URL, placeholder: 'http://127.0.0.1:9222/json/version',
    label: L('CDP endpoint', 'CDP 地址'), hint: L('Use a browser that is already running, by its HTTP version URL.', '连接已运行的浏览器，填写它的 HTTP 版本信息地址。') },
  // ── search ──
  { id: 'search', group: 'search', key: 'search.provider', place: 'file', control: 'select', values: ['browser_search', 'tavily', 'bing', 'searxng', 'duckduckgo'], start: 'browser_search',
    label: L('Search provider', '搜索服务'), hint: L('Backend of the web_search tool; browser_search needs no key.', 'web_search 工具的后端；browser_search 不需要 Key。') },
  { id: 'searchCount', group: 'search', key: 'search.count', flag: '--search.count', place: 'command', control: 'number', start: 10, min: 1, max: 100, integer: true,
    label: L('Results per search', '每次搜索的结果数'), hint: L('Command line only: the parser default 10 overrides a value in a file.', '只能在命令行设置：解析器的默认值 10 会覆盖配置文件中的值。') },
  { id: 'searchBaseUrl', group: 'search', key: 'search.baseUrl', place: 'file', control: 'text', start: '', pattern: HTTP_URL, showWhen: { field: 'search', values: ['bing', 'searxng'] },
    label: L('Search endpoint', '搜索接口地址'), hint: L('For bing or a SearXNG server of your own.', '用于 bing 或你自己的 SearXNG 服务。') },
  // ── MCP ──
  { id: 'mcpInclude', group: 'mcp', key: 'mcpServer.include', place: 'file', control: 'list', start: [], pattern: PATTERN,
    label: L('Connect only servers named like', '只连接名称包含以下内容的服务'), hint: L('Substrings of server names; empty connects every server.', '服务名称的子串；留空则连接所有服务。') },
  { id: 'mcpExclude', group: 'mcp', key: 'mcpServer.exclude', place: 'file', control: 'list', start: [], pattern: PATTERN,
    label: L('Skip servers named like', '跳过名称包含以下内容的服务'), hint: L('Applied after the include list.', '在“只连接”列表之后生效。') },
  // ── workspace and server ──
  { id: 'workspace', group: 'run', key: 'workspace', flag: '--workspace', place: 'command', control: 'text', start: '', placeholder: '~/my-project',
    label: L('Workspace', '工作区'), hint: L('Command line only: the CLI ignores a workspace key in a file.', '只能在命令行设置：CLI 会忽略配置文件中的 workspace。') },
  { id: 'port', group: 'run', key: 'server.port', flag: '--port', place: 'command', control: 'number', start: 8888, min: 1, max: 65535, integer: true,
    label: L('Port', '端口'), hint: L('Command line only: the --port default overrides server.port in a file.', '只能在命令行设置：--port 的默认值会覆盖配置文件中的 server.port。') },
  { id: 'open', group: 'run', flag: '--open', place: 'command', control: 'toggle', start: false,
    label: L('Open the browser on start', '启动后打开浏览器'), hint: L('A flag only; no config key does this.', '只有命令行参数，没有对应的配置项。') },
  { id: 'logLevel', group: 'run', key: 'logLevel', flag: '--logLevel', place: 'command', control: 'select', values: ['', 'debug', 'info', 'warn', 'error'], start: '',
    label: L('Log level', '日志级别'), hint: L('Empty keeps the CLI default.', '留空则使用 CLI 的默认级别。') },
  // ── web UI ──
  { id: 'title', group: 'webui', key: 'webui.title', place: 'file', control: 'text', start: 'Agent TARS',
    label: L('Title', '标题'), hint: L('Title of the Web UI.', 'Web UI 的标题。') },
  { id: 'subtitle', group: 'webui', key: 'webui.subtitle', place: 'file', control: 'text', start: '',
    label: L('Subtitle', '副标题'), hint: L('Subtitle on the home screen.', '首页副标题。') },
  { id: 'welcomeTitle', group: 'webui', key: 'webui.welcomTitle', place: 'file', control: 'text', start: 'A multimodal AI agent',
    label: L('Welcome heading', '欢迎标题'), hint: L('The key is spelled welcomTitle.', '字段名拼作 welcomTitle。') },
  { id: 'prompts', group: 'webui', key: 'webui.welcomePrompts', place: 'file', control: 'list', start: [],
    label: L('Suggested prompts', '推荐提问'), hint: L('Shown on the home screen.', '显示在首页上。') },
];

export const builderFieldById: ReadonlyMap<FieldId, BuilderField> = new Map(builderFields.map((f) => [f.id, f]));

export function providerById(id: string): ProviderChoice | undefined {
  return builderProviders.find((p) => p.id === id);
}
