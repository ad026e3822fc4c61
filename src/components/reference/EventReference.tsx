/**
 * Tables for the Agent Event Stream, rendered from `src/data/events.ts`.
 */
import { localePath, type Lang, type Localized } from '../../data/routes';
import {
  baseEventFields,
  eventGroups,
  eventTypes,
  findEventType,
  type EventEmitter,
  type EventField,
  type EventGroup,
  type EventPersistence,
  type EventTypeDoc,
} from '../../data/events';
import { Inline, RefTable, useDocLang } from './shared';

const t = {
  type: { en: 'Type', zh: '类型' },
  field: { en: 'Field', zh: '字段' },
  required: { en: 'Required', zh: '必填' },
  yes: { en: 'yes', zh: '是' },
  no: { en: 'optional', zh: '可选' },
  description: { en: 'Description', zh: '说明' },
  persistence: { en: 'Stored?', zh: '是否存储' },
  emitter: { en: 'Emitted by', zh: '发出方' },
  when: { en: 'Emitted when', zh: '发出条件' },
  group: { en: 'Group', zh: '分组' },
  fields: { en: 'Fields besides `id`, `type`, `timestamp`', zh: '除 `id`、`type`、`timestamp` 以外的字段' },
  serverFields: { en: 'Fields (no `id`)', zh: '字段（没有 `id`）' },
} satisfies Record<string, Localized>;

export const persistenceLabel: Record<EventPersistence, Localized> = {
  stored: { en: 'stored, exported', zh: '存储并导出' },
  'stream-only': { en: 'streamed only', zh: '仅流式推送' },
  'server-only': { en: 'SSE only, not stored', zh: '仅 SSE，不存储' },
};

export const emitterLabel: Record<EventEmitter, Localized> = {
  core: { en: 'core, every run', zh: '核心，每次运行' },
  'core-optional': { en: 'core, conditional', zh: '核心，有条件' },
  declared: { en: 'declared only', zh: '仅声明' },
  server: { en: 'agent server', zh: 'Agent 服务器' },
};

const eventHref = (type: string, lang: Lang): string =>
  localePath(`/api/event-stream#${type.replace(/_/g, '-')}`, lang);

/** Anchor id used for an event type on the reference page (`tool_call` → `tool-call`). */
export const eventAnchor = (type: string): string => type.replace(/_/g, '-');

function FieldsTable({ fields, lang, caption }: { fields: EventField[]; lang: Lang; caption?: string }) {
  return (
    <RefTable caption={caption} head={[t.field[lang], t.type[lang], t.required[lang], t.description[lang]]}>
      {fields.map((f) => (
        <tr key={f.name}>
          <td>
            <code>{f.name}</code>
          </td>
          <td>
            <code>{f.type}</code>
          </td>
          <td>{f.optional ? t.no[lang] : t.yes[lang]}</td>
          <td>
            <Inline text={f.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** `id`, `type`, `timestamp`. */
export function BaseEventFieldsTable() {
  const lang = useDocLang();
  return <FieldsTable fields={baseEventFields} lang={lang} />;
}

/** One row per event type. */
export function EventSummaryTable({ group, linked = true }: { group?: EventGroup; linked?: boolean }) {
  const lang = useDocLang();
  const list = group ? eventTypes.filter((e) => e.group === group) : eventTypes;
  return (
    <RefTable head={[t.type[lang], t.group[lang], t.persistence[lang], t.emitter[lang], t.description[lang]]}>
      {list.map((e) => (
        <tr key={e.type} data-event={e.type}>
          <td>
            {linked ? (
              <a href={eventHref(e.type, lang)}>
                <code>{e.type}</code>
              </a>
            ) : (
              <code>{e.type}</code>
            )}
          </td>
          <td>{eventGroups.find((g) => g.id === e.group)?.title[lang]}</td>
          <td>{persistenceLabel[e.persistence][lang]}</td>
          <td>{emitterLabel[e.emitter][lang]}</td>
          <td>
            <Inline text={e.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** Fields of one event type. */
export function EventFieldsTable({ type }: { type: string }) {
  const lang = useDocLang();
  const doc = findEventType(type);
  if (!doc) throw new Error(`Unknown event type "${type}"`);
  return <FieldsTable fields={doc.fields} lang={lang} />;
}

function EventMeta({ doc, lang }: { doc: EventTypeDoc; lang: Lang }) {
  return (
    <ul>
      <li>
        <strong>{t.persistence[lang]}</strong> {persistenceLabel[doc.persistence][lang]}
      </li>
      <li>
        <strong>{t.emitter[lang]}</strong> {emitterLabel[doc.emitter][lang]}
      </li>
      {doc.emittedWhen ? (
        <li>
          <strong>{t.when[lang]}</strong> <Inline text={doc.emittedWhen[lang]} />
        </li>
      ) : null}
    </ul>
  );
}

/** Everything about one event type, for the reference page. */
export function EventDetail({ type }: { type: string }) {
  const lang = useDocLang();
  const doc = findEventType(type);
  if (!doc) throw new Error(`Unknown event type "${type}"`);
  const caption = doc.persistence === 'server-only' ? t.serverFields[lang] : t.fields[lang];
  return (
    <div className="at-ref-entry" data-event={doc.type}>
      <p>
        <code>{doc.type}</code> — <Inline text={doc.description[lang]} />
      </p>
      <EventMeta doc={doc} lang={lang} />
      <FieldsTable fields={doc.fields} lang={lang} caption={caption.replace(/`/g, '')} />
    </div>
  );
}
