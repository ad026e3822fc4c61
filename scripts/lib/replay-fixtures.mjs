/**
 * Large replay session files, generated at run time (never committed), for
 * `npm run bench:replay` and the replay e2e tests. Each is a session the
 * player accepts (under its 50 MB limit), built to stress one thing.
 */
import fs from 'node:fs';
import path from 'node:path';

const T0 = 1763625600000;
let seq = 0;
const id = () => `ev-${(seq++).toString(36)}`;

const user = (content, t) => ({ id: id(), type: 'user_message', timestamp: T0 + t, content });
const assistant = (content, t) => ({ id: id(), type: 'assistant_message', timestamp: T0 + t, content, finishReason: 'stop', messageId: `msg_${t}` });

/** A base64 body of `bytes` decoded bytes (not a real PNG: the player checks the data URL, the browser only fails to decode it). */
const base64Of = (bytes) => Buffer.alloc(bytes, 7).toString('base64');

/** @type {Record<string, { about: string, make: () => string, name: string }>} */
export const replayFixtures = {
  'image-45mb': {
    name: 'image-45mb.json',
    about: 'one 45 MB base64 image in a message',
    make: () =>
      JSON.stringify([
        user('Here is the screen.', 0),
        { ...user([{ type: 'text', text: 'Screenshot attached.' }, { type: 'image_url', image_url: { url: `data:image/png;base64,${base64Of(33 * 1024 * 1024)}` } }], 10) },
        assistant('I can see it.', 20),
      ]),
  },
  'events-300k': {
    name: 'events-300k.json',
    about: '300,000 tiny events',
    make: () => {
      const events = [];
      for (let i = 0; i < 300_000; i += 1) events.push(i % 2 ? assistant(`a${i}`, i) : user(`u${i}`, i));
      return JSON.stringify(events);
    },
  },
  'json-40mb': {
    name: 'session-40mb.json',
    about: 'a 40 MB JSON session (2,000 messages of 20 KB)',
    make: () => JSON.stringify({ events: Array.from({ length: 2000 }, (_, i) => (i % 2 ? assistant : user)(`${'lorem ipsum '.repeat(1700)}${i}`, i * 100)) }),
  },
  'jsonl-40mb': {
    name: 'session-40mb.jsonl',
    about: 'a 40 MB JSON Lines session',
    make: () => Array.from({ length: 2000 }, (_, i) => JSON.stringify((i % 2 ? assistant : user)(`${'dolor sit amet '.repeat(1360)}${i}`, i * 100))).join('\n'),
  },
  'line-1mb': {
    name: 'one-line-1mb.json',
    about: 'one message of 1 MB on a single line',
    make: () => JSON.stringify([user('Summarise this.', 0), assistant(`${'x'.repeat(1024 * 1024)}`, 10)]),
  },
  'deep-nesting': {
    name: 'deep-nesting.json',
    about: 'tool arguments nested 2,000 levels deep',
    make: () => {
      let nested = { leaf: true };
      for (let i = 0; i < 2000; i += 1) nested = { n: nested };
      return JSON.stringify([
        user('Go deep.', 0),
        { id: id(), type: 'tool_call', timestamp: T0 + 10, toolCallId: 'call_deep', name: 'deep', arguments: nested, startTime: T0 + 10, tool: { name: 'deep', description: 'deep', schema: { type: 'object' } } },
        assistant('Done.', 20),
      ]);
    },
  },
};

/** Writes one fixture into `dir` and returns its path. */
export function writeReplayFixture(key, dir) {
  const fixture = replayFixtures[key];
  if (!fixture) throw new Error(`No replay fixture ${key}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fixture.name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, fixture.make());
  return file;
}
