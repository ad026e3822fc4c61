import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext, useEffect, useState } from 'react';
import { useT } from '../site/i18n';
import './ThemeToggle.css';

/**
 * The dark-theme switch: a real button (Rspress's is a clickable div) with
 * `aria-pressed`. Rspress's theme state does the rest: it follows the OS
 * until the reader picks, and remembers the pick under
 * `rspress-theme-appearance` (the head script reads it before the first paint).
 * The pressed state is rendered only after mount: the server cannot know it.
 */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = useContext(ThemeContext);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="at-theme-toggle"
      aria-label={t('darkThemeLabel')}
      aria-pressed={mounted ? dark : undefined}
      onClick={() => setTheme?.(dark ? 'light' : 'dark')}
    >
      <SvgWrapper icon={IconSun} className="at-theme-toggle__icon at-theme-toggle__icon--sun" aria-hidden="true" />
      <SvgWrapper icon={IconMoon} className="at-theme-toggle__icon at-theme-toggle__icon--moon" aria-hidden="true" />
    </button>
  );
}
