import { useId, useState } from 'react';
import { builderLimits, type McpChoice } from '../../data/config-builder';
import { checkMcp } from '../../config-builder/field-values';
import type { Lang } from '../../replay/format';
import { text } from './texts';

/** What the reader has typed for one server; it reaches the choices once checkMcp accepts it. */
interface Draft {
  key: number;
  name: string;
  transport: 'stdio' | 'http';
  command: string;
  args: string;
  url: string;
}

const toDraft = (s: McpChoice, key: number): Draft =>
  s.transport === 'http'
    ? { key, name: s.name, transport: 'http', command: '', args: '', url: s.url }
    : { key, name: s.name, transport: 'stdio', command: s.command, args: s.args.join('\n'), url: '' };

const parts = (d: Draft) =>
  d.transport === 'http'
    ? { name: d.name, url: d.url }
    : { name: d.name, command: d.command, args: d.args.split('\n').map((a) => a.trim()).filter(Boolean) };

function freeName(drafts: Draft[]): string {
  for (let n = drafts.length + 1; ; n++) if (!drafts.some((d) => d.name === `server${n}`)) return `server${n}`;
}

/**
 * The MCP servers: add, edit and remove. Only servers that pass checkMcp and
 * have a name of their own reach the config; the others say what is wrong.
 */
export function McpEditor({ servers, onChange, lang }: { servers: McpChoice[]; onChange: (servers: McpChoice[]) => void; lang: Lang }) {
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => servers.map(toDraft));
  const [nextKey, setNextKey] = useState(servers.length);

  const commit = (next: Draft[]) => {
    setDrafts(next);
    const valid: McpChoice[] = [];
    for (const d of next) {
      const checked = checkMcp(parts(d));
      if (checked.ok && !valid.some((s) => s.name === checked.value.name)) valid.push(checked.value);
    }
    onChange(valid);
  };
  const update = (key: number, patch: Partial<Draft>) => commit(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () => {
    commit([...drafts, { key: nextKey, name: freeName(drafts), transport: 'stdio', command: '', args: '', url: '' }]);
    setNextKey(nextKey + 1);
  };

  return (
    <div className="at-cb__mcp-list">
      {drafts.length === 0 ? <p className="at-cb__hint">{text('mcpNone', lang)}</p> : null}
      {drafts.map((d, i) => {
        const checked = checkMcp(parts(d));
        const duplicate = drafts.findIndex((o) => o.name === d.name) !== i;
        const problem = !checked.ok ? checked.reason[lang] : duplicate ? text('mcpDuplicate', lang, { name: d.name }) : undefined;
        const f = `${id}-${d.key}`;
        return (
          <fieldset key={d.key} className="at-cb__mcp" data-mcp={d.name}>
            <legend>{text('mcpServer', lang, { n: i + 1 })}</legend>
            <div className="at-cb__field">
              <label htmlFor={`${f}-name`}>{text('mcpName', lang)}</label>
              <input id={`${f}-name`} type="text" value={d.name} spellCheck={false} autoCapitalize="off" aria-describedby={`${f}-name-hint`} onChange={(e) => update(d.key, { name: e.target.value })} />
              <p className="at-cb__hint" id={`${f}-name-hint`}>
                {text('mcpNameHint', lang)}
              </p>
            </div>
            <div className="at-cb__field">
              <label htmlFor={`${f}-transport`}>{text('mcpTransport', lang)}</label>
              <select id={`${f}-transport`} value={d.transport} onChange={(e) => update(d.key, { transport: e.target.value === 'http' ? 'http' : 'stdio' })}>
                <option value="stdio">{text('mcpStdio', lang)}</option>
                <option value="http">{text('mcpHttp', lang)}</option>
              </select>
            </div>
            {d.transport === 'stdio' ? (
              <>
                <div className="at-cb__field">
                  <label htmlFor={`${f}-command`}>{text('mcpCommand', lang)}</label>
                  <input id={`${f}-command`} type="text" value={d.command} placeholder="npx" spellCheck={false} autoCapitalize="off" onChange={(e) => update(d.key, { command: e.target.value })} />
                </div>
                <div className="at-cb__field">
                  <label htmlFor={`${f}-args`}>{text('mcpArgs', lang)}</label>
                  <textarea id={`${f}-args`} rows={2} value={d.args} spellCheck={false} aria-describedby={`${f}-args-hint`} placeholder={'-y\n@modelcontextprotocol/server-filesystem\n.'} onChange={(e) => update(d.key, { args: e.target.value })} />
                  <p className="at-cb__hint" id={`${f}-args-hint`}>
                    {text('onePerLine', lang)}
                  </p>
                </div>
              </>
            ) : (
              <div className="at-cb__field">
                <label htmlFor={`${f}-url`}>{text('mcpUrl', lang)}</label>
                <input id={`${f}-url`} type="text" inputMode="url" value={d.url} spellCheck={false} autoCapitalize="off" placeholder="https://mcp.example.com/mcp" onChange={(e) => update(d.key, { url: e.target.value })} />
              </div>
            )}
            {problem ? <p className="at-cb__error">{text('invalid', lang, { reason: problem })}</p> : null}
            <button type="button" className="at-btn" onClick={() => commit(drafts.filter((o) => o.key !== d.key))}>
              {text('removeMcp', lang, { name: d.name || text('mcpServer', lang, { n: i + 1 }) })}
            </button>
          </fieldset>
        );
      })}
      {drafts.length < builderLimits.mcpServers ? (
        <button type="button" className="at-btn" onClick={add}>
          {text('addMcp', lang)}
        </button>
      ) : (
        <p className="at-cb__hint">{text('mcpMax', lang, { n: builderLimits.mcpServers })}</p>
      )}
    </div>
  );
}
