import { describe, expect, it } from 'vitest';
import { coreEventTypeNames, eventTypes, type AgentEvent } from '../../src/data/events';
import { validateEvents, validateItem } from '../../src/replay/validate';

const base = (type: string, extra: Record<string, unknown> = {}) => ({
  id: '6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a',
  type,
  timestamp: 1_763_000_000_000,
  ...extra,
});

/** A minimal valid value for each field check of the shared event table. */
function sampleFor(check: (typeof eventTypes)[number]['fields'][number]['check']): unknown {
  if (typeof check === 'object') return check.enum[0];
  switch (check) {
    case 'string':
      return 'text';
    case 'number':
      return 42;
    case 'boolean':
      return true;
    case 'object':
      return { key: 'value' };
    case 'array':
      return [];
    case 'content':
      return 'hello';
    case 'content-parts':
      return [{ type: 'text', text: 'hi' }];
    case 'tool-calls':
      return [{ id: 'call_1', type: 'function', function: { name: 'web_search', arguments: '{}' } }];
    case 'plan-steps':
      return [{ content: 'step', done: false }];
    default:
      return null;
  }
}

function minimalEvent(type: string): Record<string, unknown> {
  const doc = eventTypes.find((d) => d.type === type)!;
  const fields = Object.fromEntries(doc.fields.filter((f) => !f.optional).map((f) => [f.name, sampleFor(f.check)]));
  return base(type, fields);
}

describe('validateItem against the shared 0.3.0 event table', () => {
  it.each(coreEventTypeNames)('accepts a minimal %s event', (type) => {
    const item = validateItem(minimalEvent(type), 0);
    expect(item.status).toBe('ok');
  });

  it('accepts every optional field when it has the right type', () => {
    for (const type of coreEventTypeNames) {
      const doc = eventTypes.find((d) => d.type === type)!;
      const full = base(type, Object.fromEntries(doc.fields.map((f) => [f.name, sampleFor(f.check)])));
      expect(validateItem(full, 0).status, type).toBe('ok');
    }
  });

  it.each(coreEventTypeNames)('flags a %s event that misses a required field', (type) => {
    const doc = eventTypes.find((d) => d.type === type)!;
    const required = doc.fields.find((f) => !f.optional);
    if (!required) return;
    const event = minimalEvent(type);
    delete event[required.name];
    const item = validateItem(event, 3);
    expect(item.status).toBe('invalid');
    if (item.status === 'invalid') {
      expect(item.problems.join(' ')).toContain(required.name);
      expect(item.index).toBe(3);
      expect(item.type).toBe(type);
      expect(item.timestamp).toBe(1_763_000_000_000);
    }
  });

  it('flags missing base fields', () => {
    const { id: _id, ...noId } = minimalEvent('user_message');
    const noTimestamp = { ...minimalEvent('user_message'), timestamp: 'yesterday' };
    expect(validateItem(noId, 0).status).toBe('invalid');
    expect(validateItem(noTimestamp, 0).status).toBe('invalid');
  });

  it('flags wrong field types and enum values', () => {
    expect(validateItem(base('system', { level: 'fatal', message: 'x' }), 0).status).toBe('invalid');
    expect(validateItem(base('agent_run_end', { sessionId: 's', iterations: '3', elapsedMs: 1, status: 'idle' }), 0).status).toBe('invalid');
    expect(validateItem(base('tool_call', { toolCallId: 'a', name: 'b', arguments: '{}', startTime: 1, tool: {} }), 0).status).toBe('invalid');
    expect(validateItem(base('plan_update', { sessionId: 's', steps: [{ content: 'x' }] }), 0).status).toBe('invalid');
  });

  it('keeps unknown types as generic items with their timestamp', () => {
    const item = validateItem(base('custom_progress', { percent: 40 }), 5);
    expect(item).toMatchObject({ status: 'unknown', type: 'custom_progress', index: 5, timestamp: 1_763_000_000_000 });
  });

  it('treats non-objects and missing types as invalid, not as crashes', () => {
    for (const value of [null, 42, 'user_message', [], true, undefined]) {
      expect(validateItem(value, 0).status).toBe('invalid');
    }
    expect(validateItem({ content: 'no type' }, 0).status).toBe('invalid');
    expect(validateItem({ type: '' }, 0).status).toBe('invalid');
  });

  it('recognises the server-only session_created message', () => {
    expect(validateItem({ type: 'session_created', sessionId: 's1', timestamp: 1 }, 0).status).toBe('server');
    expect(validateItem({ type: 'session_created', timestamp: 1 }, 0).status).toBe('invalid');
  });

  it('does not trip over prototype-like type names', () => {
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(validateItem(base(type), 0).status).toBe('unknown');
    }
  });
});

describe('validateEvents', () => {
  it('never drops an event and counts what it could not play', () => {
    const input: unknown[] = [
      minimalEvent('user_message'),
      base('custom_progress'),
      base('another_custom'),
      base('custom_progress'),
      base('tool_result', { toolCallId: 'x' }),
      'not an event',
      minimalEvent('agent_run_end'),
    ];
    const report = validateEvents(input);
    expect(report.items).toHaveLength(input.length);
    expect(report.items.map((i) => i.index)).toEqual(input.map((_, i) => i));
    expect(report.unknownCount).toBe(3);
    expect(report.unknownTypes).toEqual(['custom_progress', 'another_custom']);
    expect(report.invalidCount).toBe(2);
  });

  it('keeps valid events as typed AgentEvent values', () => {
    const event: AgentEvent = {
      id: 'a',
      type: 'tool_result',
      timestamp: 1,
      toolCallId: 'call_1',
      name: 'web_search',
      content: [],
      elapsedMs: 12,
    };
    const [item] = validateEvents([event]).items;
    expect(item.status).toBe('ok');
    if (item.status === 'ok') expect(item.event).toBe(event);
  });
});
