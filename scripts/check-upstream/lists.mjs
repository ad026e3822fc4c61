/**
 * The 0.3.0 config keys and CLI flags as check:upstream reads them from the
 * source, kept in src/data/upstream-lists.json. CI has no Agent TARS checkout,
 * so unit tests that must hold against the source (every key the config
 * builder writes exists upstream) read this file; check:upstream rewrites it
 * with --write-lists and fails when it no longer matches the source.
 */
import fs from 'node:fs';

/** @param {{ cli: { flags: { name: string, short?: string }[] }, config: { key: string }[] }} up */
export function upstreamLists(up) {
  const sorted = (items) => Array.from(new Set(items)).sort();
  return {
    configKeys: sorted(up.config.map((k) => k.key)),
    flags: sorted(up.cli.flags.flatMap((f) => (f.short ? [f.name, f.short] : [f.name]))),
  };
}

export const listsText = (lists) => `${JSON.stringify(lists, null, 2)}\n`;

/** What differs between the committed lists and the source's, as report lines. */
export function listsDrift(file, lists) {
  if (!fs.existsSync(file)) return [`${file} is missing: run check:upstream with --write-lists`];
  const committed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out = [];
  for (const kind of /** @type {const} */ (['configKeys', 'flags'])) {
    const have = new Set(committed[kind] ?? []);
    const want = new Set(lists[kind]);
    for (const item of want) if (!have.has(item)) out.push(`${kind}: ${item} is in the source, not in the file`);
    for (const item of have) if (!want.has(item)) out.push(`${kind}: ${item} is in the file, not in the source`);
  }
  return out;
}
