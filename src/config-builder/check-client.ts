/**
 * The page's side of the checker: sends the pasted text to a Web Worker
 * (check/worker.ts) and hands back the reply to the latest text only. Where a
 * worker cannot start, the checker module is loaded on the page and run there
 * (its size limits keep one check short).
 */
import type { Checked, CheckReply } from './check/protocol';

export interface CheckClient {
  /** Checks `text`; `onResult` gets the result unless a later `check` came first. */
  check: (text: string) => void;
  close: () => void;
}

export interface CheckClientOptions {
  onResult: (checked: Checked) => void;
  /** The checker could be loaded neither in a worker nor on the page. */
  onFailed: () => void;
  /** For tests: the worker to use, or a function that throws to mean "no workers here". */
  createWorker?: () => Worker;
}

const defaultWorker = () => new Worker(new URL('./check/worker.ts', import.meta.url), { type: 'module', name: 'config-checker' });

function onPage({ onResult, onFailed }: CheckClientOptions): CheckClient {
  let latest = 0;
  const checker = import('./check').catch((error: unknown) => {
    console.error('Config checker: the checker module failed to load.', error);
    onFailed();
    return undefined;
  });
  return {
    check: (text) => {
      const id = ++latest;
      void checker.then((mod) => {
        if (mod && id === latest) onResult(mod.checkConfig(text));
      });
    },
    close: () => {
      latest = -1;
    },
  };
}

export function createCheckClient(options: CheckClientOptions): CheckClient {
  let worker: Worker;
  try {
    if (!options.createWorker && typeof Worker === 'undefined') return onPage(options);
    worker = (options.createWorker ?? defaultWorker)();
  } catch (error) {
    console.error('Config checker: the worker could not start; checking on the page instead.', error);
    return onPage(options);
  }
  let latest = 0;
  let fallback: CheckClient | undefined;
  let pending: string | undefined;
  worker.onmessage = (message: MessageEvent<CheckReply>) => {
    if (message.data.id === latest) options.onResult(message.data.checked);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    console.error('Config checker: the worker failed; checking on the page instead.', event.message);
    worker.terminate();
    fallback = onPage(options);
    if (pending !== undefined) fallback.check(pending);
  };
  return {
    check: (text) => {
      pending = text;
      if (fallback) fallback.check(text);
      else worker.postMessage({ id: ++latest, text });
    },
    close: () => {
      worker.terminate();
      fallback?.close();
    },
  };
}
