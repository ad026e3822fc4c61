/**
 * HTTP API of `@tarko/agent-server` 0.3.0, the Express server behind
 * `agent-tars` and `agent-tars serve`. One entry per route; the guide and
 * reference pages, the guide examples test and the e2e test all read this list.
 *
 * Each route is split in two: its summary here, which the route tables on
 * several pages need, and its parameters, responses, errors and examples in
 * `server-api-details.ts`, which only the API reference's route entries
 * need, so other pages do not download them.
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

/** What the route tables of the guide and the reference show: one row per route. */
export interface ServerRouteSummary {
  /** Stable slug, used for anchors and tests. */
  id: string;
  method: HttpMethod;
  path: string;
  group: RouteGroup;
  guards: RouteGuard[];
  description: Localized;
}

/** What only the route entries of the API reference show (src/data/server-api-details.ts). */
export interface ServerRouteDetails {
  params: ApiParam[];
  success: ApiSuccess;
  errors: ApiError[];
  notes?: Localized;
  example: RouteExample;
}

export type ServerRoute = ServerRouteSummary & ServerRouteDetails;

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
/* Routes                                                               */
/* ------------------------------------------------------------------ */

export const serverRoutes: ServerRouteSummary[] = [
  {
    id: 'list-sessions',
    method: 'GET',
    path: '/api/v1/sessions',
    group: 'sessions',
    guards: [],
    description: {
      en: 'Lists sessions. With storage, every stored session (SQLite orders them by `updatedAt`, newest first); without storage, only the sessions held in memory, as `{ id, createdAt, updatedAt }`.',
      zh: '列出会话。配置了存储时返回全部已存储的会话（SQLite 按 `updatedAt` 从新到旧排序）；未配置存储时只返回内存中的会话，形如 `{ id, createdAt, updatedAt }`。',
    },
  },
  {
    id: 'create-session',
    method: 'POST',
    path: '/api/v1/sessions/create',
    group: 'sessions',
    guards: ['exclusive'],
    description: {
      en: 'Creates a session with a new `nanoid()` id and initialises its agent. `events` holds what the agent emitted while initialising; `session` is present when storage is configured.',
      zh: '以新的 `nanoid()` ID 创建会话并初始化其 Agent。`events` 是 Agent 初始化期间发出的事件；配置了存储时才会返回 `session`。',
    },
  },
  {
    id: 'session-details',
    method: 'GET',
    path: '/api/v1/sessions/details',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    description: {
      en: 'Returns the stored record of one session. Without storage the answer is always 404.',
      zh: '返回单个会话的存储记录。未配置存储时总是返回 404。',
    },
  },
  {
    id: 'session-events',
    method: 'GET',
    path: '/api/v1/sessions/events',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    description: {
      en: 'Returns the stored events of a session, oldest first. Streaming chunk events are never stored, so they are not in the list.',
      zh: '按时间顺序返回会话的已存储事件。流式片段事件从不存储，因此不在列表中。',
    },
  },
  {
    id: 'latest-session-events',
    method: 'GET',
    path: '/api/v1/sessions/events/latest',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    description: {
      en: 'Returns the events of the most recently updated session, whichever session id you pass.',
      zh: '返回最近更新的那个会话的事件，与传入的会话 ID 无关。',
    },
  },
  {
    id: 'session-status',
    method: 'GET',
    path: '/api/v1/sessions/status',
    group: 'sessions',
    guards: ['session-restore'],
    description: {
      en: 'Tells whether the session is running a query. `state` is the agent status; `stored` means the session could not be reloaded into memory.',
      zh: '告诉你会话是否正在执行查询。`state` 是 Agent 的状态；`stored` 表示该会话无法重新加载到内存。',
    },
  },
  {
    id: 'update-session',
    method: 'POST',
    path: '/api/v1/sessions/update',
    group: 'sessions',
    guards: ['session-restore', 'storage'],
    description: {
      en: 'Renames or tags a session by merging `metadata` into the stored record.',
      zh: '把 `metadata` 合并进存储记录，用于重命名会话或打标签。',
    },
  },
  {
    id: 'delete-session',
    method: 'POST',
    path: '/api/v1/sessions/delete',
    group: 'sessions',
    guards: ['session-restore'],
    description: {
      en: 'Disposes the session’s agent, removes it from memory and deletes it and its events from storage.',
      zh: '释放会话的 Agent，将其移出内存，并从存储中删除会话及其事件。',
    },
  },
  {
    id: 'generate-summary',
    method: 'POST',
    path: '/api/v1/sessions/generate-summary',
    group: 'sessions',
    guards: ['session-restore'],
    description: {
      en: 'Asks the model for a short session title (at most six words; JSON mode, temperature 0.3, 25 max tokens). Falls back to "Untitled Conversation".',
      zh: '让模型为会话生成一个简短标题（不超过 6 个词；JSON 模式，temperature 0.3，max_tokens 25）。失败时回退为 "Untitled Conversation"。',
    },
  },
  {
    id: 'share-session',
    method: 'POST',
    path: '/api/v1/sessions/share',
    group: 'share',
    guards: ['session-restore', 'storage'],
    description: {
      en: 'Exports the session as a self-contained replay HTML page (stored events minus streaming chunks). With `upload: true` the page goes to the share provider and the returned URL carries `?replay=1`.',
      zh: '把会话导出为自包含的回放 HTML（已存储事件，去掉流式片段）。`upload: true` 时上传到分享服务，返回的 URL 带有 `?replay=1`。',
    },
  },
  {
    id: 'workspace-files',
    method: 'GET',
    path: '/api/v1/sessions/workspace/files',
    group: 'workspace',
    guards: ['session-restore'],
    description: {
      en: 'Describes a file, or lists a directory (directories first, then by name). Paths cannot leave the workspace.',
      zh: '返回文件信息，或列出目录内容（目录在前，再按名称排序）。路径不能越出工作区。',
    },
  },
  {
    id: 'workspace-search',
    method: 'GET',
    path: '/api/v1/sessions/workspace/search',
    group: 'workspace',
    guards: ['session-restore'],
    description: {
      en: 'Feeds the `@` file picker of the web UI: at most 20 items, recursion depth 5, dot-files and `node_modules` skipped, best matches first. `path` is absolute.',
      zh: '为 Web UI 的 `@` 文件选择器提供数据：最多 20 条，递归深度 5，跳过以点开头的文件和 `node_modules`，最佳匹配排在前面。`path` 是绝对路径。',
    },
  },
  {
    id: 'workspace-validate',
    method: 'POST',
    path: '/api/v1/sessions/workspace/validate',
    group: 'workspace',
    guards: ['session-restore'],
    description: {
      en: 'Checks whether paths exist. A path outside the workspace comes back with `exists: false` and `error: "Path outside workspace"`.',
      zh: '检查路径是否存在。位于工作区之外的路径会返回 `exists: false` 和 `error: "Path outside workspace"`。',
    },
  },
  {
    id: 'query',
    method: 'POST',
    path: '/api/v1/sessions/query',
    group: 'queries',
    guards: ['session-restore'],
    description: {
      en: 'Runs the agent and waits for the end of the run. `result` is the final `assistant_message` event.',
      zh: '运行 Agent 并等待运行结束。`result` 是最终的 `assistant_message` 事件。',
    },
  },
  {
    id: 'query-stream',
    method: 'POST',
    path: '/api/v1/sessions/query/stream',
    group: 'queries',
    guards: ['session-restore'],
    description: {
      en: 'Runs the agent and streams every event as Server-Sent Events over the POST response. The stream ends after `agent_run_end`, or right after a `system` event with `level: "error"`.',
      zh: '运行 Agent，并通过 POST 响应以 Server-Sent Events 推送每个事件。流在 `agent_run_end` 之后结束，或在 `level: "error"` 的 `system` 事件之后立即结束。',
    },
  },
  {
    id: 'abort',
    method: 'POST',
    path: '/api/v1/sessions/abort',
    group: 'queries',
    guards: ['session-restore'],
    description: {
      en: 'Aborts the running query of the session. `success` is `false` when nothing was running.',
      zh: '中止会话中正在执行的查询。没有正在执行的查询时 `success` 为 `false`。',
    },
  },
  {
    id: 'oneshot-query',
    method: 'POST',
    path: '/api/v1/oneshot/query',
    group: 'oneshot',
    guards: ['exclusive'],
    description: {
      en: 'Creates a session and runs one query in it. This is what `agent-tars --headless` calls in its default cache mode (with `sessionTags: ["run"]`). Stored metadata is `{ version: 1, name?, tags? }`.',
      zh: '创建一个会话并在其中执行一次查询。`agent-tars --headless` 在默认缓存模式下调用的就是它（带 `sessionTags: ["run"]`）。存储的元数据为 `{ version: 1, name?, tags? }`。',
    },
  },
  {
    id: 'oneshot-query-stream',
    method: 'POST',
    path: '/api/v1/oneshot/query/stream',
    group: 'oneshot',
    guards: ['exclusive'],
    description: {
      en: 'Streaming variant of the one-shot query. The first message is `session_created` with the new `sessionId`; agent events follow.',
      zh: '一次性查询的流式版本。第一条消息是带新 `sessionId` 的 `session_created`，之后是 Agent 事件。',
    },
  },
  {
    id: 'health',
    method: 'GET',
    path: '/api/v1/health',
    group: 'system',
    guards: [],
    description: {
      en: 'Liveness probe. Always answers `{ "status": "ok" }` while the process serves requests.',
      zh: '存活探针。只要进程还在处理请求，就返回 `{ "status": "ok" }`。',
    },
  },
  {
    id: 'version',
    method: 'GET',
    path: '/api/v1/version',
    group: 'system',
    guards: [],
    description: {
      en: 'Version information passed to the server as `versionInfo`; fields are absent when the embedding code did not provide them.',
      zh: '返回启动服务器时传入的 `versionInfo`；若嵌入方没有提供，对应字段为空。',
    },
  },
  {
    id: 'agent-options',
    method: 'GET',
    path: '/api/v1/agent/options',
    group: 'system',
    guards: [],
    description: {
      en: 'The app config with secrets removed: API key masked, `instructions` cut to 100 characters, tools without their functions, `toolCallEngine` as a string, plus `workspaceName`.',
      zh: '去掉敏感信息后的应用配置：API key 被遮盖，`instructions` 截断为 100 个字符，工具不含函数体，`toolCallEngine` 转为字符串，并附带 `workspaceName`。',
    },
  },
  {
    id: 'get-runtime-settings',
    method: 'GET',
    path: '/api/v1/runtime-settings',
    group: 'system',
    guards: [],
    description: {
      en: 'Returns the `server.runtimeSettings` schema the web UI renders as toggles. With no schema configured: `{ schema: { type: "object", properties: {} }, currentValues: {} }`.',
      zh: '返回 `server.runtimeSettings` 的结构，Web UI 据此渲染开关。未配置时返回 `{ schema: { type: "object", properties: {} }, currentValues: {} }`。',
    },
  },
  {
    id: 'update-runtime-settings',
    method: 'POST',
    path: '/api/v1/runtime-settings',
    group: 'system',
    guards: ['storage'],
    description: {
      en: 'Stores new runtime settings for a session. If the session is active its agent is re-created so the values apply to the next query.',
      zh: '保存会话的新运行时设置。若该会话处于活动状态，其 Agent 会被重新创建，新取值从下一次查询开始生效。',
    },
  },
  {
    id: 'list-models',
    method: 'GET',
    path: '/api/v1/models',
    group: 'models',
    guards: [],
    description: {
      en: 'Models a client may switch to: `model` plus `server.models`, de-duplicated by `id`. API keys and base URLs are stripped.',
      zh: '客户端可以切换的模型：`model` 加上 `server.models`，按 `id` 去重。API key 和 base URL 已被去除。',
    },
  },
  {
    id: 'update-session-model',
    method: 'POST',
    path: '/api/v1/sessions/model',
    group: 'models',
    guards: ['storage'],
    description: {
      en: 'Switches the model a session uses and stores it as `metadata.modelConfig`.',
      zh: '切换会话使用的模型，并保存为 `metadata.modelConfig`。',
    },
  },
  {
    id: 'share-config',
    method: 'GET',
    path: '/api/v1/share/config',
    group: 'share',
    guards: [],
    description: {
      en: 'Tells a client whether `share.provider` is set, so it can offer uploads or only downloads.',
      zh: '告诉客户端是否配置了 `share.provider`，以决定提供上传还是只提供下载。',
    },
  },
];

/** `METHOD /path`, the spelling used in docs text and by the tests. */
export const routeSignature = (r: Pick<ServerRouteSummary, 'method' | 'path'>): string => `${r.method} ${r.path}`;

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
