/**
 * tarko.config.yaml: the same keys and values as the TypeScript file, minus
 * the key read from the environment (a comment says where it comes from).
 * 0.3.0 reads the file with js-yaml 4 (multimodal/tarko/config-loader), whose
 * default schema also knows YAML 1.1 booleans and timestamps, so any string
 * that could be read as something else is quoted.
 */
import type { Localized } from '../../data/routes';
import { type Choices, choicesToConfig } from '../choices';
import type { ConfigNode } from '../types';
import { commandOnlyNote, fileNames, keyNote, type OutputLang } from './shared';

const INDENT = '  ';
const PLAIN = /^[A-Za-z_/][A-Za-z0-9 _./@:+-]*$/;
const RESERVED = /^(y|n|yes|no|on|off|true|false|null|~)$/i;

export function yamlString(value: string): string {
  const plain = PLAIN.test(value) && !RESERVED.test(value) && !/: |:$| #| $/.test(value);
  // A JSON string is a valid YAML double-quoted scalar.
  return plain ? value : JSON.stringify(value);
}

function scalar(node: ConfigNode): string {
  switch (node.kind) {
    case 'string':
      return yamlString(node.value);
    case 'number':
    case 'boolean':
      return String(node.value);
    default:
      return 'null';
  }
}

function render(node: Extract<ConfigNode, { kind: 'object' }>, depth: number, keyComment: string | undefined): string[] {
  const pad = INDENT.repeat(depth);
  const lines: string[] = [];
  for (const entry of node.entries) {
    const value = entry.value;
    if (value.kind === 'env') {
      if (keyComment) lines.push(`${pad}# ${keyComment}`);
    } else if (value.kind === 'object') {
      lines.push(`${pad}${entry.key}:`, ...render(value, depth + 1, keyComment));
    } else if (value.kind === 'list') {
      lines.push(`${pad}${entry.key}:`, ...value.items.map((item) => `${pad}${INDENT}- ${scalar(item)}`));
    } else {
      lines.push(`${pad}${entry.key}: ${scalar(value)}`);
    }
  }
  return lines;
}

const header: Localized = {
  en: `${fileNames.yaml}: save it in the workspace; agent-tars finds it there when there is no ${fileNames.ts}.`,
  zh: `${fileNames.yaml}：保存在工作区中；没有 ${fileNames.ts} 时 agent-tars 会在那里找到它。`,
};

export function renderYaml(choices: Choices, lang: OutputLang): string {
  const notes = [header[lang], commandOnlyNote(choices, lang)].filter((n): n is string => Boolean(n));
  const body = render(choicesToConfig(choices), 0, keyNote(choices, lang));
  return [...notes.map((n) => `# ${n}`), ...body, ''].join('\n');
}
