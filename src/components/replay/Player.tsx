import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { SPEEDS, STEP_LIST_WINDOW } from '../../replay/constants';
import { formatClock, type Lang } from '../../replay/format';
import { kindLabels, pick, ui } from '../../replay/messages';
import { playbackReducer, stepDelayMs, type PlaybackState } from '../../replay/playback';
import type { Step } from '../../replay/steps';
import { StepDetail } from './StepDetail';

interface PlayerProps {
  steps: readonly Step[];
  initialIndex: number;
  lang: Lang;
  /** Called after every change of the current step (for the `?step=` parameter). */
  onIndexChange?: (index: number) => void;
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
const ICONS = {
  first: 'M6 5h2v14H6zM20 5v14L9.5 12z',
  prev: 'M19 5v14L8.5 12zM6 5h2v14H6z',
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  next: 'M5 5v14l10.5-7zM16 5h2v14h-2z',
  last: 'M4 5v14l10.5-7zM16 5h2v14h-2z',
};

/** Keys the player handles while focus is not in a field that needs them. */
function shortcutFor(e: KeyboardEvent): 'toggle' | 'prev' | 'next' | 'first' | 'last' | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  const target = e.target as HTMLElement | null;
  const tag = target?.tagName;
  if (target?.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return null;
  // The timeline slider and other inputs handle arrows and Home/End themselves;
  // Space on the slider still plays or pauses.
  if (tag === 'INPUT') return e.key === ' ' && (target as HTMLInputElement).type === 'range' ? 'toggle' : null;
  // Scrollable code and tables keep their arrow keys for scrolling.
  if ((tag === 'PRE' || target?.getAttribute('role') === 'region') && e.key.startsWith('Arrow')) return null;
  // Space and Enter on a button or link activate that control instead.
  if ((tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && (e.key === ' ' || e.key === 'Enter')) return null;
  switch (e.key) {
    case ' ':
      return 'toggle';
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

export function Player({ steps, initialIndex, lang, onIndexChange }: PlayerProps) {
  const [state, dispatch] = useReducer(playbackReducer, undefined, (): PlaybackState => ({
    index: Math.min(Math.max(0, initialIndex), Math.max(0, steps.length - 1)),
    total: steps.length,
    playing: false,
    speed: 1,
  }));
  const offsets = useMemo(() => steps.map((s) => s.offsetMs), [steps]);
  const listRef = useRef<HTMLOListElement>(null);
  const [announce, setAnnounce] = useState('');
  const ids = useId();
  const timelineId = `${ids}-timeline`;
  const speedId = `${ids}-speed`;

  const current = steps[state.index];
  const total = steps.length;
  const endOffset = offsets[offsets.length - 1] ?? 0;

  // Playback clock: one timer per step, so pausing or seeking simply cancels it.
  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), stepDelayMs(offsets, state.index, state.speed));
    return () => window.clearTimeout(timer);
  }, [state.playing, state.index, state.speed, offsets]);

  useEffect(() => {
    onIndexChange?.(state.index);
  }, [state.index, onIndexChange]);

  // Screen readers hear manual moves; during playback the list's aria-current is enough.
  useEffect(() => {
    if (state.playing || !current) return;
    setAnnounce(
      `${pick(ui.stepOf, lang, { n: state.index + 1, total })}: ${pick(kindLabels[current.kind], lang)}${current.summary ? `, ${current.summary}` : ''}`,
    );
  }, [state.index, state.playing, current, lang, total]);

  // Keep the current row visible inside the list without scrolling the page.
  const revealCurrent = useCallback(() => {
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !row) return;
    // The list is the rows' offset parent (position: relative), so offsetTop is list-relative.
    const top = (row.offsetParent === list ? 0 : -list.offsetTop) + row.offsetTop;
    // Only the part of the list above the window's bottom edge counts as visible.
    const rect = list.getBoundingClientRect();
    const onScreen = Math.min(list.clientHeight, window.innerHeight - Math.max(rect.top, 0));
    const visible = Math.max(row.offsetHeight + 16, onScreen);
    if (top < list.scrollTop) list.scrollTop = Math.max(0, top - 8);
    else if (top + row.offsetHeight > list.scrollTop + visible) {
      list.scrollTop = top + row.offsetHeight - visible + 8;
    }
  }, []);

  useEffect(() => {
    revealCurrent();
  }, [state.index, revealCurrent]);

  // The list's height can settle after the first paint (styles, fonts, window size).
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => revealCurrent());
    observer.observe(list);
    return () => observer.disconnect();
  }, [revealCurrent]);

  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e);
      if (!action) return;
      e.preventDefault();
      dispatch({ type: action });
    };
    document.addEventListener('keydown', onKey);
    // Says the shortcuts are live: the player shows before this effect runs,
    // and a key pressed in between does nothing (tests wait for it).
    rootRef.current?.setAttribute('data-keys', 'on');
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const seek = useCallback((index: number) => dispatch({ type: 'seek', index }), []);

  const from = Math.max(0, state.index - STEP_LIST_WINDOW);
  const to = Math.min(total, state.index + STEP_LIST_WINDOW + 1);
  const atStart = state.index === 0;
  const atEnd = state.index >= total - 1;
  const valueText = current
    ? `${pick(ui.stepOf, lang, { n: state.index + 1, total })}: ${pick(kindLabels[current.kind], lang)}`
    : '';

  return (
    <div className="atr-player" ref={rootRef}>
      <div className="atr-controls" role="group" aria-label={pick(ui.controls, lang)}>
        <div className="atr-controls__buttons">
          <button type="button" className="atr-btn at-btn atr-btn--icon" onClick={() => dispatch({ type: 'first' })} disabled={atStart} aria-label={pick(ui.first, lang)} title={`${pick(ui.first, lang)} (Home)`}>
            <Icon d={ICONS.first} />
          </button>
          <button type="button" className="atr-btn at-btn atr-btn--icon" onClick={() => dispatch({ type: 'prev' })} disabled={atStart} aria-label={pick(ui.prev, lang)} title={`${pick(ui.prev, lang)} (←)`}>
            <Icon d={ICONS.prev} />
          </button>
          <button
            type="button"
            className="atr-btn at-btn atr-btn--icon at-btn--primary"
            onClick={() => dispatch({ type: 'toggle' })}
            aria-label={pick(state.playing ? ui.pause : ui.play, lang)}
            title={`${pick(state.playing ? ui.pause : ui.play, lang)} (${pick(ui.keySpaceName, lang)})`}
            data-playing={state.playing ? 'true' : 'false'}
          >
            <Icon d={state.playing ? ICONS.pause : ICONS.play} />
          </button>
          <button type="button" className="atr-btn at-btn atr-btn--icon" onClick={() => dispatch({ type: 'next' })} disabled={atEnd} aria-label={pick(ui.next, lang)} title={`${pick(ui.next, lang)} (→)`}>
            <Icon d={ICONS.next} />
          </button>
          <button type="button" className="atr-btn at-btn atr-btn--icon" onClick={() => dispatch({ type: 'last' })} disabled={atEnd} aria-label={pick(ui.last, lang)} title={`${pick(ui.last, lang)} (End)`}>
            <Icon d={ICONS.last} />
          </button>
        </div>
        <div className="atr-controls__timeline">
          <label htmlFor={timelineId} className="atr-visually-hidden">
            {pick(ui.timelineLabel, lang)}
          </label>
          <input
            id={timelineId}
            className="atr-range"
            type="range"
            min={1}
            max={Math.max(1, total)}
            step={1}
            value={state.index + 1}
            aria-valuetext={valueText}
            onChange={(e) => seek(Number(e.currentTarget.value) - 1)}
          />
          <span className="atr-controls__pos" data-testid="replay-position">
            {pick(ui.stepOf, lang, { n: state.index + 1, total })}
          </span>
        </div>
        <div className="atr-controls__speed">
          <span className="atr-controls__clock atr-muted">
            {formatClock(current?.offsetMs ?? 0)} / {formatClock(endOffset)}
          </span>
          <label htmlFor={speedId}>{pick(ui.speed, lang)}</label>
          <select id={speedId} value={state.speed} onChange={(e) => dispatch({ type: 'speed', speed: Number(e.currentTarget.value) })}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="atr-visually-hidden" aria-live="polite" aria-atomic="true">
        {announce}
      </p>

      <div className="atr-panes">
        <section className="atr-detail-pane" aria-labelledby={`${ids}-detail`}>
          <h2 id={`${ids}-detail`} className="atr-pane-title">
            {pick(ui.detailHeading, lang)}
          </h2>
          {current ? <StepDetail key={current.n} step={current} steps={steps} lang={lang} /> : null}
        </section>

        <section className="atr-list-pane" aria-labelledby={`${ids}-steps`}>
          <h2 id={`${ids}-steps`} className="atr-pane-title">
            {pick(ui.stepsHeading, lang)}
          </h2>
          {from > 0 ? <p className="atr-muted atr-list-more">{pick(ui.earlierHidden, lang, { n: from })}</p> : null}
          <ol className="atr-steps" ref={listRef} start={from + 1}>
            {steps.slice(from, to).map((s) => {
              const isCurrent = s.n === state.index;
              return (
                <li key={s.n} className={`atr-step atr-kind--${s.kind}${s.n > state.index ? ' atr-step--future' : ''}`}>
                  <button
                    type="button"
                    className="atr-step__btn"
                    aria-current={isCurrent ? 'step' : undefined}
                    onClick={() => seek(s.n)}
                  >
                    <span className="atr-step__num" aria-hidden="true">
                      {s.n + 1}
                    </span>
                    <span className="atr-step__body">
                      <span className="atr-step__kind">{pick(kindLabels[s.kind], lang)}</span>
                      {s.summary ? <span className="atr-step__summary">{s.summary}</span> : null}
                    </span>
                    <span className="atr-step__time" aria-hidden="true">
                      {formatClock(s.offsetMs)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {to < total ? <p className="atr-muted atr-list-more">{pick(ui.laterHidden, lang, { n: total - to })}</p> : null}
        </section>
      </div>
    </div>
  );
}
