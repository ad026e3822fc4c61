/**
 * Copying text, with copy-to-clipboard's fallback prompt in the page's
 * language. Rspress's own `copyToClipboard` left the prompt in English
 * ("Copy to clipboard: Ctrl+C, Enter") on Chinese pages.
 */
import copy from 'copy-to-clipboard';
import texts from '../../i18n.json';

/** The fallback prompt for the page's language (the `<html lang>` the page was rendered with). */
export function copyPrompt(lang: string): string {
  return lang.startsWith('zh') ? texts.copyFallbackPrompt.zh : texts.copyFallbackPrompt.en;
}

export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Not allowed here (no focus, an insecure origin): the fallback below.
    }
  }
  if (typeof document === 'undefined') return false;
  return copy(text, { message: copyPrompt(document.documentElement.lang || 'en') });
}
