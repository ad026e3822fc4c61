/**
 * Parameters, responses, errors and examples of each `@tarko/agent-server`
 * route, keyed by the route's id in `server-api.ts`. Only the API reference's
 * route entries render them; keeping them out of `server-api.ts` keeps them
 * out of the pages that show just the route tables.
 */
import {
  serverRoutes,
  type ApiError,
  type ApiParam,
  type ServerRoute,
  type ServerRouteDetails,
  type SessionInfo,
} from './server-api';

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
  '{ "error": "Server is in exclusive mode and another session is currently running", "runningSessionId": "<id>" }',
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
/* Details by route id                                                  */
/* ------------------------------------------------------------------ */

export const serverRouteDetails: Record<string, ServerRouteDetails> = {
  'list-sessions': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ sessions: SessionInfo[] }' },
    errors: [serverError('Failed to get sessions')],
    example: { response: { sessions: [exampleSession] } },
  },
  'create-session': {
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
    notes: {
      en: 'Stored metadata gets `agentInfo`, `modelConfig` (the default model), `runtimeSettings` and `agentOptions`.',
      zh: '存储的元数据会写入 `agentInfo`、`modelConfig`（默认模型）、`runtimeSettings` 和 `agentOptions`。',
    },
    example: {
      body: { agentOptions: { maxIterations: 50 } },
      response: { sessionId: sid, session: exampleSession, events: [] },
    },
  },
  'session-details': {
    params: [sessionIdParam('query')],
    success: { status: 200, contentType: 'application/json', shape: '{ session: SessionInfo }' },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to get session details')],
    example: { query: { sessionId: sid }, response: { session: exampleSession } },
  },
  'session-events': {
    params: [sessionIdParam('query')],
    success: { status: 200, contentType: 'application/json', shape: '{ events: AgentEvent[] }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Storage not configured, no events available" }', 'No storage backend is configured.', '没有配置存储后端。'),
      serverError('Failed to get session events'),
    ],
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
  'latest-session-events': {
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
    example: { query: { sessionId: sid }, response: { sessionId: sid, sessionInfo: exampleSession, events: [] } },
  },
  'session-status': {
    params: [sessionIdParam('query')],
    success: {
      status: 200,
      contentType: 'application/json',
      shape: "{ sessionId: string; status: { isProcessing: boolean; state: 'idle' | 'executing' | 'aborted' | 'error' | 'stored' } }",
    },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to get session status')],
    example: { query: { sessionId: sid }, response: { sessionId: sid, status: { isProcessing: false, state: 'idle' } } },
  },
  'update-session': {
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
    example: {
      body: { sessionId: sid, metadata: { name: 'Paris weather', tags: ['demo'] } },
      response: { session: { ...exampleSession, metadata: { ...exampleSession.metadata, name: 'Paris weather', tags: ['demo'] } } },
    },
  },
  'delete-session': {
    params: [sessionIdParam('body')],
    success: { status: 200, contentType: 'application/json', shape: '{ success: true }' },
    errors: [
      missingSessionId,
      sessionNotFound,
      e(404, '{ "error": "Session not found in storage" }', 'Storage is configured but has no such session.', '配置了存储，但其中没有该会话。'),
      serverError('Failed to delete session'),
    ],
    example: { body: { sessionId: sid }, response: { success: true } },
  },
  'generate-summary': {
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
    example: {
      body: { sessionId: sid, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] },
      response: { summary: 'Paris weather today', model: 'gpt-4o', provider: 'openai' },
    },
  },
  'share-session': {
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
    example: {
      body: { sessionId: sid, upload: true },
      response: { success: true, url: 'https://share.example.com/paris-weather-today-3fa2c1?replay=1', sessionId: sid },
    },
  },
  'workspace-files': {
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
  'workspace-search': {
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
    example: {
      query: { sessionId: sid, q: 'notes', type: 'file' },
      response: { items: [{ name: 'notes.md', path: '/Users/me/projects/demo/notes.md', type: 'file', relativePath: 'notes.md' }] },
    },
  },
  'workspace-validate': {
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
  'query': {
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
  'query-stream': {
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
  'abort': {
    params: [sessionIdParam('body')],
    success: { status: 200, contentType: 'application/json', shape: '{ success: boolean }' },
    errors: [missingSessionId, sessionNotFound, serverError('Failed to abort query')],
    example: { body: { sessionId: sid }, response: { success: true } },
  },
  'oneshot-query': {
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
    example: {
      body: { query: 'Summarise README.md', sessionName: 'readme summary', sessionTags: ['run'] },
      response: {
        sessionId: 'Xk2p9QvT1bLm0RzA7cYwE',
        result: { id: '1d7c…', type: 'assistant_message', timestamp: 1762300120000, content: 'The README explains…', finishReason: 'stop' },
      },
    },
  },
  'oneshot-query-stream': {
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
    example: {
      body: { query: 'Summarise README.md' },
      response:
        'data: {"type":"session_created","sessionId":"Xk2p9QvT1bLm0RzA7cYwE","timestamp":1762300100000}\n\n' +
        'data: {"id":"2b9a…","type":"user_message","timestamp":1762300100004,"content":"Summarise README.md"}\n\n' +
        'data: {"id":"6c01…","type":"agent_run_start","timestamp":1762300100006,"sessionId":"Xk2p9QvT1bLm0RzA7cYwE","runOptions":{"input":"Summarise README.md","stream":true}}\n\n',
    },
  },
  'health': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: "{ status: 'ok' }" },
    errors: [],
    example: { response: { status: 'ok' } },
  },
  'version': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ version?: string; buildTime?: number; gitHash?: string }' },
    errors: [],
    example: { response: { version: '0.3.0', buildTime: 1762300000000, gitHash: '859709dd7' } },
  },
  'agent-options': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ options: Record<string, unknown> }' },
    errors: [],
    example: {
      response: {
        options: { name: 'Agent TARS', model: { provider: 'openai', id: 'gpt-4o', apiKey: 'sk-***' }, toolCallEngine: 'native', workspaceName: 'demo' },
      },
    },
  },
  'get-runtime-settings': {
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
    example: {
      query: { sessionId: sid },
      response: {
        schema: { type: 'object', properties: { deepResearch: { type: 'boolean', title: 'Deep research', default: false } } },
        currentValues: { deepResearch: false },
      },
    },
  },
  'update-runtime-settings': {
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
    example: {
      body: { sessionId: sid, runtimeSettings: { deepResearch: true } },
      response: { session: { ...exampleSession, metadata: { ...exampleSession.metadata, runtimeSettings: { deepResearch: true } } }, runtimeSettings: { deepResearch: true } },
    },
  },
  'list-models': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ models: { id: string; provider: string; displayName?: string }[] }' },
    errors: [serverError('Failed to get available models')],
    example: {
      response: {
        models: [
          { id: 'gpt-4o', provider: 'openai', displayName: 'GPT-4o' },
          { id: 'claude-3-7-sonnet-latest', provider: 'anthropic', displayName: 'Claude 3.7 Sonnet' },
        ],
      },
    },
  },
  'update-session-model': {
    params: [
      sessionIdParam('body'),
      p('model', 'body', '{ provider: string; id: string }', true, 'One of the models listed by `GET /api/v1/models`.', '`GET /api/v1/models` 列出的模型之一。'),
    ],
    success: { status: 200, contentType: 'application/json', shape: '{ success: true; sessionInfo: SessionInfo }' },
    errors: [
      e(400, '{ "error": "<message>" }', 'A field is missing, the model is not in `model`/`server.models`, or no storage is configured.', '缺少字段、模型不在 `model`/`server.models` 中，或没有配置存储。'),
      serverError('Failed to update session model'),
    ],
    example: {
      body: { sessionId: sid, model: { provider: 'anthropic', id: 'claude-3-7-sonnet-latest' } },
      response: {
        success: true,
        sessionInfo: { ...exampleSession, metadata: { ...exampleSession.metadata, modelConfig: { provider: 'anthropic', id: 'claude-3-7-sonnet-latest' } } },
      },
    },
  },
  'share-config': {
    params: [],
    success: { status: 200, contentType: 'application/json', shape: '{ hasShareProvider: boolean; shareProvider: string | null }' },
    errors: [],
    example: { response: { hasShareProvider: true, shareProvider: 'https://share.example.com/api/share' } },
  },
};

/** Every route with its details, in the order of `serverRoutes`. */
export const serverRouteReference: ServerRoute[] = serverRoutes.map((route) => {
  const details = serverRouteDetails[route.id];
  if (!details) throw new Error(`No details for server route "${route.id}"`);
  return { ...route, ...details };
});

export const findRoute = (id: string): ServerRoute | undefined => serverRouteReference.find((r) => r.id === id);
