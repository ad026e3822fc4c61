/** The builder's live warnings: the pitfalls its choices trigger, read the same way the checker reads a file. */
import { type Choices, choicesToConfig } from './choices';
import { flatten } from './check/flatten';
import { pitfallFindings } from './pitfalls';
import type { Finding } from './types';

export function builderWarnings(choices: Choices): Finding[] {
  return pitfallFindings(flatten(choicesToConfig(choices)));
}
