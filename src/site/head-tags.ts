/**
 * The tags every HTML file gets at the top of its head, before any stylesheet
 * or script: in pre-rendered pages, in 404.html and in `rspress dev` alike
 * (rspress.config.ts passes them to the HTML template as Rsbuild `html.tags`).
 * The CSP allows them by hash (plugins/host-config reads the built HTML).
 */
import { layoutCssVariables } from './constants';
import { localeRedirectScript } from './locale-redirect';
import { redirectScript } from './redirects';

export interface EarlyHeadTag {
  tag: 'script' | 'style';
  attrs: { id: string };
  children: string;
  /** Rsbuild: false puts the tag before the tags it injects itself. */
  append: false;
  head: true;
}

/**
 * Lets CSS tell readers without JavaScript apart (theme/styles/no-js.css). It
 * also sets the colour scheme the theme sets while it hydrates, unless the
 * dark-mode script already did: changed then, it restyled every element of
 * the page in the middle of hydration.
 */
export const JS_MARKER_SCRIPT =
  "(function(r){r.setAttribute('data-js','');r.style.colorScheme||(r.style.colorScheme='light')})(document.documentElement)";

export function earlyHeadTags(): EarlyHeadTag[] {
  const tag = (name: EarlyHeadTag['tag'], id: string, children: string): EarlyHeadTag => ({
    tag: name,
    attrs: { id },
    children,
    append: false,
    head: true,
  });
  return [
    tag('style', 'at-layout-constants', layoutCssVariables()),
    tag('script', 'at-redirects', redirectScript()),
    tag('script', 'at-locale-redirect', localeRedirectScript()),
    tag('script', 'at-js', JS_MARKER_SCRIPT),
  ];
}
