/**
 * Loaded on demand (idle prefetch or first open): fetches a locale's index and
 * builds the engine in small chunks so the page never freezes.
 */
import { SearchEngine } from '../../src/search/engine';
import type { SearchIndexFile } from '../../src/search/types';

interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * Gives the browser a turn between chunks. `setTimeout(0)` is clamped to 4 ms
 * once nested, which would add up over hundreds of chunks; a message port is not.
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

export async function loadEngine(url: string): Promise<SearchEngine> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  const file = (await response.json()) as SearchIndexFile;
  return SearchEngine.build(file, { yieldToHost });
}
