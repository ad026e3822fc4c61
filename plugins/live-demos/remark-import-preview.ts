/**
 * Imports the `Preview` component into a Markdown page that uses it, and
 * only there. @rspress/plugin-preview's remark step replaces each demo code
 * block with a `<Preview>` element and expects a global component of that
 * name, which every page would import.
 */
export const PREVIEW_NAME = 'Preview';

/** The few fields of an mdast node this step reads. */
export interface MdastNode {
  type: string;
  name?: string | null;
  children?: MdastNode[];
  value?: string;
  data?: unknown;
}

/** Whether the tree has a `<Preview>` element anywhere. */
export function usesPreview(node: MdastNode): boolean {
  if (node.type === 'mdxJsxFlowElement' && node.name === PREVIEW_NAME) return true;
  return (node.children ?? []).some(usesPreview);
}

/** The `import Preview from "<component>"` node, with the estree MDX compiles from. */
export function previewImport(component: string): MdastNode {
  const source = JSON.stringify(component);
  return {
    type: 'mdxjsEsm',
    value: `import ${PREVIEW_NAME} from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: PREVIEW_NAME } }],
            source: { type: 'Literal', value: component, raw: source },
          },
        ],
      },
    },
  };
}

/** The remark plugin: `[remarkImportPreview, { component }]`. */
export function remarkImportPreview({ component }: { component: string }) {
  return (tree: MdastNode): void => {
    if (usesPreview(tree)) tree.children?.unshift(previewImport(component));
  };
}
