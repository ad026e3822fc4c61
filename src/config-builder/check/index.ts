/**
 * The config checker: pasted text → what 0.3.0 would make of it. Runs in the
 * browser, reads everything as data, never runs or uploads anything, and stops
 * at the limits in `limits.ts` so hostile text cannot block the page.
 */
import { pitfallFindings } from '../pitfalls';
import type { ConfigFormat, Finding, ReadResult } from '../types';
import { detectFormat } from './detect';
import { flatten } from './flatten';
import { limitMessages, sizeLimit } from './limits';
import { L } from './localized';
import { readCommand } from './read-command';
import { readJson } from './read-json';
import { readTs } from './read-ts';
import { readYaml } from './read-yaml';
import { validate } from './validate';

export { detectFormat } from './detect';
export { flatten } from './flatten';
export { checkLimits } from './limits';

/** More findings than anyone reads; the rest is summarised in one line. */
export const maxFindings = 300;

const readers: Record<ConfigFormat, (text: string) => ReadResult> = {
  ts: readTs,
  yaml: readYaml,
  json: readJson,
  cli: readCommand,
};

const severityOrder: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 };

export function readConfig(text: string, format?: ConfigFormat): ReadResult {
  const limit = sizeLimit(text);
  if (limit) return { ok: false, format: 'unknown', message: limitMessages[limit] };
  const source = text.replace(/^\uFEFF/, '');
  const chosen = format ?? detectFormat(source);
  if (chosen === 'unknown') {
    return { ok: false, format: 'unknown', message: L('Paste a config file or a command line to check it.', '粘贴配置文件或命令行即可检查。') };
  }
  return readers[chosen](source);
}

/**
 * Reads pasted text (TS, YAML, JSON or an `agent-tars` command line, detected
 * unless `format` is given) and returns the read tree and every finding,
 * sorted by line, then errors before warnings before notes.
 */
export function checkConfig(text: string, format?: ConfigFormat): { result: ReadResult; findings: Finding[] } {
  const result = readConfig(text, format);
  if (!result.ok) return { result, findings: [] };
  const checked = validate(result.root, result.format, maxFindings);
  const findings = [
    ...result.findings,
    ...checked.findings,
    ...pitfallFindings(flatten(result.root), { format: result.format }),
  ].sort((a, b) => a.line - b.line || severityOrder[a.severity] - severityOrder[b.severity]);
  if (findings.length <= maxFindings && checked.complete) return { result, findings };
  const shown = findings.slice(0, maxFindings);
  const last = shown[shown.length - 1];
  return {
    result,
    findings: [
      ...shown,
      {
        kind: 'not-checked',
        severity: 'info',
        key: '',
        line: last.line,
        message: L(
          `More than ${maxFindings} findings: the ones after this line are not shown. Fix the ones above first.`,
          `结果超过 ${maxFindings} 条，此行之后的不再显示。请先处理上面的问题。`,
        ),
        link: '/api/config',
      },
    ],
  };
}
