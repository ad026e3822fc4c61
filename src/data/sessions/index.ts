/**
 * The example sessions: card data for the Showcase and the Replay picker,
 * plus one lazy loader per session so a page only downloads the session it
 * plays. `steps`, `events` and `durationMs` are checked against the data by
 * tests/unit/replay-sessions.test.ts.
 */
import type { ExampleSessionMeta, ExampleSessionModule } from './types';

export type { ExampleSessionMeta, ExampleSessionModule, ShowcaseCategory } from './types';
export { showcaseCategories } from './types';

/** Id of an example session's card on the showcase page (stable: search results link to it). */
export const sessionAnchor = (id: string): string => `session-${id}`;

export const exampleSessions: ExampleSessionMeta[] = [
  {
    id: 'web-research',
    title: { en: 'Compare two embedded vector databases', zh: '对比两款嵌入式向量数据库' },
    description: {
      en: 'Searches the web, reads documentation and release pages, and writes a comparison table to a Markdown file.',
      zh: '先做网络搜索，再阅读文档和发布页面，最后把对比表格写入 Markdown 文件。',
    },
    category: 'research',
    tags: ['web_search', 'browser', 'write_file'],
    model: 'Claude 3.7 Sonnet',
    provider: 'anthropic',
    steps: 28,
    events: 28,
    durationMs: 40383,
  },
  {
    id: 'form-filling',
    title: { en: 'Fill in a registration form by sight', zh: '看着屏幕填写报名表单' },
    description: {
      en: 'Uses visual grounding: reads each browser screenshot, then clicks and types at screen coordinates until the form is submitted.',
      zh: '使用视觉定位：每一步先看浏览器截图，再按屏幕坐标点击和输入，直到表单提交成功。',
    },
    category: 'ai-browser',
    tags: ['browser_vision_control', 'visual-grounding', 'screenshots'],
    model: 'Doubao 1.5 Thinking Vision Pro',
    provider: 'volcengine',
    steps: 40,
    events: 40,
    durationMs: 33358,
  },
  {
    id: 'coding-task',
    title: { en: 'Add a --json flag to a Node.js CLI', zh: '为 Node.js 命令行工具添加 --json 参数' },
    description: {
      en: 'Reads the code, edits two files, writes a new test and runs the test suite from the shell.',
      zh: '阅读代码、修改两个文件、新增一个测试文件，然后在终端里运行整套测试。',
    },
    category: 'ai-coding',
    tags: ['edit_file', 'write_file', 'run_command'],
    model: 'Claude 3.7 Sonnet',
    provider: 'anthropic',
    steps: 28,
    events: 28,
    durationMs: 24747,
  },
  {
    id: 'data-analysis',
    title: { en: 'Monthly revenue from a CSV file, with a chart', zh: '从 CSV 文件统计月度营收并绘图' },
    description: {
      en: 'Aggregates orders with pandas, plots a chart with matplotlib, checks the chart in the browser and writes a report.',
      zh: '用 pandas 汇总订单，用 matplotlib 绘制图表，在浏览器里检查图表效果，再写出分析报告。',
    },
    category: 'data-analysis',
    tags: ['run_script', 'python', 'chart'],
    model: 'Doubao 1.5 Thinking Vision Pro',
    provider: 'volcengine',
    steps: 27,
    events: 27,
    durationMs: 32080,
  },
  {
    id: 'mcp-inventory',
    title: { en: 'Stock check through a warehouse MCP server', zh: '通过仓库 MCP 服务器检查库存' },
    description: {
      en: 'Calls tools from a user-configured MCP server that return JSON rows, then sizes reorder quantities.',
      zh: '调用用户自行配置的 MCP 服务器提供的工具，拿到 JSON 数据后计算补货数量。',
    },
    category: 'mcp',
    tags: ['mcp', 'sql', 'structured data'],
    model: 'GPT-4o',
    provider: 'openai',
    steps: 17,
    events: 17,
    durationMs: 15643,
  },
  {
    id: 'recovery',
    title: { en: 'A failed run, then a recovery', zh: '一次失败的运行，以及随后的恢复' },
    description: {
      en: 'npm ci fails with ENOTEMPTY and the model hits a rate limit; a second run reinstalls, fixes a failing test and finishes.',
      zh: 'npm ci 报 ENOTEMPTY 错误，模型又触发了限流；第二次运行重新安装依赖、修好失败的测试并顺利完成。',
    },
    category: 'ai-coding',
    tags: ['run_command', 'error', 'recovery'],
    model: 'Claude 3.7 Sonnet',
    provider: 'anthropic',
    steps: 30,
    events: 30,
    durationMs: 292517,
  },
  {
    id: 'planner-research',
    title: { en: 'A planner agent writes a research brief', zh: '规划型 Agent 撰写调研简报' },
    description: {
      en: 'A Tarko planner agent emits plan updates, streams its messages and ends with a final answer event.',
      zh: '基于 Tarko 的规划型 Agent 发出计划更新、流式输出消息，并以最终答案事件结束。',
    },
    category: 'research',
    tags: ['plan', 'streaming', 'final_answer'],
    model: 'GPT-4o',
    provider: 'openai',
    steps: 17,
    events: 31,
    durationMs: 15418,
  },
];

/**
 * One dynamic import per session: each becomes its own chunk, fetched only
 * when that session is opened.
 */
export const sessionLoaders: Record<string, () => Promise<ExampleSessionModule>> = {
  'web-research': () => import('./web-research'),
  'form-filling': () => import('./form-filling'),
  'coding-task': () => import('./coding-task'),
  'data-analysis': () => import('./data-analysis'),
  'mcp-inventory': () => import('./mcp-inventory'),
  recovery: () => import('./recovery'),
  'planner-research': () => import('./planner-research'),
};

export const findExampleSession = (id: string): ExampleSessionMeta | undefined =>
  exampleSessions.find((s) => s.id === id);
