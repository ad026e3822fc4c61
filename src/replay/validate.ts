/**
 * Turns an untrusted list of parsed JSON values into replay items.
 *
 * The field rules are not repeated here: `validateAgentEvent` in
 * `src/data/events.ts` is the single run-time view of the 0.3.0 event table,
 * and the reference pages render the same table. This module only decides
 * what the player does with each value: a valid event is played as itself,
 * anything else is kept as a generic row so nothing disappears silently.
 */
import { findEventType, validateAgentEvent, type AgentEvent } from '../data/events';

export interface KnownItem {
  status: 'ok';
  index: number;
  event: AgentEvent;
}

/** A well-formed object whose `type` is not a 0.3.0 event type (custom or newer events). */
export interface UnknownItem {
  status: 'unknown';
  index: number;
  type: string;
  raw: Record<string, unknown>;
  id?: string;
  timestamp?: number;
}

/** The server's `session_created` SSE message: documented, but not an agent event. */
export interface ServerItem {
  status: 'server';
  index: number;
  type: string;
  raw: Record<string, unknown>;
  timestamp?: number;
}

/** A value that claims a known type (or none) but breaks the schema. */
export interface InvalidItem {
  status: 'invalid';
  index: number;
  type?: string;
  raw: unknown;
  problems: string[];
  id?: string;
  timestamp?: number;
}

export type ReplayItem = KnownItem | UnknownItem | ServerItem | InvalidItem;

export interface ValidationReport {
  items: ReplayItem[];
  /** Distinct unknown type names, in order of first appearance. */
  unknownTypes: string[];
  unknownCount: number;
  invalidCount: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const finiteNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

const stringOrUndefined = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Classifies one value. `index` is its position in the source list. */
export function validateItem(value: unknown, index: number): ReplayItem {
  if (!isRecord(value)) {
    return { status: 'invalid', index, raw: value, problems: ['event is not an object'] };
  }
  const type = value.type;
  const timestamp = finiteNumber(value.timestamp);
  const id = stringOrUndefined(value.id);
  if (typeof type !== 'string' || type === '') {
    return { status: 'invalid', index, raw: value, problems: ['missing string field "type"'], id, timestamp };
  }
  const doc = findEventType(type);
  if (!doc) {
    return { status: 'unknown', index, type, raw: value, id, timestamp };
  }
  if (doc.persistence === 'server-only') {
    const problems = validateAgentEvent(value, { allowServerMessages: true });
    return problems.length === 0
      ? { status: 'server', index, type, raw: value, timestamp }
      : { status: 'invalid', index, type, raw: value, problems, timestamp };
  }
  const problems = validateAgentEvent(value);
  if (problems.length > 0) {
    return { status: 'invalid', index, type, raw: value, problems, id, timestamp };
  }
  return { status: 'ok', index, event: value as unknown as AgentEvent };
}

export function validateEvents(values: readonly unknown[]): ValidationReport {
  const items: ReplayItem[] = [];
  const unknownTypes: string[] = [];
  let unknownCount = 0;
  let invalidCount = 0;
  values.forEach((value, index) => {
    const item = validateItem(value, index);
    if (item.status === 'unknown') {
      unknownCount += 1;
      if (!unknownTypes.includes(item.type)) unknownTypes.push(item.type);
    } else if (item.status === 'invalid') {
      invalidCount += 1;
    }
    items.push(item);
  });
  return { items, unknownTypes, unknownCount, invalidCount };
}

/** Timestamp of any item, when it has a usable one. */
export const itemTimestamp = (item: ReplayItem): number | undefined =>
  item.status === 'ok' ? item.event.timestamp : item.timestamp;

/** Type name of any item, or undefined when the value had none. */
export const itemType = (item: ReplayItem): string | undefined =>
  item.status === 'ok' ? item.event.type : item.type;
