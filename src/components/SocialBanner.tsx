import { identity } from '../site/identity';
import './SocialBanner.css';

/**
 * The 1200×630 social card. `scripts/render-social-image.mjs` screenshots it
 * into `docs/public/og-image.png`; `/banner` shows it in the dev server.
 */
export function SocialBanner() {
  return (
    <div className="at-banner" role="img" aria-label={`${identity.name}: ${identity.tagline.en}`}>
      <svg className="at-banner__mark" width="140" height="140" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="#1e40af" />
        <rect x="7" y="8" width="18" height="4" rx="2" fill="#fff" />
        <rect x="14" y="12" width="4" height="13" rx="2" fill="#fff" />
        <circle cx="10" cy="21" r="2.2" fill="#93c5fd" />
        <circle cx="22" cy="21" r="2.2" fill="#93c5fd" />
      </svg>
      <p className="at-banner__name">{identity.name}</p>
      <p className="at-banner__tagline">{identity.tagline.en}</p>
      <p className="at-banner__tagline at-banner__tagline--zh" lang="zh-CN">
        {identity.tagline.zh}
      </p>
      <p className="at-banner__chips">Browser · Files · Commands · MCP · CLI · Web UI · SDK</p>
    </div>
  );
}
