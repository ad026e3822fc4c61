/**
 * Calls `fn` at most once per `wait` ms, on the leading edge and once more at
 * the end of a burst, so the last scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= wait) {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
      }
      run(args);
      return;
    }
    pending = args;
    if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, wait - elapsed);
    }
  };

  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
