import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import type { AnchorHTMLAttributes, ComponentType } from 'react';

type Anchor = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>>;

/**
 * The Markdown components, with one change: the `#` anchor beside each
 * heading is hidden from assistive technology, so it must not take focus
 * either (axe: aria-hidden-focus). The heading itself stays linkable.
 */
export function getCustomMDXComponent() {
  const components = getOriginalMDXComponents();
  const A = components.a as Anchor;
  const SafeA: Anchor = (props) =>
    props['aria-hidden'] && String(props.className ?? '').includes('rp-header-anchor') ? (
      <A {...props} tabIndex={-1} />
    ) : (
      <A {...props} />
    );
  return { ...components, a: SafeA };
}
