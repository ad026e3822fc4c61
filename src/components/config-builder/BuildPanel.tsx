import { builderFields, builderGroups, type BuilderField, type FieldValue } from '../../data/config-builder';
import { type Choices, withProvider } from '../../config-builder/choices';
import { isDefault } from '../../config-builder/field-values';
import type { Lang } from '../../replay/format';
import { FieldControl } from './FieldControl';
import { McpEditor } from './McpEditor';

/** A field its condition hides still shows while it holds a value, so the reader can see and clear what the outputs write. */
const shown = (field: BuilderField, choices: Choices): boolean =>
  !field.showWhen || field.showWhen.values.includes(String(choices[field.showWhen.field])) || !isDefault(field, choices[field.id]);

/** The builder's form: one fieldset per group of src/data/config-builder.ts, fields in data order. */
export function BuildPanel({ choices, onChange, lang }: { choices: Choices; onChange: (next: Choices) => void; lang: Lang }) {
  const set = (field: BuilderField, value: FieldValue) =>
    // A new provider brings its own model id and key variable; the old ones would be wrong.
    onChange(field.id === 'provider' ? withProvider(choices, String(value)) : { ...choices, [field.id]: value });

  return (
    <form className="at-cb__form" onSubmit={(e) => e.preventDefault()}>
      {builderGroups.map((group) => (
        <fieldset key={group.id} className="at-cb__group" data-group={group.id}>
          <legend>{group.title[lang]}</legend>
          {group.note ? <p className="at-cb__hint at-cb__group-note">{group.note[lang]}</p> : null}
          {group.id === 'mcp' ? <McpEditor servers={choices.mcpServers} onChange={(mcpServers) => onChange({ ...choices, mcpServers })} lang={lang} /> : null}
          {builderFields
            .filter((f) => f.group === group.id && shown(f, choices))
            .map((field) => (
              <FieldControl key={field.id} field={field} value={choices[field.id]} onCommit={(value) => set(field, value)} lang={lang} />
            ))}
        </fieldset>
      ))}
    </form>
  );
}
