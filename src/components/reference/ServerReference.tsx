/**
 * Tables for the `@tarko/agent-server` HTTP API, rendered from
 * `src/data/server-api.ts` so pages never retype a route.
 */
import { useLang } from '@rspress/core/runtime';
import { CodeBlock } from '@rspress/core/theme-original';
import { Fragment, type ReactNode } from 'react';
import { localePath, type Lang, type Localized } from '../../data/routes';
import {
  findRoute,
  guardInfo,
  routeGroups,
  serverRoutes,
  sseFacts,
  storageBackends,
  type RouteGroup,
  type ServerRoute,
} from '../../data/server-api';

/** `useLang()` returns a string; anything that is not Chinese falls back to English. */
export function useDocLang(): Lang {
  return useLang() === 'zh' ? 'zh' : 'en';
}

/** Renders `code spans` written with backticks in data strings. */
export function Inline({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

export const pick = (value: Localized, lang: Lang): string => value[lang];

export function RefTable({ head, children, caption }: { head: string[]; children: ReactNode; caption?: string }) {
  const table = (
    <div className="rp-table-scroll-container rp-scrollbar">
      <table aria-label={caption}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
  if (!caption) return table;
  return (
    <>
      <p>
        <strong>{caption}</strong>
      </p>
      {table}
    </>
  );
}

/** A plain, copyable code block (no syntax colouring) in the theme's code frame. */
export function PlainCode({ code, lang, title }: { code: string; lang: string; title?: string }) {
  return (
    <CodeBlock lang={lang} title={title}>
      <pre className="shiki">
        <code>{code}</code>
      </pre>
    </CodeBlock>
  );
}

const t = {
  method: { en: 'Method', zh: '方法' },
  path: { en: 'Path', zh: '路径' },
  description: { en: 'Description', zh: '说明' },
  guards: { en: 'Guards', zh: '前置检查' },
  none: { en: 'none', zh: '无' },
  name: { en: 'Name', zh: '名称' },
  type: { en: 'Type', zh: '类型' },
  requiredShort: { en: 'required', zh: '必填' },
  optional: { en: 'optional', zh: '可选' },
  status: { en: 'Status', zh: '状态码' },
  body: { en: 'Body', zh: '响应体' },
  when: { en: 'When', zh: '触发条件' },
  success: { en: 'Success', zh: '成功响应' },
  contentType: { en: 'Content type', zh: '内容类型' },
  shape: { en: 'Shape', zh: '结构' },
  params: { en: 'Parameters', zh: '参数' },
  noParams: { en: 'No parameters.', zh: '无参数。' },
  errors: { en: 'Errors', zh: '错误' },
  noErrors: { en: 'No error responses of its own.', zh: '没有自身的错误响应。' },
  exampleRequest: { en: 'Example request', zh: '请求示例' },
  exampleResponse: { en: 'Example response', zh: '响应示例' },
  query: { en: 'query', zh: '查询串' },
  bodyIn: { en: 'body', zh: '请求体' },
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

const routeHref = (route: ServerRoute, lang: Lang): string => localePath(`/api/server#${route.id}`, lang);

function GuardList({ route, lang }: { route: ServerRoute; lang: Lang }) {
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

const queryString = (q?: Record<string, string>): string =>
  q && Object.keys(q).length > 0 ? `?${new URLSearchParams(q).toString()}` : '';

/** `curl` line for a route, as used in the examples. */
export function curlFor(route: ServerRoute, base = 'http://localhost:8888'): string {
  const url = `${base}${route.path}${queryString(route.example.query)}`;
  const stream = route.success.contentType === 'text/event-stream';
  if (route.method === 'GET') return `curl '${url}'`;
  const body = route.example.body === undefined ? '{}' : JSON.stringify(route.example.body);
  return [
    `curl${stream ? ' -N' : ''} -X POST '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body.replace(/'/g, "'\\''")}'`,
  ].join('\n');
}

const exampleResponseText = (route: ServerRoute): string =>
  typeof route.example.response === 'string'
    ? route.example.response.trimEnd()
    : JSON.stringify(route.example.response, null, 2);

/** Everything about one route: guards, parameters, success shape, errors and an example. */
export function ServerRouteDetail({ id }: { id: string }) {
  const lang = useDocLang();
  const route = findRoute(id);
  if (!route) throw new Error(`Unknown server route id "${id}"`);
  const stream = route.success.contentType === 'text/event-stream';
  return (
    <div className="at-ref-entry" data-route={`${route.method} ${route.path}`}>
      <p>
        <Inline text={route.description[lang]} />
        {route.notes ? (
          <>
            {' '}
            <Inline text={route.notes[lang]} />
          </>
        ) : null}
      </p>
      {route.guards.length > 0 ? (
        <ul>
          {route.guards.map((g) => (
            <li key={g}>
              <strong>{guardInfo[g].label[lang]}</strong>: <Inline text={guardInfo[g].description[lang]} />
            </li>
          ))}
        </ul>
      ) : null}
      {route.params.length === 0 ? (
        <p>{t.noParams[lang]}</p>
      ) : (
        <RefTable caption={t.params[lang]} head={[t.name[lang], t.type[lang], t.description[lang]]}>
          {route.params.map((p) => (
            <tr key={`${p.in}-${p.name}`}>
              <td>
                <code>{p.name}</code>
                <br />
                <small>
                  {p.in === 'query' ? t.query[lang] : t.bodyIn[lang]} · {p.required ? t.requiredShort[lang] : t.optional[lang]}
                </small>
              </td>
              <td>
                <code>{p.type}</code>
              </td>
              <td>
                <Inline text={p.description[lang]} />
              </td>
            </tr>
          ))}
        </RefTable>
      )}
      <RefTable caption={t.success[lang]} head={[t.status[lang], t.contentType[lang], t.shape[lang]]}>
        <tr>
          <td>{route.success.status}</td>
          <td>
            <code>{route.success.contentType}</code>
          </td>
          <td>
            <code>{route.success.shape}</code>
          </td>
        </tr>
      </RefTable>
      {route.errors.length === 0 ? (
        <p>{t.noErrors[lang]}</p>
      ) : (
        <RefTable caption={t.errors[lang]} head={[t.status[lang], t.body[lang], t.when[lang]]}>
          {route.errors.map((e, i) => (
            <tr key={i}>
              <td>{e.status}</td>
              <td>
                <code>{e.body}</code>
              </td>
              <td>
                <Inline text={e.when[lang]} />
              </td>
            </tr>
          ))}
        </RefTable>
      )}
      <PlainCode lang="bash" title={t.exampleRequest[lang]} code={curlFor(route)} />
      <PlainCode lang={stream ? 'text' : 'json'} title={t.exampleResponse[lang]} code={exampleResponseText(route)} />
    </div>
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
