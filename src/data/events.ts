/**
 * Agent Event Stream of Agent TARS 0.3.0 (`AgentEventStream` in
 * `@tarko/agent-interface`), plus the one server-only SSE message.
 *
 * Two views of the same facts live here and must stay in step:
 * - the TypeScript union `AgentEvent`, which the replay player and any
 *   custom UI code can use to type-check stored sessions at compile time;
 * - the `eventTypes` table, which the reference pages render and which
 *   `validateAgentEvent` uses to check JSON at run time.
 * The unit test `tests/unit/reference-data.test.ts` keeps both views aligned.
 */
import type { Localized } from './routes';

/* ------------------------------------------------------------------ */
/* Shapes shared with the model provider layer (OpenAI-compatible).     */
/* ------------------------------------------------------------------ */

export interface TextContentPart {
  type: 'text';
  text: string;
}

export interface ImageContentPart {
  type: 'image_url';
  image_url: { url: string; detail?: 'auto' | 'low' | 'high' };
}

export interface AudioContentPart {
  type: 'input_audio';
  input_audio: { data: string; format: 'wav' | 'mp3' };
}

export interface FileContentPart {
  type: 'file';
  file: { file_data?: string; file_id?: string; filename?: string };
}

/** `ChatCompletionContentPart` as re-exported by `@tarko/model-provider/types`. */
export type ChatCompletionContentPart =
  | TextContentPart
  | ImageContentPart
  | AudioContentPart
  | FileContentPart;

/** `ChatCompletionMessageToolCall`: `arguments` is the raw JSON string from the model. */
export interface ChatCompletionMessageToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** `AgentStatus` enum values (`@tarko/agent-interface`, `agent-instance.ts`). */
export type AgentStatus = 'idle' | 'executing' | 'aborted' | 'error';
export const agentStatuses: readonly AgentStatus[] = ['idle', 'executing', 'aborted', 'error'];

export type SystemLevel = 'info' | 'warning' | 'error';

export interface PlanStep {
  content: string;
  done: boolean;
}

export type EnvironmentInputMetadata =
  | { type: 'screenshot'; url?: string }
  | { type: 'text' }
  | { type: 'codebase' }
  | { type: string; [key: string]: unknown };

/** Run options as recorded on `agent_run_start` (abort signal removed, multimodal input replaced). */
export interface RecordedRunOptions {
  input: string | '[Complex multimodal input]';
  sessionId?: string;
  stream?: boolean;
  toolCallEngine?: string;
  environmentInput?: unknown;
  [key: string]: unknown;
}

/* ------------------------------------------------------------------ */
/* Event shapes                                                         */
/* ------------------------------------------------------------------ */

/** Fields every event carries. `id` is a UUID v4, `timestamp` is milliseconds since the epoch. */
export interface BaseEvent {
  id: string;
  type: string;
  timestamp: number;
}

export interface UserMessageEvent extends BaseEvent {
  type: 'user_message';
  content: string | ChatCompletionContentPart[];
}

export interface AssistantMessageEvent extends BaseEvent {
  type: 'assistant_message';
  content: string;
  rawContent?: string;
  toolCalls?: ChatCompletionMessageToolCall[];
  finishReason?: string;
  ttftMs?: number;
  ttltMs?: number;
  messageId?: string;
}

export interface AssistantThinkingMessageEvent extends BaseEvent {
  type: 'assistant_thinking_message';
  content: string;
  isComplete?: boolean;
  thinkingDurationMs?: number;
  messageId?: string;
}

export interface AssistantStreamingMessageEvent extends BaseEvent {
  type: 'assistant_streaming_message';
  content: string;
  isComplete?: boolean;
  messageId?: string;
}

export interface AssistantStreamingThinkingMessageEvent extends BaseEvent {
  type: 'assistant_streaming_thinking_message';
  content: string;
  isComplete?: boolean;
  messageId?: string;
}

export interface AssistantStreamingToolCallEvent extends BaseEvent {
  type: 'assistant_streaming_tool_call';
  toolCallId: string;
  toolName: string;
  /** Delta only: concatenate the chunks of one `toolCallId` to get the JSON arguments. */
  arguments: string;
  isComplete: boolean;
  messageId?: string;
}

export interface ToolCallEvent extends BaseEvent {
  type: 'tool_call';
  toolCallId: string;
  name: string;
  arguments: Record<string, unknown>;
  startTime: number;
  tool: { name: string; description: string; schema: unknown };
}

export interface ToolResultEvent extends BaseEvent {
  type: 'tool_result';
  toolCallId: string;
  name: string;
  content: unknown;
  processedContent?: ChatCompletionContentPart[];
  elapsedMs: number;
  error?: string;
  /** Internal; Agent TARS stores browser state here. Do not depend on it. */
  _extra?: unknown;
}

export interface SystemEvent extends BaseEvent {
  type: 'system';
  level: SystemLevel;
  message: string;
  details?: Record<string, unknown>;
}

export interface AgentRunStartEvent extends BaseEvent {
  type: 'agent_run_start';
  sessionId: string;
  runOptions: RecordedRunOptions;
  provider?: string;
  model?: string;
  modelDisplayName?: string;
  agentName?: string;
}

export interface AgentRunEndEvent extends BaseEvent {
  type: 'agent_run_end';
  sessionId: string;
  iterations: number;
  elapsedMs: number;
  status: AgentStatus;
}

export interface EnvironmentInputEvent extends BaseEvent {
  type: 'environment_input';
  content: string | ChatCompletionContentPart[];
  description?: string;
  metadata?: EnvironmentInputMetadata;
}

export interface PlanStartEvent extends BaseEvent {
  type: 'plan_start';
  sessionId: string;
}

export interface PlanUpdateEvent extends BaseEvent {
  type: 'plan_update';
  sessionId: string;
  steps: PlanStep[];
}

export interface PlanFinishEvent extends BaseEvent {
  type: 'plan_finish';
  sessionId: string;
  summary: string;
}

export interface FinalAnswerEvent extends BaseEvent {
  type: 'final_answer';
  content: string;
  isDeepResearch: boolean;
  title?: string;
  format?: string;
  messageId?: string;
}

export interface FinalAnswerStreamingEvent extends BaseEvent {
  type: 'final_answer_streaming';
  content: string;
  isDeepResearch: boolean;
  isComplete?: boolean;
  messageId?: string;
}

/** Discriminated union of the 17 core event types of 0.3.0. Narrow on `type`. */
export type AgentEvent =
  | UserMessageEvent
  | AssistantMessageEvent
  | AssistantThinkingMessageEvent
  | AssistantStreamingMessageEvent
  | AssistantStreamingThinkingMessageEvent
  | AssistantStreamingToolCallEvent
  | ToolCallEvent
  | ToolResultEvent
  | SystemEvent
  | AgentRunStartEvent
  | AgentRunEndEvent
  | EnvironmentInputEvent
  | PlanStartEvent
  | PlanUpdateEvent
  | PlanFinishEvent
  | FinalAnswerEvent
  | FinalAnswerStreamingEvent;

export type AgentEventType = AgentEvent['type'];

/** Maps a type name to its event shape, e.g. `AgentEventOf<'tool_call'>`. */
export type AgentEventOf<T extends AgentEventType> = Extract<AgentEvent, { type: T }>;

/**
 * First SSE message of `POST /api/v1/oneshot/query/stream`. It is written by
 * the server, is not an `AgentEventStream` type, has no `id` and is never stored.
 */
export interface SessionCreatedMessage {
  type: 'session_created';
  sessionId: string;
  timestamp: number;
}

/** Anything that can arrive as one `data:` line of a streaming response. */
export type StreamMessage = AgentEvent | SessionCreatedMessage;

/** Every core type name, in the order of the `CoreEventType` declaration. */
export const coreEventTypeNames = [
  'user_message',
  'assistant_message',
  'assistant_thinking_message',
  'assistant_streaming_message',
  'assistant_streaming_thinking_message',
  'assistant_streaming_tool_call',
  'tool_call',
  'tool_result',
  'system',
  'agent_run_start',
  'agent_run_end',
  'environment_input',
  'plan_start',
  'plan_update',
  'plan_finish',
  'final_answer',
  'final_answer_streaming',
] as const satisfies readonly AgentEventType[];

/** Types that are never persisted (`shouldStoreEvent` in the server's `AgentSession`). */
export const streamOnlyEventTypes = [
  'assistant_streaming_message',
  'assistant_streaming_thinking_message',
  'assistant_streaming_tool_call',
  'final_answer_streaming',
] as const satisfies readonly AgentEventType[];

/** Types the share/replay export drops even if they were present (`ShareService`). */
export const shareExcludedEventTypes = [
  'assistant_streaming_message',
  'assistant_streaming_thinking_message',
  'final_answer_streaming',
] as const satisfies readonly AgentEventType[];

/* ------------------------------------------------------------------ */
/* Documentation table                                                  */
/* ------------------------------------------------------------------ */

/** How a field is checked at run time by `validateAgentEvent`. */
export type FieldCheck =
  | 'string'
  | 'number'
  | 'boolean'
  | 'object'
  | 'array'
  | 'content'
  | 'content-parts'
  | 'tool-calls'
  | 'plan-steps'
  | 'any'
  | { enum: readonly string[] };

export interface EventField {
  name: string;
  /** TypeScript type as shown in the docs. */
  type: string;
  optional: boolean;
  check: FieldCheck;
  description: Localized;
}

export type EventGroup = 'conversation' | 'streaming' | 'tool' | 'lifecycle' | 'environment' | 'plan' | 'answer' | 'server';

/**
 * - `stored`: persisted by the server and included in shared replays.
 * - `stream-only`: sent to live listeners, never persisted, absent from exports.
 * - `server-only`: an SSE message written by the server, not an event of the stream.
 */
export type EventPersistence = 'stored' | 'stream-only' | 'server-only';

/**
 * Who emits the event in 0.3.0:
 * - `core`: `@tarko/agent` on every run;
 * - `core-optional`: `@tarko/agent` under a condition given in `emittedWhen`;
 * - `declared`: typed but not emitted by any core package (custom agents may emit it);
 * - `server`: `@tarko/agent-server`.
 */
export type EventEmitter = 'core' | 'core-optional' | 'declared' | 'server';

export interface EventTypeDoc {
  type: AgentEventType | 'session_created';
  group: EventGroup;
  persistence: EventPersistence;
  emitter: EventEmitter;
  emittedWhen?: Localized;
  description: Localized;
  fields: EventField[];
}

export const eventGroups: { id: EventGroup; title: Localized }[] = [
  { id: 'conversation', title: { en: 'Conversation', zh: '对话' } },
  { id: 'streaming', title: { en: 'Streaming chunks', zh: '流式片段' } },
  { id: 'tool', title: { en: 'Tool execution', zh: '工具执行' } },
  { id: 'lifecycle', title: { en: 'Run lifecycle and system', zh: '运行生命周期与系统' } },
  { id: 'environment', title: { en: 'Environment input', zh: '环境输入' } },
  { id: 'plan', title: { en: 'Planning', zh: '规划' } },
  { id: 'answer', title: { en: 'Final answer', zh: '最终答案' } },
  { id: 'server', title: { en: 'Server-only message', zh: '仅服务器消息' } },
];

export const baseEventFields: EventField[] = [
  {
    name: 'id',
    type: 'string',
    optional: false,
    check: 'string',
    description: { en: 'UUID v4 assigned when the event is created.', zh: '事件创建时分配的 UUID v4。' },
  },
  {
    name: 'type',
    type: 'string',
    optional: false,
    check: 'string',
    description: { en: 'Event type name, the discriminator of the union.', zh: '事件类型名，也是联合类型的判别字段。' },
  },
  {
    name: 'timestamp',
    type: 'number',
    optional: false,
    check: 'number',
    description: { en: 'Creation time in milliseconds since the Unix epoch.', zh: '创建时间，Unix 毫秒时间戳。' },
  },
];

const f = (
  name: string,
  type: string,
  optional: boolean,
  check: FieldCheck,
  en: string,
  zh: string,
): EventField => ({ name, type, optional, check, description: { en, zh } });

const messageIdField = f(
  'messageId',
  'string',
  true,
  'string',
  'Links the chunks of one LLM call to its final message. Format `msg_<ms>_<8 chars>`.',
  '把同一次 LLM 调用的流式片段与最终消息关联起来，格式为 `msg_<毫秒>_<8 位随机字符>`。',
);

const isCompleteField = f(
  'isComplete',
  'boolean',
  true,
  'boolean',
  'True on the last chunk of the message.',
  '该消息的最后一个片段为 true。',
);

const sessionIdField = f('sessionId', 'string', false, 'string', 'Session the run belongs to.', '本次运行所属的会话 ID。');

export const eventTypes: EventTypeDoc[] = [
  {
    type: 'user_message',
    group: 'conversation',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'The input of a run. It is the first event every run emits.',
      zh: '一次运行的输入，也是每次运行发出的第一个事件。',
    },
    fields: [
      f(
        'content',
        'string | ChatCompletionContentPart[]',
        false,
        'content',
        'Plain text, or multimodal parts (text, image_url, …).',
        '纯文本，或多模态内容片段（text、image_url 等）。',
      ),
    ],
  },
  {
    type: 'assistant_message',
    group: 'conversation',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'The complete reply of one LLM call, with the tool calls it requested. A message without tool calls ends the run; `agent.run()` resolves to this event.',
      zh: '一次 LLM 调用的完整回复，附带模型请求的工具调用。不含工具调用的消息即最终回答，`agent.run()` 的返回值就是这个事件。',
    },
    fields: [
      f('content', 'string', false, 'string', 'Reply text with tool-call markup removed.', '去掉工具调用标记后的回复文本。'),
      f(
        'rawContent',
        'string',
        true,
        'string',
        'Original model output; the prompt-engineering engine keeps its `<tool_call>` tags here.',
        '模型的原始输出；prompt_engineering 引擎在这里保留 `<tool_call>` 标签。',
      ),
      f(
        'toolCalls',
        'ChatCompletionMessageToolCall[]',
        true,
        'tool-calls',
        'Tool calls requested in this turn (`id`, `type: "function"`, `function.name`, `function.arguments` as a JSON string).',
        '本轮请求的工具调用（`id`、`type: "function"`、`function.name`，以及 JSON 字符串形式的 `function.arguments`）。',
      ),
      f(
        'finishReason',
        'string',
        true,
        'string',
        'Model value such as `stop`, `tool_calls` or `length`, or `abort`, `max_iterations`, `error` set by the agent.',
        '模型返回的 `stop`、`tool_calls`、`length` 等，或 Agent 自己写入的 `abort`、`max_iterations`、`error`。',
      ),
      f('ttftMs', 'number', true, 'number', 'Time to first token in ms; only when `metric.enable` is true.', '首个 token 耗时（毫秒），仅在 `metric.enable` 为 true 时出现。'),
      f('ttltMs', 'number', true, 'number', 'Time to last token in ms; only when `metric.enable` is true.', '最后一个 token 耗时（毫秒），仅在 `metric.enable` 为 true 时出现。'),
      messageIdField,
    ],
  },
  {
    type: 'assistant_thinking_message',
    group: 'conversation',
    persistence: 'stored',
    emitter: 'core-optional',
    emittedWhen: {
      en: 'The model returned reasoning content (see the `thinking` option).',
      zh: '模型返回了推理内容（参见 `thinking` 选项）。',
    },
    description: {
      en: 'The complete reasoning text of one LLM call.',
      zh: '一次 LLM 调用的完整推理文本。',
    },
    fields: [
      f('content', 'string', false, 'string', 'Full reasoning text.', '完整的推理文本。'),
      isCompleteField,
      f(
        'thinkingDurationMs',
        'number',
        true,
        'number',
        'Reasoning time in ms; set in streaming mode only.',
        '推理耗时（毫秒），仅流式模式下设置。',
      ),
      messageIdField,
    ],
  },
  {
    type: 'assistant_streaming_message',
    group: 'streaming',
    persistence: 'stream-only',
    emitter: 'core-optional',
    emittedWhen: { en: 'The run is streaming (`stream: true`).', zh: '以流式方式运行（`stream: true`）。' },
    description: {
      en: 'A delta of the reply text. Append chunks with the same `messageId`.',
      zh: '回复文本的增量片段，按相同的 `messageId` 依次拼接。',
    },
    fields: [
      f('content', 'string', false, 'string', 'The new text of this chunk only.', '仅包含本片段新增的文本。'),
      isCompleteField,
      messageIdField,
    ],
  },
  {
    type: 'assistant_streaming_thinking_message',
    group: 'streaming',
    persistence: 'stream-only',
    emitter: 'core-optional',
    emittedWhen: {
      en: 'The run is streaming and the model streams reasoning content.',
      zh: '以流式方式运行，且模型流式返回推理内容。',
    },
    description: {
      en: 'A delta of the reasoning text.',
      zh: '推理文本的增量片段。',
    },
    fields: [
      f('content', 'string', false, 'string', 'The new reasoning text of this chunk.', '本片段新增的推理文本。'),
      isCompleteField,
      messageIdField,
    ],
  },
  {
    type: 'assistant_streaming_tool_call',
    group: 'streaming',
    persistence: 'stream-only',
    emitter: 'core-optional',
    emittedWhen: {
      en: 'Streaming, `enableStreamingToolCallEvents: true` (Agent TARS default) and an engine other than `structured_outputs`.',
      zh: '流式运行、`enableStreamingToolCallEvents: true`（Agent TARS 默认开启），且工具调用引擎不是 `structured_outputs`。',
    },
    description: {
      en: 'A delta of a tool call while the model is still writing it. Arguments arrive as string fragments.',
      zh: '模型仍在生成工具调用时的增量片段，参数以字符串碎片的形式到达。',
    },
    fields: [
      f('toolCallId', 'string', false, 'string', 'Tool call being built.', '正在构建的工具调用 ID。'),
      f('toolName', 'string', false, 'string', 'Tool name; may be empty in the first chunks.', '工具名，前几个片段里可能为空。'),
      f(
        'arguments',
        'string',
        false,
        'string',
        'Delta of the JSON arguments; the client concatenates the chunks.',
        'JSON 参数的增量，由客户端自行拼接。',
      ),
      f('isComplete', 'boolean', false, 'boolean', 'True once the tool call is fully written.', '工具调用生成完毕时为 true。'),
      messageIdField,
    ],
  },
  {
    type: 'tool_call',
    group: 'tool',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'A tool is about to run. Tool calls of one turn run one after another, each followed by its `tool_result`.',
      zh: '某个工具即将执行。同一轮的多个工具调用按顺序执行，每个后面紧跟对应的 `tool_result`。',
    },
    fields: [
      f('toolCallId', 'string', false, 'string', 'Id that pairs the call with its result.', '用于与结果配对的调用 ID。'),
      f('name', 'string', false, 'string', 'Tool name, e.g. `browser_navigate`.', '工具名，例如 `browser_navigate`。'),
      f('arguments', 'Record<string, any>', false, 'object', 'Parsed arguments.', '解析后的参数对象。'),
      f('startTime', 'number', false, 'number', 'Start time in ms since the epoch.', '开始时间，毫秒时间戳。'),
      f(
        'tool',
        '{ name: string; description: string; schema: any }',
        false,
        'object',
        'Definition of the tool as offered to the model.',
        '提供给模型的工具定义。',
      ),
    ],
  },
  {
    type: 'tool_result',
    group: 'tool',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'The outcome of a tool call, successful or not.',
      zh: '工具调用的结果，无论成功与否。',
    },
    fields: [
      f('toolCallId', 'string', false, 'string', 'Id of the matching `tool_call`.', '对应 `tool_call` 的 ID。'),
      f('name', 'string', false, 'string', 'Tool name.', '工具名。'),
      f('content', 'any', false, 'any', 'Whatever the tool returned.', '工具返回的任意内容。'),
      f(
        'processedContent',
        'ChatCompletionContentPart[]',
        true,
        'content-parts',
        'Multimodal form of the result, when there is one.',
        '结果的多模态形式（如有）。',
      ),
      f('elapsedMs', 'number', false, 'number', 'Execution time in ms.', '执行耗时（毫秒）。'),
      f('error', 'string', true, 'string', 'Error message when the tool failed.', '工具失败时的错误信息。'),
      f(
        '_extra',
        'any',
        true,
        'any',
        'Internal state; Agent TARS puts browser state here on `browser_navigate` results. Do not rely on it.',
        '内部字段；Agent TARS 会在 `browser_navigate` 的结果里放入浏览器状态。不要依赖它。',
      ),
    ],
  },
  {
    type: 'system',
    group: 'lifecycle',
    persistence: 'stored',
    emitter: 'core-optional',
    emittedWhen: {
      en: 'Abort, LLM errors, the iteration limit, or a vetoed loop termination.',
      zh: '中止、LLM 出错、达到迭代上限，或循环终止被否决时。',
    },
    description: {
      en: 'A log line for the user: information, warning or error. On the server, an `error` system event ends the SSE stream.',
      zh: '面向用户的日志：信息、警告或错误。在服务器上，`level` 为 `error` 的 system 事件会结束 SSE 流。',
    },
    fields: [
      f(
        'level',
        "'info' | 'warning' | 'error'",
        false,
        { enum: ['info', 'warning', 'error'] },
        'Severity.',
        '严重级别。',
      ),
      f('message', 'string', false, 'string', 'Human-readable text, e.g. "LLM request aborted".', '可读文本，例如 "LLM request aborted"。'),
      f('details', 'Record<string, any>', true, 'object', 'Extra structured data.', '附加的结构化数据。'),
    ],
  },
  {
    type: 'agent_run_start',
    group: 'lifecycle',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'A run has begun. It follows `user_message` (and an optional `environment_input`).',
      zh: '一次运行开始，位于 `user_message`（以及可选的 `environment_input`）之后。',
    },
    fields: [
      sessionIdField,
      f(
        'runOptions',
        'AgentRunObjectOptions',
        false,
        'object',
        'Options of the run; `abortSignal` removed and array input replaced by "[Complex multimodal input]".',
        '本次运行的参数；已去掉 `abortSignal`，数组形式的输入被替换为 "[Complex multimodal input]"。',
      ),
      f('provider', 'string', true, 'string', 'Model provider id.', '模型服务商 ID。'),
      f('model', 'string', true, 'string', 'Model id.', '模型 ID。'),
      f('modelDisplayName', 'string', true, 'string', 'Display name of the model.', '模型的展示名称。'),
      f('agentName', 'string', true, 'string', 'Name of the agent.', 'Agent 名称。'),
    ],
  },
  {
    type: 'agent_run_end',
    group: 'lifecycle',
    persistence: 'stored',
    emitter: 'core',
    description: {
      en: 'The run has finished. It is the last event of a run, and the SSE stream closes after it.',
      zh: '运行结束。它是一次运行的最后一个事件，SSE 流随后关闭。',
    },
    fields: [
      sessionIdField,
      f('iterations', 'number', false, 'number', 'Loop iterations executed.', '执行的循环轮数。'),
      f('elapsedMs', 'number', false, 'number', 'Total run time in ms.', '总耗时（毫秒）。'),
      f(
        'status',
        "'idle' | 'executing' | 'aborted' | 'error'",
        false,
        { enum: agentStatuses },
        'Agent status at the end: streaming runs report `idle`, others `idle` or `error`.',
        '结束时的 Agent 状态：流式运行为 `idle`，非流式为 `idle` 或 `error`。',
      ),
    ],
  },
  {
    type: 'environment_input',
    group: 'environment',
    persistence: 'stored',
    emitter: 'core-optional',
    emittedWhen: {
      en: '`environmentInput` run option (the server uses it for `@file:`/`@dir:` expansion), or an Agent TARS browser screenshot at the start of an iteration.',
      zh: '传入了 `environmentInput` 运行参数（服务器用它展开 `@file:`/`@dir:`），或 Agent TARS 在每轮开始时附带浏览器截图。',
    },
    description: {
      en: 'Context from the environment that is not attributed to the user, sent to the model as a user message prefixed with `[Environment: <description>]`.',
      zh: '来自环境、而非用户本人的上下文。它以带 `[Environment: <description>]` 前缀的用户消息发送给模型。',
    },
    fields: [
      f('content', 'string | ChatCompletionContentPart[]', false, 'content', 'Text or multimodal parts.', '文本或多模态内容片段。'),
      f(
        'description',
        'string',
        true,
        'string',
        'Label that goes into the model context, e.g. "Browser Screenshot".',
        '会进入模型上下文的说明，例如 "Browser Screenshot"。',
      ),
      f(
        'metadata',
        "{ type: 'screenshot'; url?: string } | { type: 'text' } | { type: 'codebase' } | { type: string }",
        true,
        'object',
        'Structured hint for UIs; not sent to the model.',
        '给界面使用的结构化提示，不会发送给模型。',
      ),
    ],
  },
  {
    type: 'plan_start',
    group: 'plan',
    persistence: 'stored',
    emitter: 'declared',
    description: {
      en: 'A planning phase begins. Declared for planner agents; no core package emits it in 0.3.0.',
      zh: '规划阶段开始。为规划型 Agent 预留；0.3.0 的核心包不会发出它。',
    },
    fields: [sessionIdField],
  },
  {
    type: 'plan_update',
    group: 'plan',
    persistence: 'stored',
    emitter: 'declared',
    description: {
      en: 'The current plan. When present, the context builder turns the latest one into a system message with [DONE]/[TODO] steps.',
      zh: '当前计划。若存在，构建上下文时会把它转成带 [DONE]/[TODO] 步骤的系统消息。',
    },
    fields: [
      sessionIdField,
      f('steps', '{ content: string; done: boolean }[]', false, 'plan-steps', 'Plan steps with their state.', '计划步骤及其完成状态。'),
    ],
  },
  {
    type: 'plan_finish',
    group: 'plan',
    persistence: 'stored',
    emitter: 'declared',
    description: {
      en: 'The plan is complete.',
      zh: '计划执行完毕。',
    },
    fields: [sessionIdField, f('summary', 'string', false, 'string', 'Summary of the finished plan.', '已完成计划的总结。')],
  },
  {
    type: 'final_answer',
    group: 'answer',
    persistence: 'stored',
    emitter: 'declared',
    description: {
      en: 'A structured final answer or report. Declared type; core packages do not emit it in 0.3.0.',
      zh: '结构化的最终答案或报告。仅声明了类型，0.3.0 的核心包不会发出它。',
    },
    fields: [
      f('content', 'string', false, 'string', 'Answer text.', '答案正文。'),
      f('isDeepResearch', 'boolean', false, 'boolean', 'Whether it comes from a deep-research flow.', '是否来自深度研究流程。'),
      f('title', 'string', true, 'string', 'Optional title.', '可选标题。'),
      f('format', 'string', true, 'string', 'Format such as `markdown` or `json`.', '格式，例如 `markdown` 或 `json`。'),
      messageIdField,
    ],
  },
  {
    type: 'final_answer_streaming',
    group: 'answer',
    persistence: 'stream-only',
    emitter: 'declared',
    description: {
      en: 'A delta of a final answer. Declared type; not emitted by core packages in 0.3.0.',
      zh: '最终答案的增量片段。仅声明了类型，0.3.0 的核心包不会发出它。',
    },
    fields: [
      f('content', 'string', false, 'string', 'New text of this chunk.', '本片段新增的文本。'),
      f('isDeepResearch', 'boolean', false, 'boolean', 'Whether it comes from a deep-research flow.', '是否来自深度研究流程。'),
      isCompleteField,
      messageIdField,
    ],
  },
  {
    type: 'session_created',
    group: 'server',
    persistence: 'server-only',
    emitter: 'server',
    emittedWhen: {
      en: 'First SSE message of `POST /api/v1/oneshot/query/stream`.',
      zh: '`POST /api/v1/oneshot/query/stream` 的第一条 SSE 消息。',
    },
    description: {
      en: 'Tells a one-shot streaming client which session was created. It has no `id`, is not an `AgentEventStream` type and is never stored.',
      zh: '告诉一次性流式请求的客户端新建了哪个会话。它没有 `id`，不属于 `AgentEventStream` 类型，也不会被存储。',
    },
    fields: [
      f('sessionId', 'string', false, 'string', 'Id of the new session.', '新会话的 ID。'),
    ],
  },
];

/** Names of every documented type, core and server-only. */
export const allEventTypeNames: string[] = eventTypes.map((e) => e.type);

export const findEventType = (type: string): EventTypeDoc | undefined => eventTypes.find((e) => e.type === type);

/* ------------------------------------------------------------------ */
/* Run-time validation                                                  */
/* ------------------------------------------------------------------ */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isContentPart = (v: unknown): boolean => isObject(v) && typeof v.type === 'string';

const checkValue = (check: FieldCheck, v: unknown): boolean => {
  if (typeof check === 'object') return typeof v === 'string' && check.enum.includes(v);
  switch (check) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'content':
      return typeof v === 'string' || (Array.isArray(v) && v.every(isContentPart));
    case 'content-parts':
      return Array.isArray(v) && v.every(isContentPart);
    case 'tool-calls':
      return (
        Array.isArray(v) &&
        v.every(
          (c) => isObject(c) && typeof c.id === 'string' && isObject(c.function) && typeof c.function.name === 'string',
        )
      );
    case 'plan-steps':
      return Array.isArray(v) && v.every((s) => isObject(s) && typeof s.content === 'string' && typeof s.done === 'boolean');
    case 'any':
      return true;
  }
};

/**
 * Checks one parsed JSON value against the 0.3.0 event table and returns the
 * problems found (an empty list means valid). Extra fields are allowed, because
 * custom agents may add them and the UI ignores what it does not know.
 * `session_created` is accepted only when `allowServerMessages` is set.
 */
export function validateAgentEvent(value: unknown, options: { allowServerMessages?: boolean } = {}): string[] {
  if (!isObject(value)) return ['event is not an object'];
  const type = value.type;
  if (typeof type !== 'string') return ['missing string field "type"'];
  const doc = findEventType(type);
  if (!doc) return [`unknown event type "${type}"`];
  const problems: string[] = [];
  if (doc.persistence === 'server-only') {
    if (!options.allowServerMessages) problems.push(`"${type}" is a server message, not an agent event`);
    if (typeof value.timestamp !== 'number') problems.push(`${type}: "timestamp" must be number`);
  } else {
    for (const base of baseEventFields) {
      if (!checkValue(base.check, value[base.name])) problems.push(`${type}: "${base.name}" must be ${base.type}`);
    }
  }
  for (const field of doc.fields) {
    const v = value[field.name];
    if (v === undefined) {
      if (!field.optional) problems.push(`${type}: missing required field "${field.name}"`);
      continue;
    }
    if (!checkValue(field.check, v)) problems.push(`${type}: "${field.name}" must be ${field.type}`);
  }
  return problems;
}

/** Type guard over `validateAgentEvent`. */
export const isAgentEvent = (value: unknown): value is AgentEvent => validateAgentEvent(value).length === 0;
