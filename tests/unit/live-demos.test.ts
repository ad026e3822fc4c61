import { describe, expect, it } from 'vitest';
import { previewImport, remarkImportPreview, usesPreview, type MdastNode } from '../../plugins/live-demos/remark-import-preview';

const preview: MdastNode = { type: 'mdxJsxFlowElement', name: 'Preview', children: [] };
const page = (...children: MdastNode[]): MdastNode & { children: MdastNode[] } => ({ type: 'root', children: [{ type: 'paragraph', children: [] }, ...children] });

describe('live demos', () => {
  it('finds a Preview element at any depth, and nothing else', () => {
    expect(usesPreview(page(preview))).toBe(true);
    expect(usesPreview(page({ type: 'blockquote', children: [preview] }))).toBe(true);
    expect(usesPreview(page({ type: 'mdxJsxFlowElement', name: 'Tabs', children: [] }))).toBe(false);
    expect(usesPreview(page({ type: 'code', value: '<Preview />' }))).toBe(false);
  });

  it('imports the component only into pages that use it, first in the page', () => {
    const transform = remarkImportPreview({ component: '/x/Preview.tsx' });
    const withDemo = page(preview);
    transform(withDemo);
    expect(withDemo.children[0]).toEqual(previewImport('/x/Preview.tsx'));
    expect((withDemo.children[0] as { value: string }).value).toBe('import Preview from "/x/Preview.tsx"');
    const without = page();
    transform(without);
    expect(without.children).toHaveLength(1);
  });
});
