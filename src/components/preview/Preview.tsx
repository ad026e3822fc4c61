import { useLang } from '@rspress/core/runtime';
import { Children, useId, type ReactNode } from 'react';
import i18n from '../../../i18n.json';
import './preview.css';

/**
 * A live demo and its source, one above the other and both always in view
 * (plugins/live-demos). `children` comes from @rspress/plugin-preview's
 * remark step: the code block first, then the compiled demo. The demo runs
 * in the page itself; `rp-not-doc` keeps the doc's prose styles off it.
 */
export default function Preview({ children }: { children?: ReactNode }) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const id = useId();
  const [code, demo] = Children.toArray(children);
  return (
    <div className="at-preview" role="group" aria-labelledby={id}>
      <p className="at-preview__label" id={id}>
        {i18n.previewDemoLabel[lang]}
      </p>
      <div className="at-preview__demo rp-not-doc">{demo}</div>
      <div className="at-preview__code">{code}</div>
    </div>
  );
}
