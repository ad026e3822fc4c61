/**
 * Steps are what the player walks through: one per stored event, with the
 * streaming chunks folded away.
 *
 * - Chunks whose final event is present (same `messageId`, or same
 *   `toolCallId` for tool-call chunks) are dropped; the final event records
 *   how many chunks it was assembled from.
 * - Chunks without a final event (a live stream cut short) become one step
 *   with the concatenated text, at the position of the first chunk.
 * - Each `tool_call` is linked to its `tool_result` and back.
 */
import type {
  AgentEvent,
  ChatCompletionContentPart,
  ToolCallEvent,
  ToolResultEvent,
} from '../data/events';
import { itemTimestamp, itemType, type ReplayItem } from './validate';

export type StepKind =
  | 'user'
  | 'assistant'
  | 'thinking'
  | 'tool-call'
  | 'tool-result'
  | 'environment'
  | 'system'
  | 'run-start'
  | 'run-end'
  | 'plan'
  | 'final-answer'
  | 'streamed'
  | 'server'
  | 'unknown'
  | 'invalid';

type StreamingType =
  | 'assistant_streaming_message'
  | 'assistant_streaming_thinking_message'
  | 'assistant_streaming_tool_call'
  | 'final_answer_streaming';

export interface StreamedPart {
  type: StreamingType;
  /** Concatenated `content` (or tool-call `arguments`) of the chunks. */
  text: string;
  toolName?: string;
  chunks: number;
}

export interface Step {
  /** Position in the step list, 0-based. */
  n: number;
  kind: StepKind;
  /** Event type name as written in the source (may be unknown). */
  type: string;
  item: ReplayItem;
  /** Milliseconds since the first timestamped step; carried forward for items without a timestamp. */
  offsetMs: number;
  timestamp?: number;
  /** Number of streaming chunks folded into this step. */
  chunks?: number;
  /** For `streamed` steps. */
  streamed?: StreamedPart;
  /** For tool results: the call; for tool calls: the result. */
  call?: ToolCallEvent;
  result?: ToolResultEvent;
  /** One line of data-derived text for the step list (language-neutral). */
  summary: string;
}

const STREAMING: ReadonlySet<string> = new Set([
  'assistant_streaming_message',
  'assistant_streaming_thinking_message',
  'assistant_streaming_tool_call',
  'final_answer_streaming',
]);

const FINAL_OF: Record<StreamingType, string> = {
  assistant_streaming_message: 'assistant_message',
  assistant_streaming_thinking_message: 'assistant_thinking_message',
  assistant_streaming_tool_call: 'tool_call',
  final_answer_streaming: 'final_answer',
};

const KIND_OF: Record<string, StepKind> = {
  user_message: 'user',
  assistant_message: 'assistant',
  assistant_thinking_message: 'thinking',
  tool_call: 'tool-call',
  tool_result: 'tool-result',
  environment_input: 'environment',
  system: 'system',
  agent_run_start: 'run-start',
  agent_run_end: 'run-end',
  plan_start: 'plan',
  plan_update: 'plan',
  plan_finish: 'plan',
  final_answer: 'final-answer',
};

/** Key that links a chunk to its final event. */
function chunkKey(e: AgentEvent): string | undefined {
  if (e.type === 'assistant_streaming_tool_call') return e.toolCallId ? `tool:${e.toolCallId}` : undefined;
  if ('messageId' in e && typeof e.messageId === 'string') return `${FINAL_OF[e.type as StreamingType]}:${e.messageId}`;
  return undefined;
}

function finalKey(e: AgentEvent): string | undefined {
  if (e.type === 'tool_call') return `tool:${e.toolCallId}`;
  if (
    (e.type === 'assistant_message' || e.type === 'assistant_thinking_message' || e.type === 'final_answer') &&
    typeof e.messageId === 'string'
  ) {
    return `${e.type}:${e.messageId}`;
  }
  return undefined;
}

const firstLine = (text: string, max = 120): string => {
  const line = text.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Plain text of a string-or-parts content value, with images noted as `[image]`. */
export function contentText(content: string | ChatCompletionContentPart[] | unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((p) => {
      if (typeof p !== 'object' || p === null) return '';
      const part = p as { type?: unknown; text?: unknown };
      if (part.type === 'text' && typeof part.text === 'string') return part.text;
      if (part.type === 'image_url' || part.type === 'image') return '[image]';
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

const MAIN_ARGS = ['query', 'url', 'path', 'command', 'action', 'sql', 'sku', 'id', 'source', 'interpreter', 'title', 'name'];

/** The most telling argument of a tool call, for one-line summaries. */
export function mainArgument(args: Record<string, unknown> | undefined): string {
  if (!args) return '';
  for (const key of MAIN_ARGS) {
    const v = args[key];
    if (typeof v === 'string' && v.trim() !== '') return firstLine(v, 90);
  }
  return '';
}

function summarize(step: Omit<Step, 'summary'>): string {
  const { item } = step;
  if (step.streamed) {
    const s = step.streamed;
    return s.toolName ? `${s.toolName} ${firstLine(s.text, 80)}` : firstLine(s.text);
  }
  if (item.status !== 'ok') return item.type ?? '';
  const e = item.event;
  switch (e.type) {
    case 'user_message':
    case 'environment_input': {
      const text = firstLine(contentText(e.content));
      if (e.type === 'environment_input') {
        const url = e.metadata && 'url' in e.metadata && typeof e.metadata.url === 'string' ? e.metadata.url : '';
        return [e.description, url].filter(Boolean).join(' · ') || text;
      }
      return text;
    }
    case 'assistant_message': {
      const text = firstLine(e.content);
      if (text) return text;
      return (e.toolCalls ?? []).map((c) => c.function.name).join(', ');
    }
    case 'assistant_thinking_message':
      return firstLine(e.content);
    case 'tool_call':
      return [e.name, mainArgument(e.arguments)].filter(Boolean).join(' · ');
    case 'tool_result':
      return [e.name, e.error ? firstLine(e.error, 80) : mainArgument(step.call?.arguments)].filter(Boolean).join(' · ');
    case 'system':
      return firstLine(e.message);
    case 'agent_run_start':
      return [e.agentName, e.modelDisplayName ?? e.model].filter(Boolean).join(' · ');
    case 'agent_run_end':
      return e.status;
    case 'plan_update':
      return `${e.steps.filter((s) => s.done).length}/${e.steps.length}`;
    case 'plan_finish':
      return firstLine(e.summary);
    case 'final_answer':
      return e.title ?? firstLine(e.content);
    default:
      return '';
  }
}

export function buildSteps(items: readonly ReplayItem[]): Step[] {
  // Pass 1: which finals exist, and how many chunks belong to each.
  const finals = new Set<string>();
  for (const item of items) {
    if (item.status !== 'ok') continue;
    const key = finalKey(item.event);
    if (key) finals.add(key);
  }

  type Draft = Omit<Step, 'n' | 'offsetMs' | 'summary'>;
  const drafts: Draft[] = [];
  const chunkCount = new Map<string, number>();
  const openStreams = new Map<string, Draft>();
  let lastAnonymous: { type: string; draft: Draft } | undefined;

  for (const item of items) {
    const type = itemType(item) ?? '';
    if (item.status === 'ok' && STREAMING.has(type)) {
      const e = item.event as Extract<AgentEvent, { type: StreamingType }>;
      const key = chunkKey(e);
      if (key && finals.has(key)) {
        chunkCount.set(key, (chunkCount.get(key) ?? 0) + 1);
        continue;
      }
      const piece = e.type === 'assistant_streaming_tool_call' ? e.arguments : e.content;
      const existing = key ? openStreams.get(key) : lastAnonymous?.type === type ? lastAnonymous.draft : undefined;
      if (existing?.streamed) {
        existing.streamed.text += piece;
        existing.streamed.chunks += 1;
        if (e.type === 'assistant_streaming_tool_call' && e.toolName) existing.streamed.toolName = e.toolName;
        continue;
      }
      const draft: Draft = {
        kind: 'streamed',
        type,
        item,
        timestamp: e.timestamp,
        streamed: {
          type: e.type,
          text: piece,
          chunks: 1,
          toolName: e.type === 'assistant_streaming_tool_call' ? e.toolName || undefined : undefined,
        },
      };
      if (key) openStreams.set(key, draft);
      else lastAnonymous = { type, draft };
      drafts.push(draft);
      continue;
    }
    lastAnonymous = undefined;
    let kind: StepKind;
    if (item.status === 'ok') kind = KIND_OF[type] ?? 'unknown';
    else kind = item.status;
    drafts.push({ kind, type, item, timestamp: itemTimestamp(item) });
  }

  // Pass 2: chunk counts, tool links, offsets, summaries.
  const calls = new Map<string, ToolCallEvent>();
  const results = new Map<string, ToolResultEvent>();
  for (const d of drafts) {
    if (d.item.status !== 'ok') continue;
    const e = d.item.event;
    if (e.type === 'tool_call') calls.set(e.toolCallId, e);
    if (e.type === 'tool_result') results.set(e.toolCallId, e);
    const key = finalKey(e);
    if (key && chunkCount.has(key)) d.chunks = chunkCount.get(key);
  }

  const start = drafts.map((d) => d.timestamp).find((t): t is number => t !== undefined) ?? 0;
  let lastOffset = 0;
  return drafts.map((d, n) => {
    if (d.item.status === 'ok') {
      const e = d.item.event;
      if (e.type === 'tool_call') d.result = results.get(e.toolCallId);
      if (e.type === 'tool_result') d.call = calls.get(e.toolCallId);
    }
    if (d.timestamp !== undefined) lastOffset = Math.max(0, d.timestamp - start);
    const step = { ...d, n, offsetMs: lastOffset };
    return { ...step, summary: summarize(step) };
  });
}

/** Total span of a session in milliseconds (first to last timestamp). */
export function sessionDurationMs(steps: readonly Step[]): number {
  return steps.reduce((max, s) => Math.max(max, s.offsetMs), 0);
}
