/**
 * The Agent TARS mark (the drawing in docs/public/logo.svg) as inline SVG.
 * An <img> of an SVG file makes the browser build a separate SVG document
 * for it while the page loads, which cost more main-thread time than the
 * rest of the navbar; inline, the five shapes are part of the page.
 * Decorative: it always sits beside the site name (the navbar, the social card).
 */
export function LogoMark({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#1e40af" />
      <rect x="7" y="8" width="18" height="4" rx="2" fill="#fff" />
      <rect x="14" y="12" width="4" height="13" rx="2" fill="#fff" />
      <circle cx="10" cy="21" r="2.2" fill="#93c5fd" />
      <circle cx="22" cy="21" r="2.2" fill="#93c5fd" />
    </svg>
  );
}
