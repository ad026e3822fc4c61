/** Claims of the Advanced guide, UI Integration and API reference pages. */
import type { Claim } from './types';

const cliOptions = 'multimodal/tarko/agent-cli/src/core/options.ts';
const cliCore = 'multimodal/tarko/agent-cli/src/core/cli.ts';
const tarsCli = 'multimodal/agent-tars/cli/src/index.ts';
const agio = 'multimodal/tarko/agent-cli/src/agio/AgioProvider.ts';
const nextServer = 'multimodal/tarko/agent-server-next/src/server.ts';
const nextHooks = 'multimodal/tarko/agent-server-next/src/hooks/builtInHooks.ts';
const nextHookTypes = 'multimodal/tarko/agent-server-next/src/hooks/types.ts';
const nextAuth = 'multimodal/tarko/agent-server-next/src/middlewares/auth.ts';
const nextSessions = 'multimodal/tarko/agent-server-next/src/controllers/sessions.ts';
const nextFactory = 'multimodal/tarko/agent-server-next/src/services/session/AgentSessionFactory.ts';
const nextPool = 'multimodal/tarko/agent-server-next/src/services/session/AgentSessionPool.ts';
const sandboxMgr = 'multimodal/tarko/agent-server-next/src/services/sandbox/SandboxManager.ts';
const cliBuilder = 'multimodal/tarko/agent-cli/src/config/builder.ts';
const cliPaths = 'multimodal/tarko/agent-cli/src/config/paths.ts';
const cliLoader = 'multimodal/tarko/agent-cli/src/config/loader.ts';
const aguiCore = 'multimodal/tarko/agent-ui-cli/src/core.ts';
const aguiConfig = 'multimodal/tarko/agent-ui-cli/src/config.ts';
const aguiUtils = 'multimodal/tarko/agent-ui-cli/src/utils.ts';
const uiBuilder = 'multimodal/tarko/agent-ui-builder/src/builder.ts';
const classicServer = 'multimodal/tarko/agent-server/src/server.ts';

export const advancedApiClaims: Claim[] = [
  {
    id: 'agio-only-with-agent-flag',
    route: '/guide/advanced/agent-trace',
    section: 'agio',
    says: 'Only agents chosen with --agent (or the positional [agent]) get the AGIO reporter; plain agent-tars runs its AgentTARS class without one, so agio.provider is ignored.',
    rests: [
      { file: cliOptions, line: 199, text: 'agio: AgioProvider,' },
      { file: cliOptions, line: 211, text: 'if (defaultAgent) {' },
      { file: cliCore, line: 412, text: 'appConfig.agent ?? this.options.appConfig?.agent,' },
      { file: tarsCli, line: 37, text: 'type: \'module\',' },
      { file: tarsCli, line: 38, text: 'constructor: AgentTARS,' },
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 216, text: 'if (agentOptions.agio?.provider && this.agioProviderConstructor) {' },
    ],
  },
  {
    id: 'agio-builtin-agent-tars-name',
    route: '/guide/advanced/agent-trace',
    section: 'agio',
    says: 'agent-tars --agent agent-tars loads @agent-tars/core by its built-in name, which carries the AGIO reporter.',
    rests: [
      { file: cliOptions, line: 149, text: 'modulePath: \'@agent-tars/core\',' },
      { file: cliOptions, line: 192, text: 'const builtinAgent = BUILTIN_AGENTS[agentParam];' },
      { file: 'multimodal/agent-tars/core/src/index.ts', line: 16, text: 'export { AgentTARS as default }' },
    ],
  },
  {
    id: 'agio-batch-of-three',
    route: '/guide/advanced/agent-trace',
    section: 'agio',
    says: 'The AGIO reporter sends a batch once three events are waiting, and run errors are reported only as the text AgentRunError.',
    rests: [
      { file: agio, line: 50, text: 'maxBatchSize: 3,' },
      { file: agio, line: 253, text: 'error: isError ? \'AgentRunError\' : \'\',' },
    ],
  },
  {
    id: 'agio-redaction',
    route: '/guide/advanced/agent-trace',
    section: 'agio',
    says: 'Tool-call argument keys containing password, token, key, secret, apikey or auth are redacted, and strings over 1,000 characters are cut to 100 plus ...[TRUNCATED].',
    rests: [
      { file: agio, line: 372, text: 'const sensitiveKeys = [\'password\', \'token\', \'key\', \'secret\', \'apikey\', \'auth\'];' },
      { file: agio, line: 379, text: 'sanitized[key] = value.substring(0, 100) + \'...[TRUNCATED]\';' },
    ],
  },
  {
    id: 'log-default-success',
    route: '/guide/advanced/agent-trace',
    section: 'log-levels',
    says: 'The root logger defaults to SUCCESS, or DEBUG when AGENT_DEBUG is set.',
    rests: [
      { file: 'multimodal/tarko/shared-utils/src/logger.ts', line: 13, text: 'process.env.AGENT_DEBUG' },
      { file: 'multimodal/tarko/shared-utils/src/logger.ts', line: 16, text: 'rootLogger.setLevel(LogLevel.SUCCESS);' },
    ],
  },
  {
    id: 'log-level-unknown-warns',
    route: '/guide/advanced/agent-trace',
    section: 'log-levels',
    says: '--logLevel accepts warning as well as warn; an unknown value prints a warning and keeps the default; --debug wins over --logLevel.',
    rests: [
      { file: cliBuilder, line: 236, text: 'if (upperLevel === \'WARN\' || upperLevel === \'WARNING\') return LogLevel.WARN;' },
      { file: cliBuilder, line: 239, text: 'console.warn(`Unknown log level: ${level}, using default log level`);' },
      { file: cliBuilder, line: 224, text: 'if (shortcuts.debug) {' },
    ],
    quotes: ['Unknown log level: <level>, using default log level'],
  },
  {
    id: 'dump-message-history-file',
    route: '/guide/advanced/agent-trace',
    section: 'dump-message-history',
    says: 'With experimental.dumpMessageHistory on, Agent TARS writes session_<sessionId>.json.',
    rests: [
      { file: 'multimodal/agent-tars/core/src/agent-tars.ts', line: 271, text: 'this.tarsOptions.experimental?.dumpMessageHistory' },
      { file: 'multimodal/agent-tars/core/src/shared/message-history-dumper.ts', line: 130, text: 'const filename = `session_${sessionId}.json`;' },
    ],
  },
  {
    id: 'next-not-used-by-cli',
    route: '/guide/advanced/server-next',
    section: 'comparison',
    says: '@tarko/agent-cli, which the agent-tars CLI runs on, depends on @tarko/agent-server, not on @tarko/agent-server-next.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/package.json', line: 30, text: '"@tarko/agent-server": "workspace:*",' },
      { file: 'multimodal/agent-tars/cli/package.json', line: 30, text: '"@tarko/agent-cli": "workspace:*",' },
    ],
  },
  {
    id: 'next-default-port-storage',
    route: '/guide/advanced/server-next',
    section: 'comparison',
    says: 'Server Next listens on server.port, default 3000, and defaults to SQLite storage.',
    rests: [
      { file: nextServer, line: 96, text: 'this.port = appConfig.server?.port ?? 3000;' },
      { file: nextServer, line: 105, text: 'this.daoFactory = createDAOFactory(appConfig.server?.storage || { type: \'sqlite\' });' },
    ],
  },
  {
    id: 'next-hooks-after-start-throw',
    route: '/guide/advanced/server-next',
    section: 'start',
    says: 'registerHook throws once the server has started.',
    rests: [
      { file: nextServer, line: 449, text: '`Cannot register hook \'${options.id}\' after server has started. ` +' },
      { file: nextServer, line: 450, text: '\'Please register all hooks before calling start().\'' },
    ],
  },
  {
    id: 'next-missing-workspace',
    route: '/guide/advanced/server-next',
    section: 'start',
    says: 'Without appConfig.workspace, start() succeeds but creating a session fails with Failed to create session, because getCurrentWorkspace throws Workspace not specified.',
    rests: [
      { file: nextServer, line: 221, text: 'throw new Error(\'Workspace not specified\');' },
      { file: nextFactory, line: 89, text: 'workspace: this.server.getCurrentWorkspace(),' },
      { file: nextSessions, line: 71, text: 'return c.json({ error: \'Failed to create session\' }, 500);' },
    ],
  },
  {
    id: 'next-listens-all-interfaces',
    route: '/guide/advanced/server-next',
    section: 'start',
    says: 'start() calls serve() with only fetch and port, so no host is set, and prints Server started on port <port>.',
    rests: [
      { file: nextServer, line: 348, text: 'fetch: this.app.fetch,' },
      { file: nextServer, line: 353, text: '`Server started on port ${this.port}`' },
    ],
  },
  {
    id: 'next-stop-leaves-listener',
    route: '/guide/advanced/server-next',
    section: 'methods',
    says: 'stop() cleans sessions and storage but does not close the HTTP listener.',
    rests: [
      { file: nextServer, line: 405, text: '// Note: @hono/node-server doesn\'t provide a close method in the current version' },
      { file: nextServer, line: 400, text: 'await this.daoFactory.close();' },
    ],
  },
  {
    id: 'next-json-404',
    route: '/guide/advanced/server-next',
    section: 'routes',
    says: 'Unknown paths answer 404 with a JSON body holding error, message, path and method.',
    rests: [
      { file: nextServer, line: 184, text: 'message: \'The requested endpoint was not found\',' },
      { file: nextServer, line: 183, text: 'error: \'Not Found\',' },
    ],
  },
  {
    id: 'next-events-latest-needs-session',
    route: '/guide/advanced/server-next',
    section: 'missing-routes',
    says: 'GET /api/v1/sessions/events/latest needs sessionId and returns that session\'s stored events.',
    rests: [
      { file: nextSessions, line: 133, text: 'export async function getLatestSessionEvents(c: HonoContext) {' },
      { file: nextSessions, line: 142, text: 'const events = await server.daoFactory.getSessionEvents(sessionId);' },
    ],
  },
  {
    id: 'next-no-oneshot-routes',
    route: '/guide/advanced/server-next',
    section: 'missing-routes',
    says: 'Server Next registers no one-shot or workspace file routes; only the session-restore middleware is attached to /api/v1/sessions/workspace/*.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/routes/sessions.ts', line: 25, text: 'router.use(\'/api/v1/sessions/workspace/*\', sessionRestoreMiddleware);' },
      { file: 'multimodal/tarko/agent-server-next/src/middlewares/session-restore.ts', line: 27, text: 'return c.json({ error: \'Session ID is required\' }, 400);' },
    ],
  },
  {
    id: 'next-user-routes-500',
    route: '/guide/advanced/server-next',
    section: 'user-routes',
    says: 'The user routes call requireAuth inside a try block, so a request without a user answers 500, not 401.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/controllers/user.ts', line: 26, text: 'const user = requireAuth(c);' },
      { file: 'multimodal/tarko/agent-server-next/src/controllers/user.ts', line: 37, text: 'return c.json({ error: \'Failed to get user configuration\' }, 500);' },
    ],
  },
  {
    id: 'next-sqlite-default-file',
    route: '/guide/advanced/server-next',
    section: 'storage',
    says: 'The default SQLite file is ~/.tarko-storage/tarko.db, a relative baseDir is joined to the home directory, and the database runs in WAL mode.',
    rests: [
      { file: 'multimodal/tarko/interface/src/constants.ts', line: 16, text: 'SESSION_DATA_DB_NAME: \'tarko.db\',' },
      { file: 'multimodal/tarko/interface/src/constants.ts', line: 27, text: 'GLOBAL_STORAGE_DIR: \'.tarko-storage\',' },
      { file: 'multimodal/tarko/interface/src/constants.ts', line: 41, text: 'return path.join(os.homedir(), dirName);' },
      { file: 'multimodal/tarko/agent-server-next/src/dao/sqlite/SQLiteDAOFactory.ts', line: 70, text: 'this.db.exec(\'PRAGMA journal_mode = WAL\');' },
    ],
  },
  {
    id: 'next-unsupported-storage',
    route: '/guide/advanced/server-next',
    section: 'storage',
    says: 'Storage types other than sqlite and mongodb throw Unsupported storage type: <type>.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/dao/factory.ts', line: 49, text: 'throw new Error(`Unsupported storage type: ${(storageConfig as any).type}`);' },
    ],
    quotes: ['Unsupported storage type: <type>'],
  },
  {
    id: 'next-mongo-defaults',
    route: '/guide/advanced/server-next',
    section: 'storage',
    says: 'MongoDB connections default to maxPoolSize 10, serverSelectionTimeoutMS 5000, socketTimeoutMS 45000 and bufferCommands false; a failure rejects with MongoDB DAO Factory initialization failed.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/dao/mongodb/MongoDAOFactory.ts', line: 58, text: 'maxPoolSize: 10,' },
      { file: 'multimodal/tarko/agent-server-next/src/dao/mongodb/MongoDAOFactory.ts', line: 60, text: 'socketTimeoutMS: 45000,' },
      { file: 'multimodal/tarko/agent-server-next/src/dao/mongodb/MongoDAOFactory.ts', line: 91, text: '`MongoDB DAO Factory initialization failed: ${' },
    ],
    quotes: ['MongoDB DAO Factory initialization failed: <reason>'],
  },
  {
    id: 'next-hook-priorities',
    route: '/guide/advanced/server-next',
    section: 'hooks',
    says: 'Hook priorities are CORS 1000, server injection 900, context storage 850, error handling 800, request id 700, access log 600, auth 500, and 200 for a hook without one.',
    rests: [
      { file: nextHookTypes, line: 43, text: 'CORS = 1000,' },
      { file: nextHookTypes, line: 52, text: 'CONTEXT_STORAGE = 850,' },
      { file: nextHookTypes, line: 61, text: 'AUTH = 500,' },
      { file: 'multimodal/tarko/agent-server-next/src/hooks/HookManager.ts', line: 34, text: 'priority = 200, // BuiltInPriorities.CUSTOM_DEFAULT' },
    ],
  },
  {
    id: 'next-hook-duplicate-id',
    route: '/guide/advanced/server-next',
    section: 'hooks',
    says: 'Registering a hook id twice throws unless replace: true is passed.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/hooks/HookManager.ts', line: 42, text: 'throw new Error(`Hook with id \'${id}\' already exists. Use replace: true to override.`);' },
    ],
  },
  {
    id: 'next-request-id-header',
    route: '/guide/advanced/server-next',
    section: 'hooks',
    says: 'The request id comes from the x-tt-logid header or a new UUID.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/middlewares/request-id.ts', line: 14, text: 'const requestId = c.req.header(\'x-tt-logid\') || c.req.header(\'X-TT-LOGID\') || randomUUID();' },
    ],
  },
  {
    id: 'next-auth-needs-flag',
    route: '/guide/advanced/server-next',
    section: 'auth',
    says: 'AuthHook does nothing unless server.tenant.auth is true; then a missing or unparsable X-User-Info header gives 401.',
    rests: [
      { file: nextAuth, line: 32, text: 'if (!server.tenantConfig.auth) {' },
      { file: nextAuth, line: 40, text: 'const userInfoHeader = c.req.header(\'X-User-Info\');' },
      { file: nextAuth, line: 47, text: 'message: \'Authentication required. Please provide valid credentials.\',' },
    ],
  },
  {
    id: 'next-auth-userid-fallback',
    route: '/guide/advanced/server-next',
    section: 'auth',
    says: 'The user id is userId, or email when userId is missing; the header is not verified beyond JSON parsing.',
    rests: [
      { file: nextAuth, line: 53, text: 'userId: userInfo.userId || userInfo.email,' },
      { file: nextAuth, line: 18, text: 'return JSON.parse(decodeURIComponent(encodedUser));' },
    ],
  },
  {
    id: 'next-cors-origin-env',
    route: '/guide/advanced/server-next',
    section: 'cors',
    says: 'CorsHook allows the origin in ACCESS_ALLOW_ORIGIN, or * when unset, with credentials and the x-user-info and x-jwt-token headers.',
    rests: [
      { file: nextHooks, line: 47, text: 'origin: process.env.ACCESS_ALLOW_ORIGIN || \'*\',' },
      { file: nextHooks, line: 54, text: '\'x-jwt-token\',' },
      { file: nextHooks, line: 56, text: 'credentials: true,' },
    ],
  },
  {
    id: 'next-stream-always-cors',
    route: '/guide/advanced/server-next',
    section: 'cors',
    says: 'The streaming query route always sets Access-Control-Allow-Origin: *.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/controllers/queries.ts', line: 187, text: 'c.header(\'Access-Control-Allow-Origin\', \'*\');' },
    ],
  },
  {
    id: 'next-loads-dotenv',
    route: '/guide/advanced/server-next',
    section: 'cors',
    says: 'Importing the package calls dotenv config() at module load.',
    rests: [
      { file: nextServer, line: 33, text: 'import { config } from \'dotenv\';' },
    ],
  },
  {
    id: 'next-tenant-default',
    route: '/guide/advanced/server-next',
    section: 'tenants',
    says: 'Without server.tenant the server runs as { mode: single, auth: false }.',
    rests: [
      { file: nextServer, line: 99, text: 'this.tenantConfig = appConfig.server?.tenant || { mode: \'single\', auth: false };' },
    ],
  },
  {
    id: 'next-multi-needs-sandbox',
    route: '/guide/advanced/server-next',
    section: 'tenants',
    says: 'Multi mode without server.sandbox rejects start(); with SQLite it logs a failure and keeps running without multi-tenant services.',
    rests: [
      { file: nextServer, line: 361, text: 'throw new Error(\'Sandbox config must be specified in multi-tenant mode\');' },
      { file: nextServer, line: 367, text: 'throw new Error(\'Multi-tenant mode requires MongoDB DAO factory\');' },
      { file: nextServer, line: 382, text: 'console.error(\'Failed to initialize multi-tenant services:\', error);' },
      { file: nextServer, line: 380, text: "'Multi-tenant services initialized successfully'" },
    ],
    quotes: ['Sandbox config must be specified in multi-tenant mode', 'Multi-tenant mode requires MongoDB DAO factory'],
  },
  {
    id: 'next-sandbox-session-exclusive',
    route: '/guide/advanced/server-next',
    section: 'sandbox',
    says: 'The sandbox strategy is always Session-Exclusive, and a sandbox is only requested when the request has a user.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/services/sandbox/SandboxScheduler.ts', line: 51, text: 'strategy = strategy || \'Session-Exclusive\';' },
      { file: nextFactory, line: 66, text: 'if (this.sandboxScheduler && user) {' },
    ],
  },
  {
    id: 'next-sandbox-protocol',
    route: '/guide/advanced/server-next',
    section: 'sandbox',
    says: 'A sandbox is created with POST https://tars.<baseUrl>/v1/ping and X-Faas headers, without a token, and named from x-faas-instance-name; the default lifetime is 24 hours.',
    rests: [
      { file: sandboxMgr, line: 100, text: 'const response = await fetch(`https://tars.${this.config.baseUrl}/v1/ping`, {' },
      { file: sandboxMgr, line: 103, text: '\'X-Faas-Create-Sandbox\': \'true\',' },
      { file: sandboxMgr, line: 113, text: 'response.headers.get(\'x-faas-instance-name\');' },
      { file: sandboxMgr, line: 25, text: 'defaultTtlMinutes: 24 * 60, // 24h' },
    ],
  },
  {
    id: 'next-sandbox-mock-env',
    route: '/guide/advanced/server-next',
    section: 'sandbox',
    says: 'SANDBOX_CREATE_MOCK makes every new session use that URL instead of asking the sandbox manager.',
    rests: [
      { file: sandboxMgr, line: 84, text: 'if (process.env.SANDBOX_CREATE_MOCK) {' },
      { file: sandboxMgr, line: 90, text: 'url: process.env.SANDBOX_CREATE_MOCK,' },
    ],
  },
  {
    id: 'next-sandbox-alloc-failure',
    route: '/guide/advanced/server-next',
    section: 'sandbox',
    says: 'A failed sandbox allocation is logged and the session is created without a sandbox URL.',
    rests: [
      { file: nextFactory, line: 73, text: 'this.logger.error(`Failed to allocate sandbox for session ${sessionId}:`, error);' },
    ],
    quotes: ['Failed to allocate sandbox for session <id>'],
  },
  {
    id: 'next-session-pool-limits',
    route: '/guide/advanced/server-next',
    section: 'session-pool',
    says: 'The pool estimates 3 MB per session and evicts at least 10 % (LRU) above 80 % of 512 MB or 200 sessions, checking every 30 seconds.',
    rests: [
      { file: nextPool, line: 34, text: 'this.maxSessions = config?.maxSessions ?? 200;' },
      { file: nextPool, line: 35, text: 'this.memoryLimitMB = config?.memoryLimitMB ?? 512;' },
      { file: nextPool, line: 36, text: 'this.checkIntervalMs = config?.checkIntervalMs ?? 30000; // 30 seconds' },
      { file: nextPool, line: 217, text: 'return this.sessions.size * 3;' },
      { file: nextPool, line: 168, text: 'Math.ceil(this.sessions.size * 0.1), // Evict at least 10%' },
    ],
  },
  {
    id: 'next-generate-summary-no-return',
    route: '/guide/advanced/server-next',
    section: 'known-gaps',
    says: 'generate-summary calls c.json without returning it, so the summary never reaches the client.',
    rests: [
      { file: nextSessions, line: 281, text: 'c.json(summaryResponse, 200);' },
    ],
  },
  {
    id: 'next-modulepath-no-workspace',
    route: '/guide/advanced/server-next',
    section: 'known-gaps',
    says: 'A modulePath agent is imported by the name given; the workspace paths are built but never used.',
    rests: [
      { file: 'multimodal/tarko/agent-server-next/src/utils/agent-resolver.ts', line: 50, text: 'const module = await import(agentModulePathIdentifier);' },
    ],
  },
  {
    id: 'cli-core-commands',
    route: '/guide/advanced/agent-cli',
    section: 'what-you-get',
    says: 'AgentCLI registers serve, [run] [agent], request and workspace before calling extendCli.',
    rests: [
      { file: cliCore, line: 124, text: 'this.registerServeCommand(cli);' },
      { file: cliCore, line: 127, text: 'this.registerWorkspaceCommand(cli);' },
      { file: cliCore, line: 116, text: 'this.extendCli(cli);' },
    ],
  },
  {
    id: 'cli-port-default-next-free',
    route: '/guide/advanced/agent-cli',
    section: 'what-you-get',
    says: '--port defaults to 8888, and a taken port moves the server to the next free one.',
    rests: [
      { file: cliOptions, line: 12, text: 'export const DEFAULT_PORT = 8888;' },
      { file: 'multimodal/tarko/agent-cli/src/utils/port.ts', line: 19, text: 'findAvailablePort(startPort + 1)' },
    ],
  },
  {
    id: 'agent-cli-config-file-names',
    route: '/guide/advanced/agent-cli',
    section: 'config-files',
    says: 'A CLI built on AgentCLI looks for tarko.config.ts, tarko.config.yaml and tarko.config.json, whatever its bin name.',
    rests: [
      { file: cliPaths, line: 17, text: 'export const CONFIG_FILES = [\'tarko.config.ts\', \'tarko.config.yaml\', \'tarko.config.json\'];' },
    ],
  },
  {
    id: 'cli-config-order',
    route: '/guide/advanced/agent-cli',
    section: 'config-files',
    says: 'Config layers go remote config, --config files, global workspace config, workspace config, each merged over the previous one, with flags on top.',
    rests: [
      { file: cliPaths, line: 56, text: '// L4: Remote config has lower priority' },
      { file: cliPaths, line: 82, text: '// L1: Workspace config file (highest priority among config files)' },
      { file: cliLoader, line: 159, text: 'mergedConfig = deepMerge(mergedConfig, config);' },
      { file: cliBuilder, line: 118, text: 'config = deepMerge(config, cliConfigProps);' },
    ],
  },
  {
    id: 'cli-env-local-first',
    route: '/guide/advanced/agent-cli',
    section: 'config-files',
    says: '.env.local is loaded from the workspace, or .env when .env.local is missing; only the first found is loaded.',
    rests: [
      { file: cliLoader, line: 65, text: 'const envPaths = [path.join(workspace, \'.env.local\'), path.join(workspace, \'.env\')];' },
    ],
  },
  {
    id: 'cli-remote-config-skipped',
    route: '/guide/advanced/agent-cli',
    section: 'config-files',
    says: 'A remote config that fails to load is logged and counts as empty.',
    rests: [
      { file: cliLoader, line: 54, text: 'logConfigError(`Remote: ${url}`, error instanceof Error ? error.message : String(error));' },
    ],
  },
  {
    id: 'cli-init-defaults',
    route: '/guide/advanced/agent-cli',
    section: 'init-options',
    says: 'AgentCLI defaults binName to Tarko and versionInfo.version to 1.0.0.',
    rests: [
      { file: cliCore, line: 63, text: 'const binName = this.options.binName ?? \'Tarko\';' },
      { file: cliCore, line: 30, text: 'version: \'1.0.0\',' },
    ],
  },
  {
    id: 'cli-enhancer-before-flags',
    route: '/guide/advanced/agent-cli',
    section: 'hooks',
    says: 'The options enhancer runs after defaults, config files and the workspace instructions are merged, and before the flags are merged on top.',
    rests: [
      { file: cliBuilder, line: 111, text: 'cliOptionsEnhancer(cliArguments, config);' },
      { file: cliBuilder, line: 54, text: 'const workspaceConfig = loadWorkspaceConfig(workspacePath);' },
    ],
  },
  {
    id: 'cli-failed-to-start',
    route: '/guide/advanced/agent-cli',
    section: 'pitfalls',
    says: 'An error while starting prints Failed to start server: in interactive mode and serve, and Error: in headless mode, then exits with code 1.',
    rests: [
      { file: cliCore, line: 167, text: 'console.error(\'Failed to start server:\', err);' },
      { file: cliCore, line: 328, text: 'console.error(\'Error:\', err instanceof Error ? err.message : String(err));' },
    ],
  },
  {
    id: 'cli-tarko-bin-version',
    route: '/guide/advanced/agent-cli',
    section: 'pitfalls',
    says: 'The tarko bin passes a top-level version that AgentCLI does not read.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/bin/cli.js', line: 9, text: 'new AgentCLI({ version, binName: \'tarko\' }).bootstrap();' },
    ],
  },
  {
    id: 'cli-global-workspace-switch',
    route: '/guide/advanced/agent-cli',
    section: 'pitfalls',
    says: 'The global workspace switch is stored under the conf project tarko-agent-cli and defaults to enabled.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts', line: 25, text: 'projectName: \'tarko-agent-cli\',' },
      { file: 'multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts', line: 28, text: 'globalWorkspaceEnabled: true,' },
    ],
  },
  {
    id: 'cli-tars-search-count',
    route: '/guide/advanced/agent-cli',
    section: 'agent-tars',
    says: 'Agent TARS adds --search.count with default 10 and keeps its global workspace in .agent-tars-workspace.',
    rests: [
      { file: tarsCli, line: 90, text: '.option(\'--search.count [count]\', \'Search result count\', { default: 10 })' },
      { file: 'multimodal/agent-tars/interface/src/constants.ts', line: 21, text: 'GLOBAL_WORKSPACE_DIR: \'.agent-tars-workspace\',' },
    ],
  },
  {
    id: 'cli-tarko-webui-defaults',
    route: '/guide/advanced/agent-cli',
    section: 'tarko-bin',
    says: 'Without overrides the Web UI title is Tarko, the welcome title Hello, Tarko! and the prompt Introduce yourself.',
    rests: [
      { file: cliBuilder, line: 298, text: 'config.webui.title = \'Tarko\';' },
      { file: cliBuilder, line: 302, text: 'config.webui.welcomTitle = \'Hello, Tarko!\';' },
      { file: cliBuilder, line: 310, text: 'config.webui.welcomePrompts = [\'Introduce yourself\'];' },
    ],
  },
  {
    id: 'agui-default-out',
    route: '/guide/ui-integration/agui',
    section: 'build',
    says: 'Without --out, agui writes tarko-agui-<timestamp>.html in the current directory, the timestamp being ISO time to the second.',
    rests: [
      { file: aguiUtils, line: 109, text: 'const timestamp = new Date().toISOString().replace(/[:.]/g, \'-\').slice(0, -5);' },
      { file: aguiUtils, line: 110, text: 'return `tarko-agui-${timestamp}.html`;' },
    ],
  },
  {
    id: 'agui-jsonl-vs-json',
    route: '/guide/ui-integration/agui',
    section: 'agui-options',
    says: 'Files ending in .jsonl are read line by line, skipping empty lines; anything else is parsed as one JSON document.',
    rests: [
      { file: aguiUtils, line: 22, text: 'if (ext === \'.jsonl\') {' },
      { file: aguiUtils, line: 27, text: 'if (line.trim()) {' },
    ],
  },
  {
    id: 'agui-dump-transformed',
    route: '/guide/ui-integration/agui',
    section: 'agui-options',
    says: '--dump-transformed only writes <trace>-transformed.json when --transformer is also given.',
    rests: [
      { file: aguiCore, line: 37, text: 'if (options.dumpTransformed && options.transformer) {' },
      { file: aguiUtils, line: 131, text: 'return path.join(dirName, `${baseName}-transformed.json`);' },
    ],
  },
  {
    id: 'agui-transformer-exports',
    route: '/guide/ui-integration/agui',
    section: 'agui-transformer',
    says: 'A transformer may be the default export, a named transformer export or the module itself; .ts files load with jiti.',
    rests: [
      { file: aguiUtils, line: 74, text: 'const transformer = module.default || module.transformer || module;' },
      { file: aguiUtils, line: 62, text: 'const { createJiti } = await import(\'jiti\');' },
    ],
  },
  {
    id: 'agui-config-lookup',
    route: '/guide/ui-integration/agui',
    section: 'agui-config',
    says: 'agui looks for agui.config.ts, agui.config.js and agui.config.json in the current directory and warns and continues when one fails to load.',
    rests: [
      { file: aguiConfig, line: 75, text: 'const defaultConfigPaths = [\'agui.config.ts\', \'agui.config.js\', \'agui.config.json\'];' },
      { file: aguiConfig, line: 86, text: '`Failed to load ${defaultPath}:`,' },
    ],
  },
  {
    id: 'agui-config-merge-and-normalize',
    route: '/guide/ui-integration/agui',
    section: 'agui-config',
    says: 'Config values are merged one level deep, then sessionInfo is rebuilt from name, tags, modelConfig and agentInfo only.',
    rests: [
      { file: aguiConfig, line: 112, text: '...((merged[key as keyof AguiConfig] as object) || {}),' },
      { file: aguiConfig, line: 136, text: 'name: sessionInfo.metadata?.name || \'AGUI CLI Generated Report\',' },
      { file: aguiConfig, line: 144, text: 'name: sessionInfo.metadata?.agentInfo?.name || \'Agent\',' },
    ],
  },
  {
    id: 'agui-model-id-from-modelid',
    route: '/guide/ui-integration/agui',
    section: 'agui-errors',
    says: 'The replayed model id is read from metadata.modelConfig.modelId, so id is ignored and shows unknown.',
    rests: [
      { file: aguiConfig, line: 140, text: 'id: sessionInfo.metadata?.modelConfig?.modelId || \'unknown\',' },
    ],
  },
  {
    id: 'agui-upload-form',
    route: '/guide/ui-integration/agui',
    section: 'agui-upload',
    says: 'The upload posts multipart form fields file, sessionId and type=html, and adds replay=1 to the url the service returns.',
    rests: [
      { file: uiBuilder, line: 128, text: 'const fileName = `agent-replay-${sessionId}-${Date.now()}.html`;' },
      { file: uiBuilder, line: 133, text: 'formData.append(\'type\', \'html\');' },
      { file: uiBuilder, line: 171, text: 'url.searchParams.set(\'replay\', \'1\');' },
    ],
    quotes: ['✅ Uploaded successfully: …'],
  },
  {
    id: 'agui-static-ui-not-awaited',
    route: '/guide/ui-integration/agui',
    section: 'agui-errors',
    says: 'Without --upload the page build is not awaited, so a missing static Web UI prints the success line first and then fails outside the CLI error handler.',
    rests: [
      { file: aguiCore, line: 55, text: 'const html = builder.dump(outputPath);' },
      { file: uiBuilder, line: 104, text: 'throw new Error(`Static web UI not found at: ${indexPath}`);' },
      { file: 'multimodal/tarko/agent-ui-cli/src/cli.ts', line: 28, text: '`✅ Generated HTML: ${outputPath}`' },
    ],
    quotes: ['Static web UI not found at: <path>'],
  },
  {
    id: 'agui-version-fixed',
    route: '/guide/ui-integration/agui',
    section: 'agui-errors',
    says: 'agui --version prints the fixed string 0.3.0-beta.10.',
    rests: [
      { file: 'multimodal/tarko/agent-ui-cli/src/cli.ts', line: 13, text: 'cli.version(\'0.3.0-beta.10\');' },
    ],
  },
  {
    id: 'webui-class-wins',
    route: '/guide/ui-integration/web',
    section: 'webui-config',
    says: 'The served webui config is deep-merged with the agent class webuiConfig, which wins; Agent TARS defines logo, title, subtitle and the other listed keys.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/utils/webui/config.ts', line: 22, text: 'return deepMerge(baseWebUIConfig, agentConstructorWebConfig || {});' },
      { file: 'multimodal/agent-tars/core/src/webui-config.ts', line: 12, text: 'logo: \'https://lf3-static.bytednsdoc.com/obj/eden-cn/zyha-aulnh/ljhwZthlaukjlkulzlp/appicon.png\',' },
      { file: 'multimodal/agent-tars/core/src/agent-tars.ts', line: 38, text: 'static webuiConfig: AgentWebUIImplementation = AGENT_TARS_WEBUI_CONFIG;' },
    ],
  },
  {
    id: 'webui-q-needs-home',
    route: '/guide/ui-integration/web',
    section: 'embed',
    says: '?q= is read by the home page, whose route is only registered when layout.enableHome is not false.',
    rests: [
      { file: 'multimodal/tarko/agent-ui/src/standalone/home/HomePage.tsx', line: 14, text: 'const query = searchParams.get(\'q\');' },
      { file: 'multimodal/tarko/agent-ui/src/standalone/app/App.tsx', line: 59, text: '{homeEnabled && (' },
      { file: 'multimodal/tarko/agent-ui/src/config/web-ui-config.ts', line: 151, text: 'return getLayoutConfig().enableHome ?? true;' },
    ],
  },
  {
    id: 'native-logo-param-stored',
    route: '/guide/ui-integration/native',
    section: 'webview',
    says: 'The logo URL parameter accepts logo, traffic-lights or space and is remembered in localStorage; the theme starts dark under the agent-tars-theme key.',
    rests: [
      { file: 'multimodal/tarko/agent-ui/src/common/hooks/useLogoType.ts', line: 11, text: 'if (logoParam) localStorage.setItem(\'ui-logo-type\', logoParam);' },
      { file: 'multimodal/tarko/agent-ui/src/common/hooks/useThemeInitialization.ts', line: 23, text: 'localStorage.setItem(\'agent-tars-theme\', \'dark\');' },
    ],
  },
  {
    id: 'intro-remote-webui-rejected',
    route: '/guide/ui-integration/introduction',
    section: 'not-offered',
    says: 'The CLI rejects a webui.type other than static with Unsupported web ui type.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/src/core/commands/start.ts', line: 44, text: 'throw new Error(`Unsupported web ui type: ${webui.type}`);' },
    ],
    quotes: ['Unsupported web ui type: <type>'],
  },
  {
    id: 'intro-stream-ends-on-error',
    route: '/guide/ui-integration/introduction',
    section: 'protocol',
    says: 'The streaming response ends after the run completes or right after a system event with level error.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/api/controllers/queries.ts', line: 138, text: 'const isErrorEvent = event.type === \'system\' && event.level === \'error\';' },
    ],
  },
  {
    id: 'snapshot-server-directory',
    route: '/guide/advanced/agent-snapshot',
    section: 'server-sessions',
    says: 'With snapshot.enable, each session records to <storageDirectory or workspace>/<sessionId>.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 278, text: 'agentOptions.snapshot.storageDirectory ?? this.server.getCurrentWorkspace();' },
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 281, text: 'const snapshotPath = path.join(snapshotStoragesDirectory, sessionId);' },
    ],
  },
  {
    id: 'snapshot-path-flag-ignored',
    route: '/guide/advanced/agent-snapshot',
    section: 'server-sessions',
    says: '--snapshot.snapshotPath is offered by the CLI but the server only reads snapshot.storageDirectory.',
    rests: [
      { file: cliOptions, line: 118, text: '.option(\'--snapshot.snapshotPath <path>\', \'Path for storing agent snapshots\')' },
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 276, text: 'if (agentOptions.snapshot?.enable) {' },
    ],
  },
  {
    id: 'snapshot-default-fixtures',
    route: '/guide/advanced/agent-snapshot',
    section: 'options',
    says: 'AgentSnapshot defaults snapshotPath to ./fixtures under the current directory, and snapshotName to its base name.',
    rests: [
      { file: 'multimodal/tarko/agent-snapshot/src/agent-snapshot.ts', line: 55, text: 'this.snapshotPath = options.snapshotPath || path.join(process.cwd(), \'fixtures\');' },
      { file: 'multimodal/tarko/agent-snapshot/src/agent-snapshot.ts', line: 264, text: 'const snapshotName = this.options.snapshotName || path.basename(this.options.snapshotPath);' },
    ],
  },
  {
    id: 'fc-engine-resolution-order',
    route: '/guide/advanced/fc-engine',
    section: 'choose',
    says: 'The engine is the agent option, then the run option, then native; unknown names and failing custom constructors fall back to native.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent-runner.ts', line: 262, text: 'this.options.toolCallEngine ?? runOptions.toolCallEngine ?? \'native\';' },
      { file: 'multimodal/tarko/agent/src/agent/agent-runner.ts', line: 135, text: '// Fallback to native engine on error' },
      { file: 'multimodal/tarko/agent/src/agent/agent-runner.ts', line: 152, text: '// Default to native engine' },
    ],
  },
  {
    id: 'fc-engine-temperature-default',
    route: '/guide/advanced/fc-engine',
    section: 'engines',
    says: 'Requests use temperature 0.7 unless the temperature option is set.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 139, text: 'this.temperature = options.temperature ?? 0.7;' },
    ],
  },
  {
    id: 'fc-prompt-engine-stop',
    route: '/guide/advanced/fc-engine',
    section: 'prompt-engineering',
    says: 'The prompt-engineering engine sets </tool_call> as a stop sequence.',
    rests: [
      { file: 'multimodal/tarko/agent/src/tool-call-engine/PromptEngineeringToolCallEngine.ts', line: 141, text: 'stop: [\'</tool_call>\', \'</tool_call>\\n\\n\'],' },
    ],
  },
  {
    id: 'fc-structured-schema',
    route: '/guide/advanced/fc-engine',
    section: 'structured-outputs',
    says: 'The structured-outputs engine sends a strict json_schema response_format named agent_response_schema.',
    rests: [
      { file: 'multimodal/tarko/agent/src/tool-call-engine/StructuredOutputsToolCallEngine.ts', line: 139, text: 'name: \'agent_response_schema\',' },
      { file: 'multimodal/tarko/agent/src/tool-call-engine/StructuredOutputsToolCallEngine.ts', line: 140, text: 'strict: true,' },
    ],
  },
  {
    id: 'fc-streaming-tool-events-flag',
    route: '/guide/advanced/fc-engine',
    section: 'comparison',
    says: 'Streaming tool-call events need enableStreamingToolCallEvents, off in @tarko/agent and on in Agent TARS; with structured_outputs a warning is logged.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 166, text: 'enableStreamingToolCallEvents: options.enableStreamingToolCallEvents ?? false,' },
      { file: 'multimodal/agent-tars/core/src/shared/config-utils.ts', line: 30, text: 'enableStreamingToolCallEvents: true,' },
      { file: 'multimodal/tarko/agent/src/agent/runner/llm-processor.ts', line: 115, text: '\'[LLM] StructuredOutputsToolCallEngine does not support streaming tool call events. \' +' },
    ],
  },
  {
    id: 'api-latest-events-ignores-id',
    route: '/api/server',
    section: 'latest-session-events',
    says: 'The classic events/latest route returns the events of the most recently updated session.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/api/controllers/sessions.ts', line: 409, text: '// Find the session with the most recent updatedAt timestamp' },
      { file: 'multimodal/tarko/agent-server/src/api/controllers/sessions.ts', line: 415, text: 'const events = await server.storageProvider.getSessionEvents(latestSession.id);' },
    ],
  },
  {
    id: 'api-generate-summary-params',
    route: '/api/server',
    section: 'generate-summary',
    says: 'The summary asks for at most six words, at temperature 0.3 with 25 max tokens, and falls back to Untitled Conversation.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 519, text: '\'Generate a short, concise title (maximum 6 words) that summarizes' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 531, text: 'temperature: 0.3, // Lower temperature for more focused summaries' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 533, text: 'max_tokens: 25, // Short responses for titles' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 547, text: 'const summary = jsonResponse.title || \'Untitled Conversation\';' },
    ],
  },
  {
    id: 'api-workspace-search-limits',
    route: '/api/server',
    section: 'workspace-search',
    says: 'Workspace search returns at most 20 items, stops at depth 5 and skips dot-files and node_modules.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/api/controllers/sessions.ts', line: 560, text: 'const limitedItems = items.slice(0, 20);' },
      { file: 'multimodal/tarko/agent-server/src/api/controllers/sessions.ts', line: 591, text: 'if (depth > 5) return;' },
      { file: 'multimodal/tarko/agent-server/src/api/controllers/sessions.ts', line: 598, text: 'if (entry.startsWith(\'.\') || entry === \'node_modules\' || entry === \'.git\') {' },
    ],
  },
  {
    id: 'api-agent-options-sanitized',
    route: '/api/server',
    section: 'agent-options',
    says: 'The agent options route cuts instructions to 100 characters and adds workspaceName.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/utils/config-sanitizer.ts', line: 20, text: '? options.instructions.substring(0, 100) + \'...\'' },
      { file: 'multimodal/tarko/agent-server/src/utils/config-sanitizer.ts', line: 93, text: 'sanitized.workspaceName = path.basename(options.workspace);' },
    ],
  },
  {
    id: 'api-cli-config-missing-silent',
    route: '/api/cli',
    section: 'general-flags',
    says: 'A --config path that does not exist resolves to no file and is skipped without a message.',
    rests: [
      { file: 'multimodal/tarko/config-loader/src/index.ts', line: 106, text: 'if (!configFilePath) {' },
      { file: 'multimodal/tarko/config-loader/src/index.ts', line: 74, text: 'if (fs.existsSync(customConfigPath)) {' },
    ],
  },
  {
    id: 'server-code-port-3000',
    route: '/guide/advanced/server',
    section: 'ports',
    says: 'A programmatic classic AgentServer listens on 3000 unless server.port is set; the CLI default is 8888 and headless cache mode uses 8899.',
    rests: [
      { file: classicServer, line: 81, text: 'this.port = appConfig.server?.port ?? 3000;' },
      { file: cliOptions, line: 19, text: '.option(\'--port <port>\', \'Port to run the server on\', { default: DEFAULT_PORT })' },
      { file: 'multimodal/tarko/agent-cli/src/core/commands/run.ts', line: 78, text: 'port: 8899,' },
    ],
  },
  {
    id: 'server-no-storage-in-code',
    route: '/guide/advanced/server',
    section: 'storage',
    says: 'A programmatic classic server only creates storage when server.storage is set; the CLI fills in SQLite.',
    rests: [
      { file: classicServer, line: 90, text: 'if (appConfig.server?.storage) {' },
      { file: cliBuilder, line: 255, text: 'type: \'sqlite\',' },
    ],
  },
  {
    id: 'server-streaming-not-stored',
    route: '/guide/advanced/server',
    section: 'storage',
    says: 'The four streaming chunk event types are never stored.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 34, text: '\'assistant_streaming_thinking_message\',' },
      { file: 'multimodal/tarko/agent-server/src/core/AgentSession.ts', line: 36, text: '\'final_answer_streaming\',' },
    ],
  },
  {
    id: 'server-database-type-throws',
    route: '/guide/advanced/server',
    section: 'storage',
    says: 'The database storage type throws Database storage not implemented.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/storage/index.ts', line: 37, text: 'throw new Error(\'Database storage not implemented\');' },
    ],
    quotes: ['Database storage not implemented'],
  },
  {
    id: 'server-cors-fixed',
    route: '/guide/advanced/server',
    section: 'cors-auth',
    says: 'The classic server allows every origin, the methods GET, POST, PUT, DELETE and OPTIONS, and the headers Content-Type and Authorization, with no setting to change them.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/api/index.ts', line: 14, text: 'methods: [\'GET\', \'POST\', \'PUT\', \'DELETE\', \'OPTIONS\'],' },
      { file: 'multimodal/tarko/agent-server/src/api/index.ts', line: 15, text: 'allowedHeaders: [\'Content-Type\', \'Authorization\'],' },
      { file: 'multimodal/tarko/agent-server/src/api/index.ts', line: 32, text: 'app.use(cors(getDefaultCorsOptions()));' },
    ],
  },
  {
    id: 'server-exclusive-409-routes',
    route: '/guide/advanced/server',
    section: 'exclusive-mode',
    says: 'In exclusive mode, session creation and both one-shot routes answer 409 while a session runs.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/api/routes/sessions.ts', line: 19, text: 'router.post(\'/create\', exclusiveModeMiddleware, sessionsController.createSession);' },
      { file: 'multimodal/tarko/agent-server/src/api/routes/oneshot.ts', line: 16, text: 'app.post(\'/api/v1/oneshot/query\', exclusiveModeMiddleware, oneshotController.createAndQuery);' },
      { file: 'multimodal/tarko/agent-server/src/api/middleware/exclusive-mode.ts', line: 23, text: 'error: \'Server is in exclusive mode and another session is currently running\',' },
    ],
    quotes: ['Server is in exclusive mode and another session is currently running'],
  },
  {
    id: 'context-event-stream-cap',
    route: '/guide/advanced/context',
    section: 'event-stream-size',
    says: 'The event stream keeps at most 1000 events by default and trims the oldest with autoTrim on.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/event-stream.ts', line: 15, text: 'maxEvents: 1000,' },
      { file: 'multimodal/tarko/agent/src/agent/event-stream.ts', line: 16, text: 'autoTrim: true,' },
    ],
  },
  {
    id: 'context-max-tokens-iterations',
    route: '/guide/advanced/context',
    section: 'max-tokens',
    says: 'Agent TARS sets maxTokens to 8192, maxIterations defaults to 1000, and hitting it ends with finish reason max_iterations.',
    rests: [
      { file: 'multimodal/agent-tars/core/src/shared/config-utils.ts', line: 29, text: 'maxTokens: 8192,' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 90, text: 'this.maxIterations = options.maxIterations ?? 1000;' },
      { file: 'multimodal/tarko/agent/src/agent/runner/loop-executor.ts', line: 209, text: 'finishReason: \'max_iterations\',' },
    ],
  },
  {
    id: 'bench-memory-never-collected',
    route: '/guide/advanced/benchmark',
    section: 'run-content-extraction',
    says: 'The content-extraction entry script hard-codes collectMemoryUsage to false and bench:memory does not pass --save, so it records no memory and saves nothing.',
    rests: [
      { file: 'multimodal/benchmark/content-extraction/src/index.ts', line: 37, text: 'collectMemoryUsage: false, // Set to true if --expose-gc flag is used' },
      { file: 'multimodal/benchmark/content-extraction/package.json', line: 9, text: '"bench:memory": "node --expose-gc node_modules/.bin/tsx src/index.ts"' },
      { file: 'multimodal/benchmark/content-extraction/src/benchmark-runner.ts', line: 110, text: 'if (finalConfig.collectMemoryUsage && global.gc) {' },
    ],
  },
  {
    id: 'bench-runs-and-load-event',
    route: '/guide/advanced/benchmark',
    section: 'run-content-extraction',
    says: 'Each strategy runs three times per page, pages count as loaded at domcontentloaded, and a URL argument replaces the two default pages.',
    rests: [
      { file: 'multimodal/benchmark/content-extraction/src/index.ts', line: 36, text: 'runsPerStrategy: 3, // Run each strategy 3 times for performance metrics' },
      { file: 'multimodal/benchmark/content-extraction/src/index.ts', line: 38, text: 'waitUntil: \'domcontentloaded\', // Default page loading strategy' },
      { file: 'multimodal/benchmark/content-extraction/src/index.ts', line: 35, text: 'urls: customUrl ? [customUrl] : urls,' },
    ],
  },
  {
    id: 'bench-token-encoding',
    route: '/guide/advanced/benchmark',
    section: 'extraction-metrics',
    says: 'Tokens are counted with the cl100k_base encoding.',
    rests: [
      { file: 'multimodal/benchmark/content-extraction/src/benchmark-runner.ts', line: 417, text: 'const encoding = get_encoding(\'cl100k_base\');' },
    ],
  },
  {
    id: 'bench-mcp-in-memory-default',
    route: '/guide/advanced/benchmark',
    section: 'mcp-transport',
    says: 'Agent TARS runs its built-in MCP servers in memory by default.',
    rests: [
      { file: 'multimodal/agent-tars/core/src/shared/config-utils.ts', line: 27, text: 'mcpImpl: \'in-memory\',' },
    ],
  },
  {
    id: 'context-instructions-appended',
    route: '/guide/advanced/context',
    section: 'instructions',
    says: 'User instructions are appended after a --- line under the heading User Instructions (Higher Priority).',
    rests: [
      { file: 'multimodal/agent-tars/core/src/agent-tars.ts', line: 262, text: '**User Instructions (Higher Priority):**' },
    ],
  },
  {
    id: 'context-file-references-limits',
    route: '/guide/advanced/context',
    section: 'environment-input',
    says: '@file and @dir references read files up to 2 MB, eight directory levels deep, skipping node_modules.',
    rests: [
      { file: 'multimodal/tarko/context-engineer/src/node/context-reference-processor.ts', line: 32, text: 'maxFileSize: options.maxFileSize ?? 2 * 1024 * 1024, // 2MB limit for LLM context' },
      { file: 'multimodal/tarko/context-engineer/src/node/context-reference-processor.ts', line: 57, text: 'maxDepth: options.maxDepth ?? 8,' },
    ],
  },
  {
    id: 'context-max-images-default',
    route: '/guide/advanced/context',
    section: 'max-images',
    says: 'context.maxImagesCount defaults to 5 and bounds all images in the context together.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 116, text: 'contextAwarenessOptions.maxImagesCount = 5; // Default to 5 images max' },
    ],
  },
  {
    id: 'server-listens-all-interfaces',
    route: '/guide/advanced/server',
    section: 'deploy-start',
    says: 'The classic server calls listen with a port and no host, so it listens on every interface.',
    rests: [
      { file: classicServer, line: 258, text: 'this.server.listen(this.port, () => {' },
    ],
  },
  {
    id: 'server-port-switch-message',
    route: '/guide/advanced/server',
    section: 'deploy-browser',
    says: 'When the port is taken the CLI prints that it is switching and serves on the next free port.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/src/utils/server-setup.ts', line: 22, text: 'unavailable, switching to ${chalk.green(availablePort)}`,' },
      { file: 'multimodal/tarko/agent-cli/src/utils/server-setup.ts', line: 19, text: 'const availablePort = await findAvailablePort(appConfig.server.port!);' },
    ],
  },
  {
    id: 'api-agent-workspace-not-read-by-base',
    route: '/api/agent',
    section: 'agent-options',
    says: 'The base Agent does not read workspace; Agent TARS falls back to process.cwd().',
    rests: [
      { file: 'multimodal/agent-tars/core/src/agent-tars.ts', line: 65, text: 'const workspace = processedOptions.workspace ?? process.cwd();' },
    ],
  },
  {
    id: 'api-agent-name-defaults',
    route: '/api/agent',
    section: 'agent-options',
    says: 'The agent name defaults to Anonymous, or AgentTARS for Agent TARS, and the id to @tarko/agent.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 92, text: 'this.name = options.name ?? \'Anonymous\';' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 93, text: 'this.id = options.id ?? \'@tarko/agent\';' },
      { file: 'multimodal/agent-tars/core/src/agent-tars.ts', line: 88, text: 'name: options.name ?? \'AgentTARS\',' },
    ],
  },
  {
    id: 'metric-timing-log-info-level',
    route: '/guide/advanced/agent-trace',
    section: 'metrics',
    says: 'With metric.enable, assistant messages carry ttftMs and ttltMs, and the timing line is logged at info level, which the default SUCCESS level hides.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/runner/llm-processor.ts', line: 432, text: 'this.logger.info(`[LLM] Response timing | TTFT: ${ttftMs}ms | Total: ${ttltMs}ms`);' },
      { file: 'packages/agent-infra/logger/src/console-logger.ts', line: 90, text: 'if (this.level <= LogLevel.INFO) {' },
      { file: 'multimodal/tarko/agent/src/agent/agent.ts', line: 167, text: 'enableMetrics: options.metric?.enable ?? false,' },
    ],
  },
  {
    id: 'headless-logs-marker',
    route: '/guide/advanced/agent-trace',
    section: 'headless-logs',
    says: 'Captured logs follow the answer under a --- Logs --- line in text format and appear as a logs array in JSON.',
    rests: [
      { file: 'multimodal/tarko/agent-cli/src/core/commands/run.ts', line: 56, text: 'process.stdout.write(\'\\n\\n--- Logs ---\\n\');' },
      { file: 'multimodal/tarko/agent-cli/src/core/commands/run.ts', line: 131, text: '...(includeLogs ? { logs } : {}),' },
    ],
  },
  {
    id: 'config-file-agent-used',
    route: '/api/config',
    section: 'agent',
    says: 'Without --agent, the CLI uses the merged agent value, so an agent key in a config file replaces Agent TARS, without the AGIO reporter.',
    rests: [
      { file: cliBuilder, line: 51, text: 'config = deepMerge(config, userConfig);' },
      { file: cliCore, line: 412, text: 'appConfig.agent ?? this.options.appConfig?.agent,' },
      { file: cliOptions, line: 212, text: 'return defaultAgent;' },
      { file: 'multimodal/tarko/interface/src/agent-implementation.ts', line: 96, text: 'return implementation.type === type;' },
    ],
  },
  {
    id: 'config-cli-sets-workspace',
    route: '/api/config',
    section: 'agent',
    says: 'The CLI always overwrites appConfig.workspace with --workspace or the current directory.',
    rests: [
      { file: cliCore, line: 420, text: 'appConfig.workspace = workspace;' },
      { file: cliCore, line: 369, text: 'const workspace = resolveWorkspacePath(process.cwd(), cliArguments.workspace);' },
    ],
  },
  {
    id: 'tool-calls-run-in-order',
    route: '/api/event-stream',
    section: 'tool-call',
    says: 'Tool calls of one turn run one after another.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/runner/tool-processor.ts', line: 247, text: 'for (const toolCall of toolCalls) {' },
    ],
  },
  {
    id: 'event-stream-subscribe-unsubscribe',
    route: '/guide/advanced/event-stream',
    section: 'watch-events',
    says: 'getEventStream().subscribe returns a function that unsubscribes.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/event-stream.ts', line: 139, text: 'subscribe(callback: (event: AgentEventStream.Event) => void): () => void {' },
      { file: 'multimodal/tarko/agent/src/agent/event-stream.ts', line: 143, text: '// Return unsubscribe function' },
    ],
  },
  {
    id: 'event-stream-model-sees-types',
    route: '/guide/advanced/event-stream',
    section: 'how-it-works',
    says: 'The context is rebuilt from user_message, assistant_message, tool_result, environment_input and plan_update events.',
    rests: [
      { file: 'multimodal/tarko/agent/src/agent/message-history.ts', line: 105, text: 'if (event.type === \'user_message\') {' },
      { file: 'multimodal/tarko/agent/src/agent/message-history.ts', line: 118, text: '} else if (event.type === \'plan_update\') {' },
    ],
  },
  {
    id: 'event-stream-not-stored-in-share',
    route: '/guide/advanced/event-stream',
    section: 'stored-vs-streamed',
    says: 'Shared replays leave out the streaming message chunks.',
    rests: [
      { file: 'multimodal/tarko/agent-server/src/services/ShareService.ts', line: 72, text: 'event.type !== \'assistant_streaming_message\' &&' },
      { file: 'multimodal/tarko/agent-server/src/services/ShareService.ts', line: 74, text: 'event.type !== \'final_answer_streaming\',' },
    ],
  },
  {
    id: 'next-express-vs-hono',
    route: '/guide/advanced/server-next',
    section: 'comparison',
    says: 'The classic server is Express 4 with the cors package, Server Next is Hono built as CommonJS.',
    rests: [
      { file: 'multimodal/tarko/agent-server/package.json', line: 39, text: '"express": "4.21.2",' },
      { file: 'multimodal/tarko/agent-server-next/package.json', line: 27, text: '"hono": "^4.6.10",' },
      { file: 'multimodal/tarko/agent-server-next/rslib.config.ts', line: 11, text: 'format: \'cjs\',' },
    ],
  },
];
