/**
 * Pitfalls of Agent TARS 0.3.0 that a config can trigger, as data: each entry
 * says when it applies (a small condition language over the flat config),
 * what 0.3.0 then does, and where the docs explain it. A pitfall only warns;
 * nothing here changes the reader's config.
 *
 * Applied by `src/config-builder/pitfalls.ts`; checked by
 * `tests/unit/config-pitfalls.test.ts`. Every behaviour was read in the 0.3.0
 * source (commit 859709dd7); `source` names the files.
 *
 * Model, provider and generation pitfalls live here; browser, search, MCP,
 * Web UI and CLI ones in `config-pitfalls-tools.ts`.
 */
import { agentTarsDefaultMaxTokens, modelOutputLimits } from './model-limits';
import { type Condition, type ConfigPitfall, L, configFileFormats } from './config-pitfall-types';
import { toolPitfalls } from './config-pitfalls-tools';

export type { Condition, ConfigPitfall, Scalar, ValueTest } from './config-pitfall-types';

/**
 * Provider ids 0.3.0 accepts. Base ids are the keys of `models` in
 * multimodal/tarko/llm-client/src/models.ts (one handler each in
 * handlers/utils.ts); presets come from multimodal/tarko/model-provider/src/constants.ts.
 */
export const baseProviderIds = [
  'openai',
  'openai-non-streaming',
  'ai21',
  'anthropic',
  'gemini',
  'mistral',
  'groq',
  'perplexity',
  'openrouter',
  'openai-compatible',
  'azure-openai',
] as const;
export const presetProviderIds = ['ollama', 'lm-studio', 'volcengine', 'deepseek'] as const;
export const modelProviderIds: readonly string[] = [...baseProviderIds, ...presetProviderIds];

/** Providers whose requests go through the OpenAI SDK with `model.baseURL` as its base URL (handlers/openai.ts, openai-non-streaming.ts, openai-compatible.ts; presets extend openai). */
const openaiSdkProviders = ['openai', 'openai-non-streaming', 'openai-compatible', ...presetProviderIds];

/** Handlers that never read `opts.baseURL`: fixed URLs in openrouter.ts, groq.ts, perplexity.ts, ai21.ts; gemini.ts warns and drops it; anthropic.ts builds its client without it. */
const baseUrlIgnoringProviders = ['gemini', 'openrouter', 'groq', 'perplexity', 'ai21', 'anthropic'];

/** No provider configured resolves to openai (multimodal/tarko/model-provider/src/model-resolver.ts). */
const providerIsOneOf = (ids: readonly string[]): Condition => ({
  any: [{ absent: 'model.provider' }, { key: 'model.provider', test: { in: ids } }],
});

const modelPitfalls: ConfigPitfall[] = [
  {
    id: 'unknown-provider',
    when: { key: 'model.provider', test: { notIn: modelProviderIds } },
    at: ['model.provider'],
    severity: 'error',
    message: L(
      "0.3.0 does not know this provider id and passes it on unchanged, so the first message fails with TypeError: Cannot read properties of undefined (reading 'models'). For a service without its own id, use openai-compatible with model.baseURL.",
      "0.3.0 不认识这个服务商 ID，会原样往下传，于是第一条消息就会失败，报 TypeError: Cannot read properties of undefined (reading 'models')。没有专属 ID 的服务请用 openai-compatible 并设置 model.baseURL。",
    ),
    quotes: ["TypeError: Cannot read properties of undefined (reading 'models')"],
    link: '/guide/basic/troubleshooting#unknown-provider-models-error',
    source: [
      'multimodal/tarko/model-provider/src/model-resolver.ts',
      'multimodal/tarko/model-provider/src/llm-client.ts',
      'multimodal/tarko/llm-client/src/index.ts',
    ],
  },
  {
    id: 'base-url-ends-with-chat-completions',
    when: {
      all: [
        { key: 'model.baseURL', test: { endsWith: ['/chat/completions', '/chat/completions/'] } },
        providerIsOneOf(openaiSdkProviders),
      ],
    },
    at: ['model.baseURL'],
    severity: 'error',
    message: L(
      'The client appends /chat/completions to model.baseURL itself, so requests go to …/chat/completions/chat/completions and the service answers 404. End the URL before /chat/completions, usually at /v1.',
      '客户端会自己在 model.baseURL 后面加上 /chat/completions，于是请求发到 …/chat/completions/chat/completions，服务返回 404。地址应在 /chat/completions 之前结束，通常以 /v1 结尾。',
    ),
    link: '/guide/basic/troubleshooting#resource-not-found',
    source: [
      'multimodal/tarko/llm-client/src/handlers/openai.ts',
      'multimodal/tarko/llm-client/src/handlers/openai-compatible.ts',
      'openai@4.93.0 src/core.ts (buildURL), src/resources/chat/completions/completions.ts',
    ],
  },
  {
    id: 'base-url-ignored',
    when: {
      all: [{ present: 'model.baseURL' }, { key: 'model.provider', test: { in: baseUrlIgnoringProviders } }],
    },
    at: ['model.baseURL'],
    severity: 'warning',
    message: L(
      "In 0.3.0 the client for this provider does not use model.baseURL: requests go to the provider's own address. To reach a proxy or gateway, use openai-compatible (if it speaks the OpenAI API) with this baseURL.",
      '在 0.3.0 中，这个服务商的客户端不使用 model.baseURL：请求总是发往服务商自己的地址。要经过代理或网关，请改用 openai-compatible（前提是它兼容 OpenAI 接口）并填写这个 baseURL。',
    ),
    link: '/guide/basic/model-provider#base-url',
    source: [
      'multimodal/tarko/llm-client/src/handlers/gemini.ts',
      'multimodal/tarko/llm-client/src/handlers/openrouter.ts',
      'multimodal/tarko/llm-client/src/handlers/groq.ts',
      'multimodal/tarko/llm-client/src/handlers/perplexity.ts',
      'multimodal/tarko/llm-client/src/handlers/ai21.ts',
      'multimodal/tarko/llm-client/src/handlers/anthropic.ts',
    ],
  },
  {
    id: 'openai-compatible-without-base-url',
    when: { all: [{ key: 'model.provider', test: { equals: 'openai-compatible' } }, { absent: 'model.baseURL' }] },
    at: ['model.provider'],
    severity: 'error',
    message: L(
      'openai-compatible has no default endpoint: without model.baseURL the first message fails with "No baseURL option provided for openai compatible provider".',
      'openai-compatible 没有默认地址：不设置 model.baseURL，第一条消息就会失败，报 “No baseURL option provided for openai compatible provider”。',
    ),
    quotes: ['No baseURL option provided for openai compatible provider'],
    link: '/guide/basic/troubleshooting#openai-compatible-base-url',
    source: ['multimodal/tarko/llm-client/src/handlers/openai-compatible.ts'],
  },
  {
    id: 'azure-without-base-url',
    when: { all: [{ key: 'model.provider', test: { equals: 'azure-openai' } }, { absent: 'model.baseURL' }] },
    at: ['model.provider'],
    severity: 'error',
    message: L(
      'azure-openai takes its endpoint from model.baseURL only; without it the first message fails with "InputError: Azure OpenAI endpoint is required."',
      'azure-openai 只从 model.baseURL 读取终结点；不设置时第一条消息就会失败，报 “InputError: Azure OpenAI endpoint is required.”',
    ),
    quotes: ['InputError: Azure OpenAI endpoint is required.'],
    link: '/guide/basic/model-provider#azure-openai',
    source: ['multimodal/tarko/llm-client/src/handlers/azure-openai.ts', 'multimodal/tarko/model-provider/src/llm-client.ts'],
  },
  {
    id: 'azure-base-url-with-path',
    when: { all: [{ key: 'model.provider', test: { equals: 'azure-openai' } }, { key: 'model.baseURL', test: { urlHasPath: true } }] },
    at: ['model.baseURL'],
    severity: 'warning',
    message: L(
      'The Azure client builds <baseURL>/openai/deployments/<model.id>/chat/completions itself, so a path in model.baseURL ends up in the wrong place and the service answers 404. Use the bare resource address, such as https://<resource>.openai.azure.com.',
      'Azure 客户端会自己拼出 <baseURL>/openai/deployments/<model.id>/chat/completions，所以 model.baseURL 中的路径会被放错位置，服务返回 404。请只写资源地址，例如 https://<resource>.openai.azure.com。',
    ),
    link: '/guide/basic/troubleshooting#resource-not-found',
    source: ['multimodal/tarko/llm-client/src/handlers/azure-openai.ts', 'openai@4.93.0 src/index.ts (AzureOpenAI)'],
  },
  {
    id: 'api-key-variable-name-in-file',
    when: { key: 'model.apiKey', test: { matches: '^[A-Z][A-Z0-9_]*$' } },
    at: ['model.apiKey'],
    severity: 'warning',
    formats: configFileFormats,
    message: L(
      'Only the command line reads a name in capitals as an environment variable. In a config file this text is sent as the key itself. Write process.env.NAME in tarko.config.ts, or pass --model.apiKey NAME on the command line.',
      '只有命令行会把全大写的名字当作环境变量名读取。在配置文件里，这段文字会被原样当作 Key 发送。请在 tarko.config.ts 中写 process.env.NAME，或在命令行传 --model.apiKey NAME。',
    ),
    link: '/guide/basic/model-provider#api-keys',
    source: ['multimodal/tarko/agent-cli/src/config/builder.ts (resolveModelSecrets)', 'multimodal/tarko/agent-cli/src/utils/misc.ts'],
  },
  {
    id: 'thinking-not-an-object',
    when: { key: 'thinking', test: { truthyScalar: true } },
    at: ['thinking'],
    severity: 'error',
    formats: configFileFormats,
    message: L(
      'thinking must be an object. A value such as true stops every run with "Invalid thinking option, expected an object". Write thinking: { type: \'enabled\' }.',
      'thinking 必须是对象。写成 true 之类的值，每次运行都会因 “Invalid thinking option, expected an object” 而停止。请写 thinking: { type: \'enabled\' }。',
    ),
    quotes: ['Invalid thinking option, expected an object'],
    link: '/guide/basic/troubleshooting#invalid-thinking-option',
    source: ['multimodal/tarko/agent/src/agent/agent.ts'],
  },
  {
    id: 'thinking-not-sent',
    when: {
      all: [
        { key: 'thinking.type', test: { equals: 'enabled' } },
        providerIsOneOf(['openai', 'anthropic', 'gemini', 'mistral', 'ai21']),
      ],
    },
    at: ['thinking.type'],
    severity: 'warning',
    message: L(
      'No reasoning option reaches this provider: 0.3.0 leaves thinking out of requests to openai (also used when no provider is set), and its anthropic, gemini, mistral and ai21 clients build their requests without it, budgetTokens included.',
      '推理选项到不了这个服务商：0.3.0 发给 openai 的请求（未设置服务商时也用 openai）不带 thinking，而 anthropic、gemini、mistral、ai21 的客户端构造请求时也不带它，budgetTokens 同样如此。',
    ),
    link: '/guide/basic/model-provider#thinking',
    source: [
      'multimodal/tarko/agent/src/agent/llm-client.ts',
      'multimodal/tarko/llm-client/src/handlers/anthropic.ts',
      'multimodal/tarko/llm-client/src/handlers/gemini.ts',
      'multimodal/tarko/llm-client/src/handlers/mistral.ts',
      'multimodal/tarko/llm-client/src/handlers/ai21.ts',
    ],
  },
  ...modelOutputLimits.map(
    (limit): ConfigPitfall => ({
      id: `max-tokens-over-limit-${limit.provider}-${limit.maxOutputTokens}`,
      when: {
        all: [
          { key: 'model.provider', test: { equals: limit.provider } },
          { key: 'model.id', test: { in: limit.ids } },
          { any: [{ absent: 'maxTokens' }, { key: 'maxTokens', test: { greaterThan: limit.maxOutputTokens } }] },
        ],
      },
      at: ['maxTokens', 'model.id'],
      severity: 'warning',
      message: L(
        `Agent TARS sends maxTokens as max_tokens with every request (${agentTarsDefaultMaxTokens} when not set). 0.3.0's client library gives this model ${limit.maxOutputTokens} output tokens, so the request asks for more than it allows. Set maxTokens to ${limit.maxOutputTokens} or less.`,
        `Agent TARS 会把 maxTokens 作为 max_tokens 随每次请求发送（未设置时为 ${agentTarsDefaultMaxTokens}）。0.3.0 的客户端库为这个模型记录的输出上限是 ${limit.maxOutputTokens} 个 Token，请求超出了这个上限。请把 maxTokens 设为 ${limit.maxOutputTokens} 或更小。`,
      ),
      link: '/guide/advanced/context#max-tokens',
      source: [limit.source, 'multimodal/agent-tars/core/src/shared/config-utils.ts', 'multimodal/tarko/agent/src/agent/runner/llm-processor.ts'],
    }),
  ),
  ...(['max_tokens', 'temperature', 'top_p'] as const).map(
    (field): ConfigPitfall => {
      const key = field === 'max_tokens' ? 'maxTokens' : field;
      return {
        id: `model-params-replace-${key}`,
        when: { all: [{ present: key }, { present: `model.params.${field}` }] },
        at: [key],
        severity: 'warning',
        message: L(
          `model.params is merged into each request after the fields Agent TARS sets, so model.params.${field} replaces ${key}. Keep only one of them.`,
          `model.params 会在 Agent TARS 设置的字段之后合并进每次请求，所以 model.params.${field} 会替换 ${key}。两者只保留一个。`,
        ),
        link: '/guide/basic/model-provider#model-options',
        source: ['multimodal/tarko/model-provider/src/llm-client.ts'],
      };
    },
  ),
  {
    id: 'tool-call-engine-fallback',
    when: { key: 'toolCallEngine', test: { notIn: ['native', 'prompt_engineering', 'structured_outputs'] } },
    at: ['toolCallEngine'],
    severity: 'warning',
    message: L(
      '0.3.0 does not know this tool call engine and uses native instead, without a message.',
      '0.3.0 不认识这个工具调用引擎，会不加提示地改用 native。',
    ),
    link: '/guide/advanced/fc-engine#choose',
    source: ['multimodal/tarko/agent/src/agent/agent-runner.ts'],
  },
  {
    id: 'structured-outputs-with-volcengine',
    when: {
      all: [
        { key: 'toolCallEngine', test: { equals: 'structured_outputs' } },
        { key: 'model.provider', test: { equals: 'volcengine' } },
      ],
    },
    at: ['toolCallEngine'],
    severity: 'warning',
    message: L(
      'This engine asks for a json_schema response whose root is anyOf. Volcengine Ark has rejected that for Doubao models, for example with "Root objects must not be anyOf". Prefer native or prompt_engineering.',
      '这个引擎要求 json_schema 格式的回答，且其根节点是 anyOf。火山引擎方舟曾对 Doubao 模型拒绝这种请求，例如报 “Root objects must not be anyOf”。建议使用 native 或 prompt_engineering。',
    ),
    quotes: ['Root objects must not be anyOf'],
    link: '/guide/basic/troubleshooting#structured-outputs-rejected',
    source: ['multimodal/tarko/agent/src/tool-call-engine/StructuredOutputsToolCallEngine.ts'],
  },
];

export const configPitfalls: readonly ConfigPitfall[] = [...modelPitfalls, ...toolPitfalls];
