import { useLang } from '@rspress/core/runtime';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { readAddress, writeAddress } from '../../config-builder/address';
import { type Choices, configToChoices, startChoices } from '../../config-builder/choices';
import { buildOutputs } from '../../config-builder/outputs';
import type { ConfigNode, Finding } from '../../config-builder/types';
import { asLang, type Lang } from '../../replay/format';
import { withDeferredHydration } from '../deferred/DeferredHydration';
import { BuildPanel } from './BuildPanel';
import { CheckPanel } from './CheckPanel';
import { CopyButton } from './CopyButton';
import { FindingList } from './FindingList';
import { OutputPanel } from './OutputPanel';
import { panelProps, TabList } from './TabList';
import { text } from './texts';
import '../button.css';
import './config-builder.css';

type Mode = 'build' | 'check';
type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

/** The query parameter that opens the checker tab; the builder's choices own every other one. */
const MODE_PARAM = 'tab';

/**
 * The config builder and checker. It is pre-rendered with the start choices,
 * so a reader without JavaScript gets a complete config; the address is read
 * after hydration and rewritten (replaceState) on every change, so a link
 * carries the choices.
 */
function ConfigBuilderPart() {
  const lang: Lang = asLang(useLang());
  const id = useId();
  const [choices, setChoices] = useState<Choices>(startChoices);
  const [mode, setMode] = useState<Mode>('build');
  const [notes, setNotes] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Bumped when the choices are replaced from outside the form (the address, "start over", a checked
  // file), so that the form's half-typed drafts start afresh from the new choices.
  const [generation, setGeneration] = useState(0);
  const replaceChoices = useCallback((next: Choices) => {
    setChoices(next);
    setGeneration((g) => g + 1);
  }, []);
  // The checker keeps what was pasted when the reader switches tabs and back.
  const [checkOpened, setCheckOpened] = useState(false);
  useEffect(() => {
    if (mode === 'check') setCheckOpened(true);
  }, [mode]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromAddress = readAddress(window.location.search);
    replaceChoices(fromAddress.choices);
    setNotes(fromAddress.notes.map((n) => n[lang]));
    if (params.get(MODE_PARAM) === 'check') setMode('check');
    setLoaded(true);
    // Read once, on arrival: later changes come from the page itself.
  }, []);

  const query = useMemo(() => writeAddress(choices), [choices]);
  useEffect(() => {
    if (!loaded) return;
    const params = new URLSearchParams(query);
    if (mode === 'check') params.set(MODE_PARAM, 'check');
    const search = params.toString();
    const { pathname, hash } = window.location;
    const next = `${pathname}${search ? `?${search}` : ''}${hash}`;
    if (next !== `${pathname}${window.location.search}${hash}`) window.history.replaceState(window.history.state, '', next);
  }, [query, mode, loaded]);

  const outputs = useMemo(() => buildOutputs(choices, lang), [choices, lang]);
  // The pitfall data loads after hydration: the start choices trigger none, and
  // keeping it out of the first load keeps this page within the doc-page budget.
  const [warn, setWarn] = useState<((choices: Choices) => Finding[]) | 'failed'>();
  useEffect(() => {
    let live = true;
    import('../../config-builder/warnings').then(
      (mod) => live && setWarn(() => mod.builderWarnings),
      (error: unknown) => {
        console.error('Config builder: the warnings failed to load.', error);
        if (live) setWarn('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const warnings = useMemo(() => (typeof warn === 'function' ? warn(choices) : undefined), [warn, choices]);

  const openChecked = useCallback(
    (root: ObjectNode) => {
      const { choices: next, skipped } = configToChoices(root);
      replaceChoices(next);
      setNotes(skipped.length > 0 ? [text('skipped', lang, { keys: skipped.join(', ') })] : []);
      setMode('build');
    },
    [lang, replaceChoices],
  );

  const shareUrl = loaded ? `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}` : '';

  return (
    <section className="at-cb rp-not-doc" aria-label={text('label', lang)} data-ready={loaded ? 'true' : undefined}>
      <TabList
        tabs={[
          { value: 'build', label: text('tabBuild', lang) },
          { value: 'check', label: text('tabCheck', lang) },
        ]}
        selected={mode}
        onSelect={setMode}
        idPrefix={id}
        label={text('label', lang)}
        className="at-cb__tabs at-cb__tabs--modes"
      />
      <div {...panelProps(id, 'build')} hidden={mode !== 'build'} className="at-cb__build">
        {notes.length > 0 ? (
          <div className="at-cb__notes" role="status">
            <p>{text('addressNotes', lang)}</p>
            <ul>
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <noscript>
          <p className="at-cb__noscript">{text('noscript', lang)}</p>
        </noscript>
        <div className="at-cb__columns">
          <div className="at-cb__form-column">
            <h2 className="at-cb__heading">{text('choices', lang)}</h2>
            <BuildPanel key={generation} choices={choices} onChange={setChoices} lang={lang} />
            <div className="at-cb__actions">
              <button type="button" className="at-btn" onClick={() => replaceChoices(startChoices())}>
                {text('reset', lang)}
              </button>
              {shareUrl ? <CopyButton value={shareUrl} what="" lang={lang} label={text('copyLink', lang)} /> : null}
            </div>
          </div>
          <div className="at-cb__output-column">
            <h2 className="at-cb__heading">{text('output', lang)}</h2>
            <div className="at-cb__warnings" aria-live="polite">
              <h3 className="at-cb__subheading">{text('warnings', lang)}</h3>
              {warn === 'failed' ? <p role="alert">{text('warningsFailed', lang)}</p> : null}
              {warnings === undefined ? null : warnings.length === 0 ? (
                <p className="at-cb__hint">{text('noWarnings', lang)}</p>
              ) : (
                <FindingList findings={warnings} lang={lang} showLines={false} />
              )}
            </div>
            <OutputPanel outputs={outputs} lang={lang} />
          </div>
        </div>
      </div>
      <div {...panelProps(id, 'check')} hidden={mode !== 'check'} className="at-cb__check-panel">
        {mode === 'check' || checkOpened ? <CheckPanel lang={lang} onOpen={openChecked} /> : null}
      </div>
    </section>
  );
}

export const ConfigBuilder = withDeferredHydration(ConfigBuilderPart);
