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
 *   <CliPassThroughTable prefix="browser" />  (from ./CliPassThroughTable.tsx)
 *     prefix / group  config keys (from src/data/config.ts) with no dedicated flag that can
 *                     still be passed as `--key value`; filter by key prefix or config group.
 *                     Kept apart so that pages with CLI tables only do not load the config data.
 *
 * Columns: flag | type and default | description. Kept to three columns so the tables fit the
 * content column without horizontal scrolling.
 *
 * The cells and labels shared with ConfigReference.tsx are in ./option-parts.tsx.
 */
import { useLang } from '@rspress/core/runtime';
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
  return <ReplacementTable invalidHead={ui.invalid[lang]} rows={cliLegacyFlags} lang={lang} />;
}
