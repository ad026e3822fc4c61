#!/usr/bin/env node
/**
 * `npm test`: every stage, stopping after the first step that fails, then
 * each stage's time, so a slow stage shows in every run (CI runs this same
 * command through .ci/run).
 *
 *   npm test                 all stages
 *   npm test -- --from build the stages from `build` on (a quicker rerun)
 *
 * The stages of a step run at the same time. The type check runs on one
 * core and the unit tests and the build leave part of the second idle, so
 * together they took 92 s where one after another took 110 s. Their output
 * is held and printed whole as each ends, so the logs do not interleave.
 */
import { spawn } from 'node:child_process';

/** The npm scripts `npm test` runs: steps in order, the stages of a step together. */
const STEPS = [['typecheck', 'test:unit', 'build'], ['test:built'], ['test:e2e'], ['test:dev']];
const STAGES = STEPS.flat();

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > -1 ? process.argv[fromIndex + 1] : STAGES[0];
if (!STAGES.includes(from)) {
  process.stderr.write(`Unknown stage "${from}". Stages: ${STAGES.join(', ')}\n`);
  process.exit(2);
}
const wanted = new Set(STAGES.slice(STAGES.indexOf(from)));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one stage; alone it prints as it goes, beside others its output is printed when it ends. */
function runStage(stage, alone) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', stage], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A child that fails to start emits 'error' and may still emit 'close': report it once.
    const done = (ok) => {
      if (ended) return;
      ended = true;
      if (!alone) process.stdout.write(`\n▶ npm run ${stage} (output held while it ran beside other stages)\n${Buffer.concat(output)}`);
      resolve([stage, (performance.now() - start) / 1000, ok]);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const times = [];
const failed = [];
const stepsStart = performance.now();
for (const step of STEPS) {
  const stages = step.filter((stage) => wanted.has(stage));
  if (stages.length === 0) continue;
  if (stages.length === 1) process.stdout.write(`\n▶ npm run ${stages[0]}\n`);
  else process.stdout.write(`\n▶ ${stages.map((s) => `npm run ${s}`).join(', ')}: at the same time\n`);
  const results = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  times.push(...results);
  failed.push(...results.filter(([, , ok]) => !ok).map(([stage]) => stage));
  if (failed.length) break;
}

const wall = (performance.now() - stepsStart) / 1000;
process.stdout.write('\nStage times\n');
for (const [stage, seconds, ok] of times) process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'}  ${stage.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s\n`);
process.stdout.write(`        ${'total'.padEnd(11)} ${wall.toFixed(1).padStart(7)} s (stages of a step run at the same time)\n`);
if (failed.length) {
  process.stderr.write(`\nnpm test stopped: ${failed.map((stage) => `"npm run ${stage}"`).join(', ')} failed.\n`);
  process.exit(1);
}
