/**
 * Whether the app is still in its first, hydrating render. Theme code in the
 * main chunk imports this module, so there is one flag for every chunk, set
 * before the first route chunk can ask.
 */
let hydrating = typeof document !== 'undefined';

export const isHydrating = (): boolean => hydrating;

/** Called once the first render has committed; every later render builds new markup. */
export function hydrationDone(): void {
  hydrating = false;
}
