import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claims } from '../../src/data/claims';

const pageFile = (lang: 'en' | 'zh', route: string) => {
  const rel = route.endsWith('/') ? `${route}index` : route;
  return ['.mdx', '.md'].map((ext) => path.join('docs', lang, `${rel}${ext}`)).find((f) => fs.existsSync(f));
};

describe('claims ledger (src/data/claims)', () => {
  it('has unique ids', () => {
    const ids = claims.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(claims.map((c) => [c.id, c] as const))('%s: its section exists in both languages', (_id, claim) => {
    for (const lang of ['en', 'zh'] as const) {
      const file = pageFile(lang, claim.route);
      expect(file, `${lang} page for ${claim.route}`).toBeDefined();
      expect(fs.readFileSync(file!, 'utf8'), `${file} has {#${claim.section}}`).toContain(`{#${claim.section}}`);
    }
  });

  it('cites at least one source line for every claim, each with a line number and a piece of text', () => {
    for (const c of claims) {
      expect(c.rests.length, c.id).toBeGreaterThan(0);
      for (const r of c.rests) {
        expect(r.line, `${c.id} ${r.file}`).toBeGreaterThan(0);
        expect(r.text.trim().length, `${c.id} ${r.file}:${r.line}`).toBeGreaterThanOrEqual(8);
        expect(r.file, c.id).toMatch(/^(multimodal|packages)\//);
      }
    }
  });
});
