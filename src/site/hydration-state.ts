/**
 * Whether the app is hydrating pre-rendered markup: true during its first
 * render, until that render commits. Theme code in the main chunk imports
 * this module, so there is one state for every chunk, set before the first
 * route chunk can ask.
 */
let firstRender = typeof document !== 'undefined';

export const isHydrating = (): boolean => firstRender;

/** Called once the first render has committed; every later render builds new markup. */
export function hydrationDone(): void {
  firstRender = false;
}
