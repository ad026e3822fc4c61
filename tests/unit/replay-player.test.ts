import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../src/data/events';
import { MAX_STEP_DELAY_MS, MIN_STEP_DELAY_MS } from '../../src/replay/constants';
import { displayJson, tableShape } from '../../src/replay/display';
import { formatClock, formatDuration, fill } from '../../src/replay/format';
import { languageFromName, languageFromPath, tokenize } from '../../src/replay/highlight';
import { parseInline, parseMarkdown } from '../../src/replay/markdown';
import { errorMessages, kindLabels, ui } from '../../src/replay/messages';
import { initialPlayback, parseStepParam, playbackReducer, stepDelayMs } from '../../src/replay/playback';
import { safeHref, safeImageSrc } from '../../src/replay/safety';
import { buildSteps, sessionDurationMs } from '../../src/replay/steps';
import { latestScreenshot, parsePoint, viewForTool } from '../../src/replay/toolview';
import { withParams } from '../../src/replay/url';
import { validateEvents } from '../../src/replay/validate';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let n = 0;
const ev = (type: string, t: number, extra: Record<string, unknown>): AgentEvent =>
  ({ id: `id-${(n += 1)}`, type, timestamp: t, ...extra }) as unknown as AgentEvent;

const tool = (name: string, description = '') => ({ name, description, schema: {} });

function stepsOf(events: unknown[]) {
  return buildSteps(validateEvents(events).items);
}

describe('buildSteps', () => {
  const stream: unknown[] = [
    ev('user_message', 1000, { content: 'Find flights' }),
    ev('agent_run_start', 1010, { sessionId: 's', runOptions: { input: 'Find flights' }, model: 'gpt-4o' }),
    ev('assistant_streaming_thinking_message', 1100, { content: 'Let me ', messageId: 'm1' }),
    ev('assistant_streaming_thinking_message', 1150, { content: 'think.', messageId: 'm1', isComplete: true }),
    ev('assistant_thinking_message', 1200, { content: 'Let me think.', messageId: 'm1', thinkingDurationMs: 100 }),
    ev('assistant_streaming_message', 1250, { content: 'Search', messageId: 'm1' }),
    ev('assistant_streaming_tool_call', 1260, { toolCallId: 'c1', toolName: 'web_search', arguments: '{"q', isComplete: false, messageId: 'm1' }),
    ev('assistant_streaming_tool_call', 1270, { toolCallId: 'c1', toolName: 'web_search', arguments: '":1}', isComplete: true, messageId: 'm1' }),
    ev('assistant_message', 1300, { content: 'Search', messageId: 'm1', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'web_search', arguments: '{"q":1}' } }] }),
    ev('tool_call', 1310, { toolCallId: 'c1', name: 'web_search', arguments: { query: 'flights' }, startTime: 1310, tool: tool('web_search') }),
    ev('tool_result', 2310, { toolCallId: 'c1', name: 'web_search', content: [], elapsedMs: 1000 }),
    ev('custom_event', 2400, { anything: true }),
    ev('assistant_streaming_message', 2500, { content: 'Cut ', messageId: 'm2' }),
    ev('assistant_streaming_message', 2550, { content: 'off', messageId: 'm2' }),
  ];

  it('folds chunks into their final event and counts them', () => {
    const steps = stepsOf(stream);
    const kinds = steps.map((s) => s.kind);
    expect(kinds).toEqual(['user', 'run-start', 'thinking', 'assistant', 'tool-call', 'tool-result', 'unknown', 'streamed']);
    expect(steps.find((s) => s.kind === 'thinking')?.chunks).toBe(2);
    expect(steps.find((s) => s.kind === 'assistant')?.chunks).toBe(1);
    expect(steps.find((s) => s.kind === 'tool-call')?.chunks).toBe(2);
  });

  it('joins chunks that have no final event', () => {
    const streamed = stepsOf(stream).find((s) => s.kind === 'streamed');
    expect(streamed?.streamed).toMatchObject({ text: 'Cut off', chunks: 2, type: 'assistant_streaming_message' });
  });

  it('links tool calls and results both ways', () => {
    const steps = stepsOf(stream);
    const call = steps.find((s) => s.kind === 'tool-call')!;
    const result = steps.find((s) => s.kind === 'tool-result')!;
    expect(call.result?.toolCallId).toBe('c1');
    expect(result.call?.toolCallId).toBe('c1');
    expect(result.summary).toContain('web_search');
  });

  it('measures offsets from the first timestamp and carries them over gaps', () => {
    const steps = stepsOf([ev('user_message', 5000, { content: 'a' }), { type: 'mystery' }, ev('agent_run_end', 9000, { sessionId: 's', iterations: 1, elapsedMs: 4000, status: 'idle' })]);
    expect(steps.map((s) => s.offsetMs)).toEqual([0, 0, 4000]);
    expect(sessionDurationMs(steps)).toBe(4000);
  });

  it('never loses an unknown or invalid item', () => {
    const steps = stepsOf([{ nope: 1 }, 7, ev('user_message', 1, { content: 'x' })]);
    expect(steps.map((s) => s.kind)).toEqual(['invalid', 'invalid', 'user']);
  });
});

describe('playback', () => {
  const loaded = playbackReducer(initialPlayback, { type: 'load', total: 5 });

  it('steps and clamps', () => {
    expect(playbackReducer(loaded, { type: 'prev' }).index).toBe(0);
    expect(playbackReducer(loaded, { type: 'last' }).index).toBe(4);
    expect(playbackReducer({ ...loaded, index: 4 }, { type: 'next' }).index).toBe(4);
    expect(playbackReducer(loaded, { type: 'seek', index: 99 }).index).toBe(4);
    expect(playbackReducer(loaded, { type: 'seek', index: -3 }).index).toBe(0);
  });

  it('stops at the end and restarts when played again', () => {
    let s = playbackReducer({ ...loaded, index: 3 }, { type: 'play' });
    s = playbackReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ index: 4, playing: false });
    s = playbackReducer(s, { type: 'toggle' });
    expect(s).toMatchObject({ index: 0, playing: true });
  });

  it('pauses on manual steps and accepts only offered speeds', () => {
    const playing = playbackReducer(loaded, { type: 'play' });
    expect(playbackReducer(playing, { type: 'next' }).playing).toBe(false);
    expect(playbackReducer(loaded, { type: 'speed', speed: 2 }).speed).toBe(2);
    expect(playbackReducer(loaded, { type: 'speed', speed: 3 }).speed).toBe(1);
  });

  it('clamps delays between steps and divides by the speed', () => {
    expect(stepDelayMs([0, 10], 0, 1)).toBe(MIN_STEP_DELAY_MS);
    expect(stepDelayMs([0, 60_000], 0, 1)).toBe(MAX_STEP_DELAY_MS);
    expect(stepDelayMs([0, 1000], 0, 2)).toBe(500);
  });

  it('reads ?step= as 1-based and rejects junk', () => {
    expect(parseStepParam('3', 10)).toBe(2);
    expect(parseStepParam('999', 10)).toBe(9);
    expect(parseStepParam('0', 10)).toBe(0);
    for (const bad of [null, '', 'abc', '-2', '2.5', '1e3', ' ']) expect(parseStepParam(bad, 10)).toBeNull();
  });
});

describe('safety', () => {
  it('allows only embedded raster images and site images', () => {
    expect(safeImageSrc(PNG)).toBe(PNG);
    expect(safeImageSrc('data:image/webp;base64,UklGRg==')).toBeTruthy();
    expect(safeImageSrc('/images/replay/shot.png')).toBe('/images/replay/shot.png');
    for (const bad of [
      'https://evil.example/pixel.png',
      '//evil.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGgxPg==',
      'javascript:alert(1)',
      '/images/../secret.png',
      '/images//evil.example/x.png',
      'data:image/png;base64,abc"onerror="x',
      42,
    ]) {
      expect(safeImageSrc(bad), String(bad)).toBeNull();
    }
  });

  it('allows only http(s) and mailto links', () => {
    expect(safeHref('https://example.org/a?b=c')).toBe('https://example.org/a?b=c');
    expect(safeHref('mailto:a@example.org')).toBeTruthy();
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', 'https://a b']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe('markdown subset', () => {
  it('parses blocks', () => {
    const blocks = parseMarkdown('# Title\n\nText with **bold** and `code`.\n\n- a\n- b\n\n1. one\n2. two\n\n```py\nprint(1)\n```\n\n| A | B |\n| --- | ---: |\n| 1 | 2 |\n\n> quote\n\n---');
    expect(blocks.map((b) => b.t)).toEqual(['h', 'p', 'list', 'list', 'code', 'table', 'quote', 'hr']);
    const table = blocks.find((b) => b.t === 'table');
    expect(table && table.t === 'table' && table.align).toEqual([null, 'right']);
  });

  it('keeps raw HTML as text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(JSON.stringify(blocks)).toContain('<script>alert(1)</script>');
    expect(blocks).toEqual([{ t: 'p', c: [{ t: 'text', v: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }] }]);
  });

  it('drops unsafe link targets but keeps their text', () => {
    const [link] = parseInline('[click](javascript:alert(1))');
    expect(link).toMatchObject({ t: 'link', href: null });
    expect(parseInline('see https://example.org/x.')).toContainEqual({ t: 'link', href: 'https://example.org/x', c: [{ t: 'text', v: 'https://example.org/x' }] });
  });

  it('handles nested lists and emphasis', () => {
    const blocks = parseMarkdown('- top\n  - nested *em*\n- next');
    expect(blocks).toHaveLength(1);
    const list = blocks[0];
    expect(list.t === 'list' && list.items).toHaveLength(2);
  });

  // Unbalanced markers and deep nesting are where naive parsers backtrack;
  // these must parse (no exception, no lost input) rather than hang.
  it('handles pathological input', () => {
    const inputs = ['*a _b [c `d '.repeat(15_000), '['.repeat(50_000), '- '.repeat(20_000)];
    for (const input of inputs) {
      const blocks = parseMarkdown(input);
      expect(Array.isArray(blocks)).toBe(true);
      expect(blocks.length).toBeGreaterThan(0);
    }
  });
});

describe('highlighting', () => {
  it('tokenizes without losing text', () => {
    const code = "const x = 'a'; // note\nfunction f() { return 42; }";
    const tokens = tokenize(code, 'js');
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens).toContainEqual({ type: 'keyword', text: 'const' });
    expect(tokens).toContainEqual({ type: 'comment', text: '// note' });
    expect(tokens).toContainEqual({ type: 'string', text: "'a'" });
  });

  it('round-trips every language on odd input', () => {
    const odd = 'a"b\'c`d/*e#f<g>h--i ${j} \n\t 0x1F 3.5e2 "unterminated';
    for (const lang of ['js', 'python', 'shell', 'json', 'html', 'css', 'yaml', 'markdown', 'sql', 'text'] as const) {
      expect(tokenize(odd, lang).map((t) => t.text).join(''), lang).toBe(odd);
    }
  });

  it('picks languages from paths and interpreter names', () => {
    expect(languageFromPath('/a/b/report.test.js')).toBe('js');
    expect(languageFromPath('notes.md')).toBe('markdown');
    expect(languageFromPath('Makefile')).toBe('shell');
    expect(languageFromName('python3')).toBe('python');
    expect(languageFromName('bash --norc')).toBe('shell');
    expect(languageFromName('unknown')).toBe('text');
  });
});

describe('tool views', () => {
  const call = (name: string, args: Record<string, unknown>, description = '') =>
    ev('tool_call', 1, { toolCallId: 'c', name, arguments: args, startTime: 1, tool: tool(name, description) }) as Extract<AgentEvent, { type: 'tool_call' }>;
  const result = (name: string, content: unknown, extra: Record<string, unknown> = {}) =>
    ev('tool_result', 2, { toolCallId: 'c', name, content, elapsedMs: 5, ...extra }) as Extract<AgentEvent, { type: 'tool_result' }>;

  it('shows search hits with safe links only', () => {
    const view = viewForTool(call('web_search', { query: 'q' }), result('web_search', [
      { title: 'A', url: 'https://a.example/x', content: 'snippet' },
      { title: 'B', url: 'javascript:alert(1)', content: '' },
    ]));
    expect(view).toMatchObject({ kind: 'search', query: 'q' });
    if (view.kind === 'search') expect(view.hits.map((h) => h.url)).toEqual(['https://a.example/x', null]);
  });

  it('shows page content, files, shell output, vision actions and MCP data', () => {
    expect(viewForTool(undefined, result('browser_get_markdown', { content: '# Hi', title: 'T', pagination: { currentPage: 1, totalPages: 2 } }))).toMatchObject({ kind: 'page', page: { current: 1, total: 2 } });
    expect(viewForTool(call('write_file', { path: 'a/b.py', content: 'print(1)' }), undefined)).toMatchObject({ kind: 'file-write', language: 'python' });
    expect(viewForTool(call('edit_file', { path: 'x.ts', edits: [{ oldText: 'a', newText: 'b' }] }), undefined)).toMatchObject({ kind: 'file-edit', edits: [{ oldText: 'a', newText: 'b' }] });
    const shell = viewForTool(call('run_command', { command: 'ls' }), result('run_command', [{ type: 'text', text: 'out', name: 'STDOUT' }, { type: 'text', text: 'err', name: 'STDERR' }]));
    expect(shell).toMatchObject({ kind: 'shell', command: 'ls', stdout: 'out', stderr: 'err', failed: false });
    expect(viewForTool(call('run_command', { command: 'x' }), result('run_command', [], { error: 'boom' }))).toMatchObject({ kind: 'shell', failed: true });
    expect(viewForTool(call('browser_vision_control', { action: "click(point='<point>500 250</point>')" }), undefined)).toMatchObject({ kind: 'vision', point: { x: 0.5, y: 0.25 } });
    expect(viewForTool(call('run_query', { sql: 's' }, '[warehouse] Run SQL'), result('run_query', [{ type: 'text', text: '[{"a":1}]' }]))).toMatchObject({ kind: 'mcp', server: 'warehouse', data: [{ a: 1 }] });
    expect(viewForTool(call('browser_screenshot', {}), result('browser_screenshot', [{ type: 'image', data: PNG.split(',')[1], mimeType: 'image/png' }]))).toMatchObject({ kind: 'screenshot' });
    expect(viewForTool(call('mystery', {}), result('mystery', { deep: { x: 1 } }))).toMatchObject({ kind: 'generic' });
  });

  it('drops screenshot images that are not safe', () => {
    const view = viewForTool(call('browser_screenshot', {}), result('browser_screenshot', [{ type: 'image_url', image_url: { url: 'https://evil.example/a.png' } }]));
    expect(view.kind).not.toBe('screenshot');
  });

  it('parses vision points and rejects out-of-range ones', () => {
    expect(parsePoint("click(point='<point>0 1000</point>')")).toEqual({ x: 0, y: 1 });
    expect(parsePoint("click(point='<point>1200 10</point>')")).toBeUndefined();
    expect(parsePoint('wait()')).toBeUndefined();
  });

  it('finds the latest screenshot at a step', () => {
    const steps = stepsOf([
      ev('environment_input', 1, { content: [{ type: 'image_url', image_url: { url: PNG } }], description: 'Browser Screenshot', metadata: { type: 'screenshot', url: 'https://a.example' } }),
      ev('user_message', 2, { content: 'x' }),
    ]);
    expect(latestScreenshot(steps, 1)).toMatchObject({ src: PNG, url: 'https://a.example', n: 0 });
    expect(latestScreenshot(steps.slice(1), 0)).toBeUndefined();
  });
});

describe('display helpers', () => {
  const labels = { truncated: '… ({n} more)', dataUrl: '[image {size}]' };

  it('shortens long strings and image data', () => {
    const text = displayJson({ img: `data:image/png;base64,${'A'.repeat(40_000)}`, long: 'x'.repeat(5000) }, labels);
    expect(text).toContain('[image 29 KB]');
    expect(text).toContain('more)');
    expect(text.length).toBeLessThan(3000);
  });

  it('detects table shapes', () => {
    expect(tableShape([{ a: 1, b: 'x' }, { a: 2 }])).toMatchObject({ kind: 'rows', columns: ['a', 'b'] });
    expect(tableShape({ a: 1, b: null })).toMatchObject({ kind: 'record' });
    expect(tableShape([{ a: { nested: 1 } }])).toEqual({ kind: 'none' });
  });
});

describe('formatting and strings', () => {
  it('formats durations in both languages', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(12_400, 'en')).toBe('12 s');
    expect(formatDuration(4_250, 'zh')).toBe('4.3 秒');
    expect(formatDuration(185_000, 'en')).toBe('3 min 5 s');
    expect(formatDuration(185_000, 'zh')).toBe('3 分 5 秒');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });

  it('fills placeholders without touching unknown ones or prototype keys', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fill('{constructor}', {})).toBe('{constructor}');
  });

  it('has every message in both languages', () => {
    for (const table of [ui, errorMessages, kindLabels] as Record<string, { en: string; zh: string }>[]) {
      for (const [key, value] of Object.entries(table)) {
        expect(value.en.trim(), key).not.toBe('');
        expect(value.zh.trim(), key).not.toBe('');
        const en = (value.en.match(/\{\w+\}/g) ?? []).sort();
        const zh = (value.zh.match(/\{\w+\}/g) ?? []).sort();
        expect(zh, `placeholders of ${key}`).toEqual(en);
      }
    }
  });

  it('updates query strings without losing other parameters', () => {
    expect(withParams('?utm=x&session=a', { session: 'b', step: '3' })).toBe('?utm=x&session=b&step=3');
    expect(withParams('?session=a&step=2', { session: null, step: null })).toBe('');
  });
});
