/**
 * Copying text. The Clipboard API first; where it is refused (no focus, an
 * insecure origin), a selection copied with `execCommand`; where that fails
 * too, a prompt with the text selected and the key combination to press, in
 * the page's language (Rspress's own copy left that prompt in English).
 * Written here rather than with copy-to-clipboard: that package cost every
 * page about 1 KB of first-load JS for the same three steps.
 */
import texts from '../../i18n.json';

/** The fallback prompt for the page's language (the `<html lang>` the page was rendered with). */
export function copyPrompt(lang: string): string {
  return lang.startsWith('zh') ? texts.copyFallbackPrompt.zh : texts.copyFallbackPrompt.en;
}

/** The copy shortcut of the reader's platform, as the prompt names it. */
export function copyKeys(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘+C' : 'Ctrl+C';
}

function copyWithSelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused here: the steps below.
    }
  }
  if (typeof document === 'undefined') return false;
  if (copyWithSelection(text)) return true;
  window.prompt(copyPrompt(document.documentElement.lang || 'en').replace('#{key}', copyKeys(navigator.platform || navigator.userAgent)), text);
  return false;
}
