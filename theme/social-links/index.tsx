import { useSite } from '@rspress/core/runtime';
import icons from 'virtual-social-links';
import '../rspress-internals';
import { MAX_SOCIAL_LINKS } from '../../src/site/constants';
import { useT } from '../../src/site/i18n';
import { splitSocialLinks } from '../../src/site/nav-menu';
import { NavDropdown } from '../nav/NavDropdown';

/** Readable names for the icon-only links. */
const NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

interface SocialLinkConfig {
  icon: string | { svg: string };
  mode?: string;
  content: string;
}

/** The service's name, for the icon's accessible name and the "More" menu. */
function nameOf(link: SocialLinkConfig): string {
  const key = typeof link.icon === 'string' ? link.icon.toLowerCase() : '';
  return NAMES[key] ?? new URL(link.content).hostname;
}

/**
 * Rspress's social links are icons with no accessible name. Ours render the
 * same icons and styles, named after the service; at most five are shown,
 * and any others are listed by name in a "More" menu.
 */
export function SocialLinks() {
  const t = useT();
  const { site } = useSite();
  const { shown: links, more } = splitSocialLinks((site.themeConfig as { socialLinks?: SocialLinkConfig[] }).socialLinks ?? [], MAX_SOCIAL_LINKS);
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links">
      {links.map((link) => {
        const svg = typeof link.icon === 'string' ? (icons as Record<string, string>)[link.icon] : link.icon.svg;
        return (
          <a
            key={link.content}
            href={link.content}
            target="_blank"
            rel="noopener noreferrer"
            className="rp-social-links__item"
            aria-label={nameOf(link)}
          >
            <div className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
          </a>
        );
      })}
      {more.length > 0 ? (
        <NavDropdown as="div" align="right" label={t('moreLinksText')} items={more.map((link) => ({ text: nameOf(link), link: link.content }))} isCurrent={() => false} />
      ) : null}
    </div>
  );
}
