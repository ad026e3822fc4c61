/** Messages between the page and the worker that loads a session file (load-worker.ts). */
import type { EventSummary } from './prepare';
import type { LoadErrorCode, SessionInfoLite, SourceFormat } from './parse';
import type { Step } from './steps';

/**
 * Steps cross to the page in slices: the page copies each message in one task,
 * and a slice this size stays far below a long task even for big steps.
 */
export const STEP_SLICE = 2000;

export type WorkerReply =
  | { kind: 'parsed'; format: SourceFormat; sessionInfo?: SessionInfoLite; summary: EventSummary; total: number }
  | { kind: 'steps'; steps: Step[] }
  /** The same, as JSON text, for slices that structured clone cannot copy. */
  | { kind: 'steps-json'; json: string }
  | { kind: 'done' }
  | { kind: 'failed'; error: LoadErrorCode; detail?: string };
