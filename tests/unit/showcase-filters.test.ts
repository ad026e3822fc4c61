import { describe, expect, it } from 'vitest';
import {
  categoryCounts,
  emptyFilters,
  filterSessions,
  filtersToParams,
  matchesQuery,
  MAX_QUERY_LENGTH,
  normalize,
  parseFilters,
} from '../../src/components/showcase/filters';
import { exampleSessions, type ExampleSessionMeta } from '../../src/data/sessions';

const meta = (over: Partial<ExampleSessionMeta>): ExampleSessionMeta => ({
  id: 'x',
  title: { en: 'Fill in a form', zh: '填写表单' },
  description: { en: 'Clicks by sight', zh: '看着屏幕点击' },
  category: 'ai-browser',
  tags: ['visual-grounding'],
  model: 'Doubao 1.5 Thinking Vision Pro',
  provider: 'volcengine',
  steps: 10,
  events: 10,
  durationMs: 1000,
  ...over,
});

const list = [
  meta({ id: 'a' }),
  meta({ id: 'b', category: 'research', title: { en: 'Café prices research', zh: '咖啡价格调研' }, tags: ['web_search'], model: 'GPT-4o', provider: 'openai' }),
  meta({ id: 'c', category: 'research', title: { en: 'Vector databases', zh: '向量数据库' }, tags: ['browser'], model: 'Claude 3.7 Sonnet', provider: 'anthropic' }),
  meta({ id: 'd', category: 'mcp', title: { en: 'Stock check', zh: '库存检查' }, tags: ['mcp', 'sql'], model: 'GPT-4o', provider: 'openai' }),
];

describe('parseFilters', () => {
  it('reads category and keyword', () => {
    expect(parseFilters('?category=research&q=vector')).toEqual({ category: 'research', q: 'vector' });
    expect(parseFilters('')).toEqual(emptyFilters);
  });

  it('falls back to all for unknown or hostile categories', () => {
    for (const c of ['nope', '__proto__', 'constructor', '<script>', '']) {
      expect(parseFilters(`?category=${encodeURIComponent(c)}`).category).toBe('all');
    }
  });

  it('caps the keyword length and decodes it', () => {
    expect(parseFilters(`?q=${'x'.repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseFilters('?q=%E5%90%91%E9%87%8F+db').q).toBe('向量 db');
  });
});

describe('filtersToParams', () => {
  it('leaves defaults out of the URL and trims the keyword', () => {
    expect(filtersToParams(emptyFilters)).toEqual({ category: null, q: null });
    expect(filtersToParams({ category: 'mcp', q: '  sql ' })).toEqual({ category: 'mcp', q: 'sql' });
  });

  it('round-trips through a query string', () => {
    const params = new URLSearchParams(
      Object.entries(filtersToParams({ category: 'research', q: 'café & co' })).filter((e): e is [string, string] => e[1] !== null),
    );
    expect(parseFilters(`?${params}`)).toEqual({ category: 'research', q: 'café & co' });
  });
});

describe('matching', () => {
  it('matches titles in either language, tags, model and provider', () => {
    expect(matchesQuery(list[2], 'vector')).toBe(true);
    expect(matchesQuery(list[2], '向量')).toBe(true);
    expect(matchesQuery(list[3], 'SQL')).toBe(true);
    expect(matchesQuery(list[1], 'gpt-4o')).toBe(true);
    expect(matchesQuery(list[2], 'anthropic')).toBe(true);
    expect(matchesQuery(list[0], 'browser use')).toBe(true);
  });

  it('needs every term and ignores case and accents', () => {
    expect(matchesQuery(list[1], 'cafe RESEARCH')).toBe(true);
    expect(matchesQuery(list[1], 'cafe mcp')).toBe(false);
    expect(normalize('Café')).toBe('cafe');
    expect(matchesQuery(list[0], '   ')).toBe(true);
  });

  it('filters by category and keyword together', () => {
    expect(filterSessions(list, { category: 'research', q: '' }).map((m) => m.id)).toEqual(['b', 'c']);
    expect(filterSessions(list, { category: 'research', q: 'gpt' }).map((m) => m.id)).toEqual(['b']);
    expect(filterSessions(list, { category: 'all', q: 'gpt' }).map((m) => m.id)).toEqual(['b', 'd']);
    expect(filterSessions(list, { category: 'ai-coding', q: '' })).toEqual([]);
  });

  it('counts categories under the current keyword', () => {
    expect(categoryCounts(list, '')).toMatchObject({ all: 4, research: 2, mcp: 1, 'ai-browser': 1, 'ai-coding': 0 });
    expect(categoryCounts(list, 'gpt')).toMatchObject({ all: 2, research: 1, mcp: 1, 'ai-browser': 0 });
  });

  it('works on the shipped index', () => {
    const counts = categoryCounts(exampleSessions, '');
    expect(counts.all).toBe(exampleSessions.length);
    expect(filterSessions(exampleSessions, { category: 'mcp', q: '' }).length).toBe(counts.mcp);
    expect(filterSessions(exampleSessions, { category: 'all', q: 'visual' }).map((m) => m.id)).toContain('form-filling');
  });
});
