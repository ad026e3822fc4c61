/**
 * Clicks on the controls of a page's content that land before the content
 * has hydrated (its script still on the way, plugins/content-chunk) wait
 * for it, then run.
 *
 * React replays a click on markup it has not hydrated only when it can
 * hydrate that part at once; when the part's code has not arrived, the click
 * reaches no handler and is lost (a copy button that does nothing). Links
 * are left alone: without a handler they still lead to their page.
 */
/** The longest a held click waits for an idle moment after the content hydrated. */
const REPLAY_TIMEOUT_MS = 2000;

const CONTROL = 'button, [role="tab"], summary, label, input, select, textarea';

export interface EarlyClicks {
  /** The content has hydrated: stop holding, and replay the clicks held, in order, once the browser is idle. */
  release(): void;
  /** The content will not hydrate: stop holding, drop what was held. */
  abandon(): void;
}

/** Holds clicks on controls inside `contentSelector` until released. */
export function holdEarlyClicks(contentSelector: string): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || !control.closest(contentSelector)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  // Capture on the window runs before React's listeners on the app root.
  window.addEventListener('click', hold, true);
  const stop = () => window.removeEventListener('click', hold, true);
  return {
    release() {
      stop();
      const clicks = held.splice(0);
      if (!clicks.length) return;
      // When the browser is next idle, that is once React has hydrated the
      // parts inside the content too (it works in tasks until then): a click
      // replayed on a part still being hydrated was dropped as well.
      const replay = () => clicks.forEach((control) => control.isConnected && control.click());
      if (typeof requestIdleCallback === 'function') requestIdleCallback(replay, { timeout: REPLAY_TIMEOUT_MS });
      else setTimeout(replay, REPLAY_TIMEOUT_MS);
    },
    abandon() {
      stop();
      held.length = 0;
    },
  };
}
