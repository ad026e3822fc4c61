import { useEffect, useId, useRef, useState } from 'react';
import { type CheckClient, createCheckClient } from '../../config-builder/check-client';
import type { Checked } from '../../config-builder/check/protocol';
import type { ConfigFormat, ConfigNode } from '../../config-builder/types';
import type { Lang } from '../../replay/format';
import { FindingList } from './FindingList';
import { text } from './texts';

type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const FORMAT_NAMES: Record<ConfigFormat, { en: string; zh: string }> = {
  ts: { en: 'TypeScript', zh: 'TypeScript' },
  yaml: { en: 'YAML', zh: 'YAML' },
  json: { en: 'JSON', zh: 'JSON' },
  cli: { en: 'a command line', zh: '命令行' },
};

/**
 * The checker tab. The checking runs in a Web Worker (check-client.ts), so a
 * huge or hostile paste never blocks typing; its code loads the first time
 * the tab opens, so the builder's first load does not carry it.
 */
export function CheckPanel({ lang, onOpen }: { lang: Lang; onOpen: (root: ObjectNode) => void }) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState<Checked>();
  const [failed, setFailed] = useState(false);
  const client = useRef<CheckClient>(undefined);
  const sent = useRef('');

  useEffect(() => {
    const c = createCheckClient({ onResult: setChecked, onFailed: () => setFailed(true) });
    client.current = c;
    if (sent.current.trim()) c.check(sent.current);
    return () => c.close();
  }, []);

  const onChange = (value: string) => {
    setPasted(value);
    sent.current = value;
    if (value.trim()) client.current?.check(value);
  };
  // A result for text the reader has since changed still shows until the new one comes, except for an empty box.
  const shown = pasted.trim() ? checked : undefined;

  return (
    <div className="at-cb__check">
      <label className="at-cb__paste-label" htmlFor={`${id}-paste`}>
        {text('pasteLabel', lang)}
      </label>
      <p className="at-cb__hint" id={`${id}-hint`}>
        {text('pasteHint', lang)}
      </p>
      <textarea
        id={`${id}-paste`}
        className="at-cb__paste"
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={14}
        value={pasted}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="at-cb__results" aria-live="polite">
        {pasted.trim() && !shown && !failed ? <p>{text('loading', lang)}</p> : null}
        {failed ? <p role="alert">{text('loadFailed', lang)}</p> : null}
        {shown ? <CheckResult checked={shown} lang={lang} onOpen={onOpen} /> : null}
      </div>
    </div>
  );
}

function CheckResult({ checked, lang, onOpen }: { checked: Checked; lang: Lang; onOpen: (root: ObjectNode) => void }) {
  const { result, findings } = checked;
  if (!result.ok) {
    return (
      <p className="at-cb__read-error" role="alert">
        {result.line ? `${text('line', lang, { n: result.line })}: ` : ''}
        {result.message[lang]}
      </p>
    );
  }
  return (
    <>
      <p className="at-cb__summary">
        {text('detected', lang, { format: FORMAT_NAMES[result.format][lang] })}{' '}
        {findings.length === 0 ? text('noFindings', lang) : text('findings', lang, { n: findings.length })}
      </p>
      {findings.length > 0 ? <FindingList findings={findings} lang={lang} showLines /> : null}
      <button type="button" className="at-btn at-btn--primary" onClick={() => onOpen(result.root)}>
        {text('openInBuilder', lang)}
      </button>
    </>
  );
}
