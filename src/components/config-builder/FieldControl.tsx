import { useId, useState } from 'react';
import { type BuilderField, type FieldValue, providerById } from '../../data/config-builder';
import { checkFieldValue } from '../../config-builder/field-values';
import type { Lang } from '../../replay/format';
import { text } from './texts';

const asText = (field: BuilderField, value: FieldValue): string =>
  Array.isArray(value) ? value.join('\n') : field.control === 'toggle' ? '' : String(value);

/** The raw text of a list field: one item a line; blank lines are not items. */
const listItems = (raw: string): string[] => raw.split('\n').map((s) => s.trim()).filter(Boolean);

function optionLabel(field: BuilderField, value: string, lang: Lang): string {
  if (value === '') return text('cliDefault', lang);
  if (field.id === 'provider') {
    const provider = providerById(value);
    return provider ? `${value} (${provider.service[lang]})` : value;
  }
  return value;
}

/**
 * One builder field. What the reader types stays in the box while it has
 * focus; it reaches the choices only once it is a valid value, and until then
 * the box says why not, so the outputs never hold a half-typed or unsafe value.
 */
export function FieldControl({ field, value, onCommit, lang }: { field: BuilderField; value: FieldValue; onCommit: (value: FieldValue) => void; lang: Lang }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? asText(field, value);
  const checked = draft === null ? undefined : checkFieldValue(field, field.control === 'list' ? listItems(draft) : draft);
  const error = checked && !checked.ok ? checked.reason[lang] : undefined;
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;

  const onText = (raw: string) => {
    setDraft(raw);
    const result = checkFieldValue(field, field.control === 'list' ? listItems(raw) : raw);
    if (result.ok) onCommit(result.value);
  };
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, onBlur: () => setDraft(null) };

  let control;
  switch (field.control) {
    case 'select':
      control = (
        <select id={id} aria-describedby={describedBy} value={String(value)} onChange={(e) => onCommit(e.target.value)}>
          {field.values.map((v) => (
            <option key={v} value={v}>
              {optionLabel(field, v, lang)}
            </option>
          ))}
        </select>
      );
      break;
    case 'toggle':
      control = <input id={id} type="checkbox" aria-describedby={describedBy} checked={value === true} onChange={(e) => onCommit(e.target.checked)} />;
      break;
    case 'list':
      control = <textarea {...common} rows={3} value={shown} placeholder={field.placeholder} onChange={(e) => onText(e.target.value)} spellCheck={false} />;
      break;
    case 'number':
      control = <input {...common} type="text" inputMode={field.integer ? 'numeric' : 'decimal'} value={shown} onChange={(e) => onText(e.target.value)} />;
      break;
    case 'text':
      control = <input {...common} type="text" value={shown} placeholder={field.placeholder} onChange={(e) => onText(e.target.value)} spellCheck={false} autoCapitalize="off" autoComplete="off" />;
      break;
  }

  return (
    <div className={`at-cb__field at-cb__field--${field.control}`} data-field={field.id}>
      {field.control === 'toggle' ? control : null}
      <label htmlFor={id}>{field.label[lang]}</label>
      {field.control === 'toggle' ? null : control}
      <p className="at-cb__hint" id={`${id}-hint`}>
        {field.hint[lang]}
        {field.control === 'list' ? ` ${text('onePerLine', lang)}` : ''}
      </p>
      {error ? (
        <p className="at-cb__error" id={`${id}-error`}>
          {text('invalid', lang, { reason: error })}
        </p>
      ) : null}
    </div>
  );
}
