import { usePage } from '@rspress/core/runtime';
import { LlmsHint as OriginalLlmsHint } from '@rspress/core/theme-original';
import { useT } from '../../src/site/i18n';

/**
 * A 404 page has no Markdown twin, and its route differs between the
 * pre-rendered `zh/404.html` and the address being answered, so the hint
 * (which names the page's `.md` URL) is left out there. Elsewhere the hint
 * sits in a named region, so it is inside a landmark like all page content
 * and screen-reader users can skip it.
 */
export function LlmsHint() {
  const { page } = usePage();
  const t = useT();
  if (page.pageType === '404') return null;
  return (
    <section aria-label={t('llmsHintLabel')}>
      <OriginalLlmsHint />
    </section>
  );
}
