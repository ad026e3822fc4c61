/**
 * Live demos in the docs: a ```tsx preview code block renders its component
 * on the page, beside its source (@rspress/plugin-preview, internal mode).
 *
 * The plugin is wrapped rather than used as it comes, so that a demo costs
 * nothing on pages without one:
 * - its `Preview` component is a global MDX component, which Rspress imports
 *   into every page; ours (src/components/preview) is imported only into the
 *   pages whose Markdown has a demo, by the remark step below;
 * - its global UI component (the fixed device frame of iframe mode) would
 *   ship in every page's bundle and writes an inline style; iframe mode is
 *   not used here, and the site's CSP (`frame-src 'none'`) forbids frames.
 *
 * Demos run in the page itself: no iframe, no network, no API key.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { remarkImportPreview } from './remark-import-preview';

const here = path.dirname(fileURLToPath(import.meta.url));
const PREVIEW_COMPONENT = path.join(here, '../../src/components/preview/Preview.tsx');

export function liveDemosPlugin(): RspressPlugin {
  const preview = pluginPreview({ defaultPreviewMode: 'internal', defaultRenderMode: 'pure', previewLanguages: ['tsx'] });
  const remarkPlugins = preview.markdown?.remarkPlugins ?? [];
  return {
    ...preview,
    name: 'live-demos',
    globalUIComponents: [],
    markdown: {
      ...preview.markdown,
      globalComponents: [],
      // After the preview step, which turns each demo block into <Preview>.
      remarkPlugins: [...remarkPlugins, [remarkImportPreview, { component: PREVIEW_COMPONENT }]],
    },
  };
}
