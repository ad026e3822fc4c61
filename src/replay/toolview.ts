/**
 * Decides how a tool call and its result are shown, from the tool name and
 * the shape of the data. Pure: the React side only draws the view model.
 *
 * Shapes follow Agent TARS 0.3.0: `web_search` returns `{title,url,content}[]`;
 * `browser_get_markdown` returns `{content, pagination, title}`; MCP tools
 * (filesystem, commands, browser, user servers) return MCP content parts
 * (`{type:'text', text, name?}` / `{type:'image', data, mimeType}`);
 * `browser_vision_control` takes `{thought, step, action}` with
 * `<point>x y</point>` coordinates on a 0–1000 scale.
 */
import type { ToolCallEvent, ToolResultEvent } from '../data/events';
import { languageFromName, languageFromPath, type CodeLanguage } from './highlight';
import { checkImageSrc, safeHref } from './safety';

export interface SearchHit {
  title: string;
  url: string | null;
  displayUrl: string;
  snippet: string;
}

export interface FileEdit {
  oldText: string;
  newText: string;
}

export type ToolView =
  | { kind: 'search'; query?: string; hits: SearchHit[]; error?: string }
  | { kind: 'page'; title?: string; url?: string; text: string; page?: { current: number; total: number } }
  | { kind: 'file-write'; path: string; language: CodeLanguage; content: string; message?: string }
  | { kind: 'file-edit'; path: string; language: CodeLanguage; edits: FileEdit[]; message?: string }
  | { kind: 'file-read'; path: string; language: CodeLanguage; content: string }
  | { kind: 'shell'; command: string; cwd?: string; script?: string; scriptLanguage?: CodeLanguage; stdout: string; stderr: string; failed: boolean }
  | { kind: 'vision'; thought?: string; step?: string; action: string; point?: { x: number; y: number }; ok: boolean; message?: string }
  | { kind: 'screenshot'; images: string[]; text?: string }
  | { kind: 'browser'; text: string; url?: string }
  | { kind: 'mcp'; server?: string; data: unknown; text?: string }
  | { kind: 'text'; text: string }
  | { kind: 'generic'; data: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

interface Parts {
  texts: { name?: string; text: string }[];
  images: string[];
}

/**
 * Keeps an image the viewer can show, or one too large to show (the viewer
 * then says so, with its size); drops what it must never load.
 */
function keepImage(parts: Parts, value: unknown): void {
  const checked = checkImageSrc(value);
  if (checked.ok) parts.images.push(checked.src);
  else if (checked.reason === 'too-large') parts.images.push(value as string);
}

/** Splits MCP-style or chat-style content parts into text and images (safe ones, or too large to show). */
export function splitParts(content: unknown): Parts {
  const parts: Parts = { texts: [], images: [] };
  const list = Array.isArray(content) ? content : isRecord(content) && Array.isArray(content.content) ? content.content : null;
  if (!list) return parts;
  for (const p of list) {
    if (!isRecord(p)) continue;
    if (p.type === 'text' && typeof p.text === 'string') parts.texts.push({ name: str(p.name), text: p.text });
    else if (p.type === 'image' && typeof p.data === 'string') {
      const mime = str(p.mimeType) ?? 'image/png';
      keepImage(parts, p.data.startsWith('data:') ? p.data : `data:${mime};base64,${p.data}`);
    } else if (p.type === 'image_url' && isRecord(p.image_url)) {
      keepImage(parts, p.image_url.url);
    }
  }
  return parts;
}

/** All text of a result, whatever its shape. */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  const { texts } = splitParts(content);
  if (texts.length > 0) return texts.map((t) => t.text).join('\n');
  if (isRecord(content)) {
    const text = str(content.text) ?? str(content.message) ?? str(content.content) ?? str(content.error);
    if (text !== undefined) return text;
  }
  return '';
}

/** Parses `<point>x y</point>` (0–1000 scale) from a vision action into 0–1 coordinates. */
export function parsePoint(action: string): { x: number; y: number } | undefined {
  const m = /<point>\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*<\/point>/.exec(action) ?? /\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)\)/.exec(action);
  if (!m) return undefined;
  const x = Number(m[1]) / 1000;
  const y = Number(m[2]) / 1000;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return undefined;
  return { x, y };
}

const hostOf = (url: string): string => {
  const m = /^https?:\/\/([^/?#]+)(.*)$/i.exec(url);
  return m ? `${m[1]}${m[2] && m[2] !== '/' ? m[2] : ''}` : url;
};

function searchHits(content: unknown): SearchHit[] {
  const list = Array.isArray(content) ? content : isRecord(content) && Array.isArray(content.results) ? content.results : [];
  return list.filter(isRecord).flatMap((r) => {
    const title = str(r.title);
    const url = str(r.url) ?? str(r.link);
    if (title === undefined && url === undefined) return [];
    return [
      {
        title: title ?? url ?? '',
        url: safeHref(url),
        displayUrl: url ? hostOf(url) : '',
        snippet: str(r.content) ?? str(r.snippet) ?? str(r.description) ?? '',
      },
    ];
  });
}

/** Tries to read JSON out of a text part, for structured display of MCP data. */
function maybeJson(text: string): unknown {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/** `[server] description` → `server`, for tools registered from MCP servers. */
export function mcpServerOf(call: ToolCallEvent | undefined): string | undefined {
  const d = call?.tool?.description;
  if (typeof d !== 'string') return undefined;
  return /^\[([^\]]{1,60})\]/.exec(d)?.[1];
}

const BUILT_IN_SERVERS = new Set(['filesystem', 'commands', 'browser', 'secure-filesystem-server', 'Run Commands']);

export function viewForTool(call: ToolCallEvent | undefined, result: ToolResultEvent | undefined): ToolView {
  const name = result?.name ?? call?.name ?? '';
  const args: Record<string, unknown> = isRecord(call?.arguments) ? call!.arguments : {};
  const content = result?.content;
  const error = result?.error;

  switch (name) {
    case 'web_search': {
      const err = error ?? (isRecord(content) ? str(content.error) : undefined);
      return { kind: 'search', query: str(args.query), hits: searchHits(content), error: err };
    }
    case 'browser_get_markdown': {
      if (isRecord(content) && typeof content.content === 'string') {
        const p = isRecord(content.pagination) ? content.pagination : undefined;
        const current = Number(p?.currentPage);
        const total = Number(p?.totalPages);
        return {
          kind: 'page',
          title: str(content.title),
          text: content.content,
          page: Number.isFinite(current) && Number.isFinite(total) ? { current, total } : undefined,
        };
      }
      return { kind: 'page', text: resultText(content) };
    }
    case 'write_file':
    case 'create_file': {
      const path = str(args.path) ?? str(args.file) ?? '';
      return {
        kind: 'file-write',
        path,
        language: languageFromPath(path),
        content: str(args.content) ?? '',
        message: error ?? (result ? resultText(content) : undefined),
      };
    }
    case 'edit_file': {
      const path = str(args.path) ?? '';
      const edits = Array.isArray(args.edits)
        ? args.edits.filter(isRecord).map((e) => ({ oldText: str(e.oldText) ?? '', newText: str(e.newText) ?? '' }))
        : [];
      return { kind: 'file-edit', path, language: languageFromPath(path), edits, message: error ?? (result ? resultText(content) : undefined) };
    }
    case 'read_file': {
      const path = str(args.path) ?? '';
      return { kind: 'file-read', path, language: languageFromPath(path), content: error ?? resultText(content) };
    }
    case 'run_command':
    case 'run_script':
    case 'execute_bash': {
      const { texts } = splitParts(content);
      const stderr = texts.filter((t) => t.name === 'STDERR').map((t) => t.text).join('\n');
      const stdout = texts.length > 0
        ? texts.filter((t) => t.name !== 'STDERR').map((t) => t.text).join('\n')
        : resultText(content);
      const interpreter = str(args.interpreter);
      return {
        kind: 'shell',
        command: str(args.command) ?? interpreter ?? name,
        cwd: str(args.cwd) || undefined,
        script: name === 'run_script' ? str(args.script) : undefined,
        scriptLanguage: name === 'run_script' ? languageFromName(interpreter) : undefined,
        stdout,
        stderr: [stderr, error].filter(Boolean).join('\n'),
        failed: Boolean(error) || (isRecord(content) && content.isError === true),
      };
    }
    case 'browser_vision_control': {
      const action = str(args.action) ?? '';
      const ok = !error && !(isRecord(content) && content.success === false);
      const message = error ?? (isRecord(content) ? str(content.error) ?? str(content.message) : undefined);
      return { kind: 'vision', thought: str(args.thought), step: str(args.step), action, point: parsePoint(action), ok, message };
    }
    default:
      break;
  }

  const parts = splitParts(content);
  if (parts.images.length > 0) {
    return { kind: 'screenshot', images: parts.images, text: parts.texts.map((t) => t.text).join('\n') || undefined };
  }
  if (name.startsWith('browser_')) {
    return { kind: 'browser', text: error ?? resultText(content), url: str(args.url) };
  }
  const server = mcpServerOf(call);
  if (server && !BUILT_IN_SERVERS.has(server)) {
    const text = parts.texts.map((t) => t.text).join('\n');
    const data = parts.texts.length === 1 ? maybeJson(text) : undefined;
    if (data !== undefined) return { kind: 'mcp', server, data };
    if (parts.texts.length > 0) return { kind: 'mcp', server, data: undefined, text };
    return { kind: 'mcp', server, data: content };
  }
  if (typeof content === 'string' || parts.texts.length > 0) return { kind: 'text', text: resultText(content) };
  return { kind: 'generic', data: content };
}

export interface ScreenshotRef {
  src: string;
  url?: string;
  /** Step that carried the image. */
  n: number;
}

/**
 * The browser screenshot in effect at step `n`: the latest image from an
 * `environment_input` (the per-iteration "Browser Screenshot") or from a
 * browser tool result, at or before `n`. Looks back at most `limit` steps.
 */
export function latestScreenshot(
  steps: readonly { n: number; item: { status: string; event?: unknown } }[],
  n: number,
  limit = 60,
): ScreenshotRef | undefined {
  for (let i = Math.min(n, steps.length - 1); i >= 0 && i >= n - limit; i -= 1) {
    const item = steps[i].item;
    if (item.status !== 'ok' || !isRecord(item.event)) continue;
    const e = item.event;
    if (e.type === 'environment_input') {
      const { images } = splitParts(e.content);
      if (images.length > 0) {
        const meta = isRecord(e.metadata) ? e.metadata : {};
        return { src: images[0], url: str(meta.url), n: i };
      }
    } else if (e.type === 'tool_result' && typeof e.name === 'string' && e.name.startsWith('browser_')) {
      const { images } = splitParts(e.content);
      if (images.length > 0) return { src: images[0], n: i };
    }
  }
  return undefined;
}
