import { describe, expect, it, vi } from 'vitest';
import { createCheckClient } from '../../src/config-builder/check-client';
import type { Checked, CheckRequest } from '../../src/config-builder/check/protocol';

/** A stand-in for the worker: records requests; the test answers them in any order. */
function fakeWorker() {
  const sent: CheckRequest[] = [];
  const worker = {
    onmessage: null as ((m: MessageEvent) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    terminated: false,
    postMessage: (request: CheckRequest) => sent.push(request),
    terminate: () => {
      worker.terminated = true;
    },
    reply: (id: number, checked: Checked) => worker.onmessage?.({ data: { id, checked } } as MessageEvent),
    fail: () => worker.onerror?.({ message: 'boom', preventDefault: () => undefined } as unknown as ErrorEvent),
  };
  return { worker, sent };
}

const result = (key: string): Checked => ({ result: { ok: false, format: 'json', message: { en: key, zh: key } }, findings: [] });
const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 5000 });

describe('the checker client', () => {
  it('hands back the reply to the latest text only', () => {
    const { worker, sent } = fakeWorker();
    const onResult = vi.fn();
    const client = createCheckClient({ onResult, onFailed: () => undefined, createWorker: () => worker as unknown as Worker });
    client.check('a');
    client.check('ab');
    expect(sent.map((r) => r.text)).toEqual(['a', 'ab']);
    worker.reply(sent[0].id, result('old'));
    expect(onResult).not.toHaveBeenCalled();
    worker.reply(sent[1].id, result('new'));
    expect(onResult).toHaveBeenCalledWith(result('new'));
    client.close();
    expect(worker.terminated).toBe(true);
  });

  it('checks on the page when no worker can start', async () => {
    const onResult = vi.fn();
    const client = createCheckClient({
      onResult,
      onFailed: () => undefined,
      createWorker: () => {
        throw new Error('no workers here');
      },
    });
    client.check('{ "model": { "provder": "openai" } }');
    await until(() => onResult.mock.calls.length > 0);
    const checked = onResult.mock.calls[0][0] as Checked;
    expect(checked.result.ok).toBe(true);
    expect(checked.findings.map((f) => f.key)).toContain('model.provder');
  });

  it('moves to the page when the worker fails, and checks the text it was given last', async () => {
    const { worker } = fakeWorker();
    const onResult = vi.fn();
    const client = createCheckClient({ onResult, onFailed: () => undefined, createWorker: () => worker as unknown as Worker });
    client.check('agent-tars --modle.id x');
    worker.fail();
    expect(worker.terminated).toBe(true);
    await until(() => onResult.mock.calls.length > 0);
    expect((onResult.mock.calls[0][0] as Checked).findings.some((f) => f.key === '--modle.id')).toBe(true);
  });
});
