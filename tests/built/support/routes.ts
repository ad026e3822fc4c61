import { allDocPages, hasLang, localePath, standalonePages, type Lang } from '../../../src/data/routes';

export interface RouteCase {
  lang: Lang;
  url: string;
  title: string;
}

/** Every page of the site in both languages, with its expected title. */
export function allRouteCases(): RouteCase[] {
  const cases: RouteCase[] = [
    { lang: 'en', url: '/', title: 'Agent TARS' },
    { lang: 'zh', url: '/zh/', title: 'Agent TARS' },
  ];
  for (const page of [...allDocPages(), ...standalonePages]) {
    for (const lang of ['en', 'zh'] as const) {
      if (!hasLang(page, lang)) continue;
      cases.push({ lang, url: localePath(page.path, lang), title: `${page.title[lang]} - Agent TARS` });
    }
  }
  return cases;
}
