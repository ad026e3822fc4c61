import type { ReactNode } from 'react';
import type { AgentEvent, ChatCompletionContentPart } from '../../data/events';
import { formatClock, formatDuration, type Lang } from '../../replay/format';
import { pick, ui, kindLabels } from '../../replay/messages';
import { contentText, type Step } from '../../replay/steps';
import { splitParts } from '../../replay/toolview';
import { CodeBlock } from './CodeBlock';
import { JsonView } from './JsonView';
import { Markdown } from './Markdown';
import { Screenshot } from './Screenshot';
import { ToolCallView, ToolResultView } from './ToolViews';

interface DetailProps {
  step: Step;
  steps: readonly Step[];
  lang: Lang;
}

/** Text and images of a `string | ContentPart[]` value; images only when safe. */
function Content({ content, lang, url }: { content: string | ChatCompletionContentPart[]; lang: Lang; url?: string }) {
  const text = typeof content === 'string' ? content : contentText(content.filter((p) => p.type === 'text'));
  const { images } = typeof content === 'string' ? { images: [] as string[] } : splitParts(content);
  const blockedImages =
    typeof content === 'string' ? 0 : content.filter((p) => p.type === 'image_url').length - images.length;
  return (
    <>
      {text ? <Markdown source={text} imageBlockedText={pick(ui.imageBlocked, lang)} /> : null}
      {images.map((src, i) => (
        <Screenshot key={i} src={src} url={url} lang={lang} />
      ))}
      {blockedImages > 0 ? <p className="atr-note">{pick(ui.imageBlocked, lang)}</p> : null}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="atr-kv__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function EventBody({ event, step, steps, lang }: { event: AgentEvent } & DetailProps) {
  const blocked = pick(ui.imageBlocked, lang);
  switch (event.type) {
    case 'user_message':
      return <Content content={event.content} lang={lang} />;
    case 'environment_input': {
      const meta = event.metadata as { type?: string; url?: unknown } | undefined;
      const url = typeof meta?.url === 'string' ? meta.url : undefined;
      return (
        <>
          {event.description ? (
            <p className="atr-muted">
              {pick(ui.envDescription, lang)}: <q>{event.description}</q>
            </p>
          ) : null}
          <Content content={event.content} lang={lang} url={url} />
        </>
      );
    }
    case 'assistant_message':
      return (
        <>
          {event.content ? <Markdown source={event.content} imageBlockedText={blocked} /> : null}
          {event.toolCalls && event.toolCalls.length > 0 ? (
            <div className="atr-calls">
              <p className="atr-muted">{pick(ui.toolCallsRequested, lang)}</p>
              <ul>
                {event.toolCalls.map((c) => (
                  <li key={c.id}>
                    <code>{c.function.name}</code>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <dl className="atr-kv atr-kv--inline">
            {event.finishReason ? (
              <Row label={pick(ui.finishReason, lang)}>
                <code className={event.finishReason === 'error' ? 'atr-text-danger' : undefined}>{event.finishReason}</code>
              </Row>
            ) : null}
            {event.ttftMs !== undefined ? <Row label={pick(ui.ttft, lang)}>{formatDuration(event.ttftMs, lang)}</Row> : null}
          </dl>
        </>
      );
    case 'assistant_thinking_message':
      return (
        <div className="atr-thinking">
          {event.thinkingDurationMs !== undefined ? (
            <p className="atr-muted">{pick(ui.thinkingTime, lang, { time: formatDuration(event.thinkingDurationMs, lang) })}</p>
          ) : null}
          <Markdown source={event.content} imageBlockedText={blocked} />
        </div>
      );
    case 'tool_call':
      return <ToolCallView step={step} steps={steps} lang={lang} />;
    case 'tool_result':
      return <ToolResultView step={step} steps={steps} lang={lang} />;
    case 'system':
      return (
        <>
          <p className={`atr-callout atr-callout--${event.level === 'error' ? 'danger' : event.level === 'warning' ? 'warning' : 'info'}`}>
            <strong>{event.level}: </strong>
            {event.message}
          </p>
          {event.details ? (
            <>
              <p className="atr-muted">{pick(ui.details, lang)}</p>
              <JsonView value={event.details} lang={lang} label={pick(ui.details, lang)} />
            </>
          ) : null}
        </>
      );
    case 'agent_run_start':
      return (
        <>
          <dl className="atr-kv">
            {event.agentName ? <Row label={pick(ui.agent, lang)}>{event.agentName}</Row> : null}
            {event.provider ? <Row label={pick(ui.provider, lang)}>{event.provider}</Row> : null}
            {event.model || event.modelDisplayName ? (
              <Row label={pick(ui.model, lang)}>
                {event.modelDisplayName ?? event.model}
                {event.modelDisplayName && event.model ? <span className="atr-muted"> ({event.model})</span> : null}
              </Row>
            ) : null}
          </dl>
          <p className="atr-muted">{pick(ui.runOptions, lang)}</p>
          <JsonView value={event.runOptions} lang={lang} label={pick(ui.runOptions, lang)} />
        </>
      );
    case 'agent_run_end':
      return (
        <dl className="atr-kv">
          <Row label={pick(ui.status, lang)}>
            <code className={event.status === 'error' || event.status === 'aborted' ? 'atr-text-danger' : undefined}>{event.status}</code>
          </Row>
          <Row label={pick(ui.iterations, lang)}>{event.iterations}</Row>
          <Row label={pick(ui.duration, lang)}>{formatDuration(event.elapsedMs, lang)}</Row>
        </dl>
      );
    case 'plan_start':
      return <p>{pick(ui.planStarted, lang)}</p>;
    case 'plan_update':
      return (
        <ol className="atr-plan" aria-label={pick(ui.planSteps, lang)}>
          {event.steps.map((s, i) => (
            <li key={i} className={s.done ? 'atr-plan__done' : undefined}>
              <span className="atr-plan__mark" aria-hidden="true">
                {s.done ? '✓' : '○'}
              </span>
              <span>{s.content}</span>
              <span className="atr-visually-hidden"> ({pick(s.done ? ui.done : ui.todo, lang)})</span>
            </li>
          ))}
        </ol>
      );
    case 'plan_finish':
      return (
        <>
          <p className="atr-muted">{pick(ui.planFinished, lang)}</p>
          <Markdown source={event.summary} imageBlockedText={blocked} />
        </>
      );
    case 'final_answer':
      return (
        <div className="atr-answer">
          {event.isDeepResearch ? <p className="atr-badge atr-badge--brand">{pick(ui.deepResearch, lang)}</p> : null}
          {event.title ? <p className="atr-answer__title">{event.title}</p> : null}
          {event.format === 'json' ? (
            <CodeBlock code={event.content} language="json" label={event.title} />
          ) : (
            <Markdown source={event.content} imageBlockedText={blocked} />
          )}
        </div>
      );
    default:
      return <JsonView value={event} lang={lang} label={pick(ui.rawEvent, lang)} />;
  }
}

function GenericBody({ step, lang }: Omit<DetailProps, 'steps'>) {
  const item = step.item;
  if (item.status === 'unknown') return <p>{pick(ui.unknownExplain, lang, { type: item.type })}</p>;
  if (item.status === 'server') return <p>{pick(ui.serverExplain, lang)}</p>;
  if (item.status === 'invalid') {
    return (
      <div className="atr-callout atr-callout--warning">
        <p>
          <strong>{pick(ui.problems, lang)}</strong>
        </p>
        <ul>
          {item.problems.slice(0, 20).map((p, i) => (
            <li key={i}>
              <code>{p}</code>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}

export function StepDetail({ step, steps, lang }: DetailProps) {
  const raw = step.item.status === 'ok' ? step.item.event : step.item.raw;
  return (
    <article className={`atr-detail atr-kind--${step.kind}`}>
      <header className="atr-detail__head">
        <span className="atr-kind-badge">{pick(kindLabels[step.kind], lang)}</span>
        {step.type ? <code className="atr-detail__type">{step.type}</code> : null}
        <span className="atr-muted atr-detail__time">{pick(ui.at, lang, { time: formatClock(step.offsetMs) })}</span>
      </header>
      {step.chunks ? <p className="atr-muted">{pick(ui.chunks, lang, { n: step.chunks })}</p> : null}
      {step.streamed ? (
        <>
          <p className="atr-note">{pick(ui.streamedIncomplete, lang)}</p>
          <p className="atr-muted">{pick(ui.chunks, lang, { n: step.streamed.chunks })}</p>
          {step.streamed.type === 'assistant_streaming_tool_call' ? (
            <CodeBlock code={step.streamed.text} language="json" title={step.streamed.toolName} label={step.type} />
          ) : (
            <Markdown source={step.streamed.text} imageBlockedText={pick(ui.imageBlocked, lang)} />
          )}
        </>
      ) : step.item.status === 'ok' ? (
        <EventBody event={step.item.event} step={step} steps={steps} lang={lang} />
      ) : (
        <GenericBody step={step} lang={lang} />
      )}
      <details className="atr-details" open={step.item.status !== 'ok' || undefined}>
        <summary>{pick(ui.rawEvent, lang)}</summary>
        <JsonView value={raw} lang={lang} label={pick(ui.rawEvent, lang)} />
      </details>
    </article>
  );
}
