/**
 * The engines the search bench runs, bundled with esbuild for Node and for
 * the browser: ours (src/search) and Rspress's own PageSearcher (its real
 * code, from @rspress/core, with its virtual modules stubbed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Rspress's search imports virtual modules that only exist inside its build. */
const stubVirtualModules = {
  name: 'stub-rspress-virtual-modules',
  setup(b) {
    b.onResolve({ filter: /^virtual-page-data$/ }, () => ({ path: 'virtual-page-data', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents:
        'export const searchIndexHash = new Proxy({}, { get: (_, key) => globalThis.__BENCH_INDEX_HASH__?.[key] });' +
        'export const pageData = { pages: [] };',
      loader: 'js',
    }));
  },
};

/** Bundles `entry` into `work/outName` with esbuild; returns the output file. */
export async function bundle(root, work, entry, outName, platform, format, plugins = []) {
  const outfile = path.join(work, outName);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform,
    format,
    globalName: format === 'iife' ? 'Bench' : undefined,
    target: platform === 'node' ? 'node20' : 'chrome120',
    define: { __webpack_public_path__: 'globalThis.__BENCH_PUBLIC_PATH__' },
    plugins,
    logLevel: 'silent',
    absWorkingDir: root,
    minify: platform === 'browser',
  });
  return outfile;
}

/**
 * Bundles the engines into `work`. Returns the Node modules, loaded (`ours`,
 * `rspress`), and the paths of the browser bundles (`oursBrowser`, `defaultBrowser`).
 */
export async function bundleEngines(root, work) {
  const at = (file) => JSON.stringify(path.join(root, file));
  const oursEntry = path.join(work, 'ours-entry.ts');
  fs.writeFileSync(
    oursEntry,
    [
      `export { SearchEngine } from ${at('src/search/engine.ts')};`,
      `export { WEIGHTS } from ${at('src/data/search-weights.ts')};`,
      `export { HanVariants } from ${at('src/search/han-variants.ts')};`,
      `export { emitIndexes } from ${at('plugins/search-index/index.ts')};`,
      `export { tokenize } from ${at('src/search/tokenize.ts')};`,
      `export { userProblems } from ${at('src/data/user-problems.ts')};`,
      `export { QUOTED_LINE_MIN } from ${at('src/search/quoted-line.ts')};`,
    ].join('\n'),
  );
  const oursBrowserEntry = path.join(work, 'ours-browser-entry.ts');
  fs.writeFileSync(
    oursBrowserEntry,
    [`export { SearchEngine } from ${at('src/search/engine.ts')};`, `export { yieldToHost } from ${at('src/search/client/yield-to-host.ts')};`].join('\n'),
  );
  const defaultEntry = path.join(work, 'default-entry.js');
  fs.writeFileSync(defaultEntry, `export { PageSearcher } from ${at('node_modules/@rspress/core/dist/theme/components/Search/logic/search.js')};`);

  const [oursNode, oursBrowser, defaultNode, defaultBrowser] = await Promise.all([
    bundle(root, work, oursEntry, 'ours-node.mjs', 'node', 'esm'),
    bundle(root, work, oursBrowserEntry, 'ours-browser.js', 'browser', 'iife'),
    bundle(root, work, defaultEntry, 'default-node.mjs', 'node', 'esm', [stubVirtualModules]),
    bundle(root, work, defaultEntry, 'default-browser.js', 'browser', 'iife', [stubVirtualModules]),
  ]);
  return {
    ours: await import(pathToFileURL(oursNode).href),
    rspress: await import(pathToFileURL(defaultNode).href),
    oursBrowser,
    defaultBrowser,
  };
}
