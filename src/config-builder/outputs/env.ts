/**
 * A `.env` snippet naming the variables the choices rely on. agent-tars loads
 * `<workspace>/.env.local`, or else `<workspace>/.env` (only the first found),
 * before it reads config files, so tarko.config.ts and --model.apiKey both
 * see them (multimodal/tarko/agent-cli/src/config/loader.ts
 * loadEnvironmentVars, called in core/cli.ts processCLIArguments).
 */
import { providerById, searchKeyEnv } from '../../data/config-builder';
import type { Localized } from '../../data/routes';
import type { Choices } from '../choices';
import type { OutputLang } from './shared';

const L = (en: string, zh: string): Localized => ({ en, zh });

const header = L(
  'Save as .env in the workspace (agent-tars loads .env.local, or else .env, from there), or export the variables in your shell.',
  '保存为工作区中的 .env（agent-tars 会从那里加载 .env.local，没有时加载 .env），或在 shell 中 export 这些变量。',
);
const nothing = L('These choices need no environment variable.', '当前选择不需要任何环境变量。');

interface EnvLine {
  name: string;
  why: Localized;
}

export function envLines(choices: Choices): EnvLine[] {
  const lines: EnvLine[] = [];
  if (choices.keyEnv) {
    const service = providerById(choices.provider)?.service ?? L(choices.provider, choices.provider);
    lines.push({
      name: choices.keyEnv,
      why: L(
        `API key for ${service.en}: tarko.config.ts reads process.env.${choices.keyEnv}; the command passes the name with --model.apiKey.`,
        `${service.zh} 的 API Key：tarko.config.ts 通过 process.env.${choices.keyEnv} 读取；命令通过 --model.apiKey 传入这个变量名。`,
      ),
    });
  }
  const searchVar = searchKeyEnv[choices.search];
  if (searchVar && searchVar !== choices.keyEnv) {
    lines.push({
      name: searchVar,
      why: L(
        `Key for the ${choices.search} search, read by the search tool when search.apiKey is not set.`,
        `${choices.search} 搜索的 Key，未设置 search.apiKey 时由搜索工具自动读取。`,
      ),
    });
  }
  return lines;
}

export function renderEnv(choices: Choices, lang: OutputLang): string {
  const lines = envLines(choices);
  if (lines.length === 0) return `# ${nothing[lang]}\n`;
  return [`# ${header[lang]}`, ...lines.flatMap((l) => [`# ${l.why[lang]}`, `${l.name}=`]), ''].join('\n');
}
