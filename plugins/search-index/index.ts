/**
 * Rspress plugin: emits one search index per locale (and version) under
 * `static/search/`, named with the language (dots → underscores), the version
 * when versioned, and a content hash; and tells the client where they are.
 *
 * It reads the page records Rspress extracts for its own search (so the
 * site's `search` option must stay enabled: with `search: false` Rspress
 * extracts no text). The theme's `Search` override never loads Rspress's own
 * index files, so the build deletes them: one index family ships.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { buildIndexFiles, indexFilePath, manifestKey } from '../../src/search/build';
import { hanVariantsFile } from '../../src/search/build-han-variants';
import { hanVariantsFilePath } from '../../src/search/files';
import type { SourcePage } from '../../src/search/types';

/** Chunk name of the search worker (the `name` given to `new Worker` in src/search/client/worker-engine.ts). */
export const SEARCH_WORKER_CHUNK = 'search-engine';

export interface SearchIndexPluginOptions {
  /** One index per version when the site is versioned (default true). */
  versioned?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The client module whose contents are replaced with the file map. */
export const MANIFEST_MODULE = path.resolve(here, '../../theme/search/manifest.ts');

/** Rspress's own index files: static/search_index[.version][.lang].<hash>.json */
export const RSPRESS_INDEX_FILE = /^search_index\..+\.json$/;

/** Deletes Rspress's index files from a built site; returns their names. */
export function removeRspressIndexes(outDir: string): string[] {
  const staticDir = path.join(outDir, 'static');
  if (!fs.existsSync(staticDir)) return [];
  const removed = fs.readdirSync(staticDir).filter((name) => RSPRESS_INDEX_FILE.test(name));
  for (const name of removed) fs.rmSync(path.join(staticDir, name));
  return removed;
}

export interface EmittedFile {
  file: string;
  json: string;
}

export interface EmittedIndex extends EmittedFile {
  key: string;
  /** The index's Han variants file, fetched only for queries in traditional characters. */
  hanVariants?: EmittedFile;
}

const contentHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 10);

/** Builds the files for a set of pages: used by the plugin and by the bench. */
export function emitIndexes(pages: SourcePage[], options: SearchIndexPluginOptions = {}): EmittedIndex[] {
  return buildIndexFiles(pages, { versioned: options.versioned }).map((group) => {
    const variants = hanVariantsFile(JSON.stringify(group.file));
    let hanVariants: EmittedFile | undefined;
    if (variants) {
      const json = JSON.stringify(variants);
      hanVariants = { file: hanVariantsFilePath(group.lang, group.version, contentHash(json)), json };
      // Named relative to the index: both sit in static/search/.
      group.file.hanVariants = path.posix.basename(hanVariants.file);
    }
    const json = JSON.stringify(group.file);
    return { key: manifestKey(group.lang, group.version), file: indexFilePath(group.lang, group.version, contentHash(json)), json, hanVariants };
  });
}

export function searchIndexPlugin(options: SearchIndexPluginOptions = {}): RspressPlugin {
  let emitted: EmittedIndex[] = [];
  const manifestSource = () =>
    `export const searchIndexFiles = ${JSON.stringify(Object.fromEntries(emitted.map((e) => [e.key, e.file])))};\n`;
  const emit: RsbuildPlugin = {
    name: 'agent-tars-search-index-emit',
    setup(api) {
      api.transform({ test: MANIFEST_MODULE }, () => manifestSource());
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, compiler }) => {
        for (const e of emitted.flatMap((index) => (index.hanVariants ? [index, index.hanVariants] : [index]))) {
          compilation.emitAsset(e.file, new compiler.webpack.sources.RawSource(e.json));
        }
      });
    },
  };
  return {
    name: 'agent-tars-search-index',
    modifySearchIndexData(pages) {
      emitted = emitIndexes(pages as unknown as SourcePage[], options);
    },
    builderConfig: { plugins: [emit] },
    afterBuild(config, isProd) {
      if (isProd) removeRspressIndexes(path.resolve(config.outDir ?? 'doc_build'));
    },
  };
}

export default searchIndexPlugin;
