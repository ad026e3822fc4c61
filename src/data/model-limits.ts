/**
 * Per-model output limits that the Agent TARS 0.3.0 source itself knows.
 *
 * 0.3.0 has no general table of model limits: the model list of
 * `@tarko/llm-client` (multimodal/tarko/llm-client/src/models.ts) records
 * feature support only. The one place with per-model token numbers is the
 * Anthropic client's `getDefaultMaxTokens`
 * (multimodal/tarko/llm-client/src/handlers/anthropic.ts), which gives 4096
 * for the ids below and 8192 for every other id "to avoid throwing errors".
 * Only the 4096 group is kept: for the 8192 group the number is a default,
 * not a cap (claude-3-7-sonnet can write far more).
 *
 * Agent TARS always sends `max_tokens` (its own default is 8192, from
 * multimodal/agent-tars/core/src/shared/config-utils.ts, sent by
 * multimodal/tarko/agent/src/agent/runner/llm-processor.ts), so the library
 * default never applies and these models are asked for more than they allow.
 */

export interface ModelOutputLimit {
  /** `model.provider` the ids are used with. */
  provider: string;
  /** `model.id` values, exactly as the source spells them. */
  ids: readonly string[];
  maxOutputTokens: number;
  /** Path in the 0.3.0 tree (commit 859709dd7). */
  source: string;
}

/** `maxTokens` of Agent TARS when the config does not set it. */
export const agentTarsDefaultMaxTokens = 8192;

export const modelOutputLimits: readonly ModelOutputLimit[] = [
  {
    provider: 'anthropic',
    ids: [
      'claude-3-5-sonnet-20240620',
      'claude-3-opus-20240229',
      'claude-3-sonnet-20240229',
      'claude-3-haiku-20240307',
      'claude-2.1',
      'claude-2.0',
      'claude-instant-1.2',
    ],
    maxOutputTokens: 4096,
    source: 'multimodal/tarko/llm-client/src/handlers/anthropic.ts (getDefaultMaxTokens)',
  },
];
