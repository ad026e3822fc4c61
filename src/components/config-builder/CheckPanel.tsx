import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { ConfigFormat, ConfigNode, Finding, ReadResult } from '../../config-builder/types';
import type { Lang } from '../../replay/format';
import { FindingList } from './FindingList';
import { text } from './texts';

type Checker = typeof import('../../config-builder/check');
type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

const FORMAT_NAMES: Record<ConfigFormat, { en: string; zh: string }> = {
  ts: { en: 'TypeScript', zh: 'TypeScript' },
  yaml: { en: 'YAML', zh: 'YAML' },
  json: { en: 'JSON', zh: 'JSON' },
  cli: { en: 'a command line', zh: '命令行' },
};

/**
 * The checker tab. Its code (the readers and the YAML parser) loads the first
 * time the tab opens, so the builder's first load does not carry it.
 */
export function CheckPanel({ lang, onOpen }: { lang: Lang; onOpen: (root: ObjectNode) => void }) {
  const id = useId();
  const [checker, setChecker] = useState<Checker | 'failed' | undefined>();
  const [pasted, setPasted] = useState('');
  const deferred = useDeferredValue(pasted);

  useEffect(() => {
    let live = true;
    import('../../config-builder/check').then(
      (mod) => live && setChecker(mod),
      (error: unknown) => {
        console.error('Config checker: the checker module failed to load.', error);
        if (live) setChecker('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const checked = useMemo<{ result: ReadResult; findings: Finding[] } | undefined>(
    () => (checker && checker !== 'failed' && deferred.trim() ? checker.checkConfig(deferred) : undefined),
    [checker, deferred],
  );

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
        onChange={(e) => setPasted(e.target.value)}
      />
      <div className="at-cb__results" aria-live="polite">
        {checker === undefined ? <p>{text('loading', lang)}</p> : null}
        {checker === 'failed' ? <p role="alert">{text('loadFailed', lang)}</p> : null}
        {checked ? <CheckResult checked={checked} lang={lang} onOpen={onOpen} /> : null}
      </div>
    </div>
  );
}

function CheckResult({ checked, lang, onOpen }: { checked: { result: ReadResult; findings: Finding[] }; lang: Lang; onOpen: (root: ObjectNode) => void }) {
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
