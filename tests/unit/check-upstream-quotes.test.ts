import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClaims } from '../../scripts/check-upstream/claims.mjs';
import { layout } from '../../scripts/check-upstream/layout.mjs';
import { filePatterns, findQuote, normalizeQuote, WILD } from '../../scripts/check-upstream/quote-patterns.mjs';
import { pageQuotes, readsAsMessage } from '../../scripts/check-upstream/quotes-harvest.mjs';
import { checkQuotes, sourcePatterns } from '../../scripts/check-upstream/quotes.mjs';
import { openSource } from '../../scripts/check-upstream/source.mjs';

const FIXTURE = path.resolve('tests/fixtures/upstream');
const patterns = () => sourcePatterns(openSource(FIXTURE), layout.quotes);
const q = (text: string, where = 'page.mdx:1') => ({ text, where });

describe('check:upstream quotes: reading the source', () => {
  it('turns literals, templates, concatenations and logger calls into patterns with wildcards', () => {
    const found = patterns().map((p) => p.pattern.replaceAll(WILD, '*'));
    expect(found).toContain('MCP Client * not found');
    expect(found).toContain('[MCP] Error * activating server: *'); // the call's arguments, joined by spaces
    expect(found).toContain('Tool call timed out after * seconds');
    expect(found).toContain('Deprecated CLI options detected: *. Consider using config file format.');
  });

  it('leaves out tests and short literals', () => {
    const found = patterns().map((p) => p.pattern);
    expect(found.some((p) => p.includes('printed by a test only'))).toBe(false);
    expect(filePatterns('a.ts', "log('error', 'x: ' + y);").length).toBe(0);
  });
});

describe('check:upstream quotes: matching', () => {
  it('finds a quote written out in full, with the value the program filled in', () => {
    const res = checkQuotes([q('MCP Client github not found')], [], patterns());
    expect(res.checked.map((c) => c.file)).toEqual(['packages/agent-infra/mcp-client/src/index.ts']);
    expect(res.missing).toEqual([]);
  });

  it('finds a quote with declared placeholders, and a log line followed by the error it printed', () => {
    const res = checkQuotes(
      [
        q('[MCP] Error <name> activating server: …'),
        q('[MCP] Error github activating server: McpError: MCP error -32000: Connection closed'),
        q('Deprecated CLI options detected: thinking. Consider using config file format.'),
        q('Failed to load config from &lt;path&gt;: …'),
      ],
      [],
      patterns(),
    );
    expect(res.checked.map((c) => c.text)).toHaveLength(3);
    expect(res.missing.map((m) => m.text)).toEqual(['Failed to load config from &lt;path&gt;: …']);
  });

  it('reports a quote that is not in the source as missing, with where the docs have it', () => {
    const res = checkQuotes([q('MCP Client github could not be found', 'a.mdx:3'), q('MCP Client github could not be found', 'b.mdx:9')], [], patterns());
    expect(res.missing).toEqual([{ text: 'MCP Client github could not be found', wheres: ['a.mdx:3', 'b.mdx:9'] }]);
    expect(res.checked).toEqual([]);
  });

  it('lists a third-party quote apart with its origin and never counts it as checked', () => {
    const declared = [
      { text: 'MCP error -32000: Connection closed', origin: '@modelcontextprotocol/sdk 1.15' },
      { text: 'Error: listen EADDRINUSE: address already in use :::<port>', origin: 'Node.js net' },
      { text: 'A quote no page has any more', origin: 'gone' },
    ];
    const res = checkQuotes([q('MCP error -32000: Connection closed'), q('Error: listen EADDRINUSE: address already in use :::8889')], declared, patterns());
    expect(res.external.map((e) => e.origin)).toEqual(['@modelcontextprotocol/sdk 1.15', 'Node.js net']);
    expect(res.checked).toEqual([]);
    expect(res.missing).toEqual([]);
    expect(res.unused).toEqual([{ text: 'A quote no page has any more', origin: 'gone' }]);
  });

  it('does not count a short shared phrase as proof', () => {
    expect(findQuote(normalizeQuote('Tool call failed because the server crashed hard'), patterns())).toBeUndefined();
  });
});

describe('check:upstream quotes: harvesting the docs', () => {
  it('takes output blocks, error headings and symptom spans, and leaves commands and other blocks', () => {
    const page = [
      '## `MCP error -32000: Connection closed` {#closed}',
      '',
      '**Symptom.** The log shows `[MCP] Error <name> activating server: <message>` after `npx -y some-server`.',
      '',
      '```text output',
      '✅ Connected to MCP server github with 0 tools',
      '```',
      '',
      '```text',
      'a directory tree, not output',
      '```',
    ].join('\n');
    expect(pageQuotes('docs/en/guide/basic/troubleshooting.mdx', page).map((h) => h.text)).toEqual([
      'MCP error -32000: Connection closed',
      '[MCP] Error <name> activating server: <message>',
      '✅ Connected to MCP server github with 0 tools',
    ]);
    // On other pages only marked output blocks count.
    expect(pageQuotes('docs/en/guide/basic/mcp.mdx', page).map((h) => h.text)).toEqual(['✅ Connected to MCP server github with 0 tools']);
  });

  it('reads a code span as a message only when it is not a command, flag, import or object', () => {
    expect(readsAsMessage('Session closed. Most likely the page has been closed.')).toBe(true);
    expect(readsAsMessage('npx -y @antv/mcp-server-chart')).toBe(false);
    expect(readsAsMessage('--use-cache false')).toBe(false);
    expect(readsAsMessage("import { defineConfig } from '@agent-tars/interface'")).toBe(false);
    expect(readsAsMessage('{ type: "enabled" }')).toBe(false);
  });
});

describe('check:upstream: the claims ledger', () => {
  const file = 'packages/agent-infra/mcp-client/src/index.ts';
  it('holds a cited line, reports one that moved, and fails one whose text or file is gone', () => {
    const res = checkClaims(
      [
        { id: 'held', rests: [{ file, line: 9, text: 'MCP Client ${name} not found' }] },
        { id: 'moved', rests: [{ file, line: 2, text: 'Tool call timed out after' }] },
        { id: 'gone', rests: [{ file, line: 9, text: 'a text this file never had' }] },
        { id: 'no-file', rests: [{ file: 'multimodal/no/such/file.ts', line: 1, text: 'anything at all' }] },
      ],
      openSource(FIXTURE),
    );
    expect(res.held).toEqual([`held: ${file}:9`]);
    expect(res.moved).toEqual([{ at: `moved: ${file}:2`, to: 16 }]);
    expect(res.broken.map((b) => b.at)).toEqual([`gone: ${file}:9`, 'no-file: multimodal/no/such/file.ts:1']);
  });
});

describe('npm run check:upstream: quotes', { timeout: 60_000 }, () => {
  it('prints the quote counts of the real docs against the fixture tree and exits 1 on missing quotes', () => {
    const res = spawnSync(process.execPath, ['scripts/check-upstream/index.mjs', FIXTURE], { encoding: 'utf8', timeout: 60_000 });
    expect(res.status, res.stderr).toBe(1);
    expect(res.stdout).toMatch(/Quotes \(error and log lines in the docs\): \d+ checked in the source, \d+ third-party, [1-9]\d* missing/);
    expect(res.stdout).toMatch(/MISSING \(presented as Agent TARS output/);
  });

  it('writes its whole report even when the reader drains the pipe late', async () => {
    const child = spawn(process.execPath, ['scripts/check-upstream/index.mjs', FIXTURE]);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Keep this process busy so the child fills the pipe (64 KB) before anyone reads it: process.exit()
    // in the child then cut the 80 KB report at the first 10 KB or so.
    const busyUntil = Date.now() + 3000;
    while (Date.now() < busyUntil);
    expect(await closed).toBe(1);
    expect(out).toMatch(/Claims ledger: \d+ claims/);
  });
});
