/**
 * The tags every HTML file gets at the top of its head, before any stylesheet
 * or script: in pre-rendered pages, in 404.html and in `rspress dev` alike
 * (rspress.config.ts passes them to the HTML template as Rsbuild `html.tags`).
 * The CSP allows them by hash (plugins/host-config reads the built HTML).
 */
import { layoutCssVariables } from './constants';
import { localeRedirectScript } from './locale-redirect';
import { redirectScript } from './redirects';
import { urlRepairScript } from './url-repair';

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
    tag('script', 'at-url-repair', urlRepairScript()),
    tag('script', 'at-redirects', redirectScript()),
    tag('script', 'at-locale-redirect', localeRedirectScript()),
    tag('script', 'at-js', JS_MARKER_SCRIPT),
  ];
}

/** How Rspress's inline colour-scheme script reads the reader's choice (Rspress 2, node/constants.js). */
const THEME_READ = "localStorage.getItem('rspress-theme-appearance')";

interface TagLike {
  tag: string;
  children?: string;
}

/**
 * Rsbuild tag handler: Rspress's inline colour-scheme script, with its
 * storage read guarded. A browser that blocks site data throws on it, and
 * the script stopped before it applied the OS colour scheme, leaving an
 * uncaught error on every load. Tags that do not read it are unchanged.
 */
export function guardThemeScript<T extends TagLike>(tags: T[]): T[] {
  return tags.map((t) =>
    t.tag === 'script' && typeof t.children === 'string' && t.children.includes(THEME_READ)
      ? { ...t, children: t.children.replace(THEME_READ, `(function(){try{return ${THEME_READ}}catch(e){return null}})()`) }
      : t,
  );
}
