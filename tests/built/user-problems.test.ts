/**
 * Every problem in src/data/user-problems.ts, searched the way its reporter
 * would type it, in the reporter's language, against the built index: the
 * answer page is among the first five pages the panel would list.
 * (tests/e2e/user-problems.spec.ts checks on a few of them that the panel
 * in the browser lists exactly these pages.)
 */
import { describe, expect, it } from 'vitest';
import { userProblems } from '../../src/data/user-problems';
import { builtEngine, firstPages, panelSearch } from './support/built-search';

describe.each(['en', 'zh'] as const)('reader problems in %s', (lang) => {
  const engine = builtEngine(lang);
  const problems = userProblems.filter((p) => p.lang === lang);
  const prefix = lang === 'zh' ? '/zh' : '';

  it.each(problems.map((p) => [p.query, p] as const))('"%s" finds its answer page', (_query, problem) => {
    expect(firstPages(panelSearch(engine, problem.query)), `first pages for "${problem.query}"`).toContain(`${prefix}${problem.answer.route}`);
  });
});
