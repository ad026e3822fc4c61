/**
 * CLI reference tables, rendered from src/data/cli.ts (the single source of
 * truth for Agent TARS 0.3.0 commands and flags). Text follows the page
 * language via useLang().
 *
 * Exported components and props (all props optional):
 *
 *   <CliCommandTable commands={['run', 'serve']} />
 *     commands  CliCommand ids to list ('run' | 'serve' | 'request' | 'workspace' | 'meta');
 *               default: all, in registration order.
 *
 *   <CliFlagTable command="run" group="model" />
 *     command      only flags accepted by this command ('run' | 'serve' | 'request' | 'workspace');
 *                  this includes --help and --version, so prefer `group` for per-command tables.
 *     group        one CliFlagGroupId or an array ('general' | 'logging' | 'model' | 'tools' |
 *                  'server' | 'browser' | 'search' | 'planner' | 'headless' | 'request' |
 *                  'workspace' | 'meta').
 *     flags        explicit list of flag names, e.g. ['--port', '--open']; keeps this order.
 *     status       keep only these statuses ('current' | 'deprecated' | 'no-effect' | 'placeholder').
 *     hideStatus   drop these statuses (e.g. ['placeholder'] for a short teaching table).
 *     showCommands list the commands that accept each flag under its description.
 *     showConfigKey show the config key each flag sets under its description.
 *     rowIds       give rows ids like `flag-model.api-key` (use once per page; ids are
 *                  prefixed with `flag-` so they never clash with heading ids).
 *
 *   <CliLegacyFlagTable />          misspelled / 0.2.x flags and their 0.3.0 replacement.
 *
 *   <CliPassThroughTable prefix="browser" />
 *     prefix / group  config keys (from src/data/config.ts) with no dedicated flag that can
 *                     still be passed as `--key value`; filter by key prefix or config group.
 *
 * Columns: flag | type and default | description. Kept to three columns so the tables fit the
 * content column without horizontal scrolling.
 *
 * Helpers also used by ConfigReference.tsx: `richText`, `CodeList`, `BreakableCode`,
 * `DefaultLine`, `StatusBadge`, `ui`, `pickLang`.
 */
import { useLang } from '@rspress/core/runtime';
import { Fragment, type ReactNode } from 'react';
import {
  cliCommands,
  cliFlags,
  cliLegacyFlags,
  cliStatusLabels,
  cliTypeLabels,
  flagAnchor,
  type CliCommandId,
  type CliFlag,
  type CliFlagGroupId,
  type CliFlagStatus,
} from '../../data/cli';
import {
  configGroups,
  matchesPrefix,
  passThroughKeys,
  type ConfigGroupId,
} from '../../data/config';
import type { Lang, Localized } from '../../data/routes';
import './reference.css';

export const ui = {
  flag: { en: 'Flag', zh: '参数' },
  command: { en: 'Command', zh: '命令' },
  commands: { en: 'Commands', zh: '适用命令' },
  purpose: { en: 'What it does', zh: '作用' },
  type: { en: 'Value', zh: '取值' },
  typeDefault: { en: 'Type and default', zh: '类型与默认值' },
  defaultIs: { en: 'Default:', zh: '默认：' },
  flagIs: { en: 'Flag:', zh: '参数：' },
  acceptedBy: { en: 'Commands:', zh: '适用命令：' },
  default: { en: 'Default', zh: '默认值' },
  description: { en: 'Description', zh: '说明' },
  key: { en: 'Key', zh: '配置项' },
  cliFlag: { en: 'CLI flag', zh: '命令行参数' },
  none: { en: 'none', zh: '无' },
  also: { en: 'Also accepted:', zh: '也可写作：' },
  useInstead: { en: 'Use instead:', zh: '请改用：' },
  insteadHead: { en: 'Use instead', zh: '正确写法' },
  required: { en: 'required', zh: '必填' },
  repeatable: { en: 'repeatable', zh: '可重复' },
  invalid: { en: 'Not a 0.3.0 flag', zh: '0.3.0 中无效的写法' },
  why: { en: 'Why', zh: '原因' },
  passThrough: { en: 'Pass-through flag', zh: '透传参数' },
  sets: { en: 'Sets', zh: '对应配置' },
  passThroughHint: { en: 'pass-through', zh: '透传' },
  empty: { en: 'No entries match.', zh: '没有匹配的条目。' },
} satisfies Record<string, Localized>;

export const pickLang = (value: string | undefined): Lang => (value === 'zh' ? 'zh' : 'en');

// Order matters: backticks, URLs, long flags, ~/ and <placeholder>/ paths, dotted
// identifiers, snake_case. A path must be one token: two adjacent unbreakable
// <code> runs would widen the table.
const TOKEN =
  /`([^`]+)`|(https?:\/\/[^\s，。；）)]*[^\s，。；）).,;:])|(--[A-Za-z][\w.-]*[\w*])|((?:~|<[a-zA-Z]+>)\/[\w./<>*-]*[\w*>])|([A-Za-z@<][\w@/<>-]+(?:\.[\w*<>-]+)+)|([A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+)/g;

// Short code stays on one line ("--" and "apiKey" must not split); longer code may wrap.
const NOWRAP_MAX = 20;

/** Renders data text: code-like tokens become <code>, the rest stays text. */
export function richText(text: string): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const token = m[0];
    // "e.g" / "i.e" are prose, not identifiers.
    if (m[5] && /^[a-z]\.[a-z]$/i.test(token)) continue;
    if (start > last) out.push(text.slice(last, start));
    const code = m[1] ?? token;
    out.push(
      <code key={i++} className={code.length <= NOWRAP_MAX ? 'at-ref-nb' : undefined}>
        {code}
      </code>,
    );
    last = start + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** Inline list of code values with a visual separator. */
export function CodeList({ values }: { values: readonly string[] }) {
  return (
    <span className="at-ref-values">
      {values.map((v, idx) => (
        <Fragment key={v}>
          {idx > 0 ? <span aria-hidden="true"> | </span> : null}
          <code>{v}</code>
        </Fragment>
      ))}
    </span>
  );
}

/** Code text that may wrap after dots, so long dotted keys do not widen the table. */
export function BreakableCode({ text }: { text: string }) {
  // Break opportunities only after dots and at spaces; each piece stays whole when short.
  const parts = text.split(/(?<=\.)|(?= )/);
  return (
    <code>
      {parts.map((part, idx) => (
        <Fragment key={idx}>
          {idx > 0 ? part.startsWith(' ') ? ' ' : <wbr /> : null}
          <span className={part.trim().length <= NOWRAP_MAX ? 'at-ref-nb' : undefined}>{part.trimStart()}</span>
        </Fragment>
      ))}
    </code>
  );
}

/** The default as a sub-line: a literal in code and/or a note. */
export function DefaultLine({
  value,
  note,
  lang,
}: {
  value?: string;
  note?: Localized;
  lang: Lang;
}) {
  if (value === undefined && !note) return null;
  return (
    <span className="at-ref-sub">
      {ui.defaultIs[lang]} {value !== undefined ? <code>{value}</code> : null}
      {value !== undefined && note ? ' ' : null}
      {note ? (value !== undefined ? <>({richText(note[lang])})</> : richText(note[lang])) : null}
    </span>
  );
}

export function StatusBadge({ kind, label }: { kind: string; label: string }) {
  return <span className={`at-ref-badge at-ref-badge--${kind}`}>{label}</span>;
}

const asArray = <T,>(v: T | T[] | undefined): T[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v];

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="rp-table-scroll-container at-ref">
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface CliCommandTableProps {
  commands?: (CliCommandId | 'meta')[];
}

export function CliCommandTable({ commands }: CliCommandTableProps) {
  const lang = pickLang(useLang());
  const rows = commands
    ? commands.map((id) => cliCommands.find((c) => c.id === id)).filter((c) => c !== undefined)
    : cliCommands;
  return (
    <Table head={[ui.command[lang], ui.purpose[lang]]}>
      {rows.map((c) => (
        <tr key={c.id}>
          <th scope="row" className="at-ref-name">
            <code>{c.usage}</code>
          </th>
          <td>
            {richText(c.summary[lang])}
            {c.notes ? <span className="at-ref-note">{richText(c.notes[lang])}</span> : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export interface CliFlagTableProps {
  command?: CliCommandId;
  group?: CliFlagGroupId | CliFlagGroupId[];
  flags?: string[];
  status?: CliFlagStatus[];
  hideStatus?: CliFlagStatus[];
  showCommands?: boolean;
  showConfigKey?: boolean;
  rowIds?: boolean;
}

export function selectFlags({ command, group, flags, status, hideStatus }: CliFlagTableProps): CliFlag[] {
  const groups = asArray(group);
  let rows = cliFlags.filter(
    (f) =>
      (!command || f.commands.includes(command)) &&
      (!groups || groups.includes(f.group)) &&
      (!status || status.includes(f.status)) &&
      (!hideStatus || !hideStatus.includes(f.status)),
  );
  if (flags) {
    rows = flags.flatMap((name) => rows.filter((f) => f.name === name));
  }
  return rows;
}

function FlagName({ flag }: { flag: CliFlag }) {
  const text = `${flag.short ? `${flag.short}, ` : ''}${flag.name}${flag.arg ? ` ${flag.arg}` : ''}`;
  return <BreakableCode text={text} />;
}

export function CliFlagTable(props: CliFlagTableProps) {
  const lang = pickLang(useLang());
  const rows = selectFlags(props);
  if (rows.length === 0) return <p>{ui.empty[lang]}</p>;
  return (
    <Table head={[ui.flag[lang], ui.typeDefault[lang], ui.description[lang]]}>
      {rows.map((f) => (
        <tr key={`${f.name}:${f.commands.join(',')}`} id={props.rowIds ? flagAnchor(f) : undefined}>
          <th scope="row" className="at-ref-name">
            <FlagName flag={f} />
            {f.aliases?.length ? (
              <span className="at-ref-sub">
                {ui.also[lang]} <CodeList values={f.aliases} />
              </span>
            ) : null}
          </th>
          <td>
            {cliTypeLabels[f.type][lang]}
            {f.required || f.repeatable ? (
              <>
                {' · '}
                {[f.required ? ui.required[lang] : null, f.repeatable ? ui.repeatable[lang] : null]
                  .filter(Boolean)
                  .join(' · ')}
              </>
            ) : null}
            {f.values ? (
              <span className="at-ref-sub">
                <CodeList values={f.values} />
              </span>
            ) : null}
            <DefaultLine value={f.default} note={f.defaultNote} lang={lang} />
          </td>
          <td>
            {f.status !== 'current' ? (
              <StatusBadge kind={f.status} label={cliStatusLabels[f.status][lang]} />
            ) : null}
            {richText(f.description[lang])}
            {f.replacedBy ? (
              <span className="at-ref-note">
                {ui.useInstead[lang]} <BreakableCode text={f.replacedBy} />
              </span>
            ) : null}
            {f.note ? <span className="at-ref-note">{richText(f.note[lang])}</span> : null}
            {props.showConfigKey && f.configKey ? (
              <span className="at-ref-note">
                {ui.sets[lang]}: <BreakableCode text={f.configKey} />
              </span>
            ) : null}
            {props.showCommands ? (
              <span className="at-ref-note">
                {ui.acceptedBy[lang]} <CodeList values={f.commands} />
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function CliLegacyFlagTable() {
  const lang = pickLang(useLang());
  return (
    <Table head={[ui.invalid[lang], ui.insteadHead[lang], ui.why[lang]]}>
      {cliLegacyFlags.map((f) => (
        <tr key={f.name}>
          <th scope="row" className="at-ref-name">
            <BreakableCode text={f.name} />
          </th>
          <td>
            <BreakableCode text={f.replacedBy} />
          </td>
          <td>{richText(f.reason[lang])}</td>
        </tr>
      ))}
    </Table>
  );
}

export interface CliPassThroughTableProps {
  prefix?: string | string[];
  group?: ConfigGroupId | ConfigGroupId[];
}

export function CliPassThroughTable({ prefix, group }: CliPassThroughTableProps) {
  const lang = pickLang(useLang());
  const prefixes = asArray(prefix);
  const groups = asArray(group);
  const rows = passThroughKeys().filter(
    (o) =>
      (!prefixes || prefixes.some((p) => matchesPrefix(o.key, p))) &&
      (!groups || groups.includes(o.group)),
  );
  const groupTitle = (id: ConfigGroupId) => configGroups.find((g) => g.id === id)?.title[lang] ?? id;
  if (rows.length === 0) return <p>{ui.empty[lang]}</p>;
  return (
    <Table head={[ui.passThrough[lang], ui.type[lang], ui.description[lang]]}>
      {rows.map((o) => (
        <tr key={o.key}>
          <th scope="row" className="at-ref-name">
            <BreakableCode text={`--${o.key}`} />
            <span className="at-ref-sub">{groupTitle(o.group)}</span>
          </th>
          <td>{o.values ? <CodeList values={o.values} /> : <code>{o.type}</code>}</td>
          <td>{richText(o.description[lang])}</td>
        </tr>
      ))}
    </Table>
  );
}
