/** Types for replay-fixtures.mjs (generated large session files for the bench and e2e tests). */
export declare const replayFixtures: Record<
  'image-45mb' | 'events-300k' | 'json-40mb' | 'jsonl-40mb' | 'line-1mb' | 'deep-nesting',
  { name: string; about: string; make: () => string }
>;
export declare function writeReplayFixture(key: keyof typeof replayFixtures, dir: string): string;
