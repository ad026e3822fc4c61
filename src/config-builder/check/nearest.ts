/**
 * "Did you mean": the real key or flag nearest to one the reader wrote.
 * Order: a 0.2.x name with a known replacement, then the same name in other
 * case or separators (`baseUrl`, `api_key`), then a typo (edit distance ≤ 2),
 * then a longer or shorter form of a real name (`controlMode` → `control`),
 * then the same name under another parent (`browser.engine`).
 */
import { type ConfigLegacyKey, configLegacyKeys } from '../../data/config';
import { childNames, concreteKeys } from './option-lookup';

/** Longer names are not compared: no real key is this long, and distance is quadratic. */
const MAX_COMPARED = 64;

/** Suggestions computed per check; past this, unknown keys are still reported, without one. */
export const maxSuggestions = 25;

const fold = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '');

/** Optimal-string-alignment distance, or `max + 1` as soon as it must exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let prev2 = new Int32Array(width);
  let prev = Int32Array.from({ length: width }, (_, j) => j);
  let row = new Int32Array(width);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length];
}

/** Folded names of a candidate map, computed once per map (flag candidates are built once). */
const foldedCache = new WeakMap<Map<string, string>, [string, string][]>();

function folded(candidates: Map<string, string>): [string, string][] {
  let out = foldedCache.get(candidates);
  if (!out) {
    out = [...candidates].map(([name, result]): [string, string] => [fold(name), result]);
    foldedCache.set(candidates, out);
  }
  return out;
}

const foldedLeaves: [string, string][] = concreteKeys.map((parts) => [fold(parts[parts.length - 1]), parts.join('.')]);

const allowedDistance = (name: string): number => (name.length <= 4 ? 1 : 2);

/** Best of `candidates` (real names) for `written`, by the order described above; candidates map name → result. */
export function nearestName(written: string, candidates: Map<string, string>): string | undefined {
  if (written.length > MAX_COMPARED) return undefined;
  const w = fold(written);
  const names = folded(candidates);
  let best: { result: string; distance: number } | undefined;
  for (const [n, result] of names) {
    if (n === w) return result;
    const d = editDistance(w, n, allowedDistance(n));
    if (d <= allowedDistance(n) && (!best || d < best.distance)) best = { result, distance: d };
  }
  if (best) return best.result;
  for (const [n, result] of names) {
    if (n.length >= 4 && w.length >= 4 && (w.startsWith(n) || n.startsWith(w))) return result;
  }
  return undefined;
}

export function legacyKeyAt(path: string[]): ConfigLegacyKey | undefined {
  return configLegacyKeys.find((l) => {
    const parts = l.key.split('.');
    return parts.length === path.length && parts.every((p, i) => p === path[i]);
  });
}

/** The real key a reader most likely meant by an unknown key path. */
export function nearestKey(path: string[]): string | undefined {
  const legacy = legacyKeyAt(path);
  if (legacy) return legacy.replacedBy;
  const leaf = path[path.length - 1];
  const sibling = nearestName(leaf, childNames(path.slice(0, -1)));
  if (sibling) return sibling;
  if (leaf.length > MAX_COMPARED) return undefined;
  const w = fold(leaf);
  return foldedLeaves.find(([n]) => n === w)?.[1];
}
