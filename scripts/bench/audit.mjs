#!/usr/bin/env node
/**
 * Security gate on the shipped dependencies: `npm audit --omit=dev` must
 * report no high or critical advisory.
 *
 * An audit that cannot reach the advisory service (offline machine, a
 * registry mirror without the audit endpoint) is reported as skipped and
 * exits 0, unless --strict is given (use it in CI with network access).
 *
 * Usage: node scripts/bench/audit.mjs [--strict]
 */
import { spawnSync } from 'node:child_process';

const strict = process.argv.includes('--strict');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  // Not JSON: the audit itself failed.
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ??
    (run.stderr ?? '').split('\n').find((l) => l.trim() && !/^npm warn/i.test(l)) ??
    'no report';
  process.stdout.write(`npm audit: SKIPPED, the advisory service did not answer (${reason.trim()})\n`);
  process.exit(strict ? 1 : 0);
}

const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
process.stdout.write(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low\n`,
);
if (blocking > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') {
      const via = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
      process.stdout.write(`  ${v.severity}: ${name} ${v.range} — ${via}\n`);
    }
  }
  process.exit(1);
}
