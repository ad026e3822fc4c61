import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { holdEarlyClicks, type EarlyClicks } from './early-clicks';

export { isHydrating } from '../../site/hydration-state';

type PageProps = Record<string, unknown>;
interface ContentModule {
  default: ComponentType<PageProps>;
}

/** The element MDX's wrapper renders around a page's content (theme/mdx). */
const CONTENT_SELECTOR = '.at-doc-body';

/**
 * When the content's script fails to load, the pre-rendered content stays
 * as it is (readable, its links plain links) rather than an error page:
 * the boundary never resolves, so React never replaces its markup.
 */
function keepPreRendered(error: unknown, clicks: EarlyClicks): Promise<ContentModule> {
  clicks.abandon();
  console.error('[content] The script of this page’s content did not load; the page stays as pre-rendered, without its interactive parts.', error);
  return new Promise<ContentModule>(() => {});
}

/** Rendered after the content inside its boundary: its effect runs once the content has hydrated. */
function Hydrated({ clicks }: { clicks?: EarlyClicks }) {
  useEffect(() => clicks?.release(), [clicks]);
  return null;
}

/** The content as a lazy component, with the clicks it holds until it has hydrated. */
function lazyContent(load: () => Promise<ContentModule>) {
  const clicks = holdEarlyClicks(CONTENT_SELECTOR);
  return { Body: lazy(() => load().catch((error: unknown) => keepPreRendered(error, clicks))), clicks };
}

/**
 * A page's component for its route module (plugins/content-chunk), from its
 * content module when that is already here (pre-rendering, application pages,
 * and any navigation after the first page, which waits for it), or else from
 * the loader of it. That is the first page: React meets the boundary's
 * pre-rendered markup while it hydrates, keeps it, and hydrates it once the
 * loader brings the content's script, which starts as soon as the frame has
 * hydrated. A click on a control of the content before then runs after
 * (early-clicks.ts).
 */
export function contentPage(content: ContentModule | (() => Promise<ContentModule>)): ComponentType<PageProps> {
  const { Body, clicks } = typeof content === 'function' ? lazyContent(content) : { Body: content.default, clicks: undefined };
  function Page(props: PageProps) {
    return (
      <Suspense fallback={null}>
        <Body {...props} />
        <Hydrated clicks={clicks} />
      </Suspense>
    );
  }
  return Page;
}
