/**
 * The documentation tree: one entry per page, with its title in both
 * languages. The sidebar, the nav, the e2e route tests and the parity checks
 * all read this list, so a page is added in exactly one place.
 */
export type Lang = 'en' | 'zh';

export interface Localized {
  en: string;
  zh: string;
}

export interface DocPage {
  /** Route without the locale prefix and without a trailing `.html`. */
  path: string;
  title: Localized;
  /** Pages that exist in one language only. */
  only?: Lang;
}

export interface DocGroup {
  id: string;
  title: Localized;
  pages: DocPage[];
}

export interface DocSection {
  /** Route prefix that selects this sidebar, e.g. `/guide/`. */
  prefix: string;
  /**
   * The section's overview page (frontmatter `overview: true`). Rspress fills
   * an overview from the sidebar entry that links to it, so it leads the sidebar.
   */
  overview?: DocPage;
  groups: DocGroup[];
}

const page = (path: string, en: string, zh: string, only?: Lang): DocPage =>
  only ? { path, title: { en, zh }, only } : { path, title: { en, zh } };

export const guideSection: DocSection = {
  prefix: '/guide/',
  groups: [
    {
      id: 'get-started',
      title: { en: 'Get Started', zh: '开始' },
      pages: [
        page('/guide/get-started/introduction', 'Introduction', '介绍'),
        page('/guide/get-started/quick-start', 'Quick Start', '快速开始'),
        page('/guide/get-started/cli', 'CLI', '国内用户快速上手', 'zh'),
        page('/guide/get-started/sdk', 'SDK', 'SDK'),
      ],
    },
    {
      id: 'basic',
      title: { en: 'Basic', zh: '基础' },
      pages: [
        page('/guide/basic/cli', 'CLI', '命令行'),
        page('/guide/basic/web-ui', 'Web UI', 'Web UI'),
        page('/guide/basic/workspace', 'Workspace', '工作区'),
        page('/guide/basic/config', 'Config', '配置'),
        page('/guide/basic/config-builder', 'Config Builder', '配置生成器'),
        page('/guide/basic/browser', 'Browser', '浏览器'),
        page('/guide/basic/command', 'Command', '命令执行'),
        page('/guide/basic/mcp', 'MCP', 'MCP'),
        page('/guide/basic/troubleshooting', 'Troubleshooting', '故障排查'),
        page('/guide/basic/model-provider', 'Model Provider', '模型服务商'),
        page('/guide/basic/search', 'Search', '搜索'),
        page('/guide/basic/file', 'File', '文件系统'),
        page('/guide/basic/codeact', 'CodeAct', 'CodeAct'),
        page('/guide/basic/vision', 'Vision', '视觉能力'),
      ],
    },
    {
      id: 'advanced',
      title: { en: 'Advanced', zh: '进阶' },
      pages: [
        page('/guide/advanced/server', 'Server', '服务器'),
        page('/guide/advanced/event-stream', 'Event Stream', '事件流'),
        page('/guide/advanced/agent-snapshot', 'Agent Snapshot', 'Agent 快照'),
        page('/guide/advanced/agent-trace', 'Agent Trace', '日志与追踪'),
        page('/guide/advanced/benchmark', 'Benchmark', '基准测试'),
        page('/guide/advanced/context', 'Context Engineering', '上下文工程'),
        page('/guide/advanced/fc-engine', 'Tool Call Engine', '工具调用引擎'),
        page('/guide/advanced/server-next', 'Server Next (Experimental)', 'Server Next（实验性）'),
        page('/guide/advanced/agent-cli', 'Build Your Own CLI', '构建自己的 CLI'),
      ],
    },
    {
      id: 'ui-integration',
      title: { en: 'UI Integration', zh: 'UI 集成' },
      pages: [
        page('/guide/ui-integration/introduction', 'Introduction', '概览'),
        page('/guide/ui-integration/native', 'Native', '原生应用'),
        page('/guide/ui-integration/web', 'Web', 'Web 应用'),
        page('/guide/ui-integration/agui', 'Replay Files from Traces', '用 trace 生成回放文件'),
      ],
    },
  ],
};

export const apiSection: DocSection = {
  prefix: '/api/',
  overview: page('/api/', 'Overview', '概览'),
  groups: [
    {
      id: 'configuration',
      title: { en: 'Configuration', zh: '配置' },
      pages: [
        page('/api/config', 'Config Reference', '配置参考'),
        page('/api/cli', 'CLI Reference', '命令行参考'),
      ],
    },
    {
      id: 'runtime',
      title: { en: 'Runtime', zh: '运行时' },
      pages: [
        page('/api/server', 'Server API', '服务器 API'),
        page('/api/event-stream', 'Event Stream Reference', '事件流参考'),
        page('/api/agent', 'Agent API', 'Agent API'),
      ],
    },
  ],
};

export const docSections: DocSection[] = [guideSection, apiSection];

/** Pages outside the sidebars, with their titles. */
export const standalonePages: DocPage[] = [
  page('/api/', 'API Reference', 'API 参考'),
  page('/showcase/', 'Showcase', '案例展示'),
  page('/replay/', 'Replay', '回放'),
  page('/blog/', 'Blog', '博客'),
  page('/blog/2025-06-25-introducing-agent-tars-beta', 'Introducing Agent TARS Beta', 'Agent TARS Beta 发布'),
];

export const allDocPages = (): DocPage[] =>
  docSections.flatMap((s) => s.groups.flatMap((g) => g.pages));

export const hasLang = (p: DocPage, lang: Lang): boolean => !p.only || p.only === lang;

export const localePath = (path: string, lang: Lang): string =>
  lang === 'en' ? path : `/zh${path}`;
