/**
 * Rspress plugin: moves the `<link rel="preload">` tags that React's
 * renderer writes at the start of the app root into `<head>`.
 *
 * React 19 pre-renders a preload for the first images of a page (the logo,
 * a diagram) and, with no `<head>` of its own to put it in, writes it as the
 * first child of `#__rspress_root`. React's hydration skips such tags, but
 * they are not part of the app: a hydrating renderer that did not skip them
 * found every top-level element one place later than expected and rebuilt
 * the page. In the head the preload still starts the image download early.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listHtmlFiles } from '../seo/pages';

const ROOT_OPEN = '<div id="__rspress_root">';
const LEADING_PRELOAD = /^<link rel="preload"[^>]*\/?>/;

/** The page with the preload links at the start of the app root moved to the end of `<head>`. */
export function hoistRootPreloads(html: string): string {
  const start = html.indexOf(ROOT_OPEN);
  const headEnd = html.indexOf('</head>');
  if (start < 0 || headEnd < 0 || headEnd > start) return html;
  let cursor = start + ROOT_OPEN.length;
  const tags: string[] = [];
  for (let m = LEADING_PRELOAD.exec(html.slice(cursor)); m; m = LEADING_PRELOAD.exec(html.slice(cursor))) {
    tags.push(m[0]);
    cursor += m[0].length;
  }
  if (!tags.length) return html;
  const head = html.slice(0, headEnd);
  const fresh = tags.filter((tag) => !head.includes(tag));
  return `${head}${fresh.join('')}${html.slice(headEnd, start + ROOT_OPEN.length)}${html.slice(cursor)}`;
}

export function hoistPreloadsPlugin(): RspressPlugin {
  return {
    name: 'agent-tars-hoist-preloads',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of listHtmlFiles(outDir)) {
        const full = path.join(outDir, file);
        const html = fs.readFileSync(full, 'utf8');
        const next = hoistRootPreloads(html);
        if (next !== html) fs.writeFileSync(full, next);
      }
    },
  };
}
