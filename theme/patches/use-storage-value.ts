/**
 * Rspress's `useStorageValue` (theme/logic/useStorageValue.js), with every
 * storage access guarded (src/site/safe-storage.ts): with site data blocked,
 * the original threw in an effect and every page went blank. The build puts
 * this module in place of the original for Rspress's own imports too
 * (theme/rspress-internals.build.ts), so the theme state and tabs use it.
 */
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../src/site/safe-storage';

const SYNC_STORAGE_EVENT_NAME = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

export const useStorageValue = <T extends string | null>(key: string, defaultValue: T): [string | T, (value: string | null) => void] => {
  const [value, setValueInternal] = useState<string | T>(defaultValue);
  useEffect(() => {
    const stored = readStorage(key);
    if (stored !== null) setValueInternal(stored);
  }, [key]);
  const setValue = useCallback(
    (next: string | null) => {
      writeStorage(key, next === null || next === undefined ? null : String(next));
      setValueInternal(next ?? defaultValue);
      dispatchEvent(new CustomEvent(SYNC_STORAGE_EVENT_NAME, { detail: { key, newValue: next } }));
    },
    [key, defaultValue],
  );
  useEffect(() => {
    const listener = (e: StorageEvent) => {
      if (e.key === key) setValueInternal(readStorage(key) ?? defaultValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [key, defaultValue]);
  useEffect(() => {
    const listener = (e: Event) => {
      const { key: eventKey, newValue } = (e as CustomEvent<{ key: string; newValue: string | null }>).detail;
      if (eventKey === key) setValueInternal(newValue ?? defaultValue);
    };
    window.addEventListener(SYNC_STORAGE_EVENT_NAME, listener);
    return () => window.removeEventListener(SYNC_STORAGE_EVENT_NAME, listener);
  }, [key, defaultValue]);
  return [value, setValue];
};
