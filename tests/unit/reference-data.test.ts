/**
 * Integrity of the runtime reference data (server routes, events, agent API)
 * and a scan of every page: an HTTP route, an event type or an agent option
 * named in docs/**.mdx must exist in the typed data, so a page cannot
 * document something 0.3.0 does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentHooks, agentMethods, agentOptionNames, agentOptions, sdkPackages } from '../../src/data/agent-api';
import {
  baseEventFields,
  coreEventTypeNames,
  eventGroups,
  eventTypes,
  findEventType,
  shareExcludedEventTypes,
  streamOnlyEventTypes,
  validateAgentEvent,
  type AgentEventOf,
  type AgentEventType,
} from '../../src/data/events';
import {
  guardInfo,
  routeGroups,
  routeSignature,
  serverRoutes,
  sseFacts,
  storageBackends,
} from '../../src/data/server-api';
import { serverRouteDetails, serverRouteReference } from '../../src/data/server-api-details';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const han = /[\u4e00-\u9fff]/;

/* ------------------------------------------------------------------ */
/* Scanner                                                              */
/* ------------------------------------------------------------------ */

interface Finding {
  file: string;
  line: number;
  kind: 'route' | 'event' | 'option' | 'component';
  text: string;
}

const knownPaths = new Set(serverRoutes.map((r) => r.path));
const knownSignatures = new Set(serverRoutes.map(routeSignature));
const knownEvents = new Set<string>(eventTypes.map((e) => e.type));
const knownOptions = new Set(agentOptionNames);
const knownRouteIds = new Set(serverRoutes.map((r) => r.id));

/**
 * snake_case names that look like event types but belong to something else.
 * Each entry says where it comes from, so the list does not become a way to
 * silence real mistakes.
 */
const notAgentEventTypes = new Set([
  // OpenAI content parts and response formats (`type: 'image_url'`, …).
  'image_url',
  'input_audio',
  'json_schema',
  'json_object',
  // AGIO monitoring protocol (`@tarko/agio`), a separate event vocabulary.
  'agent_initialized',
  'agent_ttft',
  'agent_tps',
  'agent_loop_start',
  'agent_loop_end',
  'user_feedback',
  // Legacy names of the server's in-process bridge (`utils/event-stream.ts`).
  'streaming_message',
  // The custom-event example on the Event Stream Reference page.
  'deploy_status',
]);

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** Top-level keys of the object literal whose `{` is at `open`. */
function topLevelKeys(text: string, open: number): { key: string; index: number }[] {
  const keys: { key: string; index: number }[] = [];
  let depth = 0;
  let quote: string | null = null;
  let expectKey = true;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      if (depth === 1 && expectKey && c !== '`') {
        const end = text.indexOf(c, i + 1);
        const after = text.slice(end + 1).match(/^\s*:/);
        if (end > i && after) {
          keys.push({ key: text.slice(i + 1, end), index: i });
          i = end;
          expectKey = false;
          continue;
        }
      }
      quote = c;
      continue;
    }
    if (c === '{' || c === '[' || c === '(') {
      depth++;
      continue;
    }
    if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) break;
      continue;
    }
    if (depth !== 1) continue;
    if (c === ',') {
      expectKey = true;
      continue;
    }
    if (expectKey && /[A-Za-z_$]/.test(c)) {
      const m = text.slice(i).match(/^([A-Za-z_$][\w$]*)\s*(:|,|\}|\n)/);
      if (m) {
        keys.push({ key: m[1], index: i });
        i += m[1].length - 1;
        expectKey = false;
      }
    }
  }
  return keys;
}

/** Everything in one document that names a route, an event type or an agent option unknown to the data. */
function scanDocument(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const add = (kind: Finding['kind'], index: number, value: string) =>
    findings.push({ file, line: lineOf(text, index), kind, text: value });

  // Routes: `METHOD /api/v1/...` must match method and path; any other /api/v1 path must exist.
  const signatureSpans: [number, number][] = [];
  for (const m of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s+(\/api\/v1\/[\w\-/]*[\w-])/g)) {
    signatureSpans.push([m.index!, m.index! + m[0].length]);
    if (!knownSignatures.has(`${m[1]} ${m[2]}`)) add('route', m.index!, `${m[1]} ${m[2]}`);
  }
  for (const m of text.matchAll(/\/api\/v1\/[\w\-/]*[\w-]/g)) {
    const inSignature = signatureSpans.some(([a, b]) => m.index! >= a && m.index! < b);
    if (!inSignature && !knownPaths.has(m[0])) add('route', m.index!, m[0]);
  }

  // Event types: literal `type` values, event helpers, and backticked names next to the word "event".
  const snake = '([a-z]+(?:_[a-z]+)+)';
  const eventPatterns = [
    new RegExp(`\\btype\\s*(?::|===|==)\\s*['"]${snake}['"]`, 'g'),
    new RegExp(`"type"\\s*:\\s*"${snake}"`, 'g'),
    new RegExp(`\\b(?:createEvent|getEventsByType|subscribeToTypes)\\(\\s*\\[?\\s*['"]${snake}['"]`, 'g'),
    new RegExp(`\`${snake}\`\\s*(?:events?\\b|事件)`, 'g'),
    new RegExp(`(?:\\bevents?|事件)\\s*\`${snake}\``, 'g'),
  ];
  for (const re of eventPatterns) {
    for (const m of text.matchAll(re)) {
      const name = m[1];
      if (!knownEvents.has(name) && !notAgentEventTypes.has(name)) add('event', m.index!, name);
    }
  }

  // Agent options: keys of objects passed to agent constructors or sent as `agentOptions`.
  for (const m of text.matchAll(/new\s+(?:Agent|MCPAgent|AgentTARS)\s*\(\s*\{|["']?agentOptions["']?\s*:\s*\{/g)) {
    const open = m.index! + m[0].lastIndexOf('{');
    for (const { key, index } of topLevelKeys(text, open)) {
      if (!knownOptions.has(key)) add('option', index, key);
    }
  }
  for (const m of text.matchAll(/(?:agent option|Agent 选项)\s*`(\w+)`|`(\w+)`\s*agent option|`AgentOptions\.(\w+)`/gi)) {
    const name = m[1] ?? m[2] ?? m[3];
    if (!knownOptions.has(name)) add('option', m.index!, name);
  }

  // Reference components must name entries that exist (they would throw at build time).
  for (const m of text.matchAll(/<ServerRouteDetail\s+id="([^"]+)"/g)) {
    if (!knownRouteIds.has(m[1])) add('component', m.index!, `ServerRouteDetail id=${m[1]}`);
  }
  for (const m of text.matchAll(/<(?:EventDetail|EventFieldsTable)\s+type="([^"]+)"/g)) {
    if (!knownEvents.has(m[1])) add('component', m.index!, `event component type=${m[1]}`);
  }
  return findings;
}

function mdxFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .map((f) => path.join(dir, f))
    .sort();
}

const formatFindings = (list: Finding[]): string =>
  list.map((f) => `${path.relative(root, f.file)}:${f.line}  unknown ${f.kind}: ${f.text}`).join('\n');

/* ------------------------------------------------------------------ */
/* Data integrity                                                       */
/* ------------------------------------------------------------------ */

const expectLocalized = (value: { en: string; zh: string }, where: string) => {
  expect(value.en.trim(), `${where} (en)`).not.toBe('');
  expect(han.test(value.zh), `${where} (zh) must be written in Chinese`).toBe(true);
};

describe('server routes', () => {
  it('have unique ids and unique method + path', () => {
    const ids = serverRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sigs = serverRoutes.map(routeSignature);
    expect(new Set(sigs).size).toBe(sigs.length);
  });

  it('cover the 26 routes of @tarko/agent-server 0.3.0', () => {
    expect(serverRoutes).toHaveLength(26);
  });

  it('have details for exactly the listed routes', () => {
    expect(Object.keys(serverRouteDetails).sort()).toEqual(serverRoutes.map((r) => r.id).sort());
  });

  it('are complete and consistent', () => {
    const groups = new Set(routeGroups.map((g) => g.id));
    for (const r of serverRouteReference) {
      const where = routeSignature(r);
      expect(r.path, where).toMatch(/^\/api\/v1\/[a-z][a-z/-]*$/);
      expect(groups.has(r.group), `${where} group`).toBe(true);
      expect(r.success.status, where).toBeGreaterThanOrEqual(200);
      expect(r.success.status, where).toBeLessThan(300);
      expectLocalized(r.description, `${where} description`);
      if (r.notes) expectLocalized(r.notes, `${where} notes`);
      for (const g of r.guards) expect(guardInfo[g], `${where} guard ${g}`).toBeDefined();
      const names = r.params.map((p) => `${p.in}:${p.name}`);
      expect(new Set(names).size, `${where} params unique`).toBe(names.length);
      for (const p of r.params) expectLocalized(p.description, `${where} param ${p.name}`);
      for (const e of r.errors) {
        expect(e.status, `${where} error`).toBeGreaterThanOrEqual(200);
        expectLocalized(e.when, `${where} error ${e.status}`);
      }
      if (r.guards.includes('session-restore')) {
        expect(r.params.some((p) => p.name === 'sessionId'), `${where} needs sessionId`).toBe(true);
      }
      if (r.method === 'GET') expect(r.params.every((p) => p.in === 'query'), `${where} GET has no body`).toBe(true);
      const bodyParams = new Set(r.params.filter((p) => p.in === 'body').map((p) => p.name));
      const queryParams = new Set(r.params.filter((p) => p.in === 'query').map((p) => p.name));
      if (r.example.body !== undefined) {
        for (const k of Object.keys(r.example.body as object)) expect(bodyParams.has(k), `${where} example body key ${k}`).toBe(true);
      }
      for (const k of Object.keys(r.example.query ?? {})) expect(queryParams.has(k), `${where} example query key ${k}`).toBe(true);
      for (const p of r.params.filter((x) => x.required)) {
        const source = p.in === 'body' ? (r.example.body as Record<string, unknown> | undefined) : r.example.query;
        expect(source && p.name in source, `${where} example carries required ${p.name}`).toBe(true);
      }
      if (r.success.contentType === 'text/event-stream') {
        expect(typeof r.example.response, `${where} SSE example is text`).toBe('string');
        for (const line of (r.example.response as string).split('\n\n').filter(Boolean)) {
          expect(line.startsWith('data: '), `${where} SSE framing`).toBe(true);
          const msg = JSON.parse(line.slice(6).replace(/…/g, ''));
          expect(validateAgentEvent(msg, { allowServerMessages: true }), `${where} SSE example event`).toEqual([]);
        }
      }
    }
  });

  it('group and storage tables are localized', () => {
    for (const g of routeGroups) {
      expectLocalized(g.title, `group ${g.id}`);
      expect(serverRoutes.some((r) => r.group === g.id), `group ${g.id} is used`).toBe(true);
    }
    for (const f of sseFacts) expectLocalized(f.description, `sse ${f.id}`);
    expect(storageBackends.map((s) => s.type)).toEqual(['memory', 'file', 'sqlite', 'mongodb', 'database']);
  });
});

/** One value per field, with every optional field present, typed against the union. */
const fullEvents: { [K in AgentEventType]: Required<AgentEventOf<K>> } = {
  user_message: { id: 'e1', type: 'user_message', timestamp: 1, content: 'hi' },
  assistant_message: {
    id: 'e2',
    type: 'assistant_message',
    timestamp: 2,
    content: 'ok',
    rawContent: 'ok',
    toolCalls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{}' } }],
    finishReason: 'tool_calls',
    ttftMs: 10,
    ttltMs: 20,
    messageId: 'msg_1_abcdefgh',
  },
  assistant_thinking_message: {
    id: 'e3',
    type: 'assistant_thinking_message',
    timestamp: 3,
    content: 'hmm',
    isComplete: true,
    thinkingDurationMs: 5,
    messageId: 'msg_1_abcdefgh',
  },
  assistant_streaming_message: { id: 'e4', type: 'assistant_streaming_message', timestamp: 4, content: 'o', isComplete: false, messageId: 'm' },
  assistant_streaming_thinking_message: {
    id: 'e5',
    type: 'assistant_streaming_thinking_message',
    timestamp: 5,
    content: 'h',
    isComplete: false,
    messageId: 'm',
  },
  assistant_streaming_tool_call: {
    id: 'e6',
    type: 'assistant_streaming_tool_call',
    timestamp: 6,
    toolCallId: 'c1',
    toolName: 'search',
    arguments: '{"q":',
    isComplete: false,
    messageId: 'm',
  },
  tool_call: {
    id: 'e7',
    type: 'tool_call',
    timestamp: 7,
    toolCallId: 'c1',
    name: 'search',
    arguments: { q: 'x' },
    startTime: 7,
    tool: { name: 'search', description: 'Search', schema: {} },
  },
  tool_result: {
    id: 'e8',
    type: 'tool_result',
    timestamp: 8,
    toolCallId: 'c1',
    name: 'search',
    content: ['r'],
    processedContent: [{ type: 'text', text: 'r' }],
    elapsedMs: 3,
    error: 'none',
    _extra: null,
  },
  system: { id: 'e9', type: 'system', timestamp: 9, level: 'info', message: 'm', details: {} },
  agent_run_start: {
    id: 'e10',
    type: 'agent_run_start',
    timestamp: 10,
    sessionId: 's',
    runOptions: { input: 'hi' },
    provider: 'openai',
    model: 'gpt-4o',
    modelDisplayName: 'GPT-4o',
    agentName: 'A',
  },
  agent_run_end: { id: 'e11', type: 'agent_run_end', timestamp: 11, sessionId: 's', iterations: 1, elapsedMs: 9, status: 'idle' },
  environment_input: {
    id: 'e12',
    type: 'environment_input',
    timestamp: 12,
    content: [{ type: 'image_url', image_url: { url: 'data:image/webp;base64,AA' } }],
    description: 'Browser Screenshot',
    metadata: { type: 'screenshot', url: 'https://example.com' },
  },
  plan_start: { id: 'e13', type: 'plan_start', timestamp: 13, sessionId: 's' },
  plan_update: { id: 'e14', type: 'plan_update', timestamp: 14, sessionId: 's', steps: [{ content: 'a', done: false }] },
  plan_finish: { id: 'e15', type: 'plan_finish', timestamp: 15, sessionId: 's', summary: 'done' },
  final_answer: {
    id: 'e16',
    type: 'final_answer',
    timestamp: 16,
    content: 'x',
    isDeepResearch: false,
    title: 't',
    format: 'markdown',
    messageId: 'm',
  },
  final_answer_streaming: {
    id: 'e17',
    type: 'final_answer_streaming',
    timestamp: 17,
    content: 'x',
    isDeepResearch: false,
    isComplete: false,
    messageId: 'm',
  },
};

describe('event types', () => {
  it('list the 17 core types once, plus session_created', () => {
    expect(coreEventTypeNames).toHaveLength(17);
    expect(eventTypes.map((e) => e.type).sort()).toEqual([...coreEventTypeNames, 'session_created'].sort());
  });

  it('document exactly the fields of the TypeScript union', () => {
    const base = new Set(baseEventFields.map((f) => f.name));
    for (const name of coreEventTypeNames) {
      const doc = findEventType(name)!;
      const fromType = Object.keys(fullEvents[name]).filter((k) => !base.has(k)).sort();
      expect(doc.fields.map((f) => f.name).sort(), name).toEqual(fromType);
    }
  });

  it('accept a full event of every type and reject broken ones', () => {
    for (const name of coreEventTypeNames) {
      expect(validateAgentEvent(fullEvents[name]), name).toEqual([]);
      const required = findEventType(name)!.fields.filter((f) => !f.optional);
      for (const f of required) {
        const broken: Record<string, unknown> = { ...fullEvents[name] };
        delete broken[f.name];
        expect(validateAgentEvent(broken).length, `${name} without ${f.name}`).toBeGreaterThan(0);
      }
      const { id: _id, ...noId } = fullEvents[name];
      expect(validateAgentEvent(noId).length, `${name} without id`).toBeGreaterThan(0);
    }
    expect(validateAgentEvent({ type: 'no_such_event', id: 'x', timestamp: 1 })).toEqual(['unknown event type "no_such_event"']);
    expect(validateAgentEvent({ type: 'session_created', sessionId: 's', timestamp: 1 }).length).toBeGreaterThan(0);
    expect(validateAgentEvent({ type: 'session_created', sessionId: 's', timestamp: 1 }, { allowServerMessages: true })).toEqual([]);
  });

  it('mark persistence as the server does', () => {
    const streamOnly = new Set<string>(streamOnlyEventTypes);
    for (const e of eventTypes) {
      const expected = e.type === 'session_created' ? 'server-only' : streamOnly.has(e.type) ? 'stream-only' : 'stored';
      expect(e.persistence, e.type).toBe(expected);
    }
    for (const t of shareExcludedEventTypes) expect(streamOnly.has(t), t).toBe(true);
  });

  it('are localized and grouped', () => {
    const groups = new Set(eventGroups.map((g) => g.id));
    for (const e of eventTypes) {
      expect(groups.has(e.group), e.type).toBe(true);
      expectLocalized(e.description, e.type);
      if (e.emittedWhen) expectLocalized(e.emittedWhen, `${e.type} emittedWhen`);
      for (const f of e.fields) expectLocalized(f.description, `${e.type}.${f.name}`);
    }
  });
});

describe('agent API', () => {
  it('has unique, localized options, methods and hooks', () => {
    expect(new Set(agentOptionNames).size).toBe(agentOptionNames.length);
    for (const o of agentOptions) expectLocalized(o.description, `option ${o.name}`);
    const methodNames = agentMethods.map((m) => m.name);
    expect(new Set(methodNames).size).toBe(methodNames.length);
    for (const m of agentMethods) expectLocalized(m.description, `method ${m.name}`);
    const hookNames = agentHooks.map((h) => h.name);
    expect(new Set(hookNames).size).toBe(hookNames.length);
    for (const h of agentHooks) expectLocalized(h.description, `hook ${h.name}`);
    for (const p of sdkPackages) expectLocalized(p.description, `package ${p.name}`);
  });

  it('includes the AgentOptions keys of 0.3.0', () => {
    for (const key of ['model', 'instructions', 'tools', 'toolCallEngine', 'maxIterations', 'eventStreamOptions', 'enableStreamingToolCallEvents']) {
      expect(agentOptionNames, key).toContain(key);
    }
  });
});

/* ------------------------------------------------------------------ */
/* Pages                                                                */
/* ------------------------------------------------------------------ */

describe('docs name only routes, events and options that exist', () => {
  it('the scanner catches unknown names (fixture)', () => {
    const fixture = [
      'Call `GET /api/v1/sessions` first.',
      'Then `GET /api/v1/sessions/nope` fails.',
      '```ts',
      "const x = { type: 'made_up_event' };",
      'const agent = new Agent({',
      "  model: { provider: 'openai', id: 'gpt-4o' },",
      '  bogusOption: true,',
      '});',
      "fetch('http://localhost:8888/api/v1/unknown');",
      '```',
      'The `tool_call` event is fine, the `tool_calls_made` event is not.',
      "POST /api/v1/health is the wrong method.",
      '<EventDetail type="nope_event" />',
    ].join('\n');
    const found = scanDocument('fixture.mdx', fixture);
    expect(found.map((f) => `${f.line}:${f.kind}:${f.text}`)).toEqual([
      '2:route:GET /api/v1/sessions/nope',
      '12:route:POST /api/v1/health',
      '9:route:/api/v1/unknown',
      '4:event:made_up_event',
      '11:event:tool_calls_made',
      '7:option:bogusOption',
      '13:component:event component type=nope_event',
    ]);
    expect(scanDocument('ok.mdx', 'Use `POST /api/v1/sessions/query/stream` and watch `agent_run_end` events.')).toEqual([]);
  });

  it('every page passes', () => {
    const files = mdxFiles(docsDir);
    expect(files.length).toBeGreaterThan(0);
    const findings = files.flatMap((f) => scanDocument(f, fs.readFileSync(f, 'utf8')));
    expect(findings, `Unknown names in docs:\n${formatFindings(findings)}`).toEqual([]);
  });
});
