import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext, useEffect, useRef } from 'react';
import { useT } from '../site/i18n';
import './ThemeToggle.css';

/**
 * The dark-theme switch: a real button (Rspress's is a clickable div) with
 * `aria-pressed`. Rspress's theme state does the rest: it follows the OS
 * until the reader picks, and remembers the pick under
 * `rspress-theme-appearance` (the head script reads it before the first paint).
 * The server cannot know the theme, so `aria-pressed` is set on the element
 * after mount, not rendered: a state update at mount re-rendered the page
 * while its deferred parts were still hydrating, and on a slow CPU that
 * replaced pre-rendered outline links (tests/e2e/hydration.spec.ts).
 */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = useContext(ThemeContext);
  const button = useRef<HTMLButtonElement>(null);
  const dark = theme === 'dark';
  useEffect(() => {
    button.current?.setAttribute('aria-pressed', String(dark));
  }, [dark]);
  return (
    <button
      ref={button}
      type="button"
      className="at-theme-toggle"
      aria-label={t('darkThemeLabel')}
      onClick={() => setTheme?.(dark ? 'light' : 'dark')}
    >
      <SvgWrapper icon={IconSun} className="at-theme-toggle__icon at-theme-toggle__icon--sun" aria-hidden="true" />
      <SvgWrapper icon={IconMoon} className="at-theme-toggle__icon at-theme-toggle__icon--moon" aria-hidden="true" />
    </button>
  );
}
