/**
 * The "not valid in 0.3.0 | use instead | why" table, shared by
 * CliLegacyFlagTable (old flags) and ConfigLegacyKeyTable (old config keys).
 */
import type { Lang, Localized } from '../../data/routes';
import { BreakableCode, Table, richText, ui } from './option-parts';

export interface Replacement {
  /** The spelling that does not work in 0.3.0; also the row key, so it must be unique. */
  name: string;
  replacedBy: string;
  reason: Localized;
}

export function ReplacementTable({ invalidHead, rows, lang }: { invalidHead: string; rows: readonly Replacement[]; lang: Lang }) {
  return (
    <Table head={[invalidHead, ui.insteadHead[lang], ui.why[lang]]}>
      {rows.map((r) => (
        <tr key={r.name}>
          <th scope="row" className="at-ref-name">
            <BreakableCode text={r.name} />
          </th>
          <td>
            <BreakableCode text={r.replacedBy} />
          </td>
          <td>{richText(r.reason[lang])}</td>
        </tr>
      ))}
    </Table>
  );
}
