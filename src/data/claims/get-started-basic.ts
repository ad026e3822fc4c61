/** Claims of the Get Started pages and the Basic guide pages other than MCP, model providers and troubleshooting. */
import type { Claim } from './types';

export const getStartedBasicClaims: Claim[] = [
  {
    id: "sdk-default-model-openai-gpt-4o",
    route: "/guide/get-started/sdk",
    section: "first-agent",
    says: "Without a model option the agent resolves to provider openai, model gpt-4o, and the OpenAI client reads OPENAI_API_KEY when no apiKey is given.",
    rests: [
      { file: "multimodal/tarko/model-provider/src/model-resolver.ts", line: 41, text: "const provider = runProvider || agentModel?.provider || 'openai';" },
      { file: "multimodal/tarko/model-provider/src/model-resolver.ts", line: 42, text: "const model = runModel || agentModel?.id || 'gpt-4o';" },
      { file: "multimodal/tarko/llm-client/src/handlers/openai.ts", line: 36, text: "const apiKey = this.opts.apiKey ?? process.env.OPENAI_API_KEY;" },
    ],
  },
  {
    id: "sdk-workspace-defaults-to-cwd",
    route: "/guide/get-started/sdk",
    section: "agent-tars",
    says: "AgentTARS uses process.cwd() as its workspace when the workspace option is not given.",
    rests: [
      { file: "multimodal/agent-tars/core/src/agent-tars.ts", line: 65, text: "const workspace = processedOptions.workspace ?? process.cwd();" },
    ],
  },
  {
    id: "sdk-run-initializes-on-first-use",
    route: "/guide/get-started/sdk",
    section: "agent-tars",
    says: "run() calls initialize() itself when the agent has not been initialized yet.",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/agent.ts", line: 304, text: "if (!this.initialized) await this.initialize();" },
    ],
  },
  {
    id: "sdk-agent-tars-default-options",
    route: "/guide/get-started/sdk",
    section: "agent-tars",
    says: "AgentTARS defaults maxTokens to 8192 and enableStreamingToolCallEvents to true.",
    rests: [
      { file: "multimodal/agent-tars/core/src/shared/config-utils.ts", line: 29, text: "maxTokens: 8192," },
      { file: "multimodal/agent-tars/core/src/shared/config-utils.ts", line: 30, text: "enableStreamingToolCallEvents: true," },
    ],
  },
  {
    id: "sdk-abort-ends-with-abort-message",
    route: "/guide/get-started/sdk",
    section: "streaming",
    says: "An aborted run ends with an assistant_message \"Request was aborted\" with finishReason abort; a system event \"LLM request aborted\" precedes it only when the aborted request throws.",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/runner/loop-executor.ts", line: 71, text: "content: 'Request was aborted'," },
      { file: "multimodal/tarko/agent/src/agent/runner/loop-executor.ts", line: 72, text: "finishReason: 'abort'," },
      { file: "multimodal/tarko/agent/src/agent/agent-runner.ts", line: 193, text: "message: `LLM request aborted`," },
    ],
    quotes: ["LLM request aborted", "Request was aborted"],
  },
  {
    id: "sdk-one-run-at-a-time",
    route: "/guide/get-started/sdk",
    section: "hooks",
    says: "run() throws while the same agent is already executing a task.",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/agent.ts", line: 292, text: "if (this.executionController.isExecuting()) {" },
      { file: "multimodal/tarko/agent/src/agent/agent.ts", line: 294, text: "'Agent is already executing a task. Complete or abort the current task before starting a new one.'," },
    ],
  },
  {
    id: "cli-run-is-default-command",
    route: "/guide/basic/cli",
    section: "commands",
    says: "The default command is [run] [agent]; without --headless it starts the interactive Web UI.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 177, text: "const runCommand = cli.command('[run] [agent]', 'Run Agent in interactive UI or headless mode');" },
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 243, text: "await this.runInteractiveMode(cliArguments);" },
    ],
  },
  {
    id: "cli-port-busy-switches",
    route: "/guide/basic/cli",
    section: "start-the-web-ui",
    says: "When the port is taken the CLI tries the next port and prints that it switched.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/utils/port.ts", line: 19, text: "findAvailablePort(startPort + 1)" },
      { file: "multimodal/tarko/agent-cli/src/utils/server-setup.ts", line: 22, text: "unavailable, switching to" },
    ],
  },
  {
    id: "cli-box-model-not-specified",
    route: "/guide/basic/cli",
    section: "start-the-web-ui",
    says: "The startup box shows the model as \"provider | id\", or \"Not specified\" when no provider is configured.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/start.ts", line: 79, text: "chalk.gray('Not specified')" },
    ],
  },
  {
    id: "cli-open-only-when-box-printed",
    route: "/guide/basic/cli",
    section: "pitfalls",
    says: "--open is handled inside the branch that prints the startup box, which --quiet (log level SILENT) skips.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/start.ts", line: 61, text: "if (appConfig.logLevel !== LogLevel.SILENT) {" },
      { file: "multimodal/tarko/agent-cli/src/core/commands/start.ts", line: 92, text: "if (options.open) {" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 221, text: "config.logLevel = LogLevel.SILENT;" },
    ],
  },
  {
    id: "cli-allcaps-value-is-env-var",
    route: "/guide/basic/cli",
    section: "model-flags",
    says: "An ALL-CAPS --model.apiKey or --model.baseURL value is read from the environment, and an unset variable is used literally with a warning.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/utils/misc.ts", line: 19, text: "if (/^[A-Z][A-Z0-9_]*$/.test(value)) {" },
      { file: "multimodal/tarko/agent-cli/src/utils/misc.ts", line: 25, text: "not found, using as literal value" },
    ],
    quotes: ["Environment variable \"<name>\" not found, using as literal value"],
  },
  {
    id: "cli-headless-no-input-error",
    route: "/guide/basic/cli",
    section: "headless",
    says: "Headless mode reads stdin when --input is missing and exits with \"Error: No input provided\" when neither is given.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/stdin.ts", line: 13, text: "if (process.stdin.isTTY) {" },
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 293, text: "console.error('Error: No input provided. Use --input parameter or pipe content to stdin');" },
    ],
    quotes: ["Error: No input provided. Use --input parameter or pipe content to stdin"],
  },
  {
    id: "cli-headless-cache-server-8899",
    route: "/guide/basic/cli",
    section: "headless",
    says: "With the cache on, a headless run starts a server on port 8899 and stores the run as a session named after the input and tagged run.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/run.ts", line: 78, text: "port: 8899," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/run.ts", line: 98, text: "sessionName: input," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/run.ts", line: 99, text: "sessionTags: ['run']," },
    ],
  },
  {
    id: "cli-use-cache-false-string",
    route: "/guide/basic/cli",
    section: "headless",
    says: "Only a boolean false turns the headless cache off, so the string \"false\" from --use-cache false keeps it on.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 307, text: "const useCache = cliArguments.useCache !== false;" },
    ],
  },
  {
    id: "cli-headless-logs-silenced",
    route: "/guide/basic/cli",
    section: "headless",
    says: "Headless mode runs quiet unless --debug is given, and logs are included with --include-logs or --debug.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 300, text: "const quietMode = cliArguments.debug ? false : true;" },
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 315, text: "includeLogs: cliArguments.includeLogs || !!cliArguments.debug," },
    ],
  },
  {
    id: "cli-serve-headless-box",
    route: "/guide/basic/cli",
    section: "serve",
    says: "serve prints a \"Headless Server\" box with \"Mode: Headless (API only)\" and serves no Web UI.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/serve.ts", line: 34, text: "Headless Server" },
      { file: "multimodal/tarko/agent-cli/src/core/commands/serve.ts", line: 38, text: "chalk.yellow('Headless (API only)')" },
    ],
  },
  {
    id: "cli-builtin-agents",
    route: "/guide/basic/cli",
    section: "agent",
    says: "The built-in agent names are agent-tars, omni-tars and mcp-agent; any other value is treated as a module path.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 148, text: "'agent-tars': {" },
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 152, text: "'omni-tars': {" },
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 156, text: "'mcp-agent': {" },
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 203, text: "// Otherwise treat as custom module path" },
    ],
  },
  {
    id: "cli-request-format-default-raw",
    route: "/guide/basic/cli",
    section: "request",
    says: "request keeps the short flags --provider, --model, --apiKey and --baseURL, and --format defaults to raw.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 254, text: ".option('--provider <provider>', 'LLM provider name (required)')" },
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 261, text: ".option('--format [format]', 'Output format: \"raw\" (default) or \"semantic\"', {" },
    ],
  },
  {
    id: "cli-search-count-parser-default",
    route: "/guide/basic/cli",
    section: "pitfalls",
    says: "--port has a parser default of 8888 and --search.count of 10, so both always override the config file.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 19, text: ".option('--port <port>', 'Port to run the server on', { default: DEFAULT_PORT })" },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 90, text: ".option('--search.count [count]', 'Search result count', { default: 10 })" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 260, text: "config.server.port = serverOptions.port;" },
    ],
  },
  {
    id: "cli-stream-flag-dropped",
    route: "/guide/basic/cli",
    section: "pitfalls",
    says: "--stream is destructured out of the CLI arguments and never reaches the app config.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 60, text: ".option('--stream', 'Enable streaming mode for LLM responses')" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 82, text: "    ...cliConfigProps" },
    ],
  },
  {
    id: "cli-tool-filter-comma",
    route: "/guide/basic/cli",
    section: "flag-spelling",
    says: "--tool.exclude is repeatable and each value is also split on commas.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 80, text: "'--tool.exclude <patterns>'," },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 359, text: "const excludePatterns = Array.isArray(tool.exclude) ? tool.exclude : [tool.exclude];" },
    ],
  },
  {
    id: "cli-tarko-config-lookup-order",
    route: "/guide/basic/cli",
    section: "config-and-env",
    says: "The CLI looks for tarko.config.ts, tarko.config.yaml and tarko.config.json in that order, in the workspace and in the global workspace.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/config/paths.ts", line: 17, text: "export const CONFIG_FILES = ['tarko.config.ts', 'tarko.config.yaml', 'tarko.config.json'];" },
    ],
  },
  {
    id: "cli-env-local-before-env",
    route: "/guide/basic/cli",
    section: "config-and-env",
    says: "The CLI loads .env.local from the workspace, or .env only when .env.local does not exist.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/config/loader.ts", line: 65, text: "const envPaths = [path.join(workspace, '.env.local'), path.join(workspace, '.env')];" },
      { file: "multimodal/tarko/agent-cli/src/config/loader.ts", line: 70, text: "logDebugInfo('Environment files loaded', p, isDebug);" },
    ],
  },
  {
    id: "cli-deprecated-warning",
    route: "/guide/basic/cli",
    section: "deprecated-flags",
    says: "Deprecated flags still work but print \"Deprecated CLI options detected\".",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 97, text: "logDeprecatedWarning(deprecatedKeys);" },
      { file: "multimodal/tarko/agent-cli/src/config/display.ts", line: 49, text: "Deprecated CLI options detected: ${options.join" },
    ],
  },
  {
    id: "cli-planner-enable-no-consumer",
    route: "/guide/basic/cli",
    section: "agent-tars-flags",
    says: "--planner.enable is registered by the Agent TARS CLI, which also lists bing_search in the search.provider help.",
    rests: [
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 82, text: ".option('--planner.enable', 'Enable planning functionality for complex tasks')" },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 88, text: "'Search provider (browser_search, tavily, bing_search)'," },
    ],
  },
  {
    id: "workspace-cwd-or-flag",
    route: "/guide/basic/workspace",
    section: "how-the-path-is-chosen",
    says: "The workspace is --workspace (with ~, relative or absolute forms) or else the current directory, and it overwrites any workspace key from a config file.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/utils/workspace-path.ts", line: 26, text: "resolvedPath = baseDir;" },
      { file: "multimodal/tarko/agent-cli/src/core/cli.ts", line: 420, text: "appConfig.workspace = workspace;" },
    ],
  },
  {
    id: "workspace-instructions-file",
    route: "/guide/basic/workspace",
    section: "what-the-workspace-controls",
    says: ".tarko/instructions.md in the workspace becomes the instructions option.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/utils/workspace-config.ts", line: 14, text: "INSTRUCTIONS: '.tarko/instructions.md'," },
      { file: "multimodal/tarko/agent-cli/src/utils/workspace-config.ts", line: 30, text: "config.instructions = instructions;" },
    ],
  },
  {
    id: "workspace-relative-paths-resolved",
    route: "/guide/basic/workspace",
    section: "what-the-workspace-controls",
    says: "Relative path, paths, source and destination arguments of the file tools and the cwd of run_command/run_script are resolved against the workspace.",
    rests: [
      { file: "multimodal/agent-tars/core/src/shared/workspace-path-resolver.ts", line: 50, text: "move_file: ['source', 'destination']," },
      { file: "multimodal/agent-tars/core/src/shared/workspace-path-resolver.ts", line: 55, text: "run_command: ['cwd']," },
      { file: "multimodal/agent-tars/core/src/shared/workspace-path-resolver.ts", line: 56, text: "run_script: ['cwd']," },
    ],
  },
  {
    id: "workspace-filesystem-allowed-dir",
    route: "/guide/basic/workspace",
    section: "file-confinement",
    says: "The built-in filesystem server gets the workspace as its only allowed directory and rejects other paths with \"Access denied - path outside allowed directories\".",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 176, text: "allowedDirectories: [this.workspace]," },
      { file: "packages/agent-infra/mcp-servers/filesystem/src/server.ts", line: 80, text: "`Access denied - path outside allowed directories: ${absolute} not in ${allowedDirectories.join" },
    ],
  },
  {
    id: "workspace-commands-no-cwd",
    route: "/guide/basic/workspace",
    section: "file-confinement",
    says: "The commands server is created without a cwd, so a command without cwd runs in the directory of the CLI process.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 178, text: "commands: commandsModule.createServer()," },
      { file: "packages/agent-infra/mcp-servers/commands/src/server.ts", line: 137, text: "if (args?.cwd) {" },
    ],
  },
  {
    id: "workspace-screenshot-images-cwd",
    route: "/guide/basic/workspace",
    section: "file-confinement",
    says: "browser_screenshot writes into an images folder under process.cwd(), not under the workspace.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/browser/tools/visual.ts", line: 44, text: "const imagesDir = path.join(process.cwd(), 'images');" },
    ],
  },
  {
    id: "workspace-init-prompts",
    route: "/guide/basic/workspace",
    section: "create-global-workspace",
    says: "workspace --init asks before continuing in an existing folder (default No), offers ts/json/yaml and four providers, and asks about git init (default Yes).",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 89, text: "'Workspace already exists. Config files will be overwritten, but other files will be preserved. Continue?'," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 121, text: "{ value: 'azure-openai' as const, label: 'Azure OpenAI' }," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 131, text: "message: 'Initialize git repository? (Recommended for version control)'," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 291, text: "const gitignore = `node_modules/\\n.DS_Store\\n`;" },
    ],
  },
  {
    id: "workspace-global-enabled-by-default",
    route: "/guide/basic/workspace",
    section: "manage-global-workspace",
    says: "The enabled flag lives in a conf store named tarko-agent-cli and defaults to enabled.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 25, text: "projectName: 'tarko-agent-cli'," },
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 28, text: "globalWorkspaceEnabled: true," },
    ],
  },
  {
    id: "workspace-open-needs-code",
    route: "/guide/basic/workspace",
    section: "manage-global-workspace",
    says: "workspace --open runs code --version first and otherwise prints \"VSCode not found\" and the path.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 315, text: "await execPromise('code --version');" },
      { file: "multimodal/tarko/agent-cli/src/core/commands/global-workspace.ts", line: 323, text: "console.warn('VSCode not found. Please install VSCode or manually open the workspace:');" },
    ],
  },
  {
    id: "workspace-global-dir-name",
    route: "/guide/basic/workspace",
    section: "global-workspace",
    says: "The Agent TARS global workspace folder is ~/.agent-tars-workspace.",
    rests: [
      { file: "multimodal/agent-tars/interface/src/constants.ts", line: 21, text: "GLOBAL_WORKSPACE_DIR: '.agent-tars-workspace'," },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 49, text: "globalWorkspaceDir: AGENT_TARS_CONSTANTS.GLOBAL_WORKSPACE_DIR," },
    ],
  },
  {
    id: "workspace-session-db-path",
    route: "/guide/basic/workspace",
    section: "several-projects",
    says: "The CLI stores sessions in SQLite at ~/.agent-tars/agent-tars.db.",
    rests: [
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 43, text: "baseDir: path.join(homedir(), AGENT_TARS_CONSTANTS.GLOBAL_STORAGE_DIR)," },
      { file: "multimodal/agent-tars/interface/src/constants.ts", line: 15, text: "SESSION_DATA_DB_NAME: 'agent-tars.db'," },
      { file: "multimodal/agent-tars/interface/src/constants.ts", line: 27, text: "GLOBAL_STORAGE_DIR: '.agent-tars'," },
    ],
  },
  {
    id: "browser-vision-needs-volcengine",
    route: "/guide/basic/browser",
    section: "model-compatibility",
    says: "Only the volcengine provider keeps hybrid or visual-grounding; any other or missing provider is switched to dom with a warning.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts", line: 13, text: "const GUI_SUPPORTED_PROVIDERS: ModelProviderName[] = ['volcengine'];" },
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts", line: 52, text: "return 'dom';" },
    ],
    quotes: ["Vision-based browser control (hybrid) is not supported with <provider>"],
  },
  {
    id: "browser-non-volcengine-gets-dom",
    route: "/guide/basic/browser",
    section: "choose-a-mode",
    says: "Whatever browser.control says, a provider other than volcengine ends up in dom mode, and the downgrade log line starts with \"Vision-based browser control (hybrid) is not supported with\".",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts", line: 38, text: "if (!provider || !GUI_SUPPORTED_PROVIDERS.includes(provider as ModelProviderName)) {" },
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts", line: 44, text: "`Vision-based browser control (${requestedModeValue}) is not supported with ${providerName}`," },
    ],
  },
  {
    id: "browser-dom-mode-tools",
    route: "/guide/basic/browser",
    section: "tools-per-mode",
    says: "dom mode registers the MCP browser tools listed, including browser_evaluate, and no browser_vision_control.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-strategies/browser-dom-strategy.ts", line: 49, text: "'browser_evaluate'," },
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-control-strategies/browser-dom-strategy.ts", line: 33, text: "'browser_navigate'," },
    ],
  },
  {
    id: "browser-vision-control-grid",
    route: "/guide/basic/browser",
    section: "vision-control",
    says: "browser_vision_control points use a 0–1000 grid and each action is followed by a 500 ms pause.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-gui-agent.ts", line: 80, text: "this.factors = options.factors || [1000, 1000];" },
      { file: "multimodal/agent-tars/core/src/environments/local/browser/browser-gui-agent.ts", line: 157, text: "await sleep(500);" },
    ],
  },
  {
    id: "browser-linux-chrome-names",
    route: "/guide/basic/browser",
    section: "launch",
    says: "On Linux only the first name of each list is tried with which, so google-chrome and chromium alone are never found.",
    rests: [
      { file: "packages/agent-infra/browser/src/browser-finder/chrome-paths.ts", line: 37, text: "const path = which.sync(name);" },
      { file: "packages/agent-infra/browser/src/browser-finder/chrome-paths.ts", line: 88, text: "linux: () => getChromeOnLinux(['google-chrome-stable', 'google-chrome'])," },
      { file: "packages/agent-infra/browser/src/browser-finder/chrome-paths.ts", line: 103, text: "linux: () => getChromeOnLinux(['chromium-browser', 'chromium'])," },
    ],
  },
  {
    id: "browser-not-found-errors",
    route: "/guide/basic/browser",
    section: "launch",
    says: "When no browser is found the thrown error is \"Unable to find any browser.\"; the Chrome error is only logged as a warning before Edge and Firefox are tried.",
    rests: [
      { file: "packages/agent-infra/browser/src/browser-finder/chrome-paths.ts", line: 174, text: "const error = new Error('Unable to find any chrome browser.');" },
      { file: "packages/agent-infra/browser/src/browser-finder/index.ts", line: 97, text: "this.logger.warn('Find Chrome Error:', e);" },
      { file: "packages/agent-infra/browser/src/browser-finder/index.ts", line: 118, text: "const error = new Error('Unable to find any browser.');" },
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 118, text: "const browserInfo = new BrowserFinder(this.logger).findBrowser();" },
    ],
    quotes: ["Unable to find any chrome browser.", "Unable to find any browser."],
  },
  {
    id: "browser-launch-settings",
    route: "/guide/basic/browser",
    section: "launch",
    says: "A local browser gets a 1280×800 viewport, a window 90 px taller, denied downloads and headless off by default.",
    rests: [
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 28, text: "const viewportWidth = options?.defaultViewport?.width ?? 1280;" },
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 29, text: "const viewportHeight = options?.defaultViewport?.height ?? 800;" },
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 62, text: "`--window-size=${viewportWidth},${viewportHeight + 90}`," },
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 90, text: "policy: 'deny'," },
      { file: "packages/agent-infra/browser/src/local-browser.ts", line: 35, text: "headless: options?.headless ?? false," },
    ],
  },
  {
    id: "browser-defaults",
    route: "/guide/basic/browser",
    section: "reference",
    says: "Agent TARS defaults browser.control to hybrid, browser.headless to false and browser.type to local.",
    rests: [
      { file: "multimodal/agent-tars/core/src/shared/config-utils.ts", line: 25, text: "control: 'hybrid'," },
      { file: "multimodal/agent-tars/core/src/shared/config-utils.ts", line: 24, text: "headless: false," },
      { file: "multimodal/agent-tars/core/src/shared/config-utils.ts", line: 23, text: "type: 'local'," },
    ],
  },
  {
    id: "command-server-tools",
    route: "/guide/basic/command",
    section: "tools",
    says: "The commands server registers run_command and run_script, and Agent TARS prefixes each description with the server name in brackets.",
    rests: [
      { file: "packages/agent-infra/mcp-servers/commands/src/server.ts", line: 39, text: "'run_command'," },
      { file: "packages/agent-infra/mcp-servers/commands/src/server.ts", line: 55, text: "'run_script'," },
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 279, text: "description: `[${moduleName}] ${tool.description}`," },
    ],
  },
  {
    id: "command-cwd-resolution",
    route: "/guide/basic/command",
    section: "where-commands-run",
    says: "A relative cwd is resolved against the workspace, an absolute one is used as given, and without cwd exec inherits the directory of the CLI process.",
    rests: [
      { file: "multimodal/agent-tars/core/src/shared/workspace-path-resolver.ts", line: 55, text: "run_command: ['cwd']," },
      { file: "packages/agent-infra/mcp-servers/commands/src/server.ts", line: 138, text: "options.cwd = String(args.cwd);" },
      { file: "packages/agent-infra/mcp-servers/commands/src/server.ts", line: 143, text: "const result = await execAsync(command, options);" },
    ],
  },
  {
    id: "command-prompt-python3",
    route: "/guide/basic/command",
    section: "prompt-rules",
    says: "The system prompt tells the model to use python3, avoid confirmations with -y/-f, chain with && and use bc for arithmetic.",
    rests: [
      { file: "multimodal/agent-tars/core/src/prompt.ts", line: 60, text: "IMPORTANT: Always use \\`python3\\` command instead of \\`python\\`" },
      { file: "multimodal/agent-tars/core/src/prompt.ts", line: 81, text: "actively use -y or -f flags for automatic confirmation" },
      { file: "multimodal/agent-tars/core/src/prompt.ts", line: 83, text: "Chain multiple commands with && operator" },
    ],
  },
  {
    id: "search-provider-map",
    route: "/guide/basic/search",
    section: "pitfalls",
    says: "Only browser_search, bing, tavily, searxng and duckduckgo are mapped; anything else, bing_search included, becomes browser_search.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/search/search-tool.ts", line: 79, text: "bing: SearchProvider.BingSearch," },
      { file: "multimodal/agent-tars/core/src/environments/local/search/search-tool.ts", line: 85, text: "const resolvedProvider = providerMap[provider] || SearchProvider.BrowserSearch;" },
    ],
  },
  {
    id: "search-bing-search-falls-back",
    route: "/guide/basic/search",
    section: "providers",
    says: "bing_search is not a key of the provider map, so it falls back to browser_search; the Bing endpoint defaults to https://api.bing.microsoft.com/v7.0 unless search.baseUrl or BING_SEARCH_API_BASE_URL is set.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/search/search-tool.ts", line: 85, text: "const resolvedProvider = providerMap[provider] || SearchProvider.BrowserSearch;" },
      { file: "packages/agent-infra/search/bing-search/src/config.ts", line: 42, text: "'https://api.bing.microsoft.com/v7.0';" },
      { file: "packages/agent-infra/search/bing-search/src/config.ts", line: 41, text: "process.env.BING_SEARCH_API_BASE_URL ||" },
    ],
  },
  {
    id: "search-error-result",
    route: "/guide/basic/search",
    section: "how-it-works",
    says: "A failing search returns { error: \"Search failed: …\" } to the model instead of throwing.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/search/search-tool.ts", line: 134, text: "error: `Search failed: ${error instanceof Error ? error.message : String(error)}`," },
    ],
  },
  {
    id: "search-engine-lost",
    route: "/guide/basic/search",
    section: "browser-search-options",
    says: "Agent TARS passes engine inside providerConfig, but browser search reads only defaultEngine, so Google is always used.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/search/search-tool.ts", line: 50, text: "engine: config.browserSearch?.engine || 'google'," },
      { file: "packages/agent-infra/search/browser-search/src/browser-search.ts", line: 47, text: "this.defaultEngine = config.defaultEngine ?? 'google';" },
    ],
  },
  {
    id: "search-searxng-default-url",
    route: "/guide/basic/search",
    section: "providers",
    says: "searxng defaults to https://127.0.0.1:8081.",
    rests: [
      { file: "packages/agent-infra/search/search/src/searxng.ts", line: 33, text: "const { baseUrl = 'https://127.0.0.1:8081' } = config;" },
    ],
  },
  {
    id: "search-bing-env-key",
    route: "/guide/basic/search",
    section: "bing",
    says: "The Bing client falls back to BING_SEARCH_API_KEY when no apiKey is given.",
    rests: [
      { file: "packages/agent-infra/search/bing-search/src/config.ts", line: 38, text: "const apiKey = options?.apiKey || process.env.BING_SEARCH_API_KEY" },
    ],
  },
  {
    id: "file-directory-tree-limits",
    route: "/guide/basic/file",
    section: "directory-tree",
    says: "Agent TARS's directory_tree defaults to maxDepth 3 and maxFiles 1000.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/filesystem/filesystem-tools-manager.ts", line: 178, text: "maxDepth = 3," },
      { file: "multimodal/agent-tars/core/src/environments/local/filesystem/filesystem-tools-manager.ts", line: 179, text: "maxFiles = 1000," },
    ],
  },
  {
    id: "file-access-denied-errors",
    route: "/guide/basic/file",
    section: "allowed-directories",
    says: "Paths outside the workspace, symlink targets outside it and new files whose parent is outside it are refused with three distinct errors.",
    rests: [
      { file: "packages/agent-infra/mcp-servers/filesystem/src/server.ts", line: 93, text: "'Access denied - symlink target outside allowed directories'," },
      { file: "packages/agent-infra/mcp-servers/filesystem/src/server.ts", line: 110, text: "'Access denied - parent directory outside allowed directories'," },
    ],
    quotes: ["Access denied - symlink target outside allowed directories", "Access denied - parent directory outside allowed directories"],
  },
  {
    id: "file-stdio-npx",
    route: "/guide/basic/file",
    section: "how-it-works",
    says: "With mcpImpl stdio the filesystem server is started as npx -y @agent-infra/mcp-server-filesystem <workspace>.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 470, text: "if (this.options.mcpImpl === 'stdio') {" },
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 478, text: "args: ['-y', '@agent-infra/mcp-server-filesystem', this.workspace]," },
    ],
  },
  {
    id: "file-one-allowed-directory",
    route: "/guide/basic/file",
    section: "how-it-works",
    says: "The in-memory filesystem server is created with the workspace as its only allowed directory.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/local/index.ts", line: 176, text: "allowedDirectories: [this.workspace]," },
    ],
  },
  {
    id: "codeact-aio-sandbox-mcp-url",
    route: "/guide/basic/codeact",
    section: "control",
    says: "With aioSandbox set, Agent TARS connects to the MCP endpoint <url>/mcp.",
    rests: [
      { file: "multimodal/agent-tars/core/src/environments/aio/index.ts", line: 61, text: "url: `${this.options.aioSandbox}/mcp`," },
    ],
  },
  {
    id: "codeact-omni-tars-module",
    route: "/guide/basic/codeact",
    section: "omni-tars",
    says: "--agent omni-tars resolves to the @omni-tars/agent package.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/options.ts", line: 153, text: "modulePath: '@omni-tars/agent'," },
    ],
  },
  {
    id: "vision-max-images-default",
    route: "/guide/basic/vision",
    section: "image-budget",
    says: "context.maxImagesCount defaults to 5 and older images are replaced by \"[Image omitted to conserve context]\".",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/agent.ts", line: 116, text: "contextAwarenessOptions.maxImagesCount = 5;" },
      { file: "multimodal/tarko/agent/src/agent/message-history.ts", line: 288, text: "text: '[Image omitted to conserve context]'," },
    ],
    quotes: ["[Image omitted to conserve context]"],
  },
  {
    id: "vision-json-limit-20mb",
    route: "/guide/basic/vision",
    section: "through-the-api",
    says: "The server accepts JSON bodies up to 20 MB.",
    rests: [
      { file: "multimodal/tarko/agent-server/src/api/index.ts", line: 35, text: "app.use(express.json({ limit: '20mb' }));" },
    ],
  },
  {
    id: "vision-environment-prefix",
    route: "/guide/basic/vision",
    section: "image-roles",
    says: "Environment inputs reach the model prefixed with [Environment: <description>].",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/message-history.ts", line: 464, text: "text: `[Environment: ${description}]`," },
    ],
  },
  {
    id: "webui-agent-tars-values-win",
    route: "/guide/basic/web-ui",
    section: "configure",
    says: "The webui config from the app is deep-merged with the Agent TARS webui config, whose values win.",
    rests: [
      { file: "multimodal/tarko/agent-server/src/utils/webui/config.ts", line: 22, text: "return deepMerge(baseWebUIConfig, agentConstructorWebConfig || {});" },
    ],
  },
  {
    id: "webui-gui-agent-values",
    route: "/guide/basic/web-ui",
    section: "gui-actions",
    says: "Agent TARS sets defaultScreenshotRenderStrategy beforeAction, enableScreenshotRenderStrategySwitch true and renderGUIAction true.",
    rests: [
      { file: "multimodal/agent-tars/core/src/webui-config.ts", line: 141, text: "defaultScreenshotRenderStrategy: 'beforeAction'," },
      { file: "multimodal/agent-tars/core/src/webui-config.ts", line: 142, text: "enableScreenshotRenderStrategySwitch: true," },
    ],
  },
  {
    id: "webui-remote-type-fails",
    route: "/guide/basic/web-ui",
    section: "configure",
    says: "webui.type other than static fails with \"Unsupported web ui type\".",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/core/commands/start.ts", line: 44, text: "throw new Error(`Unsupported web ui type: ${webui.type}`);" },
    ],
  },
  {
    id: "webui-theme-dark-stored-on-first-visit",
    route: "/guide/basic/web-ui",
    section: "dark-mode",
    says: "On the first visit the UI applies dark mode and stores dark under agent-tars-theme, so the system colour-scheme listener, which only acts when nothing is stored, has no effect.",
    rests: [
      { file: "multimodal/tarko/agent-ui/src/common/hooks/useThemeInitialization.ts", line: 23, text: "localStorage.setItem('agent-tars-theme', 'dark');" },
      { file: "multimodal/tarko/agent-ui/src/common/hooks/useThemeInitialization.ts", line: 31, text: "if (localStorage.getItem('agent-tars-theme') === null) {" },
    ],
  },
  {
    id: "webui-download-file-name",
    route: "/guide/basic/web-ui",
    section: "download-replay",
    says: "Download HTML saves the replay as agent-tars-<sessionId>-<timestamp>.html.",
    rests: [
      { file: "multimodal/tarko/agent-ui/src/standalone/share/shareService.ts", line: 94, text: "a.download = `agent-tars-${sessionId}-${Date.now()}.html`;" },
    ],
  },
  {
    id: "webui-upload-file-name",
    route: "/guide/basic/web-ui",
    section: "share-provider",
    says: "The uploaded replay file is named agent-replay-<sessionId>-<timestamp>.html.",
    rests: [
      { file: "multimodal/tarko/agent-ui-builder/src/builder.ts", line: 128, text: "const fileName = `agent-replay-${sessionId}-${Date.now()}.html`;" },
    ],
  },
  {
    id: "cli-engines-node-22-15",
    route: "/guide/basic/cli",
    section: "install",
    says: "@agent-tars/cli declares engines.node >=22.15.0 and the session store imports node:sqlite.",
    rests: [
      { file: "multimodal/agent-tars/cli/package.json", line: 11, text: "\"node\": \">=22.15.0\"" },
      { file: "multimodal/tarko/agent-server/src/storage/SQLiteStorageProvider.ts", line: 8, text: "import { DatabaseSync } from 'node:sqlite';" },
    ],
  },
  {
    id: "cli-logo-version",
    route: "/guide/basic/cli",
    section: "upgrade",
    says: "The logo box prints the title followed by v<version>, and the Agent TARS CLI takes the version from its package.json.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/utils/logo.ts", line: 55, text: "logoContent.push(`${brandGradient(title)} ${chalk.dim(`v${version}`)}`);" },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 31, text: "version: packageJson.version," },
    ],
  },
  {
    id: "cli-browser-control-alias-silent",
    route: "/guide/basic/cli",
    section: "deprecated-flags",
    says: "Only provider, apiKey, baseURL, shareProvider and thinking count as deprecated options for the warning; --browser-control and --browser-cdp-endpoint are applied by the Agent TARS enhancer without a warning.",
    rests: [
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 86, text: "const deprecatedOptionValues = {" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 90, text: "    shareProvider," },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 106, text: "// Handle deprecated Agent TARS browser options" },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 115, text: "if (browserControl && !agentTARSConfig.browser.control) {" },
    ],
  },
  {
    id: "browser-old-flags-yield-to-config",
    route: "/guide/basic/browser",
    section: "reference",
    says: "--browser-control and --browser-cdp-endpoint only fill browser.control / browser.cdpEndpoint when the config files left them unset, and the dotted CLI flags merged afterwards override them.",
    rests: [
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 115, text: "if (browserControl && !agentTARSConfig.browser.control) {" },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 120, text: "if (browserCdpEndpoint && !agentTARSConfig.browser.cdpEndpoint) {" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 111, text: "cliOptionsEnhancer(cliArguments, config);" },
      { file: "multimodal/tarko/agent-cli/src/config/builder.ts", line: 118, text: "config = deepMerge(config, cliConfigProps);" },
    ],
  },
  {
    id: "cli-exclusive-blocks-new-sessions-only",
    route: "/guide/basic/cli",
    section: "serve",
    says: "server.exclusive answers 409 on session creation and one-shot queries while a session runs; the query routes of existing sessions have no such check.",
    rests: [
      { file: "multimodal/tarko/agent-server/src/api/routes/sessions.ts", line: 19, text: "router.post('/create', exclusiveModeMiddleware, sessionsController.createSession);" },
      { file: "multimodal/tarko/agent-server/src/api/routes/oneshot.ts", line: 16, text: "app.post('/api/v1/oneshot/query', exclusiveModeMiddleware, oneshotController.createAndQuery);" },
      { file: "multimodal/tarko/agent-server/src/api/middleware/exclusive-mode.ts", line: 22, text: "return res.status(409).json({" },
    ],
  },
  {
    id: "file-dump-and-snapshot-location",
    route: "/guide/basic/file",
    section: "other-writers",
    says: "experimental.dumpMessageHistory writes session_<id>.json into the workspace, and snapshots go to snapshot.storageDirectory or else the workspace.",
    rests: [
      { file: "multimodal/agent-tars/core/src/shared/message-history-dumper.ts", line: 130, text: "const filename = `session_${sessionId}.json`;" },
      { file: "multimodal/agent-tars/core/src/shared/message-history-dumper.ts", line: 131, text: "const filePath = path.join(this.options.workspace, filename);" },
      { file: "multimodal/tarko/agent-server/src/core/AgentSession.ts", line: 278, text: "agentOptions.snapshot.storageDirectory ?? this.server.getCurrentWorkspace();" },
    ],
  },
  {
    id: "webui-session-title-and-storage",
    route: "/guide/basic/web-ui",
    section: "sessions",
    says: "The Agent TARS CLI stores sessions in SQLite under ~/.agent-tars as agent-tars.db.",
    rests: [
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 42, text: "type: 'sqlite'," },
      { file: "multimodal/agent-tars/cli/src/index.ts", line: 44, text: "dbName: AGENT_TARS_CONSTANTS.SESSION_DATA_DB_NAME," },
    ],
  },
  {
    id: "workspace-in-system-prompt",
    route: "/guide/basic/workspace",
    section: "what-the-workspace-controls",
    says: "The system prompt names the workspace as the current working directory and appends instructions under a higher-priority heading.",
    rests: [
      { file: "multimodal/agent-tars/core/src/agent-tars.ts", line: 259, text: "Current Working Directory: ${workspace}" },
      { file: "multimodal/agent-tars/core/src/agent-tars.ts", line: 262, text: "**User Instructions (Higher Priority):**" },
    ],
  },
  {
    id: "webui-title-six-words",
    route: "/guide/basic/web-ui",
    section: "sessions",
    says: "The server can ask the model for a session title of at most six words.",
    rests: [
      { file: "multimodal/tarko/agent/src/agent/agent.ts", line: 519, text: "Generate a short, concise title (maximum 6 words)" },
      { file: "multimodal/tarko/agent-server/src/api/routes/sessions.ts", line: 36, text: "router.post('/generate-summary', sessionsController.generateSummary);" },
    ],
  },
];
