import { useLang } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findExampleSession, sessionLoaders, showcaseCategories, type ExampleSessionMeta } from '../../data/sessions';
import { asLang, formatBytes, formatDateTime, formatDuration, truncate, type Lang } from '../../replay/format';
import { errorMessages, pick, ui } from '../../replay/messages';
import { loadSessionFile, type FileLoad } from '../../replay/load-session';
import type { LoadErrorCode, SessionInfoLite, SourceFormat } from '../../replay/parse';
import { prepareEvents, type EventSummary } from '../../replay/prepare';
import { parseStepParam } from '../../replay/playback';
import { sessionDurationMs, type Step } from '../../replay/steps';
import { currentParams, replaceUrlParams } from '../../replay/url';
import { Picker } from './Picker';
import { Player } from './Player';
import { Shortcuts } from './Shortcuts';
import { useContainEnter } from './useContainEnter';
import '../button.css';
import './replay.css';

type Source =
  | { kind: 'example'; meta: ExampleSessionMeta }
  | { kind: 'file'; name: string; size: number; format: SourceFormat };

interface LoadedSession {
  /** Changes on every load, so the player starts fresh. */
  key: number;
  source: Source;
  info?: SessionInfoLite;
  summary: EventSummary;
  steps: Step[];
  initialIndex: number;
}

type View = { status: 'picker' } | { status: 'loading' } | { status: 'ready'; session: LoadedSession };

/** The progress indicator appears only for loads that take longer than this. */
const PROGRESS_DELAY_MS = 300;

interface Progress {
  received: number;
  total?: number;
}

interface LoadError {
  code: LoadErrorCode;
  detail?: string;
  id?: string;
}

let loadCounter = 0;

function makeSession(steps: Step[], summary: EventSummary, source: Source, info: SessionInfoLite | undefined, stepParam: string | null): LoadedSession {
  loadCounter += 1;
  return { key: loadCounter, source, info, summary, steps, initialIndex: parseStepParam(stepParam, steps.length) ?? 0 };
}

function prepare(events: unknown[], source: Source, info: SessionInfoLite | undefined, stepParam: string | null): LoadedSession | LoadError {
  const prepared = prepareEvents(events);
  return prepared.ok ? makeSession(prepared.steps, prepared.summary, source, info, stepParam) : { code: prepared.error };
}

const isError = (v: LoadedSession | LoadError): v is LoadError => 'code' in v;

function firstModel(steps: readonly Step[]): string | undefined {
  for (const s of steps) {
    if (s.item.status === 'ok' && s.item.event.type === 'agent_run_start') {
      return s.item.event.modelDisplayName ?? s.item.event.model;
    }
  }
  return undefined;
}

function SessionHeader({ session, lang, onClose }: { session: LoadedSession; lang: Lang; onClose: () => void }) {
  const { source, info, steps, summary } = session;
  const title =
    source.kind === 'example' ? source.meta.title[lang] : info?.name ?? source.name;
  const model = firstModel(steps) ?? info?.model;
  const firstTs = steps.find((s) => s.timestamp !== undefined)?.timestamp;
  const formatLabel =
    source.kind === 'file' ? pick(source.format === 'html' ? ui.formatHtml : source.format === 'jsonl' ? ui.formatJsonl : ui.formatJson, lang) : '';
  return (
    <header className="atr-session">
      <div className="atr-session__title-row">
        <h2 className="atr-session__title" data-testid="replay-session-title">
          {title}
        </h2>
        <span className={`atr-chip ${source.kind === 'example' ? 'atr-chip--brand' : ''}`}>
          {pick(source.kind === 'example' ? ui.exampleBadge : ui.fileBadge, lang)}
        </span>
        <button type="button" className="atr-btn at-btn atr-session__close" onClick={onClose}>
          {pick(ui.openAnother, lang)}
        </button>
      </div>
      {source.kind === 'example' ? <p className="atr-session__desc">{source.meta.description[lang]}</p> : null}
      <dl className="atr-session__meta">
        {source.kind === 'example' ? (
          <div>
            <dt className="atr-visually-hidden">{pick(ui.category, lang)}</dt>
            <dd>{showcaseCategories.find((c) => c.id === source.meta.category)?.label[lang]}</dd>
          </div>
        ) : (
          <div>
            <dt>{pick(ui.source, lang)}</dt>
            <dd>
              {truncate(source.name, 60)} ({formatLabel}, {formatBytes(source.size, lang)})
            </dd>
          </div>
        )}
        {model ? (
          <div>
            <dt>{pick(ui.model, lang)}</dt>
            <dd>{model}</dd>
          </div>
        ) : null}
        <div>
          <dt className="atr-visually-hidden">{pick(ui.stepsHeading, lang)}</dt>
          <dd>
            {pick(ui.steps, lang, { n: steps.length })}
            {summary.itemCount !== steps.length ? ` (${pick(ui.events, lang, { n: summary.itemCount })})` : ''}
          </dd>
        </div>
        <div>
          <dt>{pick(ui.duration, lang)}</dt>
          <dd>{formatDuration(sessionDurationMs(steps), lang)}</dd>
        </div>
        {firstTs !== undefined ? (
          <div>
            <dt>{pick(ui.recorded, lang)}</dt>
            <dd>{formatDateTime(firstTs, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {summary.unknownCount > 0 || summary.invalidCount > 0 ? (
        <div className="atr-callout atr-callout--warning" role="status" data-testid="replay-warnings">
          {summary.unknownCount > 0 ? (
            <p>
              {pick(ui.unknownTypes, lang, {
                n: summary.unknownCount,
                types: summary.unknownTypes.slice(0, 5).map((t) => truncate(t, 40)).join(', '),
              })}
            </p>
          ) : null}
          {summary.invalidCount > 0 ? <p>{pick(ui.invalidEvents, lang, { n: summary.invalidCount })}</p> : null}
        </div>
      ) : null}
    </header>
  );
}

export function ReplayPage() {
  const lang = asLang(useLang());
  const [view, setView] = useState<View>({ status: 'picker' });
  const [error, setError] = useState<LoadError | null>(null);
  const [dragging, setDragging] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  useContainEnter(rootRef);
  // Ignores results of a load that a newer load has replaced.
  const requestRef = useRef(0);
  const loadRef = useRef<FileLoad | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const fail = useCallback((e: LoadError) => {
    setError(e);
    setView({ status: 'picker' });
  }, []);

  const loadExample = useCallback(
    async (id: string, stepParam: string | null) => {
      const request = ++requestRef.current;
      const meta = findExampleSession(id);
      const loader = meta && Object.prototype.hasOwnProperty.call(sessionLoaders, id) ? sessionLoaders[id] : undefined;
      if (!meta || !loader) {
        replaceUrlParams({ session: null, step: null });
        fail({ code: 'unknown-example', id: truncate(id, 60) });
        return;
      }
      setError(null);
      setCancelled(false);
      setView({ status: 'loading' });
      try {
        const mod = await loader();
        if (request !== requestRef.current) return;
        const prepared = prepare(mod.events, { kind: 'example', meta }, mod.sessionInfo, stepParam);
        if (isError(prepared)) fail(prepared);
        else {
          replaceUrlParams({ session: id });
          setView({ status: 'ready', session: prepared });
        }
      } catch {
        if (request === requestRef.current) fail({ code: 'example-load-failed' });
      }
    },
    [fail],
  );

  const loadFile = useCallback(
    async (file: File) => {
      const request = ++requestRef.current;
      loadRef.current?.cancel();
      setError(null);
      setCancelled(false);
      setProgress(null);
      setView({ status: 'loading' });
      replaceUrlParams({ session: null, step: null });
      // Quick loads finish without a flash of progress; slow ones show it after a moment.
      let latest: Progress = { received: 0 };
      const reveal = window.setTimeout(() => setProgress(latest), PROGRESS_DELAY_MS);
      const load = loadSessionFile(file, {
        onProgress: (received, total) => {
          latest = { received, total };
          setProgress((shown) => (shown ? latest : shown));
        },
      });
      loadRef.current = load;
      const outcome = await load.done;
      window.clearTimeout(reveal);
      if (loadRef.current === load) loadRef.current = null;
      if (request !== requestRef.current) return;
      setProgress(null);
      if (!outcome.ok) {
        if (outcome.error === 'cancelled') {
          setCancelled(true);
          setView({ status: 'picker' });
        } else fail({ code: outcome.error, detail: outcome.detail });
        return;
      }
      const source: Source = { kind: 'file', name: file.name, size: file.size, format: outcome.format };
      setView({ status: 'ready', session: makeSession(outcome.steps, outcome.summary, source, outcome.sessionInfo, null) });
    },
    [fail],
  );

  const cancelLoad = useCallback(() => {
    loadRef.current?.cancel();
  }, []);

  // Query parameters exist only in the browser: read them after hydration.
  useEffect(() => {
    const params = currentParams();
    const id = params.get('session');
    if (id !== null) void loadExample(id, params.get('step'));
  }, [loadExample]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  // Drop a file anywhere on the page; also stops the browser from opening a missed drop.
  useEffect(() => {
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
    const onOver = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };
    const onLeave = (e: DragEvent) => {
      if (e.relatedTarget === null) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      const file = e.dataTransfer?.files?.[0];
      if (file) void loadFile(file);
    };
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [loadFile]);

  const session = view.status === 'ready' ? view.session : null;
  const isExample = session?.source.kind === 'example';
  const onIndexChange = useCallback(
    (index: number) => {
      if (isExample) replaceUrlParams({ step: index > 0 ? String(index + 1) : null });
    },
    [isExample],
  );

  const close = useCallback(() => {
    requestRef.current += 1;
    loadRef.current?.cancel();
    replaceUrlParams({ session: null, step: null });
    setView({ status: 'picker' });
    setError(null);
    topRef.current?.focus();
  }, []);

  return (
    <main className="atr-page-root" ref={rootRef} data-testid="replay-page" data-state={view.status}>
      <div className={`atr-intro${view.status === 'ready' ? ' atr-intro--compact' : ''}`} ref={topRef} tabIndex={-1}>
        <h1>{pick(ui.title, lang)}</h1>
        <p>{pick(ui.intro, lang)}</p>
        <p className="atr-privacy">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6z" />
          </svg>
          <span>{pick(ui.privacy, lang)}</span>
        </p>
      </div>

      {error ? (
        <div className="atr-callout atr-callout--danger atr-error" role="alert" tabIndex={-1} ref={errorRef} data-testid="replay-error" data-error={error.code}>
          <p className="atr-error__title">
            <strong>{pick(ui.errorTitle, lang)}</strong>
          </p>
          <p>{pick(errorMessages[error.code], lang, { id: error.id ?? '' })}</p>
          {error.detail ? (
            <details>
              <summary>{pick(ui.technicalDetail, lang)}</summary>
              <code>{truncate(error.detail, 300)}</code>
            </details>
          ) : null}
          <button type="button" className="atr-btn at-btn" onClick={() => setError(null)}>
            {pick(ui.dismiss, lang)}
          </button>
        </div>
      ) : null}

      {cancelled && view.status === 'picker' ? (
        <p className="atr-note" role="status" data-testid="replay-cancelled">
          {pick(ui.loadCancelled, lang)}
        </p>
      ) : null}

      {view.status === 'loading' ? (
        <div className="atr-loading" role="status" data-testid="replay-loading">
          <p>{progress ? pick(ui.loadingProgress, lang, { n: progress.received }) : pick(ui.loading, lang)}</p>
          {progress ? (
            <>
              <progress
                className="atr-loading__bar"
                aria-label={pick(ui.loading, lang)}
                {...(progress.total ? { value: progress.received, max: progress.total } : {})}
              />
              <button type="button" className="atr-btn at-btn" onClick={cancelLoad} data-testid="replay-cancel">
                {pick(ui.cancelLoading, lang)}
              </button>
            </>
          ) : null}
        </div>
      ) : null}

      {view.status === 'picker' ? (
        <Picker lang={lang} dragging={dragging} onExample={(id) => void loadExample(id, null)} onFile={(f) => void loadFile(f)} />
      ) : null}

      {session ? (
        <>
          <SessionHeader session={session} lang={lang} onClose={close} />
          <Player key={session.key} steps={session.steps} initialIndex={session.initialIndex} lang={lang} onIndexChange={onIndexChange} />
        </>
      ) : null}

      <Shortcuts lang={lang} />
    </main>
  );
}
