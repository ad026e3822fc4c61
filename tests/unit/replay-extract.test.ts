import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/replay/constants';
import { extractReplayFromHtml, findJsonEnd } from '../../src/replay/extract';
import { parseSessionText, readSessionFile } from '../../src/replay/parse';

/** The exporter's escaping: `<`, `>` and `/` are escaped so the JSON cannot close its script tag. */
const safeJson = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/\//g, '\\/');

const events = [
  { id: 'e1', type: 'user_message', timestamp: 1000, content: 'Open <script>alert(1)</script> and read </script> please' },
  { id: 'e2', type: 'agent_run_start', timestamp: 1010, sessionId: 's1', runOptions: { input: 'x' } },
  {
    id: 'e3',
    type: 'assistant_message',
    timestamp: 1200,
    content: 'Fake: window.AGENT_EVENT_STREAM = [{"type":"evil"}]; and "quotes" \\ backslash',
    finishReason: 'stop',
  },
  { id: 'e4', type: 'agent_run_end', timestamp: 1300, sessionId: 's1', iterations: 1, elapsedMs: 290, status: 'idle' },
];
const sessionInfo = { id: 's1', workspace: '/tmp/w', metadata: { name: 'Demo session', tags: ['a', 'b'], modelConfig: { provider: 'openai', modelId: 'gpt-4o' } } };

/** A page shaped like the exported web UI: built assets, then the injected data before </head>. */
function exportHtml(opts: { stream?: string; session?: string; extraHead?: string; body?: string } = {}): string {
  const inject = `<script>
        window.AGENT_REPLAY_MODE = true;
        window.AGENT_SESSION_DATA = ${opts.session ?? safeJson(sessionInfo)};
        window.AGENT_EVENT_STREAM = ${opts.stream ?? safeJson(events)};
        window.AGENT_VERSION_INFO = ${safeJson({ version: '0.3.0', buildTime: 1762500000000 })};
      </script>
      <script>
        window.addEventListener('DOMContentLoaded', function() { setTimeout(function() {}, 1000); });
      </script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Agent TARS</title>
    <script type="module" crossorigin src="/assets/index-BxY3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cq1.css">
    ${opts.extraHead ?? ''}
  ${inject}
</head>
  <body><div id="root"></div>${opts.body ?? ''}</body>
</html>`;
}

describe('findJsonEnd', () => {
  it('ends after the matching bracket and ignores brackets in strings', () => {
    const text = 'x = [{"a":"]}\\"["},[1,2]]; rest';
    const start = text.indexOf('[');
    expect(text.slice(start, findJsonEnd(text, start))).toBe('[{"a":"]}\\"["},[1,2]]');
  });

  it('reports truncated and mismatched values', () => {
    expect(findJsonEnd('[1, 2', 0)).toBe(-1);
    expect(findJsonEnd('[1, 2}', 0)).toBe(-2);
    expect(findJsonEnd('nope', 0)).toBe(-1);
  });
});

describe('extractReplayFromHtml on a real-shaped export', () => {
  it('returns the events and the session data unchanged', () => {
    const result = extractReplayFromHtml(exportHtml());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events).toEqual(events);
    expect(result.sessionData).toEqual(sessionInfo);
  });

  it('decodes the escaped \\u003C forms back into text, which stays text', () => {
    const result = extractReplayFromHtml(exportHtml());
    if (!result.ok) throw new Error('expected ok');
    const first = result.events[0] as { content: string };
    expect(first.content).toContain('<script>alert(1)</script>');
    expect(first.content).toContain('</script> please');
  });

  it('reads the file through parseSessionText with session info', () => {
    const outcome = parseSessionText(exportHtml());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.session.format).toBe('html');
    expect(outcome.session.events).toHaveLength(4);
    expect(outcome.session.sessionInfo).toMatchObject({ id: 's1', name: 'Demo session', provider: 'openai', model: 'gpt-4o', tags: ['a', 'b'] });
  });
});

describe('extractReplayFromHtml with hostile input', () => {
  it('survives an unescaped script tag and </script> inside the JSON strings', () => {
    // Older or hand-made files may not escape; the scanner follows JSON strings, not HTML.
    const raw = JSON.stringify(events);
    expect(raw).toContain('</script>');
    const result = extractReplayFromHtml(exportHtml({ stream: raw, session: JSON.stringify(sessionInfo) }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events).toEqual(events);
  });

  it('ignores a fake assignment hidden in an earlier value', () => {
    const session = safeJson({ ...sessionInfo, metadata: { name: 'window.AGENT_EVENT_STREAM = [{"type":"evil"}]' } });
    const result = extractReplayFromHtml(exportHtml({ session }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events).toEqual(events);
  });

  it('ignores UI code that reads the global before the data', () => {
    const code = '<script>const s = window.AGENT_EVENT_STREAM || []; window.AGENT_EVENT_STREAM == null;</script>';
    const result = extractReplayFromHtml(exportHtml({ extraHead: code }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events).toEqual(events);
  });

  it('prefers the non-empty stream when code initialises the global to []', () => {
    const code = '<script>window.AGENT_EVENT_STREAM = [];</script>';
    const result = extractReplayFromHtml(exportHtml({ extraHead: code }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events).toHaveLength(4);
  });

  it('reports a truncated file as damaged', () => {
    const html = exportHtml();
    const cut = html.slice(0, html.indexOf('AGENT_EVENT_STREAM') + 200);
    expect(extractReplayFromHtml(cut)).toMatchObject({ ok: false, error: 'html-malformed' });
    expect(parseSessionText(cut)).toMatchObject({ ok: false, error: 'html-malformed' });
  });

  it('reports JSON that is not valid inside the brackets', () => {
    const result = extractReplayFromHtml(exportHtml({ stream: "[{'single': 'quotes'}]" }));
    expect(result).toMatchObject({ ok: false, error: 'html-malformed' });
  });

  it('reports an HTML page without replay data', () => {
    const html = '<!doctype html><html><head><title>Hello</title></head><body><p>window.AGENT_EVENT_STREAM</p></body></html>';
    expect(extractReplayFromHtml(html)).toMatchObject({ ok: false, error: 'html-no-stream' });
    expect(parseSessionText(html)).toMatchObject({ ok: false, error: 'html-no-stream' });
  });

  it('reports an export with an empty stream as empty', () => {
    expect(parseSessionText(exportHtml({ stream: '[]' }))).toMatchObject({ ok: false, error: 'empty' });
  });

  it('never executes anything from the file', () => {
    const payload = '<script>globalThis.__replayPwned = true</script><img src=x onerror="globalThis.__replayPwned = true">';
    const outcome = parseSessionText(exportHtml({ body: payload }));
    expect(outcome.ok).toBe(true);
    expect((globalThis as Record<string, unknown>).__replayPwned).toBeUndefined();
  });

  it('rejects a large file full of look-alike assignments', () => {
    const noise = '<p>window.AGENT_EVENT_STREAM = [</p>'.repeat(20_000);
    const result = extractReplayFromHtml(noise);
    expect(result.ok).toBe(false);
  });
});

describe('parseSessionText', () => {
  it('accepts a JSON array, an object with events, JSON Lines and a BOM', () => {
    expect(parseSessionText(JSON.stringify(events))).toMatchObject({ ok: true, session: { format: 'json' } });
    const withInfo = parseSessionText(JSON.stringify({ events, sessionInfo }));
    expect(withInfo).toMatchObject({ ok: true, session: { sessionInfo: { name: 'Demo session' } } });
    const jsonl = events.map((e) => JSON.stringify(e)).join('\n');
    expect(parseSessionText(jsonl)).toMatchObject({ ok: true, session: { format: 'jsonl' } });
    expect(parseSessionText(`\uFEFF${JSON.stringify(events)}`)).toMatchObject({ ok: true });
  });

  it('names each kind of bad input', () => {
    expect(parseSessionText('hello world')).toMatchObject({ ok: false, error: 'not-supported' });
    expect(parseSessionText('PK\u0003\u0004 zip bytes')).toMatchObject({ ok: false, error: 'not-supported' });
    expect(parseSessionText('[{"type": "user_message",')).toMatchObject({ ok: false, error: 'malformed-json' });
    expect(parseSessionText('{"hello": "world"}')).toMatchObject({ ok: false, error: 'not-event-list' });
    expect(parseSessionText('"just a string"')).toMatchObject({ ok: false, error: 'not-supported' });
    expect(parseSessionText('[]')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseSessionText('{"events": []}')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseSessionText('   \n ')).toMatchObject({ ok: false, error: 'empty' });
  });

  it('gives the parser message as technical detail for malformed JSON', () => {
    const outcome = parseSessionText('[{"a": 1,]');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.detail).toBeTruthy();
  });
});

describe('readSessionFile', () => {
  it('rejects a 60 MB file by its size, before reading or parsing it', async () => {
    const text = vi.fn(async () => '[]');
    const outcome = await readSessionFile({ name: 'huge.json', size: 60 * 1024 * 1024, text });
    expect(outcome).toEqual({ ok: false, error: 'too-large' });
    expect(text).not.toHaveBeenCalled();
  });

  it('rejects a real 60 MB Blob without calling its text()', async () => {
    const blob = new Blob([new Uint8Array(60 * 1024 * 1024)]);
    const spy = vi.spyOn(blob, 'text');
    const outcome = await readSessionFile({ name: 'huge.html', size: blob.size, text: () => blob.text() });
    expect(outcome).toMatchObject({ ok: false, error: 'too-large' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit and reads smaller files', async () => {
    const text = vi.fn(async () => JSON.stringify(events));
    expect(await readSessionFile({ name: 'edge.json', size: MAX_FILE_BYTES, text })).toMatchObject({ ok: true });
    expect(text).toHaveBeenCalledTimes(1);
  });

  it('reports a read failure', async () => {
    const outcome = await readSessionFile({ name: 'x.json', size: 10, text: () => Promise.reject(new Error('NotReadableError')) });
    expect(outcome).toMatchObject({ ok: false, error: 'read-failed' });
  });
});

describe('the e2e fixtures', () => {
  const dir = new URL('../fixtures/replay/', import.meta.url);
  const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

  it('are the inputs the browser tests expect', () => {
    const exported = parseSessionText(read('agent-tars-fx7Qa2LmNc9P-1763625605000.html'));
    expect(exported).toMatchObject({ ok: true, session: { format: 'html', sessionInfo: { name: 'Fixture: list files' } } });
    expect(parseSessionText(read('session.json'))).toMatchObject({ ok: true, session: { format: 'json' } });
    expect(parseSessionText(read('unknown-and-missing.json'))).toMatchObject({ ok: true });
    expect(parseSessionText(read('not-a-session.txt'))).toMatchObject({ ok: false, error: 'not-supported' });
    expect(parseSessionText(read('malformed.json'))).toMatchObject({ ok: false, error: 'malformed-json' });
    expect(parseSessionText(read('empty.json'))).toMatchObject({ ok: false, error: 'empty' });
    expect(parseSessionText(read('plain-page.html'))).toMatchObject({ ok: false, error: 'html-no-stream' });
    expect(parseSessionText(read('truncated-export.html'))).toMatchObject({ ok: false, error: 'html-malformed' });
  });
});
