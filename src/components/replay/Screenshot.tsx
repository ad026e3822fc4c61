import { MAX_IMAGE_BYTES, checkImageSrc } from '../../replay/safety';
import { formatBytes, type Lang } from '../../replay/format';
import { pick, ui } from '../../replay/messages';

interface ScreenshotProps {
  src: unknown;
  lang: Lang;
  url?: string;
  caption?: string;
  /** Target of a GUI action, 0–1 on each axis. */
  point?: { x: number; y: number };
}

/**
 * A browser screenshot from the event data. Only embedded raster images and
 * the site's own images are shown; anything else becomes a note, so a session
 * file can never make the page fetch a third-party URL.
 */
export function Screenshot({ src, lang, url, caption, point }: ScreenshotProps) {
  const checked = checkImageSrc(src);
  const alt = pick(ui.screenshotAlt, lang, { url: url ? ` · ${url}` : '' });
  if (!checked.ok) {
    return checked.reason === 'too-large' ? (
      <p className="atr-note" data-testid="replay-image-too-large">
        {pick(ui.imageTooLarge, lang, { size: formatBytes(checked.bytes, lang), limit: formatBytes(MAX_IMAGE_BYTES, lang) })}
      </p>
    ) : (
      <p className="atr-note">{pick(ui.imageBlocked, lang)}</p>
    );
  }
  const safe = checked.src;
  const px = point ? Math.round(point.x * 1000) / 10 : 0;
  const py = point ? Math.round(point.y * 1000) / 10 : 0;
  return (
    <figure className="atr-shot">
      <div className="atr-shot__frame">
        {url ? (
          <div className="atr-shot__bar" aria-hidden="true">
            <span className="atr-shot__dots" />
            <span className="atr-shot__url">{url}</span>
          </div>
        ) : null}
        <div className="atr-shot__canvas">
          <img src={safe} alt={alt} decoding="async" />
          {point ? (
            <span className="atr-shot__marker" style={{ left: `${px}%`, top: `${py}%` }} aria-hidden="true" />
          ) : null}
        </div>
      </div>
      {caption || point ? (
        <figcaption className="atr-shot__caption">
          {caption}
          {caption && point ? ' · ' : ''}
          {point ? pick(ui.clickMarker, lang, { x: px, y: py }) : ''}
        </figcaption>
      ) : null}
    </figure>
  );
}
