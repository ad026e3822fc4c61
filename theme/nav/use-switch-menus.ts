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

export function useLangsMenu(): SwitchMenu {
  const { page } = usePage();
  const { site } = useSite();
  const version = useVersion();
  const { pathname, search } = useLocation();
  const locales = Object.values(site.locales || site.themeConfig.locales || {});
  if (locales.length < 2) return { items: [] };
  const lang = { current: page.lang, default: site.lang || '' };
  const versions = { current: version, default: site.multiVersion.default || '' };
  const options = { cleanUrls: Boolean(site.route?.cleanUrls), notFound: page.pageType === '404' };
  const path = normalizeHrefInRuntime(removeBase(pathname + search) || '/');
  return {
    items: locales.map((locale) => ({
      text: locale.label,
      link: locale.lang === page.lang ? '' : pathInLanguage(path, locale.lang, lang, versions, options),
      lang: locale.lang,
      rel: 'alternate',
    })),
    activeValue: locales.find((locale) => locale.lang === page.lang)?.label,
  };
}

export function useVersionsMenu(): SwitchMenu {
  const { page } = usePage();
  const { site } = useSite();
  const current = useVersion();
  const { pathname } = useLocation();
  const version = { current, default: site.multiVersion.default || '' };
  const options = { cleanUrls: Boolean(site.route?.cleanUrls), notFound: page.pageType === '404' };
  const path = removeBase(pathname) || '/';
  return {
    items: (site.multiVersion.versions || []).map((v) => ({ text: v, link: pathInVersion(path, v, version, options) })),
    activeValue: current,
  };
}
