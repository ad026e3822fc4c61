/**
 * The language and version switchers' entries, from the public runtime:
 * the same page in each language or version (src/site/switch-path.ts).
 * Rspress exports the menus that use such entries, not the hooks behind
 * them, so the theme builds its own.
 */
import { normalizeHrefInRuntime, removeBase, useLocation, usePage, useSite, useVersion } from '@rspress/core/runtime';
import type { DropdownItem } from '../../src/site/nav-menu';
import { pathInLanguage, pathInVersion } from '../../src/site/switch-path';

export interface SwitchMenu {
  items: DropdownItem[];
  activeValue?: string;
}

/** What both switchers read: the page, the site, the version choice and the URL options. */
function useSwitchContext() {
  const { page } = usePage();
  const { site } = useSite();
  const current = useVersion();
  return {
    page,
    site,
    version: { current, default: site.multiVersion.default || '' },
    options: { cleanUrls: Boolean(site.route?.cleanUrls), notFound: page.pageType === '404' },
  };
}

export function useLangsMenu(): SwitchMenu {
  const { page, site, version, options } = useSwitchContext();
  const { pathname, search } = useLocation();
  const locales = Object.values(site.locales || site.themeConfig.locales || {});
  if (locales.length < 2) return { items: [] };
  const lang = { current: page.lang, default: site.lang || '' };
  const path = normalizeHrefInRuntime(removeBase(pathname + search) || '/');
  return {
    items: locales.map((locale) => ({
      text: locale.label,
      link: locale.lang === page.lang ? '' : pathInLanguage(path, locale.lang, lang, version, options),
      lang: locale.lang,
      rel: 'alternate',
    })),
    activeValue: locales.find((locale) => locale.lang === page.lang)?.label,
  };
}

export function useVersionsMenu(): SwitchMenu {
  const { site, version, options } = useSwitchContext();
  const { pathname } = useLocation();
  const path = removeBase(pathname) || '/';
  return {
    items: (site.multiVersion.versions || []).map((v) => ({ text: v, link: pathInVersion(path, v, version, options) })),
    activeValue: version.current,
  };
}
