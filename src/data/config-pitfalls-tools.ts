/**
 * Config pitfalls of Agent TARS 0.3.0 for the browser, search, MCP servers,
 * the Web UI and keys the CLI overrides. Same shape and rules as
 * `config-pitfalls.ts`, which joins both lists.
 */
import { type Condition, type ConfigPitfall, L, configFileFormats } from './config-pitfall-types';

const visionModes = ['hybrid', 'visual-grounding'];

/** The check passes the raw model.provider, so "not set" counts as not volcengine (browser-control-validator.ts). */
const providerIsNotVolcengine: Condition = {
  any: [{ absent: 'model.provider' }, { key: 'model.provider', test: { notIn: ['volcengine'] } }],
};

/** Search provider ids the search tool maps (search-tool.ts, mapProviderString). */
const searchProviderIds = ['browser_search', 'bing', 'tavily', 'searxng', 'duckduckgo'];

/**
 * Web UI keys that Agent TARS sets itself (AGENT_TARS_WEBUI_CONFIG in
 * multimodal/agent-tars/core/src/webui-config.ts). The served UI config is
 * deepMerge(appConfig.webui, AgentTARS.webuiConfig), so these values win
 * (multimodal/tarko/agent-server/src/utils/webui/config.ts, called from
 * multimodal/tarko/agent-cli/src/core/commands/start.ts); arrays are replaced whole.
 */
export const agentTarsWebuiKeys = [
  'webui.logo',
  'webui.title',
  'webui.subtitle',
  'webui.welcomTitle',
  'webui.welcomePrompts',
  'webui.welcomeCards',
  'webui.enableContextualSelector',
  'webui.guiAgent.defaultScreenshotRenderStrategy',
  'webui.guiAgent.enableScreenshotRenderStrategySwitch',
  'webui.guiAgent.renderGUIAction',
  'webui.layout.defaultLayout',
  'webui.layout.enableLayoutSwitchButton',
  'webui.debug.enableEventStreamViewer',
] as const;

const browserPitfalls: ConfigPitfall[] = [
  {
    id: 'vision-mode-without-volcengine',
    when: { all: [{ key: 'browser.control', test: { in: visionModes } }, providerIsNotVolcengine] },
    at: ['browser.control'],
    severity: 'warning',
    message: L(
      'The vision browser modes are kept only when model.provider is volcengine. With any other provider, or none, 0.3.0 logs a notice and switches browser.control to dom.',
      '只有 model.provider 为 volcengine 时才会保留视觉类浏览器模式。换成其他服务商或未设置服务商时，0.3.0 会记一条提示并把 browser.control 切换为 dom。',
    ),
    link: '/guide/basic/troubleshooting#vision-falls-back-to-dom',
    source: ['multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts', 'multimodal/agent-tars/core/src/agent-tars.ts'],
  },
  {
    id: 'default-vision-mode-without-volcengine',
    when: { all: [{ absent: 'browser.control' }, providerIsNotVolcengine] },
    at: ['model.provider'],
    severity: 'info',
    message: L(
      'browser.control defaults to hybrid, a vision mode that 0.3.0 keeps only with volcengine. With this provider it logs a notice and uses dom. Set browser.control to dom to make that explicit.',
      'browser.control 默认是 hybrid，这是视觉模式，0.3.0 只在使用 volcengine 时保留。使用当前服务商时会记一条提示并改用 dom。可以把 browser.control 设为 dom，明确这一选择。',
    ),
    link: '/guide/basic/troubleshooting#vision-falls-back-to-dom',
    source: ['multimodal/agent-tars/core/src/shared/config-utils.ts', 'multimodal/agent-tars/core/src/environments/local/browser/browser-control-validator.ts'],
  },
  {
    id: 'stdio-builtins-without-vision',
    when: {
      all: [
        { key: 'mcpImpl', test: { equals: 'stdio' } },
        { key: 'model.provider', test: { equals: 'volcengine' } },
        { any: [{ absent: 'browser.control' }, { key: 'browser.control', test: { in: visionModes } }] },
      ],
    },
    at: ['mcpImpl'],
    severity: 'warning',
    message: L(
      'With mcpImpl stdio the browser tools come from the stdio browser server, and the browser control modes are not applied: browser_vision_control is not registered.',
      'mcpImpl 为 stdio 时，浏览器工具来自 stdio 方式启动的浏览器服务，浏览器控制模式不会生效：browser_vision_control 不会被注册。',
    ),
    link: '/guide/basic/mcp#mcp-impl',
    source: ['multimodal/agent-tars/core/src/environments/local/index.ts'],
  },
  {
    id: 'cdp-browser-closed',
    when: { present: 'browser.cdpEndpoint' },
    at: ['browser.cdpEndpoint'],
    severity: 'info',
    message: L(
      'When an agent is disposed (a headless run ends, a session is deleted, the server stops), 0.3.0 closes the browser it reached over CDP, not just the connection. Use a Chrome instance reserved for Agent TARS.',
      '当 Agent 被销毁时（无界面运行结束、删除会话、服务停止），0.3.0 会关闭通过 CDP 连接的浏览器本身，而不只是断开连接。请为 Agent TARS 单独准备一个 Chrome 实例。',
    ),
    link: '/guide/basic/troubleshooting#cdp-browser-closed',
    source: ['multimodal/agent-tars/core/src/environments/local/browser/browser-manager.ts', 'packages/agent-infra/browser/src/base-browser.ts'],
  },
];

const searchPitfalls: ConfigPitfall[] = [
  {
    id: 'search-provider-fallback',
    when: { key: 'search.provider', test: { notIn: searchProviderIds } },
    at: ['search.provider'],
    severity: 'warning',
    message: L(
      '0.3.0 does not know this search provider and silently uses browser_search instead. This includes bing_search from the CLI help: only bing selects the Bing API.',
      '0.3.0 不认识这个搜索服务，会不加提示地改用 browser_search。CLI 帮助里的 bing_search 也是如此：只有 bing 才会使用 Bing API。',
    ),
    link: '/guide/basic/troubleshooting#search-problems',
    source: ['multimodal/agent-tars/core/src/environments/local/search/search-tool.ts'],
  },
  {
    id: 'search-engine-no-effect',
    when: { key: 'search.browserSearch.engine', test: { notIn: ['google'] } },
    at: ['search.browserSearch.engine'],
    severity: 'warning',
    message: L(
      'This setting has no effect in 0.3.0: the search library never receives it, and browser_search always searches Google.',
      '这个设置在 0.3.0 中无效：搜索库收不到它，browser_search 总是用 Google 搜索。',
    ),
    link: '/guide/basic/search#browser-search-options',
    source: [
      'multimodal/agent-tars/core/src/environments/local/search/search-tool.ts',
      'packages/agent-infra/search/browser-search/src/browser-search.ts',
    ],
  },
  {
    id: 'search-visited-urls-no-effect',
    when: { key: 'search.browserSearch.needVisitedUrls', test: { equals: true } },
    at: ['search.browserSearch.needVisitedUrls'],
    severity: 'warning',
    message: L(
      'This setting has no effect in 0.3.0: result pages are never opened, and each result carries only its snippet.',
      '这个设置在 0.3.0 中无效：不会打开结果页面，每条结果只有摘要。',
    ),
    link: '/guide/basic/search#browser-search-options',
    source: [
      'multimodal/agent-tars/core/src/environments/local/search/search-tool.ts',
      'packages/agent-infra/search/browser-search/src/browser-search.ts',
    ],
  },
  {
    id: 'bing-without-key',
    when: { all: [{ key: 'search.provider', test: { equals: 'bing' } }, { absent: 'search.apiKey' }] },
    at: ['search.provider'],
    severity: 'info',
    message: L(
      'Without search.apiKey the Bing client reads BING_SEARCH_API_KEY. If that variable is not set either, it sends an empty key and every search fails.',
      '不设置 search.apiKey 时，Bing 客户端读取 BING_SEARCH_API_KEY。如果这个变量也没有设置，它会发送空 Key，每次搜索都会失败。',
    ),
    link: '/guide/basic/search#bing',
    source: ['packages/agent-infra/search/bing-search/src/config.ts'],
  },
  {
    id: 'searxng-default-base-url',
    when: { all: [{ key: 'search.provider', test: { equals: 'searxng' } }, { absent: 'search.baseUrl' }] },
    at: ['search.provider'],
    severity: 'info',
    message: L(
      'Without search.baseUrl, searxng queries https://127.0.0.1:8081. Set search.baseUrl to the address of your SearXNG instance.',
      '不设置 search.baseUrl 时，searxng 会查询 https://127.0.0.1:8081。请把 search.baseUrl 设为你的 SearXNG 实例地址。',
    ),
    link: '/guide/basic/search#providers',
    source: ['packages/agent-infra/search/search/src/searxng.ts'],
  },
];

const mcpPitfalls: ConfigPitfall[] = [
  {
    id: 'mcp-command-and-url',
    when: { all: [{ present: 'mcpServers.*.command' }, { present: 'mcpServers.*.url' }] },
    at: ['mcpServers.*.command'],
    severity: 'warning',
    message: L(
      'This server has both command and url. 0.3.0 checks url first, so it connects to the url and never starts the command.',
      '这个服务同时有 command 和 url。0.3.0 先检查 url，所以会连接这个 url，永远不会启动 command。',
    ),
    link: '/guide/basic/mcp#transports',
    source: ['packages/agent-infra/mcp-client/src/index.ts', 'multimodal/tarko/mcp-agent/src/mcp-client-v2.ts'],
  },
  {
    id: 'mcp-without-command-or-url',
    when: { all: [{ absent: 'mcpServers.*.command' }, { absent: 'mcpServers.*.url' }] },
    at: ['mcpServers.*'],
    severity: 'error',
    message: L(
      'This server has neither command nor url, so it cannot start: the client refuses it with "No command or url provided for server". 0.3.0 only logs the error, and the session runs without its tools.',
      '这个服务既没有 command 也没有 url，无法启动：客户端会以 “No command or url provided for server” 拒绝它。0.3.0 只会记录错误，会话照常运行，只是没有它的工具。',
    ),
    quotes: ['No command or url provided for server'],
    link: '/guide/basic/troubleshooting#mcp-server-failed',
    source: ['packages/agent-infra/mcp-client/src/index.ts'],
  },
  {
    id: 'mcp-npx-on-windows',
    when: { key: 'mcpServers.*.command', test: { equals: 'npx' } },
    at: ['mcpServers.*.command'],
    severity: 'info',
    message: L(
      'On Windows, 0.3.0 starts npx.cmd without a shell, so the folder that holds it must be on the PATH of the terminal that runs Agent TARS.',
      '在 Windows 上，0.3.0 会不经过 shell 直接启动 npx.cmd，因此它所在的文件夹必须在运行 Agent TARS 的终端的 PATH 中。',
    ),
    link: '/guide/basic/troubleshooting#mcp-npx-windows',
    source: ['packages/agent-infra/mcp-client/src/index.ts'],
  },
  {
    id: 'mcp-env-path-replaced',
    when: { present: 'mcpServers.*.env.PATH' },
    at: ['mcpServers.*.env.PATH'],
    severity: 'info',
    message: L(
      'A PATH in env replaces the PATH that 0.3.0 prepares for the server (yours plus common install folders such as Homebrew and nvm).',
      'env 中的 PATH 会替换 0.3.0 为服务准备的 PATH（你的 PATH 加上 Homebrew、nvm 等常见安装目录）。',
    ),
    link: '/guide/basic/mcp#stdio',
    source: ['packages/agent-infra/mcp-client/src/index.ts'],
  },
];

const cliOverriddenPitfalls: ConfigPitfall[] = [
  {
    id: 'workspace-key-ignored',
    when: { present: 'workspace' },
    at: ['workspace'],
    severity: 'warning',
    formats: configFileFormats,
    message: L(
      'The CLI ignores a workspace in a config file: it always uses --workspace or the current directory. Pass --workspace instead.',
      'CLI 会忽略配置文件中的 workspace：它总是使用 --workspace 或当前目录。请改用 --workspace。',
    ),
    link: '/guide/basic/troubleshooting#config-file-ignored',
    source: ['multimodal/tarko/agent-cli/src/core/cli.ts'],
  },
  {
    id: 'server-port-in-file',
    when: { present: 'server.port' },
    at: ['server.port'],
    severity: 'warning',
    formats: configFileFormats,
    message: L(
      'The --port flag has a default of 8888, and flags outrank config files, so this key never takes effect. Pass --port instead.',
      '--port 参数有默认值 8888，而命令行参数优先于配置文件，所以这个字段永远不会生效。请改用 --port。',
    ),
    link: '/guide/basic/troubleshooting#port-in-use',
    source: ['multimodal/tarko/agent-cli/src/core/options.ts', 'multimodal/tarko/agent-cli/src/config/builder.ts'],
  },
  {
    id: 'webui-remote-unsupported',
    when: { key: 'webui.type', test: { equals: 'remote' } },
    at: ['webui.type'],
    severity: 'error',
    message: L(
      'The CLI serves only the static Web UI: with remote it stops at start-up with "Unsupported web ui type".',
      'CLI 只能提供 static 类型的 Web UI：设为 remote 时会在启动时报 “Unsupported web ui type” 并停止。',
    ),
    quotes: ['Unsupported web ui type'],
    link: '/guide/basic/web-ui#configure',
    source: ['multimodal/tarko/agent-cli/src/core/commands/start.ts'],
  },
  ...agentTarsWebuiKeys.map(
    (key): ConfigPitfall => ({
      id: `webui-overridden-${key}`,
      when: { present: key },
      at: [key],
      severity: 'warning',
      message: L(
        `Agent TARS sets ${key} itself, and its value replaces yours in the Web UI of the agent-tars CLI.`,
        `Agent TARS 自己设置了 ${key}，在 agent-tars CLI 的 Web UI 中，它的值会替换你的设置。`,
      ),
      link: '/guide/basic/web-ui#configure',
      source: ['multimodal/agent-tars/core/src/webui-config.ts', 'multimodal/tarko/agent-server/src/utils/webui/config.ts'],
    }),
  ),
];

export const toolPitfalls: readonly ConfigPitfall[] = [
  ...browserPitfalls,
  ...searchPitfalls,
  ...mcpPitfalls,
  ...cliOverriddenPitfalls,
];
