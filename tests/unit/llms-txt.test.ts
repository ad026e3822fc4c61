import { describe, expect, it } from 'vitest';
import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';
import { renderLlmsTxt } from '../../src/site/llms-txt';

const page = (title: string, routePath: string, extra: Partial<LlmsTxtPage> = {}): LlmsTxtPage => ({
  routePath,
  link: `https://example.com${routePath}.md`,
  title,
  frontmatter: {},
  lang: 'en',
  version: '',
  ...extra,
});

const context = (sections: LlmsTxtContext['sections']): LlmsTxtContext => ({
  title: 'Agent TARS',
  description: 'An agent.',
  lang: 'en',
  version: '',
  base: '/',
  siteOrigin: 'https://example.com',
  sections,
});

describe('llms.txt', () => {
  it('keeps Rspress\'s format: the title, the description, a list per section', () => {
    const text = renderLlmsTxt(context([{ title: 'Guide', pages: [page('CLI', '/guide/cli', { description: 'Run it.' }), page('MCP', '/guide/mcp')] }]));
    expect(text).toBe('# Agent TARS\n\n> An agent.\n\n## Guide\n\n- [CLI](https://example.com/guide/cli.md): Run it.\n- [MCP](https://example.com/guide/mcp.md)');
  });

  it('leaves out the 404 page, and a section that only held it', () => {
    const notFound = page('404', '/404', { frontmatter: { pageType: '404' } });
    const text = renderLlmsTxt(context([{ title: 'Guide', pages: [page('CLI', '/guide/cli')] }, { title: 'Others', pages: [notFound] }]));
    expect(text).not.toContain('404');
    expect(text).not.toContain('Others');
  });
});
