#!/usr/bin/env node
/**
 * `npm test`: every stage in order, stopping at the first that fails, then
 * each stage's time, so a slow stage shows in every run (CI runs this same
 * command through .ci/run).
 *
 *   npm test                 all stages
 *   npm test -- --from build the stages from `build` on (a quicker rerun)
 */
import { spawnSync } from 'node:child_process';

/** The npm scripts `npm test` runs, in order. */
const STAGES = ['typecheck', 'test:unit', 'build', 'test:built', 'test:e2e', 'test:dev'];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > -1 ? process.argv[fromIndex + 1] : STAGES[0];
if (!STAGES.includes(from)) {
  process.stderr.write(`Unknown stage "${from}". Stages: ${STAGES.join(', ')}\n`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed;
for (const stage of STAGES.slice(STAGES.indexOf(from))) {
  process.stdout.write(`\n▶ npm run ${stage}\n`);
  const start = performance.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit', shell: process.platform === 'win32' });
  times.push([stage, (performance.now() - start) / 1000, run.status === 0]);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, [, s]) => sum + s, 0);
process.stdout.write('\nStage times\n');
for (const [stage, seconds, ok] of times) process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'}  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s\n`);
process.stdout.write(`        ${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)} s\n`);
if (failed) {
  process.stderr.write(`\nnpm test stopped: "npm run ${failed}" failed.\n`);
  process.exit(1);
}
