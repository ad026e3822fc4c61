/**
 * Loads a session file in a Web Worker (load-worker.ts) and gathers the steps
 * it sends back, one slice per task. Cancelling stops the worker at once.
 * Where workers are missing, the same work runs on the page.
 */
import type { WorkerReply } from './load-protocol';
import { readSessionFile, type LoadErrorCode, type SessionInfoLite, type SourceFormat } from './parse';
import { prepareEvents, type EventSummary } from './prepare';
import type { Step } from './steps';

export type FileLoadOutcome =
  | { ok: true; format: SourceFormat; sessionInfo?: SessionInfoLite; summary: EventSummary; steps: Step[] }
  | { ok: false; error: LoadErrorCode | 'cancelled'; detail?: string };

export interface FileLoad {
  done: Promise<FileLoadOutcome>;
  cancel: () => void;
}

export interface LoadOptions {
  /** Steps received so far, and how many there will be once known. */
  onProgress?: (received: number, total: number | undefined) => void;
  /** For tests: the worker to use. */
  createWorker?: () => Worker;
}

const defaultWorker = () => new Worker(new URL('./load-worker.ts', import.meta.url), { type: 'module', name: 'replay-loader' });

async function loadOnPage(file: File): Promise<FileLoadOutcome> {
  const outcome = await readSessionFile(file);
  if (!outcome.ok) return outcome;
  const prepared = prepareEvents(outcome.session.events);
  if (!prepared.ok) return prepared;
  return { ok: true, format: outcome.session.format, sessionInfo: outcome.session.sessionInfo, summary: prepared.summary, steps: prepared.steps };
}

export function loadSessionFile(file: File, options: LoadOptions = {}): FileLoad {
  if (typeof Worker === 'undefined') {
    return { done: loadOnPage(file), cancel: () => undefined };
  }
  let worker: Worker;
  try {
    worker = (options.createWorker ?? defaultWorker)();
  } catch (error) {
    console.error('Replay: the loading worker could not start; loading on the page instead.', error);
    return { done: loadOnPage(file), cancel: () => undefined };
  }
  let settle: (outcome: FileLoadOutcome) => void = () => undefined;
  const done = new Promise<FileLoadOutcome>((resolve) => {
    settle = (outcome) => {
      worker.terminate();
      resolve(outcome);
    };
  });
  let head: Extract<WorkerReply, { kind: 'parsed' }> | undefined;
  const steps: Step[] = [];
  worker.onmessage = (message: MessageEvent<WorkerReply>) => {
    const reply = message.data;
    switch (reply.kind) {
      case 'parsed':
        head = reply;
        options.onProgress?.(0, reply.total);
        break;
      case 'steps':
      case 'steps-json':
        for (const step of reply.kind === 'steps' ? reply.steps : (JSON.parse(reply.json) as Step[])) steps.push(step);
        options.onProgress?.(steps.length, head?.total);
        break;
      case 'done':
        if (!head) settle({ ok: false, error: 'read-failed', detail: 'the loader finished without a result' });
        else settle({ ok: true, format: head.format, sessionInfo: head.sessionInfo, summary: head.summary, steps });
        break;
      case 'failed':
        settle({ ok: false, error: reply.error, detail: reply.detail });
        break;
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    console.error('Replay: the loading worker failed.', event.message);
    settle({ ok: false, error: 'read-failed', detail: event.message || 'the loading worker failed' });
  };
  worker.postMessage({ file });
  return { done, cancel: () => settle({ ok: false, error: 'cancelled' }) };
}
