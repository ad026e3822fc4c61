/**
 * Prepares arbitrary event data for display as JSON: long strings are cut,
 * image data URLs are replaced by a short note, deep or huge structures are
 * capped. The output is plain data, rendered as text, never as HTML.
 */
import { MAX_INLINE_STRING } from './constants';

export interface DisplayLabels {
  /** `{n}` = number of characters left out. */
  truncated: string;
  /** `{size}` = approximate size of the image data. */
  dataUrl: string;
}

const MAX_DEPTH = 8;
const MAX_ITEMS = 200;
const MAX_KEYS = 200;

const sizeText = (chars: number): string => {
  const bytes = Math.floor((chars * 3) / 4);
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

export function prepareForDisplay(value: unknown, labels: DisplayLabels, depth = 0): unknown {
  if (typeof value === 'string') {
    if (/^data:[\w/+.-]+;base64,/.test(value.slice(0, 80))) {
      return labels.dataUrl.replace('{size}', sizeText(value.length));
    }
    if (value.length > MAX_INLINE_STRING) {
      return value.slice(0, MAX_INLINE_STRING) + labels.truncated.replace('{n}', String(value.length - MAX_INLINE_STRING));
    }
    return value;
  }
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol' ? String(value) : value;
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => prepareForDisplay(v, labels, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… +${value.length - MAX_ITEMS}`);
    return items;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (const key of keys.slice(0, MAX_KEYS)) {
    out[key] = prepareForDisplay((value as Record<string, unknown>)[key], labels, depth + 1);
  }
  if (keys.length > MAX_KEYS) out['…'] = `+${keys.length - MAX_KEYS}`;
  return out;
}

/** Pretty JSON text of prepared data; `undefined` becomes an empty string. */
export function displayJson(value: unknown, labels: DisplayLabels): string {
  const prepared = prepareForDisplay(value, labels);
  if (prepared === undefined) return '';
  try {
    return JSON.stringify(prepared, null, 2) ?? '';
  } catch {
    return String(prepared);
  }
}

export type TableShape =
  | { kind: 'rows'; columns: string[]; rows: Record<string, unknown>[] }
  | { kind: 'record'; entries: [string, unknown][] }
  | { kind: 'none' };

const isScalar = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Whether data reads best as a table: an array of flat objects (rows), or one
 * flat object (key/value pairs). Anything nested falls back to JSON.
 */
export function tableShape(data: unknown): TableShape {
  if (Array.isArray(data) && data.length > 0 && data.length <= 500) {
    const objects = data.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
    if (objects) {
      const columns: string[] = [];
      for (const row of data as Record<string, unknown>[]) {
        for (const [k, v] of Object.entries(row)) {
          if (!isScalar(v)) return { kind: 'none' };
          if (!columns.includes(k)) columns.push(k);
        }
      }
      if (columns.length > 0 && columns.length <= 12) return { kind: 'rows', columns, rows: data as Record<string, unknown>[] };
    }
  }
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const entries = Object.entries(data);
    if (entries.length > 0 && entries.length <= 40 && entries.every(([, v]) => isScalar(v))) return { kind: 'record', entries };
  }
  return { kind: 'none' };
}
