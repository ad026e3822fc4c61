import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandName, extractCli, parseFlagSpec } from '../../scripts/check-upstream/cli.mjs';
import { applyAllowList, compare, normalizeDefault } from '../../scripts/check-upstream/compare.mjs';
import { extractUpstream } from '../../scripts/check-upstream/extract.mjs';
import { layout } from '../../scripts/check-upstream/layout.mjs';
import { listsDrift, listsText, upstreamLists } from '../../scripts/check-upstream/lists.mjs';
import { openSource } from '../../scripts/check-upstream/source.mjs';
import { declarationIndex, typeKeys } from '../../scripts/check-upstream/types.mjs';

/** A small tree shaped like the Agent TARS monorepo, written for these tests (tests/fixtures/upstream). */
const FIXTURE = path.resolve('tests/fixtures/upstream');
const fixture = () => openSource(FIXTURE);

/** What our data would say if it matched the fixture exactly. */
const matchingOurs = () => ({
  cliCommands: [{ id: 'run' }, { id: 'serve' }, { id: 'meta' }],
  cliFlags: [
    { name: '--port', default: '8888', source: 'tarko' },
    { name: '--config', short: '-c', source: 'tarko' },
    { name: '--model.provider', source: 'tarko' },
    { name: '--brand-new', source: 'tarko' },
    { name: '--browser.control', default: 'hybrid', source: 'agent-tars' },
    { name: '--help', source: 'cac' },
  ],
  configOptions: [
    { key: 'name', default: 'Anonymous' },
    { key: 'toolCallEngine', values: ['native', 'prompt_engineering'], default: 'native' },
    { key: 'thinking.type', values: ['enabled', 'disabled'] },
    { key: 'mcpServers.<name>.command' },
    { key: 'browser.control', values: ['hybrid', 'dom'] },
    { key: 'server.port' },
    { key: 'server.storage.type', values: ['memory', 'file'] },
    { key: 'server.storage.baseDir' },
  ],
  serverRoutes: [
    { method: 'GET', path: '/api/v1/sessions' },
    { method: 'POST', path: '/api/v1/sessions/create' },
    { method: 'GET', path: '/api/v1/health' },
  ],
  coreEventTypeNames: ['user_message', 'tool_call', 'brand_new_event'],
  agentOptions: ['name', 'toolCallEngine', 'thinking', 'mcpServers', 'browser'].map((name) => ({ name })),
});

describe('check:upstream: reading the source', () => {
  it('parses cac flag specs and command specs', () => {
    expect(parseFlagSpec('--config, -c <path>')).toEqual({ name: '--config', short: '-c' });
    expect(parseFlagSpec('--model.apiKey [apiKey]')).toEqual({ name: '--model.apiKey', short: undefined });
    expect(commandName('[run] [agent]')).toBe('run');
    expect(commandName('serve')).toBe('serve');
    expect(commandName('[...prompts]')).toBeUndefined();
  });

  it('finds commands, flags, short forms and defaults (a constant resolved to its value)', () => {
    const { flags, commands } = extractCli(fixture(), layout.cli);
    expect(commands.map((c) => c.name).sort()).toEqual(['run', 'serve']);
    const byName = Object.fromEntries(flags.map((f) => [f.name, f]));
    expect(Object.keys(byName).sort()).toEqual(['--brand-new', '--browser.control', '--config', '--model.provider', '--port']);
    expect(byName['--port']).toMatchObject({ default: '8888', file: 'multimodal/tarko/agent-cli/src/core/options.ts' });
    expect(byName['--config'].short).toBe('-c');
    expect(byName['--browser.control'].default).toBe('hybrid');
  });

  it('joins route groups with their prefix, and reads the event union inside a namespace', () => {
    const up = extractUpstream(fixture());
    expect(up.routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/v1/health', 'GET /api/v1/sessions', 'POST /api/v1/sessions/create']);
    expect(up.events.map((e) => e.type)).toEqual(['user_message', 'tool_call', 'brand_new_event']);
  });

  it('flattens option types: extends, generics, intersections, Partial, Omit, Record, aliases and JSDoc defaults', () => {
    const keys = typeKeys(declarationIndex(fixture(), layout.types), 'AgentTARSAppConfig');
    const byKey = Object.fromEntries(keys.map((k) => [k.key, k]));
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'browser', 'browser.control', 'mcpServers', 'mcpServers.<name>', 'mcpServers.<name>.command', 'name',
        'server', 'server.port', 'server.storage', 'server.storage.baseDir', 'server.storage.type',
        'thinking', 'thinking.type', 'toolCallEngine',
      ].sort(),
    );
    expect(byKey.secret).toBeUndefined(); // Omit<AgentOptions, 'secret'>
    expect(byKey['browser.control'].literals).toEqual(['dom', 'hybrid']); // through the alias
    expect(byKey['toolCallEngine'].default).toBe("'native'");
    expect(byKey['server.storage.type'].file).toBe('multimodal/tarko/interface/src/config.ts');
  });

  it('reads a git repository at a ref exactly as it reads a folder, and another ref differently', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-git-'));
    fs.cpSync(FIXTURE, repo, { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'one');
    const first = git('rev-parse', 'HEAD').toString().trim();
    fs.appendFileSync(path.join(repo, 'multimodal/agent-tars/cli/src/index.ts'), "cli.command('doctor', 'a new command');\n");
    git('commit', '-qam', 'two');
    const commandsAt = (ref?: string) => extractUpstream(openSource(repo, ref)).cli.commands.map((c) => c.name).sort();
    expect(extractUpstream(openSource(repo, first))).toEqual(extractUpstream(fixture()));
    expect(commandsAt(first)).toEqual(['run', 'serve']);
    expect(commandsAt('HEAD')).toEqual(['doctor', 'run', 'serve']);
    expect(() => openSource(repo, 'no-such-ref')).toThrow(/no commit no-such-ref/);
  });
});

describe('check:upstream: comparing', () => {
  it('finds no difference when the data matches the source', () => {
    const { diffs, counts } = compare(extractUpstream(fixture()), matchingOurs());
    expect(diffs).toEqual([]);
    expect(counts['cli-flag']).toEqual([5, 5]);
    expect(counts.route).toEqual([3, 3]);
  });

  it('reports new, removed and changed items with the upstream file', () => {
    const ours = matchingOurs();
    ours.cliFlags = ours.cliFlags.filter((f) => f.name !== '--brand-new').concat({ name: '--gone', source: 'tarko' });
    ours.cliFlags.find((f) => f.name === '--port')!.default = '3000';
    ours.configOptions.find((o) => o.key === 'browser.control')!.values = ['hybrid', 'dom', 'visual-grounding'];
    ours.serverRoutes.pop();
    ours.coreEventTypeNames = ['user_message', 'tool_call'];
    const { diffs } = compare(extractUpstream(fixture()), ours);
    const lines = diffs.map((d) => `${d.change} ${d.kind} ${d.item}${d.detail ? ` (${d.detail})` : ''}`).sort();
    expect(lines).toEqual(
      [
        'changed cli-flag --port (default 8888, ours 3000)',
        'changed config browser.control (values dom | hybrid, ours dom | hybrid | visual-grounding)',
        'new cli-flag --brand-new',
        'new event brand_new_event',
        'new route GET /api/v1/health',
        'removed cli-flag --gone',
      ].sort(),
    );
    expect(diffs.find((d) => d.item === '--brand-new')?.file).toBe('multimodal/tarko/agent-cli/src/core/options.ts');
  });

  it('lets an allow-list entry with a reason excuse a difference, and reports entries that match nothing', () => {
    const diffs = [
      { kind: 'event', change: 'new', item: 'brand_new_event' },
      { kind: 'route', change: 'new', item: 'GET /api/v1/health' },
    ] as const;
    const { allowed, blocking, stale } = applyAllowList([...diffs], [
      { kind: 'event', change: 'new', item: 'brand_new_event', reason: 'internal, never emitted' },
      { kind: 'route', change: 'new', item: 'GET /api/v1/health', reason: '  ' },
      { kind: 'config', change: 'removed', item: 'old.key', reason: 'gone' },
    ]);
    expect(allowed.map((d) => d.item)).toEqual(['brand_new_event']);
    expect(blocking.map((d) => d.item)).toEqual(['GET /api/v1/health']); // an empty reason allows nothing
    expect(stale.map((s) => s.item)).toEqual(['GET /api/v1/health', 'old.key']);
  });

  it('accounts for every upstream config key: documented, a level with documented keys, or internal in the allow-list', () => {
    const up = { cli: { flags: [], commands: [] }, routes: [], events: [], sdk: [], config: ['server', 'server.port', 'server.storage', 'server.storage.options', 'server.storage.options.user', 'agent', 'agent.label'].map((key) => ({ key, file: 'f.ts' })) };
    const ours = { ...matchingOurs(), configOptions: [{ key: 'server.port' }, { key: 'server.storage.options' }, { key: 'agent' }] };
    const { diffs } = compare(up, ours);
    // server and server.storage are levels with documented keys; a key inside a documented value is not documented itself.
    expect(diffs.filter((d) => d.kind === 'config' && d.change === 'new').map((d) => d.item).sort()).toEqual(['agent.label', 'server.storage.options.user']);
    const { allowed, blocking } = applyAllowList(
      diffs.filter((d) => d.kind === 'config' && d.change === 'new'),
      [{ kind: 'config', change: 'internal', item: 'agent.label', reason: 'set in code by the agent author' }],
    );
    expect(allowed.map((d) => d.item)).toEqual(['agent.label']);
    expect(blocking.map((d) => d.item)).toEqual(['server.storage.options.user']);
  });

  it('compares literal defaults only, without quotes', () => {
    expect(normalizeDefault('`"Anonymous"`')).toBe('Anonymous');
    expect(normalizeDefault("'native'")).toBe('native');
    expect(normalizeDefault('8888')).toBe('8888');
    expect(normalizeDefault('Defaults to the current working directory')).toBeUndefined();
    expect(normalizeDefault('`undefined` (uses model default)')).toBeUndefined();
  });
});

describe('check:upstream: the committed key and flag lists', () => {
  const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lists-')), 'lists.json');

  it('lists every key level and every flag spelling of the source, sorted, once each', () => {
    const lists = upstreamLists(extractUpstream(fixture()));
    expect(lists.flags).toEqual(['--brand-new', '--browser.control', '--config', '--model.provider', '--port', '-c']);
    expect(lists.configKeys).toContain('server.storage.type');
    expect(lists.configKeys).toEqual([...new Set(lists.configKeys)].sort());
  });

  it('reports a key or flag the file lacks or keeps after the source dropped it, and a missing file', () => {
    const lists = upstreamLists(extractUpstream(fixture()));
    const file = tmpFile();
    expect(listsDrift(file, lists)).toEqual([`${file} is missing: run check:upstream with --write-lists`]);
    fs.writeFileSync(file, listsText(lists));
    expect(listsDrift(file, lists)).toEqual([]);
    fs.writeFileSync(file, listsText({ configKeys: [...lists.configKeys, 'gone.key'], flags: lists.flags.filter((f) => f !== '--port') }));
    expect(listsDrift(file, lists)).toEqual(['configKeys: gone.key is in the file, not in the source', 'flags: --port is in the source, not in the file']);
  });

  it('the committed file is the 0.3.0 lists (check:upstream keeps it so); every documented current flag is in it', async () => {
    const committed = JSON.parse(fs.readFileSync('src/data/upstream-lists.json', 'utf8'));
    const { cliFlags } = await import('../../src/data/cli');
    const upstream = new Set(committed.flags);
    const missing = cliFlags.filter((f) => f.source !== 'cac' && !upstream.has(f.name)).map((f) => f.name);
    expect(missing).toEqual([]);
  });
});

// Each test starts Node several times; on a busy 2-core machine that took over vitest's 5 s default.
describe('npm run check:upstream', { timeout: 60_000 }, () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/check-upstream/index.mjs', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('exits 1 and lists the differences when our data does not match the source', () => {
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'allow-')), 'allow.json');
    fs.writeFileSync(empty, JSON.stringify({ entries: [] }));
    const res = run(FIXTURE, '--allow', empty);
    expect(res.status, res.stderr).toBe(1);
    expect(res.stdout).toMatch(/NEW \(not in the allow-list\):[\s\S]*cli-flag\s+--brand-new\s+\(multimodal\/tarko\/agent-cli\/src\/core\/options\.ts\)/);
    expect(res.stdout).toMatch(/REMOVED \(not in the allow-list\):/);
    expect(res.stdout).toMatch(/Compared \(upstream \/ ours\):\n\s+cli-command\s+2 \/ 4/);
  });

  it('exits 2 with a usage line for a missing path or an unknown option', () => {
    expect(run().status).toBe(2);
    expect(run('/no/such/folder').stderr).toMatch(/No such folder[\s\S]*Usage: npm run check:upstream/);
    expect(run(FIXTURE, '--bogus').status).toBe(2);
  });
});
