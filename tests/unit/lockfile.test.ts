import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly what package-lock.json records, on every
 * contributor's platform and on GitHub's runners. These checks catch the ways
 * a lock written on one machine breaks `npm ci` elsewhere.
 */
interface LockEntry {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface PackageJson {
  engines: { node: string };
  overrides?: Record<string, unknown>;
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as PackageJson;
const entries = Object.entries(lock.packages).filter(([key]) => key.startsWith('node_modules/'));
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The Node versions a contributor may run: our minimum, and the LTS lines after it. */
const NODE_VERSIONS = [semver.minVersion(pkg.engines.node)!.version, '22.13.0', '24.0.0'];

describe('package-lock.json', () => {
  it('holds only packages whose engines accept every Node version we support (no EBADENGINE)', () => {
    const bad: string[] = [];
    for (const [key, entry] of entries) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range) continue;
      for (const node of NODE_VERSIONS) {
        if (!semver.satisfies(node, range, { includePrerelease: true })) bad.push(`${nameOf(key)}@${entry.version} needs ${range}, not ${node}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("records other platforms' optional native bindings, so npm ci works on macOS, Windows and Linux alike", () => {
    const names = new Set(entries.map(([key]) => nameOf(key)));
    for (const binding of [
      '@rspack/binding-darwin-arm64',
      '@rspack/binding-win32-x64-msvc',
      '@rspack/binding-linux-x64-gnu',
      '@rspack/binding-linux-arm64-musl',
    ]) {
      expect(names.has(binding), binding).toBe(true);
    }
    // Every optional dependency a locked package declares is itself locked.
    const missing: string[] = [];
    for (const [key, entry] of entries) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        if (!names.has(dep)) missing.push(`${nameOf(key)} → ${dep}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no dependency asked for by a dist-tag unless package.json overrides it (npm ci cannot match a tag to a locked version)', () => {
    const overridden = new Set(Object.keys(pkg.overrides ?? {}));
    const tagged: string[] = [];
    for (const [key, entry] of entries) {
      for (const [dep, spec] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const isRange = semver.validRange(spec) !== null || /^(npm:|file:|git|https?:|workspace:)/.test(spec);
        if (!isRange && !overridden.has(dep)) tagged.push(`${nameOf(key)} → ${dep}@${spec}`);
      }
    }
    expect(tagged).toEqual([]);
  });
});
