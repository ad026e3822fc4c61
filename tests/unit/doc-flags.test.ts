/**
 * Every Agent TARS flag and config key path written in a page must exist in
 * src/data/cli.ts / src/data/config.ts, so a page cannot teach a spelling the
 * 0.3.0 CLI does not understand (e.g. `--planner.enabled`).
 *
 * What counts as an Agent TARS flag — the rule, and why:
 *
 * 1. Command lines. Anywhere in a page (prose, inline code, fenced blocks, JSX
 *    attributes), a line segment that *invokes* the CLI: `agent-tars`, `tarko`
 *    or `@agent-tars/cli[@tag]` in command position (start of line, after a
 *    shell separator / quote / backtick / `$(`, or after `npx`, `bunx`, `dlx`,
 *    `exec`). Every `--flag` after it, up to the next `|`, `&&`, `||`, `;`,
 *    `#` comment or closing quote/backtick, is checked. Shell continuation
 *    lines (`\`) are joined first. This ignores `npm install -g
 *    @agent-tars/cli` (nothing follows the package), `npx playwright …`, and a
 *    `#!/usr/bin/env -S node --no-warnings` shebang (no invocation).
 * 2. Stand-alone inline code that starts with `--` (e.g. `` `--port 3000` ``):
 *    readers take these as Agent TARS flags, so they are checked too. Flags of
 *    other programs must be written with their program (`` `node --no-warnings` ``);
 *    the few that pages discuss bare are listed in FOREIGN_FLAGS.
 *
 * A flag is accepted when, after cac's normalisation (first segment
 * kebab→camel, nested segments untouched): it or its `--no-` base is a
 * registered flag or alias; or it is `--<config key>` (cac passes unknown
 * dotted flags through into the config). Known wrong spellings
 * (cliLegacyFlags), and nested kebab spellings such as `--model.api-key`,
 * are accepted only on a line that also names the correct flag — that is how
 * a page explains a change or a trap. Syntax placeholders (`--no-<flag>`,
 * `--<key>`) and families (`--model.*`) are accepted too.
 *
 * Config key paths: inline code that starts with a dotted path whose first
 * segment is a config root with nested keys (`browser`, `model`, `server`, …)
 * and whose last segment is not a file extension (`server.ts`) must be a key
 * in config.ts, or a parent of keys (`server.storage`). `mcpServers.<any>.x`
 * matches `mcpServers.<name>.x`. Legacy keys need their replacement on the
 * same line. Code blocks are not scanned for keys: their shape is TS/YAML/JSON
 * objects, which the data tests and the build already cover.
 *
 * Component props: `flags`, `keys`, `group` and `prefix` given to CliFlagTable,
 * ConfigTable and CliPassThroughTable must name existing entries, because a
 * wrong name silently drops rows instead of failing the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliFlagGroups, cliFlags, cliLegacyFlags, knownFlagSpellings, normalizeFlagName } from '../../src/data/cli';
import { configGroups, configLegacyKeys, configOptions, configRoots, matchesPrefix } from '../../src/data/config';

const DOCS = path.resolve(__dirname, '../../docs');

/** Flags of other programs that pages mention on their own, in inline code. */
const FOREIGN_FLAGS = new Set([
  '--no-warnings', // node, in the CLI launcher's shebang
  '--no-sandbox', // Chrome launch argument
  '--remote-debugging-port', // Chrome, to expose a CDP endpoint
  '--user-data-dir', // Chrome profile directory
  '--disable-blink-features', // Chrome launch argument set by the browser launcher
  '--enable-automation', // Chrome argument the launcher removes
  '--disable-web-security', // Chrome launch argument
  '--headed', // Playwright test runner
  '--global', // npm
  '--norc', // bash, in run_script interpreter examples
  '--version', // generic `code --version`, `node --version`
  '--registry', // npm
  '--save', // benchmark script
  '--expose-gc', // node
  '--node-dist-mirror', // fnm, on the Chinese getting-started page
]);

const FILE_EXT = /\.(ts|tsx|js|mjs|cjs|json|jsonl|ya?ml|md|mdx|db|html|css|env|log|png|svg|sh|local|txt)$/;

const knownFlags = knownFlagSpellings();
const configKeys = new Set(configOptions.map((o) => o.key));
const roots = new Set(configRoots);

export interface Finding {
  file: string;
  line: number;
  token: string;
  reason: string;
}

function normalizeKey(key: string): string {
  return key.replace(/^mcpServers\.(?!<name>)[^.]+/, 'mcpServers.<name>');
}

function isConfigKeyOrParent(key: string): boolean {
  const k = normalizeKey(key);
  if (configKeys.has(k)) return true;
  if (/^mcpServers\.<name>$/.test(k)) return true;
  for (const c of configKeys) if (c.startsWith(`${k}.`)) return true;
  return false;
}

/** True when `token` appears on the line as a whole flag/key, not as a prefix of a longer one. */
function mentions(line: string, token: string): boolean {
  const esc = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.-])${esc}(?![\\w.-])`).test(line);
}

const camelAll = (flag: string) =>
  flag.replace(/([a-z])-([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());

/** Why a flag is not acceptable, or null when it is. */
export function flagProblem(raw: string, line: string): string | null {
  const flag = raw.replace(/=.*$/, '').replace(/[,:;)]+$/, '').replace(/\.$/, '');
  const legacy = cliLegacyFlags.find((l) => l.name === flag);
  if (legacy) {
    return mentions(line, legacy.replacedBy) ? null : `not a 0.3.0 flag; use ${legacy.replacedBy}`;
  }
  // `--no-<flag>` / `--<key>` describe a syntax, not a flag.
  if (flag.includes('<')) return null;
  const n = normalizeFlagName(flag);
  if (knownFlags.has(n)) return null;
  if (n.startsWith('--no-') && knownFlags.has(normalizeFlagName(`--${n.slice(5)}`))) return null;
  // cac nests any other dotted flag into the config: --browser.headless, --maxTokens.
  if (configKeys.has(normalizeKey(n.slice(2)))) return null;
  // `--model.*` names a family of flags.
  if (n.endsWith('.*') && [...knownFlags].some((k) => k.startsWith(n.slice(0, -1)))) return null;
  // A nested kebab spelling may be shown as a trap next to the camelCase flag it is not.
  const camel = camelAll(flag);
  if (camel !== flag && knownFlags.has(camel) && mentions(line, camel)) return null;
  return 'not in src/data/cli.ts (nor a pass-through config key)';
}

/** Why an inline-code key path is not acceptable, or null when it is / is not a key. */
export function keyProblem(code: string, line: string): { token: string; reason: string } | null {
  const m = /^([A-Za-z_][A-Za-z0-9_]*(?:\.(?:<[a-z]+>|[A-Za-z_][A-Za-z0-9_]*))+)(?=$|[\s:=,)])/.exec(code.trim());
  if (!m) return null;
  const key = m[1];
  const legacy = configLegacyKeys.find((l) => l.key === key);
  if (legacy) {
    return mentions(line, legacy.replacedBy)
      ? null
      : { token: key, reason: `not a 0.3.0 key; use ${legacy.replacedBy}` };
  }
  if (!roots.has(key.split('.')[0]) || FILE_EXT.test(key)) return null;
  return isConfigKeyOrParent(key) ? null : { token: key, reason: 'not in src/data/config.ts' };
}

// A CLI name not glued to a path, package scope or longer word.
const BIN = /(?<![\w@/.-])(agent-tars|tarko|@agent-tars\/cli(?:@[\w.-]+)?)(?=$|[\s`"'])/g;
const LAUNCHER = /(?:^|\s)(?:npx|bunx|dlx|exec)\s+(?:-y\s+)?$/;
const ENV_PREFIX = /(?:[A-Z_][A-Z0-9_]*=\S*\s+)+$/;

function flagsInInvocations(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(BIN)) {
    const at = m.index ?? 0;
    const before = line.slice(0, at).replace(ENV_PREFIX, '');
    // Command position: after a launcher, at line start, or right after a shell
    // separator, quote, backtick or brace. "the agent-tars CLI" is prose.
    const launched = LAUNCHER.test(before);
    const opener = /(^|[;&|({`"'])\s*(\$\s*)?$/.exec(before.replace(LAUNCHER, ''));
    if (!launched && !opener) continue;
    const quote = /[`"']\s*$/.exec(before.replace(LAUNCHER, ''))?.[0].trim();
    let rest = line.slice(at + m[1].length);
    if (quote) {
      const close = rest.indexOf(quote);
      if (close !== -1) rest = rest.slice(0, close);
    }
    const stop = rest.search(/\s\|\s|\|\||&&|;|\s#|<\//);
    if (stop !== -1) rest = rest.slice(0, stop);
    // Quoted arguments are values (e.g. --input "…"), not flags.
    rest = rest.replace(/"[^"]*"|'[^']*'/g, ' ');
    for (const f of rest.matchAll(/(?:^|\s)(--[A-Za-z][\w.-]*)/g)) out.push(f[1]);
  }
  return out;
}

export function scanText(text: string, file: string): Finding[] {
  const findings: Finding[] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const lineNo = i + 1;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence) {
      while (/\\\s*$/.test(line) && i + 1 < lines.length) line = line.replace(/\\\s*$/, ' ') + lines[++i];
    }
    const seen = new Set<string>();
    const report = (token: string, reason: string | null) => {
      if (!reason || seen.has(token)) return;
      seen.add(token);
      findings.push({ file, line: lineNo, token, reason });
    };
    for (const f of flagsInInvocations(line)) report(f, flagProblem(f, line));
    if (fence) continue;
    for (const m of line.matchAll(/`([^`\n]+)`/g)) {
      const code = m[1].trim();
      if (/^--[A-Za-z]/.test(code)) {
        const flag = code.split(/[\s=]/)[0];
        if (!FOREIGN_FLAGS.has(flag)) report(flag, flagProblem(flag, line));
      }
      const kp = keyProblem(code, line);
      if (kp) report(kp.token, kp.reason);
    }
  }
  return findings;
}

const quoted = (list: string) => [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);

/** Props of the reference components that name data entries must name existing ones,
 * or the table silently loses rows. */
export function componentPropProblems(text: string, file: string): Finding[] {
  const out: Finding[] = [];
  const flagNames = new Set(cliFlags.map((f) => f.name));
  const flagGroups = new Set<string>(cliFlagGroups.map((g) => g.id));
  const keyGroups = new Set<string>(configGroups.map((g) => g.id));
  text.split('\n').forEach((line, idx) => {
    const add = (token: string, reason: string) => out.push({ file, line: idx + 1, token, reason });
    for (const tag of line.matchAll(/<(CliFlagTable|ConfigTable|CliPassThroughTable)\b([^>]*)\/?>/g)) {
      const [, name, attrs] = tag;
      const prop = (p: string) =>
        new RegExp(`\\b${p}=(?:"([^"]*)"|\\{\\[([^\\]]*)\\]\\}|\\{'([^']*)'\\})`).exec(attrs);
      const values = (p: string) => {
        const m = prop(p);
        return m ? (m[1] !== undefined ? [m[1]] : m[3] !== undefined ? [m[3]] : quoted(m[2])) : [];
      };
      if (name === 'CliFlagTable') {
        for (const f of values('flags')) if (!flagNames.has(f)) add(f, 'flags: no such flag');
        for (const g of values('group')) if (!flagGroups.has(g)) add(g, 'group: no such flag group');
      } else {
        for (const k of values('keys')) if (!configKeys.has(k)) add(k, 'keys: no such config key');
        for (const g of values('group')) if (!keyGroups.has(g)) add(g, 'group: no such config group');
        for (const p of values('prefix')) {
          if (!configOptions.some((o) => matchesPrefix(o.key, p))) add(p, 'prefix: matches no key');
        }
      }
    }
  });
  return out;
}

function listPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listPages(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

describe('doc-flags checker (self-test)', () => {
  const scan = (s: string) => scanText(s, 'fixture.mdx').map((f) => f.token);

  it('catches misspelled flags on command lines', () => {
    expect(scan('```bash\nagent-tars --planner.enabled\n```')).toEqual(['--planner.enabled']);
    expect(scan('```bash\nagent-tars --browser-control-mode dom\n```')).toEqual(['--browser-control-mode']);
    expect(scan('```bash\nnpx @agent-tars/cli@latest --model.api-key X\n```')).toEqual(['--model.api-key']);
    expect(scan('```bash\nagent-tars \\\n  --model.provider volcengine \\\n  --modle.id x\n```')).toEqual([
      '--modle.id',
    ]);
    expect(scan('Run `agent-tars --heedless` to test.')).toEqual(['--heedless']);
    expect(scan('<PackageManagerTabs command="@agent-tars/cli@latest --prot 3000" dlx />')).toEqual(['--prot']);
  });

  it('catches misspelled stand-alone inline flags and key paths', () => {
    expect(scan('Set `--planner.enabled` to plan.')).toEqual(['--planner.enabled']);
    expect(scan('Use `browser.controll` here.')).toEqual(['browser.controll']);
    expect(scan('Use `search.browserSearch.engin: bing`.')).toEqual(['search.browserSearch.engin']);
    expect(scan('Old docs: `server.open`.')).toEqual(['server.open']);
  });

  it('accepts the 0.3.0 spellings and what cac maps onto them', () => {
    expect(
      scan(
        [
          '```bash',
          'agent-tars --model.provider volcengine --model.apiKey ARK_API_KEY --open',
          'agent-tars run --headless --input "hi" --format json --no-use-cache',
          'agent-tars --log-level debug --mcp-server.exclude chart',
          'agent-tars --browser.headless --search.browserSearch.engine bing --maxTokens 16000',
          'agent-tars request --provider openai --model gpt-4o --body ./b.json --format semantic',
          'agent-tars workspace --init && agent-tars workspace --open',
          'npx @agent-tars/cli@latest --port=3000',
          '```',
          'Use `--model.provider volcengine` and `browser.control` or `model.apiKey`.',
          'Nested: `server.storage`, `mcpServers.chart.command`, `webui.layout.enableHome`.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('checks the props of the reference tables', () => {
    const probe = (s: string) => componentPropProblems(s, 'fixture.mdx').map((f) => f.token);
    expect(probe(`<ConfigTable keys={['browser.control', 'browser.mode']} />`)).toEqual(['browser.mode']);
    expect(probe(`<CliFlagTable flags={['--port', '--prot']} group="modle" />`)).toEqual(['--prot', 'modle']);
    expect(probe(`<ConfigTable prefix={['browser', 'browsr']} group="webui" />`)).toEqual(['browsr']);
    expect(probe(`<CliFlagTable group={['browser', 'search']} hideStatus={['placeholder']} />`)).toEqual([]);
  });

  it('ignores other programs and prose', () => {
    expect(
      scan(
        [
          '```bash',
          '#!/usr/bin/env -S node --no-warnings',
          'npm install -g @agent-tars/cli@latest',
          'npx playwright test --headed --project chromium',
          'google-chrome --remote-debugging-port=9222',
          'agent-tars --port 3000 | grep --color Port',
          '```',
          'The agent-tars CLI --help text is printed by cac.',
          'Files: `server.ts`, `tarko.config.ts`, `process.env.ARK_API_KEY`, `window.AGENT_BASE_URL`.',
          'Explain: `--planner.enabled` is wrong; write `--planner.enable`.',
          'Legacy key `workspace.workingDirectory` became `--workspace`.',
          'Syntax: `--no-<flag>` and `--<key> value`; `--model.*` flags.',
          '`agent-tars run --headless --input "try --foo" --format json`',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('docs use only flags and config keys that exist in 0.3.0', () => {
  const pages = [...listPages(path.join(DOCS, 'en')), ...listPages(path.join(DOCS, 'zh'))];

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('has no unknown flag or key path in any page', () => {
    const findings = pages.flatMap((p) => scanText(fs.readFileSync(p, 'utf8'), path.relative(DOCS, p)));
    expect(findings.map((f) => `docs/${f.file}:${f.line}  ${f.token}  — ${f.reason}`)).toEqual([]);
  });

  it('passes only existing flags, keys and groups to the reference tables', () => {
    const findings = pages.flatMap((p) =>
      componentPropProblems(fs.readFileSync(p, 'utf8'), path.relative(DOCS, p)),
    );
    expect(findings.map((f) => `docs/${f.file}:${f.line}  ${f.token}  — ${f.reason}`)).toEqual([]);
  });
});
