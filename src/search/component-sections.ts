/**
 * Pages whose text lives in components: Rspress extracts no text from
 * components, so these sections put it into the search index, each linking
 * to its place on the page:
 * - the CLI and config references: every flag and config key, linking to its
 *   table row (`#flag-…`, `#cfg-…`);
 * - the showcase: every example session (title, description, tools, model),
 *   linking to its card (`#session-…`);
 * - the replay player: how to open a file, the formats it reads, and its
 *   keyboard shortcuts.
 */
import { cliFlags, flagAnchor } from '../data/cli';
import { configAnchor, configOptions } from '../data/config';
import { exampleSessions, sessionAnchor, showcaseCategories } from '../data/sessions';
import { REPLAY_EXAMPLES_ANCHOR, REPLAY_OPEN_ANCHOR, REPLAY_SHORTCUTS_ANCHOR } from '../replay/anchors';
import { pick, ui } from '../replay/messages';

/** [anchor, heading, text] */
export type ComponentSection = [anchor: string, heading: string, text: string];

type Lang = 'en' | 'zh';

const langOf = (lang: string): Lang => (lang === 'zh' ? 'zh' : 'en');

/** Extra sections for a page, keyed by its route without the locale prefix. */
export function componentSections(routePath: string, lang: string): ComponentSection[] {
  const route = routePath.replace(/^\/zh(?=\/)/, '').replace(/\.html$/, '');
  const l = langOf(lang);
  if (route === '/api/cli') {
    const seen = new Set<string>();
    return cliFlags
      .filter((f) => {
        const anchor = flagAnchor(f);
        if (seen.has(anchor)) return false;
        seen.add(anchor);
        return true;
      })
      .map((f) => [flagAnchor(f), f.name, f.description[l]]);
  }
  if (route === '/api/config') {
    return configOptions.map((o) => [configAnchor(o), o.key, o.description[l]]);
  }
  if (route === '/showcase' || route === '/showcase/') {
    const category = (id: string) => showcaseCategories.find((c) => c.id === id)?.label[l] ?? '';
    return exampleSessions.map((s) => [sessionAnchor(s.id), s.title[l], [category(s.category), s.description[l], s.tags.join(' '), s.model].join(' ')]);
  }
  if (route === '/replay' || route === '/replay/') {
    return [
      [REPLAY_OPEN_ANCHOR, pick(ui.openHeading, l), [ui.intro, ui.dropHint, ui.formats, ui.privacy].map((t) => pick(t, l)).join(' ')],
      [REPLAY_EXAMPLES_ANCHOR, pick(ui.examplesHeading, l), [ui.examplesNote, ...exampleSessions.map((s) => s.title)].map((t) => pick(t, l)).join(' ')],
      [REPLAY_SHORTCUTS_ANCHOR, pick(ui.shortcutsHeading, l), [ui.keySpace, ui.keyArrows, ui.keyHomeEnd, ui.keyTab, ui.speed].map((t) => pick(t, l)).join(' ')],
    ];
  }
  return [];
}
