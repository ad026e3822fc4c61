/**
 * localStorage that may be blocked. A browser set to block site data throws
 * on the first access to `window.localStorage` ("Access is denied for this
 * document"); unguarded, that throw in an effect unmounted the whole page.
 * Without storage a choice is simply not remembered.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it). Returns whether it was stored. */
export function writeStorage(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
