import { useId } from 'react';
import { useT } from '../../src/site/i18n';
import { Link } from '../link';
import { useLangsMenu } from '../nav/use-switch-menus';

/**
 * The languages as plain links under a "Languages" label, for the menus of
 * narrow windows, where a dropdown inside a menu would be one fold too many.
 * The current language is marked, not linked.
 */
export function LanguageLinks() {
  const t = useT();
  const labelId = useId();
  const { items, activeValue } = useLangsMenu();
  if (items.length < 2) return null;
  return (
    <div className="at-lang-links" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="at-lang-links__label">
        {t('languagesText')}
      </span>
      <ul className="at-lang-links__list">
        {items.map((item) => (
          <li key={item.lang}>
            {item.text === activeValue || !item.link ? (
              <span className="at-lang-links__current" lang={item.lang} aria-current="true">
                {item.text}
              </span>
            ) : (
              <Link href={item.link} lang={item.lang} hrefLang={item.lang} rel="alternate">
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
