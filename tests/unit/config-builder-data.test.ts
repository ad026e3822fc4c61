/**
 * The builder's data and model: every key and flag it writes is in the
 * reference data and in the 0.3.0 lists check:upstream extracts, the start
 * state is a config that runs, and a config read back gives the same choices.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  type Choices,
  choicesToConfig,
  configToChoices,
  startChoices,
  withProvider,
} from '../../src/config-builder/choices';
import { checkFieldValue, defaultOf, isDefault } from '../../src/config-builder/field-values';
import { flagForKey, optionForPath } from '../../src/config-builder/keys';
import { commandParts } from '../../src/config-builder/outputs/command';
import type { ConfigNode } from '../../src/config-builder/types';
import { cliFlags } from '../../src/data/cli';
import { configOptions } from '../../src/data/config';
import { builderFields, builderGroups, builderProviders, ENV_NAME, providerById } from '../../src/data/config-builder';
import { namedChoiceSets } from './support/builder-choices';

const upstream = JSON.parse(readFileSync('src/data/upstream-lists.json', 'utf8')) as { configKeys: string[]; flags: string[] };

function inUpstreamKeys(key: string): boolean {
  const parts = key.split('.');
  return upstream.configKeys.some((pattern) => {
    const p = pattern.split('.');
    return p.length === parts.length && p.every((seg, i) => seg === '<name>' || seg === parts[i]);
  });
}

/** Every flag the command writes, without its value. */
function writtenFlags(choices: Choices): string[] {
  return commandParts(choices).args.map((words) => words[0].replace(/^'/, '').split('=')[0]);
}

describe('builder data', () => {
  it('names only current config keys and current flags', () => {
    for (const field of builderFields) {
      if (field.key) expect(configOptions.find((o) => o.key === field.key)?.status, field.key).toBe('current');
      if (field.flag) expect(cliFlags.find((f) => f.name === field.flag)?.status, field.flag).toBe('current');
      expect(field.key ?? field.flag, field.id).toBeTruthy();
      expect(builderGroups.some((g) => g.id === field.group)).toBe(true);
    }
  });

  it('offers only values the reference data allows', () => {
    for (const field of builderFields) {
      if (field.control !== 'select' || field.id === 'provider') continue;
      const allowed = optionForPath(field.key as string)?.values ?? cliFlags.find((f) => f.name === field.flag)?.values;
      expect(allowed, field.id).toBeDefined();
      for (const value of field.values.filter(Boolean)) expect(allowed, field.id).toContain(value);
    }
  });

  it('offers every provider id 0.3.0 knows (as the reference data lists them), plus openai-compatible', () => {
    const description = configOptions.find((o) => o.key === 'model.provider')?.description.en ?? '';
    const listed = description
      .replace(/^Provider id:/, '')
      .replace('or one of the preset ids', '')
      .split(/[,.]/)
      .map((w) => w.trim())
      .filter(Boolean);
    expect(listed).toContain('openai-compatible');
    expect(builderProviders.map((p) => p.id).sort()).toEqual(listed.sort());
  });

  it('says which providers need a base URL, and names key variables the CLI can resolve', () => {
    expect(builderProviders.filter((p) => p.baseURL === 'required').map((p) => p.id).sort()).toEqual(['azure-openai', 'openai-compatible']);
    for (const p of builderProviders) {
      if (p.keyEnv) expect(p.keyEnv, p.id).toMatch(ENV_NAME);
      if (p.kind === 'preset') expect(p.presetBaseURL, p.id).toMatch(/^https?:\/\//);
    }
    expect(providerById('volcengine')?.keyEnv).toBe('ARK_API_KEY');
  });

  it('starts every field on a valid value, and every non-model field on the Agent TARS default', () => {
    for (const field of builderFields) {
      expect(checkFieldValue(field, field.start), field.id).toMatchObject({ ok: true });
      if (['provider', 'model', 'keyEnv'].includes(field.id)) continue;
      expect(isDefault(field, field.start), field.id).toBe(true);
    }
    expect(defaultOf(builderFields.find((f) => f.id === 'maxTokens')!)).toBe(8192);
  });
});

describe('keys and flags written', () => {
  it('takes the flag of a key from the config data, which agrees with the CLI data', () => {
    for (const o of configOptions.filter((o) => o.flag)) {
      expect(cliFlags.find((f) => f.name === o.flag)?.configKey, o.key).toBe(o.key);
    }
    expect(flagForKey('browser.control')).toBe('--browser.control');
    expect(flagForKey('webui.title')).toBeUndefined();
    expect(optionForPath(['mcpServers', 'fs', 'command'])?.key).toBe('mcpServers.<name>.command');
  });

  for (const [name, choices] of namedChoiceSets()) {
    it(`${name}: in the reference data and in the 0.3.0 lists`, () => {
      for (const key of changedKeys(choices)) {
        if (key.startsWith('--')) {
          expect(cliFlags.some((f) => f.name === key && f.status === 'current'), key).toBe(true);
          continue;
        }
        expect(optionForPath(key)?.status, key).toBe('current');
        expect(inUpstreamKeys(key), key).toBe(true);
      }
      for (const flag of writtenFlags(choices)) {
        const dedicated = cliFlags.find((f) => f.name === flag);
        if (dedicated) {
          expect(dedicated.status, flag).toBe('current');
          expect(upstream.flags, flag).toContain(flag);
        } else {
          // A pass-through flag is a config key the CLI nests as given.
          const key = flag.slice(2);
          expect(optionForPath(key)?.status, flag).toBe('current');
          expect(inUpstreamKeys(key), flag).toBe(true);
        }
      }
    });
  }

  it('writes only the model for the start state', () => {
    expect(changedKeys(startChoices())).toEqual(['model.provider', 'model.id', 'model.apiKey']);
  });
});

describe('configToChoices', () => {
  for (const [name, choices] of namedChoiceSets()) {
    it(`${name}: reads back the file's choices`, () => {
      const { choices: back, skipped } = configToChoices(choicesToConfig(choices));
      expect(skipped).toEqual([]);
      for (const field of builderFields) {
        // Command-only settings are not in the file; the model id may be empty (not written).
        if (field.place === 'command' || (field.id === 'model' && choices.model === '')) continue;
        if (field.id === 'keyEnv' && !choices.keyEnv) continue;
        expect(back[field.id], field.id).toEqual(choices[field.id]);
      }
      expect(back.mcpServers).toEqual(choices.mcpServers);
    });
  }

  const str = (value: string): ConfigNode => ({ kind: 'string', value, line: 1 });
  const obj = (entries: [string, ConfigNode][]): Extract<ConfigNode, { kind: 'object' }> => ({
    kind: 'object',
    line: 1,
    entries: entries.map(([key, value]) => ({ key, line: 1, value })),
  });

  it('lists what it cannot carry, and never takes a key written into the file', () => {
    const root = obj([
      ['model', obj([['provider', str('anthropic')], ['apiKey', str('sk-literal')], ['headers', obj([['x', str('y')]])]])],
      ['browser', obj([['control', str('vision')]])],
      ['planner', obj([['enable', { kind: 'boolean', value: true, line: 1 }]])],
      ['mcpServers', obj([['fs', obj([['command', str('npx')], ['env', obj([['A', str('b')]])]])], ['__proto__', obj([['command', str('x')]])]])],
      ['tools', { kind: 'unchecked', text: 'myTools', line: 1 }],
    ]);
    const { choices, skipped } = configToChoices(root);
    expect(choices.provider).toBe('anthropic');
    expect(choices.keyEnv).toBe('ANTHROPIC_API_KEY');
    expect(choices.model).toBe('gpt-4o');
    expect(choices.browser).toBe('hybrid');
    expect(choices.mcpServers).toEqual([{ name: 'fs', transport: 'stdio', command: 'npx', args: [] }]);
    expect(skipped.sort()).toEqual(
      ['browser.control', 'mcpServers.__proto__', 'mcpServers.fs.env', 'model.apiKey', 'model.headers.x', 'planner.enable', 'tools'].sort(),
    );
  });

  it('falls back to what the CLI uses when the file names no model', () => {
    const { choices } = configToChoices(obj([]));
    expect(choices).toMatchObject({ provider: 'openai', model: 'gpt-4o', keyEnv: 'OPENAI_API_KEY' });
  });

  it('survives a very wide tree', () => {
    const wide = obj(Array.from({ length: 10_000 }, (_, i): [string, ConfigNode] => [`k${i}`, str('v')]));
    const { skipped } = configToChoices(wide);
    expect(skipped.length).toBeLessThanOrEqual(2000);
  });
});

describe('withProvider', () => {
  it('brings the suggested model and key variable, and clears the old base URL', () => {
    const next = withProvider({ ...startChoices(), baseURL: 'https://x.example/v1' }, 'anthropic');
    expect(next).toMatchObject({ provider: 'anthropic', model: 'claude-3-7-sonnet-latest', keyEnv: 'ANTHROPIC_API_KEY', baseURL: '' });
    expect(withProvider(startChoices(), 'kimi')).toEqual(startChoices());
  });
});
