/**
 * tarko.config.ts: `defineConfig({...})` with one key per line, each ending in
 * a comment that links its reference entry. The key is read from the
 * environment with `process.env`, which only a TypeScript file can do.
 */
import { defineConfigImports } from '../../data/config';
import type { Localized } from '../../data/routes';
import type { Choices } from '../choices';
import { choicesToConfig } from '../choices';
import type { ConfigNode } from '../types';
import { commandOnlyNote, fileNames, type OutputLang, referenceUrl } from './shared';

const INDENT = '  ';
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function tsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const tsKey = (key: string): string => (IDENTIFIER.test(key) ? key : tsString(key));

function scalar(node: ConfigNode): string {
  switch (node.kind) {
    case 'string':
      return tsString(node.value);
    case 'number':
    case 'boolean':
      return String(node.value);
    case 'env':
      return `process.env.${node.name}`;
    case 'list':
      return `[${node.items.map(scalar).join(', ')}]`;
    default:
      // The builder makes no other kind; keep the file valid if one ever appears.
      return 'undefined';
  }
}

function render(node: Extract<ConfigNode, { kind: 'object' }>, path: string[], depth: number, lang: OutputLang): string[] {
  const lines: string[] = [];
  for (const entry of node.entries) {
    const here = [...path, entry.key];
    const pad = INDENT.repeat(depth);
    const url = referenceUrl(here, lang);
    const comment = url ? ` // ${url}` : '';
    if (entry.value.kind === 'object') {
      lines.push(`${pad}${tsKey(entry.key)}: {${comment}`);
      lines.push(...render(entry.value, here, depth + 1, lang));
      lines.push(`${pad}},`);
    } else {
      lines.push(`${pad}${tsKey(entry.key)}: ${scalar(entry.value)},${comment}`);
    }
  }
  return lines;
}

const header: Localized = {
  en: `${fileNames.ts}: save it in the workspace (the folder you start agent-tars in, or --workspace); it is found there.`,
  zh: `${fileNames.ts}：保存在工作区（启动 agent-tars 的目录，或 --workspace 指定的目录）中，CLI 会在那里找到它。`,
};

// As docs/en/guide/basic/model-provider.mdx says: the import is loaded like any other (jiti).
const importNote: Localized = {
  en: 'defineConfig must resolve from this folder: run npm install -D @tarko/interface here, or drop the import and export the object itself.',
  zh: 'defineConfig 必须能在这个目录中解析：请先在这里执行 npm install -D @tarko/interface，或去掉 import，直接导出这个对象。',
};

export function renderTs(choices: Choices, lang: OutputLang): string {
  const root = choicesToConfig(choices);
  const notes = [header[lang], importNote[lang], commandOnlyNote(choices, lang)].filter((n): n is string => Boolean(n));
  return [
    ...notes.map((n) => `// ${n}`),
    `import { defineConfig } from '${defineConfigImports[0]}';`,
    '',
    'export default defineConfig({',
    ...render(root, [], 1, lang),
    '});',
    '',
  ].join('\n');
}
