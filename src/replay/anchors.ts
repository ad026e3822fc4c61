/**
 * Ids of the replay page's fixed headings: stable, so search results (src/search/component-sections.ts)
 * and links can point at them.
 */
export const REPLAY_OPEN_ANCHOR = 'replay-open';
export const REPLAY_EXAMPLES_ANCHOR = 'replay-examples';
export const REPLAY_SHORTCUTS_ANCHOR = 'atr-shortcuts-title';
