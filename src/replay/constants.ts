/** Files above this size are refused before a single byte is read (issue 6: 50 MB). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Playback speeds offered by the player; 1 means "about real time, clamped". */
export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/**
 * Real gaps between events range from microseconds to minutes. Playback keeps
 * their rhythm but clamps each pause so a run is neither a blur nor a wait.
 */
export const MIN_STEP_DELAY_MS = 400;
export const MAX_STEP_DELAY_MS = 2500;

/** Longest string shown in full in structured views; longer ones are cut with a note. */
export const MAX_INLINE_STRING = 2000;

/**
 * Characters of a message rendered at first. A 1 MB message took ~140 ms to
 * lay out on every visit of its step; the rest is one click away.
 */
export const MESSAGE_PREVIEW_CHARS = 50_000;

/** Rows rendered on each side of the current step in the step list, so huge files stay fast. */
export const STEP_LIST_WINDOW = 150;

/** File types offered in the picker. The content decides the format, not the extension. */
export const ACCEPTED_FILE_TYPES = '.json,.jsonl,.html,.htm,application/json,text/html';
