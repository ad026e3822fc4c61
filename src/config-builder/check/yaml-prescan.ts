/**
 * A one-pass look at YAML text before the `yaml` package parses it: text with
 * more structure than any config has (`checkLimits.maxYamlMarks`), or deeper
 * nesting, is refused here in linear time instead of after a slow parse.
 */
import { checkLimits, type LimitReason } from './limits';

const MARKS = new Set([':', '-', ',', '[', ']', '{', '}', '"', "'", '&', '*', '!', '?', '|', '>']);

export interface PrescanLimit {
  reason: LimitReason;
  line: number;
}

export function prescanYaml(src: string): PrescanLimit | undefined {
  let line = 1;
  let marks = 0;
  let flowDepth = 0;
  let quote: string | undefined;
  let lineStart = true;
  const indentStack: number[] = [];
  let indent = 0;
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i];
    if (c === '\n') {
      line += 1;
      lineStart = true;
      indent = 0;
      continue;
    }
    if (lineStart) {
      if (c === ' ') {
        indent += 1;
        continue;
      }
      lineStart = false;
      if (c !== '#' && quote === undefined && flowDepth === 0) {
        // Block nesting: one level per indentation step still open.
        while (indentStack.length > 0 && indentStack[indentStack.length - 1] >= indent) indentStack.pop();
        indentStack.push(indent);
        if (indentStack.length > checkLimits.maxDepth + 1) return { reason: 'depth', line };
      }
    }
    if (MARKS.has(c)) {
      marks += 1;
      if (marks > checkLimits.maxYamlMarks) return { reason: 'yaml-marks', line };
    }
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"') i += 1;
      continue;
    }
    if ((c === '"' || c === "'") && /[\s[{,:-]/.test(src[i - 1] ?? ' ')) quote = c;
    else if (c === '#' && /\s/.test(src[i - 1] ?? ' ')) {
      const end = src.indexOf('\n', i);
      i = (end === -1 ? src.length : end) - 1;
    } else if (c === '[' || c === '{') {
      flowDepth += 1;
      if (flowDepth > checkLimits.maxDepth) return { reason: 'depth', line };
    } else if ((c === ']' || c === '}') && flowDepth > 0) flowDepth -= 1;
  }
  return undefined;
}
