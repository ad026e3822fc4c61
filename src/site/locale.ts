import type { Lang } from '../data/routes';

/** The locale a pathname belongs to: `/zh` and `/zh/...` are Chinese, the rest English. */
export const langFromPath = (pathname: string): Lang =>
  /^\/zh(\/|$)/.test(pathname) ? 'zh' : 'en';

export const homeFor = (lang: Lang): string => (lang === 'zh' ? '/zh/' : '/');

/** The value for `<html lang>`. */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');
