/**
 * Accessibility repairs on markup the Rspress theme renders and we do not
 * override: attribute changes only, applied after each render, so React's
 * tree is untouched. Each one names the upstream component, its markup and
 * the axe rule it fails, so it can be reported and the patch removed.
 */

/**
 * The upstream problem, in Rspress 2.0.22, to report and then drop this patch:
 * axe rule scrollable-region-focusable (WCAG 2.1.1, "Scrollable region must
 * have keyboard access"). A region that scrolls must be reachable by Tab so a
 * keyboard user can scroll it; Rspress renders these without a tabindex:
 * - CodeBlock (theme/components/CodeBlock/index.js): the code sits in
 *   `<div class="rp-codeblock__content__scroll-container rp-scrollbar
 *   rp-scrollbar--always">`, `overflow-x: auto` (CodeBlock/index.css), so a
 *   line longer than the column scrolls sideways out of keyboard reach.
 * - The Markdown table (theme/components/DocContent/docComponents/table.js):
 *   every table sits in `<div class="rp-table-scroll-container rp-scrollbar">`,
 *   `overflow-x: auto` (DocContent/doc.css), so a wide table does the same.
 * - `.rspress-doc pre`, `pre code` and `table`: the same markup when it
 *   scrolls by itself (a `<pre>` or table written as HTML in a page, or one
 *   of ours styled to scroll), which no wrapper above covers.
 * Upstream fix: tabindex="0" with a role and a name on the scroll
 * containers (or only on those that overflow, as here).
 */
const SCROLLING = '.rspress-doc pre, .rspress-doc pre code, .rp-codeblock__content__scroll-container, .rp-table-scroll-container, .rspress-doc table';

/**
 * The blocks theme/styles/index.css gives `content-visibility: auto`. The
 * browser skips laying out such a block while it is far from the viewport,
 * and reading a size inside it would lay it out on the spot.
 */
export const LAZY_BLOCKS = '.rp-table-scroll-container, .rp-codeblock, .rp-callout';

const scrolls = (overflow: string | undefined) => overflow === undefined || overflow === 'auto' || overflow === 'scroll';

/**
 * Scrollable as axe counts it: content larger than the box along an axis the
 * box scrolls. (A table's container scrolls sideways only; while the browser
 * skips a lazy block, its content is taller than the placeholder height.)
 * Without computed styles, as in unit tests, both axes count.
 */
function isScrollable(el: HTMLElement): boolean {
  const style = el.ownerDocument?.defaultView?.getComputedStyle(el);
  return (
    (scrolls(style?.overflowX) && el.scrollWidth > el.clientWidth + 1) || (scrolls(style?.overflowY) && el.scrollHeight > el.clientHeight + 1)
  );
}

/**
 * Makes the scrollable ones of `candidates` focusable, named groups. They are
 * groups, not regions: a page has many, and a region is a landmark, which
 * must carry a name of its own (landmark-unique). All sizes are read before
 * any attribute changes: a change between two reads would force a fresh
 * style and layout pass for every element.
 */
export function patchScrollable(candidates: HTMLElement[], scrollLabel: string): void {
  // A lazy block that the browser skips reports its placeholder size until
  // something inside it is laid out; measuring a child lays out the block.
  for (const el of candidates) if (el.matches?.(LAZY_BLOCKS)) el.firstElementChild?.getBoundingClientRect();
  const scrolling = candidates.filter((el) => !el.hasAttribute('tabindex') && isScrollable(el));
  for (const el of scrolling) {
    el.setAttribute('tabindex', '0');
    if (!el.hasAttribute('role') && el.tagName !== 'TABLE') el.setAttribute('role', 'group');
    if (!el.hasAttribute('aria-label') && el.tagName !== 'TABLE') el.setAttribute('aria-label', scrollLabel);
  }
}

/**
 * Patches the candidates outside lazily rendered blocks now, and returns the
 * ones inside them for patchWhenRendered: measuring those now would lay out
 * every block of a long page during its load, the work content-visibility
 * saves.
 */
export function applyA11yPatches(root: ParentNode, scrollLabel: string): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(SCROLLING)].filter((el) => !el.hasAttribute('tabindex'));
  const later = new Set(candidates.filter((el) => el.closest(LAZY_BLOCKS) !== null));
  patchScrollable(
    candidates.filter((el) => !later.has(el)),
    scrollLabel,
  );
  return [...later];
}

/**
 * The most an idle period's sweep works, in ms, beyond one block: an input
 * that arrives meanwhile waits for the task. An idle period lasts up to 50 ms,
 * and on a fast machine the sweep filled it (tasks of 14–35 ms on
 * /guide/basic/cli at 1× CPU, which Lighthouse's 8× simulation counts as
 * 112–280 ms of blocking work).
 */
export const SWEEP_BUDGET_MS = 4;

/** Set on <html> while some scroll containers still wait for their patch. */
export const PENDING_ATTRIBUTE = 'data-a11y-pending';

/** An idle-period task; `timeLeft` gives the milliseconds left in the period. */
type IdleTask = (timeLeft: () => number) => void;

interface Scheduler {
  idle: (task: IdleTask) => () => void;
  /** The clock a block's cost is measured with (tests pass their own). */
  now: () => number;
}

const browserScheduler: Scheduler = {
  now: () => performance.now(),
  idle(task) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback((deadline) => task(() => deadline.timeRemaining()), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => task(() => 0), 50);
    return () => clearTimeout(id);
  },
};

type EventHost = Pick<Document, 'addEventListener' | 'removeEventListener'> & {
  documentElement: Pick<Element, 'setAttribute' | 'removeAttribute'>;
};

/**
 * Patches the candidates applyA11yPatches left, each block's as soon as the
 * browser renders the block (it nears the viewport), and meanwhile the rest
 * block by block in idle periods: at least one block per period, and another
 * while the time left is more than twice the dearest block so far on the
 * page and the period's work with it stays within SWEEP_BUDGET_MS. The
 * margin is for the block dearer than any before it: with one block's worth
 * of margin, a slow phone (4× CPU) got more idle tasks over 50 ms on
 * /api/server than with one block per period; with two, as many (1–4 against
 * 1–2 per load, 4 loads each, 4–49 ms over 50 against 7–84). The budget
 * leaves a slow phone as it was (one block per period) and a desktop's idle
 * tasks short (5–17 ms against 7–31 on /guide/basic/cli), for a later finish
 * there: the last block patched 0.49 s after load instead of 0.28 s on that
 * page, 0.65 s instead of 0.36 s on /api/server (at 4× CPU 2.0 s against 1.9).
 * Returns a function that stops it (on navigation).
 */
export function patchWhenRendered(
  pending: HTMLElement[],
  scrollLabel: string,
  scheduler: Scheduler = browserScheduler,
  doc: EventHost = document,
): () => void {
  const left = new Set(pending);
  let cancelIdle = () => {};
  const stop = () => {
    cancelIdle();
    doc.removeEventListener('contentvisibilityautostatechange', onState, true);
    doc.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  };
  const patch = (els: HTMLElement[]) => {
    for (const el of els) left.delete(el);
    patchScrollable(els, scrollLabel);
    if (!left.size) stop();
  };
  function onState(event: Event) {
    if ((event as Event & { skipped?: boolean }).skipped) return;
    const block = event.target as Node;
    const inside = [...left].filter((el) => block.contains(el));
    if (inside.length) patch(inside);
  }
  const patchNextBlock = () => {
    const [next] = left;
    const block = next.closest(LAZY_BLOCKS);
    patch([...left].filter((el) => el === next || (block !== null && block.contains(el))));
  };
  // The dearest block so far on this page, not in this period: a cheap first block must not let a dear one follow it.
  let dearest = 0;
  const sweep: IdleTask = (timeLeft) => {
    const periodStart = scheduler.now();
    while (left.size) {
      const start = scheduler.now();
      patchNextBlock();
      const end = scheduler.now();
      dearest = Math.max(dearest, end - start);
      if (timeLeft() <= 2 * dearest || end - periodStart + dearest > SWEEP_BUDGET_MS) break;
    }
    if (left.size) cancelIdle = scheduler.idle(sweep);
  };
  if (!left.size) return stop;
  doc.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
  // Capture: the event does not bubble.
  doc.addEventListener('contentvisibilityautostatechange', onState, true);
  cancelIdle = scheduler.idle(sweep);
  return stop;
}
