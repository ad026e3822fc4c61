/**
 * Guesses what the reader pasted, from its first meaningful line. The guess
 * only picks a reader; each reader reports its own syntax errors.
 */
import type { ConfigFormat } from '../types';

/** Words a command line for Agent TARS starts with (after env assignments and a `$ ` prompt). */
const COMMAND_START =
  /^(?:(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*)(?:agent-tars|tarko|npx|pnpx|bunx|pnpm\s+dlx|yarn\s+dlx|@agent-tars\/cli)(?:\s|$|@)|^--?[A-Za-z]/;

// Bounded repeats only: this runs on up to 200 KB of hostile text.
const TS_MARKERS = /\bdefineConfig[ \t]{0,8}(?:<[^>\n]{0,200}>)?[ \t]{0,8}\(|\bexport[ \t]{1,8}default\b|\bmodule\.exports[ \t]{0,8}=|^[ \t]{0,40}import[ \t]/m;

function firstMeaningfulLine(text: string): string {
  for (const raw of text.split('\n', 200)) {
    const line = raw.trim().replace(/^\$\s+/, '');
    if (line !== '' && !line.startsWith('#') && !line.startsWith('//')) return line.slice(0, 2000);
  }
  return '';
}

export function detectFormat(text: string): ConfigFormat | 'unknown' {
  const first = firstMeaningfulLine(text.replace(/^\uFEFF/, ''));
  if (first === '') return 'unknown';
  if (COMMAND_START.test(first)) return 'cli';
  if (TS_MARKERS.test(text)) return 'ts';
  if (first.startsWith('{')) return 'json';
  return 'yaml';
}
