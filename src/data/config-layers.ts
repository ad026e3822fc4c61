/**
 * Where Agent TARS 0.3.0 reads its config from, highest priority first.
 * Part of the config data (re-exported by `config.ts`), kept in its own
 * module because the workspace guide shows this table without the config
 * key reference.
 */
import type { Localized } from './routes';

const L = (en: string, zh: string): Localized => ({ en, zh });

export interface ConfigLayer {
  id: string;
  source: Localized;
  detail: Localized;
}

/** Config sources, highest priority first; objects deep-merge, arrays are replaced. */
export const configLayers: ConfigLayer[] = [
  {
    id: 'L0',
    source: L('CLI flags', '命令行参数'),
    detail: L(
      'Flags on the command line, including pass-through dotted flags.',
      '命令行上的参数，包括透传的点号参数。',
    ),
  },
  {
    id: 'L1',
    source: L('Workspace config file', '工作区配置文件'),
    detail: L(
      'The first of tarko.config.ts / .yaml / .json in the workspace (--workspace or the current directory).',
      '工作区（--workspace 或当前目录）中按 tarko.config.ts / .yaml / .json 顺序找到的第一个文件。',
    ),
  },
  {
    id: 'L1b',
    source: L('Workspace instructions', '工作区指令'),
    detail: L(
      '<workspace>/.tarko/instructions.md becomes the instructions key, merged right after the file layers.',
      '<workspace>/.tarko/instructions.md 的内容会成为 instructions 字段，紧接在文件配置之后合并。',
    ),
  },
  {
    id: 'L2',
    source: L('Global workspace config file', '全局工作区配置文件'),
    detail: L(
      'tarko.config.* in ~/.agent-tars-workspace, while the global workspace is enabled (the default).',
      '~/.agent-tars-workspace 中的 tarko.config.*，仅在全局工作区启用时加载（默认启用）。',
    ),
  },
  {
    id: 'L3',
    source: L('--config files', '--config 指定的文件'),
    detail: L(
      'Every --config file or URL, in the order given; a later one overrides an earlier one.',
      '所有 --config 文件或 URL，按给出的顺序合并，后者覆盖前者。',
    ),
  },
  {
    id: 'L4',
    source: L('Remote bootstrap config', '远程引导配置'),
    detail: L(
      'The remoteConfig option of a program that starts the CLI from code (new AgentTARSCLI({ remoteConfig })), loaded like a --config value. The agent-tars command never sets it.',
      '通过代码启动 CLI 的程序传入的 remoteConfig 选项（new AgentTARSCLI({ remoteConfig })），加载方式与 --config 的值相同。agent-tars 命令从不设置它。',
    ),
  },
  {
    id: 'L5',
    source: L('Built-in defaults', '内置默认值'),
    detail: L(
      'Agent = Agent TARS, session storage = SQLite at ~/.agent-tars/agent-tars.db, plus any appConfig a program passes when it starts the CLI from code. Port 8888 is the default of the --port flag, so it belongs to the flag layer.',
      'Agent 为 Agent TARS，会话存储为 ~/.agent-tars/agent-tars.db 的 SQLite，以及通过代码启动 CLI 的程序传入的 appConfig。端口 8888 是 --port 参数的默认值，因此属于命令行参数这一层。',
    ),
  },
];
