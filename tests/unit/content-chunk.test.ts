import { describe, expect, it } from 'vitest';
import { browserMetaStatements, CONTENT_QUERY, contentStub, contentWithoutMeta, isEagerPage, pageMetaStatements } from '../../plugins/content-chunk/stub';

// The tail Rspress 2.0.22's MDX compiler appends to a page module (node/mdx/processor.js).
const compiled = `import { jsx as _jsx } from "react/jsx-runtime";
function _createMdxContent(props) { return _jsx("h1", { children: "Title" }); }
export default function MDXContent(props = {}) { return _createMdxContent(props); }

MDXContent.__RSPRESS_PAGE_META = {};
MDXContent.__RSPRESS_PAGE_META["en%2Fguide%2Fa.mdx"] = {"toc":[{"id":"x","text":"X","depth":2}],"title":"Title","frontmatter":{}};
//# sourceMappingURL=a.mdx.map
`;

const metaOf = (code: string) => {
  const Page = {} as { __RSPRESS_PAGE_META?: Record<string, unknown> };
  new Function('Page', code)(Page);
  return Page.__RSPRESS_PAGE_META;
};

describe('content-chunk stub', () => {
  it('takes the page metadata statements, renamed, without the source map comment', () => {
    const meta = pageMetaStatements(compiled, 'Page')!;
    expect(meta).not.toContain('MDXContent');
    expect(meta).not.toContain('sourceMappingURL');
    expect(metaOf(meta)).toEqual({ 'en%2Fguide%2Fa.mdx': { toc: [{ id: 'x', text: 'X', depth: 2 }], title: 'Title', frontmatter: {} } });
  });

  it('gives nothing for a module without page metadata', () => {
    expect(pageMetaStatements('export default 1;', 'Page')).toBeUndefined();
    expect(contentStub({ compiled: 'export default 1;', pageFile: '/d/a.mdx', runtime: '/r.tsx', target: 'web' })).toBeUndefined();
  });

  it('in the browser, imports the content on demand and carries none of it', () => {
    const stub = contentStub({ compiled, pageFile: '/docs/en/guide/a.mdx', runtime: '/src/LazyContent.tsx', target: 'web' })!;
    expect(stub).toContain(`import(${JSON.stringify(`/docs/en/guide/a.mdx${CONTENT_QUERY}`)})`);
    expect(stub).toContain('contentPage(isHydrating() ? load : await load())');
    expect(stub).not.toContain('_createMdxContent');
    expect(stub).not.toMatch(/^import .* from "\/docs/m);
    expect(stub).toMatch(/export default Page;\s*$/);
  });

  it('when pre-rendering, imports the content statically', () => {
    const stub = contentStub({ compiled, pageFile: '/docs/en/guide/a.mdx', runtime: '/src/LazyContent.tsx', target: 'node' })!;
    expect(stub).toContain(`import * as content from ${JSON.stringify(`/docs/en/guide/a.mdx${CONTENT_QUERY}`)}`);
    expect(stub).not.toContain('import(');
    expect(stub).toContain('contentPage(content)');
  });
});

describe('the metadata the browser gets', () => {
  const withKeywords = compiled.replace('"frontmatter":{}', '"frontmatter":{"description":"D","keywords":["k1","k2"]}');

  it('leaves out the frontmatter keywords, which only the search index reads, and keeps the rest', () => {
    const meta = metaOf(browserMetaStatements(pageMetaStatements(withKeywords, 'Page')!, 'Page'));
    expect(meta).toEqual({ 'en%2Fguide%2Fa.mdx': { toc: [{ id: 'x', text: 'X', depth: 2 }], title: 'Title', frontmatter: { description: 'D' } } });
  });

  it('in the browser stub only: pre-rendering keeps the metadata as compiled', () => {
    const web = contentStub({ compiled: withKeywords, pageFile: '/docs/en/guide/a.mdx', runtime: '/r.tsx', target: 'web' })!;
    const node = contentStub({ compiled: withKeywords, pageFile: '/docs/en/guide/a.mdx', runtime: '/r.tsx', target: 'node' })!;
    expect(web).not.toContain('k1');
    expect(web).toContain('"description":"D"');
    expect(node).toContain('"keywords":["k1","k2"]');
  });

  it('is in the stub alone: the content module for the browser ends before the metadata', () => {
    const content = contentWithoutMeta(compiled);
    expect(content).toContain('function MDXContent');
    expect(content).not.toContain('__RSPRESS_PAGE_META');
    expect(contentWithoutMeta('export default 1;')).toBe('export default 1;');
  });

  it('reads metadata printed over several lines, as a code printer may leave it', () => {
    const printed = `Page.__RSPRESS_PAGE_META = {};\nPage.__RSPRESS_PAGE_META["a.mdx"] = {\n  toc: [],\n  frontmatter: {\n    keywords: ["k"],\n    title: 'T'\n  }\n};`;
    expect(metaOf(browserMetaStatements(printed, 'Page'))).toEqual({ 'a.mdx': { toc: [], frontmatter: { title: 'T' } } });
  });
});

describe('pages whose content is an application', () => {
  it('are the custom and blank page types, read from the frontmatter', () => {
    expect(isEagerPage('---\ntitle: Replay\npageType: custom\n---\n\n# x')).toBe(true);
    expect(isEagerPage("---\npageType: 'blank'\n---\n")).toBe(true);
    expect(isEagerPage('---\ntitle: CLI\n---\n\npageType: custom')).toBe(false);
    expect(isEagerPage('---\npageType: home\n---\n')).toBe(false);
    expect(isEagerPage('# no frontmatter')).toBe(false);
  });

  it('import their content with the stub in the browser too', () => {
    const stub = contentStub({ compiled, pageFile: '/docs/en/replay/index.mdx', runtime: '/src/LazyContent.tsx', target: 'web', eager: true })!;
    expect(stub).toContain(`import * as content from ${JSON.stringify(`/docs/en/replay/index.mdx${CONTENT_QUERY}`)}`);
    expect(stub).not.toContain('import(');
  });
});
