/**
 * The order in which deferred parts of a pre-rendered page hydrate.
 *
 * Hydrating a whole doc page at once took one task of 700–1,000 ms on a
 * mid-range phone (Lighthouse's 4× CPU slowdown), and the page could not
 * answer a tap during it. Deferred parts (code blocks, tables, tabs) wait in
 * this queue instead and hydrate one per task, in page order, so no task is
 * long. Any input from the reader opens every gate at once, so a click on a
 * copy button or a tab never lands on markup that is not live yet.
 */
export interface Gate {
  /** Settles when the part may hydrate. */
  readonly promise: Promise<void>;
  readonly open: boolean;
}

export interface HydrationQueueOptions {
  /** Runs `task` in a later task of the event loop. */
  schedule: (task: () => void) => void;
}

export interface HydrationQueue {
  /** A new gate at the end of the queue; the queue starts opening gates on its own. */
  enqueue(): Gate;
  /** Opens every gate still closed (the reader is interacting). */
  flush(): void;
  /** Gates still closed. */
  readonly pending: number;
}

interface MutableGate extends Gate {
  open: boolean;
  release: () => void;
}

export function createHydrationQueue({ schedule }: HydrationQueueOptions): HydrationQueue {
  const waiting: MutableGate[] = [];
  let scheduled = false;

  const openGate = (gate: MutableGate) => {
    gate.open = true;
    gate.release();
  };

  const step = () => {
    scheduled = false;
    const gate = waiting.shift();
    if (gate) openGate(gate);
    if (waiting.length) plan();
  };

  const plan = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(step);
  };

  return {
    enqueue() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      const gate: MutableGate = { promise, open: false, release };
      waiting.push(gate);
      plan();
      return gate;
    },
    flush() {
      for (const gate of waiting.splice(0)) openGate(gate);
    },
    get pending() {
      return waiting.length;
    },
  };
}

/** The next task of the event loop, without setTimeout's 4 ms clamp on nested timers. */
export function nextTask(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
