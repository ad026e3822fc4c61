/**
 * Every string the replay player shows, in English and Chinese. Kept outside
 * the components so tests can check that each error code has a message in
 * both languages.
 */
import type { LoadErrorCode } from './parse';
import type { StepKind } from './steps';
import { fill, type Lang } from './format';

export { fill };

export interface L10n {
  en: string;
  zh: string;
}

export const pick = (l: L10n, lang: Lang, params?: Record<string, string | number>): string => fill(l[lang], params);

export const ui = {
  title: { en: 'Replay', zh: '回放' },
  intro: {
    en: 'Step through what an Agent TARS session did: each message, thought, tool call and result, in the order they happened. Start with one of the example sessions, or open a session file of your own: a JSON list of events, or the replay HTML file that Agent TARS exports from its Share dialog.',
    zh: '逐步查看一次 Agent TARS 会话做了什么：每条消息、每段思考、每次工具调用和结果，都按发生顺序排列。可以先看下面的示例会话，也可以打开你自己的会话文件：JSON 格式的事件列表，或者 Agent TARS 分享对话框导出的回放 HTML 文件。',
  },
  privacy: {
    en: 'Everything stays in your browser: files are read and parsed on this page, and nothing is uploaded. A replay HTML file is only read as text; its scripts never run.',
    zh: '所有处理都在你的浏览器里完成：文件只在本页读取和解析，不会上传到任何地方。回放 HTML 文件只作为文本读取，其中的脚本不会执行。',
  },
  examplesHeading: { en: 'Example sessions', zh: '示例会话' },
  examplesNote: {
    en: 'These sessions were written for this documentation to show typical Agent TARS 0.3.0 runs. Their events follow the 0.3.0 event schema; the websites, files and data in them are made up.',
    zh: '这些会话是为本文档编写的示例，用来展示 Agent TARS 0.3.0 的典型运行过程。事件严格遵循 0.3.0 的事件结构，其中出现的网站、文件和数据均为虚构。',
  },
  exampleBadge: { en: 'Example session', zh: '示例会话' },
  fileBadge: { en: 'Your file', zh: '本地文件' },
  openHeading: { en: 'Open a session file', zh: '打开会话文件' },
  chooseFile: { en: 'Choose a file', zh: '选择文件' },
  dropHint: { en: 'or drop it anywhere on this page', zh: '或者把文件拖放到本页任意位置' },
  dropActive: { en: 'Drop the file to open it', zh: '松开鼠标即可打开文件' },
  formats: {
    en: 'Accepted: a JSON array of events, an object with an "events" array, JSON Lines, or a replay .html exported by Agent TARS. Up to 50 MB; embedded images are shown up to 8 MB each.',
    zh: '支持：事件组成的 JSON 数组、带 "events" 数组的 JSON 对象、JSON Lines，或 Agent TARS 导出的回放 .html 文件。最大 50 MB；内嵌图片每张最多显示 8 MB。',
  },
  loading: { en: 'Loading the session…', zh: '正在加载会话…' },
  openAnother: { en: 'Open another session', zh: '打开其他会话' },
  showcaseLink: { en: 'Browse all examples in the Showcase', zh: '在案例展示中浏览全部示例' },
  openInReplay: { en: 'Play', zh: '播放' },
  steps: { en: '{n} steps', zh: '{n} 步' },
  events: { en: '{n} events', zh: '{n} 个事件' },
  duration: { en: 'Duration', zh: '时长' },
  model: { en: 'Model', zh: '模型' },
  source: { en: 'Source', zh: '来源' },
  category: { en: 'Category', zh: '分类' },
  recorded: { en: 'Recorded', zh: '记录时间' },
  workspace: { en: 'Workspace', zh: '工作区' },
  formatHtml: { en: 'replay HTML', zh: '回放 HTML' },
  formatJson: { en: 'JSON', zh: 'JSON' },
  formatJsonl: { en: 'JSON Lines', zh: 'JSON Lines' },
  errorTitle: { en: 'This session could not be opened', zh: '无法打开这个会话' },
  technicalDetail: { en: 'Technical detail', zh: '技术细节' },
  dismiss: { en: 'Dismiss', zh: '关闭提示' },
  unknownTypes: {
    en: '{n} event(s) have a type this player does not know ({types}). They are kept and shown as generic rows.',
    zh: '有 {n} 个事件的类型本播放器无法识别（{types}），它们会保留下来，以通用行的形式显示。',
  },
  invalidEvents: {
    en: '{n} event(s) are missing required fields or have fields of the wrong type. They are shown as generic rows with the problems listed.',
    zh: '有 {n} 个事件缺少必需字段或字段类型不对，它们以通用行的形式显示，并列出具体问题。',
  },
  // Controls
  controls: { en: 'Playback controls', zh: '播放控制' },
  first: { en: 'First step', zh: '第一步' },
  prev: { en: 'Previous step', zh: '上一步' },
  play: { en: 'Play', zh: '播放' },
  pause: { en: 'Pause', zh: '暂停' },
  next: { en: 'Next step', zh: '下一步' },
  last: { en: 'Last step', zh: '最后一步' },
  timeline: { en: 'Timeline: step {n} of {total}', zh: '时间线：第 {n} 步，共 {total} 步' },
  timelineLabel: { en: 'Timeline', zh: '时间线' },
  speed: { en: 'Speed', zh: '速度' },
  stepOf: { en: 'Step {n} of {total}', zh: '第 {n} / {total} 步' },
  stepsHeading: { en: 'Steps', zh: '步骤' },
  detailHeading: { en: 'Step detail', zh: '步骤详情' },
  earlierHidden: { en: '{n} earlier steps not listed; use the timeline to reach them.', zh: '前面还有 {n} 步未列出，可用时间线跳转。' },
  laterHidden: { en: '{n} later steps not listed; use the timeline to reach them.', zh: '后面还有 {n} 步未列出，可用时间线跳转。' },
  shortcutsHeading: { en: 'Keyboard shortcuts', zh: '键盘快捷键' },
  shortcutsNote: {
    en: 'The shortcuts work anywhere on the page while a session is open, except in text fields and the speed menu.',
    zh: '打开会话后，这些快捷键在页面任意位置都可用，文本输入框和速度菜单除外。',
  },
  keySpace: { en: 'Play or pause', zh: '播放或暂停' },
  keyArrows: { en: 'Previous or next step', zh: '上一步或下一步' },
  keyHomeEnd: { en: 'First or last step', zh: '第一步或最后一步' },
  keyTab: { en: 'Move between the controls, the step list and the detail panel', zh: '在控制按钮、步骤列表和详情面板之间移动焦点' },
  keySpaceName: { en: 'Space', zh: '空格' },
  // Detail
  at: { en: 'at {time}', zh: '位于 {time}' },
  arguments: { en: 'Arguments', zh: '参数' },
  result: { en: 'Result', zh: '结果' },
  noResultYet: { en: 'No result was recorded for this call.', zh: '没有记录到这次调用的结果。' },
  noCallRecorded: { en: 'The matching tool call is not in the file.', zh: '文件中没有对应的工具调用事件。' },
  error: { en: 'Error', zh: '错误' },
  elapsed: { en: 'Took {time}', zh: '耗时 {time}' },
  toolDescription: { en: 'Tool description', zh: '工具说明' },
  thought: { en: 'Thought', zh: '思考' },
  plannedStep: { en: 'Step', zh: '步骤' },
  action: { en: 'Action', zh: '动作' },
  actionOk: { en: 'Action performed', zh: '动作已执行' },
  actionFailed: { en: 'Action failed', zh: '动作执行失败' },
  clickMarker: { en: 'Target of the action at {x}% across and {y}% down', zh: '动作目标位于横向 {x}%、纵向 {y}% 处' },
  screenshotAlt: { en: 'Browser screenshot{url}', zh: '浏览器截图{url}' },
  screenshotBefore: { en: 'Browser screenshot before this action', zh: '执行该动作前的浏览器截图' },
  screenshotCurrent: { en: 'Latest browser screenshot', zh: '最新的浏览器截图' },
  imageBlocked: {
    en: 'Image not shown: the player only displays embedded PNG, JPEG or WebP images.',
    zh: '图片未显示：播放器只显示内嵌的 PNG、JPEG 或 WebP 图片。',
  },
  imageTooLarge: {
    en: 'Image too large to show: {size}. The player shows embedded images up to {limit}, so that a huge one cannot freeze the page.',
    zh: '图片太大，未显示：{size}。播放器只显示不超过 {limit} 的内嵌图片，以免超大图片让页面卡住。',
  },
  messageCut: {
    en: 'Showing the first {shown} characters of {total}.',
    zh: '只显示了前 {shown} 个字符，共 {total} 个。',
  },
  showWholeMessage: { en: 'Show the whole message', zh: '显示完整消息' },
  loadingProgress: { en: 'Reading and checking the file… {n} steps so far', zh: '正在读取并检查文件…已处理 {n} 步' },
  cancelLoading: { en: 'Cancel', zh: '取消' },
  loadCancelled: { en: 'Loading was cancelled. Pick a file or an example to start again.', zh: '已取消加载。选择一个文件或示例即可重新开始。' },
  searchQuery: { en: 'Search for “{q}”', zh: '搜索“{q}”' },
  searchCount: { en: '{n} results', zh: '{n} 条结果' },
  noResults: { en: 'No results.', zh: '没有结果。' },
  pageOf: { en: 'Page {c} of {t}', zh: '第 {c} / {t} 页' },
  wroteFile: { en: 'Wrote {path}', zh: '写入 {path}' },
  editedFile: { en: 'Edited {path}', zh: '修改 {path}' },
  readFile: { en: 'Read {path}', zh: '读取 {path}' },
  removed: { en: 'Removed', zh: '删除' },
  added: { en: 'Added', zh: '新增' },
  exitFailed: { en: 'The command failed', zh: '命令执行失败' },
  noOutput: { en: '(no output)', zh: '（无输出）' },
  script: { en: 'Script ({lang})', zh: '脚本（{lang}）' },
  mcpServer: { en: 'From MCP server “{server}”', zh: '来自 MCP 服务器“{server}”' },
  rawEvent: { en: 'Raw event', zh: '原始事件' },
  problems: { en: 'Problems found', zh: '发现的问题' },
  unknownExplain: {
    en: 'The type “{type}” is not one of the 17 event types of Agent TARS 0.3.0 (custom agents can add their own). Its fields are shown as they are.',
    zh: '类型“{type}”不在 Agent TARS 0.3.0 的 17 种事件类型之中（自定义 Agent 可以添加自己的事件类型），下面原样显示它的字段。',
  },
  serverExplain: {
    en: 'A message written by the server at the start of a one-shot streaming request; it is not part of the agent event stream.',
    zh: '服务器在一次性流式请求开始时写出的消息，不属于 Agent 事件流。',
  },
  chunks: { en: 'Assembled from {n} streamed chunks.', zh: '由 {n} 个流式片段拼接而成。' },
  streamedIncomplete: {
    en: 'These streamed chunks have no final event in the file, so their text is shown joined together.',
    zh: '文件中没有与这些流式片段对应的最终事件，因此这里把片段文本拼接后显示。',
  },
  finishReason: { en: 'Finish reason', zh: '结束原因' },
  ttft: { en: 'Time to first token', zh: '首 token 耗时' },
  thinkingTime: { en: 'Thought for {time}', zh: '思考了 {time}' },
  toolCallsRequested: { en: 'Requested tools', zh: '请求调用的工具' },
  iterations: { en: 'Iterations', zh: '循环轮数' },
  status: { en: 'Status', zh: '状态' },
  provider: { en: 'Provider', zh: '服务商' },
  agent: { en: 'Agent', zh: 'Agent' },
  runOptions: { en: 'Run options', zh: '运行参数' },
  planSteps: { en: 'Plan', zh: '计划' },
  planStarted: { en: 'The agent started planning.', zh: 'Agent 开始制定计划。' },
  planFinished: { en: 'Plan finished', zh: '计划完成' },
  done: { en: 'done', zh: '已完成' },
  todo: { en: 'to do', zh: '待完成' },
  deepResearch: { en: 'Deep research report', zh: '深度研究报告' },
  details: { en: 'Details', zh: '详细信息' },
  level: { en: 'Level', zh: '级别' },
  envDescription: { en: 'Description given to the model', zh: '提供给模型的说明' },
  truncated: { en: '… ({n} more characters)', zh: '…（还有 {n} 个字符）' },
  dataUrl: { en: '[image data, {size}]', zh: '[图片数据，{size}]' },
  emptyContent: { en: '(empty)', zh: '（空）' },
} satisfies Record<string, L10n>;

export type UiKey = keyof typeof ui;

export const errorMessages: Record<LoadErrorCode, L10n> = {
  'too-large': {
    en: 'The file is larger than 50 MB, so it was not opened. Replay files from Agent TARS are usually far smaller; check that you picked the right file.',
    zh: '文件超过 50 MB，因此没有打开。Agent TARS 的回放文件通常小得多，请确认选对了文件。',
  },
  'not-supported': {
    en: 'This file is neither JSON nor a replay HTML file. Open a JSON list of events or the .html file that Agent TARS exports from its Share dialog.',
    zh: '这个文件既不是 JSON，也不是回放 HTML 文件。请打开 JSON 事件列表，或 Agent TARS 分享对话框导出的 .html 文件。',
  },
  'malformed-json': {
    en: 'The file looks like JSON but cannot be parsed. It may be cut off or edited by hand.',
    zh: '文件看起来是 JSON，但无法解析，可能被截断或手动改坏了。',
  },
  'not-event-list': {
    en: 'The JSON is valid, but it is not a list of events. Expected an array of events or an object with an "events" array.',
    zh: 'JSON 本身有效，但不是事件列表。需要事件数组，或带有 "events" 数组的对象。',
  },
  'html-no-stream': {
    en: 'This HTML file is not an Agent TARS replay: it contains no window.AGENT_EVENT_STREAM data.',
    zh: '这个 HTML 文件不是 Agent TARS 回放文件：其中没有 window.AGENT_EVENT_STREAM 数据。',
  },
  'html-malformed': {
    en: 'This replay HTML file has event data, but the data is damaged or cut off and cannot be read.',
    zh: '这个回放 HTML 文件包含事件数据，但数据已损坏或被截断，无法读取。',
  },
  empty: {
    en: 'The session has no events, so there is nothing to play.',
    zh: '这个会话没有任何事件，没有可以播放的内容。',
  },
  'read-failed': {
    en: 'The browser could not read the file. Try choosing it again.',
    zh: '浏览器无法读取这个文件，请重新选择。',
  },
  'unknown-example': {
    en: 'There is no example session called “{id}”. Pick one from the list below.',
    zh: '没有名为“{id}”的示例会话，请从下面的列表中选择。',
  },
  'example-load-failed': {
    en: 'The example session could not be loaded. Check your connection and reload the page.',
    zh: '示例会话加载失败，请检查网络连接后刷新页面。',
  },
};

export const kindLabels: Record<StepKind, L10n> = {
  user: { en: 'User', zh: '用户' },
  assistant: { en: 'Assistant', zh: '助手' },
  thinking: { en: 'Thinking', zh: '思考' },
  'tool-call': { en: 'Tool call', zh: '工具调用' },
  'tool-result': { en: 'Tool result', zh: '工具结果' },
  environment: { en: 'Environment', zh: '环境输入' },
  system: { en: 'System', zh: '系统' },
  'run-start': { en: 'Run started', zh: '运行开始' },
  'run-end': { en: 'Run ended', zh: '运行结束' },
  plan: { en: 'Plan', zh: '计划' },
  'final-answer': { en: 'Final answer', zh: '最终答案' },
  streamed: { en: 'Streamed', zh: '流式片段' },
  server: { en: 'Server message', zh: '服务器消息' },
  unknown: { en: 'Unknown event', zh: '未知事件' },
  invalid: { en: 'Invalid event', zh: '无效事件' },
};
