/**
 * SDK surface of Agent TARS 0.3.0: the options, methods and hooks of the
 * `Agent` class (`@tarko/agent`), what `MCPAgent` (`@tarko/mcp-agent`) and
 * `AgentTARS` (`@agent-tars/core`) add, the `Tool` constructor, the event
 * stream processor, and the programmatic `AgentServer` (`@tarko/agent-server`).
 *
 * Source: fact sheet part 2, §0, §1.2, §2.4 and §8.
 */
import type { Localized } from './routes';

/** Package that introduces an option or method. Subclasses inherit everything above them. */
export type SdkPackage = '@tarko/agent' | '@tarko/mcp-agent' | '@agent-tars/core';

export interface SdkPackageDoc {
  name: string;
  exports: string;
  description: Localized;
}

export const sdkPackages: SdkPackageDoc[] = [
  {
    name: '@tarko/agent',
    exports: 'Agent (default), Tool, z, LogLevel, getLogger, resolveModel, tool-call engine classes',
    description: {
      en: 'The agent loop: model calls, tool execution, event stream, hooks. Start here for your own agent.',
      zh: 'Agent 循环本身：模型调用、工具执行、事件流和钩子。自己编写 Agent 从这里开始。',
    },
  },
  {
    name: '@tarko/mcp-agent',
    exports: 'MCPAgent (re-exports everything from @tarko/agent)',
    description: {
      en: 'Adds MCP servers as tool sources on top of `Agent`.',
      zh: '在 `Agent` 之上增加 MCP 服务器作为工具来源。',
    },
  },
  {
    name: '@agent-tars/core',
    exports: 'AgentTARS (default)',
    description: {
      en: 'The full Agent TARS agent: browser, search, file system and command tools, built on `MCPAgent`.',
      zh: '完整的 Agent TARS：基于 `MCPAgent`，自带浏览器、搜索、文件系统和命令工具。',
    },
  },
  {
    name: '@tarko/agent-interface',
    exports: 'IAgent, AgentOptions, AgentEventStream, Tool, ToolCallEngine (types)',
    description: {
      en: 'Types only. Import from here when you write code against the interfaces.',
      zh: '仅包含类型。面向接口编写代码时从这里导入。',
    },
  },
  {
    name: '@tarko/agent-server',
    exports: 'AgentServer, express',
    description: {
      en: 'Hosts any agent over HTTP with the REST + SSE API.',
      zh: '通过 REST + SSE API 以 HTTP 方式托管任意 Agent。',
    },
  },
];

/* ------------------------------------------------------------------ */
/* Options                                                              */
/* ------------------------------------------------------------------ */

export interface AgentOptionDoc {
  name: string;
  type: string;
  /** Default in the base class; `—` when unset. */
  default: string;
  /** Different default applied by `AgentTARS`, when there is one. */
  agentTarsDefault?: string;
  package: SdkPackage;
  description: Localized;
}

const o = (
  name: string,
  type: string,
  def: string,
  pkg: SdkPackage,
  en: string,
  zh: string,
  agentTarsDefault?: string,
): AgentOptionDoc =>
  agentTarsDefault === undefined
    ? { name, type, default: def, package: pkg, description: { en, zh } }
    : { name, type, default: def, agentTarsDefault, package: pkg, description: { en, zh } };

export const agentOptions: AgentOptionDoc[] = [
  o('id', 'string', "'@tarko/agent'", '@tarko/agent', 'Identifier of the agent instance.', 'Agent 实例的标识。'),
  o('name', 'string', "'Anonymous'", '@tarko/agent', 'Name shown in logs, events (`agentName`) and the UI.', '显示在日志、事件（`agentName`）和界面中的名称。', "'AgentTARS'"),
  o(
    'instructions',
    'string',
    '—',
    '@tarko/agent',
    'System prompt. In `Agent` it replaces the default prompt; `AgentTARS` appends it to its own prompt as higher-priority user instructions.',
    '系统提示词。在 `Agent` 中它替换默认提示词；`AgentTARS` 则把它作为更高优先级的用户指令追加到自己的提示词后面。',
  ),
  o(
    'model',
    '{ provider, id, displayName?, apiKey?, baseURL?, headers?, baseProvider?, params? }',
    "provider 'openai', id 'gpt-4o'",
    '@tarko/agent',
    'Model to call. Without it the resolver falls back to OpenAI `gpt-4o` with `OPENAI_API_KEY` from the environment.',
    '要调用的模型。不设置时回退为 OpenAI `gpt-4o`，并从环境变量读取 `OPENAI_API_KEY`。',
  ),
  o(
    'maxTokens',
    'number',
    '—',
    '@tarko/agent',
    'Sent as `max_tokens` on every LLM request, so it caps the output of one call (the type comment calls it a context size; the code does not).',
    '作为 `max_tokens` 随每次 LLM 请求发送，限制单次调用的输出长度（类型注释称其为上下文大小，但代码并非如此）。',
    '8192',
  ),
  o('temperature', 'number', '0.7', '@tarko/agent', 'Sampling temperature.', '采样温度。'),
  o('top_p', 'number', '—', '@tarko/agent', 'Nucleus sampling; the model default when unset.', '核采样参数；不设置时使用模型默认值。'),
  o(
    'thinking',
    "{ type: 'enabled' | 'disabled'; budgetTokens?: number }",
    "{ type: 'disabled' }",
    '@tarko/agent',
    'Reasoning mode. Reasoning text arrives as thinking events.',
    '推理模式。推理内容以 thinking 类事件输出。',
  ),
  o('tools', 'Tool[]', '[]', '@tarko/agent', 'Tools available from the start; more can be added with `registerTool()`.', '一开始就可用的工具；之后可用 `registerTool()` 追加。'),
  o(
    'tool',
    '{ include?: string[]; exclude?: string[] }',
    '—',
    '@tarko/agent',
    'Filters tools by name substring: include first, then exclude.',
    '按名称子串过滤工具：先 include，再 exclude。',
  ),
  o(
    'toolCallEngine',
    "'native' | 'prompt_engineering' | 'structured_outputs' | constructor",
    "'native'",
    '@tarko/agent',
    'How tool definitions and calls are exchanged with the model. The agent option wins over the run option.',
    '与模型交换工具定义和调用的方式。Agent 选项的优先级高于运行参数。',
  ),
  o('maxIterations', 'number', '1000', '@tarko/agent', 'Upper bound of loop iterations; then a `system` warning and an answer with `finishReason: "max_iterations"`.', '循环轮数上限；达到后发出 `system` 警告，并以 `finishReason: "max_iterations"` 结束。'),
  o('context', '{ maxImagesCount?: number }', '{ maxImagesCount: 5 }', '@tarko/agent', 'Keeps only the newest N images in the model context.', '模型上下文中只保留最新的 N 张图片。'),
  o(
    'eventStreamOptions',
    '{ maxEvents?: number; autoTrim?: boolean; initialEvents?: Event[] }',
    '{ maxEvents: 1000, autoTrim: true }',
    '@tarko/agent',
    'Size of the in-memory event stream; the oldest events are dropped beyond `maxEvents`.',
    '内存事件流的容量；超过 `maxEvents` 时丢弃最早的事件。',
  ),
  o(
    'enableStreamingToolCallEvents',
    'boolean',
    'false',
    '@tarko/agent',
    'Emit `assistant_streaming_tool_call` chunks while the model writes tool calls.',
    '在模型生成工具调用时发出 `assistant_streaming_tool_call` 片段。',
    'true',
  ),
  o('initialEvents', 'AgentEvent[]', '—', '@tarko/agent', 'Events to start from; the server passes a session’s stored events here.', '作为起点的事件；服务器用它传入会话已存储的事件。'),
  o('logLevel', 'LogLevel', 'SUCCESS', '@tarko/agent', 'Root log level (`AGENT_DEBUG` in the environment forces DEBUG).', '根日志级别（设置环境变量 `AGENT_DEBUG` 时强制为 DEBUG）。'),
  o('metric', '{ enable: boolean }', '{ enable: false }', '@tarko/agent', 'Adds `ttftMs` and `ttltMs` to `assistant_message` events.', '在 `assistant_message` 事件上附加 `ttftMs` 和 `ttltMs`。'),
  o('workspace', 'string', '—', '@tarko/agent', 'Working directory for file and command tools. Declared for every agent, but the base class has no such tools and does not read it; Agent TARS falls back to the current directory.', '文件和命令工具的工作目录。所有 Agent 都有这个选项，但基类没有这类工具，也不读取它；Agent TARS 不设置时使用当前目录。', 'process.cwd()'),
  o('sandboxUrl', 'string', '—', '@tarko/agent', 'Sandbox endpoint used by multi-tenant servers.', '多租户服务器使用的沙箱地址。'),
  o('mcpServers', 'Record<string, MCPServerConfig>', '{}', '@tarko/mcp-agent', 'MCP servers to connect to, by name.', '要连接的 MCP 服务器，以名称为键。'),
  o('mcpServer', '{ include?: string[]; exclude?: string[] }', '—', '@tarko/mcp-agent', 'Filters MCP servers by name substring.', '按名称子串过滤 MCP 服务器。'),
  o('defaultConnectionTimeout', 'number', '60', '@tarko/mcp-agent', 'Default time limit of each MCP tool call, in seconds (despite the name, not of connecting).', '每次 MCP 工具调用的默认时限（秒）；名字里有 Connection，但不限制连接。'),
  o('search', '{ provider, count?, apiKey?, baseUrl?, browserSearch? }', "{ provider: 'browser_search', count: 10, browserSearch: { engine: 'google' } }", '@agent-tars/core', 'Web search tool settings.', '网页搜索工具的设置。'),
  o('browser', "{ type?, headless?, control?: 'hybrid' | 'dom' | 'visual-grounding', cdpEndpoint? }", "{ type: 'local', headless: false, control: 'hybrid' }", '@agent-tars/core', 'Browser tool settings.', '浏览器工具的设置。'),
  o('mcpImpl', "'in-memory' | 'stdio'", "'in-memory'", '@agent-tars/core', 'How the built-in MCP servers run.', '内置 MCP 服务器的运行方式。'),
  o('planner', 'boolean | { enable?, maxSteps?, planningPrompt? }', '—', '@agent-tars/core', 'Declared in the types (their comments give `enable` a default of false and `maxSteps` 3), but no code sets or reads it: 0.3.0 has no planner, and passing it changes nothing in a run.', '类型中有声明（注释写明 `enable` 默认 false、`maxSteps` 默认 3），但没有代码设置或读取它：0.3.0 没有规划器，传入它不会改变运行过程。'),
  o('experimental', '{ dumpMessageHistory?: boolean }', '—', '@agent-tars/core', 'Writes `<workspace>/session_<id>.json` after every LLM call when `dumpMessageHistory` is on.', '开启 `dumpMessageHistory` 后，每次 LLM 调用后写出 `<workspace>/session_<id>.json`。'),
  o('aioSandbox', 'string', '—', '@agent-tars/core', 'URL of an AIO sandbox; all tools then come from `<url>/mcp`.', 'AIO 沙箱地址；设置后所有工具都来自 `<url>/mcp`。'),
];

export const agentOptionNames: string[] = agentOptions.map((x) => x.name);

/* ------------------------------------------------------------------ */
/* Methods                                                              */
/* ------------------------------------------------------------------ */

export interface MethodDoc {
  name: string;
  signature: string;
  returns: string;
  description: Localized;
}

const m = (name: string, signature: string, returns: string, en: string, zh: string): MethodDoc => ({
  name,
  signature,
  returns,
  description: { en, zh },
});

export const agentMethods: MethodDoc[] = [
  m(
    'run',
    'run(input: string | AgentRunObjectOptions & { stream?: false })',
    'Promise<AssistantMessageEvent>',
    'Runs the loop and resolves with the final `assistant_message`. Initialises the agent on first use; throws if a run is already executing.',
    '运行循环，并以最终的 `assistant_message` 作为结果。首次调用时自动初始化；已有运行在执行时会抛错。',
  ),
  m(
    'run (streaming)',
    'run({ input, stream: true, sessionId?, toolCallEngine?, environmentInput?, abortSignal? })',
    'Promise<AsyncIterable<AgentEvent>>',
    'Same loop, but yields every event as it happens; the iterable completes after `agent_run_end`.',
    '同样的循环，但会实时产出每个事件；迭代在 `agent_run_end` 之后结束。',
  ),
  m('abort', 'abort()', 'boolean', 'Aborts the current run; `false` when nothing was running.', '中止当前运行；没有运行时返回 `false`。'),
  m('status', 'status()', "'idle' | 'executing' | 'aborted' | 'error'", 'Current agent status.', '当前 Agent 状态。'),
  m('initialize', 'initialize()', 'Promise<void>', 'Prepares tools and connections; called lazily by `run()`.', '准备工具和连接；`run()` 会按需自动调用。'),
  m('dispose', 'dispose()', 'Promise<void>', 'Releases resources (MCP clients, browser, listeners).', '释放资源（MCP 客户端、浏览器、监听器等）。'),
  m('getEventStream', 'getEventStream()', 'AgentEventStream.Processor', 'The event stream of this agent, to subscribe or read history.', '该 Agent 的事件流，可订阅或读取历史。'),
  m('registerTool', 'registerTool(tool: Tool)', 'void', 'Adds a tool at run time.', '运行时追加一个工具。'),
  m('getTools', 'getTools()', 'Tool[]', 'All registered tools.', '全部已注册的工具。'),
  m('getAvailableTools', 'getAvailableTools()', 'Promise<Tool[]>', 'Tools after the `tool` filters and `onRetrieveTools`.', '经过 `tool` 过滤和 `onRetrieveTools` 处理后的工具。'),
  m('getLLMClient', 'getLLMClient()', 'OpenAI | undefined', 'The OpenAI-compatible client in use.', '当前使用的 OpenAI 兼容客户端。'),
  m('setCustomLLMClient', 'setCustomLLMClient(client: OpenAI)', 'void', 'Replaces the client, e.g. with a mock in tests (Agent Snapshot does this).', '替换客户端，例如在测试中换成模拟实现（Agent Snapshot 就是这样做的）。'),
  m('callLLM', 'callLLM(params, options?)', 'Promise<ChatCompletion>', 'One direct model call with the agent’s model filled in.', '直接调用一次模型，自动填入 Agent 当前的模型。'),
  m('generateSummary', 'generateSummary({ messages, model?, provider?, abortSignal? })', 'Promise<{ summary, model, provider }>', 'Short title for a conversation (used by the server route of the same name).', '为对话生成简短标题（服务器同名路由使用它）。'),
  m('getCurrentModel', 'getCurrentModel()', '{ provider, id, … }', 'The resolved model.', '解析后的模型。'),
  m('getCurrentLoopIteration', 'getCurrentLoopIteration()', 'number', 'Iteration number of the running loop.', '当前循环的轮次。'),
  m('getOptions', 'getOptions()', 'AgentOptions', 'Options the agent was built with.', '构造 Agent 时使用的选项。'),
  m('requestLoopTermination', 'requestLoopTermination()', 'boolean', 'Asks the loop to stop after the current iteration.', '请求循环在当前轮结束后停止。'),
];

/* ------------------------------------------------------------------ */
/* Hooks                                                                */
/* ------------------------------------------------------------------ */

export interface HookDoc {
  name: string;
  signature: string;
  returns: string;
  default: string;
  description: Localized;
}

const h = (name: string, signature: string, returns: string, def: string, en: string, zh: string): HookDoc => ({
  name,
  signature,
  returns,
  default: def,
  description: { en, zh },
});

/** Override these in a subclass of `Agent`. Listed in the order a run calls them. */
export const agentHooks: HookDoc[] = [
  h('initialize', 'initialize()', 'Promise<void>', 'no-op', 'One-time setup before the first run (connect MCP servers, start browsers…).', '首次运行前的一次性准备（连接 MCP 服务器、启动浏览器等）。'),
  h('onEachAgentLoopStart', 'onEachAgentLoopStart(sessionId)', 'void | Promise<void>', 'no-op', 'Start of every iteration; Agent TARS injects its browser screenshot here.', '每轮开始时调用；Agent TARS 在这里注入浏览器截图。'),
  h('onRetrieveTools', 'onRetrieveTools(tools)', 'Tool[]', 'unchanged', 'Deprecated: use `onPrepareRequest`.', '已废弃，请改用 `onPrepareRequest`。'),
  h('onPrepareRequest', 'onPrepareRequest({ systemPrompt, tools, sessionId, iteration })', '{ systemPrompt, tools }', 'unchanged', 'Rewrite the system prompt or the tool list for this iteration.', '为本轮改写系统提示词或工具列表。'),
  h('onLLMRequest', 'onLLMRequest(id, { provider, request, baseURL? })', 'void', 'no-op', 'Observe the request payload (changes are ignored).', '观察请求内容（修改不会生效）。'),
  h('onLLMResponse', 'onLLMResponse(id, { provider, response })', 'void', 'no-op', 'Observe the assembled response.', '观察组装后的响应。'),
  h('onLLMStreamingResponse', 'onLLMStreamingResponse(id, { provider, chunks })', 'void', 'no-op', 'Observe the raw streaming chunks.', '观察原始流式片段。'),
  h('onProcessToolCalls', 'onProcessToolCalls(id, toolCalls)', 'ToolCallResult[] | undefined', 'undefined', 'Return results to skip real tool execution (mocks, replays).', '返回结果即可跳过真实的工具执行（用于模拟、回放）。'),
  h('onBeforeToolCall', 'onBeforeToolCall(id, { toolCallId, name }, args)', 'args', 'pass-through', 'Inspect or change arguments before a tool runs.', '在工具执行前检查或修改参数。'),
  h('onAfterToolCall', 'onAfterToolCall(id, { toolCallId, name }, result)', 'result', 'pass-through', 'Inspect or change a tool result.', '检查或修改工具结果。'),
  h('onToolCallError', 'onToolCallError(id, { toolCallId, name }, error)', 'unknown', '`Error: ${error}`', 'Turn a tool error into the result the model sees.', '把工具错误转换成模型看到的结果。'),
  h('onEachAgentLoopEnd', 'onEachAgentLoopEnd({ sessionId, iteration, hasFinalAnswer, willContinue, assistantEvent? })', 'void | Promise<void>', 'no-op', 'End of every iteration.', '每轮结束时调用。'),
  h('onBeforeLoopTermination', 'onBeforeLoopTermination(id, finalEvent)', '{ finished: boolean; message?: string }', '{ finished: true }', 'Veto the end of the run: `finished: false` continues the loop (a `system` info event says why).', '否决运行结束：返回 `finished: false` 会继续循环（并发出说明原因的 `system` info 事件）。'),
  h('onAgentLoopEnd', 'onAgentLoopEnd(id)', 'void | Promise<void>', 'resets the termination flag', 'After the loop, before `agent_run_end`.', '循环结束后、`agent_run_end` 之前调用。'),
  h('onDispose', 'onDispose()', 'void | Promise<void>', 'no-op', 'Clean up your own resources when `dispose()` is called.', '调用 `dispose()` 时清理你自己的资源。'),
];

/* ------------------------------------------------------------------ */
/* Tool, event stream processor, AgentServer                            */
/* ------------------------------------------------------------------ */

export interface ParamDoc {
  name: string;
  type: string;
  required: boolean;
  description: Localized;
}

export const toolConstructorParams: ParamDoc[] = [
  { name: 'id', type: 'string', required: true, description: { en: 'Tool name the model calls.', zh: '模型调用时使用的工具名。' } },
  { name: 'description', type: 'string', required: true, description: { en: 'What the tool does; the model reads it.', zh: '工具的用途说明，模型会阅读它。' } },
  {
    name: 'parameters',
    type: 'ZodObject | JSONSchema',
    required: true,
    description: { en: 'Argument schema, as a zod object (`z` is re-exported) or a JSON schema.', zh: '参数结构，可以是 zod 对象（`z` 已重新导出）或 JSON Schema。' },
  },
  {
    name: 'function',
    type: '(args) => unknown | Promise<unknown>',
    required: true,
    description: { en: 'Implementation; its return value becomes the `tool_result` content.', zh: '工具实现；返回值成为 `tool_result` 的 content。' },
  },
];

export const eventStreamMethods: MethodDoc[] = [
  m('createEvent', 'createEvent(type, data)', 'AgentEvent', 'Builds an event with `id` and `timestamp` filled in.', '构建事件并自动填入 `id` 和 `timestamp`。'),
  m('sendEvent', 'sendEvent(event)', 'void', 'Appends an event and notifies subscribers.', '追加事件并通知订阅者。'),
  m('getEvents', 'getEvents(filter?, limit?)', 'AgentEvent[]', 'Events in memory, optionally filtered by type.', '内存中的事件，可按类型过滤。'),
  m('getEventsByType', 'getEventsByType(types, limit?)', 'AgentEvent[]', 'Events of the given types.', '指定类型的事件。'),
  m('subscribe', 'subscribe(callback)', '() => void', 'Called for every event; returns an unsubscribe function.', '每个事件都会回调；返回取消订阅函数。'),
  m('subscribeToTypes', 'subscribeToTypes(types, callback)', '() => void', 'Called for the given types only.', '只在指定类型的事件上回调。'),
  m('subscribeToStreamingEvents', 'subscribeToStreamingEvents(callback)', '() => void', 'Called for streaming chunk events only.', '只在流式片段事件上回调。'),
  m('getLatestToolResults', 'getLatestToolResults()', '{ toolCallId, toolName, content }[]', 'Results of the most recent tool calls.', '最近一批工具调用的结果。'),
  m('dispose', 'dispose()', 'void', 'Drops events and subscribers.', '清空事件和订阅者。'),
];

export const agentServerOptions: ParamDoc[] = [
  {
    name: 'appConfig',
    type: 'AgentAppConfig (AgentOptions & AgentServerOptions)',
    required: true,
    description: {
      en: 'Agent options plus `server`, `share`, `agio`, `snapshot`, `agent`, `webui`. `workspace` must be set.',
      zh: 'Agent 选项加上 `server`、`share`、`agio`、`snapshot`、`agent`、`webui`。必须设置 `workspace`。',
    },
  },
  {
    name: 'versionInfo',
    type: '{ version, buildTime, gitHash }',
    required: false,
    description: { en: 'Returned by `GET /api/v1/version`.', zh: '由 `GET /api/v1/version` 返回。' },
  },
  {
    name: 'directories',
    type: '{ globalWorkspaceDir?: string }',
    required: false,
    description: { en: 'Global workspace directory name; default `.tarko`.', zh: '全局工作区目录名，默认 `.tarko`。' },
  },
];

export const agentServerMethods: MethodDoc[] = [
  m('start', 'start()', 'Promise<http.Server>', 'Listens on `server.port` (3000 when unset).', '在 `server.port` 上监听（未设置时为 3000）。'),
  m('stop', 'stop()', 'Promise<void>', 'Closes sessions and the HTTP server.', '关闭所有会话和 HTTP 服务器。'),
  m('getApp', 'getApp()', 'express.Application', 'The Express app, to add your own middleware or routes.', 'Express 应用实例，可添加自己的中间件或路由。'),
  m('getHttpServer', 'getHttpServer()', 'http.Server', 'The underlying Node HTTP server.', '底层的 Node HTTP 服务器。'),
  m('isServerRunning', 'isServerRunning()', 'boolean', 'Whether `start()` has completed.', '`start()` 是否已完成。'),
  m('getStorageInfo', 'getStorageInfo()', "{ type: 'none' | 'file' | 'sqlite' | string; path?: string }", 'Which storage backend is active.', '当前使用的存储后端。'),
  m('canAcceptNewRequest', 'canAcceptNewRequest()', 'boolean', 'False in exclusive mode while a session runs.', '独占模式下有会话运行时为 false。'),
  m('getRunningSessionId', 'getRunningSessionId()', 'string | null', 'The running session in exclusive mode.', '独占模式下正在运行的会话。'),
  m('getCurrentAgentName', 'getCurrentAgentName()', 'string | undefined', 'Label of the hosted agent.', '托管的 Agent 名称。'),
  m('getCurrentWorkspace', 'getCurrentWorkspace()', 'string', 'Workspace path; throws "Workspace not specified" when missing.', '工作区路径；未设置时抛出 "Workspace not specified"。'),
];
