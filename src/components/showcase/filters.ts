/**
 * Showcase filters, kept in the URL (`?category=&q=`) so a filtered view can
 * be shared. Pure functions: the page reads and writes the URL, these decide
 * what matches.
 */
import { showcaseCategories, type ExampleSessionMeta, type ShowcaseCategory } from '../../data/sessions';

export type CategoryFilter = ShowcaseCategory | 'all';

export interface ShowcaseFilters {
  category: CategoryFilter;
  q: string;
}

export const MAX_QUERY_LENGTH = 100;

export const emptyFilters: ShowcaseFilters = { category: 'all', q: '' };

const isCategory = (value: string): value is ShowcaseCategory => showcaseCategories.some((c) => c.id === value);

/** Reads filters from a query string; unknown categories fall back to all. */
export function parseFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return { category: isCategory(category) ? category : 'all', q };
}

/** The query-string values for the filters; defaults are left out. */
export function filtersToParams(filters: ShowcaseFilters): Record<string, string | null> {
  const q = filters.q.trim();
  return { category: filters.category === 'all' ? null : filters.category, q: q === '' ? null : q };
}

/** Lower-case, accent-free text for matching. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Everything a keyword can match: titles and descriptions in both languages, tags, model, provider, category. */
export function searchableText(meta: ExampleSessionMeta): string {
  const category = showcaseCategories.find((c) => c.id === meta.category);
  return normalize(
    [
      meta.title.en,
      meta.title.zh,
      meta.description.en,
      meta.description.zh,
      meta.tags.join(' '),
      meta.model,
      meta.provider,
      meta.category,
      category?.label.en ?? '',
      category?.label.zh ?? '',
    ].join('\n'),
  );
}

/** Every whitespace-separated term of `q` must appear somewhere in the entry. */
export function matchesQuery(meta: ExampleSessionMeta, q: string): boolean {
  const terms = normalize(q).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = searchableText(meta);
  return terms.every((t) => haystack.includes(t));
}

export function filterSessions(list: readonly ExampleSessionMeta[], filters: ShowcaseFilters): ExampleSessionMeta[] {
  return list.filter((m) => (filters.category === 'all' || m.category === filters.category) && matchesQuery(m, filters.q));
}

/** How many entries each category would show with the current keyword. */
export function categoryCounts(list: readonly ExampleSessionMeta[], q: string): Record<CategoryFilter, number> {
  const counts = { all: 0 } as Record<CategoryFilter, number>;
  for (const c of showcaseCategories) counts[c.id] = 0;
  for (const m of list) {
    if (!matchesQuery(m, q)) continue;
    counts.all += 1;
    counts[m.category] += 1;
  }
  return counts;
}
