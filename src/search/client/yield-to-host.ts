interface SchedulerLike {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
}

const scheduler = () => (globalThis as { scheduler?: SchedulerLike }).scheduler;

/** Resolves on a fresh task. `setTimeout(0)` is clamped to 4 ms once nested, which would add up over hundreds of chunks; a message port is not. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Gives the host a turn between chunks of work that the reader is waiting
 * for (building the index): `scheduler.yield` resumes it before other queued
 * tasks, so input and paint get in without the work falling behind.
 */
export function yieldToHost(): Promise<void> {
  return scheduler()?.yield?.() ?? nextTask();
}

/**
 * Gives way to everything else between chunks of work nobody waits for
 * (filling the word table): a query, input or paint queued meanwhile goes
 * first. With `scheduler.yield` the fill ran ahead of them, and a query
 * typed at once waited for the whole fill.
 */
export function yieldToBackground(): Promise<void> {
  return scheduler()?.postTask?.(() => {}, { priority: 'background' }) ?? nextTask();
}
