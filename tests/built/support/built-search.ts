/**
 * The search engine over the built site's index, as the panel runs it: the
 * same index file, the same result limit, and the traditional-character
 * variants fetched only when the panel would fetch them
 * (src/search/client/han-variants-loader.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../../src/search/engine';
import { HanVariants } from '../../../src/search/han-variants';
import { isHan } from '../../../src/search/tokenize';
import type { PageHits } from '../../../src/search/types';

const SEARCH_DIR = path.join(process.env.E2E_DIR ?? 'doc_build', 'static/search');

function readIndexFile(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(SEARCH_DIR, name), 'utf8'));
}

/** The built index file of `lang`, parsed. */
export function builtIndexFile(lang: 'en' | 'zh'): unknown {
  const file = fs.existsSync(SEARCH_DIR) ? fs.readdirSync(SEARCH_DIR).find((f) => f.startsWith(`search-index.${lang}.`)) : undefined;
  if (!file) throw new Error(`No ${lang} search index in ${SEARCH_DIR}: run npm run build first`);
  return readIndexFile(file);
}

export function builtEngine(lang: 'en' | 'zh'): SearchEngine {
  return SearchEngine.fromFile(builtIndexFile(lang) as Parameters<typeof SearchEngine.fromFile>[0]);
}

/** The pages the panel lists for `query`, in order. */
export function panelSearch(engine: SearchEngine, query: string): PageHits[] {
  const useVariants = () => {
    if (!engine.hasHanVariants && engine.hanVariantsFile) engine.useHanVariants(HanVariants.fromFile(readIndexFile(path.basename(engine.hanVariantsFile))));
  };
  if (engine.wantsHanVariants(query)) useVariants();
  const hits = engine.search(query);
  if (hits.length > 0 || engine.hasHanVariants || !Array.from(query).some(isHan)) return hits;
  useVariants();
  return engine.search(query);
}

/** The first `n` distinct page routes of a result list. */
export const firstPages = (results: PageHits[], n = 5): string[] => [...new Set(results.map((r) => r.routePath.replace(/\.html$/, '')))].slice(0, n);
