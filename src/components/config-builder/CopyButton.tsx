import { copyToClipboard } from '../../site/copy';
import { useCopied } from '../../site/use-copied';
import type { Lang } from '../../replay/format';
import { text } from './texts';

/** A copy button that names what it copies and says "Copied" for COPY_SUCCESS_MS. */
export function CopyButton({ value, what, lang, label }: { value: string; what: string; lang: Lang; label?: string }) {
  const [copied, flash] = useCopied();
  const onCopy = async () => {
    if (await copyToClipboard(value)) flash();
  };

  return (
    <>
      <button type="button" className="at-btn at-cb__copy" onClick={onCopy} data-copied={copied ? 'true' : 'false'} aria-label={label ?? text('copy', lang, { what })}>
        {copied ? text('copied', lang) : (label ?? text('copy', lang, { what: '' }).trim())}
      </button>
      <span className="at-visually-hidden" role="status">
        {copied ? text('copied', lang) : ''}
      </span>
    </>
  );
}
