import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { loadEngine } from '../../src/search/client/engine-loader';
import { yieldToBackground, yieldToHost } from '../../src/search/client/yield-to-host';
import { page } from './support/search-pages';

type Globals = { scheduler?: unknown };

function fakeScheduler() {
  const priorities: string[] = [];
  const fake = {
    yields: 0,
    priorities,
    yield: async () => void (fake.yields += 1),
    postTask: async (task: () => void, options: { priority: string }) => {
      priorities.push(options.priority);
      task();
    },
  };
  (globalThis as Globals).scheduler = fake;
  return fake;
}

afterEach(() => {
  delete (globalThis as Globals).scheduler;
});

describe('giving the host a turn', () => {
  it('resumes the index build first, and the word table behind everything else', async () => {
    const scheduler = fakeScheduler();
    await yieldToHost();
    await yieldToBackground();
    expect(scheduler.yields).toBe(1);
    expect(scheduler.priorities).toEqual(['background']);
  });

  it('falls back to a message port where there is no scheduler', async () => {
    await expect(yieldToHost()).resolves.toBeUndefined();
    await expect(yieldToBackground()).resolves.toBeUndefined();
  });

  it('fills the word table of an engine built on the page at background priority, so a query typed at once goes first', async () => {
    const file = buildIndexFiles(
      Array.from({ length: 40 }, (_, i) => page(`/guide/p${i}`, `Page ${i}`, 'Set browser.control to hybrid.', [['one', 'Browser control', 'Control the browser.']])),
    )[0].file;
    const scheduler = fakeScheduler();
    // A clock 10 ms on at every look: every chunk of sections ends a slice.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const engine = await loadEngine('/static/search/search-index.en.aaaa.json', Promise.resolve(file));
    expect((await engine.search('browser')).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(scheduler.priorities.length).toBeGreaterThan(0));
    expect(new Set(scheduler.priorities)).toEqual(new Set(['background']));
    vi.restoreAllMocks();
  });
});
