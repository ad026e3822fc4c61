import type { Localized } from '../../data/routes';

export const L = (en: string, zh: string): Localized => ({ en, zh });

/** Shows a piece of pasted text in a message without letting a huge or multi-line value through. */
export function excerpt(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
