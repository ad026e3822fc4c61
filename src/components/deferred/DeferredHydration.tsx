import { memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates after the rest of it.
 *
 * The boundary is pre-rendered too (`<!--$-->…<!--/$-->` in the HTML). When
 * React meets such a boundary while it hydrates, it keeps the server markup
 * and hydrates the part later at idle priority, in slices of a few
 * milliseconds that yield to the browser between them, instead of inside the
 * one blocking task that hydrates the page's frame. A boundary inside a
 * deferred part waits its own turn the same way. When the reader clicks,
 * types or hovers in a part that is not live yet, React hydrates that part at
 * once and replays the event on it, so a first input never lands on dead
 * markup.
 *
 * Nothing here suspends, so the fallback is never shown; on client
 * navigation the part renders at once, like any other component.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const deferredParts = new WeakMap<object, unknown>();

/**
 * `Part` wrapped in DeferredHydration, made once per component: a new wrapper
 * on each call would be a new component type, and React would
 * rebuild the part's markup whenever the caller re-rendered.
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
    // Memoised: a parent that renders again with the same props (Rspress's
    // DocLayout does, right after hydrating, from its heading watcher's ref)
    // leaves a part that has not hydrated yet alone. New props for such a part
    // make React hydrate it at once, at the update's priority, in one task.
    Deferred = memo(Wrapped) as unknown as ComponentType<P>;
    deferredParts.set(Part, Deferred);
  }
  return Deferred;
}
