/**
 * Addresses with a malformed percent escape (`#%`, `?q=50%`, `%E0` alone).
 * `decodeURIComponent` throws on them, and Rspress decodes the hash (to
 * scroll to it) and the path and query (to build the language links) while
 * rendering: a throw there unmounted the whole page, leaving it white. The
 * address is repaired before anything reads it, so the page renders and the
 * broken escape reads as the text it was.
 */

/**
 * `part` with its malformed escapes written as `%25`, or `part` itself when
 * it decodes; an escape of bytes that are no UTF-8 (`%E0` alone) makes every
 * sign text. Self-contained and without comments inside: it is inlined into
 * the page's head as text, and the HTML step mangled an inline script whose
 * comments held backquotes.
 */
export function repairEscapes(part: string): string {
  const decodes = (text: string) => {
    try {
      decodeURIComponent(text);
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(part)) return part;
  const bareSigns = part.replace(/%(?![0-9A-Fa-f][0-9A-Fa-f])/g, '%25');
  if (decodes(bareSigns)) return bareSigns;
  return part.replace(/%/g, '%25');
}

/**
 * Runs in the page (inlined by `urlRepairScript`): repairs the address at
 * load, and again when the reader types a new hash or goes back or forward
 * (registered before the router's listeners, so it reads the repaired one).
 * No comments or template literals inside, as for `repairEscapes`.
 */
function runUrlRepair(repair: (part: string) => string): void {
  const fix = () => {
    const { pathname, search, hash } = window.location;
    const next = repair(pathname) + repair(search) + repair(hash);
    if (next === pathname + search + hash) return;
    window.history.replaceState(window.history.state, '', next);
    console.warn('The address had a malformed percent escape; it is read as ' + next + '.');
  };
  fix();
  window.addEventListener('popstate', fix);
  window.addEventListener('hashchange', fix);
}

/** The body of an inline `<script>` among every page's early head tags (head-tags.ts). */
export const urlRepairScript = (): string => `(${runUrlRepair.toString()})(${repairEscapes.toString()});`;
