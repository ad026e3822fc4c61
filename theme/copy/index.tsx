/**
 * Copying in the reader's language (src/site/copy.ts). Rspress's code
 * buttons import `copyToClipboard` and its title row imports
 * `LlmsCopyButton` from the theme, so exporting them here replaces theirs.
 */
import { IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { useCallback, useState, type ComponentProps } from 'react';
import { copyToClipboard } from '../../src/site/copy';
import { useCopied } from '../../src/site/use-copied';
import { useT } from '../../src/site/i18n';
import './copy.css';

const markdownCache = new Map<string, Promise<string>>();

/**
 * The page's Markdown file (built by Rspress's llms option). A failed answer
 * throws rather than putting an error page on the clipboard, and is not kept.
 */
function fetchMarkdown(url: string): Promise<string> {
  let content = markdownCache.get(url);
  if (!content) {
    content = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    content.catch(() => markdownCache.delete(url));
    markdownCache.set(url, content);
  }
  return content;
}

/**
 * "Copy Markdown": the page's Markdown to the clipboard, with the success
 * state held for the spec's 2 s (Rspress's own button held it for 0.5 s).
 */
export function LlmsCopyButton({ onClick, className, ...rest }: ComponentProps<'button'>) {
  const t = useT();
  const { pathname } = useMdUrl();
  const [busy, setBusy] = useState(false);
  const [copied, flash] = useCopied();

  const copyPage = useCallback(async () => {
    setBusy(true);
    try {
      if (await copyToClipboard(await fetchMarkdown(pathname))) flash();
    } catch (error) {
      console.error(`Copy Markdown: could not read ${pathname}.`, error);
    } finally {
      setBusy(false);
    }
  }, [pathname, flash]);

  if (!pathname) return null;
  const classes = ['rp-not-doc', 'rp-llms-button', 'at-copy-page', copied ? 'at-copy-page--done' : '', className ?? ''];
  return (
    <button type="button" {...rest} disabled={busy} aria-busy={busy} className={classes.filter(Boolean).join(' ')} onClick={onClick ?? copyPage}>
      <SvgWrapper icon={copied ? IconSuccess : IconCopy} className="at-copy-page__icon" aria-hidden="true" />
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
