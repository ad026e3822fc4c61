#!/usr/bin/env node
/**
 * Drift check: reads an Agent TARS source tree (never runs it) and compares its
 * CLI commands and flags, config keys, server routes, event types and SDK
 * options with our typed reference data in src/data/.
 *
 *   npm run check:upstream -- <checkout or git repo> [--ref <git ref>] [--allow <file>]
 *
 * Prints what is new, removed or changed, with the upstream file of each, and
 * exits 1 on any difference that the allow-list (each entry with a reason)
 * does not cover. Exit 2: bad arguments or an unreadable source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAllowList, compare } from './compare.mjs';
import { extractUpstream } from './extract.mjs';
import { loadOurReference } from './ours.mjs';
import { openSource } from './source.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const args = { allow: path.join(here, 'allow-list.json') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--ref' || a === '--allow') {
      if (!argv[i + 1]) throw new Error(`${a} needs a value`);
      args[a.slice(2)] = argv[++i];
    } else if (a.startsWith('--')) throw new Error(`Unknown option ${a}`);
    else if (!args.source) args.source = a;
    else throw new Error(`Unexpected argument ${a}`);
  }
  if (!args.source) throw new Error('Give the path of an Agent TARS checkout or git repository');
  return args;
}

async function main() {
  let args;
  let src;
  try {
    args = parseArgs(process.argv.slice(2));
    src = openSource(path.resolve(args.source), args.ref);
  } catch (err) {
    console.error(`check:upstream: ${err.message}\nUsage: npm run check:upstream -- <checkout or git repo> [--ref <git ref>] [--allow <file>]`);
    process.exit(2);
  }
  const allowList = fs.existsSync(args.allow) ? JSON.parse(fs.readFileSync(args.allow, 'utf8')).entries : [];
  const { diffs, counts } = compare(extractUpstream(src), await loadOurReference());
  const { allowed, blocking, stale } = applyAllowList(diffs, allowList);

  const out = process.stdout;
  out.write(`Upstream: ${src.label}\n\nCompared (upstream / ours):\n`);
  for (const [kind, [u, o]] of Object.entries(counts)) out.write(`  ${kind.padEnd(12)} ${String(u).padStart(4)} / ${o}\n`);
  out.write(`\nDifferences: ${diffs.length} (${allowed.length} allowed, ${blocking.length} not allowed)\n`);
  for (const change of ['new', 'removed', 'changed']) {
    const list = blocking.filter((d) => d.change === change);
    if (list.length === 0) continue;
    out.write(`\n${change.toUpperCase()} (not in the allow-list):\n`);
    for (const d of list) out.write(`  ${d.kind.padEnd(12)} ${d.item}${d.detail ? `: ${d.detail}` : ''}${d.file ? `  (${d.file})` : ''}\n`);
  }
  if (stale.length > 0) {
    out.write(`\nAllow-list entries that matched nothing (the difference is gone; remove them):\n`);
    for (const s of stale) out.write(`  ${s.kind} ${s.change} ${s.item}\n`);
  }
  out.write(blocking.length === 0 ? '\nNo drift beyond the allow-list.\n' : `\n${blocking.length} differences need a data fix or an allow-list entry with a reason.\n`);
  process.exit(blocking.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`check:upstream failed: ${err.stack ?? err}`);
  process.exit(2);
});
