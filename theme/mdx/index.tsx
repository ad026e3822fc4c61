import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { Children, isValidElement, type AnchorHTMLAttributes, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';
import { splitSections } from '../../src/site/sections';

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

/** One `##` section of a page; `display: contents`, so it changes neither layout nor styles. */
function Section({ children }: { children?: ReactNode }) {
  return <div className="at-doc-section">{children}</div>;
}

const DeferredSection = withDeferredHydration(Section);

type ContentFunction = (props: unknown) => ReactNode;

/**
 * The page's blocks, split into its `##` sections, each of which hydrates in
 * a task of its own on first load. (The blocks inside a section that hydrate
 * on their own still do, after it.) The body is one deferred part too: making
 * the page's element tree and splitting it waits for a task of its own.
 */
function SectionedBody({ page }: { page: ReactElement }) {
  // `page` is the compiled page, not yet rendered; calling it gives the
  // page's top-level blocks (it reads the MDX components through a hook,
  // called here in the same place on every render).
  const content = (page.type as ContentFunction)(page.props);
  const blocks = Children.toArray(isValidElement(content) ? (content.props as { children?: ReactNode }).children : content);
  const h2 = getOriginalMDXComponents().h2;
  const sections = splitSections(blocks, (block) => isValidElement(block) && block.type === h2);
  return (
    <div className="at-doc-body">
      {sections.map((section, i) => (
        <DeferredSection key={i}>{section}</DeferredSection>
      ))}
    </div>
  );
}

const DeferredBody = withDeferredHydration(SectionedBody);

/** MDX's wrapper: the page's content as a sectioned body (display: contents, like each section). */
function SectionedContent({ children }: { children?: ReactNode }) {
  if (import.meta.env.SSG_MD || !isValidElement(children) || typeof children.type !== 'function') return <>{children}</>;
  return <DeferredBody page={children} />;
}

/**
 * The Markdown components, with three changes:
 * - the `#` anchor beside each heading is hidden from assistive technology,
 *   so it must not take focus either (axe: aria-hidden-focus). The heading
 *   itself stays linkable;
 * - code blocks, tables and lists, the bulk of a doc page's markup, hydrate
 *   after the rest of the page, in React's idle-priority slices
 *   (src/components/deferred);
 * - the content is wrapped in one element per `##` section, which hydrate
 *   the same way.
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
    wrapper: SectionedContent,
  };
}
