import { identity } from '../site/identity';
import { LogoMark } from './LogoMark';
import './SocialBanner.css';

/**
 * The 1200×630 social card. `scripts/render-social-image.mjs` screenshots it
 * into `docs/public/og-image.png`; `/banner` shows it in the dev server.
 */
export function SocialBanner() {
  return (
    <div className="at-banner" role="img" aria-label={`${identity.name}: ${identity.tagline.en}`}>
      <LogoMark className="at-banner__mark" size={140} />
      <p className="at-banner__name">{identity.name}</p>
      <p className="at-banner__tagline">{identity.tagline.en}</p>
      <p className="at-banner__tagline at-banner__tagline--zh" lang="zh-CN">
        {identity.tagline.zh}
      </p>
      <p className="at-banner__chips">Browser · Files · Commands · MCP · CLI · Web UI · SDK</p>
    </div>
  );
}
