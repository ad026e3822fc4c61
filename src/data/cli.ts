/**
 * The Agent TARS 0.3.0 command line: every command and every flag, as the
 * code parses them (`@tarko/agent-cli` core options plus the options that
 * `@agent-tars/cli` adds). Pages render tables from this list through
 * `src/components/reference/CliReference.tsx`, and
 * `tests/unit/doc-flags.test.ts` rejects any flag a page spells differently.
 *
 * The parser is cac 6.7: a top-level kebab-case flag is camel-cased
 * (`--log-level` equals `--logLevel`), nested segments are not
 * (`--model.api-key` is silently a different key). `normalizeFlagName`
 * mirrors that rule so checks treat both spellings the way the CLI does.
 */
import type { Localized } from './routes';

export type CliCommandId = 'run' | 'serve' | 'request' | 'workspace';

/** `current`: works as described. `deprecated`: works but warns, use `replacedBy`.
 * `no-effect`: parsed, then nothing in 0.3.0 reads it. `placeholder`: a namespace
 * declaration so that dotted flags parse; passing it alone does nothing useful. */
export type CliFlagStatus = 'current' | 'deprecated' | 'no-effect' | 'placeholder';

export type CliValueType = 'boolean' | 'string' | 'number' | 'enum' | 'list' | 'path' | 'url' | 'namespace';

/** Where the flag comes from: the generic Tarko CLI or the Agent TARS layer on top. */
export type CliFlagSource = 'tarko' | 'agent-tars' | 'cac';

export type CliFlagGroupId =
  | 'general'
  | 'logging'
  | 'model'
  | 'tools'
  | 'server'
  | 'browser'
  | 'search'
  | 'planner'
  | 'headless'
  | 'request'
  | 'workspace'
  | 'meta';

export interface CliCommand {
  id: CliCommandId | 'meta';
  /** How the command is typed, without options. */
  usage: string;
  /** Other words that reach the same command. */
  aliases?: string[];
  summary: Localized;
  notes?: Localized;
}

export interface CliFlag {
  /** Canonical long form, exactly as registered, e.g. `--model.apiKey`. */
  name: string;
  /** Short form, e.g. `-c`. */
  short?: string;
  /** Value placeholder as cac shows it: `<x>` required value, `[x]` optional value. */
  arg?: string;
  /** Other spellings that reach the same option (kebab/camel variants, negations). */
  aliases?: string[];
  commands: CliCommandId[];
  group: CliFlagGroupId;
  source: CliFlagSource;
  type: CliValueType;
  /** Accepted values for `enum` flags. */
  values?: string[];
  /** Literal default as the parser or the agent applies it. */
  default?: string;
  /** Default that is not a literal (for example "the current directory"). */
  defaultNote?: Localized;
  required?: boolean;
  repeatable?: boolean;
  status: CliFlagStatus;
  /** For `deprecated` flags: the flag to use instead (must exist in this list). */
  replacedBy?: string;
  /** Config key the flag writes, e.g. `browser.control` (see `src/data/config.ts`). */
  configKey?: string;
  description: Localized;
  note?: Localized;
}

/** Spellings that appear in older docs or 0.2.x but are not 0.3.0 flags. */
export interface CliLegacyFlag {
  name: string;
  /** Correct 0.3.0 spelling (a flag in `cliFlags`). */
  replacedBy: string;
  reason: Localized;
}

export interface CliFlagGroup {
  id: CliFlagGroupId;
  title: Localized;
}

const L = (en: string, zh: string): Localized => ({ en, zh });

const AGENT_COMMANDS: CliCommandId[] = ['run', 'serve'];
const ALL_COMMANDS: CliCommandId[] = ['run', 'serve', 'request', 'workspace'];

export const cliCommands: CliCommand[] = [
  {
    id: 'run',
    usage: 'agent-tars [run] [agent]',
    aliases: ['agent-tars', 'agent-tars run', 'agent-tars start'],
    summary: L(
      'Default command. Starts the agent server and the Web UI at http://localhost:8888; with --headless it answers one query on stdout and exits.',
      '默认命令。启动 Agent 服务并在 http://localhost:8888 提供 Web UI；加上 --headless 时只处理一次输入，把结果打印到标准输出后退出。',
    ),
    notes: L(
      'There is no separate start command in 0.3.0: `agent-tars start` only works because the word fills the ignored [run] slot. To choose an agent, use `run <agent>` or --agent; `agent-tars ./my-agent.js` ignores the path.',
      '0.3.0 没有独立的 start 命令，`agent-tars start` 能用只是因为 start 被当成了可忽略的 [run] 位置参数。要指定 Agent，请写 `run <agent>` 或 --agent；`agent-tars ./my-agent.js` 会忽略这个路径。',
    ),
  },
  {
    id: 'serve',
    usage: 'agent-tars serve',
    summary: L(
      'Starts the HTTP API server without the Web UI (headless server).',
      '只启动 HTTP API 服务，不提供 Web UI（无界面服务模式）。',
    ),
    notes: L(
      'Takes the same common and Agent TARS flags as run, but none of the run-only flags.',
      '与 run 共用通用参数和 Agent TARS 专有参数，但不接受 run 独有的参数。',
    ),
  },
  {
    id: 'request',
    usage: 'agent-tars request',
    summary: L(
      'Sends one raw request body to a model provider and prints the answer; useful for checking a key, an endpoint or a model id.',
      '向模型服务商发送一次原始请求并打印响应，适合排查 API Key、接口地址或模型 ID 是否正确。',
    ),
  },
  {
    id: 'workspace',
    usage: 'agent-tars workspace',
    summary: L(
      'Creates, opens, enables, disables or inspects the global workspace in ~/.agent-tars-workspace.',
      '创建、打开、启用、停用或查看位于 ~/.agent-tars-workspace 的全局工作区。',
    ),
    notes: L(
      'Without a flag it only prints the list of accepted flags. Its messages say `tarko workspace`; under Agent TARS type `agent-tars workspace`.',
      '不带参数时只会提示可用的参数。它的提示文字写的是 `tarko workspace`，在 Agent TARS 中请输入 `agent-tars workspace`。',
    ),
  },
  {
    id: 'meta',
    usage: 'agent-tars --help | agent-tars --version',
    summary: L(
      'Prints help (after the logo) or the installed version. Works after any command, e.g. `agent-tars serve --help`.',
      '打印帮助（先显示 Logo）或当前版本号。可放在任意命令之后，例如 `agent-tars serve --help`。',
    ),
  },
];

export const cliFlagGroups: CliFlagGroup[] = [
  { id: 'general', title: L('Server, config and agent', '服务、配置与 Agent') },
  { id: 'logging', title: L('Logging', '日志') },
  { id: 'model', title: L('Model and LLM behaviour', '模型与 LLM 行为') },
  { id: 'tools', title: L('Tool and MCP server filters', '工具与 MCP 服务过滤') },
  { id: 'server', title: L('Server mode, sharing and snapshots', '服务模式、分享与快照') },
  { id: 'browser', title: L('Browser (Agent TARS)', '浏览器（Agent TARS）') },
  { id: 'search', title: L('Search (Agent TARS)', '搜索（Agent TARS）') },
  { id: 'planner', title: L('Planner (Agent TARS)', '规划器（Agent TARS）') },
  { id: 'headless', title: L('Headless run (run only)', '无界面运行（仅 run）') },
  { id: 'request', title: L('request command', 'request 命令') },
  { id: 'workspace', title: L('workspace command', 'workspace 命令') },
  { id: 'meta', title: L('Help and version', '帮助与版本') },
];

export const cliStatusLabels: Record<CliFlagStatus, Localized> = {
  current: L('Current', '可用'),
  deprecated: L('Deprecated', '已弃用'),
  'no-effect': L('No effect in 0.3.0', '0.3.0 中无效果'),
  placeholder: L('Namespace only', '仅作命名空间'),
};

export const cliTypeLabels: Record<CliValueType, Localized> = {
  boolean: L('boolean', '布尔'),
  string: L('string', '字符串'),
  number: L('number', '数字'),
  enum: L('one of', '枚举'),
  list: L('list', '列表'),
  path: L('path', '路径'),
  url: L('URL', 'URL'),
  namespace: L('namespace', '命名空间'),
};

const namespace = (
  name: string,
  arg: string | undefined,
  group: CliFlagGroupId,
  source: CliFlagSource,
  children: string,
): CliFlag => ({
  name,
  arg,
  commands: AGENT_COMMANDS,
  group,
  source,
  type: 'namespace',
  status: 'placeholder',
  description: L(
    `Declares the ${name.slice(2)} namespace so that ${children} parse as nested options. Do not pass it on its own.`,
    `声明 ${name.slice(2)} 命名空间，使 ${children} 能被解析为嵌套选项。不要单独传入它。`,
  ),
});

export const cliFlags: CliFlag[] = [
  // ── general ────────────────────────────────────────────────────────────
  {
    name: '--port',
    arg: '<port>',
    commands: AGENT_COMMANDS,
    group: 'general',
    source: 'tarko',
    type: 'number',
    default: '8888',
    configKey: 'server.port',
    status: 'current',
    description: L(
      'Port for the HTTP server (and the Web UI in interactive mode). If the port is taken, the next free one is used and the CLI prints "Port X unavailable, switching to Y".',
      'HTTP 服务（交互模式下也包括 Web UI）使用的端口。端口被占用时会自动改用下一个空闲端口，并打印 “Port X unavailable, switching to Y”。',
    ),
    note: L(
      'The parser always fills in 8888, so server.port from a config file is overridden unless you pass --port yourself.',
      '解析器总会填入默认值 8888，因此配置文件里的 server.port 会被覆盖；想换端口请直接传 --port。',
    ),
  },
  {
    name: '--open',
    commands: AGENT_COMMANDS,
    group: 'general',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Opens the Web UI in the default browser once the server is up (open on macOS, start on Windows, xdg-open elsewhere).',
      '服务启动后用默认浏览器打开 Web UI（macOS 用 open，Windows 用 start，其他系统用 xdg-open）。',
    ),
    note: L(
      'Only the interactive mode opens anything: serve, --headless and --quiet ignore it.',
      '只在交互模式下生效：serve、--headless 和 --quiet 都会忽略它。',
    ),
  },
  {
    name: '--config',
    short: '-c',
    arg: '<path>',
    commands: AGENT_COMMANDS,
    group: 'general',
    source: 'tarko',
    type: 'path',
    repeatable: true,
    status: 'current',
    description: L(
      'Extra config file or URL. Repeat it to load several; they merge in order and later files win. Local files may be .ts, .js, .mjs, .cjs, .json, .yaml or .yml; a URL must return JSON.',
      '额外加载的配置文件或 URL，可重复传入，按顺序合并，后面的覆盖前面的。本地文件支持 .ts、.js、.mjs、.cjs、.json、.yaml、.yml；URL 必须返回 JSON。',
    ),
    note: L(
      'Files given here rank below tarko.config.* in the workspace and in the global workspace. A path that does not exist is skipped silently. The built-in help mentions agent.config.*, which is never searched.',
      '这里指定的文件优先级低于工作区和全局工作区中的 tarko.config.*。不存在的路径会被静默跳过。内置帮助提到的 agent.config.* 实际上从不会被查找。',
    ),
  },
  {
    name: '--workspace',
    arg: '<path>',
    commands: AGENT_COMMANDS,
    group: 'general',
    source: 'tarko',
    type: 'path',
    defaultNote: L('current directory', '当前目录'),
    configKey: 'workspace',
    status: 'current',
    description: L(
      'Agent workspace: the file-system root for file tools, the base for relative paths, where .env and tarko.config.* are read, and the default snapshot directory. Accepts ~, relative and absolute paths.',
      'Agent 工作区：文件工具的根目录、相对路径的基准、读取 .env 和 tarko.config.* 的位置，也是快照的默认目录。支持 ~、相对路径和绝对路径。',
    ),
    note: L(
      'The CLI always sets the workspace from this flag or the current directory, so a workspace key in a config file has no effect.',
      'CLI 总是用这个参数或当前目录来设置工作区，配置文件里的 workspace 字段不会生效。',
    ),
  },
  {
    name: '--agent',
    arg: '[agent]',
    commands: AGENT_COMMANDS,
    group: 'general',
    source: 'tarko',
    type: 'string',
    values: ['agent-tars', 'omni-tars', 'mcp-agent'],
    defaultNote: L('Agent TARS (@agent-tars/core)', '内置的 Agent TARS（@agent-tars/core）'),
    configKey: 'agent',
    status: 'current',
    description: L(
      'Agent implementation: a built-in name (agent-tars, omni-tars, mcp-agent) or a path to a module that exports an agent class. `run <agent>` does the same.',
      '要运行的 Agent：内置名称（agent-tars、omni-tars、mcp-agent），或导出 Agent 类的模块路径。`run <agent>` 的效果相同。',
    ),
  },

  // ── logging ────────────────────────────────────────────────────────────
  {
    name: '--logLevel',
    arg: '<level>',
    aliases: ['--log-level'],
    commands: AGENT_COMMANDS,
    group: 'logging',
    source: 'tarko',
    type: 'enum',
    values: ['debug', 'info', 'warn', 'error'],
    configKey: 'logLevel',
    status: 'current',
    description: L(
      'Log verbosity. Case does not matter and warning is accepted for warn; any other value prints "Unknown log level" and is ignored.',
      '日志级别。不区分大小写，warning 等同于 warn；其他值会打印 “Unknown log level” 并被忽略。',
    ),
  },
  {
    name: '--debug',
    commands: AGENT_COMMANDS,
    group: 'logging',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Debug logging, including tool calls and system events. Its help text calls it the highest-priority log setting; in headless mode it also puts the logs into the output.',
      '开启调试日志，包括工具调用和系统事件。帮助文字称它是优先级最高的日志设置；无界面模式下还会把日志附加到输出里。',
    ),
  },
  {
    name: '--quiet',
    commands: AGENT_COMMANDS,
    group: 'logging',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Silences logging and hides the startup box. Headless runs are quiet by default unless --debug is set.',
      '关闭日志输出，也不显示启动信息框。无界面运行默认就是安静模式，除非加了 --debug。',
    ),
  },

  // ── model ──────────────────────────────────────────────────────────────
  {
    name: '--model',
    arg: '<model>',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'namespace',
    status: 'placeholder',
    description: L(
      'Namespace for the --model.* flags. A bare value is read as the model id only together with the deprecated --provider, --apiKey or --baseURL; on its own it is ignored.',
      '--model.* 系列参数的命名空间。单独给出的值只有在同时使用已弃用的 --provider、--apiKey 或 --baseURL 时才会被当作模型 ID，否则会被忽略。',
    ),
    note: L('Write --model.id instead.', '请改用 --model.id。'),
  },
  {
    name: '--model.provider',
    arg: '[provider]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    defaultNote: L('openai when no model is configured', '未配置模型时为 openai'),
    configKey: 'model.provider',
    status: 'current',
    description: L(
      'Model provider id, for example volcengine, anthropic, openai, azure-openai, deepseek, ollama or openai-compatible.',
      '模型服务商 ID，例如 volcengine、anthropic、openai、azure-openai、deepseek、ollama 或 openai-compatible。',
    ),
  },
  {
    name: '--model.id',
    arg: '[model]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    defaultNote: L('gpt-4o when no model is configured', '未配置模型时为 gpt-4o'),
    configKey: 'model.id',
    status: 'current',
    description: L(
      'Model id as the provider names it, e.g. doubao-1-5-thinking-vision-pro-250428 or claude-3-7-sonnet-latest.',
      '服务商使用的模型 ID，例如 doubao-1-5-thinking-vision-pro-250428 或 claude-3-7-sonnet-latest。',
    ),
  },
  {
    name: '--model.displayName',
    arg: '[displayName]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    configKey: 'model.displayName',
    status: 'current',
    description: L(
      'Name shown for the model in the Web UI model selector.',
      '在 Web UI 模型选择器中显示的模型名称。',
    ),
  },
  {
    name: '--model.apiKey',
    arg: '[apiKey]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    defaultNote: L("provider's env var, e.g. OPENAI_API_KEY", '服务商对应的环境变量，例如 OPENAI_API_KEY'),
    configKey: 'model.apiKey',
    status: 'current',
    description: L(
      'API key for the provider. An ALL-CAPS value such as ARK_API_KEY is treated as the name of an environment variable and replaced by its value.',
      '服务商的 API Key。全大写的值（例如 ARK_API_KEY）会被当作环境变量名，替换为该变量的值。',
    ),
    note: L(
      'If that variable is not set, the CLI warns "Environment variable … not found, using as literal value" and sends the name itself as the key.',
      '如果该环境变量不存在，CLI 会提示 “Environment variable … not found, using as literal value”，并把变量名本身当作 Key 发送。',
    ),
  },
  {
    name: '--model.baseURL',
    arg: '[baseURL]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'url',
    defaultNote: L("provider's default endpoint", '服务商的默认地址'),
    configKey: 'model.baseURL',
    status: 'current',
    description: L(
      'Endpoint of an OpenAI-compatible or self-hosted API. Required for openai-compatible and azure-openai. ALL-CAPS values are resolved as environment variable names, like --model.apiKey.',
      'OpenAI 兼容接口或自建服务的地址，openai-compatible 和 azure-openai 必须设置。全大写的值同样会按环境变量名解析，规则与 --model.apiKey 一致。',
    ),
  },
  {
    name: '--provider',
    arg: '[provider]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    configKey: 'model.provider',
    status: 'deprecated',
    replacedBy: '--model.provider',
    description: L(
      'Old spelling of --model.provider. Still applied, with the warning "Deprecated CLI options detected".',
      '--model.provider 的旧写法。仍然有效，但会打印 “Deprecated CLI options detected” 警告。',
    ),
  },
  {
    name: '--apiKey',
    arg: '[apiKey]',
    aliases: ['--api-key'],
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'string',
    configKey: 'model.apiKey',
    status: 'deprecated',
    replacedBy: '--model.apiKey',
    description: L(
      'Old spelling of --model.apiKey; still applied, with a deprecation warning.',
      '--model.apiKey 的旧写法；仍然有效，但会打印弃用警告。',
    ),
  },
  {
    name: '--baseURL',
    arg: '[baseURL]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'url',
    configKey: 'model.baseURL',
    status: 'deprecated',
    replacedBy: '--model.baseURL',
    description: L(
      'Old spelling of --model.baseURL; still applied, with a deprecation warning.',
      '--model.baseURL 的旧写法；仍然有效，但会打印弃用警告。',
    ),
  },
  {
    name: '--thinking',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'boolean',
    configKey: 'thinking.type',
    status: 'deprecated',
    replacedBy: '--thinking.type',
    description: L(
      'Shorthand that turns on reasoning (thinking.type = enabled). It is listed in the deprecation warning.',
      '开启推理模式的简写（等同于 thinking.type = enabled），使用时会出现在弃用警告里。',
    ),
  },
  {
    name: '--thinking.type',
    arg: '[type]',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'enum',
    values: ['enabled', 'disabled'],
    default: 'disabled',
    configKey: 'thinking.type',
    status: 'current',
    description: L(
      'Reasoning mode for models that support it; reasoning text then shows up as thinking events.',
      '为支持推理的模型开启或关闭推理模式，推理内容会作为 thinking 事件显示。',
    ),
  },
  {
    name: '--stream',
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'boolean',
    status: 'no-effect',
    description: L(
      'Accepted by run and serve, then dropped while the config is built. The agent always streams from the model internally.',
      'run 和 serve 会接受这个参数，但在生成配置时将其丢弃。Agent 内部调用模型时始终使用流式输出。',
    ),
  },
  {
    name: '--toolCallEngine',
    arg: '[engine]',
    aliases: ['--tool-call-engine'],
    commands: AGENT_COMMANDS,
    group: 'model',
    source: 'tarko',
    type: 'enum',
    values: ['native', 'prompt_engineering', 'structured_outputs'],
    default: 'native',
    configKey: 'toolCallEngine',
    status: 'current',
    description: L(
      'How tools are offered to the model: native function calling, tool descriptions in the prompt, or JSON structured outputs.',
      '向模型提供工具的方式：原生函数调用（native）、在提示词中描述工具（prompt_engineering），或 JSON 结构化输出（structured_outputs）。',
    ),
  },

  // ── tools ──────────────────────────────────────────────────────────────
  namespace('--tool', undefined, 'tools', 'tarko', '--tool.include and --tool.exclude'),
  {
    name: '--tool.include',
    arg: '<patterns>',
    commands: AGENT_COMMANDS,
    group: 'tools',
    source: 'tarko',
    type: 'list',
    repeatable: true,
    configKey: 'tool.include',
    status: 'current',
    description: L(
      'Keeps only tools whose name contains one of these substrings. Comma-separated or repeated. Applied before --tool.exclude.',
      '只保留名称包含这些子串之一的工具。可用逗号分隔或重复传入，先于 --tool.exclude 生效。',
    ),
  },
  {
    name: '--tool.exclude',
    arg: '<patterns>',
    commands: AGENT_COMMANDS,
    group: 'tools',
    source: 'tarko',
    type: 'list',
    repeatable: true,
    configKey: 'tool.exclude',
    status: 'current',
    description: L(
      'Removes tools whose name contains one of these substrings, including MCP tools.',
      '移除名称包含这些子串之一的工具，MCP 工具同样适用。',
    ),
  },
  namespace('--mcpServer', undefined, 'tools', 'tarko', '--mcpServer.include and --mcpServer.exclude'),
  {
    name: '--mcpServer.include',
    arg: '<patterns>',
    commands: AGENT_COMMANDS,
    group: 'tools',
    source: 'tarko',
    type: 'list',
    repeatable: true,
    configKey: 'mcpServer.include',
    status: 'current',
    description: L(
      'Connects only MCP servers whose name contains one of these substrings.',
      '只连接名称包含这些子串之一的 MCP 服务。',
    ),
  },
  {
    name: '--mcpServer.exclude',
    arg: '<patterns>',
    commands: AGENT_COMMANDS,
    group: 'tools',
    source: 'tarko',
    type: 'list',
    repeatable: true,
    configKey: 'mcpServer.exclude',
    status: 'current',
    description: L(
      'Skips MCP servers whose name contains one of these substrings, e.g. to leave out a broken server instead of retrying it in every session.',
      '跳过名称包含这些子串之一的 MCP 服务，例如把连不上的服务排除掉，免得每个会话都去重试它。',
    ),
  },

  // ── server, share, snapshot ────────────────────────────────────────────
  namespace('--server', undefined, 'server', 'tarko', '--server.*'),
  {
    name: '--server.exclusive',
    commands: AGENT_COMMANDS,
    group: 'server',
    source: 'tarko',
    type: 'boolean',
    default: 'false',
    configKey: 'server.exclusive',
    status: 'current',
    description: L(
      'Exclusive mode: while one session is running, new sessions and one-shot queries get HTTP 409.',
      '独占模式：有会话正在运行时，新建会话和一次性查询请求会收到 HTTP 409。',
    ),
  },
  namespace('--share', '<share>', 'server', 'tarko', '--share.*'),
  {
    name: '--share.provider',
    arg: '[url]',
    commands: AGENT_COMMANDS,
    group: 'server',
    source: 'tarko',
    type: 'url',
    configKey: 'share.provider',
    status: 'current',
    description: L(
      'Upload endpoint for shared replays. Without it the Share dialog only offers an HTML download.',
      '分享回放时的上传地址。不设置时，分享对话框只提供下载 HTML。',
    ),
  },
  {
    name: '--share-provider',
    arg: '[url]',
    commands: AGENT_COMMANDS,
    group: 'server',
    source: 'tarko',
    type: 'url',
    configKey: 'share.provider',
    status: 'deprecated',
    replacedBy: '--share.provider',
    description: L(
      'Old spelling of --share.provider; still applied, with a deprecation warning.',
      '--share.provider 的旧写法；仍然有效，但会打印弃用警告。',
    ),
  },
  namespace('--snapshot', '<snapshot>', 'server', 'tarko', '--snapshot.*'),
  {
    name: '--snapshot.enable',
    commands: AGENT_COMMANDS,
    group: 'server',
    source: 'tarko',
    type: 'boolean',
    default: 'false',
    configKey: 'snapshot.enable',
    status: 'current',
    description: L(
      'Records an Agent Snapshot for every session under <workspace>/<sessionId>/ (or snapshot.storageDirectory).',
      '为每个会话记录 Agent 快照，保存在 <workspace>/<sessionId>/（或 snapshot.storageDirectory）下。',
    ),
  },
  {
    name: '--snapshot.snapshotPath',
    arg: '<path>',
    commands: AGENT_COMMANDS,
    group: 'server',
    source: 'tarko',
    type: 'path',
    status: 'no-effect',
    description: L(
      'Meant to choose the snapshot directory, but the server reads snapshot.storageDirectory, so the value is ignored.',
      '本意是指定快照目录，但服务端读取的是 snapshot.storageDirectory，因此这个值会被忽略。',
    ),
    note: L(
      'Set snapshot.storageDirectory in a config file, or pass --snapshot.storageDirectory (pass-through).',
      '请在配置文件中设置 snapshot.storageDirectory，或传 --snapshot.storageDirectory（透传）。',
    ),
  },

  // ── Agent TARS: browser ────────────────────────────────────────────────
  namespace('--browser', '<browser>', 'browser', 'agent-tars', '--browser.*'),
  {
    name: '--browser.control',
    arg: '[mode]',
    commands: AGENT_COMMANDS,
    group: 'browser',
    source: 'agent-tars',
    type: 'enum',
    values: ['hybrid', 'dom', 'visual-grounding'],
    default: 'hybrid',
    configKey: 'browser.control',
    status: 'current',
    description: L(
      'How the agent drives the browser: hybrid (screenshots plus DOM tools), dom (DOM tools only) or visual-grounding (screenshots and coordinates only).',
      'Agent 操作浏览器的方式：hybrid（截图加 DOM 工具）、dom（只用 DOM 工具）或 visual-grounding（只用截图和坐标）。',
    ),
    note: L(
      'hybrid and visual-grounding need model.provider volcengine; with any other provider the agent switches to dom and logs why.',
      'hybrid 和 visual-grounding 需要 model.provider 为 volcengine；其他服务商会被自动切换为 dom，并在日志中说明原因。',
    ),
  },
  {
    name: '--browser.cdpEndpoint',
    arg: '<endpoint>',
    commands: AGENT_COMMANDS,
    group: 'browser',
    source: 'agent-tars',
    type: 'url',
    configKey: 'browser.cdpEndpoint',
    status: 'current',
    description: L(
      'Connects to a running browser instead of launching Chrome. Give the HTTP version URL, e.g. http://127.0.0.1:9222/json/version.',
      '连接到已经运行的浏览器，而不是自己启动 Chrome。填写 HTTP 版本信息地址，例如 http://127.0.0.1:9222/json/version。',
    ),
  },
  {
    name: '--browser-control',
    arg: '[mode]',
    commands: AGENT_COMMANDS,
    group: 'browser',
    source: 'agent-tars',
    type: 'enum',
    values: ['hybrid', 'dom', 'visual-grounding'],
    configKey: 'browser.control',
    status: 'deprecated',
    replacedBy: '--browser.control',
    description: L(
      'Old spelling of --browser.control. Used only when browser.control is not already set.',
      '--browser.control 的旧写法，仅在 browser.control 尚未设置时生效。',
    ),
  },
  {
    name: '--browser-cdp-endpoint',
    arg: '<endpoint>',
    commands: AGENT_COMMANDS,
    group: 'browser',
    source: 'agent-tars',
    type: 'url',
    configKey: 'browser.cdpEndpoint',
    status: 'deprecated',
    replacedBy: '--browser.cdpEndpoint',
    description: L(
      'Old spelling of --browser.cdpEndpoint. Used only when browser.cdpEndpoint is not already set.',
      '--browser.cdpEndpoint 的旧写法，仅在 browser.cdpEndpoint 尚未设置时生效。',
    ),
  },

  // ── Agent TARS: planner ────────────────────────────────────────────────
  namespace('--planner', '<planner>', 'planner', 'agent-tars', '--planner.*'),
  {
    name: '--planner.enable',
    commands: AGENT_COMMANDS,
    group: 'planner',
    source: 'agent-tars',
    type: 'boolean',
    configKey: 'planner.enable',
    status: 'no-effect',
    description: L(
      'Sets planner.enable. No effect on runs: @agent-tars/core 0.3.0 has no planner. The value only reaches AGIO monitoring, as plannerEnabled in the agent_initialized event, and only when agio.provider is set and an AGIO reporter is attached (the agent chosen with --agent).',
      '设置 planner.enable。不影响运行：@agent-tars/core 0.3.0 没有规划器。这个值只会以 agent_initialized 事件中的 plannerEnabled 上报给 AGIO 监控，而且只有在设置了 agio.provider 并挂载了 AGIO 上报器时（通过 --agent 选择 Agent）才会上报。',
    ),
  },

  // ── Agent TARS: search ─────────────────────────────────────────────────
  namespace('--search', '<search>', 'search', 'agent-tars', '--search.*'),
  {
    name: '--search.provider',
    arg: '[provider]',
    commands: AGENT_COMMANDS,
    group: 'search',
    source: 'agent-tars',
    type: 'enum',
    values: ['browser_search', 'tavily', 'bing', 'searxng', 'duckduckgo'],
    default: 'browser_search',
    configKey: 'search.provider',
    status: 'current',
    description: L(
      'Backend of the web_search tool. browser_search scrapes a search engine in a local browser and needs no key.',
      'web_search 工具使用的后端。browser_search 在本地浏览器中抓取搜索引擎结果，不需要 Key。',
    ),
    note: L(
      'The built-in help lists bing_search, but only bing reaches the Bing API; bing_search and unknown values fall back to browser_search.',
      '内置帮助写的是 bing_search，但只有 bing 才会调用 Bing API；bing_search 和其他未知值都会回退为 browser_search。',
    ),
  },
  {
    name: '--search.count',
    arg: '[count]',
    commands: AGENT_COMMANDS,
    group: 'search',
    source: 'agent-tars',
    type: 'number',
    default: '10',
    configKey: 'search.count',
    status: 'current',
    description: L(
      'Number of results web_search returns when the model does not ask for a count.',
      '模型未指定数量时，web_search 返回的结果条数。',
    ),
  },
  {
    name: '--search.apiKey',
    arg: '[apiKey]',
    commands: AGENT_COMMANDS,
    group: 'search',
    source: 'agent-tars',
    type: 'string',
    configKey: 'search.apiKey',
    status: 'current',
    description: L(
      'Key for tavily or bing. Without it they read TAVILY_API_KEY or BING_SEARCH_API_KEY.',
      'tavily 或 bing 使用的 Key。不设置时分别读取 TAVILY_API_KEY 或 BING_SEARCH_API_KEY。',
    ),
  },

  // ── run only ───────────────────────────────────────────────────────────
  {
    name: '--headless',
    commands: ['run'],
    group: 'headless',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Runs one query without the Web UI and prints the result to stdout. Logging is silenced unless --debug is set.',
      '不启动 Web UI，只处理一次输入并把结果打印到标准输出。除非加 --debug，否则不输出日志。',
    ),
  },
  {
    name: '--input',
    arg: '[...query]',
    commands: ['run'],
    group: 'headless',
    source: 'tarko',
    type: 'string',
    status: 'current',
    description: L(
      'The query for --headless. Quote it: --input hello world only sends "hello". Without --input the query is read from piped stdin.',
      '--headless 模式的输入内容，请加引号：--input hello world 只会发送 “hello”。不传 --input 时从管道（stdin）读取。',
    ),
    note: L(
      'With neither --input nor piped input the run stops with "Error: No input provided".',
      '既没有 --input 也没有管道输入时，会报错 “Error: No input provided” 并退出。',
    ),
  },
  {
    name: '--format',
    arg: '[format]',
    commands: ['run'],
    group: 'headless',
    source: 'tarko',
    type: 'enum',
    values: ['text', 'json'],
    default: 'text',
    status: 'current',
    description: L(
      'Headless output: text prints the final answer; json prints the whole result object.',
      '无界面模式的输出格式：text 打印最终回答，json 打印完整的结果对象。',
    ),
  },
  {
    name: '--include-logs',
    aliases: ['--includeLogs'],
    commands: ['run'],
    group: 'headless',
    source: 'tarko',
    type: 'boolean',
    default: 'false',
    status: 'current',
    description: L(
      'Appends the captured logs to the headless output (a "--- Logs ---" section in text, a logs array in json).',
      '把捕获的日志附加到无界面输出中（text 格式追加 “--- Logs ---” 段落，json 格式增加 logs 数组）。',
    ),
  },
  {
    name: '--use-cache',
    arg: '[useCache]',
    aliases: ['--useCache', '--no-use-cache'],
    commands: ['run'],
    group: 'headless',
    source: 'tarko',
    type: 'boolean',
    default: 'true',
    status: 'current',
    description: L(
      'On (default): the headless run goes through an internal server on port 8899, so the result is saved as a session tagged run. --no-use-cache runs the agent directly and keeps nothing.',
      '默认开启：无界面运行会经由端口 8899 上的内部服务执行，结果保存为带 run 标签的会话。--no-use-cache 则直接运行 Agent，不保存任何记录。',
    ),
    note: L(
      '--use-cache false does not turn it off (the value arrives as the string "false"); use --no-use-cache.',
      '--use-cache false 并不能关闭缓存（值会被当作字符串 "false"），请使用 --no-use-cache。',
    ),
  },

  // ── request ────────────────────────────────────────────────────────────
  {
    name: '--provider',
    arg: '<provider>',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'string',
    required: true,
    status: 'current',
    description: L('Provider id to send the request to.', '接收请求的服务商 ID。'),
  },
  {
    name: '--model',
    arg: '<model>',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'string',
    required: true,
    status: 'current',
    description: L('Model id for the request.', '请求使用的模型 ID。'),
  },
  {
    name: '--body',
    arg: '<body>',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'string',
    required: true,
    status: 'current',
    description: L(
      'Request body: a path to a .json or .jsonl file (relative to the current directory) or an inline JSON string.',
      '请求体：.json 或 .jsonl 文件路径（相对于当前目录），或直接写 JSON 字符串。',
    ),
    note: L('A missing file stops with "body does not exist".', '文件不存在时会报错 “body does not exist”。'),
  },
  {
    name: '--apiKey',
    arg: '[apiKey]',
    aliases: ['--api-key'],
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'string',
    status: 'current',
    description: L(
      'API key; an ALL-CAPS value is read as an environment variable name.',
      'API Key；全大写的值会按环境变量名解析。',
    ),
  },
  {
    name: '--baseURL',
    arg: '[baseURL]',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'url',
    status: 'current',
    description: L(
      'Endpoint override; an ALL-CAPS value is read as an environment variable name.',
      '覆盖接口地址；全大写的值会按环境变量名解析。',
    ),
  },
  {
    name: '--stream',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L('Requests a streaming response and prints each chunk.', '以流式方式请求，并逐块打印响应。'),
  },
  {
    name: '--thinking',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L('Turns on reasoning (thinking.type enabled).', '开启推理模式（thinking.type 为 enabled）。'),
  },
  {
    name: '--format',
    arg: '[format]',
    commands: ['request'],
    group: 'request',
    source: 'tarko',
    type: 'enum',
    values: ['raw', 'semantic'],
    default: 'raw',
    status: 'current',
    description: L(
      'raw prints JSON as received; semantic prints labelled [Content], [Tool Calls] and [Reasoning] sections. Other values are an error.',
      'raw 原样打印 JSON；semantic 按 [Content]、[Tool Calls]、[Reasoning] 分段打印。其他值会报错。',
    ),
  },

  // ── workspace ──────────────────────────────────────────────────────────
  {
    name: '--init',
    commands: ['workspace'],
    group: 'workspace',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Creates ~/.agent-tars-workspace interactively: asks for a config format and a default provider, writes tarko.config.*, optionally runs git init.',
      '交互式创建 ~/.agent-tars-workspace：依次选择配置格式和默认服务商，写入 tarko.config.*，并可选择执行 git init。',
    ),
  },
  {
    name: '--open',
    commands: ['workspace'],
    group: 'workspace',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Opens the global workspace in VS Code (needs the code command); otherwise prints its path.',
      '用 VS Code 打开全局工作区（需要 code 命令），否则只打印路径。',
    ),
  },
  {
    name: '--enable',
    commands: ['workspace'],
    group: 'workspace',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Turns the global workspace config layer on (it is on by default).',
      '启用全局工作区的配置层（默认即为启用）。',
    ),
  },
  {
    name: '--disable',
    commands: ['workspace'],
    group: 'workspace',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Stops loading the global workspace config without deleting anything.',
      '停止加载全局工作区中的配置，不删除任何文件。',
    ),
  },
  {
    name: '--status',
    commands: ['workspace'],
    group: 'workspace',
    source: 'tarko',
    type: 'boolean',
    status: 'current',
    description: L(
      'Shows the path, whether it exists, and whether it is enabled and created.',
      '显示全局工作区的路径、是否存在、是否启用以及是否已创建。',
    ),
  },

  // ── help / version ─────────────────────────────────────────────────────
  {
    name: '--help',
    short: '-h',
    commands: ALL_COMMANDS,
    group: 'meta',
    source: 'cac',
    type: 'boolean',
    status: 'current',
    description: L('Prints the logo and the help for the command.', '打印 Logo 和当前命令的帮助。'),
  },
  {
    name: '--version',
    short: '-v',
    // cac prints the version only when no other command matched: `agent-tars serve --version` starts the server.
    commands: ['run'],
    group: 'meta',
    source: 'cac',
    type: 'boolean',
    status: 'current',
    description: L(
      'Prints the installed version, platform and Node.js version (`agent-tars/0.3.0 linux-x64 node-v22.15.0`). Only on its own or after `run`: after `serve`, `request` or `workspace` the command runs instead.',
      '打印已安装的版本号、平台和 Node.js 版本（`agent-tars/0.3.0 linux-x64 node-v22.15.0`）。只能单独使用或跟在 `run` 后面：跟在 `serve`、`request` 或 `workspace` 后面时，会直接执行那个命令。',
    ),
  },
];

export const cliLegacyFlags: CliLegacyFlag[] = [
  {
    name: '--planner.enabled',
    replacedBy: '--planner.enable',
    reason: L(
      'Misspelling in older docs; the registered flag is --planner.enable (and it has no effect in 0.3.0).',
      '旧文档中的错误拼写；实际注册的参数是 --planner.enable（且在 0.3.0 中没有效果）。',
    ),
  },
  {
    name: '--cache',
    replacedBy: '--use-cache',
    reason: L('0.2.x name of the run cache switch.', '0.2.x 中 run 缓存开关的名称。'),
  },
  {
    name: '--workspace.workingDirectory',
    replacedBy: '--workspace',
    reason: L('0.2.x flag; 0.3.0 takes a plain path.', '0.2.x 的参数；0.3.0 直接接收路径。'),
  },
  {
    name: '--browser-control-mode',
    replacedBy: '--browser.control',
    reason: L('Never a flag; the mode is set with --browser.control.', '从来不是有效参数；请用 --browser.control 设置模式。'),
  },
];

/** cac camel-cases the first dotted segment only; nested segments stay as typed. */
export function normalizeFlagName(flag: string): string {
  const body = flag.replace(/^--/, '');
  const dot = body.indexOf('.');
  const head = dot === -1 ? body : body.slice(0, dot);
  const rest = dot === -1 ? '' : body.slice(dot);
  const camel = head.replace(/([a-z])-([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
  return `--${camel}${rest}`;
}

const slug = (s: string): string =>
  s
    .replace(/^-+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Row id for a flag; prefixed so it cannot clash with a heading id. */
export function flagAnchor(flag: CliFlag): string {
  const shared = cliFlags.filter((f) => f.name === flag.name).length > 1;
  return shared ? `flag-${flag.commands[0]}-${slug(flag.name)}` : `flag-${slug(flag.name)}`;
}

export function flagsForCommand(command: CliCommandId): CliFlag[] {
  return cliFlags.filter((f) => f.commands.includes(command));
}

/** Every spelling the parser maps onto a registered flag, normalized. */
export function knownFlagSpellings(): Set<string> {
  const out = new Set<string>();
  for (const f of cliFlags) {
    for (const n of [f.name, ...(f.aliases ?? [])]) out.add(normalizeFlagName(n));
  }
  return out;
}
