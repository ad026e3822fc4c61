import { useSite } from '@rspress/core/runtime';
import icons from 'virtual-social-links';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import { MAX_SOCIAL_LINKS } from '../../src/site/constants';

/** Readable names for the icon-only links. */
const NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

interface SocialLinkConfig {
  icon: string | { svg: string };
  mode?: string;
  content: string;
}

/**
 * Rspress's social links are icons with no accessible name. Ours render the
 * same icons and styles, named after the service; at most five are shown.
 */
export function SocialLinks() {
  const { site } = useSite();
  const links = ((site.themeConfig as { socialLinks?: SocialLinkConfig[] }).socialLinks ?? []).slice(0, MAX_SOCIAL_LINKS);
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links">
      {links.map((link) => {
        const key = typeof link.icon === 'string' ? link.icon : '';
        const svg = typeof link.icon === 'string' ? (icons as Record<string, string>)[link.icon] : link.icon.svg;
        return (
          <a
            key={link.content}
            href={link.content}
            target="_blank"
            rel="noopener noreferrer"
            className="rp-social-links__item"
            aria-label={NAMES[key.toLowerCase()] ?? new URL(link.content).hostname}
          >
            <div className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
          </a>
        );
      })}
    </div>
  );
}
