/**
 * Web Worker: reads, parses and prepares a session file off the main thread,
 * so that a 50 MB file never blocks the page (issue 20: a 25 MB file of
 * 300,000 events used to take 1.75 s in one task). The steps come back in
 * slices of STEP_SLICE.
 */
import { STEP_SLICE, type WorkerReply } from './load-protocol';
import { readSessionFile } from './parse';
import { prepareEvents } from './prepare';

const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = async (message: MessageEvent<{ file: File }>) => {
  try {
    const outcome = await readSessionFile(message.data.file);
    if (!outcome.ok) {
      post({ kind: 'failed', error: outcome.error, detail: outcome.detail });
      return;
    }
    const prepared = prepareEvents(outcome.session.events);
    if (!prepared.ok) {
      post({ kind: 'failed', error: prepared.error });
      return;
    }
    const { steps, summary } = prepared;
    post({ kind: 'parsed', format: outcome.session.format, sessionInfo: outcome.session.sessionInfo, summary, total: steps.length });
    for (let i = 0; i < steps.length; i += STEP_SLICE) {
      const slice = steps.slice(i, i + STEP_SLICE);
      try {
        post({ kind: 'steps', steps: slice });
      } catch {
        // Structured clone gives up on very deep values (thousands of levels) where JSON does not.
        post({ kind: 'steps-json', json: JSON.stringify(slice) });
      }
    }
    post({ kind: 'done' });
  } catch (error) {
    post({ kind: 'failed', error: 'read-failed', detail: error instanceof Error ? error.message : String(error) });
  }
};
