/**
 * What every output format needs: the reference link of a key, the settings
 * that live on the command line only, and the sentences about the API key
 * that differ between TypeScript and YAML / JSON.
 */
import { providerById } from '../../data/config-builder';
import { configFileNames } from '../../data/config';
import type { Lang, Localized } from '../../data/routes';
import { identity } from '../../site/identity';
import { type Choices, changedFields } from '../choices';
import { configLink, optionForPath } from '../keys';

export type OutputLang = Lang;

export const fileNames = {
  ts: configFileNames[0],
  yaml: configFileNames[1],
  json: configFileNames[2],
} as const;

const L = (en: string, zh: string): Localized => ({ en, zh });

/** Absolute URL of the reference row for a key path, in the page's language. */
export function referenceUrl(path: string[], lang: OutputLang): string | undefined {
  const option = optionForPath(path);
  if (!option) return undefined;
  return `${identity.siteOrigin}${lang === 'zh' ? '/zh' : ''}${configLink(option)}`;
}

/** Flags of the chosen settings that only the command can carry (workspace, port, …). */
export function commandOnlyFlags(choices: Choices): string[] {
  return changedFields(choices)
    .filter((f) => f.place === 'command')
    .map((f) => f.flag ?? f.id);
}

/** File header line naming the flags that are in the command instead. */
export function commandOnlyNote(choices: Choices, lang: OutputLang): string | undefined {
  const flags = commandOnlyFlags(choices);
  if (flags.length === 0) return undefined;
  return L(
    `Set on the command line, not here (a file value would be overridden or ignored): ${flags.join(' ')}`,
    `以下设置写在命令行中而不是这里（文件中的值会被覆盖或忽略）：${flags.join(' ')}`,
  )[lang];
}

/**
 * Why YAML and JSON carry no model.apiKey: files are loaded as literal data
 * (multimodal/tarko/config-loader/src/index.ts, js-yaml / JSON), and only
 * --model.apiKey and --model.baseURL on the command line are read as variable
 * names (multimodal/tarko/agent-cli/src/config/builder.ts resolveModelSecrets,
 * utils/misc.ts resolveValue). Without a key, each client reads its own
 * variable (multimodal/tarko/llm-client/src/handlers/*.ts).
 */
export function keyNote(choices: Choices, lang: OutputLang): string | undefined {
  if (!choices.keyEnv) return undefined;
  const provider = providerById(choices.provider);
  const fallback = provider?.fallbackKeyEnv;
  if (fallback === choices.keyEnv) {
    return L(
      `model.apiKey is left out: the ${choices.provider} client reads ${fallback} from the environment by itself.`,
      `这里没有写 model.apiKey：${choices.provider} 客户端会自己从环境变量 ${fallback} 读取。`,
    )[lang];
  }
  const orFallback = fallback
    ? L(`, or set ${fallback}, which the client reads by itself`, `，或设置客户端会自动读取的 ${fallback}`)[lang]
    : '';
  return L(
    `model.apiKey is left out: this format cannot read the environment. Pass --model.apiKey ${choices.keyEnv} on the command line${orFallback}.`,
    `这里没有写 model.apiKey：这种格式无法读取环境变量。请在命令行传 --model.apiKey ${choices.keyEnv}${orFallback}。`,
  )[lang];
}
