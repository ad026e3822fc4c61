import { useFrontmatter, useLang, useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import i18n from '../../../i18n.json';
import { identity } from '../../site/identity';
import { parseQuerySwitches } from '../../site/query-switches';
import './VersionNotice.css';

const DISMISSED_KEY = 'agent-tars-version-notice-dismissed';

/**
 * A global UI component: tells readers which release the docs describe and
 * where the archived preview site lives. It renders only after hydration (no
 * mismatch), in a fixed position (no layout shift), and honours
 * `?globalUIComponents=0` and `globalUIComponents: false` on every load.
 */
export default function VersionNotice() {
  const { search } = useLocation();
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(window.localStorage.getItem(DISMISSED_KEY) === '1');
    setReady(true);
  }, []);

  const hidden = parseQuerySwitches(search, frontmatter).hideGlobalUIComponents;
  if (!ready || hidden || dismissed || page.pageType !== 'doc') return null;

  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <aside className="at-version-notice" aria-label={i18n.versionNoticeLabel[lang]} data-global-ui="version-notice">
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
