import { describe, expect, it } from 'vitest';
import { createHydrationQueue, nextTask } from '../../src/site/hydration-queue';

/** A scheduler the test runs by hand: one call of `tick` is one task of the event loop. */
function manualScheduler() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void tasks.push(task),
    tick: () => tasks.shift()?.(),
    get queued() {
      return tasks.length;
    },
  };
}

describe('hydration queue', () => {
  it('opens one gate per task, in the order the parts asked', async () => {
    const clock = manualScheduler();
    const queue = createHydrationQueue(clock);
    const gates = [queue.enqueue(), queue.enqueue(), queue.enqueue()];
    const opened: number[] = [];
    gates.forEach((g, i) => g.promise.then(() => opened.push(i)));
    expect(gates.map((g) => g.open)).toEqual([false, false, false]);
    expect(clock.queued).toBe(1);

    clock.tick();
    await Promise.resolve();
    expect(opened).toEqual([0]);
    expect(gates.map((g) => g.open)).toEqual([true, false, false]);
    expect(queue.pending).toBe(2);

    clock.tick();
    clock.tick();
    await Promise.resolve();
    expect(opened).toEqual([0, 1, 2]);
    expect(queue.pending).toBe(0);
    expect(clock.queued).toBe(0);
  });

  it('opens every closed gate at once when the reader interacts', async () => {
    const clock = manualScheduler();
    const queue = createHydrationQueue(clock);
    const gates = [queue.enqueue(), queue.enqueue(), queue.enqueue()];
    clock.tick();
    queue.flush();
    expect(gates.every((g) => g.open)).toBe(true);
    expect(queue.pending).toBe(0);
    await Promise.all(gates.map((g) => g.promise));
    // The task already planned finds nothing left to open.
    clock.tick();
    expect(clock.queued).toBe(0);
  });

  it('keeps a single planned task however many parts enqueue', () => {
    const clock = manualScheduler();
    const queue = createHydrationQueue(clock);
    for (let i = 0; i < 50; i += 1) queue.enqueue();
    expect(clock.queued).toBe(1);
  });

  it('nextTask runs the callback in a later task, not synchronously', async () => {
    let ran = false;
    const done = new Promise<void>((resolve) =>
      nextTask(() => {
        ran = true;
        resolve();
      }),
    );
    expect(ran).toBe(false);
    await done;
    expect(ran).toBe(true);
  });
});
