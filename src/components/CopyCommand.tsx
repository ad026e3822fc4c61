import { useT } from '../site/i18n';
import { copyToClipboard } from '../site/copy';
import { Fragment } from 'react';
import { useCopied } from '../site/use-copied';
import './CopyCommand.css';

interface CopyCommandProps {
  command: string;
}

/**
 * A one-line shell command with a copy button, as on the home page. On a
 * narrow screen it wraps between words only: a break inside a package name
 * (`@agent-` / `tars/cli`) reads as two words.
 */
export function CopyCommand({ command }: CopyCommandProps) {
  const t = useT();
  const [copied, flash] = useCopied();

  const onCopy = async () => {
    // copyToClipboard falls back to the "Copy to clipboard: <keys>, Enter" prompt.
    if (await copyToClipboard(command)) flash();
  };

  return (
    <div className="at-copy-command">
      <code className="at-copy-command__text">
        <span aria-hidden="true" className="at-copy-command__prompt">
          $
        </span>{' '}
        {command.split(' ').map((word, i) => (
          <Fragment key={i}>
            {i > 0 ? ' ' : null}
            <span className="at-copy-command__word">{word}</span>
          </Fragment>
        ))}
      </code>
      <button
        type="button"
        className="at-copy-command__button"
        onClick={onCopy}
        aria-label={t('copyCommandText')}
        data-copied={copied ? 'true' : 'false'}
      >
        {copied ? t('copiedText') : t('copyText')}
      </button>
      <span className="at-visually-hidden" role="status">
        {copied ? t('copiedText') : ''}
      </span>
    </div>
  );
}
