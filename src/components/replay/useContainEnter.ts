import { useEffect, type RefObject } from 'react';

/**
 * Rspress 2.0.22's search panel listens to Enter on the whole document and,
 * while it has no results, throws "Cannot read properties of undefined
 * (reading 'link')". Enter presses that activate our own buttons, links and
 * fields are kept inside the page root so they never reach that listener.
 * The browser's default action (clicking the button) is unaffected.
 */
export function useContainEnter(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter') e.stopPropagation();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [ref]);
}
