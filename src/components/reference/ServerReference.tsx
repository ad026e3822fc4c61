/**
 * Tables for the `@tarko/agent-server` HTTP API, rendered from
 * `src/data/server-api.ts` so pages never retype a route. The full entry of
 * one route is `ServerRouteDetail` (./ServerRouteDetail.tsx), apart because
 * its data is needed only by the API reference.
 */
import { Fragment } from 'react';
import { localePath, type Lang, type Localized } from '../../data/routes';
import {
  guardInfo,
  routeGroups,
  serverRoutes,
  sseFacts,
  storageBackends,
  type RouteGroup,
  type ServerRouteSummary,
} from '../../data/server-api';
import { Inline, RefTable, useDocLang } from './shared';

const t = {
  method: { en: 'Method', zh: '方法' },
  path: { en: 'Path', zh: '路径' },
  description: { en: 'Description', zh: '说明' },
  guards: { en: 'Guards', zh: '前置检查' },
  none: { en: 'none', zh: '无' },
  guard: { en: 'Guard', zh: '检查' },
  effect: { en: 'Effect', zh: '作用' },
  storageType: { en: 'type', zh: 'type' },
  options: { en: 'Options', zh: '选项' },
  location: { en: 'Where data lives', zh: '数据位置' },
  notes: { en: 'Notes', zh: '备注' },
  fact: { en: 'Aspect', zh: '方面' },
  value: { en: 'Value', zh: '取值' },
  group: { en: 'Group', zh: '分组' },
} satisfies Record<string, Localized>;

const routeHref = (route: ServerRouteSummary, lang: Lang): string => localePath(`/api/server#${route.id}`, lang);

function GuardList({ route, lang }: { route: ServerRouteSummary; lang: Lang }) {
  if (route.guards.length === 0) return <>{t.none[lang]}</>;
  return (
    <>
      {route.guards.map((g, i) => (
        <Fragment key={g}>
          {i > 0 ? ', ' : null}
          {guardInfo[g].label[lang]}
        </Fragment>
      ))}
    </>
  );
}

/** One row per route: method, path, guards, summary. `linked` points each path at its reference entry. */
export function ServerRouteTable({ group, linked = true }: { group?: RouteGroup; linked?: boolean }) {
  const lang = useDocLang();
  const routes = group ? serverRoutes.filter((r) => r.group === group) : serverRoutes;
  return (
    <RefTable head={[t.method[lang], t.path[lang], t.guards[lang], t.description[lang]]}>
      {routes.map((r) => (
        <tr key={r.id} data-route={`${r.method} ${r.path}`}>
          <td>
            <code>{r.method}</code>
          </td>
          <td>
            {linked ? (
              <a href={routeHref(r, lang)}>
                <code>{r.path}</code>
              </a>
            ) : (
              <code>{r.path}</code>
            )}
          </td>
          <td>
            <GuardList route={r} lang={lang} />
          </td>
          <td>
            <Inline text={r.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** What each guard means. */
export function RouteGuardTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.guard[lang], t.effect[lang]]}>
      {(Object.keys(guardInfo) as (keyof typeof guardInfo)[]).map((g) => (
        <tr key={g}>
          <td>{guardInfo[g].label[lang]}</td>
          <td>
            <Inline text={guardInfo[g].description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** The SSE transport facts. */
export function SseFormatTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.fact[lang], t.value[lang], t.description[lang]]}>
      {sseFacts.map((f) => (
        <tr key={f.id}>
          <td>{f.label[lang]}</td>
          <td>
            <code>{f.value}</code>
          </td>
          <td>
            <Inline text={f.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** `server.storage.type` values. */
export function StorageBackendTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.storageType[lang], t.options[lang], t.location[lang], t.notes[lang]]}>
      {storageBackends.map((s) => (
        <tr key={s.type}>
          <td>
            <code>{s.type}</code>
          </td>
          <td>{s.options === '—' ? '—' : <code>{s.options}</code>}</td>
          <td>
            <Inline text={s.location[lang]} />
          </td>
          <td>
            <Inline text={s.notes[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

/** Route groups with their route count, for overview paragraphs. */
export function RouteGroupTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.group[lang], t.description[lang], t.path[lang]]}>
      {routeGroups.map((g) => (
        <tr key={g.id}>
          <td>{g.title[lang]}</td>
          <td>
            <Inline text={g.description[lang]} />
          </td>
          <td>
            {serverRoutes
              .filter((r) => r.group === g.id)
              .map((r, i) => (
                <Fragment key={r.id}>
                  {i > 0 ? <br /> : null}
                  <code>
                    {r.method} {r.path}
                  </code>
                </Fragment>
              ))}
          </td>
        </tr>
      ))}
    </RefTable>
  );
}
