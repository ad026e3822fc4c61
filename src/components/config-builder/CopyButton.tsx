import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../../site/copy';
import { COPY_SUCCESS_MS } from '../../site/constants';
import type { Lang } from '../../replay/format';
import { text } from './texts';

/** A copy button that names what it copies and says "Copied" for COPY_SUCCESS_MS. */
export function CopyButton({ value, what, lang, label }: { value: string; what: string; lang: Lang; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (!(await copyToClipboard(value))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
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
