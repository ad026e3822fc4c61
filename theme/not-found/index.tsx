import { Head, usePage } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import i18n from '../../i18n.json';
import type { Lang } from '../../src/data/routes';
import { homeFor, htmlLang, langFromPath } from '../../src/site/locale';
import './not-found.css';

/**
 * `404.html` and `zh/404.html` are pre-rendered; a host that has only one
 * 404 page serves the English one everywhere, so the language is also read
 * from the address after hydration. The texts come from `i18n.json`.
 */
export function NotFoundLayout() {
  const { page } = usePage();
  const [lang, setLang] = useState<Lang>(page.lang === 'zh' ? 'zh' : 'en');
  useEffect(() => {
    setLang(langFromPath(window.location.pathname));
  }, []);
  return (
    <main className="at-not-found" data-lang={lang}>
      <Head>
        <html lang={htmlLang(lang)} />
      </Head>
      <p className="at-not-found__code">404</p>
      <h1 className="at-not-found__title">{i18n.notFoundText[lang]}</h1>
      <p className="at-not-found__hint">{i18n.notFoundHintText[lang]}</p>
      <a className="at-button at-button--brand" href={homeFor(lang)}>
        {i18n.takeMeHomeText[lang]}
      </a>
    </main>
  );
}
