import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** Tests that read the built site (`doc_build/`): `npm run test:built`, after `npm run build`. Set up as the unit tests. */
export default defineConfig({ ...base, test: { ...base.test, include: ['tests/built/**/*.test.ts'] } });
