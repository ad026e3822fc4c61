/**
 * The builder's outputs: the three config files say the same thing, the
 * TypeScript file type-checks against a declaration derived from the
 * reference data, and the command and .env snippet carry what the CLI needs.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type Choices, choicesToConfig, startChoices, withProvider } from '../../src/config-builder/choices';
import { configDeclaration } from '../../src/config-builder/declaration';
import { buildOutputs } from '../../src/config-builder/outputs';
import { commandParts } from '../../src/config-builder/outputs/command';
import { toPlain } from '../../src/config-builder/outputs/json';
import { configFileNames } from '../../src/data/config';
import { everythingChanged, namedChoiceSets, twoMcpAndSearch, volcengineVision } from './support/builder-choices';

type Plain = Record<string, unknown>;

/** Runs the generated tarko.config.ts as CommonJS with a stand-in defineConfig and environment. */
function evaluateTs(source: string, env: Record<string, string>): Plain {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as { default?: Plain } };
  const requireStub = (id: string) => {
    if (id !== '@tarko/interface/define-config') throw new Error(`unexpected import ${id}`);
    return { defineConfig: (c: Plain) => c };
  };
  new Function('module', 'exports', 'require', 'process', js)(module, module.exports, requireStub, { env });
  return module.exports.default as Plain;
}

function withoutKey(config: Plain): Plain {
  const model = { ...(config.model as Plain) };
  delete model.apiKey;
  return { ...config, model };
}

describe('the three config files say the same', () => {
  for (const [name, choices] of namedChoiceSets()) {
    it(name, () => {
      const out = buildOutputs(choices, 'en');
      const env = { [choices.keyEnv || 'UNUSED']: 'secret-value' };
      const fromTs = evaluateTs(out.ts, env);
      const fromYaml = parseYaml(out.yaml) as Plain;
      const fromJson = JSON.parse(out.json) as Plain;
      const expected = toPlain(choicesToConfig(choices)) as Plain;

      // The one documented difference: only TypeScript reads the key from the environment.
      expect(withoutKey(fromTs)).toEqual(expected);
      expect(fromYaml).toEqual(expected);
      expect(fromJson).toEqual(expected);
      if (choices.keyEnv) {
        expect((fromTs.model as Plain).apiKey).toBe('secret-value');
        expect(out.keyNote).toContain(choices.keyEnv);
      } else {
        expect((fromTs.model as Plain).apiKey).toBeUndefined();
      }
    });
  }

  it('quotes YAML strings that js-yaml would read as something else', () => {
    const yaml = buildOutputs(everythingChanged(), 'en').yaml;
    expect(yaml).toContain('welcomTitle: "yes"');
    expect(yaml).toContain('- "2024"');
    const parsed = parseYaml(yaml, { version: '1.1' }) as { webui: Plain };
    expect(parsed.webui.welcomTitle).toBe('yes');
  });
});

describe('file names and references', () => {
  it('uses the 0.3.0 names and the defineConfig import', () => {
    const out = buildOutputs(startChoices(), 'en');
    expect(out.fileNames).toEqual({ ts: configFileNames[0], yaml: configFileNames[1], json: configFileNames[2] });
    expect(out.ts).toContain("import { defineConfig } from '@tarko/interface/define-config';");
    expect(out.ts).toContain('export default defineConfig({');
    expect(out.ts).toContain('apiKey: process.env.ARK_API_KEY,');
  });

  it('ends every key line of the TS file with a link to its reference row, in the page language', () => {
    for (const lang of ['en', 'zh'] as const) {
      const prefix = lang === 'zh' ? 'https://agent-tars.com/zh/api/config#cfg-' : 'https://agent-tars.com/api/config#cfg-';
      const keyLines = buildOutputs(twoMcpAndSearch(), lang)
        .ts.split('\n')
        .filter((l) => /^\s+[\w'-]+: [^{]/.test(l));
      expect(keyLines.length).toBeGreaterThan(5);
      for (const line of keyLines) expect(line).toContain(` // ${prefix}`);
    }
  });

  it('writes only what differs from the defaults, plus the model', () => {
    const out = buildOutputs(startChoices(), 'en');
    expect(JSON.parse(out.json)).toEqual({ model: { provider: 'volcengine', id: 'doubao-1-5-thinking-vision-pro-250428' } });
    expect(out.command).toBe(
      'agent-tars \\\n  --model.provider volcengine \\\n  --model.id doubao-1-5-thinking-vision-pro-250428 \\\n  --model.apiKey ARK_API_KEY\n',
    );
  });
});

describe('the TS output type-checks against the declaration derived from the data', () => {
  const ENV_DECL = 'declare const process: { env: Record<string, string | undefined> };\n';

  function diagnostics(files: Record<string, string>): string[] {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const virtual = new Map(Object.entries(files).map(([name, text]) => [`/virtual/${name}`, text]));
    const original = { getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile };
    host.getSourceFile = (name, version, ...rest) =>
      virtual.has(name) ? ts.createSourceFile(name, virtual.get(name) as string, version) : original.getSourceFile(name, version, ...rest);
    host.fileExists = (name) => virtual.has(name) || original.fileExists(name);
    host.readFile = (name) => virtual.get(name) ?? original.readFile(name);
    const program = ts.createProgram([...virtual.keys()], options, host);
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  }

  it('gives no diagnostic for any generated file, and one for each wrong config', () => {
    const files: Record<string, string> = { 'config.d.ts': configDeclaration(), 'env.d.ts': ENV_DECL };
    namedChoiceSets().forEach(([, choices], i) => {
      files[`good-${i}.ts`] = buildOutputs(choices, i % 2 ? 'zh' : 'en').ts;
    });
    const good = buildOutputs(startChoices(), 'en').ts;
    const wrong = {
      'bad-thinking.ts': good.replace('model: {', 'thinking: true,\n  model: {'),
      'bad-control.ts': good.replace('model: {', "browser: { control: 'vision' },\n  model: {"),
      'bad-key.ts': good.replace('model: {', 'modle: {'),
      'bad-count.ts': good.replace('model: {', "maxTokens: '8192',\n  model: {"),
    };
    const found = diagnostics({ ...files, ...wrong });
    expect(found.filter((d) => d.includes('/good-'))).toEqual([]);
    for (const name of Object.keys(wrong)) {
      expect(found.filter((d) => d.includes(`/${name}`)), name).toHaveLength(1);
    }
    expect(found).toHaveLength(Object.keys(wrong).length);
  });
});

describe('command', () => {
  it('quotes values for a POSIX shell and keeps flag-looking values attached', () => {
    const command = buildOutputs(everythingChanged(), 'en').command;
    expect(command).toContain(`--workspace '~/my project'\\''s dir'`);
    expect(command).toContain(`--webui.title 'Team "TARS": #1'`);
    expect(command).toContain('--mcpServer.include fs \\\n  --mcpServer.include web');
    expect(command).toContain('--browser.headless \\');
    expect(command).toContain('--open \\');
    expect(command).toContain('--logLevel debug');
  });

  it('keeps MCP servers and lists without a flag in the file, and says so', () => {
    const { fileOnly } = commandParts(everythingChanged());
    expect(fileOnly).toEqual(['mcpServers', 'webui.welcomePrompts']);
    expect(buildOutputs(twoMcpAndSearch(), 'en').command.split('\n')[0]).toMatch(/^# No flag exists for mcpServers: keep tarko\.config\.ts/);
  });

  it('leaves text that the parser would turn into a number to the file', () => {
    const choices: Choices = { ...startChoices(), title: '2024', workspace: '42' };
    const { args, fileOnly } = commandParts(choices);
    expect(fileOnly).toEqual(['webui.title']);
    expect(args).toContainEqual(['--workspace', './42']);
  });

  it('puts workspace, port, --open, search.count and logLevel on the command only', () => {
    const choices = everythingChanged();
    const json = JSON.parse(buildOutputs(choices, 'en').json) as Plain;
    expect(json.workspace).toBeUndefined();
    expect((json.server as Plain | undefined)?.port).toBeUndefined();
    expect((json.search as Plain).count).toBeUndefined();
    expect(json.logLevel).toBeUndefined();
    expect(buildOutputs(choices, 'en').ts).toContain('// Set on the command line, not here');
  });
});

describe('.env snippet', () => {
  it('names the key variable and a search key, with a comment each', () => {
    const env = buildOutputs({ ...volcengineVision(), search: 'tavily' }, 'en').env;
    expect(env).toMatch(/^# Save as \.env in the workspace/);
    expect(env).toContain('\nARK_API_KEY=\n');
    expect(env).toContain('\nTAVILY_API_KEY=\n');
    expect(env.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(3);
  });

  it('has comments in Chinese for zh and says when nothing is needed', () => {
    expect(buildOutputs(startChoices(), 'zh').env).toContain('保存为工作区中的 .env');
    expect(buildOutputs(withProvider(startChoices(), 'ollama'), 'en').env).toBe('# These choices need no environment variable.\n');
  });
});
