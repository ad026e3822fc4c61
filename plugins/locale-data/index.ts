/**
 * Each page downloads the reference data in its own language only.
 *
 * The data in src/data is bilingual (`{ en, zh }` for every text) and the
 * reference components pick one language at render time, so every page's
 * route chunk carried both. Here each page's imports of those modules ask for
 * its language with a resource query (`CliReference?lang=en`), which becomes
 * a module of its own; the query travels on through the modules' imports of
 * each other, and a module loaded with it has the other language's strings
 * emptied (transform.ts). Components read `value[lang]` as before.
 *
 * Only script modules of SCOPED get the query: they hold no module state and
 * no React context (a copy per language would split it), and styles stay one
 * module. Code that runs in Node (the search index, the config) imports the
 * modules without the query and sees both languages. The same transforms run
 * for the browser, the pre-rendered HTML and `rspress dev`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin, TransformContext } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { CONTENT_QUERY } from '../content-chunk/stub';
import { LANGS, importSpecifiers, keepLanguage, queryLang, withQueries, type Lang } from './transform';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = path.join(ROOT, 'docs');

const SCOPED = [/^src\/components\/(reference|blog|config-builder)\/[^/]+\.tsx?$/, /^src\/config-builder\/.+\.ts$/, /^src\/data\/[^/]+\.ts$/];

const relative = (from: string, file: string) => path.relative(from, file).split(path.sep).join('/');

/** Whether a file gets a copy per language. */
export const isScoped = (file: string): boolean => SCOPED.some((pattern) => pattern.test(relative(ROOT, file)));

/** The language of a page file under docs/<lang>/. */
export function pageLang(file: string): Lang | undefined {
  const top = relative(DOCS, file).split('/')[0];
  return LANGS.find((lang) => lang === top);
}

function resolveFile(ctx: TransformContext, request: string): Promise<string | undefined> {
  return new Promise((done) => {
    ctx.resolve(ctx.context ?? path.dirname(ctx.resourcePath), request, (error, result) => done(!error && typeof result === 'string' ? result : undefined));
  });
}

/** `code` with its imports of scoped modules asking for `lang`; a request with a query of its own is left as it is. */
async function tagImports(ctx: TransformContext, code: string, lang: Lang): Promise<string> {
  const specifiers = importSpecifiers(code, ctx.resourcePath).filter((s) => !s.request.includes('?'));
  const files = await Promise.all(specifiers.map((s) => resolveFile(ctx, s.request)));
  const scoped = specifiers.filter((_, i) => files[i] !== undefined && isScoped(files[i]));
  return scoped.length ? withQueries(code, scoped, lang) : code;
}

export function localeDataRsbuildPlugin(): RsbuildPlugin {
  return {
    name: 'agent-tars-locale-data',
    setup(api) {
      // After the MDX compiler: its output is plain JavaScript with the page's imports.
      api.transform({ test: /\.mdx?$/, order: 'post' }, async (ctx) => {
        const lang = pageLang(ctx.resourcePath);
        return lang && (!ctx.resourceQuery || ctx.resourceQuery === CONTENT_QUERY) ? tagImports(ctx, ctx.code, lang) : ctx.code;
      });
      // Before the TypeScript compiler, on the source as written.
      api.transform({ test: /\.tsx?$/, resourceQuery: /[?&]lang=/, order: 'pre' }, async (ctx) => {
        const lang = queryLang(ctx.resourceQuery);
        if (!lang || !isScoped(ctx.resourcePath)) return ctx.code;
        return tagImports(ctx, keepLanguage(ctx.code, lang, ctx.resourcePath), lang);
      });
    },
  };
}

export function localeDataPlugin(): RspressPlugin {
  return { name: 'locale-data', builderConfig: { plugins: [localeDataRsbuildPlugin()] } };
}
