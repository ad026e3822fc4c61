/**
 * Whether the app is hydrating pre-rendered markup: during its first render,
 * and while a deferred part (src/components/deferred) that was put off during
 * that render catches up. Theme code in the main chunk imports this module,
 * so there is one state for every chunk, set before the first route chunk can
 * ask.
 */
let firstRender = typeof document !== 'undefined';
let resuming = 0;

export const isHydrating = (): boolean => firstRender || resuming > 0;

/** Called once the first render has committed; every later render builds new markup. */
export function hydrationDone(): void {
  firstRender = false;
}

/**
 * Marks the render of a deferred part that hydrates now, so deferred parts
 * inside it wait their own turn instead of hydrating with it. Every call is
 * paired with `endResume()`; the reset after the current task is a safety net
 * for a render that threw before reaching its end.
 */
export function beginResume(): void {
  resuming += 1;
  queueMicrotask(() => {
    resuming = 0;
  });
}

export function endResume(): void {
  resuming = Math.max(0, resuming - 1);
}
