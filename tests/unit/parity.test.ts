/**
 * Translation parity: every English page has a Chinese twin and vice versa,
 * and twins carry the same explicit heading ids (`## Title {#id}`, h2–h4) at
 * the same depths in the same order, so `#anchors` and the outline work the
 * same in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { allDocPages, standalonePages, type Lang } from '../../src/data/routes';

const DOCS = path.resolve(__dirname, '../../docs');
const LANGS: Lang[] = ['en', 'zh'];

/** Pages that exist in one language on purpose, as `lang:route-file` keys. */
function singleLanguageAllowed(): Set<string> {
  const keys = new Set<string>([
    // The social banner is an English-only design surface for `npm run dev`.
    'en:banner',
    // Rspress serves `zh/404.html` for unknown `/zh/…` paths; English uses the theme's built-in 404.
    'zh:404',
  ]);
  for (const page of [...allDocPages(), ...standalonePages]) {
    if (page.only) keys.add(`${page.only}:${routeToFileKey(page.path)}`);
  }
  return keys;
}

/** `/guide/basic/cli` → `guide/basic/cli`; `/replay/` → `replay/index`. */
export function routeToFileKey(route: string): string {
  const trimmed = route.replace(/^\//, '');
  return trimmed === '' || trimmed.endsWith('/') ? `${trimmed}index` : trimmed;
}

function pageFiles(lang: Lang): Map<string, string> {
  const root = path.join(DOCS, lang);
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        out.set(path.relative(root, full).split(path.sep).join('/').replace(/\.mdx?$/, ''), full);
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}

export interface Heading {
  depth: number;
  id: string | null;
  text: string;
  line: number;
}

/** h2–h4 ATX headings outside fenced code, with their explicit `{#id}` if any. */
export function headings(source: string): Heading[] {
  const out: Heading[] = [];
  let fence: string | null = null;
  let inFrontmatter = false;
  source.split(/\r?\n/).forEach((line, i) => {
    if (i === 0 && line.trim() === '---') {
      inFrontmatter = true;
      return;
    }
    if (inFrontmatter) {
      if (line.trim() === '---') inFrontmatter = false;
      return;
    }
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = line.match(/^(#{2,4})\s+(.*?)\s*#*\s*$/);
    if (!m) return;
    const id = m[2].match(/\{#([^}\s]+)\}\s*$/);
    out.push({ depth: m[1].length, id: id ? id[1] : null, text: m[2].replace(/\s*\{#[^}]*\}\s*$/, ''), line: i + 1 });
  });
  return out;
}

/** The first difference between two heading lists, or null. */
export function firstMismatch(en: Heading[], zh: Heading[]): string | null {
  for (let i = 0; i < Math.max(en.length, zh.length); i += 1) {
    const a = en[i];
    const b = zh[i];
    if (!a) return `zh has an extra heading #${i + 1}: "${b.text}" {#${b.id}} (line ${b.line})`;
    if (!b) return `en has an extra heading #${i + 1}: "${a.text}" {#${a.id}} (line ${a.line})`;
    if (a.id !== b.id) {
      return `heading #${i + 1}: en {#${a.id}} "${a.text}" (line ${a.line}) ≠ zh {#${b.id}} "${b.text}" (line ${b.line})`;
    }
    if (a.depth !== b.depth) {
      return `heading #${i + 1} {#${a.id}}: h${a.depth} in en (line ${a.line}), h${b.depth} in zh (line ${b.line})`;
    }
  }
  return null;
}

const files = Object.fromEntries(LANGS.map((lang) => [lang, pageFiles(lang)])) as Record<Lang, Map<string, string>>;
const allowed = singleLanguageAllowed();
const keys = [...new Set([...files.en.keys(), ...files.zh.keys()])].sort();
const rel = (file: string) => path.relative(path.resolve(__dirname, '../..'), file);

describe('every page has its twin', () => {
  test.each(keys)('%s', (key) => {
    for (const lang of LANGS) {
      const other: Lang = lang === 'en' ? 'zh' : 'en';
      const file = files[lang].get(key);
      if (!file || files[other].has(key) || allowed.has(`${lang}:${key}`)) continue;
      expect.fail(`${rel(file)} has no ${other} twin (expected docs/${other}/${key}.mdx)`);
    }
  });
});

describe('twins have the same heading ids in the same order', () => {
  const twins = keys.filter((key) => files.en.has(key) && files.zh.has(key));
  test.each(twins)('%s', (key) => {
    const problems: string[] = [];
    const parsed = {} as Record<Lang, Heading[]>;
    for (const lang of LANGS) {
      const file = files[lang].get(key)!;
      parsed[lang] = headings(fs.readFileSync(file, 'utf8'));
      const missing = parsed[lang].find((h) => h.id === null);
      if (missing) problems.push(`${rel(file)}:${missing.line}: "${missing.text}" has no explicit {#id}`);
      const seen = new Set<string>();
      for (const h of parsed[lang]) {
        if (h.id && seen.has(h.id)) problems.push(`${rel(file)}:${h.line}: {#${h.id}} is used twice`);
        if (h.id) seen.add(h.id);
      }
    }
    const mismatch = firstMismatch(parsed.en, parsed.zh);
    if (mismatch) problems.push(`docs/{en,zh}/${key}: ${mismatch}`);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the parity helpers', () => {
  test('read ids outside code fences and frontmatter', () => {
    const src = ['---', '## not a heading {#fm}', '---', '## A {#a}', '```md', '## B {#b}', '```', '### C', '#### D {#d}'].join('\n');
    expect(headings(src).map((h) => [h.depth, h.id])).toEqual([
      [2, 'a'],
      [3, null],
      [4, 'd'],
    ]);
  });

  test('report the first mismatch', () => {
    const h = (depth: number, id: string): Heading => ({ depth, id, text: id, line: 1 });
    expect(firstMismatch([h(2, 'a'), h(2, 'b')], [h(2, 'a'), h(2, 'b')])).toBeNull();
    expect(firstMismatch([h(2, 'a'), h(2, 'b')], [h(2, 'a'), h(2, 'c')])).toContain('{#b}');
    expect(firstMismatch([h(2, 'a')], [h(2, 'a'), h(3, 'c')])).toContain('zh has an extra heading');
    expect(firstMismatch([h(2, 'a')], [h(3, 'a')])).toContain('h2 in en');
  });

  test('map routes to files', () => {
    expect(routeToFileKey('/guide/basic/cli')).toBe('guide/basic/cli');
    expect(routeToFileKey('/replay/')).toBe('replay/index');
    expect(routeToFileKey('/')).toBe('index');
  });
});
