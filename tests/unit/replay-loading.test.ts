import { describe, expect, it, vi } from 'vitest';
import { STEP_SLICE, type WorkerReply } from '../../src/replay/load-protocol';
import { loadSessionFile } from '../../src/replay/load-session';
import { prepareEvents } from '../../src/replay/prepare';
import { MAX_IMAGE_BYTES, checkImageSrc, safeImageSrc } from '../../src/replay/safety';

/** A stand-in for the loading worker: the test decides what it replies. */
class FakeWorker {
  onmessage: ((m: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  reply(r: WorkerReply) {
    this.onmessage?.({ data: r } as MessageEvent<WorkerReply>);
  }
}

const events = Array.from({ length: 5 }, (_, i) => ({ id: `e${i}`, type: 'user_message', timestamp: 1 + i, content: `m${i}` }));
const file = { name: 'x.json', size: 10 } as File;

function start() {
  vi.stubGlobal('Worker', FakeWorker);
  const worker = new FakeWorker();
  const progress: [number, number | undefined][] = [];
  const load = loadSessionFile(file, { createWorker: () => worker as unknown as Worker, onProgress: (r, t) => progress.push([r, t]) });
  return { worker, load, progress };
}

describe('loading a session file in a worker', () => {
  it('gathers the steps slice by slice, reports progress and stops the worker when done', async () => {
    const prepared = prepareEvents(events);
    if (!prepared.ok) throw new Error('fixture');
    const { worker, load, progress } = start();
    expect(worker.posted).toEqual([{ file }]);
    worker.reply({ kind: 'parsed', format: 'json', summary: prepared.summary, total: 5 });
    worker.reply({ kind: 'steps', steps: prepared.steps.slice(0, 3) });
    // A slice that structured clone could not copy arrives as JSON.
    worker.reply({ kind: 'steps-json', json: JSON.stringify(prepared.steps.slice(3)) });
    worker.reply({ kind: 'done' });
    const outcome = await load.done;
    expect(outcome.ok && outcome.steps.map((s) => s.n)).toEqual([0, 1, 2, 3, 4]);
    expect(progress).toEqual([
      [0, 5],
      [3, 5],
      [5, 5],
    ]);
    expect(worker.terminated).toBe(true);
    expect(STEP_SLICE).toBeGreaterThan(0);
  });

  it('passes on the worker’s error, and Cancel ends the load and the worker at once', async () => {
    const failing = start();
    failing.worker.reply({ kind: 'failed', error: 'malformed-json', detail: 'Unexpected token' });
    expect(await failing.load.done).toEqual({ ok: false, error: 'malformed-json', detail: 'Unexpected token' });

    const cancelled = start();
    cancelled.load.cancel();
    expect(await cancelled.load.done).toEqual({ ok: false, error: 'cancelled' });
    expect(cancelled.worker.terminated).toBe(true);
    // Late replies after a cancel change nothing.
    cancelled.worker.reply({ kind: 'done' });
    expect(await cancelled.load.done).toEqual({ ok: false, error: 'cancelled' });
  });

  it('turns a crashed worker into a clear error and says so in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { worker, load } = start();
    worker.onerror?.({ message: 'boom', preventDefault: () => undefined } as ErrorEvent);
    expect(await load.done).toEqual({ ok: false, error: 'read-failed', detail: 'boom' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('image sources', () => {
  const b64 = (bytes: number) => 'A'.repeat(Math.ceil((bytes * 4) / 3));

  it('refuses an image over the limit by its length alone, with its size', () => {
    const huge = `data:image/png;base64,${b64(MAX_IMAGE_BYTES + 3000)}`;
    const result = checkImageSrc(huge);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('too-large');
    expect(!result.ok && result.reason === 'too-large' && result.bytes).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(safeImageSrc(huge)).toBeNull();
  });

  it('accepts a small PNG once and answers again from memory; still blocks other formats and URLs', () => {
    const small = `data:image/png;base64,${b64(3000)}`;
    const test = vi.spyOn(RegExp.prototype, 'test');
    expect(checkImageSrc(small)).toEqual({ ok: true, src: small });
    const scans = test.mock.calls.length;
    expect(checkImageSrc(small)).toEqual({ ok: true, src: small });
    expect(test.mock.calls.length).toBe(scans);
    test.mockRestore();
    expect(checkImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkImageSrc('https://evil.example/x.png')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkImageSrc(42)).toEqual({ ok: false, reason: 'blocked' });
  });
});
