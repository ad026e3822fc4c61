import { useLang } from '@rspress/core/runtime';
import { identity } from '../site/identity';
import { useT } from '../site/i18n';
import './SiteFooter.css';

/**
 * The footer of every page: the licence, the source repository, and the
 * machine-readable ways to follow the docs (the blog's RSS feed in the page's
 * language, and llms.txt).
 */
export function SiteFooter() {
  const t = useT();
  const zh = useLang() === 'zh';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer className="at-site-footer" aria-label={t('footerLabel')}>
      <p className="at-site-footer__license">
        {t('footerLicense')}{' '}
        <a href={identity.license.url} {...external}>
          {identity.license.name}
        </a>
      </p>
      <ul className="at-site-footer__links">
        <li>
          <a href={identity.repository} {...external}>
            {t('footerRepository')}
          </a>
        </li>
        <li>
          <a href={zh ? '/rss/blog-zh.xml' : '/rss/blog.xml'} type="application/rss+xml">
            {t('footerRss')}
          </a>
        </li>
        <li>
          <a href="/llms.txt" type="text/plain">
            {t('footerLlms')}
          </a>
        </li>
      </ul>
    </footer>
  );
}
