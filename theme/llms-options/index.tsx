import { useLang } from '@rspress/core/runtime';
import { LlmsViewOptions as OriginalLlmsViewOptions } from '@rspress/core/theme-original';
import { useEffect, useRef, type ComponentProps } from 'react';
import i18n from '../../i18n.json';

/**
 * Rspress's "more ways to read this page" menu button has only an icon.
 * It only works with JavaScript, so it is named after hydration; until then
 * theme/styles/index.css keeps it hidden (an unnamed button is an axe
 * button-name violation).
 */
export function LlmsViewOptions(props: ComponentProps<typeof OriginalLlmsViewOptions>) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const button = wrapper.current?.querySelector('button');
    button?.setAttribute('aria-label', i18n.llmsViewOptionsText[lang]);
    button?.setAttribute('aria-haspopup', 'menu');
  }, [lang]);
  return (
    <span ref={wrapper} className="at-llms-options">
      <OriginalLlmsViewOptions {...props} />
    </span>
  );
}
