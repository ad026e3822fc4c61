/**
 * Global installs in the docs name each package manager's own command.
 * `<PackageManagerTabs command="install -g …" />` prefixes every manager with
 * its `add`/`install` verb, which gives `yarn add -g` and `deno add -g npm:…`:
 * neither installs a CLI globally.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

describe('global install commands', () => {
  const files = mdxFiles('docs');

  it('never use the one-string form of PackageManagerTabs with -g', () => {
    const bad = files.filter((f) => /<PackageManagerTabs[^>]*command="[^"]*\s-g\s/.test(fs.readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });

  it('give yarn its global add command wherever the CLI is installed globally', () => {
    const withGlobal = files.filter((f) => fs.readFileSync(f, 'utf8').includes('npm install -g @agent-tars/cli'));
    expect(withGlobal.length).toBeGreaterThan(5);
    for (const f of withGlobal) {
      const text = fs.readFileSync(f, 'utf8');
      if (text.includes('<PackageManagerTabs')) expect(text, f).not.toMatch(/yarn add -g/);
    }
  });
});
