/** The findings the command-line reader reports about flags themselves. */
import { type CliCommandId, type CliFlag, type CliLegacyFlag, cliFlags } from '../../data/cli';
import type { ConfigOption } from '../../data/config';
import { configLink } from '../keys';
import { flagLink } from './flag-lookup';
import type { Finding } from '../types';
import { excerpt, L } from './localized';
import { optionAt } from './option-lookup';
import type { ShellWord } from './shell-words';

const CLI_PAGE = '/api/cli';
const ENV_LINK = '/guide/basic/config#environment-variables';
const ENV_ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/** Link for a flag named in the data or suggested: its row, or the key row of a pass-through flag. */
const linkToFlag = (name: string): string => {
  const flag = cliFlags.find((f) => f.name === name && f.status !== 'deprecated');
  return flag ? flagLink(flag) : linkToKey(name.replace(/^--/, ''));
};

const linkToKey = (key: string): string => {
  const option = optionAt(key.split('.'));
  return option ? configLink(option) : CLI_PAGE;
};

const envNote = (w: ShellWord, exported: boolean): Finding | undefined => {
  const name = ENV_ASSIGNMENT.exec(w.text)?.[1];
  if (!name) return undefined;
  const shown = excerpt(name, 60);
  return {
    kind: 'env',
    severity: 'info',
    key: shown,
    line: w.line,
    message: exported
      ? L(`Sets the environment variable \`${shown}\` for the commands after it.`, `为后面的命令设置环境变量 \`${shown}\`。`)
      : L(`Sets the environment variable \`${shown}\` for this command only.`, `只为这条命令设置环境变量 \`${shown}\`。`),
    link: ENV_LINK,
  };
};

export const commandFindings = {
  envAssignment: (w: ShellWord): Finding => envNote(w, false) as Finding,

  /** `export NAME=value` lines before the command. */
  exports(words: ShellWord[]): Finding[] {
    const rest = words[0]?.text === 'export' ? words.slice(1) : words;
    return rest.map((w) => envNote(w, words[0]?.text === 'export')).filter((f): f is Finding => f !== undefined);
  },

  strayWord: (w: ShellWord): Finding => ({
    kind: 'pitfall',
    severity: 'warning',
    key: excerpt(w.text, 60),
    line: w.line,
    message: L(
      `\`${excerpt(w.text, 40)}\` is neither a flag nor the value of one, so the CLI drops it. Quote a value that contains spaces.`,
      `\`${excerpt(w.text, 40)}\` 既不是参数也不是参数的值，CLI 会丢弃它。含空格的值请加引号。`,
    ),
    link: CLI_PAGE,
  }),

  deprecated: (flag: CliFlag, spelling: string, line: number): Finding => ({
    kind: 'pitfall',
    severity: 'warning',
    key: spelling,
    line,
    message: L(
      `\`${spelling}\` still works in 0.3.0 but is deprecated. Use \`${flag.replacedBy}\`.`,
      `\`${spelling}\` 在 0.3.0 中仍可用，但已弃用。请改用 \`${flag.replacedBy}\`。`,
    ),
    suggestion: flag.replacedBy,
    link: flagLink(flag),
  }),

  placeholder: (flag: CliFlag, line: number): Finding => ({
    kind: 'pitfall',
    severity: 'warning',
    key: flag.name,
    line,
    message: L(
      `\`${flag.name}\` only declares a namespace for its dotted flags; on its own it sets nothing. ${flag.note?.en ?? ''}`.trim(),
      `\`${flag.name}\` 只是为带点的参数声明命名空间，单独使用不会设置任何内容。${flag.note?.zh ?? ''}`,
    ),
    link: flagLink(flag),
  }),

  noEffect: (flag: CliFlag, line: number): Finding => ({
    kind: 'pitfall',
    severity: 'warning',
    key: flag.name,
    line,
    message: L(
      `\`${flag.name}\` is parsed but has no effect in 0.3.0. ${(flag.note ?? flag.description).en}`,
      `\`${flag.name}\` 会被解析，但在 0.3.0 中不起作用。${(flag.note ?? flag.description).zh}`,
    ),
    link: flagLink(flag),
  }),

  badFlagValue: (flag: CliFlag, value: string, line: number): Finding => ({
    kind: 'bad-value',
    severity: 'error',
    key: flag.name,
    line,
    message: L(
      `\`${flag.name}\` cannot be \`${excerpt(value, 40)}\`. Allowed: ${(flag.values ?? []).join(', ')}.`,
      `\`${flag.name}\` 不能是 \`${excerpt(value, 40)}\`。可选值：${(flag.values ?? []).join(', ')}。`,
    ),
    link: flagLink(flag),
  }),

  legacy: (legacy: CliLegacyFlag, spelling: string, line: number): Finding => ({
    kind: 'unknown-flag',
    severity: 'error',
    key: spelling,
    line,
    message: L(
      `\`${spelling}\` is not a 0.3.0 flag: ${legacy.reason.en} Use \`${legacy.replacedBy}\`.`,
      `\`${spelling}\` 不是 0.3.0 的参数：${legacy.reason.zh}请改用 \`${legacy.replacedBy}\`。`,
    ),
    suggestion: legacy.replacedBy,
    link: linkToFlag(legacy.replacedBy),
  }),

  otherCommand: (flag: CliFlag, spelling: string, command: CliCommandId, line: number): Finding => ({
    kind: 'unknown-flag',
    severity: 'warning',
    key: spelling,
    line,
    message: L(
      `\`${spelling}\` belongs to \`${flag.commands.join('`, `')}\`, not to \`${command}\`, so it does nothing here.`,
      `\`${spelling}\` 属于 \`${flag.commands.join('`、`')}\` 命令，不属于 \`${command}\`，在这里不起作用。`,
    ),
    link: flagLink(flag),
  }),

  notAFlag: (option: ConfigOption, spelling: string, line: number): Finding => {
    const shown = excerpt(spelling, 60);
    return {
      kind: 'unknown-flag',
      severity: 'warning',
      key: shown,
      line,
      message: option.flag
        ? L(`Set \`${option.key}\` with its own flag \`${option.flag}\`.`, `请用专门的参数 \`${option.flag}\` 设置 \`${option.key}\`。`)
        : L(
            `\`${shown}\` is a config key but not one the CLI takes as a flag; set it in a config file.`,
            `\`${shown}\` 是配置字段，但 CLI 不把它当作参数接收；请在配置文件中设置。`,
          ),
      ...(option.flag ? { suggestion: option.flag } : {}),
      link: configLink(option),
    };
  },

  repeated: (key: string, firstLine: number, line: number): Finding => ({
    kind: 'pitfall',
    severity: 'error',
    key,
    line,
    message: L(
      `\`${excerpt(key, 60)}\` is already set on line ${firstLine}. A repeated flag reaches 0.3.0 as a list of both values, which this key does not take; give it once.`,
      `\`${excerpt(key, 60)}\` 已在第 ${firstLine} 行设置过。重复的参数会以包含两个值的列表传给 0.3.0，而这个字段不接受列表；请只写一次。`,
    ),
    link: linkToKey(key),
  }),

  dropped: (spelling: string, root: string, line: number): Finding => ({
    kind: 'unknown-flag',
    severity: 'warning',
    key: excerpt(spelling, 60),
    line,
    message: L(
      `The CLI keeps only its own \`--${root}.*\` flags and drops \`${excerpt(spelling, 60)}\`; set this key in a config file.`,
      `CLI 只保留自己定义的 \`--${root}.*\` 参数，会丢弃 \`${excerpt(spelling, 60)}\`；请在配置文件中设置这个字段。`,
    ),
    link: linkToKey(spelling.replace(/^--/, '')),
  }),

  unknown: (spelling: string, suggestion: string | undefined, command: CliCommandId, line: number): Finding => {
    const shown = excerpt(spelling, 60);
    return {
      kind: 'unknown-flag',
      severity: 'error',
      key: shown,
      line,
      message: suggestion
        ? L(
            `\`${shown}\` is not a flag of \`agent-tars ${command}\`; the CLI passes it on unread. Did you mean \`${suggestion}\`?`,
            `\`${shown}\` 不是 \`agent-tars ${command}\` 的参数，CLI 会原样传递而不读取。是否想写 \`${suggestion}\`？`,
          )
        : L(
            `\`${shown}\` is not a flag of \`agent-tars ${command}\`; the CLI passes it on unread.`,
            `\`${shown}\` 不是 \`agent-tars ${command}\` 的参数，CLI 会原样传递而不读取。`,
          ),
      ...(suggestion ? { suggestion } : {}),
      link: suggestion ? linkToFlag(suggestion) : CLI_PAGE,
    };
  },
};
