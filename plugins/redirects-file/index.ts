import fs from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { redirectsFileLines } from '../../src/site/redirects';

/**
 * Writes `_redirects` (Netlify, Cloudflare Pages): the moved pages as server
 * redirects, and the Chinese 404 page for unknown `/zh/` paths.
 */
export function pluginRedirectsFile(): RspressPlugin {
  return {
    name: 'agent-tars:redirects-file',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = config.outDir ?? 'doc_build';
      const lines = ['# Generated from src/site/redirects.ts', ...redirectsFileLines(), '/zh/*  /zh/404.html  404', ''];
      await fs.writeFile(path.join(outDir, '_redirects'), lines.join('\n'));
    },
  };
}
