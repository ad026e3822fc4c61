/**
 * Hard limits on pasted text. The checker runs on the page's main thread, so
 * every reader stops at these limits instead of working through hostile input.
 */
import type { Localized } from '../../data/routes';

export const checkLimits = {
  maxBytes: 200 * 1024,
  maxLines: 5000,
  maxDepth: 32,
  maxNodes: 10_000,
  /** Words in a command line; a real one has a few dozen. */
  maxWords: 5_000,
  /**
   * YAML indicator characters (`:`, `-`, `,`, brackets, quotes, `&`, `*`, `!`, `?`, `|`, `>`).
   * The `yaml` package needs about 20 ms per thousand keys on this machine and far more on
   * hostile input (100,000 quotes take over a second), so YAML has its own, tighter limit.
   */
  maxYamlMarks: 1_000,
} as const;

export type LimitReason = 'bytes' | 'lines' | 'depth' | 'nodes' | 'words' | 'yaml-marks';

/** Thrown by a reader the moment it crosses a limit; readers turn it into a ReadResult. */
export class LimitExceeded extends Error {
  constructor(
    readonly reason: LimitReason,
    readonly line: number,
  ) {
    super(reason);
  }
}

export const limitMessages: Record<LimitReason, Localized> = {
  bytes: {
    en: `The text is larger than ${checkLimits.maxBytes / 1024} KB, more than any config needs, so it was not checked. Paste the config file alone.`,
    zh: `文本超过 ${checkLimits.maxBytes / 1024} KB，远超任何配置所需，因此没有检查。请只粘贴配置文件本身。`,
  },
  lines: {
    en: `The text has more than ${checkLimits.maxLines} lines, so it was not checked. Paste the config file alone.`,
    zh: `文本超过 ${checkLimits.maxLines} 行，因此没有检查。请只粘贴配置文件本身。`,
  },
  depth: {
    en: `Values are nested more than ${checkLimits.maxDepth} levels deep; no Agent TARS config is. Checking stopped here.`,
    zh: `值的嵌套超过 ${checkLimits.maxDepth} 层，Agent TARS 的配置不会这样写。检查在此处停止。`,
  },
  nodes: {
    en: `The text holds more than ${checkLimits.maxNodes} values; no Agent TARS config does. Checking stopped here.`,
    zh: `文本包含超过 ${checkLimits.maxNodes} 个值，Agent TARS 的配置不会这么多。检查在此处停止。`,
  },
  words: {
    en: `The command line has more than ${checkLimits.maxWords} words; no Agent TARS command does. Checking stopped here.`,
    zh: `命令行超过 ${checkLimits.maxWords} 个词，Agent TARS 的命令不会这么长。检查在此处停止。`,
  },
  'yaml-marks': {
    en: `The YAML has more than ${checkLimits.maxYamlMarks} colons, dashes, brackets and quotes, far more than a config needs, so it was not checked. Paste the config file alone.`,
    zh: `这段 YAML 的冒号、短横线、括号和引号超过 ${checkLimits.maxYamlMarks} 个，远超配置所需，因此没有检查。请只粘贴配置文件本身。`,
  },
};

/** Counts the values a reader creates and the depth it reaches. */
export class Budget {
  private nodes = 0;

  /** Call once per value created; `depth` is 0 for the root object. */
  take(depth: number, line: number): void {
    if (depth > checkLimits.maxDepth) throw new LimitExceeded('depth', line);
    this.nodes += 1;
    if (this.nodes > checkLimits.maxNodes) throw new LimitExceeded('nodes', line);
  }
}

/** Size limits, checked before any reader runs. */
export function sizeLimit(text: string): LimitReason | undefined {
  // A UTF-16 unit is at least one UTF-8 byte, so a long string is too big without encoding it.
  if (text.length > checkLimits.maxBytes) return 'bytes';
  if (new TextEncoder().encode(text).length > checkLimits.maxBytes) return 'bytes';
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    lines += 1;
    if (lines > checkLimits.maxLines) return 'lines';
  }
  return undefined;
}
