import { useLocation } from '@rspress/core/runtime';
import { NAV_DROPDOWN_CLOSE_DELAY_MS } from '../../src/site/constants';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DisclosureOptions {
  /** Open while the pointer rests on the menu, as Rspress's hover menus do. */
  hover?: boolean;
  /** Keep the keyboard inside the panel while it is open (a full-screen menu). */
  trapFocus?: boolean;
  /** Move the focus to the first control in the panel when it opens from a key or a click. */
  focusOnOpen?: boolean;
  /**
   * A fixed id for the panel, for a panel rendered only in the browser (in a
   * portal): the pre-rendered aria-controls then names the id the panel gets
   * when it opens, whatever the tree around the portal looks like.
   */
  panelId?: string;
}

/**
 * A button that shows and hides a panel, usable with a mouse, a finger and
 * the keyboard (the WAI-ARIA disclosure pattern). Rspress's nav menus open on
 * hover only; every nav menu of ours is built on this instead.
 *
 * Escape closes and returns the focus to the button, leaving the menu with
 * Tab or a click elsewhere closes it, and so does a route change. Arrow keys
 * move between the panel's links. The panel handles its keys itself
 * (`panelProps.onKeyDown`), and the root ignores keys that bubble up to it
 * from a panel in a portal (React bubbles events through portals).
 */
export function useDisclosure({ hover = false, trapFocus = false, focusOnOpen = false, panelId: fixedId }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const generatedId = useId();
  const panelId = fixedId ?? generatedId;
  const rootRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Set when the panel was opened by a key or a click, not by hovering. */
  const openedOnPurpose = useRef(false);
  const { pathname, hash } = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    openedOnPurpose.current = false;
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => close(), [pathname, hash, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!rootRef.current?.contains(target) && !panelRef.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => {
    if (open && focusOnOpen && openedOnPurpose.current) {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [open, focusOnOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onButtonClick = (e: MouseEvent<HTMLButtonElement>) => {
    cancelClose();
    // A mouse that hovered the menu open would close it again on click; a
    // click only toggles a menu the pointer did not open.
    if (hover && e.detail > 0 && open && !openedOnPurpose.current) {
      openedOnPurpose.current = true;
      return;
    }
    openedOnPurpose.current = !open;
    setOpen(!open);
  };

  const focusables = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // A key in a portal panel reaches the root too (React bubbles events
    // through portals); the panel has handled it already.
    if (e.currentTarget !== panelRef.current && panelRef.current?.contains(e.target as Node)) return;
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
      return;
    }
    if (e.key === 'ArrowDown' && e.target === buttonRef.current && !open) {
      e.preventDefault();
      openedOnPurpose.current = true;
      setOpen(true);
      requestAnimationFrame(() => focusables()[0]?.focus());
      return;
    }
    if (!open) return;
    const items = focusables();
    if (trapFocus && e.key === 'Tab') {
      // The open panel covers the page: Tab cycles through the button and the panel.
      const ring = [buttonRef.current, ...items].filter((x): x is HTMLElement => x !== null);
      const at = ring.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      e.preventDefault();
      ring[(at + (e.shiftKey ? -1 : 1) + ring.length) % ring.length]?.focus();
      return;
    }
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (e.key in move) {
      e.preventDefault();
      items[(move[e.key] + items.length) % items.length]?.focus();
    }
  };

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    if (trapFocus || !next) return;
    if (!rootRef.current?.contains(next) && !panelRef.current?.contains(next)) close();
  };

  const onMouseEnter = () => {
    if (!hover) return;
    cancelClose();
    setOpen(true);
  };
  const onMouseLeave = () => {
    if (!hover || openedOnPurpose.current) return;
    // The wait lets the pointer travel from the button into the panel.
    closeTimer.current = window.setTimeout(() => setOpen(false), NAV_DROPDOWN_CLOSE_DELAY_MS);
  };

  return {
    open,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur, onMouseEnter, onMouseLeave },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: onButtonClick,
    },
    panelProps: { ref: panelRef, id: panelId, onKeyDown },
  };
}
