/**
 * Config reference tables, rendered from src/data/config.ts (the single
 * source of truth for the Agent TARS 0.3.0 config tree). Text follows the
 * page language via useLang().
 *
 * Exported components and props (all props optional):
 *
 *   <ConfigTable prefix="browser" />
 *     prefix     key prefix or list of prefixes: "browser" matches `browser` and `browser.*`.
 *     group      one ConfigGroupId or an array ('model' | 'llm' | 'agent' | 'tools' | 'mcp' |
 *                'browser' | 'search' | 'planner' | 'environment' | 'server' | 'storage' |
 *                'sharing' | 'webui').
 *     keys       explicit list of key paths; keeps this order.
 *     exclude    key paths to leave out.
 *     showFlag   show the CLI flag under each description (default true). Keys without a
 *                dedicated flag show their pass-through form when it works.
 *     rowIds     give rows ids like `cfg-browser.control` (use once per page; ids are
 *                prefixed with `cfg-` so they never clash with heading ids).
 *
 *   <ConfigLegacyKeyTable />     0.2.x / old-docs keys and what to use instead.
 *   <ConfigLayerTable />         config sources from highest to lowest priority.
 *   <ConfigFileTable />          auto-detected file names, in lookup order, plus 0.2.x names.
 */
import { useLang } from '@rspress/core/runtime';
import {
  configLegacyKeys,
  configOptions,
  configStatusLabels,
  configAnchor,
  configFileNames,
  legacyConfigFileNames,
  matchesPrefix,
  passThroughKeys,
  type ConfigGroupId,
  type ConfigOption,
} from '../../data/config';
import {
  BreakableCode,
  CodeList,
  DefaultLine,
  StatusBadge,
  Table,
  asArray,
  pickLang,
  richText,
  ui,
} from './option-parts';
import { ReplacementTable } from './ReplacementTable';

export { ConfigLayerTable } from './ConfigLayerTable';

const text = {
  file: { en: 'File name', zh: '文件名' },
  found: { en: 'Found automatically in 0.3.0', zh: '0.3.0 是否自动识别' },
  yes: { en: 'Yes, in this order', zh: '是，按此顺序查找' },
  no: { en: 'No (0.2.x name); pass it with --config', zh: '否（0.2.x 的名称），需用 --config 指定' },
  invalidKey: { en: 'Not a 0.3.0 key', zh: '0.3.0 中无效的配置项' },
};

export interface ConfigTableProps {
  prefix?: string | string[];
  group?: ConfigGroupId | ConfigGroupId[];
  keys?: string[];
  exclude?: string[];
  showFlag?: boolean;
  rowIds?: boolean;
}

export function selectConfig({ prefix, group, keys, exclude }: ConfigTableProps): ConfigOption[] {
  const prefixes = asArray(prefix);
  const groups = asArray(group);
  let rows = configOptions.filter(
    (o) =>
      (!prefixes || prefixes.some((p) => matchesPrefix(o.key, p))) &&
      (!groups || groups.includes(o.group)) &&
      (!exclude || !exclude.includes(o.key)),
  );
  if (keys) rows = keys.flatMap((k) => rows.filter((o) => o.key === k));
  return rows;
}

export function ConfigTable(props: ConfigTableProps) {
  const lang = pickLang(useLang());
  const showFlag = props.showFlag !== false;
  const rows = selectConfig(props);
  const passThrough = new Set(passThroughKeys().map((o) => o.key));
  if (rows.length === 0) return <p>{ui.empty[lang]}</p>;
  return (
    <Table head={[ui.key[lang], ui.typeDefault[lang], ui.description[lang]]}>
      {rows.map((o) => (
        <tr key={o.key} id={props.rowIds ? configAnchor(o) : undefined}>
          <th scope="row" className="at-ref-name">
            <BreakableCode text={o.key} />
          </th>
          <td>
            {o.values ? <CodeList values={o.values} /> : <code>{o.type}</code>}
            <DefaultLine value={o.default} note={o.defaultNote} lang={lang} />
          </td>
          <td>
            {o.status !== 'current' ? (
              <StatusBadge kind={o.status} label={configStatusLabels[o.status][lang]} />
            ) : null}
            {richText(o.description[lang])}
            {o.note ? <span className="at-ref-note">{richText(o.note[lang])}</span> : null}
            {showFlag && (o.flag || passThrough.has(o.key)) ? (
              <span className="at-ref-note">
                {ui.flagIs[lang]} <BreakableCode text={o.flag ?? `--${o.key}`} />
                {o.flag ? null : <> ({ui.passThroughHint[lang]})</>}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const legacyKeyRows = configLegacyKeys.map((k) => ({ name: k.key, replacedBy: k.replacedBy, reason: k.reason }));

export function ConfigLegacyKeyTable() {
  const lang = pickLang(useLang());
  return <ReplacementTable invalidHead={text.invalidKey[lang]} rows={legacyKeyRows} lang={lang} />;
}

export function ConfigFileTable() {
  const lang = pickLang(useLang());
  return (
    <Table head={[text.file[lang], text.found[lang]]}>
      {configFileNames.map((f, idx) => (
        <tr key={f}>
          <th scope="row" className="at-ref-name">
            <code>{f}</code>
          </th>
          <td>
            {text.yes[lang]} ({idx + 1})
          </td>
        </tr>
      ))}
      {legacyConfigFileNames.map((f) => (
        <tr key={f}>
          <th scope="row" className="at-ref-name">
            <code>{f}</code>
          </th>
          <td>{richText(text.no[lang])}</td>
        </tr>
      ))}
    </Table>
  );
}
