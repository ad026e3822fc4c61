/**
 * Problems real Agent TARS users reported upstream (bytedance/UI-TARS-desktop
 * issues), each with the page and heading that answers it for 0.3.0 and a
 * short query in the reporter's own words. `tests/unit/user-problems.test.ts`
 * checks that every answer exists in both languages, and
 * `tests/e2e/user-problems.spec.ts` that the site search finds it.
 *
 * Symptoms are our own words; error texts are quoted as printed.
 */
import type { Lang } from './routes';

export type ProblemCategory = 'install' | 'model-provider' | 'browser' | 'mcp' | 'search' | 'workspace' | 'server' | 'web-ui';

export interface UserProblem {
  id: string;
  /** The upstream issue or pull request where a user raised it. */
  source: string;
  category: ProblemCategory;
  /** The language the user wrote in. */
  lang: Lang;
  symptom: string;
  /** The exact error text, when there is one. */
  error?: string;
  /** What that user would type into the site search. */
  query: string;
  /** Route without the locale prefix, and the heading id that answers it. */
  answer: { route: string; id: string };
}

const issue = (n: number) => `https://github.com/bytedance/UI-TARS-desktop/issues/${n}`;

export const userProblems: UserProblem[] = [
  {
    id: 'kimi-provider-typeerror',
    source: issue(1822),
    category: 'model-provider',
    lang: 'zh',
    symptom: 'With --model.provider kimi the CLI starts, but the first prompt fails inside the agent loop.',
    error: "TypeError: Cannot read properties of undefined (reading 'models')",
    query: "Cannot read properties of undefined (reading 'models')",
    answer: { route: '/guide/basic/troubleshooting', id: 'unknown-provider-models-error' },
  },
  {
    id: 'kimi-provider-config',
    source: issue(1822),
    category: 'model-provider',
    lang: 'zh',
    symptom: 'How to point Agent TARS at Kimi (Moonshot) with its base URL and model id.',
    query: 'kimi 模型 配置',
    answer: { route: '/guide/basic/model-provider', id: 'provider-recipes' },
  },
  {
    id: 'second-instance-eaddrinuse',
    source: issue(1141),
    category: 'server',
    lang: 'zh',
    symptom: 'Starting a second agent at the same time stops with a port error on 8889.',
    error: 'Error: listen EADDRINUSE: address already in use :::8889',
    query: 'EADDRINUSE address already in use',
    answer: { route: '/guide/basic/troubleshooting', id: 'port-race' },
  },
  {
    id: 'deepseek-support',
    source: issue(310),
    category: 'model-provider',
    lang: 'zh',
    symptom: 'Asks whether DeepSeek can be used, because OpenAI and Claude are hard to reach from China.',
    query: 'deepseek',
    answer: { route: '/guide/basic/model-provider', id: 'presets' },
  },
  {
    id: 'deepseek-cli-docs',
    source: issue(1018),
    category: 'model-provider',
    lang: 'zh',
    symptom: 'Could not find in the docs how to start the CLI with a DeepSeek model.',
    query: 'deepseek 启动配置',
    answer: { route: '/guide/basic/model-provider', id: 'provider-recipes' },
  },
  {
    id: 'deepseek-provider-endpoint',
    source: issue(283),
    category: 'model-provider',
    lang: 'en',
    symptom: 'Wants DeepSeek as a provider without typing its endpoint by hand.',
    query: 'DeepSeek provider',
    answer: { route: '/guide/basic/model-provider', id: 'presets' },
  },
  {
    id: 'openrouter-claude',
    source: issue(543),
    category: 'model-provider',
    lang: 'zh',
    symptom: 'Claude through OpenRouter fails when the provider is set to anthropic with the OpenRouter endpoint.',
    query: 'openrouter claude',
    answer: { route: '/guide/basic/model-provider', id: 'provider-recipes' },
  },
  {
    id: 'container-chromium',
    source: issue(1285),
    category: 'browser',
    lang: 'zh',
    symptom: 'In a Debian container with the chromium package installed, the agent cannot start a browser.',
    query: '容器 chromium 无法启动浏览器',
    answer: { route: '/guide/basic/troubleshooting', id: 'browser-not-found' },
  },
  {
    id: 'vision-not-supported-unknown',
    source: issue(1285),
    category: 'browser',
    lang: 'zh',
    symptom: 'The log says vision browser control is not supported and switches to dom mode.',
    error: 'Vision-based browser control (hybrid) is not supported with Unknown',
    query: 'Vision-based browser control is not supported',
    answer: { route: '/guide/basic/troubleshooting', id: 'vision-falls-back-to-dom' },
  },
];
