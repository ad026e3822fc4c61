import { describe, expect, it } from 'vitest';
import { emitIndexes } from '../../plugins/search-index/index';
import { buildIndexFiles, fileSafe, indexFilePath, isSearchable, pageSections } from '../../src/search/build';
import type { SourcePage } from '../../src/search/types';

const base: SourcePage = {
  routePath: '/guide/a',
  title: 'A',
  lang: 'en',
  content: 'Intro text.\n\nFirst\n\nBody one\nwith lines.\n\nSecond\n\nBody two.',
  toc: [
    { id: 'first', text: 'First', depth: 2, charIndex: 13 },
    { id: 'second', text: 'Second', depth: 3, charIndex: 42 },
  ],
  frontmatter: { description: 'What page A is about.' },
};

describe('sections', () => {
  it('cuts content at headings and puts the description in the intro', () => {
    expect(base.content.slice(13, 18)).toBe('First');
    expect(base.content.slice(42, 48)).toBe('Second');
    expect(pageSections(base, 0)).toEqual([
      [0, '', '', 1, 'What page A is about. Intro text.'],
      [0, 'first', 'First', 2, 'Body one with lines.'],
      [0, 'second', 'Second', 3, 'Body two.'],
    ]);
  });

  it('drops MDX import lines that leaked into the content, keeping offsets', () => {
    const intro = "Intro.\nimport { CliFlagTable } from '@src/components/reference/CliReference';\nimport x from './x';";
    const page = { ...base, content: `${intro}\n\nFirst\n\nBody`, toc: [{ id: 'first', text: 'First', depth: 2, charIndex: intro.length + 2 }] };
    expect(pageSections(page, 0).map((s) => s[4])).toEqual(['What page A is about. Intro.', 'Body']);
  });

  it("keeps a closing link list's row but not its text, which names the neighbouring pages", () => {
    const intro = 'Intro.';
    const body = 'Related\n\n- Browser: drive a browser\n- Config: where settings live';
    const page = { ...base, content: `${intro}\n\n${body}`, toc: [{ id: 'related', text: 'Related', depth: 2, charIndex: intro.length + 2 }] };
    expect(pageSections(page, 0)[1]).toEqual([0, 'related', 'Related', 2, '']);
    const other = { ...page, toc: [{ id: 'tools', text: 'Related', depth: 2, charIndex: intro.length + 2 }] };
    expect(pageSections(other, 0)[1][4]).toContain('drive a browser');
  });

  it('keeps headings without a known position as empty sections, without code backticks', () => {
    const page = { ...base, toc: [{ id: 'x', text: '`GET /api`  route', depth: 2, charIndex: -1 }] };
    expect(pageSections(page, 3)[1]).toEqual([3, 'x', 'GET /api route', 2, '']);
  });
});

describe('scope', () => {
  it('excludes the home page, /banner, 404 and pages with search: false', () => {
    expect(isSearchable(base)).toBe(true);
    expect(isSearchable({ ...base, frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isSearchable({ ...base, routePath: '/banner' })).toBe(false);
    expect(isSearchable({ ...base, routePath: '/zh/404' })).toBe(false);
    expect(isSearchable({ ...base, frontmatter: { search: false } })).toBe(false);
  });

  it('makes one file per language, and per version when versioned', () => {
    const pages: SourcePage[] = [
      base,
      { ...base, routePath: '/zh/guide/a', lang: 'zh' },
      { ...base, routePath: '/v1/guide/a', version: 'v1.0' },
    ];
    const groups = buildIndexFiles(pages);
    expect(groups.map((g) => [g.lang, g.version, g.file.pages.length])).toEqual([
      ['en', '', 1],
      ['en', 'v1.0', 1],
      ['zh', '', 1],
    ]);
    expect(buildIndexFiles(pages, { versioned: false }).map((g) => g.file.pages.length)).toEqual([2, 1]);
  });
});

describe('file names', () => {
  it('hold the language and version with dots as underscores, and a content hash', () => {
    expect(fileSafe('zh.Hans')).toBe('zh_Hans');
    expect(indexFilePath('en', '', 'abc')).toBe('static/search/search-index.en.abc.json');
    expect(indexFilePath('zh', 'v1.2', 'abc')).toBe('static/search/search-index.zh.v1_2.abc.json');
  });

  it('change hash only when the content changes', () => {
    const [a] = emitIndexes([base]);
    const [b] = emitIndexes([{ ...base }]);
    const [c] = emitIndexes([{ ...base, content: `${base.content} more` }]);
    expect(a.file).toBe(b.file);
    expect(a.file).not.toBe(c.file);
    expect(a.file).toMatch(/^static\/search\/search-index\.en\.[0-9a-f]{10}\.json$/);
    expect(a.key).toBe('|en');
    expect(JSON.parse(a.json).v).toBe(2);
  });
});

describe('reference tables in the index', () => {
  it('adds every flag and config key, linked to its row, in the page language', async () => {
    const { componentSections: referenceSections } = await import('../../src/search/component-sections');
    const cli = referenceSections('/api/cli', 'en');
    expect(cli.find(([, heading]) => heading === '--model.apiKey')?.[0]).toMatch(/^flag-/);
    const zh = referenceSections('/zh/api/config', 'zh');
    const control = zh.find(([, heading]) => heading === 'browser.control');
    expect(control?.[0]).toMatch(/^cfg-/);
    expect(control?.[2]).toMatch(/\p{Script=Han}/u);
    expect(referenceSections('/guide/basic/cli', 'en')).toEqual([]);
  });
});

describe('pages rendered from data', () => {
  it('index every example session on the showcase, linking to its card, in both languages', async () => {
    const { componentSections } = await import('../../src/search/component-sections');
    const { exampleSessions, sessionAnchor } = await import('../../src/data/sessions');
    for (const [route, lang] of [['/showcase/', 'en'], ['/zh/showcase/', 'zh']] as const) {
      const sections = componentSections(route, lang);
      expect(sections.map(([anchor]) => anchor)).toEqual(exampleSessions.map((s) => sessionAnchor(s.id)));
      expect(sections.map(([, heading]) => heading)).toEqual(exampleSessions.map((s) => s.title[lang]));
    }
    expect(componentSections('/showcase/', 'en').find(([a]) => a === 'session-data-analysis')?.[2]).toMatch(/Data analysis/);
  });

  it('index how to open a file and the shortcuts of the replay player', async () => {
    const { componentSections } = await import('../../src/search/component-sections');
    const en = componentSections('/replay/', 'en');
    expect(en.map(([, heading]) => heading)).toEqual(['Open a session file', 'Example sessions', 'Keyboard shortcuts']);
    expect(en[0][2]).toMatch(/JSON Lines/);
    expect(componentSections('/zh/replay/', 'zh')[0][1]).toBe('打开会话文件');
  });
});
