/**
 * Integrity of the CLI and config reference data (src/data/cli.ts,
 * src/data/config.ts): the pages render from it, so a gap here is a gap in
 * both languages at once.
 */
import { describe, expect, it } from 'vitest';
import {
  cliCommands,
  cliFlagGroups,
  cliFlags,
  cliLegacyFlags,
  knownFlagSpellings,
  normalizeFlagName,
  flagAnchor,
  type CliFlag,
} from '../../src/data/cli';
import {
  configAnchor,
  configGroups,
  configLayers,
  configLegacyKeys,
  configOptions,
  passThroughKeys,
} from '../../src/data/config';
import type { Localized } from '../../src/data/routes';

const HAN = /\p{Script=Han}/u;

function checkLocalized(where: string, value: Localized | undefined, problems: string[]): void {
  if (!value) return;
  if (!value.en?.trim()) problems.push(`${where}: empty en`);
  if (!value.zh?.trim()) problems.push(`${where}: empty zh`);
  // A zh string without any Chinese is an untranslated copy of the English.
  else if (!HAN.test(value.zh) && value.zh !== value.en) problems.push(`${where}: zh has no Chinese`);
}

const overlaps = (a: CliFlag, b: CliFlag) => a.commands.some((c) => b.commands.includes(c));

describe('cli data', () => {
  it('has no flag registered twice for the same command', () => {
    const clashes: string[] = [];
    cliFlags.forEach((a, i) =>
      cliFlags.slice(i + 1).forEach((b) => {
        if (normalizeFlagName(a.name) === normalizeFlagName(b.name) && overlaps(a, b)) {
          clashes.push(`${a.name} (${a.commands}) vs ${b.name} (${b.commands})`);
        }
        for (const alias of a.aliases ?? []) {
          if (normalizeFlagName(alias) === normalizeFlagName(b.name) && overlaps(a, b)) {
            clashes.push(`alias ${alias} of ${a.name} is also ${b.name}`);
          }
        }
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('spells every flag as cac registers it', () => {
    for (const f of cliFlags) {
      expect(f.name, f.name).toMatch(/^--[A-Za-z][A-Za-z-]*(\.[A-Za-z]+)*$/);
      if (f.short) expect(f.short).toMatch(/^-[a-z]$/);
      if (f.arg) expect(f.arg, f.name).toMatch(/^(<[^>]+>|\[[^\]]+\])$/);
      for (const a of f.aliases ?? []) expect(a, f.name).toMatch(/^--[A-Za-z][\w.-]*$/);
      expect(f.commands.length, f.name).toBeGreaterThan(0);
    }
  });

  it('gives every entry English and Chinese text', () => {
    const problems: string[] = [];
    for (const c of cliCommands) {
      checkLocalized(`command ${c.id} summary`, c.summary, problems);
      checkLocalized(`command ${c.id} notes`, c.notes, problems);
    }
    for (const f of cliFlags) {
      checkLocalized(`${f.name} description`, f.description, problems);
      checkLocalized(`${f.name} note`, f.note, problems);
      checkLocalized(`${f.name} defaultNote`, f.defaultNote, problems);
    }
    for (const g of cliFlagGroups) checkLocalized(`group ${g.id}`, g.title, problems);
    for (const l of cliLegacyFlags) checkLocalized(`legacy ${l.name}`, l.reason, problems);
    expect(problems).toEqual([]);
  });

  it('points every deprecated flag at a current replacement for the same commands', () => {
    for (const f of cliFlags) {
      if (f.status === 'deprecated') {
        expect(f.replacedBy, `${f.name} needs replacedBy`).toBeTruthy();
        const target = cliFlags.find((t) => t.name === f.replacedBy && overlaps(t, f));
        expect(target, `${f.name} → ${f.replacedBy} missing`).toBeDefined();
        expect(target?.status, `${f.name} → ${f.replacedBy}`).toBe('current');
        if (f.configKey) expect(target?.configKey, f.name).toBe(f.configKey);
      } else {
        expect(f.replacedBy, `${f.name} is not deprecated`).toBeUndefined();
      }
    }
  });

  it('keeps defaults consistent with the value type', () => {
    for (const f of cliFlags) {
      if (f.default === undefined) continue;
      if (f.type === 'boolean') expect(['true', 'false'], f.name).toContain(f.default);
      if (f.type === 'number') expect(Number.isFinite(Number(f.default)), f.name).toBe(true);
      if (f.type === 'enum') expect(f.values, f.name).toContain(f.default);
      expect(f.defaultNote, `${f.name}: literal default and note both set`).toBeUndefined();
    }
    for (const f of cliFlags) if (f.type === 'enum') expect(f.values?.length, f.name).toBeGreaterThan(1);
  });

  it('maps flags onto config keys that exist, with matching defaults', () => {
    for (const f of cliFlags) {
      if (!f.configKey) continue;
      const opt = configOptions.find((o) => o.key === f.configKey);
      expect(opt, `${f.name} → ${f.configKey}`).toBeDefined();
      if (opt && f.default !== undefined && opt.default !== undefined) {
        expect(f.default, `${f.name} vs ${opt.key}`).toBe(opt.default);
      }
      if (opt?.values && f.values && f.status === 'current') {
        expect(f.values, `${f.name} vs ${opt.key}`).toEqual(opt.values);
      }
    }
    for (const o of configOptions) {
      if (!o.flag) continue;
      const flag = cliFlags.find((f) => f.name === o.flag && f.status !== 'deprecated');
      expect(flag, `${o.key} → ${o.flag}`).toBeDefined();
      expect(flag?.configKey, `${o.flag} should set ${o.key}`).toBe(o.key);
    }
  });

  it('uses every group and lists only used groups', () => {
    const used = new Set(cliFlags.map((f) => f.group));
    expect([...used].sort()).toEqual(cliFlagGroups.map((g) => g.id).sort());
  });

  it('gives distinct row anchors', () => {
    const ids = cliFlags.map(flagAnchor);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('records the 0.3.0 facts the docs used to get wrong', () => {
    const known = knownFlagSpellings();
    expect(known.has('--planner.enable')).toBe(true);
    expect(known.has('--planner.enabled')).toBe(false);
    expect(known.has('--start')).toBe(false);
    expect(cliCommands.map((c) => c.id)).not.toContain('start');
    const useCache = cliFlags.find((f) => f.name === '--use-cache');
    expect(useCache?.default).toBe('true');
    expect(useCache?.aliases).toContain('--no-use-cache');
    expect(cliFlags.find((f) => f.name === '--port')?.default).toBe('8888');
    expect(cliFlags.find((f) => f.name === '--browser.control')?.values).toEqual([
      'hybrid',
      'dom',
      'visual-grounding',
    ]);
    expect(cliFlags.find((f) => f.name === '--search.provider')?.values).not.toContain('bing_search');
    // cac camel-cases only the first segment.
    expect(normalizeFlagName('--log-level')).toBe('--logLevel');
    expect(normalizeFlagName('--model.api-key')).toBe('--model.api-key');
    expect(normalizeFlagName('--mcp-server.include')).toBe('--mcpServer.include');
  });

  it('keeps legacy spellings out of the live list and points them at live flags', () => {
    const known = knownFlagSpellings();
    for (const l of cliLegacyFlags) {
      expect(known.has(normalizeFlagName(l.name)), l.name).toBe(false);
      expect(known.has(normalizeFlagName(l.replacedBy)), l.replacedBy).toBe(true);
    }
  });
});

describe('config data', () => {
  it('has unique, well-formed key paths', () => {
    const keys = configOptions.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z_][A-Za-z0-9_]*(\.(<name>|[A-Za-z_][A-Za-z0-9_]*))*$/);
    const anchors = configOptions.map(configAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('gives every entry English and Chinese text', () => {
    const problems: string[] = [];
    for (const o of configOptions) {
      checkLocalized(`${o.key} description`, o.description, problems);
      checkLocalized(`${o.key} note`, o.note, problems);
      checkLocalized(`${o.key} defaultNote`, o.defaultNote, problems);
    }
    for (const g of configGroups) checkLocalized(`group ${g.id}`, g.title, problems);
    for (const l of configLayers) {
      checkLocalized(`layer ${l.id} source`, l.source, problems);
      checkLocalized(`layer ${l.id} detail`, l.detail, problems);
    }
    for (const l of configLegacyKeys) checkLocalized(`legacy ${l.key}`, l.reason, problems);
    expect(problems).toEqual([]);
  });

  it('keeps defaults inside the allowed values', () => {
    for (const o of configOptions) {
      if (o.values && o.default !== undefined) expect(o.values, o.key).toContain(o.default);
      if (o.type === 'boolean' && o.default !== undefined) expect(['true', 'false'], o.key).toContain(o.default);
      if (o.type === 'number' && o.default !== undefined) {
        expect(Number.isFinite(Number(o.default)), o.key).toBe(true);
      }
      if (o.values) {
        for (const v of o.values) expect(o.type, `${o.key} type lists ${v}`).toContain(`'${v}'`);
      }
    }
  });

  it('uses every group', () => {
    const used = new Set(configOptions.map((o) => o.group));
    expect([...used].sort()).toEqual(configGroups.map((g) => g.id).sort());
  });

  it('offers pass-through only for keys without a dedicated flag', () => {
    for (const o of passThroughKeys()) expect(o.flag, o.key).toBeUndefined();
    expect(passThroughKeys().map((o) => o.key)).toContain('browser.headless');
    // The CLI takes --server.* (but exclusive) and --agent.* out before merging the flags (builder.ts).
    expect(passThroughKeys().filter((o) => /^(server|agent)\./.test(o.key))).toEqual([]);
  });

  it('keeps legacy keys out of the tree', () => {
    const keys = new Set(configOptions.map((o) => o.key));
    const flags = knownFlagSpellings();
    for (const l of configLegacyKeys) {
      expect(keys.has(l.key), l.key).toBe(false);
      expect(keys.has(l.replacedBy) || flags.has(l.replacedBy), `${l.key} → ${l.replacedBy}`).toBe(true);
    }
  });

  it('records the 0.3.0 facts the docs used to get wrong', () => {
    const get = (k: string) => configOptions.find((o) => o.key === k);
    expect(get('search.provider')?.values).toContain('bing');
    expect(get('search.provider')?.values).not.toContain('bing_search');
    expect(get('server.storage.type')?.default).toBe('sqlite');
    expect(get('maxTokens')?.default).toBe('8192');
    expect(get('planner.enable')?.status).toBe('no-effect');
    expect(get('browser.type')?.status).toBe('no-effect');
  });
});
