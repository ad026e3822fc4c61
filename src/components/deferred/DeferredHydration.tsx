import type { ComponentType, ReactNode } from 'react';

/**
 * A part of the page that may hydrate after the rest of it. React hydrates
 * the whole page in one pass for now; the wrapper marks where the page could
 * be split.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <>{children}</>;
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
    Deferred = Wrapped;
    deferredParts.set(Part, Deferred);
  }
  return Deferred;
}
