/**
 * From a file the visitor picked to a list of raw event values. The format is
 * decided by the content, not the file name:
 * - HTML → a replay export (`window.AGENT_EVENT_STREAM`), see `extract.ts`;
 * - JSON → an array of events, or an object with an `events` array (the
 *   `agui` trace shape, optionally with `sessionInfo`);
 * - JSON Lines → one event per line.
 */
import { MAX_FILE_BYTES } from './constants';
import { extractReplayFromHtml, looksLikeHtml } from './extract';

export type LoadErrorCode =
  | 'too-large'
  | 'not-supported'
  | 'malformed-json'
  | 'not-event-list'
  | 'html-no-stream'
  | 'html-malformed'
  | 'empty'
  | 'read-failed'
  | 'unknown-example'
  | 'example-load-failed';

/** What the player shows about a session besides its events. All optional: files vary. */
export interface SessionInfoLite {
  id?: string;
  name?: string;
  tags?: string[];
  workspace?: string;
  createdAt?: number;
  provider?: string;
  model?: string;
}

export type SourceFormat = 'json' | 'jsonl' | 'html';

export interface ParsedSession {
  events: unknown[];
  format: SourceFormat;
  sessionInfo?: SessionInfoLite;
}

export type ParseOutcome =
  | { ok: true; session: ParsedSession }
  | { ok: false; error: LoadErrorCode; detail?: string };

/** The part of `File` the loader needs, so tests can pass plain objects. */
export interface FileLike {
  name: string;
  size: number;
  text(): Promise<string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Reads the few fields the player shows from `AGENT_SESSION_DATA` or an `agui` `sessionInfo`. */
export function readSessionInfo(value: unknown): SessionInfoLite | undefined {
  if (!isRecord(value)) return undefined;
  const meta = isRecord(value.metadata) ? value.metadata : {};
  const modelConfig = isRecord(meta.modelConfig) ? meta.modelConfig : {};
  const tags = Array.isArray(meta.tags) ? meta.tags.filter((t): t is string => typeof t === 'string') : undefined;
  const info: SessionInfoLite = {
    id: str(value.id) ?? str(value.sessionId),
    name: str(meta.name) ?? str(value.name) ?? str(value.title),
    tags: tags && tags.length > 0 ? tags.slice(0, 20) : undefined,
    workspace: str(value.workspace),
    createdAt: typeof value.createdAt === 'number' && Number.isFinite(value.createdAt) ? value.createdAt : undefined,
    provider: str(modelConfig.provider),
    model: str(modelConfig.displayName) ?? str(modelConfig.modelId) ?? str(modelConfig.id),
  };
  const defined = Object.entries(info).filter(([, v]) => v !== undefined);
  return defined.length > 0 ? (Object.fromEntries(defined) as SessionInfoLite) : undefined;
}

function fromJsonValue(value: unknown, format: SourceFormat): ParseOutcome {
  let events: unknown;
  let sessionInfo: SessionInfoLite | undefined;
  if (Array.isArray(value)) {
    events = value;
  } else if (isRecord(value) && Array.isArray(value.events)) {
    events = value.events;
    sessionInfo = readSessionInfo(value.sessionInfo ?? value.session);
  } else {
    return { ok: false, error: 'not-event-list' };
  }
  const list = events as unknown[];
  if (list.length === 0) return { ok: false, error: 'empty' };
  return { ok: true, session: { events: list, format, sessionInfo } };
}

function parseJsonLines(text: string): unknown[] | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 2) return null;
  const out: unknown[] = [];
  for (const line of lines) {
    try {
      out.push(JSON.parse(line));
    } catch {
      return null;
    }
  }
  return out;
}

/** Parses the text of a session file. Never throws. */
export function parseSessionText(raw: string): ParseOutcome {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') return { ok: false, error: 'empty' };

  if (looksLikeHtml(text)) {
    const extracted = extractReplayFromHtml(text);
    if (!extracted.ok) return { ok: false, error: extracted.error, detail: extracted.detail };
    if (extracted.events.length === 0) return { ok: false, error: 'empty' };
    return {
      ok: true,
      session: { events: extracted.events, format: 'html', sessionInfo: readSessionInfo(extracted.sessionData) },
    };
  }

  const first = text.trimStart()[0];
  if (first !== '[' && first !== '{') return { ok: false, error: 'not-supported' };

  try {
    return fromJsonValue(JSON.parse(text), 'json');
  } catch (error) {
    const lines = first === '{' ? parseJsonLines(text) : null;
    if (lines) return fromJsonValue(lines, 'jsonl');
    return { ok: false, error: 'malformed-json', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Loads a picked or dropped file. The size is checked first, so a file over
 * the limit is refused without being read or parsed.
 */
export async function readSessionFile(file: FileLike): Promise<ParseOutcome> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: 'too-large' };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { ok: false, error: 'read-failed', detail: error instanceof Error ? error.message : String(error) };
  }
  return parseSessionText(text);
}
