import { useFrontmatter, useHead, usePage } from '@rspress/core/runtime';
import { Layout as OriginalLayout, type LayoutProps } from '@rspress/core/theme-original';
import { composeTitle } from '../../src/site/identity';
import { SiteBehaviours } from '../behaviours';
import { HomeLayout } from '../home';
import { LlmsHint } from '../llms-hint';
import { NotFoundLayout } from '../not-found';

/**
 * Rspress 2 gives custom and blank pages only the site title; every page of
 * ours is titled `page title - Agent TARS`.
 */
function CustomPageTitle() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const custom = page.pageType === 'custom' || page.pageType === 'blank';
  const title = (frontmatter.title as string | undefined) ?? page.title;
  // 'high' beats the theme's own title whatever order the effects run in
  // (React and Preact register head entries in different orders).
  useHead(custom ? { title: composeTitle(title) } : {}, { tagPriority: 'high' });
  return null;
}

export function Layout(props: LayoutProps) {
  return (
    <OriginalLayout
      HomeLayout={HomeLayout}
      NotFoundLayout={NotFoundLayout}
      {...props}
      top={
        <>
          <CustomPageTitle />
          <LlmsHint />
          <SiteBehaviours />
          {props.top}
        </>
      }
    />
  );
}
