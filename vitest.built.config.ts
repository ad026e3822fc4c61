import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Tests that read the built site (`doc_build/`): `npm run test:built`, after `npm run build`. */
export default defineConfig({
  resolve: {
    alias: { '@src': path.resolve(__dirname, 'src') },
  },
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    // As in vitest.config.ts: files share their worker's module cache.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});
