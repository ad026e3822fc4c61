/**
 * From raw event values to what the player shows: each value checked against
 * the event schema, then folded into steps. Runs in the loading worker for
 * files and on the main thread for the small built-in examples.
 */
import { buildSteps, type Step } from './steps';
import { validateEvents } from './validate';

/** What the session header says about the events besides the steps themselves. */
export interface EventSummary {
  itemCount: number;
  /** Distinct unknown type names, in order of first appearance. */
  unknownTypes: string[];
  unknownCount: number;
  invalidCount: number;
}

export type Prepared = { ok: true; steps: Step[]; summary: EventSummary } | { ok: false; error: 'empty' };

export function prepareEvents(events: readonly unknown[]): Prepared {
  const report = validateEvents(events);
  const steps = buildSteps(report.items);
  if (steps.length === 0) return { ok: false, error: 'empty' };
  const { unknownTypes, unknownCount, invalidCount } = report;
  return { ok: true, steps, summary: { itemCount: report.items.length, unknownTypes, unknownCount, invalidCount } };
}
