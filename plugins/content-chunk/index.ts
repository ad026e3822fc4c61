/**
 * Rspress plugin: a page's content is not part of its first load
 * (stub.ts says how, src/components/deferred/LazyContent.tsx what the
 * browser does with it). Production builds only: `rspress dev` renders in
 * the browser, with no pre-rendered content to show meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { CONTENT_QUERY, contentStub, contentWithoutMeta, isEagerPage, type StubTarget } from './stub';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = path.join(ROOT, 'docs');
const RUNTIME = path.join(ROOT, 'src/components/deferred/LazyContent.tsx');

const TARGETS: Record<string, StubTarget> = { web: 'web', node: 'node' };

export function contentChunkRsbuildPlugin(): RsbuildPlugin {
  return {
    name: 'agent-tars-content-chunk',
    setup(api) {
      // After the MDX compiler and SWC: the page module as plain JavaScript.
      api.transform({ test: /\.mdx?$/, order: 'post', environments: Object.keys(TARGETS) }, (ctx) => {
        if (!ctx.resourcePath.startsWith(DOCS + path.sep)) return ctx.code;
        const target = TARGETS[ctx.environment.name];
        if (ctx.resourceQuery === CONTENT_QUERY) return target === 'web' ? contentWithoutMeta(ctx.code) : ctx.code;
        if (ctx.resourceQuery) return ctx.code;
        const eager = isEagerPage(fs.readFileSync(ctx.resourcePath, 'utf8'));
        const stub = contentStub({ compiled: ctx.code, pageFile: ctx.resourcePath, runtime: RUNTIME, target, eager });
        if (!stub) throw new Error(`content-chunk: no page metadata in the compiled ${path.relative(ROOT, ctx.resourcePath)} (did Rspress change its MDX output?)`);
        return stub;
      });
    },
  };
}

export function contentChunkPlugin(): RspressPlugin {
  const enabled = process.env.NODE_ENV === 'production';
  return { name: 'content-chunk', builderConfig: { plugins: enabled ? [contentChunkRsbuildPlugin()] : [] } };
}
