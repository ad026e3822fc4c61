/**
 * Config sources from highest to lowest priority, from src/data/config-layers.ts.
 * Apart from ConfigReference.tsx (which re-exports it) so that a page showing
 * only this table does not load every config key.
 */
import { useLang } from '@rspress/core/runtime';
import { configLayers } from '../../data/config-layers';
import type { Localized } from '../../data/routes';
import { Table, pickLang, richText } from './option-parts';

const text = {
  layer: { en: 'Priority', zh: '优先级' },
  layerSource: { en: 'Source', zh: '来源' },
  details: { en: 'Details', zh: '说明' },
  highest: { en: 'highest', zh: '最高' },
  lowest: { en: 'lowest', zh: '最低' },
} satisfies Record<string, Localized>;

export function ConfigLayerTable() {
  const lang = pickLang(useLang());
  const last = configLayers.length - 1;
  return (
    <Table head={[text.layer[lang], text.layerSource[lang], text.details[lang]]}>
      {configLayers.map((l, idx) => (
        <tr key={l.id}>
          <th scope="row" className="at-ref-name">
            {idx + 1}
            {idx === 0 ? <span className="at-ref-sub">{text.highest[lang]}</span> : null}
            {idx === last ? <span className="at-ref-sub">{text.lowest[lang]}</span> : null}
          </th>
          <td>{richText(l.source[lang])}</td>
          <td>{richText(l.detail[lang])}</td>
        </tr>
      ))}
    </Table>
  );
}
