/**
 * Choices in the address: every valid state survives writeAddress →
 * readAddress, only changed fields are written, and a bad or hostile query
 * string gives start values and notes, never an exception.
 */
import { describe, expect, it } from 'vitest';
import { readAddress, writeAddress } from '../../src/config-builder/address';
import { type Choices, startChoices, startChoicesFor, withProvider } from '../../src/config-builder/choices';
import { checkFieldValue, checkMcp } from '../../src/config-builder/field-values';
import { builderFields, builderLimits, builderProviders, type FieldValue, type McpChoice } from '../../src/data/config-builder';
import { namedChoiceSets } from './support/builder-choices';

/** Every field passes its own check and the MCP list is within bounds: what the page can hold. */
function expectValid(choices: Choices): void {
  for (const field of builderFields) {
    expect(checkFieldValue(field, choices[field.id]), field.id).toMatchObject({ ok: true });
  }
  expect(choices.mcpServers.length).toBeLessThanOrEqual(builderLimits.mcpServers);
  for (const server of choices.mcpServers) expect(checkMcp({ ...server, command: 'command' in server ? server.command : undefined, url: 'url' in server ? server.url : undefined }).ok).toBe(true);
  expect(new Set(choices.mcpServers.map((s) => s.name)).size).toBe(choices.mcpServers.length);
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SAMPLE_TEXT = ['', 'a b', "it's", '#1 "q"', '中文标题', '-y', '100%', '&=?+', 'x'.repeat(200), '😀 emoji'];

function randomChoices(next: () => number): Choices {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const choices = withProvider(startChoices(), pick(builderProviders).id);
  const values = choices as unknown as Record<string, FieldValue>;
  for (const field of builderFields) {
    if (next() < 0.5 || field.id === 'provider') continue;
    switch (field.control) {
      case 'select':
        values[field.id] = pick(field.values);
        break;
      case 'toggle':
        values[field.id] = next() < 0.5;
        break;
      case 'number': {
        const raw = field.min + next() * (field.max - field.min);
        values[field.id] = field.integer ? Math.round(raw) : raw;
        break;
      }
      case 'list':
        values[field.id] = Array.from({ length: Math.floor(next() * 4) }, (_, i) => `item${i}-${pick(['x', '中', '%25'])}`);
        break;
      case 'text':
        values[field.id] = field.pattern
          ? pick(field.id === 'keyEnv' ? ['', 'MY_KEY', 'A1'] : ['', 'https://h.example/v1?a=b&c=d'])
          : pick(SAMPLE_TEXT);
    }
  }
  const servers: McpChoice[] = Array.from({ length: Math.floor(next() * (builderLimits.mcpServers + 1)) }, (_, i) =>
    next() < 0.5
      ? { name: `s${i}`, transport: 'http', url: `https://mcp${i}.example.com/mcp?x=1&y=%20` }
      : { name: `s${i}`, transport: 'stdio', command: pick(['npx', 'node', 'C:\\Program Files\\x.exe']), args: Array.from({ length: Math.floor(next() * 4) }, () => pick(SAMPLE_TEXT)) },
  );
  return { ...choices, mcpServers: servers };
}

describe('round trip', () => {
  for (const [name, choices] of namedChoiceSets()) {
    it(name, () => {
      expectValid(choices);
      const back = readAddress(writeAddress(choices));
      expect(back.notes).toEqual([]);
      expect(back.choices).toEqual(choices);
    });
  }

  it('holds for 300 random valid choice sets', () => {
    const next = random(33);
    for (let i = 0; i < 300; i += 1) {
      const choices = randomChoices(next);
      expectValid(choices);
      const query = writeAddress(choices);
      const back = readAddress(`?${query}`);
      expect(back.notes, query).toEqual([]);
      expect(back.choices, query).toEqual(choices);
    }
  });

  it('writes nothing for the start state and only the changed fields otherwise', () => {
    expect(writeAddress(startChoices())).toBe('');
    expect(writeAddress({ ...startChoices(), maxTokens: 16000 })).toBe('maxTokens=16000');
    // The suggested model and key variable follow from the provider, so they are not written.
    expect(writeAddress(startChoicesFor('anthropic'))).toBe('provider=anthropic');
  });

  it('fills in the provider suggestions for a hand-written link', () => {
    const { choices } = readAddress('?provider=deepseek');
    expect(choices).toMatchObject({ provider: 'deepseek', model: 'deepseek-chat', keyEnv: 'DEEPSEEK_API_KEY' });
  });

  it('ignores the page tab parameter without a note', () => {
    expect(readAddress('?tab=check')).toEqual({ choices: startChoices(), notes: [] });
  });
});

describe('bad and hostile query strings', () => {
  const hostile: [string, string][] = [
    ['unknown parameters', 'foo=1&bar=2'],
    ['__proto__ and constructor', '__proto__=1&constructor=x&__proto__[polluted]=1'],
    ['provider not known', 'provider=kimi'],
    ['provider __proto__', 'provider=__proto__'],
    ['NaN', 'maxTokens=NaN'],
    ['Infinity', 'maxTokens=Infinity'],
    ['huge number', 'maxTokens=1e999'],
    ['negative', 'maxTokens=-5'],
    ['hex', 'port=0x50'],
    ['out of range', 'temperature=3&port=70000'],
    ['fraction for an integer', 'port=80.5'],
    ['bad toggle', 'open=maybe'],
    ['bad enum', 'browser=vision&thinking=true'],
    ['malformed escapes', 'title=%E0%A4%A&model=%&subtitle=%%%ZZ'],
    ['control characters', 'title=a%00b&model=x%0Ay'],
    ['lone surrogate', `title=${encodeURIComponent('x')}%ED%A0%80`],
    ['long value', `model=${'a'.repeat(10_000)}`],
    ['key that is not a variable name', 'keyEnv=sk-abc123'],
    ['too many list items', Array.from({ length: 20 }, (_, i) => `prompts=p${i}`).join('&')],
    ['empty list item', 'mcpInclude=&mcpInclude=fs'],
    ['MCP name __proto__', 'mcp.0.name=__proto__&mcp.0.cmd=npx'],
    ['MCP with both command and url', 'mcp.0.name=a&mcp.0.cmd=npx&mcp.0.url=https://x.example'],
    ['MCP without transport', 'mcp.0.name=a'],
    ['MCP javascript url', 'mcp.0.name=a&mcp.0.url=javascript:alert(1)'],
    ['MCP duplicate names', 'mcp.0.name=a&mcp.0.cmd=x&mcp.1.name=a&mcp.1.cmd=y'],
    ['MCP too many args', `mcp.0.name=a&mcp.0.cmd=x&${Array.from({ length: 30 }, () => 'mcp.0.arg=z').join('&')}`],
    ['1000 MCP servers', Array.from({ length: 1000 }, (_, i) => `mcp.${i}.name=s${i}&mcp.${i}.cmd=npx`).join('&')],
    ['repeated scalar', 'provider=openai&provider=anthropic'],
  ];

  for (const [name, query] of hostile) {
    it(name, () => {
      const { choices, notes } = readAddress(query);
      expect(notes.length, name).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note.en.length).toBeGreaterThan(0);
        expect(note.zh.length).toBeGreaterThan(0);
        expect(note.en.length).toBeLessThan(400);
      }
      expectValid(choices);
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  }

  it('keeps the good values beside the bad ones', () => {
    const { choices, notes } = readAddress('maxTokens=NaN&temperature=0.3&browser=vision&headless=true');
    expect(choices).toMatchObject({ maxTokens: 8192, temperature: 0.3, browser: 'hybrid', headless: true });
    expect(notes).toHaveLength(2);
  });

  it('reads only the first MCP servers up to the limit, and says so', () => {
    const query = Array.from({ length: 1000 }, (_, i) => `mcp.${i}.name=s${i}&mcp.${i}.cmd=npx`).join('&');
    const { choices, notes } = readAddress(query);
    expect(choices.mcpServers.map((s) => s.name)).toEqual(Array.from({ length: builderLimits.mcpServers }, (_, i) => `s${i}`));
    expect(notes.some((n) => n.en.includes(`only the first ${builderLimits.mcpServers}`))).toBe(true);
  });

  it('ignores an address over the length limit', () => {
    const { choices, notes } = readAddress(`title=${'x'.repeat(builderLimits.addressLength)}`);
    expect(choices).toEqual(startChoices());
    expect(notes[0].en).toContain('none of it was read');
    const almost = readAddress(Array.from({ length: 20_000 }, (_, i) => `p${i}=1`).join('&').slice(0, builderLimits.addressLength));
    expect(almost.notes.length).toBeGreaterThan(0);
  });

  it('lists at most five unknown names, shortened and without control characters', () => {
    const query = Array.from({ length: 9 }, (_, i) => `${'%01'.repeat(3)}${'n'.repeat(60)}${i}=1`).join('&');
    const note = readAddress(query).notes.at(-1);
    expect(note?.en).toContain('and 4 more');
    expect(note?.en).not.toMatch(/[\u0000-\u001f]/);
  });

  it('never throws for input that is not a string', () => {
    expect(() => readAddress(undefined as unknown as string)).not.toThrow();
    expect(readAddress(null as unknown as string).choices).toEqual(startChoices());
  });
});
