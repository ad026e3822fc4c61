/**
 * Everything the builder shows for a set of choices: the three config files
 * (which hold the same keys and values, apart from the key read from the
 * environment), the command and the .env snippet.
 */
import type { Choices } from '../choices';
import { renderCommand } from './command';
import { renderEnv } from './env';
import { renderJson } from './json';
import { fileNames, keyNote, type OutputLang } from './shared';
import { renderTs } from './ts';
import { renderYaml } from './yaml';

export interface BuilderOutputs {
  ts: string;
  yaml: string;
  json: string;
  command: string;
  env: string;
  fileNames: { ts: string; yaml: string; json: string };
  /** Why the YAML and JSON files carry no API key; shown beside the JSON, which cannot hold a comment. */
  keyNote?: string;
}

export function buildOutputs(choices: Choices, lang: OutputLang): BuilderOutputs {
  return {
    ts: renderTs(choices, lang),
    yaml: renderYaml(choices, lang),
    json: renderJson(choices),
    command: renderCommand(choices, lang),
    env: renderEnv(choices, lang),
    fileNames: { ...fileNames },
    keyNote: keyNote(choices, lang),
  };
}
