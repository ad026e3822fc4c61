/**
 * The browser bundle of production builds runs on Preact's React
 * compatibility layer instead of react-dom: the same components, about
 * 59 KB gzip less JavaScript on every page (react-dom alone was 67 KB of a
 * doc page's ~158 KB first load) and less main-thread work while a page
 * hydrates.
 *
 * Only the browser build is switched. The pages are still pre-rendered by
 * React's react-dom/server (the `node` environment), and the Markdown copies
 * for llms.txt by Rspress's React renderer (`node_md`), so the HTML is the
 * same as before; `npm run dev` keeps React too, for its fast refresh and
 * development warnings. `DOCS_RUNTIME=react npm run build` builds with React
 * everywhere, to tell a Preact difference from a bug of our own.
 *
 * Rspress sets its own React alias on each environment; builderConfig is
 * merged after it, so these keys win.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export type BrowserRuntime = 'preact' | 'react';

/** Which runtime the browser bundle uses for this build. */
export function browserRuntime(env: NodeJS.ProcessEnv = process.env): BrowserRuntime {
  if (env.DOCS_RUNTIME === 'react') return 'react';
  return env.NODE_ENV === 'production' ? 'preact' : 'react';
}

/** Module aliases that point React's entry points at preact/compat. */
export function preactAliases(): Record<string, string> {
  const root = path.dirname(require.resolve('preact/package.json'));
  const compat = path.join(root, 'compat/dist/compat.mjs');
  return {
    react: compat,
    'react-dom': compat,
    'react/jsx-runtime': path.join(root, 'compat/jsx-runtime.mjs'),
    'react/jsx-dev-runtime': path.join(root, 'compat/jsx-dev-runtime.mjs'),
    'react-dom/client': path.join(root, 'compat/client.mjs'),
    'react-dom/server': path.join(root, 'compat/server.browser.mjs'),
  };
}

/**
 * Compile-time switch for src/components/deferred/DeferredHydration.tsx:
 * progressive hydration needs Preact's handling of a part that suspends while
 * it hydrates, so it is on in the Preact browser bundle only. Every browser
 * bundle gets a value, so the code never reads a `process` the browser lacks.
 */
export const PROGRESSIVE_HYDRATION_KEY = 'process.env.DOCS_PROGRESSIVE_HYDRATION';

interface BrowserEnvironment {
  resolve?: { alias: Record<string, string> };
  source: { define: Record<string, string> };
}

/** The `builderConfig.environments` entry for the chosen runtime. */
export function browserRuntimeEnvironments(runtime: BrowserRuntime): { web: BrowserEnvironment } {
  const define = { [PROGRESSIVE_HYDRATION_KEY]: JSON.stringify(runtime === 'preact' ? '1' : '') };
  return runtime === 'preact' ? { web: { resolve: { alias: preactAliases() }, source: { define } } } : { web: { source: { define } } };
}
