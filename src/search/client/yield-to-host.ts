interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * Gives the host a turn between chunks of work (the page its input, the
 * worker its next message). `setTimeout(0)` is clamped to 4 ms once nested,
 * which would add up over hundreds of chunks; a message port is not.
 */
export function yieldToHost(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
