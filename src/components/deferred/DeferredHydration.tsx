import { Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { createHydrationQueue, nextTask, type Gate as GateState, type HydrationQueue } from '../../site/hydration-queue';
import { beginResume, endResume, isHydrating } from '../../site/hydration-state';

/**
 * Set by plugins/preact-runtime for the Preact browser bundle only. Preact
 * keeps the pre-rendered markup of a part that suspends while it hydrates and
 * hydrates it when the part resumes; React would throw the markup away (the
 * server render has no matching Suspense boundary), and React hydrates in
 * time slices on its own anyway.
 */
const ENABLED = process.env.DOCS_PROGRESSIVE_HYDRATION === '1';

// Hover counts: the nav menus open on it.
const INPUT_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

let queue: HydrationQueue | undefined;
const OPEN: GateState = { promise: Promise.resolve(), open: true };

function onInput() {
  queue?.flush();
  for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
}

function sharedQueue(): HydrationQueue {
  if (!queue) {
    queue = createHydrationQueue({ schedule: nextTask });
    for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
  }
  return queue;
}

/** Ends the resume mark its Gate set: it renders right after the Gate's children. */
function EndResume() {
  endResume();
  return null;
}

/**
 * Suspends until its gate opens. The first render after that hydrates the
 * part's markup, and deferred parts inside it queue up in turn.
 */
function Gate({ gate, children }: { gate: GateState; children: ReactNode }) {
  const resumed = useRef(false);
  if (!gate.open) throw gate.promise;
  if (gate === OPEN || resumed.current) return <>{children}</>;
  resumed.current = true;
  beginResume();
  return (
    <>
      {children}
      <EndResume />
    </>
  );
}

/**
 * Hydrates `children` in a task of its own after the rest of the page, when
 * the page is first loaded. `children` must render exactly one element: that
 * element's pre-rendered markup is what stays on screen meanwhile. Client
 * navigation renders it at once, like any other component.
 *
 * The gate lives here, not in Gate: a component that suspends on its first
 * render keeps no state, and the page re-renders several times right after
 * hydrating. Had each re-render made a new, open gate, every part would have
 * hydrated in that same long task.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const gate = useRef<GateState | null>(null);
  if (!ENABLED) return <>{children}</>;
  gate.current ??= isHydrating() ? sharedQueue().enqueue() : OPEN;
  return (
    <Suspense fallback={null}>
      <Gate gate={gate.current}>{children}</Gate>
    </Suspense>
  );
}

const deferredParts = new WeakMap<object, unknown>();

/**
 * `Part` wrapped in DeferredHydration, made once per component: a new wrapper
 * on each call would be a new component type, and React or Preact would
 * rebuild the part's markup whenever the caller re-rendered. `Part` must
 * render exactly one element.
 */
export function withDeferredHydration<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  let Deferred = deferredParts.get(Part) as ComponentType<P> | undefined;
  if (!Deferred) {
    const Wrapped = (props: P) => (
      <DeferredHydration>
        <Part {...props} />
      </DeferredHydration>
    );
    Wrapped.displayName = `Deferred(${Part.displayName ?? Part.name ?? 'Part'})`;
    Deferred = Wrapped;
    deferredParts.set(Part, Deferred);
  }
  return Deferred;
}
