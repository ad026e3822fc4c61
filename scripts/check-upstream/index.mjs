#!/usr/bin/env node
/**
 * Drift check: reads an Agent TARS source tree (never runs it) and compares its
 * CLI commands and flags, config keys, server routes, event types and SDK
 * options with our typed reference data in src/data/.
 *
 *   npm run check:upstream -- <checkout or git repo> [--ref <git ref>] [--allow <file>] [--verbose] [--write-lists]
 *
 * Prints what is new, removed or changed, with the upstream file of each, and
 * exits 1 on any difference that the allow-list (each entry with a reason)
 * does not cover. Then checks quotes: every error or log line the docs present
 * as Agent TARS's output must occur in the source (quotes.mjs); exits 1 on any
 * that does not. Last, every source line of the claims ledger must still hold
 * its text (claims.mjs). Exit 2: bad arguments or an unreadable source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSource } from './source.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function parseArgs(argv) {
  const args = { allow: path.join(here, 'allow-list.json') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--verbose') args.verbose = true;
    else if (a === '--write-lists') args.writeLists = true;
    else if (a === '--ref' || a === '--allow') {
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
    console.error(`check:upstream: ${err.message}\nUsage: npm run check:upstream -- <checkout or git repo> [--ref <git ref>] [--allow <file>] [--verbose] [--write-lists]`);
    process.exit(2);
  }
  // Loaded once the arguments hold: the TypeScript parser and esbuild take seconds to load, a usage error should not wait for them.
  const [{ checkClaims }, { applyAllowList, compare }, { extractUpstream }, { layout }, { listsDrift, listsText, upstreamLists }, { harvestQuotes }, { checkQuotes, sourcePatterns }, { loadOurReference }] =
    await Promise.all([
      import('./claims.mjs'),
      import('./compare.mjs'),
      import('./extract.mjs'),
      import('./layout.mjs'),
      import('./lists.mjs'),
      import('./quotes-harvest.mjs'),
      import('./quotes.mjs'),
      import('./ours.mjs'),
    ]);
  const allowList = fs.existsSync(args.allow) ? JSON.parse(fs.readFileSync(args.allow, 'utf8')).entries : [];
  const ours = await loadOurReference();
  const upstream = extractUpstream(src);
  const { diffs, counts } = compare(upstream, ours);
  const { allowed, blocking, stale } = applyAllowList(diffs, allowList);

  const out = process.stdout;
  out.write(`Upstream: ${src.label}\n\nCompared (upstream / ours):\n`);
  for (const [kind, [u, o]] of Object.entries(counts)) out.write(`  ${kind.padEnd(12)} ${String(u).padStart(4)} / ${o}\n`);
  const configNew = diffs.filter((d) => d.kind === 'config' && d.change === 'new');
  const internal = allowed.filter((d) => d.kind === 'config' && d.change === 'new').length;
  const [upKeys] = counts.config;
  out.write(
    `\nConfig keys upstream: ${upKeys}: ${upKeys - configNew.length} documented (or a level with documented keys), ${internal} internal (allow-list, with a reason), ${configNew.length - internal} neither\n`,
  );
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

  const listsFile = path.join(root, 'src/data/upstream-lists.json');
  const lists = upstreamLists(upstream);
  if (args.writeLists) fs.writeFileSync(listsFile, listsText(lists));
  const listDrift = listsDrift(listsFile, lists);
  out.write(`\nKey and flag lists (${path.relative(root, listsFile)}): ${lists.configKeys.length} keys, ${lists.flags.length} flags, ${listDrift.length} differences\n`);
  for (const line of listDrift) out.write(`  ${line}\n`);

  const harvested = harvestQuotes({ docsRoot: path.join(root, 'docs'), root, userProblems: ours.userProblems, serverRouteDetails: ours.serverRouteDetails });
  for (const c of ours.claims) for (const text of c.quotes ?? []) harvested.push({ text, where: `src/data/claims (${c.id})` });
  const quotes = checkQuotes(harvested, ours.thirdPartyQuotes, sourcePatterns(src, layout.quotes));
  out.write(`\nQuotes (error and log lines in the docs): ${quotes.checked.length} checked in the source, ${quotes.external.length} third-party, ${quotes.missing.length} missing\n`);
  if (args.verbose) {
    out.write(`\nChecked:\n`);
    for (const q of quotes.checked) out.write(`  ${q.text}\n    = ${JSON.stringify(q.pattern)} (${q.file})\n`);
  }
  out.write(`\nThird-party (not checked against the source):\n`);
  for (const q of quotes.external) out.write(`  ${q.text}  [${q.origin}]\n`);
  if (quotes.missing.length > 0) {
    out.write(`\nMISSING (presented as Agent TARS output, not in the source; fix the quote or declare its origin in src/data/quote-origins.ts):\n`);
    for (const q of quotes.missing) out.write(`  ${q.text}\n    at ${q.wheres.join(', ')}\n`);
  }
  if (quotes.unused.length > 0) {
    out.write(`\nThird-party declarations no page quotes any more (remove them):\n`);
    for (const q of quotes.unused) out.write(`  ${q.text}\n`);
  }

  const ledger = checkClaims(ours.claims, src);
  out.write(`\nClaims ledger: ${ours.claims.length} claims, ${ledger.held.length} source lines hold, ${ledger.moved.length} moved, ${ledger.broken.length} broken\n`);
  for (const m of ledger.moved) out.write(`  moved: ${m.at} is now line ${m.to}\n`);
  for (const b of ledger.broken) out.write(`  BROKEN: ${b.at} ${b.why}\n`);

  // exitCode, not exit(): a report longer than the pipe's buffer (80 KB against a tree that differs a lot)
  // was cut off when exit() ended the process before stdout had drained.
  process.exitCode = blocking.length === 0 && listDrift.length === 0 && quotes.missing.length === 0 && ledger.broken.length === 0 ? 0 : 1;
}

main().catch((err) => {
  console.error(`check:upstream failed: ${err.stack ?? err}`);
  process.exit(2);
});
