/**
 * Compares what the upstream source declares with our reference data, kind by
 * kind, and sorts each difference into new / removed / changed. Pure: it reads
 * nothing, so unit tests feed it small inputs.
 */

/** @typedef {'cli-command' | 'cli-flag' | 'config' | 'route' | 'event' | 'sdk-option'} Kind */
/** @typedef {{ kind: Kind, change: 'new' | 'removed' | 'changed', item: string, detail?: string, file?: string }} Difference */
/** @typedef {{ kind: Kind, change: string, item: string, reason: string }} Allowance  change 'internal': a config key kept out of the docs on purpose. */

/** A default as written in code or JSDoc, without quotes; undefined when it is prose rather than a literal. */
export function normalizeDefault(value) {
  if (value === undefined) return undefined;
  const v = String(value).trim().replace(/^`|`$/g, '').trim().replace(/^(['"])(.*)\1$/, '$2');
  return /^[\w@./:~+-]+$/.test(v) && v !== 'undefined' ? v : undefined;
}

function diffSets(kind, upstream, ours, fileOf) {
  /** @type {Difference[]} */
  const out = [];
  for (const item of upstream) if (!ours.has(item)) out.push({ kind, change: 'new', item, file: fileOf(item) });
  for (const item of ours) if (!upstream.has(item)) out.push({ kind, change: 'removed', item });
  return out;
}

/**
 * @param {{ cli: { flags: any[], commands: any[] }, routes: any[], events: any[], config: any[], sdk: any[] }} up
 * @param {import('./ours.mjs').OurReference} ours
 */
export function compare(up, ours) {
  /** @type {Difference[]} */
  const diffs = [];
  const counts = {};

  // CLI commands (the meta entry is --help/--version, which cac adds itself).
  const upCommands = new Map(up.cli.commands.map((c) => [c.name, c]));
  const ourCommands = new Set(ours.cliCommands.map((c) => c.id).filter((id) => id !== 'meta'));
  counts['cli-command'] = [upCommands.size, ourCommands.size];
  diffs.push(...diffSets('cli-command', new Set(upCommands.keys()), ourCommands, (n) => upCommands.get(n)?.file));

  // CLI flags: names, short forms and literal defaults. Flags cac adds itself are not in the source.
  const upFlags = new Map(up.cli.flags.map((f) => [f.name, f]));
  const ourFlags = new Map();
  for (const f of ours.cliFlags) if (f.source !== 'cac' && !ourFlags.has(f.name)) ourFlags.set(f.name, f);
  counts['cli-flag'] = [upFlags.size, ourFlags.size];
  diffs.push(...diffSets('cli-flag', new Set(upFlags.keys()), new Set(ourFlags.keys()), (n) => upFlags.get(n)?.file));
  for (const [name, u] of upFlags) {
    const o = ourFlags.get(name);
    if (!o) continue;
    if (u.short && o.short !== u.short) diffs.push({ kind: 'cli-flag', change: 'changed', item: name, detail: `short form ${u.short}, ours ${o.short ?? 'none'}`, file: u.file });
    const ud = normalizeDefault(u.default);
    const od = normalizeDefault(o.default);
    if (ud !== undefined && ud !== od) diffs.push({ kind: 'cli-flag', change: 'changed', item: name, detail: `default ${ud}, ours ${od ?? 'none'}`, file: u.file });
  }

  // Config keys. Upstream lists every level (`server`, `server.port`). Each upstream key must be
  // documented under its own name, or be a level some of whose keys are documented; any other key is
  // new, and stays a difference until it is documented or the allow-list calls it internal.
  const upConfig = new Map(up.config.map((k) => [k.key, k]));
  const ourConfig = new Map(ours.configOptions.map((o) => [o.key, o]));
  counts.config = [upConfig.size, ourConfig.size];
  const hasChildren = (map, key) => [...map.keys()].some((k) => k.startsWith(`${key}.`));
  for (const [key, u] of upConfig) {
    if (!ourConfig.has(key) && !(hasChildren(upConfig, key) && hasChildren(ourConfig, key))) diffs.push({ kind: 'config', change: 'new', item: key, file: u.file });
  }
  for (const key of ourConfig.keys()) if (!upConfig.has(key)) diffs.push({ kind: 'config', change: 'removed', item: key });
  for (const [key, u] of upConfig) {
    const o = ourConfig.get(key);
    if (!o) continue;
    if (u.literals && o.values) {
      const a = [...u.literals].sort().join(' | ');
      const b = [...o.values].sort().join(' | ');
      if (a !== b) diffs.push({ kind: 'config', change: 'changed', item: key, detail: `values ${a}, ours ${b}`, file: u.file });
    }
    const ud = normalizeDefault(u.default);
    const od = normalizeDefault(o.default);
    if (ud !== undefined && od !== undefined && ud !== od) diffs.push({ kind: 'config', change: 'changed', item: key, detail: `default ${ud}, ours ${od}`, file: u.file });
  }

  // Server routes, as "METHOD /path".
  const sig = (r) => `${r.method} ${r.path}`;
  const upRoutes = new Map(up.routes.map((r) => [sig(r), r]));
  const ourRoutes = new Set(ours.serverRoutes.map(sig));
  counts.route = [upRoutes.size, ourRoutes.size];
  diffs.push(...diffSets('route', new Set(upRoutes.keys()), ourRoutes, (s) => upRoutes.get(s)?.file));

  // Core event types.
  const upEvents = new Map(up.events.map((e) => [e.type, e]));
  const ourEvents = new Set(ours.coreEventTypeNames);
  counts.event = [upEvents.size, ourEvents.size];
  diffs.push(...diffSets('event', new Set(upEvents.keys()), ourEvents, (t) => upEvents.get(t)?.file));

  // SDK options: the top-level keys of the Agent constructor's options.
  const upSdk = new Map(up.sdk.filter((k) => !k.key.includes('.')).map((k) => [k.key, k]));
  const ourSdk = new Set(ours.agentOptions.map((o) => o.name));
  counts['sdk-option'] = [upSdk.size, ourSdk.size];
  diffs.push(...diffSets('sdk-option', new Set(upSdk.keys()), ourSdk, (k) => upSdk.get(k)?.file));

  return { diffs, counts };
}

/**
 * Splits differences into allowed (an allow-list entry with a reason matches) and not, and lists
 * allow-list entries that matched nothing (stale: the difference is gone, so the entry should go too).
 * @param {Difference[]} diffs
 * @param {Allowance[]} allowList
 */
export function applyAllowList(diffs, allowList) {
  // 'internal' is how the allow-list excuses an upstream config key nobody sets from a config file.
  const change = (a) => (a.kind === 'config' && a.change === 'internal' ? 'new' : a.change);
  const matches = (a, d) => a.kind === d.kind && change(a) === d.change && a.item === d.item;
  const used = new Set();
  const allowed = [];
  const blocking = [];
  for (const d of diffs) {
    const i = allowList.findIndex((a) => matches(a, d));
    if (i >= 0 && allowList[i].reason?.trim()) {
      used.add(i);
      allowed.push({ ...d, reason: allowList[i].reason });
    } else blocking.push(d);
  }
  const stale = allowList.filter((_, i) => !used.has(i));
  return { allowed, blocking, stale };
}
