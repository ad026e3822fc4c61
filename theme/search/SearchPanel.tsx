/**
 * The search panel: a modal with the query box and grouped hits.
 *
 * Keys: arrows move the current hit, Enter follows it, Escape closes; Cancel
 * and a click on the mask close too. The query waits 150 ms after the last
 * keystroke and never runs while an IME is composing.
 */
import { Link } from '@theme';
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { searchStore } from '../../src/search/client/store';
import { clipQuery, isClipped, MAX_QUERY_LENGTH } from '../../src/search/query-limit';
import { splitHighlights } from '../../src/search/snippet';
import type { HighlightRange, PageHits, SearchHit } from '../../src/search/types';
import { RESULT_LIMIT } from '../../src/data/search-weights';
import { searchTexts } from './texts';

export const INPUT_DELAY_MS = 150;

function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  // Plain text nodes and <mark> elements only: nothing from the index or the
  // query is ever parsed as HTML.
  return (
    <>
      {splitHighlights(text, ranges).map((part, i) =>
        part.mark ? (
          <mark key={i} className="at-search-mark">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function KindIcon({ kind }: { kind: SearchHit['kind'] }) {
  const paths: Record<SearchHit['kind'], ReactNode> = {
    title: (
      <>
        <path d="M7 3h7l5 5v13H7z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M14 3v5h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </>
    ),
    header: <path d="M9 4 7 20M17 4l-2 16M4 9h16M3 15h16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
    content: <path d="M4 6h16M4 10h16M4 14h10M4 18h13" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
  };
  return (
    <svg className="at-search-hit__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {paths[kind]}
    </svg>
  );
}

interface PanelProps {
  lang: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Keys typed before the panel showed (its code was still loading). */
  initialQuery?: string;
}

export function SearchPanel({ lang, onClose, returnFocusTo, initialQuery = '' }: PanelProps) {
  const texts = searchTexts(lang);
  const status = useSyncExternalStore(searchStore.subscribe, searchStore.getStatus, () => 'initial' as const);
  const [value, setValue] = useState(initialQuery);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PageHits[] | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sequence = useRef(0);
  const shownQuery = useRef('');
  const ids = useId();
  const listId = `${ids}-results`;

  const flat = useMemo(() => (results ?? []).flatMap((page) => page.hits), [results]);

  // Opening the panel loads the index, or retries after a failure.
  useEffect(() => {
    void searchStore.load();
  }, []);

  // Layout effects: the input has the focus, and Escape works, from the
  // moment the panel shows, not one frame later.
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    // Keys typed ahead are in the box: the caret goes after them.
    input?.setSelectionRange(input.value.length, input.value.length);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      clearTimeout(timer.current);
      (returnFocusTo?.current ?? previous)?.focus?.();
    };
  }, [returnFocusTo]);

  const run = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      const q = clipQuery(raw.trim());
      const id = ++sequence.current;
      if (!q) {
        // An empty query clears the results at once.
        setQuery('');
        setResults(null);
        shownQuery.current = '';
        return;
      }
      timer.current = setTimeout(() => {
        void searchStore.search(q, RESULT_LIMIT).then((pages) => {
          if (id !== sequence.current) return;
          setQuery(q);
          setResults(pages);
          // The same query run again (the index arrived meanwhile) keeps the
          // reader's place in the list; a new query starts at the top.
          if (shownQuery.current !== q) setActive(0);
          shownQuery.current = q;
        });
      }, INPUT_DELAY_MS);
    },
    [],
  );

  // Keys typed before the panel showed are searched like any others.
  useEffect(() => {
    if (initialQuery.trim()) run(initialQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A query typed before the index arrived runs again once it has (unless an
  // IME is still composing it: that run comes with compositionend).
  useEffect(() => {
    if (status === 'inited' && value.trim() && !composing.current) run(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  useLayoutEffect(() => {
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || composing.current || e.keyCode === 229) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (flat.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      listRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${active}"] a`)?.click();
    }
  };

  // While an input method composes (pinyin, kana), typing must not search;
  // the end of the composition searches the composed text once.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onStart = () => {
      composing.current = true;
      clearTimeout(timer.current);
    };
    const onEnd = () => {
      composing.current = false;
      run(input.value);
    };
    input.addEventListener('compositionstart', onStart);
    input.addEventListener('compositionend', onEnd);
    return () => {
      input.removeEventListener('compositionstart', onStart);
      input.removeEventListener('compositionend', onEnd);
    };
  }, [run]);

  const hasQuery = value.trim().length > 0;
  // Said on screen and, with the count, to screen readers.
  const clipped = Boolean(results && query && isClipped(value.trim()));
  let body: ReactNode = null;
  if (status === 'error') {
    body = (
      <p className="at-search-panel__notice" role="alert">
        {texts.failed}
      </p>
    );
  } else if (hasQuery && (status === 'initing' || status === 'initial') && results === null) {
    body = <p className="at-search-panel__notice">{texts.loading}</p>;
  } else if (results && results.length === 0 && query) {
    body = (
      <div className="at-search-panel__empty">
        <p className="at-search-panel__empty-title">{texts.noResults(query)}</p>
        <p className="at-search-panel__empty-hint">{texts.tryAgain}</p>
      </div>
    );
  } else if (results && results.length > 0) {
    let index = -1;
    body = (
      <ul className="at-search-panel__groups" id={listId} aria-label={texts.results}>
        {results.map((page) => (
          <li key={page.routePath} className="at-search-group">
            <p className="at-search-group__title">{page.title}</p>
            <ul className="at-search-group__hits">
              {page.hits.map((hit) => {
                index += 1;
                const i = index;
                const current = i === active;
                return (
                  <li
                    key={`${hit.kind}:${hit.link}:${i}`}
                    data-index={i}
                    data-kind={hit.kind}
                    className={`at-search-hit${current ? ' at-search-hit--current' : ''}`}
                    onMouseMove={() => !current && setActive(i)}
                  >
                    <Link href={hit.link} className="at-search-hit__link" aria-current={current ? 'true' : undefined} onClick={onClose}>
                      <KindIcon kind={hit.kind} />
                      <span className="at-search-hit__body">
                        <span className="at-search-hit__header">
                          <span className="at-visually-hidden">{texts.kinds[hit.kind]}: </span>
                          <Highlighted text={hit.header} ranges={hit.kind === 'content' ? [] : hit.highlights} />
                        </span>
                        {hit.statement ? (
                          <span className="at-search-hit__statement">
                            <Highlighted text={hit.statement} ranges={hit.highlights} />
                          </span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    );
  }

  const panel = (
    <div
      className="at-search-panel__mask"
      data-testid="search-mask"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="at-search-panel" role="dialog" aria-modal="true" aria-label={texts.dialog}>
        <div className="at-search-panel__header">
          <div className="at-search-panel__form">
            <svg className="at-search-panel__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              ref={inputRef}
              className="at-search-panel__input"
              type="search"
              value={value}
              placeholder={texts.placeholder}
              aria-label={texts.input}
              aria-controls={listId}
              aria-busy={status === 'initing'}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              onChange={(e) => {
                setValue(e.target.value);
                const native = e.nativeEvent as InputEvent | undefined;
                if (!composing.current && !native?.isComposing) run(e.target.value);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <button type="button" className="at-search-panel__cancel" onClick={onClose}>
            {texts.cancel}
          </button>
        </div>
        <div className="at-search-panel__results" ref={listRef}>
          {clipped ? (
            <p className="at-search-panel__clipped" aria-hidden="true">
              {texts.clipped(MAX_QUERY_LENGTH)}
            </p>
          ) : null}
          {body}
        </div>
        <p className="at-visually-hidden" role="status">
          {results && query ? `${texts.count(flat.length)}${clipped ? ` ${texts.clipped(MAX_QUERY_LENGTH)}` : ''}` : ''}
        </p>
        <div className="at-search-panel__footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {texts.keys.move}
          </span>
          <span>
            <kbd>↵</kbd> {texts.keys.open}
          </span>
          <span>
            <kbd>Esc</kbd> {texts.keys.close}
          </span>
        </div>
      </div>
    </div>
  );

  const target = document.getElementById('__rspress_modal_container') ?? document.body;
  return createPortal(panel, target);
}
