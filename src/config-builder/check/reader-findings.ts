/** Findings that more than one reader produces. */
import { configLink } from '../keys';
import type { Finding } from '../types';
import { excerpt, L } from './localized';
import { optionAt } from './option-lookup';

/**
 * A key written twice in one object. JSON.parse and a TS object literal keep the
 * last value; js-yaml 4.1 (used by `multimodal/tarko/config-loader/src/index.ts`)
 * rejects the whole file with "duplicated mapping key".
 */
export function duplicateKeyFinding(
  path: string[],
  line: number,
  firstLine: number,
  effect: 'last-wins' | 'load-fails',
): Finding {
  const key = path.join('.');
  const shown = excerpt(key, 80);
  const option = optionAt(path);
  return {
    kind: 'pitfall',
    severity: effect === 'load-fails' ? 'error' : 'warning',
    key,
    line,
    message:
      effect === 'load-fails'
        ? L(
            `\`${shown}\` is already set on line ${firstLine}. 0.3.0 reads YAML with js-yaml, which refuses a file with a repeated key, so no setting of this file applies.`,
            `\`${shown}\` 已在第 ${firstLine} 行设置过。0.3.0 用 js-yaml 读取 YAML，它拒绝含重复键的文件，因此这个文件中的设置都不会生效。`,
          )
        : L(
            `\`${shown}\` is already set on line ${firstLine}. Only this later value is used; the earlier one is silently dropped.`,
            `\`${shown}\` 已在第 ${firstLine} 行设置过。只有后面这个值生效，前面的会被静默丢弃。`,
          ),
    link: option ? configLink(option) : '/api/config',
  };
}
