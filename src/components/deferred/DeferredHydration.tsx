import { Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { createHydrationQueue, nextTask, type Gate as GateState, type HydrationQueue } from '../../site/hydration-queue';
import { isHydrating } from '../../site/hydration-state';

/**
 * Set by plugins/preact-runtime for the Preact browser bundle only. Preact
 * keeps the pre-rendered markup of a part that suspends while it hydrates and
 * hydrates it when the part resumes; React would throw the markup away (the
 * server render has no matching Suspense boundary), and React hydrates in
 * time slices on its own anyway.
 */
const ENABLED = process.env.DOCS_PROGRESSIVE_HYDRATION === '1';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

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

/**
 * Suspends during the first hydration until the queue opens its gate, and
 * stays suspended until then even if its parent renders again meanwhile (the
 * page re-renders several times right after hydrating; without its own gate
 * every part would hydrate in that same long task). Renders plainly when it
 * first renders after hydration, as on client navigation.
 */
function Gate({ children }: { children: ReactNode }) {
  const gate = useRef<GateState | null>(null);
  gate.current ??= isHydrating() ? sharedQueue().enqueue() : OPEN;
  if (!gate.current.open) throw gate.current.promise;
  return <>{children}</>;
}

/**
 * Hydrates `children` in a task of its own after the rest of the page, when
 * the page is first loaded. `children` must render exactly one element: that
 * element's pre-rendered markup is what stays on screen meanwhile. Client
 * navigation renders it at once, like any other component.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  if (!ENABLED) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
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
