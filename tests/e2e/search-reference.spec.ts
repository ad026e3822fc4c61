import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtDir, builtHtml } from './support/built-site';

/** Every flag and config key is in each locale's index, and its link lands on a real table row. */
test('reference entries in the search index link to existing rows', () => {
  const dir = path.join(builtDir(), 'static/search');
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      pages: [string, string][];
      sections: [number, string, string, number, string][];
    };
    const reference = index.sections.filter(([, anchor]) => /^(flag|cfg)-/.test(anchor));
    expect(reference.length, file).toBeGreaterThan(100);
    for (const [pageIndex, anchor] of reference) {
      const route = index.pages[pageIndex][0];
      expect(builtHtml(route), `${route}#${anchor}`).toContain(`id="${anchor}"`);
    }
  }
});
