/**
 * The full entry of one `@tarko/agent-server` route on the API reference:
 * guards, parameters, success shape, errors and an example. Its data lives in
 * `src/data/server-api-details.ts`, which only this component imports, so the
 * pages that show just the route tables (./ServerReference.tsx) stay light.
 */
import type { Localized } from '../../data/routes';
import { guardInfo, type ServerRoute } from '../../data/server-api';
import { findRoute } from '../../data/server-api-details';
import { Inline, PlainCode, RefTable, useDocLang } from './shared';

const t = {
  name: { en: 'Name', zh: '名称' },
  type: { en: 'Type', zh: '类型' },
  description: { en: 'Description', zh: '说明' },
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
} satisfies Record<string, Localized>;

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
