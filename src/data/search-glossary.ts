/**
 * Words readers use for a thing, next to the words the pages use for it.
 * The search term bridge (src/search/bridge.ts) expands a query word through
 * every other word of its entry, in the index of either language. So a
 * Chinese reader who types 智能体 finds the zh pages that keep "Agent" in
 * English, and one who types 提供商 finds pages that say 服务商.
 *
 * Reviewed by hand: each entry is one concept, and every word in it names
 * that concept in Agent TARS's docs or in the way readers ask about it. A
 * word that names several things (服务 is both service and server) stays out.
 */
export interface GlossaryEntry {
  /** English words and phrases, the page's own term first. */
  en: string[];
  /** Chinese words, the zh pages' own term first. */
  zh: string[];
}

export const searchGlossary: GlossaryEntry[] = [
  { en: ['agent'], zh: ['智能体', '代理'] },
  { en: ['token', 'tokens'], zh: ['令牌', '词元'] },
  { en: ['prompt', 'system prompt'], zh: ['提示词', '提示语', '系统提示', '系统提示词', '系统提示语'] },
  { en: ['planner', 'planning', 'task decomposition'], zh: ['规划器', '规划', '任务拆解', '任务分解'] },
  { en: ['session', 'conversation'], zh: ['会话', '对话'] },
  { en: ['provider', 'model provider', 'vendor'], zh: ['服务商', '提供商', '供应商', '模型服务'] },
  { en: ['api key', 'apikey', 'secret key'], zh: ['密钥', '秘钥'] },
  { en: ['cli', 'command line', 'terminal'], zh: ['命令行', '终端'] },
  { en: ['web ui', 'webui', 'user interface'], zh: ['网页界面', '网页端', '界面', '用户界面'] },
  { en: ['headless'], zh: ['无头', '无界面'] },
  { en: ['screenshot'], zh: ['截图', '截屏'] },
  { en: ['snapshot'], zh: ['快照'] },
  { en: ['trace', 'tracing'], zh: ['追踪', '跟踪', '链路'] },
  { en: ['event stream'], zh: ['事件流'] },
  { en: ['workspace', 'working directory'], zh: ['工作区', '工作目录'] },
  { en: ['vision', 'visual', 'multimodal'], zh: ['视觉', '多模态', '看图'] },
  { en: ['context'], zh: ['上下文'] },
  { en: ['thinking', 'reasoning', 'chain of thought'], zh: ['思考', '推理', '深度思考', '思考过程', '推理过程', '思维链'] },
  { en: ['tool call', 'function call', 'function calling'], zh: ['工具调用', '函数调用'] },
  { en: ['environment variable', 'env'], zh: ['环境变量'] },
  { en: ['llm', 'model', 'large model'], zh: ['模型', '大模型', '大语言模型'] },
  { en: ['server', 'backend', 'backend service'], zh: ['服务器', '服务端', '后端', '后端服务'] },
  { en: ['mcp', 'model context protocol', 'external tools'], zh: ['外部工具', '模型上下文协议'] },
  { en: ['search engine', 'web search'], zh: ['搜索引擎', '联网搜索', '网络搜索'] },
  { en: ['replay'], zh: ['回放', '重放', '重播'] },
  { en: ['share'], zh: ['分享', '共享'] },
  { en: ['sandbox'], zh: ['沙箱', '沙盒'] },
  { en: ['port'], zh: ['端口'] },
  { en: ['install', 'installation'], zh: ['安装'] },
  { en: ['upgrade', 'update'], zh: ['升级', '更新'] },
  { en: ['configuration', 'config', 'settings'], zh: ['配置', '设置'] },
  { en: ['browser'], zh: ['浏览器'] },
  { en: ['chrome'], zh: ['谷歌浏览器'] },
  { en: ['node.js', 'nodejs'], zh: [] },
  { en: ['sse', 'server-sent events'], zh: ['服务端推送', '服务器推送'] },
  { en: ['control mode'], zh: ['控制模式'] },
  { en: ['local model'], zh: ['本地模型', '本地部署'] },
  { en: ['error', 'failure'], zh: ['报错', '错误', '异常'] },
  { en: ['troubleshooting', 'faq', 'common problems', 'common errors', 'common issues'], zh: ['排错', '故障排查', '问题排查', '常见问题', '疑难解答', '常见报错', '常见错误', '故障排除', '问题排除'] },
  { en: ['benchmark', 'evaluation'], zh: ['评测', '基准测试'] },
  { en: ['hook', 'hooks'], zh: ['钩子'] },
  { en: ['authentication', 'auth'], zh: ['鉴权', '认证', '身份验证'] },
  { en: ['abort', 'cancel', 'interrupt', 'stop'], zh: ['中止', '取消', '终止', '打断', '停止'] },
  { en: ['log', 'logs', 'logging'], zh: ['日志'] },
  { en: ['debug', 'debugging'], zh: ['调试'] },
  { en: ['deploy', 'deployment', 'self-host'], zh: ['部署', '自部署', '私有化部署'] },
  { en: ['streaming'], zh: ['流式', '流式输出'] },
  { en: ['export'], zh: ['导出'] },
  { en: ['storage', 'persistence', 'database'], zh: ['存储', '持久化', '数据库'] },
  { en: ['login', 'sign in'], zh: ['登录', '登录态'] },
  { en: ['captcha'], zh: ['验证码', '人机验证'] },
  { en: ['iteration', 'loop'], zh: ['迭代', '轮次', '循环'] },
  { en: ['memory'], zh: ['记忆'] },
  { en: ['embed', 'iframe'], zh: ['嵌入', '内嵌'] },
  { en: ['coordinates'], zh: ['坐标'] },
  { en: ['timeout', 'timed out'], zh: ['超时'] },
  { en: ['example', 'demo', 'sample'], zh: ['示例', '演示', '样例', '例子'] },
  { en: ['endpoint', 'route'], zh: ['端点', '路由', '接口'] },
  { en: ['retry'], zh: ['重试'] },
  { en: ['allow-list', 'allowlist', 'whitelist'], zh: ['白名单'] },
  { en: ['deny-list', 'denylist', 'blocklist', 'blacklist'], zh: ['黑名单'] },
  { en: ['mirror', 'registry mirror', 'npm mirror'], zh: ['镜像', '镜像源', '下载源', '换源', '国内源'] },
  { en: ['filter', 'exclude'], zh: ['过滤', '屏蔽', '排除'] },
  { en: ['enable', 'turn on'], zh: ['开启', '启用'] },
  { en: ['disable', 'turn off'], zh: ['禁用', '停用', '禁止'] },
  { en: ['flag', 'flags', 'cli option', 'cli options'], zh: ['命令行参数', '命令行开关', '启动参数'] },
  { en: ['connect', 'connection', 'connected'], zh: ['连接', '连上', '接入'] },
  { en: ['image', 'picture', 'photo'], zh: ['图片', '图像', '照片'] },
  { en: ['container', 'docker'], zh: ['容器'] },
  { en: ['proxy'], zh: ['代理服务器', '网络代理', '梯子', '走代理'] },
  { en: ['automation', 'automate'], zh: ['自动化'] },
  { en: ['scrape', 'crawl', 'crawler'], zh: ['抓取', '爬取', '爬虫'] },
  { en: ['concurrency', 'parallel'], zh: ['并发', '并行'] },
  { en: ['comparison', 'compare', 'vs', 'versus', 'difference'], zh: ['对比', '比较', '区别', '差别', '差异'] },
];
