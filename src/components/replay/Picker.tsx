import { useId, useRef } from 'react';
import { exampleSessions, showcaseCategories } from '../../data/sessions';
import { REPLAY_EXAMPLES_ANCHOR, REPLAY_OPEN_ANCHOR } from '../../replay/anchors';
import { ACCEPTED_FILE_TYPES } from '../../replay/constants';
import { formatDuration, type Lang } from '../../replay/format';
import { pick, ui } from '../../replay/messages';
import { langPrefix } from '../../replay/url';

interface PickerProps {
  lang: Lang;
  dragging: boolean;
  onExample: (id: string) => void;
  onFile: (file: File) => void;
}

const categoryLabel = (id: string, lang: Lang): string =>
  showcaseCategories.find((c) => c.id === id)?.label[lang] ?? id;

/** Starting point: the example sessions, and a file picker with a drop zone. */
export function Picker({ lang, dragging, onExample, onFile }: PickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const prefix = langPrefix(lang);
  return (
    <div className="atr-picker">
      <section className={`atr-drop${dragging ? ' atr-drop--active' : ''}`} aria-labelledby={REPLAY_OPEN_ANCHOR}>
        <h2 id={REPLAY_OPEN_ANCHOR}>{pick(ui.openHeading, lang)}</h2>
        <p className="atr-drop__actions">
          <button type="button" className="atr-btn at-btn at-btn--primary" onClick={() => inputRef.current?.click()}>
            {pick(ui.chooseFile, lang)}
          </button>
          <span className="atr-muted">{pick(dragging ? ui.dropActive : ui.dropHint, lang)}</span>
        </p>
        <input
          ref={inputRef}
          id={`${ids}-file`}
          className="atr-visually-hidden"
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="replay-file-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Clear the value so picking the same file again still fires a change.
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <p className="atr-muted atr-drop__formats">{pick(ui.formats, lang)}</p>
      </section>

      <section className="atr-examples" aria-labelledby={REPLAY_EXAMPLES_ANCHOR}>
        <h2 id={REPLAY_EXAMPLES_ANCHOR}>{pick(ui.examplesHeading, lang)}</h2>
        <p className="atr-muted">{pick(ui.examplesNote, lang)}</p>
        <ul className="atr-example-list">
          {exampleSessions.map((s) => (
            <li key={s.id} className="atr-example">
              <div className="atr-example__text">
                <a
                  className="atr-example__title"
                  href={`${prefix}/replay/?session=${encodeURIComponent(s.id)}`}
                  onClick={(e) => {
                    // Same page: load in place instead of a full reload. Modified clicks keep browser behaviour.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    onExample(s.id);
                  }}
                >
                  {s.title[lang]}
                </a>
                <span className="atr-example__desc">{s.description[lang]}</span>
              </div>
              <span className="atr-example__meta atr-muted">
                <span className="atr-chip">{pick(ui.exampleBadge, lang)}</span> {categoryLabel(s.category, lang)} ·{' '}
                {pick(ui.steps, lang, { n: s.steps })} · {formatDuration(s.durationMs, lang)}
              </span>
            </li>
          ))}
        </ul>
        <p>
          <a href={`${prefix}/showcase/`}>{pick(ui.showcaseLink, lang)}</a>
        </p>
      </section>
    </div>
  );
}
