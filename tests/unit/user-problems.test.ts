import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { userProblems } from '../../src/data/user-problems';

/** Explicit heading ids of a page (`## Title {#id}`), from its MDX source. */
function headingIds(lang: 'en' | 'zh', route: string): Set<string> {
  const file = ['.mdx', '.md'].map((ext) => path.join('docs', lang, `${route}${ext}`)).find((f) => fs.existsSync(f));
  if (!file) return new Set();
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/^#{2,4} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]));
}

describe('problems real users reported', () => {
  it('each has an upstream source, a symptom, a query and a unique id', () => {
    const ids = new Set<string>();
    for (const p of userProblems) {
      expect(p.source, p.id).toMatch(/^https:\/\/github\.com\/bytedance\/UI-TARS-desktop\/(issues|pull|discussions)\/\d+$/);
      expect(p.symptom.length, p.id).toBeGreaterThan(20);
      expect(p.query.trim(), p.id).not.toBe('');
      expect(ids.has(p.id), `duplicate ${p.id}`).toBe(false);
      ids.add(p.id);
    }
  });

  for (const p of userProblems) {
    it(`${p.id}: ${p.answer.route}#${p.answer.id} exists in both languages`, () => {
      for (const lang of ['en', 'zh'] as const) {
        expect(headingIds(lang, p.answer.route).has(p.answer.id), `${lang}${p.answer.route}#${p.answer.id}`).toBe(true);
      }
    });
  }

  it('quotes each exact error text on its answer page, in both languages, so find-in-page works too', () => {
    for (const p of userProblems.filter((x) => x.error)) {
      for (const lang of ['en', 'zh'] as const) {
        const source = fs.readFileSync(path.join('docs', lang, `${p.answer.route}.mdx`), 'utf8');
        // The page may quote the message with another port or provider name: compare up to the variable part.
        const stem = p.error!.replace(/\s*(:::\d+|with \w+)$/, '');
        expect(source, `${lang} ${p.id}`).toContain(stem);
      }
    }
  });
});
