import { Head } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import i18n from '../../i18n.json';
import type { Lang } from '../../src/data/routes';
import { homeFor, htmlLang, langFromPath } from '../../src/site/locale';
import './not-found.css';

/**
 * One `404.html` answers every unknown path on a CDN, so the language comes
 * from the address the reader asked for. It is read after hydration to keep
 * the pre-rendered markup stable; the texts come from `i18n.json`.
 */
export function NotFoundLayout() {
  const [lang, setLang] = useState<Lang>('en');
  useEffect(() => {
    setLang(langFromPath(window.location.pathname));
  }, []);
  return (
    <main className="at-not-found" data-lang={lang}>
      <Head htmlAttrs={{ lang: htmlLang(lang) }} />
      <p className="at-not-found__code">404</p>
      <h1 className="at-not-found__title">{i18n.notFoundText[lang]}</h1>
      <p className="at-not-found__hint">{i18n.notFoundHintText[lang]}</p>
      <a className="at-button at-button--brand" href={homeFor(lang)}>
        {i18n.takeMeHomeText[lang]}
      </a>
    </main>
  );
}
