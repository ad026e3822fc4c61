import { PROGRESS } from '../../src/site/constants';

type NProgress = (typeof import('nprogress'))['default'];

let loading: Promise<NProgress> | undefined;

/** nprogress, fetched the first time a route load is slow enough to show it. */
const progressBar = (): Promise<NProgress> =>
  (loading ??= import('nprogress').then(({ default: nprogress }) => {
    // A variable, not a literal: @types/nprogress 0.2 leaves out trickleRate, which nprogress 0.2 reads.
    const settings = {
      minimum: PROGRESS.minimum,
      speed: PROGRESS.speedMs,
      trickleSpeed: PROGRESS.trickleSpeedMs,
      trickleRate: PROGRESS.trickleRate,
      showSpinner: false,
    };
    nprogress.configure(settings);
    return nprogress;
  }));

/**
 * Shows the bar if the work takes longer than the spec's delay, and finishes
 * it when the work is done. Returns the function that ends it.
 */
export function startRouteProgress(): () => void {
  let finished = false;
  let shown = false;
  const timer = setTimeout(() => {
    void progressBar().then((bar) => {
      if (finished) return;
      shown = true;
      bar.start();
    });
  }, PROGRESS.delayMs);
  return () => {
    finished = true;
    clearTimeout(timer);
    if (shown) void progressBar().then((bar) => bar.done());
  };
}
