import { usePage } from '@rspress/core/runtime';
import { LlmsHint as OriginalLlmsHint } from '@rspress/core/theme-original';

/**
 * A 404 page has no Markdown twin, and its route differs between the
 * pre-rendered `zh/404.html` and the address being answered, so the hint
 * (which names the page's `.md` URL) is left out there.
 */
export function LlmsHint() {
  const { page } = usePage();
  if (page.pageType === '404') return null;
  return <OriginalLlmsHint />;
}
