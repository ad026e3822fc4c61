import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isScoped, pageLang } from '../../plugins/locale-data';
import { importSpecifiers, keepLanguage, langQuery, queryLang, withQueries, type Lang } from '../../plugins/locale-data/transform';

const DATA = path.resolve(__dirname, '../../src/data');

/** Runs a TypeScript module; `./name` imports load src/data/name.ts through `load`. */
function evaluate(code: string, load: (name: string) => Record<string, unknown> = () => ({})): Record<string, unknown> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', js)(exports, (request: string) => load(request.replace(/^\.\//, '')));
  return exports;
}

/** `value` with the other language of every `{ en, zh }` text pair emptied: what a page of `lang` should get. */
function onlyLang(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => onlyLang(v, lang));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const keys = entries.map(([k]) => k).sort();
  if (keys.join() === 'en,zh' && entries.every(([, v]) => typeof v === 'string')) {
    return lang === 'en' ? { ...value, zh: '' } : { ...value, en: '' };
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, onlyLang(v, lang)]));
}

const withoutFunctions = (mod: Record<string, unknown>) => Object.fromEntries(Object.entries(mod).filter(([, v]) => typeof v !== 'function'));

const SAMPLE = `
import type { Localized } from './routes';
const L = (en: string, zh: string): Localized => ({ en, zh });
const o = (name: string, en: string, zh: string, extra?: string) => ({ name, description: { en, zh }, extra });
const slug = (en: string, zh: string) => ({ id: en.toLowerCase(), title: { en, zh } });
export const labels = { flag: { en: 'Flag', zh: '参数' }, tip: { 'en': \`Tip \${1 + 1}\`, 'zh': '提示' + '！' } } satisfies Record<string, Localized>;
export const summary = L(
  'Starts the server.',
  '启动服务。',
);
export const option = o('port', 'Port to listen on.', '监听的端口。', 'kept');
export const slugged = slug('Hello', '你好');
export const counts = { en: 2117, zh: 3426 };
export const lists = { en: ['agent'], zh: ['智能体'] };
export const mixed = { en: 'a', zh: 'b', note: 'both stay' };
export const marker = 'after';
`;

describe('keepLanguage', () => {
  it('empties the other language of L() calls, helpers and { en, zh } literals, keeping the shape', () => {
    const en = evaluate(keepLanguage(SAMPLE, 'en'));
    expect(en.labels).toEqual({ flag: { en: 'Flag', zh: '' }, tip: { en: 'Tip 2', zh: '' } });
    expect(en.summary).toEqual({ en: 'Starts the server.', zh: '' });
    expect(en.option).toEqual({ name: 'port', description: { en: 'Port to listen on.', zh: '' }, extra: 'kept' });
    const zh = evaluate(keepLanguage(SAMPLE, 'zh'));
    expect(zh.labels).toEqual({ flag: { en: '', zh: '参数' }, tip: { en: '', zh: '提示！' } });
    expect(zh.summary).toEqual({ en: '', zh: '启动服务。' });
    expect(zh.option).toEqual({ name: 'port', description: { en: '', zh: '监听的端口。' }, extra: 'kept' });
  });

  it('leaves objects with other keys, values that are not text, and helpers that read a text otherwise', () => {
    for (const lang of ['en', 'zh'] as const) {
      const out = evaluate(keepLanguage(SAMPLE, lang));
      expect(out.mixed).toEqual({ en: 'a', zh: 'b', note: 'both stay' });
      expect(out.counts).toEqual({ en: 2117, zh: 3426 });
      expect(out.lists).toEqual({ en: ['agent'], zh: ['智能体'] });
      expect(out.slugged).toEqual({ id: 'hello', title: { en: 'Hello', zh: '你好' } });
    }
  });

  it('leaves the calls of a helper whose name is bound again elsewhere in the module', () => {
    const code = `const L = (en: string, zh: string) => ({ en, zh });
      export const a = L('one', '一');
      export const b = [1].map((L) => L + 1);`;
    expect(evaluate(keepLanguage(code, 'en')).a).toEqual({ en: 'one', zh: '一' });
  });

  it('keeps every other token where it was, line and column', () => {
    const out = keepLanguage(SAMPLE, 'en');
    expect(out.length).toBe(SAMPLE.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(SAMPLE.split('\n').map((line) => line.length));
    expect(out.indexOf("'after'")).toBe(SAMPLE.indexOf("'after'"));
  });

  it('turns each data module into the same data with only one language', async () => {
    const modules = ['cli', 'config', 'config-layers', 'events', 'server-api', 'server-api-details', 'agent-api', 'blog', 'routes'];
    for (const lang of ['en', 'zh'] as const) {
      const cache = new Map<string, Record<string, unknown>>();
      const load = (name: string): Record<string, unknown> => {
        if (!cache.has(name)) cache.set(name, evaluate(keepLanguage(fs.readFileSync(path.join(DATA, `${name}.ts`), 'utf8'), lang, `${name}.ts`), load));
        return cache.get(name)!;
      };
      for (const name of modules) {
        const original = (await import(`../../src/data/${name}.ts`)) as Record<string, unknown>;
        expect(withoutFunctions(load(name)), `${name}.ts for ${lang}`).toEqual(onlyLang(withoutFunctions({ ...original }), lang));
      }
    }
    }, 60_000);
});

describe('import tagging', () => {
  const code = `import { a, type B } from '../../data/cli';
import type { Localized } from '../../data/routes';
import './reference.css';
export { configLayers, type ConfigLayer } from './config-layers';
export type { X } from './x';
const lazy = () => import('./lazy');`;

  it('finds the imports and re-exports that bring values, and the parts loaded on demand', () => {
    expect(importSpecifiers(code).map((s) => s.request)).toEqual(['../../data/cli', './reference.css', './config-layers', './lazy']);
  });

  it('adds the language query to the chosen ones', () => {
    const chosen = importSpecifiers(code).filter((s) => !s.request.endsWith('.css'));
    const out = withQueries(code, chosen, 'zh');
    expect(out).toContain("from '../../data/cli?lang=zh'");
    expect(out).toContain("from './config-layers?lang=zh'");
    expect(out).toContain("import './reference.css';");
    expect(out).toContain("from '../../data/routes';");
    expect(out).toContain("import('./lazy?lang=zh')");
  });

  it('reads and writes the query', () => {
    expect(langQuery('./x', 'en')).toBe('./x?lang=en');
    expect(langQuery('./x?raw', 'zh')).toBe('./x?raw&lang=zh');
    expect(queryLang('?lang=zh')).toBe('zh');
    expect(queryLang('?raw&lang=en')).toBe('en');
    expect(queryLang('?lang=fr')).toBeUndefined();
    expect(queryLang('')).toBeUndefined();
  });

  it('gives a copy per language to the reference components and the data only', () => {
    const root = path.resolve(__dirname, '../..');
    const at = (rel: string) => path.join(root, rel);
    expect(isScoped(at('src/components/reference/CliReference.tsx'))).toBe(true);
    expect(isScoped(at('src/components/blog/BlogIndex.tsx'))).toBe(true);
    expect(isScoped(at('src/data/cli.ts'))).toBe(true);
    expect(isScoped(at('src/components/config-builder/ConfigBuilder.tsx'))).toBe(true);
    expect(isScoped(at('src/config-builder/check/validate.ts'))).toBe(true);
    expect(isScoped(at('src/components/reference/reference.css'))).toBe(false);
    expect(isScoped(at('src/components/deferred/DeferredHydration.tsx'))).toBe(false);
    expect(isScoped(at('src/data/sessions/index.ts'))).toBe(false);
    expect(pageLang(at('docs/zh/guide/basic/cli.mdx'))).toBe('zh');
    expect(pageLang(at('docs/en/api/config.mdx'))).toBe('en');
    expect(pageLang(at('src/components/reference/CliReference.tsx'))).toBeUndefined();
  });
});
