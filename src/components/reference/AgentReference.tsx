/**
 * Tables for the SDK surface (`Agent`, `MCPAgent`, `AgentTARS`, `Tool`,
 * event stream processor, `AgentServer`), rendered from `src/data/agent-api.ts`.
 */
import type { Localized } from '../../data/routes';
import {
  agentHooks,
  agentMethods,
  agentOptions,
  agentServerMethods,
  agentServerOptions,
  eventStreamMethods,
  sdkPackages,
  toolConstructorParams,
  type MethodDoc,
  type ParamDoc,
  type SdkPackage,
} from '../../data/agent-api';
import { Inline, RefTable, useDocLang } from './shared';

const t = {
  option: { en: 'Option', zh: '选项' },
  type: { en: 'Type', zh: '类型' },
  default: { en: 'Default', zh: '默认值' },
  tarsDefault: { en: 'AgentTARS', zh: 'AgentTARS 中为' },
  description: { en: 'Description', zh: '说明' },
  package: { en: 'Package', zh: '包' },
  exports: { en: 'Exports', zh: '导出' },
  method: { en: 'Method', zh: '方法' },
  returns: { en: 'Returns', zh: '返回值' },
  hook: { en: 'Hook', zh: '钩子' },
  param: { en: 'Parameter', zh: '参数' },
  required: { en: 'Required', zh: '必填' },
  yes: { en: 'yes', zh: '是' },
  no: { en: 'no', zh: '否' },
} satisfies Record<string, Localized>;

/** Every option of the agent constructors; `pkg` narrows to the options one class adds. */
export function AgentOptionsTable({ pkg }: { pkg?: SdkPackage }) {
  const lang = useDocLang();
  const list = pkg ? agentOptions.filter((o) => o.package === pkg) : agentOptions;
  return (
    <RefTable head={[t.option[lang], t.type[lang], t.default[lang], t.description[lang]]}>
      {list.map((o) => (
        <tr key={o.name} data-option={o.name}>
          <td>
            <code>{o.name}</code>
          </td>
          <td>
            <code>{o.type}</code>
          </td>
          <td>
            {o.default === '—' ? '—' : <code>{o.default}</code>}
            {o.agentTarsDefault ? (
              <>
                <br />
                <small>
                  {t.tarsDefault[lang]}: <code>{o.agentTarsDefault}</code>
                </small>
              </>
            ) : null}
          </td>
          <td>
            <Inline text={o.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

function MethodsTable({ list, nameHead }: { list: MethodDoc[]; nameHead: Localized }) {
  const lang = useDocLang();
  return (
    <RefTable head={[nameHead[lang], t.returns[lang], t.description[lang]]}>
      {list.map((x) => (
        <tr key={x.name} data-method={x.name}>
          <td>
            <code>{x.signature}</code>
          </td>
          <td>
            <code>{x.returns}</code>
          </td>
          <td>
            <Inline text={x.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

function ParamsTable({ list }: { list: ParamDoc[] }) {
  const lang = useDocLang();
  return (
    <RefTable head={[t.param[lang], t.type[lang], t.required[lang], t.description[lang]]}>
      {list.map((p) => (
        <tr key={p.name}>
          <td>
            <code>{p.name}</code>
          </td>
          <td>
            <code>{p.type}</code>
          </td>
          <td>{p.required ? t.yes[lang] : t.no[lang]}</td>
          <td>
            <Inline text={p.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

export function AgentMethodsTable() {
  return <MethodsTable list={agentMethods} nameHead={t.method} />;
}

export function AgentHooksTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.hook[lang], t.returns[lang], t.default[lang], t.description[lang]]}>
      {agentHooks.map((x) => (
        <tr key={x.name} data-hook={x.name}>
          <td>
            <code>{x.signature}</code>
          </td>
          <td>
            <code>{x.returns}</code>
          </td>
          <td>
            <code>{x.default}</code>
          </td>
          <td>
            <Inline text={x.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

export function SdkPackagesTable() {
  const lang = useDocLang();
  return (
    <RefTable head={[t.package[lang], t.exports[lang], t.description[lang]]}>
      {sdkPackages.map((p) => (
        <tr key={p.name}>
          <td>
            <code>{p.name}</code>
          </td>
          <td>{p.exports}</td>
          <td>
            <Inline text={p.description[lang]} />
          </td>
        </tr>
      ))}
    </RefTable>
  );
}

export function ToolParamsTable() {
  return <ParamsTable list={toolConstructorParams} />;
}

export function EventStreamMethodsTable() {
  return <MethodsTable list={eventStreamMethods} nameHead={t.method} />;
}

export function AgentServerOptionsTable() {
  return <ParamsTable list={agentServerOptions} />;
}

export function AgentServerMethodsTable() {
  return <MethodsTable list={agentServerMethods} nameHead={t.method} />;
}
