import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_SUCCESS_MS } from './constants';

/** `copied` turns true on `flash()` and back to false COPY_SUCCESS_MS later; a second flash restarts the time. */
export function useCopied(): [copied: boolean, flash: () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
  }, []);
  return [copied, flash];
}
