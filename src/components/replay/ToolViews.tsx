import type { ReactNode } from 'react';
import type { ToolCallEvent, ToolResultEvent } from '../../data/events';
import { formatDuration, type Lang } from '../../replay/format';
import { languageFromName } from '../../replay/highlight';
import { pick, ui } from '../../replay/messages';
import type { Step } from '../../replay/steps';
import { latestScreenshot, viewForTool, type ToolView } from '../../replay/toolview';
import { CodeBlock } from './CodeBlock';
import { JsonView, StructuredData } from './JsonView';
import { Markdown } from './Markdown';
import { Screenshot } from './Screenshot';

interface ToolProps {
  step: Step;
  steps: readonly Step[];
  lang: Lang;
}

function Terminal({ view, lang }: { view: Extract<ToolView, { kind: 'shell' }>; lang: Lang }) {
  const prompt = view.script !== undefined ? `${view.command} <<'SCRIPT'` : view.command;
  return (
    <div className="atr-term" role="group" aria-label={view.command}>
      {view.cwd ? <div className="atr-term__cwd">{view.cwd}</div> : null}
      <pre className="atr-term__pre" tabIndex={0}>
        <span className="atr-term__prompt">$ </span>
        <span className="atr-term__cmd">{prompt}</span>
        {'\n'}
        {view.stdout ? view.stdout.replace(/\n$/, '') : null}
        {view.stderr ? (
          <>
            {view.stdout ? '\n' : null}
            <span className="atr-term__err">{view.stderr.replace(/\n$/, '')}</span>
          </>
        ) : null}
        {!view.stdout && !view.stderr ? <span className="atr-muted">{pick(ui.noOutput, lang)}</span> : null}
      </pre>
      {view.failed ? <p className="atr-badge atr-badge--danger">{pick(ui.exitFailed, lang)}</p> : null}
    </div>
  );
}

function Edits({ view, lang }: { view: Extract<ToolView, { kind: 'file-edit' }>; lang: Lang }) {
  return (
    <div className="atr-edits">
      <p className="atr-file-path">{pick(ui.editedFile, lang, { path: view.path })}</p>
      {view.edits.map((e, i) => (
        <div key={i} className="atr-edit">
          <div className="atr-edit__side atr-edit__side--old">
            <span className="atr-edit__label">{pick(ui.removed, lang)}</span>
            <CodeBlock code={e.oldText} language={view.language} label={pick(ui.removed, lang)} maxHeight="short" />
          </div>
          <div className="atr-edit__side atr-edit__side--new">
            <span className="atr-edit__label">{pick(ui.added, lang)}</span>
            <CodeBlock code={e.newText} language={view.language} label={pick(ui.added, lang)} maxHeight="short" />
          </div>
        </div>
      ))}
    </div>
  );
}

function VisionAction({ view, step, steps, lang }: { view: Extract<ToolView, { kind: 'vision' }> } & ToolProps) {
  // The screenshot the model looked at: the latest one before the call.
  const callIndex = step.kind === 'tool-result' ? steps.findIndex((s) => s.item.status === 'ok' && s.item.event === step.call) : step.n;
  const shot = latestScreenshot(steps, callIndex >= 0 ? callIndex : step.n);
  return (
    <div className="atr-vision">
      <dl className="atr-kv">
        {view.thought ? (
          <div className="atr-kv__row">
            <dt>{pick(ui.thought, lang)}</dt>
            <dd>{view.thought}</dd>
          </div>
        ) : null}
        {view.step ? (
          <div className="atr-kv__row">
            <dt>{pick(ui.plannedStep, lang)}</dt>
            <dd>{view.step}</dd>
          </div>
        ) : null}
        <div className="atr-kv__row">
          <dt>{pick(ui.action, lang)}</dt>
          <dd>
            <code>{view.action}</code>
          </dd>
        </div>
      </dl>
      {shot ? <Screenshot src={shot.src} url={shot.url} lang={lang} caption={pick(ui.screenshotBefore, lang)} point={view.point} /> : null}
    </div>
  );
}

/** The call side: what the agent asked the tool to do. */
export function ToolCallView({ step, steps, lang }: ToolProps) {
  const call = step.item.status === 'ok' && step.item.event.type === 'tool_call' ? (step.item.event as ToolCallEvent) : undefined;
  if (!call) return null;
  const view = viewForTool(call, undefined);
  let body: ReactNode;
  switch (view.kind) {
    case 'search':
      body = <p className="atr-lead">{pick(ui.searchQuery, lang, { q: view.query ?? '' })}</p>;
      break;
    case 'file-write':
      body = <CodeBlock code={view.content} language={view.language} title={pick(ui.wroteFile, lang, { path: view.path })} />;
      break;
    case 'file-edit':
      body = <Edits view={view} lang={lang} />;
      break;
    case 'shell':
      body = (
        <>
          <p className="atr-lead">
            <code>$ {view.command}</code>
            {view.cwd ? <span className="atr-muted"> · {view.cwd}</span> : null}
          </p>
          {view.script !== undefined ? (
            <CodeBlock code={view.script} language={view.scriptLanguage ?? languageFromName(view.command)} title={pick(ui.script, lang, { lang: view.command })} />
          ) : null}
        </>
      );
      break;
    case 'vision':
      body = <VisionAction view={view} step={step} steps={steps} lang={lang} />;
      break;
    default:
      body = <JsonView value={call.arguments} lang={lang} label={pick(ui.arguments, lang)} />;
  }
  return (
    <div className="atr-tool">
      <p className="atr-tool__name">
        <code>{call.name}</code>
        {call.tool?.description ? <span className="atr-muted"> {call.tool.description}</span> : null}
      </p>
      {body}
      {view.kind !== 'generic' && view.kind !== 'mcp' && view.kind !== 'text' && view.kind !== 'browser' ? (
        <details className="atr-details">
          <summary>{pick(ui.arguments, lang)}</summary>
          <JsonView value={call.arguments} lang={lang} label={pick(ui.arguments, lang)} />
        </details>
      ) : null}
      {!step.result ? <p className="atr-muted">{pick(ui.noResultYet, lang)}</p> : null}
    </div>
  );
}

/** The result side, drawn by kind: search hits, page text, files, terminal output, screenshots, MCP data. */
export function ToolResultView({ step, steps, lang }: ToolProps) {
  const result = step.item.status === 'ok' && step.item.event.type === 'tool_result' ? (step.item.event as ToolResultEvent) : undefined;
  if (!result) return null;
  const view = viewForTool(step.call, result);
  let body: ReactNode;
  switch (view.kind) {
    case 'search':
      body = (
        <div className="atr-search">
          {view.query ? <p className="atr-lead">{pick(ui.searchQuery, lang, { q: view.query })}</p> : null}
          {view.hits.length === 0 ? (
            <p className="atr-muted">{pick(ui.noResults, lang)}</p>
          ) : (
            <>
              <p className="atr-muted">{pick(ui.searchCount, lang, { n: view.hits.length })}</p>
              <ol className="atr-hits">
                {view.hits.map((h, i) => (
                  <li key={i} className="atr-hit">
                    {h.url ? (
                      <a className="atr-hit__title" href={h.url} target="_blank" rel="noopener noreferrer nofollow">
                        {h.title}
                      </a>
                    ) : (
                      <span className="atr-hit__title">{h.title}</span>
                    )}
                    {h.displayUrl ? <span className="atr-hit__url">{h.displayUrl}</span> : null}
                    {h.snippet ? <p className="atr-hit__snippet">{h.snippet}</p> : null}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      );
      break;
    case 'page':
      body = (
        <div className="atr-page">
          <p className="atr-page__meta">
            {view.title ? <strong>{view.title}</strong> : null}
            {view.page ? <span className="atr-muted"> · {pick(ui.pageOf, lang, { c: view.page.current, t: view.page.total })}</span> : null}
          </p>
          <div className="atr-page__body" tabIndex={0} role="region" aria-label={view.title ?? result.name}>
            <Markdown source={view.text} imageBlockedText={pick(ui.imageBlocked, lang)} />
          </div>
        </div>
      );
      break;
    case 'file-write':
      body = (
        <>
          {view.message ? <p className="atr-lead">{view.message}</p> : null}
          <CodeBlock code={view.content} language={view.language} title={pick(ui.wroteFile, lang, { path: view.path })} />
        </>
      );
      break;
    case 'file-edit':
      body = <Edits view={view} lang={lang} />;
      break;
    case 'file-read':
      body = <CodeBlock code={view.content} language={view.language} title={pick(ui.readFile, lang, { path: view.path })} />;
      break;
    case 'shell':
      body = <Terminal view={view} lang={lang} />;
      break;
    case 'vision':
      body = (
        <>
          <p className={`atr-badge ${view.ok ? 'atr-badge--ok' : 'atr-badge--danger'}`}>
            {pick(view.ok ? ui.actionOk : ui.actionFailed, lang)}
            {view.message ? `: ${view.message}` : ''}
          </p>
          <VisionAction view={view} step={step} steps={steps} lang={lang} />
        </>
      );
      break;
    case 'screenshot':
      body = (
        <>
          {view.text ? <p className="atr-lead">{view.text}</p> : null}
          {view.images.map((src, i) => (
            <Screenshot key={i} src={src} lang={lang} />
          ))}
        </>
      );
      break;
    case 'browser': {
      const shot = latestScreenshot(steps, step.n);
      body = (
        <>
          {view.text ? <p className="atr-lead">{view.text}</p> : null}
          {shot ? <Screenshot src={shot.src} url={shot.url} lang={lang} caption={pick(ui.screenshotCurrent, lang)} /> : null}
        </>
      );
      break;
    }
    case 'mcp':
      body = (
        <>
          {view.server ? <p className="atr-muted">{pick(ui.mcpServer, lang, { server: view.server })}</p> : null}
          {view.text !== undefined ? (
            <pre className="atr-text" tabIndex={0}>
              {view.text}
            </pre>
          ) : (
            <StructuredData value={view.data} lang={lang} label={result.name} />
          )}
        </>
      );
      break;
    case 'text':
      body = (
        <pre className="atr-text" tabIndex={0}>
          {view.text || pick(ui.emptyContent, lang)}
        </pre>
      );
      break;
    default:
      body = <JsonView value={result.content} lang={lang} label={pick(ui.result, lang)} />;
  }
  return (
    <div className="atr-tool">
      <p className="atr-tool__name">
        <code>{result.name}</code>
        <span className="atr-muted"> · {pick(ui.elapsed, lang, { time: formatDuration(result.elapsedMs, lang) })}</span>
      </p>
      {result.error ? (
        <div className="atr-callout atr-callout--danger">
          <strong>{pick(ui.error, lang)}: </strong>
          {result.error}
        </div>
      ) : null}
      {!step.call ? <p className="atr-muted">{pick(ui.noCallRecorded, lang)}</p> : null}
      {body}
    </div>
  );
}
