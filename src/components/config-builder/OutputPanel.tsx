import { useId, useState } from 'react';
import type { Lang } from '../../replay/format';
import { CopyButton } from './CopyButton';
import { panelProps, TabList } from './TabList';
import { text } from './texts';

import type { BuilderOutputs } from '../../config-builder/outputs';

type FileFormat = 'ts' | 'yaml' | 'json';
const FORMATS: FileFormat[] = ['ts', 'yaml', 'json'];

function CodeBox({ code, what, lang, title }: { code: string; what: string; lang: Lang; title: string }) {
  return (
    <div className="at-cb__code">
      <div className="at-cb__code-head">
        <span className="at-cb__code-title">{title}</span>
        <CopyButton value={code} what={what} lang={lang} />
      </div>
      {/* Focusable so that a keyboard can scroll a long line on a phone. */}
      <pre tabIndex={0} aria-label={title}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The config file in three formats, the command and the variables to set, each with a copy button. */
export function OutputPanel({ outputs, lang }: { outputs: BuilderOutputs; lang: Lang }) {
  const id = useId();
  const [format, setFormat] = useState<FileFormat>('ts');
  return (
    <div className="at-cb__outputs">
      <TabList
        tabs={FORMATS.map((f) => ({ value: f, label: outputs.fileNames[f] }))}
        selected={format}
        onSelect={setFormat}
        idPrefix={id}
        label={text('fileTabs', lang)}
        className="at-cb__tabs at-cb__tabs--files"
      />
      {FORMATS.map((f) => (
        <div key={f} {...panelProps(id, f)} hidden={f !== format} className="at-cb__panel">
          <CodeBox code={outputs[f]} what={outputs.fileNames[f]} lang={lang} title={outputs.fileNames[f]} />
          {f !== 'ts' && outputs.keyNote ? <p className="at-cb__hint">{outputs.keyNote}</p> : null}
        </div>
      ))}
      <CodeBox code={outputs.command} what={text('command', lang)} lang={lang} title={text('command', lang)} />
      <p className="at-cb__hint">{text('commandHint', lang)}</p>
      <CodeBox code={outputs.env} what={text('env', lang)} lang={lang} title={text('env', lang)} />
    </div>
  );
}
