import { useMemo } from 'react';
import { displayJson, tableShape } from '../../replay/display';
import type { Lang } from '../../replay/format';
import { pick, ui } from '../../replay/messages';
import { CodeBlock } from './CodeBlock';

const labelsFor = (lang: Lang) => ({ truncated: ui.truncated[lang], dataUrl: ui.dataUrl[lang] });

/** Pretty-printed JSON with long strings and image data shortened. */
export function JsonView({ value, lang, label }: { value: unknown; lang: Lang; label?: string }) {
  const text = useMemo(() => displayJson(value, labelsFor(lang)), [value, lang]);
  if (text === '') return <p className="atr-muted">{pick(ui.emptyContent, lang)}</p>;
  return <CodeBlock code={text} language="json" label={label} maxHeight="short" />;
}

const cellText = (v: unknown): string => (v === null ? 'null' : typeof v === 'string' ? v : String(v));

/** Tables for flat rows or flat records, JSON for anything else. */
export function StructuredData({ value, lang, label }: { value: unknown; lang: Lang; label?: string }) {
  const shape = useMemo(() => tableShape(value), [value]);
  if (shape.kind === 'rows') {
    return (
      <div className="atr-table-wrap" tabIndex={0} role="region" aria-label={label}>
        <table>
          <thead>
            <tr>
              {shape.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shape.rows.slice(0, 200).map((row, i) => (
              <tr key={i}>
                {shape.columns.map((c) => (
                  <td key={c} className={typeof row[c] === 'number' ? 'atr-num' : undefined}>
                    {row[c] === undefined ? '' : cellText(row[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (shape.kind === 'record') {
    return (
      <dl className="atr-kv" aria-label={label}>
        {shape.entries.map(([k, v]) => (
          <div key={k} className="atr-kv__row">
            <dt>{k}</dt>
            <dd>{cellText(v)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <JsonView value={value} lang={lang} label={label} />;
}
