/**
 * Reads the data out of a replay HTML file exported by Agent TARS (Share dialog
 * → download). The exporter injects, before `</head>`:
 *
 *   <script>
 *     window.AGENT_REPLAY_MODE = true;
 *     window.AGENT_SESSION_DATA = {…};
 *     window.AGENT_EVENT_STREAM = […];
 *   </script>
 *
 * with `<`, `>` and `/` escaped inside the JSON. The file is treated as text
 * only: nothing in it is executed, evaluated or attached to the document. The
 * values are cut out with a small scanner that understands JSON strings, so a
 * `</script>` or a fake assignment inside a string cannot end or replace them,
 * and are then handed to `JSON.parse`.
 */

export type ExtractError = 'html-no-stream' | 'html-malformed';

export type ExtractResult =
  | { ok: true; events: unknown[]; sessionData?: unknown }
  | { ok: false; error: ExtractError; detail?: string };

const ASSIGNMENT = /window\s*\.\s*(AGENT_EVENT_STREAM|AGENT_SESSION_DATA)\s*=(?!=)\s*/g;

/** Whether the text looks like an HTML document rather than JSON. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/**
 * Finds the end of the JSON object or array that starts at `start`.
 * Returns the index just after the closing bracket; -1 when the value never
 * closes (a truncated file) or does not start with `[` / `{`; -2 when the
 * brackets do not match.
 */
export function findJsonEnd(text: string, start: number): number {
  const first = text[start];
  if (first !== '[' && first !== '{') return -1;
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') stack.push(c === '[' ? ']' : '}');
    else if (c === ']' || c === '}') {
      if (stack.pop() !== c) return -2;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

interface Candidate {
  name: 'AGENT_EVENT_STREAM' | 'AGENT_SESSION_DATA';
  ok: boolean;
  value?: unknown;
  detail?: string;
}

function scanAssignments(html: string): Candidate[] {
  const found: Candidate[] = [];
  // Text already consumed by an earlier value cannot hold another assignment:
  // a look-alike inside the session name or an event string is just data.
  let consumedUntil = 0;
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(html); m !== null; m = ASSIGNMENT.exec(html)) {
    if (m.index < consumedUntil) continue;
    const name = m[1] as Candidate['name'];
    const start = m.index + m[0].length;
    const opens = html[start] === '[' || html[start] === '{';
    // Not a JSON literal, e.g. `= window.x || []` in UI code.
    if (!opens) continue;
    const end = findJsonEnd(html, start);
    if (end === -1) {
      // Cut off: the rest of the file is inside this value, so stop here.
      found.push({ name, ok: false, detail: 'unterminated JSON value (the file looks truncated)' });
      break;
    }
    if (end === -2) {
      found.push({ name, ok: false, detail: 'mismatched brackets in JSON value' });
      continue;
    }
    consumedUntil = end;
    ASSIGNMENT.lastIndex = end;
    try {
      found.push({ name, ok: true, value: JSON.parse(html.slice(start, end)) });
    } catch (error) {
      found.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return found;
}

export function extractReplayFromHtml(html: string): ExtractResult {
  const candidates = scanAssignments(html);
  const streams = candidates.filter((c) => c.name === 'AGENT_EVENT_STREAM');
  if (streams.length === 0) return { ok: false, error: 'html-no-stream' };

  const arrays = streams.filter((c) => c.ok && Array.isArray(c.value));
  // Prefer a non-empty stream: UI code might initialise the global to `[]`.
  const chosen = arrays.find((c) => (c.value as unknown[]).length > 0) ?? arrays[0];
  if (!chosen) {
    const failed = streams.find((c) => !c.ok);
    return { ok: false, error: 'html-malformed', detail: failed?.detail ?? 'AGENT_EVENT_STREAM is not an array' };
  }
  const session = candidates.find((c) => c.name === 'AGENT_SESSION_DATA' && c.ok);
  return { ok: true, events: chosen.value as unknown[], sessionData: session?.value };
}
