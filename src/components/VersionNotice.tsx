import { useFrontmatter, useLang, useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import i18n from '../../i18n.json';
import { identity } from '../site/identity';
import { parseQuerySwitches } from '../site/query-switches';
import { readStorage, writeStorage } from '../site/safe-storage';
import './VersionNotice.css';

const DISMISSED_KEY = 'agent-tars-version-notice-dismissed';
/** Tells the other copy of the notice (see `placement`) that the reader dismissed it. */
const DISMISSED_EVENT = 'at-version-notice-dismissed';

export type VersionNoticePlacement = 'outline' | 'footer';

/**
 * Tells readers which release the docs describe and where the archived
 * preview site lives. It sits in the page's flow, never over the text: below
 * the outline where the outline column shows, else above the doc footer
 * (theme/layout renders one copy in each place; CSS shows one). It renders
 * only after hydration (no mismatch), and honours `?globalUIComponents=0`
 * and `globalUIComponents: false` on every load.
 */
export default function VersionNotice({ placement }: { placement: VersionNoticePlacement }) {
  const { search } = useLocation();
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(readStorage(DISMISSED_KEY) === '1');
    setReady(true);
    const onDismiss = () => setDismissed(true);
    window.addEventListener(DISMISSED_EVENT, onDismiss);
    return () => window.removeEventListener(DISMISSED_EVENT, onDismiss);
  }, []);

  const hidden = parseQuerySwitches(search, frontmatter).hideGlobalUIComponents;
  if (!ready || hidden || dismissed || page.pageType !== 'doc') return null;

  const dismiss = () => {
    // Without storage it stays dismissed until the next page load.
    writeStorage(DISMISSED_KEY, '1');
    window.dispatchEvent(new Event(DISMISSED_EVENT));
  };

  return (
    <aside className={`at-version-notice at-version-notice--${placement}`} aria-label={i18n.versionNoticeLabel[lang]} data-global-ui="version-notice">
      <p className="at-version-notice__text">
        {i18n.versionNoticeText[lang].replace('{{version}}', identity.version)}{' '}
        <a href={identity.archivedPreview} target="_blank" rel="noopener noreferrer">
          {i18n.versionNoticeLink[lang]}
        </a>
      </p>
      <button type="button" className="at-version-notice__close" onClick={dismiss} aria-label={i18n.dismissText[lang]}>
        ×
      </button>
    </aside>
  );
}
