/**
 * HTTP API of `@tarko/agent-server` 0.3.0, the Express server behind
 * `agent-tars` and `agent-tars serve`. One entry per route; the reference
 * page, the guide examples test and the e2e test all read this list.
 *
 * Source of truth: `multimodal/tarko/agent-server/src/api/{routes,controllers,middleware}`
 * as summarised in the 0.3.0 fact sheet (part 2, §1).
 */
import type { Localized } from './routes';

export type HttpMethod = 'GET' | 'POST';

/**
 * Middleware or preconditions in front of a handler:
 * - `session-restore`: needs `sessionId` (query or body); reloads a stored session into memory;
 * - `exclusive`: answers 409 while another session runs, if `server.exclusive` is on;
 * - `storage`: only useful when a storage backend is configured.
 */
export type RouteGuard = 'session-restore' | 'exclusive' | 'storage';

export type RouteGroup = 'sessions' | 'queries' | 'oneshot' | 'workspace' | 'system' | 'models' | 'share';

export interface ApiParam {
  name: string;
  in: 'query' | 'body';
  /** TypeScript type as shown in the docs. */
  type: string;
  required: boolean;
  description: Localized;
}

export interface ApiSuccess {
  status: number;
  contentType: 'application/json' | 'text/event-stream';
  /** TypeScript-like shape of the body. */
  shape: string;
}

export interface ApiError {
  status: number;
  /** Body as JSON text (values in angle brackets vary). */
  body: string;
  when: Localized;
}

export interface RouteExample {
  query?: Record<string, string>;
  body?: unknown;
  /** A JSON value, or for SSE routes the raw text of the stream. */
  response: unknown;
}

export interface ServerRoute {
  /** Stable slug, used for anchors and tests. */
  id: string;
  method: HttpMethod;
  path: string;
  group: RouteGroup;
  guards: RouteGuard[];
  params: ApiParam[];
  success: ApiSuccess;
  errors: ApiError[];
  description: Localized;
  notes?: Localized;
  example: RouteExample;
}

/* ------------------------------------------------------------------ */
/* Shared shapes                                                        */
/* ------------------------------------------------------------------ */

export interface SessionItemMetadata {
  version?: number;
  name?: string;
  tags?: string[];
  modelConfig?: { provider: string; id: string; displayName?: string; configuredAt?: number };
  agentInfo?: { name: string; configuredAt: number };
  runtimeSettings?: Record<string, unknown>;
  sandboxUrl?: string;
  [key: string]: unknown;
}

export interface SessionInfo {
  id: string;
  createdAt: number;
  updatedAt: number;
  workspace: string;
  metadata?: SessionItemMetadata;
  userId?: string;
}

/** Body of a failed agent run (`createErrorResponse`, `utils/error-handler.ts`). */
export interface AgentErrorBody {
  success: false;
  error: {
    code: 'AGENT_EXECUTION_ERROR' | 'UNKNOWN_ERROR';
    message: string;
    details?: { stack?: string; [key: string]: unknown };
  };
}

export const API_BASE = '/api/v1';

export const routeGroups: { id: RouteGroup; title: Localized; description: Localized }[] = [
  {
    id: 'sessions',
    title: { en: 'Sessions', zh: '会话' },
    description: {
      en: 'Create, list, inspect, update, delete and summarise sessions.',
      zh: '创建、列出、查看、更新、删除和总结会话。',
    },
  },
  {
    id: 'queries',
    title: { en: 'Queries', zh: '查询' },
    description: {
      en: 'Run the agent in an existing session, with or without streaming, and abort it.',
      zh: '在已有会话中运行 Agent（流式或非流式），以及中止运行。',
    },
  },
  {
    id: 'oneshot',
    title: { en: 'One-shot queries', zh: '一次性查询' },
    description: {
      en: 'Create a session and run a query in one request.',
      zh: '一个请求里同时创建会话并执行查询。',
    },
  },
  {
    id: 'workspace',
    title: { en: 'Workspace files', zh: '工作区文件' },
    description: {
      en: 'Browse, search and check paths inside the server workspace.',
      zh: '浏览、搜索和校验服务器工作区中的路径。',
    },
  },
  {
    id: 'system',
    title: { en: 'System and runtime settings', zh: '系统与运行时设置' },
    description: {
      en: 'Health, version, sanitized agent options and per-session runtime settings.',
      zh: '健康检查、版本、脱敏后的 Agent 选项，以及按会话保存的运行时设置。',
    },
  },
  {
    id: 'models',
    title: { en: 'Models', zh: '模型' },
    description: {
      en: 'List the selectable models and switch the model of a session.',
      zh: '列出可选模型，并切换会话使用的模型。',
    },
  },
  {
    id: 'share',
    title: { en: 'Sharing', zh: '分享' },
    description: {
      en: 'Export a session as a replay page and tell a client whether uploads to a share provider are available.',
      zh: '把会话导出为回放页面，并告诉客户端是否可以上传到分享服务。',
    },
  },
];

/* ------------------------------------------------------------------ */
/* Helpers for common params and errors                                 */
/* ------------------------------------------------------------------ */

const p = (name: string, where: 'query' | 'body', type: string, required: boolean, en: string, zh: string): ApiParam => ({
  name,
  in: where,
  type,
  required,
  description: { en, zh },
});

const sessionIdParam = (where: 'query' | 'body'): ApiParam =>
  p('sessionId', where, 'string', true, 'Id of the session.', '会话 ID。');

const e = (status: number, body: string, en: string, zh: string): ApiError => ({ status, body, when: { en, zh } });

const missingSessionId = e(400, '{ "error": "Session ID is required" }', 'No `sessionId` was sent.', '请求中没有 `sessionId`。');
const sessionNotFound = e(
  404,
  '{ "error": "Session not found" }',
  'The session is neither in memory nor in storage.',
  '会话既不在内存中，也不在存储中。',
);
const exclusiveBusy = e(
  409,
  '{ "error": "<message>", "runningSessionId": "<id>" }',
  '`server.exclusive` is on and another session is running.',
  '开启了 `server.exclusive`，且已有其他会话在运行。',
);
const queryRequired = e(400, '{ "error": "Query is required" }', '`query` is missing or empty.', '`query` 缺失或为空。');
const agentFailure = e(
  500,
  '{ "success": false, "error": { "code": "AGENT_EXECUTION_ERROR", "message": "<message>", "details": { "stack": "<stack>" } } }',
  'The agent run failed; `code` is `UNKNOWN_ERROR` when the thrown value is not an Error.',
  'Agent 运行失败；若抛出的不是 Error 实例，`code` 为 `UNKNOWN_ERROR`。',
);
const serverError = (message: string): ApiError =>
  e(500, `{ "error": "${message}" }`, 'Unexpected failure in the handler.', '处理函数内部出现意外错误。');

const exampleSession: SessionInfo = {
  id: 'V1StGXR8_Z5jdHi6B-myT',
  createdAt: 1762300000000,
  updatedAt: 1762300042000,
  workspace: '/Users/me/projects/demo',
  metadata: {
    agentInfo: { name: 'Agent TARS', configuredAt: 1762300000000 },
    modelConfig: { provider: 'openai', id: 'gpt-4o' },
  },
};

const sid = exampleSession.id;

/* ------------------------------------------------------------------ */
/* Routes                                                               */
/* ------------------------------------------------------------------ */

export const serverRoutes: ServerRoute[] = [
  {
    id: 'list-sessions',
    method: 'GET',
    path: '/api/v1/sessions',
    group: 'sessions',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ sessions: SessionInfo[] }' },
    errors: [serverError('Failed to get sessions')],
    description: {
      en: 'Lists sessions. With storage, every stored session (SQLite orders them by `updatedAt`, newest first); without storage, only the sessions held in memory, as `{ id, createdAt, updatedAt }`.',
      zh: '列出会话。配置了存储时返回全部已存储的会话（SQLite 按 `updatedAt` 从新到旧排序）；未配置存储时只返回内存中的会话，形如 `{ id, createdAt, updatedAt }`。',
    },
    example: { response: { sessions: [exampleSession] } },
  },
  {
    id: 'create-session',
    method: 'POST',
    path: '/api/v1/sessions/create',
    group: 'sessions',
    guards: ['exclusive'],
    params: [
      p(
        'runtimeSettings',
        'body',
        'Record<string, unknown>',
        false,
        'Values for the `server.runtimeSettings` schema; passed through its `transform` into agent options.',
        '对应 `server.runtimeSettings` 结构的取值，经 `transform` 转换后并入 Agent 选项。',
      ),
      p(
        'agentOptions',
        'body',
        'Record<string, unknown>',
        false,
        'Agent options for this session only; they win over the app config and runtime settings.',
        '仅作用于本会话的 Agent 选项，优先级高于应用配置和运行时设置。',
      ),
    ],
    success: { status: 201, contentType: 'application/json', shape: '{ sessionId: string; session?: SessionInfo; events: AgentEvent[] }' },
    errors: [exclusiveBusy, serverError('Failed to create session')],
    description: {
      en: 'Creates a session with a new `nanoid()` id and initialises its agent. `events` holds what the agent emitted while initialising; `session` is present when storage is configured.',
      zh: '以新的 `nanoid()` ID 创建会话并初始化其 Agent。`events` 是 Agent 初始化期间发出的事件；配置了存储时才会返回 `session`。',
    },
    notes: {
      en: 'Stored metadata gets `agentInfo`, `modelConfig` (the default model), `runtimeSettings` and `agentOptions`.',
      zh: '存储的元数据会写入 `agentInfo`、`modelConfig`（默认模型）、`runtimeSettings` 和 `agentOptions`。',
    },
    example: {
      body: { agentOptions: { maxIterations: 50 } },
      response: { sessionId: sid, session: exampleSession, events: [] },
    },
  },
  {
    id: 'session-details',
    method: 'GET',
    path: '/api/v1/sessions/details',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    params: [sessionIdParam('query')],
    success: { status: 200, contentType: 'application/json', shape: '{ session: SessionInfo }' },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to get session details')],
    description: {
      en: 'Returns the stored record of one session. Without storage the answer is always 404.',
      zh: '返回单个会话的存储记录。未配置存储时总是返回 404。',
    },
    example: { query: { sessionId: sid }, response: { session: exampleSession } },
  },
  {
    id: 'session-events',
    method: 'GET',
    path: '/api/v1/sessions/events',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    params: [sessionIdParam('query')],
    success: { status: 200, contentType: 'application/json', shape: '{ events: AgentEvent[] }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Storage not configured, no events available" }', 'No storage backend is configured.', '没有配置存储后端。'),
      serverError('Failed to get session events'),
    ],
    description: {
      en: 'Returns the stored events of a session, oldest first. Streaming chunk events are never stored, so they are not in the list.',
      zh: '按时间顺序返回会话的已存储事件。流式片段事件从不存储，因此不在列表中。',
    },
    example: {
      query: { sessionId: sid },
      response: {
        events: [
          { id: '0b0c…', type: 'user_message', timestamp: 1762300001000, content: 'What is the weather in Paris?' },
          { id: '5f1e…', type: 'assistant_message', timestamp: 1762300009000, content: 'It is 18 °C and sunny.', finishReason: 'stop' },
        ],
      },
    },
  },
  {
    id: 'latest-session-events',
    method: 'GET',
    path: '/api/v1/sessions/events/latest',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    params: [
      p(
        'sessionId',
        'query',
        'string',
        true,
        'Any existing session id; the restore middleware in front of the route insists on one.',
        '任意一个已存在的会话 ID；路由前的恢复中间件要求必须提供。',
      ),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ sessionId: string; sessionInfo: SessionInfo; events: AgentEvent[] }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Storage not configured, cannot get latest session events" }', 'No storage backend is configured.', '没有配置存储后端。'),
      e(404, '{ "error": "No sessions found" }', 'Storage holds no session.', '存储中没有任何会话。'),
      serverError('Failed to get latest session events'),
    ],
    description: {
      en: 'Returns the events of the most recently updated session, whichever session id you pass.',
      zh: '返回最近更新的那个会话的事件，与传入的会话 ID 无关。',
    },
    example: { query: { sessionId: sid }, response: { sessionId: sid, sessionInfo: exampleSession, events: [] } },
  },
  {
    id: 'session-status',
    method: 'GET',
    path: '/api/v1/sessions/status',
    group: 'sessions',
    guards: ['session-restore'],
    params: [sessionIdParam('query')],
    success: {
      status: 200,
      contentType: 'application/json',
      shape: "{ sessionId: string; status: { isProcessing: boolean; state: 'idle' | 'executing' | 'aborted' | 'error' | 'stored' } }",
    },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to get session status')],
    description: {
      en: 'Tells whether the session is running a query. `state` is the agent status; `stored` means the session could not be reloaded into memory.',
      zh: '告诉你会话是否正在执行查询。`state` 是 Agent 的状态；`stored` 表示该会话无法重新加载到内存。',
    },
    example: { query: { sessionId: sid }, response: { sessionId: sid, status: { isProcessing: false, state: 'idle' } } },
  },
  {
    id: 'update-session',
    method: 'POST',
    path: '/api/v1/sessions/update',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    params: [
      sessionIdParam('body'),
      p(
        'metadata',
        'body',
        'Partial<SessionItemMetadata>',
        true,
        'Keys to merge into the stored metadata (shallow merge), e.g. `name`, `tags`.',
        '要浅合并进已存储元数据的字段，例如 `name`、`tags`。',
      ),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ session: SessionInfo }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Storage not configured, cannot update session" }', 'No storage backend is configured.', '没有配置存储后端。'),
      serverError('Failed to update session'),
    ],
    description: {
      en: 'Renames or tags a session by merging `metadata` into the stored record.',
      zh: '把 `metadata` 合并进存储记录，用于重命名会话或打标签。',
    },
    example: {
      body: { sessionId: sid, metadata: { name: 'Paris weather', tags: ['demo'] } },
      response: { session: { ...exampleSession, metadata: { ...exampleSession.metadata, name: 'Paris weather', tags: ['demo'] } } },
    },
  },
  {
    id: 'delete-session',
    method: 'POST',
    path: '/api/v1/sessions/delete',
    group: 'sessions',
    guards: ['session-restore'],
    params: [sessionIdParam('body')],
    success: { status: 200, contentType: 'application/json', shape: '{ success: true }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Session not found in storage" }', 'Storage is configured but has no such session.', '配置了存储，但其中没有该会话。'),
      serverError('Failed to delete session'),
    ],
    description: {
      en: 'Disposes the session’s agent, removes it from memory and deletes it and its events from storage.',
      zh: '释放会话的 Agent，将其移出内存，并从存储中删除会话及其事件。',
    },
    example: { body: { sessionId: sid }, response: { success: true } },
  },
  {
    id: 'generate-summary',
    method: 'POST',
    path: '/api/v1/sessions/generate-summary',
    group: 'sessions',
    guards: ['session-restore'],
    params: [
      sessionIdParam('body'),
      p('messages', 'body', 'ChatCompletionMessageParam[]', true, 'Conversation to summarise; must not be empty.', '要总结的对话，不能为空。'),
      p('model', 'body', 'string', false, 'Model id to use instead of the session model.', '代替会话模型使用的模型 ID。'),
      p('provider', 'body', 'string', false, 'Provider of `model`.', '`model` 所属的服务商。'),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ summary: string; model: string; provider: string }' },
    errors: [
      missingSessionId,
      e(400, '{ "error": "Messages are required" }', '`messages` is missing or empty.', '`messages` 缺失或为空。'),
      sessionNotFound,
      e(
        500,
        '{ "error": "Failed to generate summary", "message": "<message>" }',
        'The LLM call failed.',
        'LLM 调用失败。',
      ),
    ],
    description: {
      en: 'Asks the model for a short session title (at most six words; JSON mode, temperature 0.3, 25 max tokens). Falls back to "Untitled Conversation".',
      zh: '让模型为会话生成一个简短标题（不超过 6 个词；JSON 模式，temperature 0.3，max_tokens 25）。失败时回退为 "Untitled Conversation"。',
    },
    example: {
      body: { sessionId: sid, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] },
      response: { summary: 'Paris weather today', model: 'gpt-4o', provider: 'openai' },
    },
  },
  {
    id: 'share-session',
    method: 'POST',
    path: '/api/v1/sessions/share',
    group: 'share',
    guards: ['session-restore', 'storage'],
    params: [
      sessionIdParam('body'),
      p(
        'upload',
        'body',
        'boolean',
        false,
        '`true` uploads the replay HTML to `share.provider` and returns a URL; otherwise the HTML itself is returned.',
        '为 `true` 时把回放 HTML 上传到 `share.provider` 并返回 URL；否则直接返回 HTML。',
      ),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ success: true; url?: string; html?: string; sessionId: string }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(
        500,
        '{ "error": "<message>" }',
        'No storage, no static web UI, no share provider for an upload, or the upload failed.',
        '没有存储、没有静态 Web UI、上传时没有配置分享服务，或上传失败。',
      ),
    ],
    description: {
      en: 'Exports the session as a self-contained replay HTML page (stored events minus streaming chunks). With `upload: true` the page goes to the share provider and the returned URL carries `?replay=1`.',
      zh: '把会话导出为自包含的回放 HTML（已存储事件，去掉流式片段）。`upload: true` 时上传到分享服务，返回的 URL 带有 `?replay=1`。',
    },
    example: {
      body: { sessionId: sid, upload: true },
      response: { success: true, url: 'https://share.example.com/paris-weather-today-3fa2c1?replay=1', sessionId: sid },
    },
  },
  {
    id: 'workspace-files',
    method: 'GET',
    path: '/api/v1/sessions/workspace/files',
    group: 'workspace',
    guards: ['session-restore'],
    params: [
      sessionIdParam('query'),
      p('path', 'query', 'string', false, 'Path relative to the workspace; default `/`.', '相对于工作区的路径，默认 `/`。'),
    ],
    success: {
      status: 200,
      contentType: 'application/json',
      shape:
        "{ type: 'file'; name: string; size: number; modified: string; path: string } | { type: 'directory'; path: string; files: { name: string; isDirectory: boolean; size: number; modified: string; path: string }[] }",
    },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Path not found" }', 'The path does not exist or lies outside the workspace.', '路径不存在，或位于工作区之外。'),
      e(
        500,
        '{ "error": "Failed to access workspace files", "message": "<message>" }',
        'The file system call failed.',
        '文件系统调用失败。',
      ),
    ],
    description: {
      en: 'Describes a file, or lists a directory (directories first, then by name). Paths cannot leave the workspace.',
      zh: '返回文件信息，或列出目录内容（目录在前，再按名称排序）。路径不能越出工作区。',
    },
    example: {
      query: { sessionId: sid, path: '/' },
      response: {
        type: 'directory',
        path: '/',
        files: [
          { name: 'reports', isDirectory: true, size: 128, modified: '2025-11-05T08:00:00.000Z', path: '/reports' },
          { name: 'notes.md', isDirectory: false, size: 2048, modified: '2025-11-05T08:01:00.000Z', path: '/notes.md' },
        ],
      },
    },
  },
  {
    id: 'workspace-search',
    method: 'GET',
    path: '/api/v1/sessions/workspace/search',
    group: 'workspace',
    guards: ['session-restore'],
    params: [
      sessionIdParam('query'),
      p(
        'q',
        'query',
        'string',
        true,
        'Case-insensitive text matched against names and relative paths; an empty value lists the workspace root.',
        '不区分大小写，匹配名称和相对路径；传空字符串时列出工作区根目录。',
      ),
      p('type', 'query', "'file' | 'directory' | 'all'", false, 'Kind of item; default `all`.', '条目类型，默认 `all`。'),
    ],
    success: {
      status: 200,
      contentType: 'application/json',
      shape: "{ items: { name: string; path: string; type: 'file' | 'directory'; relativePath: string }[] }",
    },
    errors: [
      missingSessionId,
      e(400, '{ "error": "Search query parameter is required" }', '`q` is absent (an empty `q=` is fine).', '缺少 `q` 参数（`q=` 传空值是允许的）。'),
      sessionNotFound,
      e(
        500,
        '{ "error": "Failed to search workspace items", "message": "<message>" }',
        'The file system call failed.',
        '文件系统调用失败。',
      ),
    ],
    description: {
      en: 'Feeds the `@` file picker of the web UI: at most 20 items, recursion depth 5, dot-files and `node_modules` skipped, best matches first. `path` is absolute.',
      zh: '为 Web UI 的 `@` 文件选择器提供数据：最多 20 条，递归深度 5，跳过以点开头的文件和 `node_modules`，最佳匹配排在前面。`path` 是绝对路径。',
    },
    example: {
      query: { sessionId: sid, q: 'notes', type: 'file' },
      response: { items: [{ name: 'notes.md', path: '/Users/me/projects/demo/notes.md', type: 'file', relativePath: 'notes.md' }] },
    },
  },
  {
    id: 'workspace-validate',
    method: 'POST',
    path: '/api/v1/sessions/workspace/validate',
    group: 'workspace',
    guards: ['session-restore'],
    params: [
      sessionIdParam('query'),
      p('paths', 'body', 'string[]', true, 'Paths relative to the workspace.', '相对于工作区的路径列表。'),
    ],
    success: {
      status: 200,
      contentType: 'application/json',
      shape: "{ results: { path: string; exists: boolean; type?: 'file' | 'directory'; error?: string }[] }",
    },
    errors: [
      missingSessionId,
      e(400, '{ "error": "Paths array is required" }', '`paths` is not an array.', '`paths` 不是数组。'),
      sessionNotFound,
      e(
        500,
        '{ "error": "Failed to validate workspace paths", "message": "<message>" }',
        'Unexpected failure.',
        '意外错误。',
      ),
    ],
    description: {
      en: 'Checks whether paths exist. A path outside the workspace comes back with `exists: false` and `error: "Path outside workspace"`.',
      zh: '检查路径是否存在。位于工作区之外的路径会返回 `exists: false` 和 `error: "Path outside workspace"`。',
    },
    example: {
      query: { sessionId: sid },
      body: { paths: ['notes.md', 'missing.txt'] },
      response: {
        results: [
          { path: 'notes.md', exists: true, type: 'file' },
          { path: 'missing.txt', exists: false },
        ],
      },
    },
  },
  {
    id: 'query',
    method: 'POST',
    path: '/api/v1/sessions/query',
    group: 'queries',
    guards: ['session-restore'],
    params: [
      sessionIdParam('body'),
      p(
        'query',
        'body',
        'string | ChatCompletionContentPart[]',
        true,
        'The input. `@file:<path>` and `@dir:<path>` references are expanded into an `environment_input` event; base64 images are re-encoded to WebP.',
        '输入内容。`@file:<path>` 和 `@dir:<path>` 引用会被展开成一个 `environment_input` 事件；base64 图片会重新编码为 WebP。',
      ),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ result: AssistantMessageEvent }' },
    errors: [missingSessionId, queryRequired, sessionNotFound, agentFailure],
    description: {
      en: 'Runs the agent and waits for the end of the run. `result` is the final `assistant_message` event.',
      zh: '运行 Agent 并等待运行结束。`result` 是最终的 `assistant_message` 事件。',
    },
    example: {
      body: { sessionId: sid, query: 'What is the weather in Paris?' },
      response: {
        result: {
          id: '5f1e…',
          type: 'assistant_message',
          timestamp: 1762300009000,
          content: 'It is 18 °C and sunny in Paris.',
          finishReason: 'stop',
          messageId: 'msg_1762300008000_k3j9x2qa',
        },
      },
    },
  },
  {
    id: 'query-stream',
    method: 'POST',
    path: '/api/v1/sessions/query/stream',
    group: 'queries',
    guards: ['session-restore'],
    params: [
      sessionIdParam('body'),
      p(
        'query',
        'body',
        'string | ChatCompletionContentPart[]',
        true,
        'Same as for `/api/v1/sessions/query`.',
        '与 `/api/v1/sessions/query` 相同。',
      ),
    ],
    success: { status: 200, contentType: 'text/event-stream', shape: 'data: <AgentEvent JSON>\\n\\n …' },
    errors: [
      missingSessionId,
      queryRequired,
      sessionNotFound,
      e(
        200,
        'data: {"type":"system","level":"error","message":"<message>","timestamp":<ms>}',
        'A failure after the stream started is written as a last `system` event, then the stream closes.',
        '流开始后发生的错误会写成最后一条 `system` 事件，随后关闭流。',
      ),
    ],
    description: {
      en: 'Runs the agent and streams every event as Server-Sent Events over the POST response. The stream ends after `agent_run_end`, or right after a `system` event with `level: "error"`.',
      zh: '运行 Agent，并通过 POST 响应以 Server-Sent Events 推送每个事件。流在 `agent_run_end` 之后结束，或在 `level: "error"` 的 `system` 事件之后立即结束。',
    },
    example: {
      body: { sessionId: sid, query: 'What is the weather in Paris?' },
      response:
        'data: {"id":"0b0c…","type":"user_message","timestamp":1762300001000,"content":"What is the weather in Paris?"}\n\n' +
        'data: {"id":"7a2d…","type":"agent_run_start","timestamp":1762300001005,"sessionId":"V1StGXR8_Z5jdHi6B-myT","runOptions":{"input":"What is the weather in Paris?","stream":true}}\n\n' +
        'data: {"id":"c4e8…","type":"assistant_streaming_message","timestamp":1762300008100,"content":"It is 18 °C","messageId":"msg_1762300008000_k3j9x2qa"}\n\n' +
        'data: {"id":"5f1e…","type":"assistant_message","timestamp":1762300009000,"content":"It is 18 °C and sunny in Paris.","finishReason":"stop","messageId":"msg_1762300008000_k3j9x2qa"}\n\n' +
        'data: {"id":"9d33…","type":"agent_run_end","timestamp":1762300009010,"sessionId":"V1StGXR8_Z5jdHi6B-myT","iterations":1,"elapsedMs":8005,"status":"idle"}\n\n',
    },
  },
  {
    id: 'abort',
    method: 'POST',
    path: '/api/v1/sessions/abort',
    group: 'queries',
    guards: ['session-restore'],
    params: [sessionIdParam('body')],
    success: { status: 200, contentType: 'application/json', shape: '{ success: boolean }' },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to abort query')],
    description: {
      en: 'Aborts the running query of the session. `success` is `false` when nothing was running.',
      zh: '中止会话中正在执行的查询。没有正在执行的查询时 `success` 为 `false`。',
    },
    example: { body: { sessionId: sid }, response: { success: true } },
  },
  {
    id: 'oneshot-query',
    method: 'POST',
    path: '/api/v1/oneshot/query',
    group: 'oneshot',
    guards: ['exclusive'],
    params: [
      p('query', 'body', 'string | ChatCompletionContentPart[]', true, 'The input.', '输入内容。'),
      p('sessionName', 'body', 'string', false, 'Stored as `metadata.name`.', '保存为 `metadata.name`。'),
      p('sessionTags', 'body', 'string[]', false, 'Stored as `metadata.tags`.', '保存为 `metadata.tags`。'),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ sessionId: string; result: AssistantMessageEvent }' },
    errors: [
      queryRequired,
      exclusiveBusy,
      e(
        500,
        '{ "sessionId": "<id>", "success": false, "error": { "code": "AGENT_EXECUTION_ERROR", "message": "<message>" } }',
        'The run failed; the session was still created.',
        '运行失败，但会话已经创建。',
      ),
    ],
    description: {
      en: 'Creates a session and runs one query in it. This is what `agent-tars --headless` calls in its default cache mode (with `sessionTags: ["run"]`). Stored metadata is `{ version: 1, name?, tags? }`.',
      zh: '创建一个会话并在其中执行一次查询。`agent-tars --headless` 在默认缓存模式下调用的就是它（带 `sessionTags: ["run"]`）。存储的元数据为 `{ version: 1, name?, tags? }`。',
    },
    example: {
      body: { query: 'Summarise README.md', sessionName: 'readme summary', sessionTags: ['run'] },
      response: {
        sessionId: 'Xk2p9QvT1bLm0RzA7cYwE',
        result: { id: '1d7c…', type: 'assistant_message', timestamp: 1762300120000, content: 'The README explains…', finishReason: 'stop' },
      },
    },
  },
  {
    id: 'oneshot-query-stream',
    method: 'POST',
    path: '/api/v1/oneshot/query/stream',
    group: 'oneshot',
    guards: ['exclusive'],
    params: [
      p('query', 'body', 'string | ChatCompletionContentPart[]', true, 'The input.', '输入内容。'),
      p('sessionName', 'body', 'string', false, 'Stored as `metadata.name`.', '保存为 `metadata.name`。'),
      p('sessionTags', 'body', 'string[]', false, 'Stored as `metadata.tags`.', '保存为 `metadata.tags`。'),
    ],
    success: { status: 200, contentType: 'text/event-stream', shape: 'data: {"type":"session_created",…}\\n\\n then data: <AgentEvent JSON>\\n\\n …' },
    errors: [
      queryRequired,
      exclusiveBusy,
      e(
        200,
        'data: {"type":"system","level":"error","message":"<message>","timestamp":<ms>}',
        'A failure after the stream started is written as a last `system` event.',
        '流开始后发生的错误会写成最后一条 `system` 事件。',
      ),
    ],
    description: {
      en: 'Streaming variant of the one-shot query. The first message is `session_created` with the new `sessionId`; agent events follow.',
      zh: '一次性查询的流式版本。第一条消息是带新 `sessionId` 的 `session_created`，之后是 Agent 事件。',
    },
    example: {
      body: { query: 'Summarise README.md' },
      response:
        'data: {"type":"session_created","sessionId":"Xk2p9QvT1bLm0RzA7cYwE","timestamp":1762300100000}\n\n' +
        'data: {"id":"2b9a…","type":"user_message","timestamp":1762300100004,"content":"Summarise README.md"}\n\n' +
        'data: {"id":"6c01…","type":"agent_run_start","timestamp":1762300100006,"sessionId":"Xk2p9QvT1bLm0RzA7cYwE","runOptions":{"input":"Summarise README.md","stream":true}}\n\n',
    },
  },
  {
    id: 'health',
    method: 'GET',
    path: '/api/v1/health',
    group: 'system',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: "{ status: 'ok' }" },
    errors: [],
    description: {
      en: 'Liveness probe. Always answers `{ "status": "ok" }` while the process serves requests.',
      zh: '存活探针。只要进程还在处理请求，就返回 `{ "status": "ok" }`。',
    },
    example: { response: { status: 'ok' } },
  },
  {
    id: 'version',
    method: 'GET',
    path: '/api/v1/version',
    group: 'system',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ version?: string; buildTime?: number; gitHash?: string }' },
    errors: [],
    description: {
      en: 'Version information passed to the server as `versionInfo`; fields are absent when the embedding code did not provide them.',
      zh: '返回启动服务器时传入的 `versionInfo`；若嵌入方没有提供，对应字段为空。',
    },
    example: { response: { version: '0.3.0', buildTime: 1762300000000, gitHash: '859709dd7' } },
  },
  {
    id: 'agent-options',
    method: 'GET',
    path: '/api/v1/agent/options',
    group: 'system',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ options: Record<string, unknown> }' },
    errors: [],
    description: {
      en: 'The app config with secrets removed: API key masked, `instructions` cut to 100 characters, tools without their functions, `toolCallEngine` as a string, plus `workspaceName`.',
      zh: '去掉敏感信息后的应用配置：API key 被遮盖，`instructions` 截断为 100 个字符，工具不含函数体，`toolCallEngine` 转为字符串，并附带 `workspaceName`。',
    },
    example: {
      response: {
        options: { name: 'Agent TARS', model: { provider: 'openai', id: 'gpt-4o', apiKey: 'sk-***' }, toolCallEngine: 'native', workspaceName: 'demo' },
      },
    },
  },
  {
    id: 'get-runtime-settings',
    method: 'GET',
    path: '/api/v1/runtime-settings',
    group: 'system',
    guards: [],
    params: [
      p(
        'sessionId',
        'query',
        'string',
        false,
        'When given, `currentValues` holds that session’s stored values (schema defaults fill the gaps).',
        '传入时，`currentValues` 为该会话已保存的取值（缺失项用结构中的默认值补齐）。',
      ),
    ],
    success: { status: 200, contentType: 'application/json', shape: "{ schema: { type: 'object'; properties: Record<string, RuntimeSetting> }; currentValues: Record<string, unknown> }" },
    errors: [serverError('Failed to get runtime settings')],
    description: {
      en: 'Returns the `server.runtimeSettings` schema the web UI renders as toggles. With no schema configured: `{ schema: { type: "object", properties: {} }, currentValues: {} }`.',
      zh: '返回 `server.runtimeSettings` 的结构，Web UI 据此渲染开关。未配置时返回 `{ schema: { type: "object", properties: {} }, currentValues: {} }`。',
    },
    example: {
      query: { sessionId: sid },
      response: {
        schema: { type: 'object', properties: { deepResearch: { type: 'boolean', title: 'Deep research', default: false } } },
        currentValues: { deepResearch: false },
      },
    },
  },
  {
    id: 'update-runtime-settings',
    method: 'POST',
    path: '/api/v1/runtime-settings',
    group: 'system',
    guards: ['storage'],
    params: [
      sessionIdParam('body'),
      p('runtimeSettings', 'body', 'Record<string, unknown>', true, 'New values for the schema keys.', '各设置项的新取值。'),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ session: SessionInfo; runtimeSettings: Record<string, unknown> }' },
    errors: [
      missingSessionId,
      e(400, '{ "error": "Runtime settings object is required" }', '`runtimeSettings` is missing or not an object.', '`runtimeSettings` 缺失或不是对象。'),
      e(404, '{ "error": "Storage not configured, cannot update runtime settings" }', 'No storage backend is configured.', '没有配置存储后端。'),
      sessionNotFound,
      serverError('Failed to update runtime settings'),
    ],
    description: {
      en: 'Stores new runtime settings for a session. If the session is active its agent is re-created so the values apply to the next query.',
      zh: '保存会话的新运行时设置。若该会话处于活动状态，其 Agent 会被重新创建，新取值从下一次查询开始生效。',
    },
    example: {
      body: { sessionId: sid, runtimeSettings: { deepResearch: true } },
      response: { session: { ...exampleSession, metadata: { ...exampleSession.metadata, runtimeSettings: { deepResearch: true } } }, runtimeSettings: { deepResearch: true } },
    },
  },
  {
    id: 'list-models',
    method: 'GET',
    path: '/api/v1/models',
    group: 'models',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ models: { id: string; provider: string; displayName?: string }[] }' },
    errors: [serverError('Failed to get available models')],
    description: {
      en: 'Models a client may switch to: `model` plus `server.models`, de-duplicated by `id`. API keys and base URLs are stripped.',
      zh: '客户端可以切换的模型：`model` 加上 `server.models`，按 `id` 去重。API key 和 base URL 已被去除。',
    },
    example: {
      response: {
        models: [
          { id: 'gpt-4o', provider: 'openai', displayName: 'GPT-4o' },
          { id: 'claude-3-7-sonnet-latest', provider: 'anthropic', displayName: 'Claude 3.7 Sonnet' },
        ],
      },
    },
  },
  {
    id: 'update-session-model',
    method: 'POST',
    path: '/api/v1/sessions/model',
    group: 'models',
    guards: ['storage'],
    params: [
      sessionIdParam('body'),
      p('model', 'body', '{ provider: string; id: string }', true, 'One of the models listed by `GET /api/v1/models`.', '`GET /api/v1/models` 列出的模型之一。'),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ success: true; sessionInfo: SessionInfo }' },
    errors: [
      e(400, '{ "error": "<message>" }', 'A field is missing, the model is not in `model`/`server.models`, or no storage is configured.', '缺少字段、模型不在 `model`/`server.models` 中，或没有配置存储。'),
      serverError('Failed to update session model'),
    ],
    description: {
      en: 'Switches the model a session uses and stores it as `metadata.modelConfig`.',
      zh: '切换会话使用的模型，并保存为 `metadata.modelConfig`。',
    },
    example: {
      body: { sessionId: sid, model: { provider: 'anthropic', id: 'claude-3-7-sonnet-latest' } },
      response: {
        success: true,
        sessionInfo: { ...exampleSession, metadata: { ...exampleSession.metadata, modelConfig: { provider: 'anthropic', id: 'claude-3-7-sonnet-latest' } } },
      },
    },
  },
  {
    id: 'share-config',
    method: 'GET',
    path: '/api/v1/share/config',
    group: 'share',
    guards: [],
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ hasShareProvider: boolean; shareProvider: string | null }' },
    errors: [],
    description: {
      en: 'Tells a client whether `share.provider` is set, so it can offer uploads or only downloads.',
      zh: '告诉客户端是否配置了 `share.provider`，以决定提供上传还是只提供下载。',
    },
    example: { response: { hasShareProvider: true, shareProvider: 'https://share.example.com/api/share' } },
  },
];

export const findRoute = (id: string): ServerRoute | undefined => serverRoutes.find((r) => r.id === id);

/** `METHOD /path`, the spelling used in docs text and by the tests. */
export const routeSignature = (r: Pick<ServerRoute, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** Paths that exist with more than one method are matched on method too. */
export const knownRouteSignatures: string[] = serverRoutes.map(routeSignature);

export const guardInfo: Record<RouteGuard, { label: Localized; description: Localized }> = {
  'session-restore': {
    label: { en: 'session restore', zh: '会话恢复' },
    description: {
      en: 'Needs `sessionId` in the query or body (400 otherwise). A session found only in storage is re-created in memory with its stored events; 404 when it is nowhere. If re-creation throws, the middleware itself answers 200 `{ sessionId, status: { isProcessing: false, state: "stored" } }`.',
      zh: '需要在查询串或请求体中提供 `sessionId`（否则 400）。只存在于存储中的会话会用已存储事件在内存中重建；哪里都找不到时返回 404。若重建失败，中间件会直接返回 200 `{ sessionId, status: { isProcessing: false, state: "stored" } }`。',
    },
  },
  exclusive: {
    label: { en: 'exclusive mode', zh: '独占模式' },
    description: {
      en: 'With `server.exclusive: true`, answers 409 `{ error, runningSessionId }` while another session is running.',
      zh: '开启 `server.exclusive: true` 时，若已有会话在运行，返回 409 `{ error, runningSessionId }`。',
    },
  },
  storage: {
    label: { en: 'needs storage', zh: '需要存储' },
    description: {
      en: 'Answers 404 or an error when no storage backend is configured (programmatic `AgentServer` default).',
      zh: '未配置存储后端（编程方式创建 `AgentServer` 时的默认情况）时返回 404 或错误。',
    },
  },
};

/* ------------------------------------------------------------------ */
/* Streaming transport                                                  */
/* ------------------------------------------------------------------ */

export interface SseFact {
  id: string;
  label: Localized;
  value: string;
  description: Localized;
}

/** Server-Sent Events over a POST response (`controllers/queries.ts`, `oneshot.ts`). */
export const sseFacts: SseFact[] = [
  {
    id: 'content-type',
    label: { en: 'Content type', zh: '内容类型' },
    value: 'Content-Type: text/event-stream',
    description: { en: 'Set before the first event is written.', zh: '在写出第一个事件之前设置。' },
  },
  {
    id: 'cache-control',
    label: { en: 'Caching', zh: '缓存' },
    value: 'Cache-Control: no-cache',
    description: { en: 'Proxies must not buffer or cache the stream.', zh: '代理不应缓冲或缓存该流。' },
  },
  {
    id: 'connection',
    label: { en: 'Connection', zh: '连接' },
    value: 'Connection: keep-alive',
    description: { en: 'The response stays open for the whole run.', zh: '整个运行期间响应保持打开。' },
  },
  {
    id: 'framing',
    label: { en: 'Framing', zh: '消息格式' },
    value: 'data: <JSON>\\n\\n',
    description: {
      en: 'One `data:` line with one JSON object, then a blank line. No `event:`, `id:` or `retry:` fields, so `EventSource` reconnection semantics do not apply.',
      zh: '每条消息是一行 `data:` 加一个 JSON 对象，然后空一行。没有 `event:`、`id:`、`retry:` 字段，因此不适用 `EventSource` 的重连机制。',
    },
  },
  {
    id: 'method',
    label: { en: 'Method', zh: '请求方法' },
    value: 'POST',
    description: {
      en: 'Streams are POST responses, so the browser `EventSource` API (GET only) cannot open them; read `response.body` with a reader instead.',
      zh: '流是 POST 请求的响应，而浏览器的 `EventSource`（只支持 GET）无法打开它；请用 reader 读取 `response.body`。',
    },
  },
  {
    id: 'end',
    label: { en: 'End of stream', zh: '流的结束' },
    value: 'agent_run_end',
    description: {
      en: 'The server ends the response when the run’s iterable completes (after `agent_run_end`) or right after a `system` event with `level: "error"`.',
      zh: '运行的事件迭代结束（`agent_run_end` 之后）或写出 `level: "error"` 的 `system` 事件后，服务器立即结束响应。',
    },
  },
  {
    id: 'disconnect',
    label: { en: 'Client disconnect', zh: '客户端断开' },
    value: 'res.closed',
    description: {
      en: 'If the client goes away the server stops writing, but the run is not aborted: call `POST /api/v1/sessions/abort` to stop it.',
      zh: '客户端断开后服务器停止写入，但运行不会被中止；需要调用 `POST /api/v1/sessions/abort` 才能停止。',
    },
  },
];

/* ------------------------------------------------------------------ */
/* Storage backends                                                     */
/* ------------------------------------------------------------------ */

export type StorageType = 'memory' | 'file' | 'sqlite' | 'mongodb' | 'database';

export interface StorageBackend {
  type: StorageType;
  options: string;
  location: Localized;
  notes: Localized;
}

export const storageBackends: StorageBackend[] = [
  {
    type: 'memory',
    options: '—',
    location: { en: 'Process memory', zh: '进程内存' },
    notes: { en: 'Lost on restart.', zh: '重启后丢失。' },
  },
  {
    type: 'file',
    options: 'baseDir?, fileName?',
    location: { en: '`~/.tarko-storage/tarko.json` (lowdb JSON)', zh: '`~/.tarko-storage/tarko.json`（lowdb JSON 文件）' },
    notes: { en: 'Simple, single process.', zh: '简单，仅适合单进程。' },
  },
  {
    type: 'sqlite',
    options: 'baseDir?, dbName?',
    location: {
      en: '`~/.tarko-storage/tarko.db`; Agent TARS CLI: `~/.agent-tars/agent-tars.db`',
      zh: '`~/.tarko-storage/tarko.db`；Agent TARS CLI 为 `~/.agent-tars/agent-tars.db`',
    },
    notes: {
      en: 'Default of both CLIs. Uses Node’s built-in `node:sqlite` in WAL mode; tables `sessions` and `events`.',
      zh: '两个 CLI 的默认值。使用 Node 内置的 `node:sqlite`，WAL 模式，表为 `sessions` 和 `events`。',
    },
  },
  {
    type: 'mongodb',
    options: 'uri, options? { dbName, user, pass, maxPoolSize, serverSelectionTimeoutMS, socketTimeoutMS }',
    location: { en: 'Collections `sessions` and `events`', zh: '集合 `sessions` 和 `events`' },
    notes: {
      en: 'Pool 10, server selection 5000 ms, socket 45000 ms by default.',
      zh: '默认连接池 10，服务器选择超时 5000 ms，socket 超时 45000 ms。',
    },
  },
  {
    type: 'database',
    options: 'database: { url, name? }',
    location: { en: '—', zh: '—' },
    notes: {
      en: 'Declared but throws "Database storage not implemented" in 0.3.0.',
      zh: '类型中有声明，但 0.3.0 中会抛出 "Database storage not implemented"。',
    },
  },
];
