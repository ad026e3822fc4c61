import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coreEventTypeNames, type AgentEvent } from '../../src/data/events';
import { exampleSessions, findExampleSession, sessionLoaders, showcaseCategories } from '../../src/data/sessions';
import { safeImageSrc } from '../../src/replay/safety';
import { buildSteps, sessionDurationMs } from '../../src/replay/steps';
import { splitParts } from '../../src/replay/toolview';
import { validateEvents } from '../../src/replay/validate';

const dir = fileURLToPath(new URL('../../src/data/sessions/', import.meta.url));
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MESSAGE_ID = /^msg_\d+_[A-Za-z0-9]{8}$/;

describe('example session index', () => {
  it('has at least six sessions with unique ids and a loader each', () => {
    expect(exampleSessions.length).toBeGreaterThanOrEqual(6);
    const ids = exampleSessions.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(sessionLoaders).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('covers the required kinds of task', () => {
    const categories = new Set(exampleSessions.map((s) => s.category));
    for (const c of ['research', 'ai-browser', 'ai-coding', 'data-analysis', 'mcp']) expect(categories.has(c as never), c).toBe(true);
    expect(exampleSessions.some((s) => s.tags.includes('recovery'))).toBe(true);
    expect(exampleSessions.some((s) => s.tags.includes('visual-grounding'))).toBe(true);
  });

  it('has titles and descriptions in both languages and known categories', () => {
    for (const s of exampleSessions) {
      for (const text of [s.title.en, s.title.zh, s.description.en, s.description.zh]) expect(text.trim()).not.toBe('');
      expect(s.title.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(showcaseCategories.some((c) => c.id === s.category)).toBe(true);
    }
  });

  it('does not resolve prototype keys as sessions', () => {
    expect(findExampleSession('constructor')).toBeUndefined();
    expect(findExampleSession('__proto__')).toBeUndefined();
  });
});

describe.each(exampleSessions)('example session $id', (meta) => {
  it('follows the 0.3.0 event schema exactly', async () => {
    const { events } = await sessionLoaders[meta.id]();
    const report = validateEvents(events);
    const problems = report.items.filter((i) => i.status !== 'ok');
    expect(problems).toEqual([]);
    for (const e of events) expect(coreEventTypeNames).toContain(e.type);
  });

  it('matches its card: steps, events, duration, model', async () => {
    const { events } = await sessionLoaders[meta.id]();
    const steps = buildSteps(validateEvents(events).items);
    expect(steps.length).toBe(meta.steps);
    expect(events.length).toBe(meta.events);
    expect(sessionDurationMs(steps)).toBe(meta.durationMs);
    const start = events.find((e): e is Extract<AgentEvent, { type: 'agent_run_start' }> => e.type === 'agent_run_start');
    expect(start?.modelDisplayName).toBe(meta.model);
    expect(start?.provider).toBe(meta.provider);
  });

  it('is internally consistent', async () => {
    const { events, sessionInfo } = await sessionLoaders[meta.id]();
    const ids = new Set<string>();
    let last = 0;
    const calls = new Map<string, string>();
    const results = new Set<string>();
    let openRuns = 0;
    for (const e of events) {
      expect(e.id).toMatch(UUID_V4);
      expect(ids.has(e.id)).toBe(false);
      ids.add(e.id);
      expect(e.timestamp).toBeGreaterThanOrEqual(last);
      last = e.timestamp;
      if ('messageId' in e && e.messageId !== undefined) expect(e.messageId).toMatch(MESSAGE_ID);
      if ('sessionId' in e) expect(e.sessionId).toBe(sessionInfo.id);
      if (e.type === 'tool_call') {
        expect(e.tool.name).toBe(e.name);
        calls.set(e.toolCallId, e.name);
      }
      if (e.type === 'tool_result') {
        expect(calls.get(e.toolCallId)).toBe(e.name);
        results.add(e.toolCallId);
      }
      if (e.type === 'assistant_message') {
        for (const c of e.toolCalls ?? []) expect(() => JSON.parse(c.function.arguments)).not.toThrow();
      }
      if (e.type === 'agent_run_start') openRuns += 1;
      if (e.type === 'agent_run_end') openRuns -= 1;
      expect(openRuns === 0 || openRuns === 1).toBe(true);
    }
    expect(openRuns).toBe(0);
    expect([...calls.keys()].every((id) => results.has(id))).toBe(true);
    expect(events[0].type).toBe('user_message');
  });

  it('only carries images the player may show', async () => {
    const { events } = await sessionLoaders[meta.id]();
    for (const e of events) {
      if (e.type !== 'environment_input' && e.type !== 'user_message') continue;
      if (typeof e.content === 'string') continue;
      for (const part of e.content) {
        if (part.type === 'image_url') expect(safeImageSrc(part.image_url.url)).not.toBeNull();
      }
      expect(splitParts(e.content).images.length).toBe(e.content.filter((p) => p.type === 'image_url').length);
    }
  });

  it('stays small enough to load on demand', () => {
    const size = fs.statSync(path.join(dir, `${meta.id}.ts`)).size;
    expect(size).toBeLessThan(40 * 1024);
  });
});
