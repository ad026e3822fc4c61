/**
 * The route module of a page, split in two: a small stub that the page's
 * first load needs (the page's metadata and a component), and the page's
 * content, a module of its own asked for with CONTENT_QUERY.
 *
 * Rspress makes each page file a route module and loads it before it
 * hydrates anything (runtime/initPageData.js reads the page's title, outline
 * and frontmatter from its `__RSPRESS_PAGE_META`). The compiled content, every
 * paragraph of the page as a React element, came with it: 1-30 KB gzip per
 * page, on top of the frame. The pre-rendered HTML already shows the content,
 * so the stub lets React hydrate the frame without it and load it at once
 * after (src/components/deferred/LazyContent.tsx).
 */

/** The resource query of a page's content module. */
export const CONTENT_QUERY = '?content';

/**
 * The statements Rspress's MDX compiler (node/mdx/processor.js, checked
 * against 2.0.22) appends to every page module, after the MDX component.
 */
const META_START = 'MDXContent.__RSPRESS_PAGE_META = {};';

export type StubTarget = 'web' | 'node';

/**
 * Page types whose content is an application (the replay player, the
 * showcase): it hydrates with the frame, as before, so that nothing typed,
 * chosen or dropped on it before then is lost. Their first load is not held
 * to the doc-page budget.
 */
export const EAGER_PAGE_TYPES = ['custom', 'blank'];

/** Whether a page file's frontmatter gives it one of EAGER_PAGE_TYPES (read without a YAML parser). */
export function isEagerPage(source: string): boolean {
  const frontmatter = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const type = frontmatter.match(/^pageType:\s*['"]?([\w-]+)['"]?\s*$/m)?.[1];
  return type !== undefined && EAGER_PAGE_TYPES.includes(type);
}

/** The page metadata statements of a compiled page module, with the component's name replaced by `name`; undefined when absent. */
export function pageMetaStatements(compiled: string, name: string): string | undefined {
  const start = compiled.lastIndexOf(META_START);
  if (start < 0) return undefined;
  // The statements end the module; a source map comment may follow them.
  const tail = compiled.slice(start).replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  return tail.replaceAll('MDXContent.__RSPRESS_PAGE_META', `${name}.__RSPRESS_PAGE_META`);
}

/**
 * Frontmatter fields that only the build reads: `keywords` feeds the search
 * index (src/search/build.ts) and no code in the browser reads it, yet it
 * was 100-400 B of every doc page's first load.
 */
export const BUILD_ONLY_FRONTMATTER = ['keywords'];

/**
 * The metadata statements for the browser: the same object, built by running
 * the statements (data only, written by Rspress's compiler), without
 * BUILD_ONLY_FRONTMATTER, as one statement.
 */
export function browserMetaStatements(statements: string, name: string): string {
  const holder: { __RSPRESS_PAGE_META?: Record<string, { frontmatter?: Record<string, unknown> }> } = {};
  new Function(name, statements)(holder);
  const metas = holder.__RSPRESS_PAGE_META ?? {};
  for (const meta of Object.values(metas)) for (const field of BUILD_ONLY_FRONTMATTER) delete meta.frontmatter?.[field];
  return `${name}.__RSPRESS_PAGE_META = ${JSON.stringify(metas)};`;
}

/**
 * A page's content module for the browser, without the metadata statements
 * its compiled module ends with: the stub carries them (Rspress reads them
 * from the route module), and the content's copy, 0.5-2 KB per page, was
 * read by nothing.
 */
export function contentWithoutMeta(compiled: string): string {
  const start = compiled.lastIndexOf(META_START);
  return start < 0 ? compiled : compiled.slice(0, start);
}

/**
 * The stub module of a page. In the browser the content module loads after
 * hydration on the first page, and before the stub is ready on any later
 * navigation (top-level await), so a page never shows without its content.
 * In Node (pre-rendering), and for an eager page anywhere, the content is
 * imported as usual: the stub only adds the Suspense boundary both renders
 * must share.
 */
export function contentStub(options: { compiled: string; pageFile: string; runtime: string; target: StubTarget; eager?: boolean }): string | undefined {
  const { compiled, pageFile, runtime, target, eager = false } = options;
  const statements = pageMetaStatements(compiled, 'Page');
  if (!statements) return undefined;
  const meta = target === 'web' ? browserMetaStatements(statements, 'Page') : statements;
  const request = JSON.stringify(`${pageFile}${CONTENT_QUERY}`);
  const head =
    target === 'web' && !eager
      ? [
          `import { contentPage, isHydrating } from ${JSON.stringify(runtime)};`,
          `const load = () => import(${request});`,
          'const Page = contentPage(isHydrating() ? load : await load());',
        ]
      : [
          `import { contentPage } from ${JSON.stringify(runtime)};`,
          `import * as content from ${request};`,
          'const Page = contentPage(content);',
        ];
  return [...head, meta, 'export default Page;', ''].join('\n');
}
