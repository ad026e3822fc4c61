/**
 * The nav search box, replacing Rspress's `Search` through the theme.
 *
 * It differs from the built-in one in what it loads and when: nothing during
 * page load; the engine's code and this locale's index are downloaded once
 * the browser is idle after `load`, or at the latest when the panel first
 * opens. The engine is built (the costly part) when the reader points at or
 * focuses the search box, or opens the panel.
 */
import { useLang, useVersion } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchStore } from '../../src/search/client/store';
import { searchTexts } from './texts';
import './search.css';

/** How long the notice that the panel's code could not be downloaded stays. */
const PANEL_FAILED_NOTICE_MS = 8000;

type PanelModule = typeof import('./SearchPanel');
type PanelComponent = PanelModule['SearchPanel'];

// The panel is needed only once a reader opens search; it is fetched then
// (and prefetched on idle with the engine), keeping it out of the first load.
// Not React.lazy: a lazy component suspends on its first render even when
// its code is already here, and React then holds the panel back for its
// fallback throttle (about 300 ms), while the reader's first keys were lost.
let panelModule: PanelModule | undefined;
const loadPanel = (): Promise<PanelModule> =>
  import(/* webpackChunkName: "search-panel" */ './SearchPanel').then((m) => (panelModule = m));

/**
 * Keys typed after the panel was asked for and before it shows (its code
 * still on the way): they become the start of its query. Escape cancels.
 */
function startTypeAhead(onEscape: () => void): () => string {
  let text = '';
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key === 'Escape') onEscape();
    else if (e.key === 'Backspace') text = text.slice(0, -1);
    else if (e.key.length === 1) text += e.key;
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    return text;
  };
}

interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `task` when the browser is idle after the page has loaded. */
function whenIdleAfterLoad(task: () => void): () => void {
  const w = window as unknown as IdleWindow;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(() => !cancelled && task());
    else timer = setTimeout(() => !cancelled && task(), 1500);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) w.cancelIdleCallback?.(idleHandle);
    if (timer) clearTimeout(timer);
  };
}

function saveData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

function isMac(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform || navigator.userAgent);
}

function SearchIcon() {
  return (
    <svg className="at-search-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Search() {
  const lang = useLang();
  const version = useVersion();
  const texts = searchTexts(lang);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | undefined>(undefined);
  const [typedAhead, setTypedAhead] = useState('');
  const [panelFailed, setPanelFailed] = useState(false);
  const [hotkey, setHotkey] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stopTypeAhead = useRef<(() => string) | undefined>(undefined);
  const openRef = useRef(open);
  openRef.current = open;

  const show = useCallback(() => {
    setOpen(true);
    setPanelFailed(false);
    setTypedAhead('');
    // The index and the engine load alongside the panel's code, not after it.
    void searchStore.load();
    if (panelModule) {
      setPanel(() => panelModule?.SearchPanel);
      return;
    }
    const stop = () => {
      const text = stopTypeAhead.current?.() ?? '';
      stopTypeAhead.current = undefined;
      return text;
    };
    stopTypeAhead.current ??= startTypeAhead(() => {
      stop();
      setOpen(false);
    });
    loadPanel().then(
      (m) => {
        // The keys typed meanwhile are the panel's query from its first render.
        setTypedAhead(stop());
        setPanel(() => m.SearchPanel);
      },
      (error: unknown) => {
        stop();
        console.error('Search: the search panel could not be loaded; try again.', error);
        setOpen(false);
        setPanelFailed(true);
      },
    );
  }, []);

  // The notice covers part of the page: it goes after a while (screen readers announced it at once).
  useEffect(() => {
    if (!panelFailed) return undefined;
    const timer = setTimeout(() => setPanelFailed(false), PANEL_FAILED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [panelFailed]);

  useEffect(() => {
    searchStore.setTarget(lang, version);
  }, [lang, version]);

  useEffect(() => {
    setHotkey(isMac() ? '⌘' : 'Ctrl');
    if (saveData()) return undefined;
    return whenIdleAfterLoad(() => {
      searchStore.prefetch();
      loadPanel().catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K' || e.code === 'KeyK') && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        if (openRef.current) setOpen(false);
        else show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const close = useCallback(() => setOpen(false), []);
  // The reader is about to search: build the engine now, so results are ready by the first keystroke.
  const warmUp = useCallback(() => void searchStore.load(), []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="at-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-hotkey={hotkey ?? undefined}
        onClick={show}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <SearchIcon />
        <span className="at-search-button__text">{texts.placeholder}</span>
        <kbd className="at-search-button__keys" aria-hidden="true" style={{ visibility: hotkey ? 'visible' : 'hidden' }}>
          {hotkey ?? 'Ctrl'} K
        </kbd>
      </button>
      {panelFailed ? (
        <p className="at-search-failed" role="alert">
          {texts.panelFailed}
        </p>
      ) : null}
      {open && Panel ? <Panel lang={lang} onClose={close} returnFocusTo={buttonRef} initialQuery={typedAhead} /> : null}
    </>
  );
}
