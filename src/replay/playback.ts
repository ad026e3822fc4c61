/** Playback state of the player, as a pure reducer so it can be tested without a DOM. */
import { MAX_STEP_DELAY_MS, MIN_STEP_DELAY_MS, SPEEDS, type Speed } from './constants';

export interface PlaybackState {
  /** Current step, 0-based. */
  index: number;
  total: number;
  playing: boolean;
  speed: Speed;
}

export type PlaybackAction =
  | { type: 'load'; total: number; index?: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'seek'; index: number }
  | { type: 'tick' }
  | { type: 'speed'; speed: number };

export const initialPlayback: PlaybackState = { index: 0, total: 0, playing: false, speed: 1 };

const clamp = (index: number, total: number): number =>
  total <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), total - 1);

const lastIndex = (s: PlaybackState): number => Math.max(0, s.total - 1);

export function isSpeed(value: number): value is Speed {
  return (SPEEDS as readonly number[]).includes(value);
}

export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'load':
      return { ...state, total: action.total, index: clamp(action.index ?? 0, action.total), playing: false };
    case 'play':
      if (state.total === 0) return state;
      // Playing from the last step starts over, like any media player.
      return { ...state, playing: true, index: state.index >= lastIndex(state) ? 0 : state.index };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle':
      return playbackReducer(state, { type: state.playing ? 'pause' : 'play' });
    case 'next':
      return { ...state, playing: false, index: clamp(state.index + 1, state.total) };
    case 'prev':
      return { ...state, playing: false, index: clamp(state.index - 1, state.total) };
    case 'first':
      return { ...state, playing: false, index: 0 };
    case 'last':
      return { ...state, playing: false, index: lastIndex(state) };
    case 'seek':
      return { ...state, index: clamp(action.index, state.total) };
    case 'tick': {
      if (!state.playing) return state;
      const index = clamp(state.index + 1, state.total);
      return { ...state, index, playing: index < lastIndex(state) };
    }
    case 'speed':
      return isSpeed(action.speed) ? { ...state, speed: action.speed } : state;
    default:
      return state;
  }
}

/**
 * How long to stay on step `index` before moving on: the real gap to the next
 * step, clamped, divided by the speed.
 */
export function stepDelayMs(offsets: readonly number[], index: number, speed: number): number {
  const here = offsets[index] ?? 0;
  const next = offsets[index + 1] ?? here;
  const gap = Math.min(MAX_STEP_DELAY_MS, Math.max(MIN_STEP_DELAY_MS, next - here));
  return Math.round(gap / (speed > 0 ? speed : 1));
}

/**
 * Reads `?step=N` (1-based, as shown in the player) into a 0-based index.
 * Returns null for a missing or unusable value; clamps out-of-range numbers.
 */
export function parseStepParam(value: string | null | undefined, total: number): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  if (total <= 0) return null;
  return clamp(Number(value.trim()) - 1, total);
}
