import { useI18n } from '@rspress/core/runtime';
import { getCopyableText, type CodeButtonGroupProps } from '@rspress/core/theme-original';
import { COPY_SUCCESS_MS } from '../../src/site/constants';
import { copyToClipboard } from '../../src/site/copy';
import { useRef, type RefObject } from 'react';
import './code-button-group.css';

const COPIED_CLASS = 'rp-code-copy-button--copied';
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

async function copyCode(code: HTMLElement | null, button: HTMLButtonElement | null) {
  if (!code) return;
  const text = getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
  if (!(await copyToClipboard(text)) || !button) return;
  button.classList.add(COPIED_CLASS);
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => {
      button.classList.remove(COPIED_CLASS);
      button.blur();
      timers.delete(button);
    }, COPY_SUCCESS_MS),
  );
}

/** An icon drawn by CSS (a mask of the same SVG path), not an inline <svg>. */
function Icon({ className }: { className: string }) {
  return <span className={`rp-code-button-group__icon at-code-icon ${className}`} aria-hidden="true" />;
}

/**
 * Rspress's copy and wrap buttons, with the same classes, texts and
 * behaviour, but CSS icons instead of four inline SVGs per code block. On a
 * long page (26 code blocks) those SVGs were a fifth of the HTML and about
 * 250 elements that every load parsed, styled and laid out.
 */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: CodeButtonGroupProps) {
  const t = useI18n();
  const copyButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton ? (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={() => toggleWrapCode()}
          title={t('codeButtonGroupWrapButtonText')}
          aria-label={t('codeButtonGroupWrapButtonText')}
        >
          <Icon className="rp-code-button-group__icon--wrapped at-code-icon--wrapped" />
          <Icon className="rp-code-button-group__icon--wrap at-code-icon--wrap" />
        </button>
      ) : null}
      {showCopyButton ? (
        <button
          type="button"
          ref={copyButton}
          className="rp-code-button-group__button rp-code-copy-button"
          onClick={() => void copyCode((copyElementRef as RefObject<HTMLElement | null>).current, copyButton.current)}
          title={t('codeButtonGroupCopyButtonText')}
        >
          <Icon className="rp-code-copy-button__icon rp-code-copy-button__icon--copy at-code-icon--copy" />
          <Icon className="rp-code-copy-button__icon rp-code-copy-button__icon--success at-code-icon--success" />
        </button>
      ) : null}
    </div>
  );
}
