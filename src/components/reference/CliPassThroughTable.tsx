/**
 * CLI pass-through flags: config keys (from src/data/config.ts) with no
 * dedicated flag that can still be passed as `--key value`. Apart from
 * CliReference.tsx because it needs the config data and the other CLI tables
 * do not.
 *
 *   <CliPassThroughTable prefix="browser" />
 *     prefix / group  filter by key prefix or config group.
 */
import { useLang } from '@rspress/core/runtime';
import { configGroups, matchesPrefix, passThroughKeys, type ConfigGroupId } from '../../data/config';
import { BreakableCode, CodeList, Table, asArray, pickLang, richText, ui } from './option-parts';

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
