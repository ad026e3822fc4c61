import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/config-builder/check/detect';
import { readCommand } from '../../src/config-builder/check/read-command';
import { splitCommands } from '../../src/config-builder/check/shell-words';
import type { ConfigNode, Finding, ReadResult } from '../../src/config-builder/types';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

function read(text: string): { root: ObjectNode; findings: Finding[] } {
  const result: ReadResult = readCommand(text);
  if (!result.ok) throw new Error(`expected ok, got ${result.message.en} (line ${result.line})`);
  return { root: result.root, findings: result.findings };
}

function at(root: ObjectNode, path: string[]): { line: number; value: ConfigNode } | undefined {
  let node: ConfigNode = root;
  let line = 0;
  for (const key of path) {
    if (node.kind !== 'object') return undefined;
    const entry: { key: string; line: number; value: ConfigNode } | undefined = node.entries.find((e) => e.key === key);
    if (!entry) return undefined;
    line = entry.line;
    node = entry.value;
  }
  return { line, value: node };
}

const plain = (node: ConfigNode | undefined): unknown => {
  if (!node) return undefined;
  if (node.kind === 'list') return node.items.map(plain);
  if (node.kind === 'env') return `$${node.name}`;
  return 'value' in node ? node.value : node.kind;
};

describe('splitCommands', () => {
  it('splits words with quotes, escapes and continuations, keeping start lines', () => {
    const [words] = splitCommands(`agent-tars --input "hello world" \\\n  --model.id 'a b' --x=\\"q\\"`);
    expect(words.map((w) => [w.text, w.line])).toEqual([
      ['agent-tars', 1],
      ['--input', 1],
      ['hello world', 1],
      ['--model.id', 2],
      ['a b', 2],
      ['--x="q"', 2],
    ]);
  });

  it('separates commands at newlines and operators, and drops comments', () => {
    const commands = splitCommands('export A=1 # key\ncd x && agent-tars --open; echo done');
    expect(commands.map((c) => c.map((w) => w.text))).toEqual([['export', 'A=1'], ['cd', 'x'], ['agent-tars', '--open'], ['echo', 'done']]);
  });

  it('remembers $NAME references outside single quotes only', () => {
    const [words] = splitCommands(`a "$KEY" \${OTHER} '$NOT'`);
    expect(words.map((w) => w.envRef)).toEqual([undefined, 'KEY', 'OTHER', undefined]);
  });
});

describe('readCommand', () => {
  it('is detected as a command line, with or without a runner or env assignments', () => {
    for (const text of ['agent-tars --open', 'npx @agent-tars/cli@latest --open', 'ARK_API_KEY=x agent-tars', '--model.id x', '$ agent-tars run']) {
      expect(detectFormat(text), text).toBe('cli');
    }
  });

  it('maps known flags to config keys, with the line of each flag', () => {
    const { root, findings } = read(
      'npx @agent-tars/cli@latest \\\n  --model.provider volcengine \\\n  --model.id=doubao-1-5 \\\n  --browser.control dom --port 3000 --open',
    );
    expect(at(root, ['model', 'provider'])).toEqual({ line: 2, value: { kind: 'string', value: 'volcengine', line: 2 } });
    expect(plain(at(root, ['model', 'id'])?.value)).toBe('doubao-1-5');
    expect(at(root, ['browser', 'control'])?.line).toBe(4);
    expect(at(root, ['server', 'port'])?.value).toEqual({ kind: 'number', value: 3000, line: 4 });
    expect(at(root, ['--open'])?.value).toEqual({ kind: 'boolean', value: true, line: 4 });
    expect(findings).toEqual([]);
  });

  it('follows mri: plain switches take only true/false, --no-x is false, kebab-case is camel-cased', () => {
    const { root, findings } = read('agent-tars --headless false --debug yes --no-open --log-level debug');
    expect(plain(at(root, ['--headless'])?.value)).toBe(false);
    expect(plain(at(root, ['--debug'])?.value)).toBe(true);
    expect(plain(at(root, ['--open'])?.value)).toBe(false);
    expect(plain(at(root, ['logLevel'])?.value)).toBe('debug');
    // `yes` is not a value of a plain switch: the CLI drops it.
    expect(findings).toMatchObject([{ kind: 'pitfall', key: 'yes', line: 1 }]);
  });

  it('collects list flags, split at commas, and repeated --config files', () => {
    const { root } = read('agent-tars --tool.include a,b --tool.include c -c one.ts --config two.yaml');
    expect(plain(at(root, ['tool', 'include'])?.value)).toEqual(['a', 'b', 'c']);
    expect(plain(at(root, ['--config'])?.value)).toEqual(['one.ts', 'two.yaml']);
  });

  it('notes env assignments and reads ALL-CAPS key values and $NAME as the environment', () => {
    const { root, findings } = read('ARK_API_KEY=secret agent-tars --model.apiKey ARK_API_KEY --model.baseURL "$BASE"');
    expect(plain(at(root, ['model', 'apiKey'])?.value)).toBe('$ARK_API_KEY');
    expect(plain(at(root, ['model', 'baseURL'])?.value)).toBe('$BASE');
    expect(findings).toMatchObject([{ kind: 'env', key: 'ARK_API_KEY', line: 1 }]);
    expect(JSON.stringify(findings)).not.toContain('secret');
  });

  it('passes dotted keys without a flag into the config, as cac does', () => {
    const { root, findings } = read('agent-tars --maxTokens 16000 --browser.headless --search.browserSearch.engine bing');
    expect(plain(at(root, ['maxTokens'])?.value)).toBe(16000);
    expect(plain(at(root, ['browser', 'headless'])?.value)).toBe(true);
    expect(plain(at(root, ['search', 'browserSearch', 'engine'])?.value)).toBe('bing');
    expect(findings).toEqual([]);
  });

  it('reports a deprecated flag with its replacement, and lets the current flag win', () => {
    const { root, findings } = read('agent-tars --provider openai --model.provider anthropic');
    expect(plain(at(root, ['model', 'provider'])?.value)).toBe('anthropic');
    expect(findings).toMatchObject([{ kind: 'pitfall', severity: 'warning', key: '--provider', suggestion: '--model.provider', line: 1 }]);
    expect(findings[0].link).toMatch(/^\/api\/cli#flag-/);
  });

  it('reads --provider as current under request', () => {
    expect(read('agent-tars request --provider openai --model gpt-4o --body b.json').findings).toEqual([]);
  });

  it('reports a 0.2.x flag with its replacement', () => {
    const { findings } = read('agent-tars\n  --browser-control-mode dom');
    expect(findings).toMatchObject([{ kind: 'unknown-flag', severity: 'error', key: '--browser-control-mode', suggestion: '--browser.control', line: 2 }]);
  });

  it('suggests the nearest real flag for a typo', () => {
    const { findings } = read('agent-tars --modle.provider openai --borwser.control dom --search.engine bing');
    expect(findings.map((f) => [f.key, f.suggestion])).toEqual([
      ['--modle.provider', '--model.provider'],
      ['--borwser.control', '--browser.control'],
      ['--search.engine', '--search.browserSearch.engine'],
    ]);
  });

  it('says when a flag belongs to another command, or is dropped by the CLI', () => {
    const { findings } = read('agent-tars serve --headless --server.storage.type file');
    expect(findings.map((f) => [f.kind, f.key])).toEqual([
      ['unknown-flag', '--headless'],
      ['unknown-flag', '--server.storage.type'],
    ]);
  });

  it('reports namespace placeholders, no-effect flags and bad values of flag-only enums', () => {
    const { findings } = read('agent-tars --model gpt-4o --stream --headless --format xml');
    expect(findings.map((f) => [f.kind, f.key])).toEqual([
      ['pitfall', '--model'],
      ['pitfall', '--stream'],
      ['bad-value', '--format'],
    ]);
  });

  it('reports a single-value flag given twice', () => {
    const { root, findings } = read('agent-tars --model.id a\nagent-tars-is-not-read --x\n');
    expect(plain(at(root, ['model', 'id'])?.value)).toBe('a');
    expect(findings).toEqual([]);
    const twice = read('agent-tars --model.id a --model.id b');
    expect(plain(at(twice.root, ['model', 'id'])?.value)).toBe('b');
    expect(twice.findings).toMatchObject([{ kind: 'pitfall', severity: 'error', key: 'model.id' }]);
  });

  it('fails clearly without a command or with an open quote', () => {
    expect(readCommand('echo hello')).toMatchObject({ ok: false, format: 'cli' });
    expect(readCommand("agent-tars --input 'never closed\n")).toMatchObject({ ok: false, line: 1 });
  });
});
