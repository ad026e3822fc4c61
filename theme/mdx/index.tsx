import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';

type Anchor = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>>;

// DocContent asks for the components on every render. The anchor wrapper is
// made once per original component: a new function each time would be a new
// component type, and every link on the page would be torn down and built
// again on each re-render (it was, right after hydration).
const safeAnchors = new WeakMap<Anchor, Anchor>();

function safeAnchorFor(A: Anchor): Anchor {
  let SafeA = safeAnchors.get(A);
  if (!SafeA) {
    SafeA = (props) =>
      props['aria-hidden'] && String(props.className ?? '').includes('rp-header-anchor') ? (
        <A {...props} tabIndex={-1} />
      ) : (
        <A {...props} />
      );
    safeAnchors.set(A, SafeA);
  }
  return SafeA;
}

/**
 * The Markdown components, with two changes:
 * - the `#` anchor beside each heading is hidden from assistive technology,
 *   so it must not take focus either (axe: aria-hidden-focus). The heading
 *   itself stays linkable;
 * - code blocks, tables and lists, the bulk of a doc page's markup, hydrate
 *   after the rest of the page, one per task (src/site/hydration-queue.ts).
 */
export function getCustomMDXComponent() {
  const components = getOriginalMDXComponents();
  return {
    ...components,
    a: safeAnchorFor(components.a as Anchor),
    pre: withDeferredHydration(components.pre),
    table: withDeferredHydration(components.table),
    ol: withDeferredHydration(components.ol),
    ul: withDeferredHydration(components.ul),
  };
}
