import { REPLAY_SHORTCUTS_ANCHOR } from '../../replay/anchors';
import type { Lang } from '../../replay/format';
import { pick, ui } from '../../replay/messages';

/** The player's keyboard shortcuts, listed under the player (the docs link to them by REPLAY_SHORTCUTS_ANCHOR). */
export function Shortcuts({ lang }: { lang: Lang }) {
  return (
    <section className="atr-shortcuts" aria-labelledby={REPLAY_SHORTCUTS_ANCHOR}>
      <h2 id={REPLAY_SHORTCUTS_ANCHOR}>{pick(ui.shortcutsHeading, lang)}</h2>
      <dl>
        <div>
          <dt>
            <kbd>{pick(ui.keySpaceName, lang)}</kbd>
          </dt>
          <dd>{pick(ui.keySpace, lang)}</dd>
        </div>
        <div>
          <dt>
            <kbd>←</kbd> <kbd>→</kbd>
          </dt>
          <dd>{pick(ui.keyArrows, lang)}</dd>
        </div>
        <div>
          <dt>
            <kbd>Home</kbd> <kbd>End</kbd>
          </dt>
          <dd>{pick(ui.keyHomeEnd, lang)}</dd>
        </div>
        <div>
          <dt>
            <kbd>Tab</kbd>
          </dt>
          <dd>{pick(ui.keyTab, lang)}</dd>
        </div>
      </dl>
      <p className="atr-muted">{pick(ui.shortcutsNote, lang)}</p>
    </section>
  );
}
