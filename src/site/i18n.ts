import { useI18n } from '@rspress/core/runtime';
import texts from '../../i18n.json';

/** A key of our `i18n.json`, which extends Rspress's own UI texts. */
export type TextKey = keyof typeof texts;

/** `useI18n` typed with our own keys, so a missing text is a type error. */
export const useT = (): ((key: TextKey) => string) => useI18n() as unknown as (key: TextKey) => string;
