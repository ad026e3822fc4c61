import { PageContext, useFrontmatter, useHead, useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { Layout as OriginalLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useLayoutEffect } from 'react';
import { composeTitle } from '../../src/site/identity';
import { hydrationDone, isHydrating } from '../../src/site/hydration-state';
import { SiteBehaviours } from '../behaviours';
import { HomeLayout } from '../home';
import { LlmsHint } from '../llms-hint';
import { NotFoundLayout } from '../not-found';
import VersionNotice from '../../src/components/VersionNotice';
import { SiteFooter } from '../../src/components/SiteFooter';

/**
 * Rspress 2 gives custom and blank pages only the site title; every page of
 * ours is titled `page title - Agent TARS`.
 */
function CustomPageTitle() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const custom = page.pageType === 'custom' || page.pageType === 'blank';
  const title = (frontmatter.title as string | undefined) ?? page.title;
  // 'high' beats the theme's own title whatever order the effects run in.
  useHead(custom ? { title: composeTitle(title) } : {}, { tagPriority: 'high' });
  return null;
}

/**
 * The page table that every page downloads carries no descriptions
 * (plugins/slim-page-data), so Rspress's head tags would fall back to the
 * site's description; the page's own frontmatter has it, and 'high' beats the
 * theme's tags whatever order the effects run in.
 */
function PageDescription() {
  const { frontmatter } = useFrontmatter();
  const description = typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
  useHead(
    description
      ? { meta: [{ name: 'description', content: description }, { property: 'og:description', content: description }] }
      : {},
    { tagPriority: 'high' },
  );
  return null;
}

/**
 * Rspress's App, right after hydrating, looks for the first page's data in
 * its cache, misses it (the entry point stores it where that lookup does not
 * look), loads it again and re-renders the whole app with an equal copy. That
 * was the largest piece of work on a page's first load after hydration
 * itself. Handing the cache the very object the page hydrated with turns the
 * re-render into a no-op (a state setter given the same object does nothing).
 */
function useKeepInitialPageData() {
  const { data } = useContext(PageContext) as { data?: Parameters<typeof warmPageData>[1] };
  const { pathname } = useLocation();
  if (isHydrating() && data) warmPageData(pathname, data);
}

export function Layout(props: LayoutProps) {
  useKeepInitialPageData();
  // Layout effects run when the first render commits, after every part of
  // the page has either hydrated or suspended (src/components/deferred).
  useLayoutEffect(hydrationDone, []);
  return (
    <OriginalLayout
      HomeLayout={HomeLayout}
      NotFoundLayout={NotFoundLayout}
      {...props}
      afterOutline={
        <>
          {props.afterOutline}
          <VersionNotice placement="outline" />
        </>
      }
      beforeDocFooter={
        <>
          {props.beforeDocFooter}
          <VersionNotice placement="footer" />
        </>
      }
      bottom={
        <>
          {props.bottom}
          <SiteFooter />
        </>
      }
      top={
        <>
          <CustomPageTitle />
          <PageDescription />
          <LlmsHint />
          <SiteBehaviours />
          {props.top}
        </>
      }
    />
  );
}
