/**
 * Choices in the address (query string), so a reader can share a link. Only
 * fields that differ from the start state are written. Reading never throws:
 * whatever is bad falls back to its start value, with a note that says why.
 *
 * Parameters: one per field id (`provider=anthropic`, `prompts=a&prompts=b`),
 * and per MCP server `mcp.<i>.name`, `mcp.<i>.cmd`, `mcp.<i>.arg` (repeated)
 * or `mcp.<i>.url`.
 */
import { builderFieldById, builderFields, builderLimits, type FieldId, type FieldValue } from '../data/config-builder';
import type { Localized } from '../data/routes';
import { type Choices, type McpChoice, startChoices, startChoicesFor } from './choices';
import { checkFieldValue, checkMcp } from './field-values';

/** Parameters that belong to the page, not to the choices (the tab being shown). */
export const pageParams: readonly string[] = ['tab'];

const MCP_PARAM = /^mcp\.(\d{1,3})\.(name|cmd|arg|url)$/;
const MAX_PARAMS = 2000;
const MAX_LISTED = 5;

const L = (en: string, zh: string): Localized => ({ en, zh });

function sameValue(a: FieldValue, b: FieldValue): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b;
}

function baselineFor(providerId: string): Choices {
  return { ...startChoicesFor(providerId), provider: startChoices().provider };
}

/** The query string (without `?`) for these choices. */
export function writeAddress(choices: Choices): string {
  // Compared with the start state for the same provider: reading fills in its model id and key variable.
  const baseline = baselineFor(choices.provider);
  const params = new URLSearchParams();
  for (const field of builderFields) {
    const value = choices[field.id];
    if (sameValue(value, baseline[field.id])) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(field.id, v));
    else params.append(field.id, String(value));
  }
  choices.mcpServers.forEach((server, i) => {
    params.append(`mcp.${i}.name`, server.name);
    if (server.transport === 'http') params.append(`mcp.${i}.url`, server.url);
    else {
      params.append(`mcp.${i}.cmd`, server.command);
      server.args.forEach((arg) => params.append(`mcp.${i}.arg`, arg));
    }
  });
  return params.toString();
}

/**
 * The query's name/value pairs. URLSearchParams would quietly turn a broken
 * `%` escape into replacement characters; decodeURIComponent rejects it, so
 * the pair can be dropped with a note instead.
 */
function parseQuery(text: string): { pairs: [string, string][]; malformed: number } {
  const pairs: [string, string][] = [];
  let malformed = 0;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    try {
      pairs.push([decodeURIComponent(rawName.replace(/\+/g, ' ')), decodeURIComponent(rawValue.replace(/\+/g, ' '))]);
    } catch {
      malformed += 1;
    }
  }
  return { pairs, malformed };
}

/** A parameter name as it may be shown in a note: no control characters, not too long. */
function shown(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

interface McpParts {
  name?: string;
  cmd?: string;
  url?: string;
  args: string[];
}

function readServers(parts: Map<number, McpParts>, notes: Localized[]): McpChoice[] {
  const servers: McpChoice[] = [];
  const indices = [...parts.keys()].sort((a, b) => a - b);
  if (indices.length > builderLimits.mcpServers) {
    notes.push(
      L(
        `The address names ${indices.length} MCP servers; only the first ${builderLimits.mcpServers} are read.`,
        `地址中有 ${indices.length} 个 MCP 服务，只读取前 ${builderLimits.mcpServers} 个。`,
      ),
    );
  }
  for (const index of indices.slice(0, builderLimits.mcpServers)) {
    const p = parts.get(index) as McpParts;
    const checked = checkMcp({ name: p.name, command: p.cmd, url: p.url, args: p.cmd === undefined ? undefined : p.args });
    if (!checked.ok) {
      notes.push(L(`MCP server ${index + 1} left out: ${checked.reason.en}.`, `第 ${index + 1} 个 MCP 服务未读取：${checked.reason.zh}。`));
    } else if (servers.some((s) => s.name === checked.value.name)) {
      notes.push(L(`MCP server ${checked.value.name} is named twice; the first is kept.`, `MCP 服务 ${checked.value.name} 出现了两次，保留第一个。`));
    } else {
      servers.push(checked.value);
    }
  }
  return servers;
}

/** Choices from a query string (with or without `?`); never throws. */
export function readAddress(search: string): { choices: Choices; notes: Localized[] } {
  const notes: Localized[] = [];
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : '';
  if (text.length > builderLimits.addressLength) {
    notes.push(
      L(
        `The address is longer than ${builderLimits.addressLength} characters, so none of it was read.`,
        `地址超过 ${builderLimits.addressLength} 个字符，因此完全没有读取。`,
      ),
    );
    return { choices: startChoices(), notes };
  }

  const fields = new Map<FieldId, string[]>();
  const mcp = new Map<number, McpParts>();
  const unknown: string[] = [];
  let count = 0;
  const { pairs, malformed } = parseQuery(text);
  if (malformed > 0) {
    notes.push(
      L(
        `${malformed} parameter(s) with a broken % escape were ignored.`,
        `有 ${malformed} 个参数的 % 转义无效，已忽略。`,
      ),
    );
  }
  for (const [name, value] of pairs) {
    if (++count > MAX_PARAMS) {
      notes.push(L(`Only the first ${MAX_PARAMS} parameters were read.`, `只读取了前 ${MAX_PARAMS} 个参数。`));
      break;
    }
    const match = MCP_PARAM.exec(name);
    if (builderFieldById.has(name as FieldId)) {
      const list = fields.get(name as FieldId) ?? [];
      list.push(value);
      fields.set(name as FieldId, list);
    } else if (match) {
      const parts = mcp.get(Number(match[1])) ?? { args: [] };
      const slot = match[2] as 'name' | 'cmd' | 'arg' | 'url';
      if (slot === 'arg') parts.args.push(value);
      else if (parts[slot] === undefined) parts[slot] = value;
      mcp.set(Number(match[1]), parts);
    } else if (!pageParams.includes(name) && !unknown.includes(name)) {
      unknown.push(name);
    }
  }

  // The provider first: the model id and key variable not given follow from it.
  const choices = startChoices();
  for (const field of builderFields) {
    const raw = fields.get(field.id);
    if (!raw) continue;
    if (field.control !== 'list' && raw.length > 1) {
      notes.push(L(`${field.id} is given ${raw.length} times; the first is used.`, `${field.id} 出现了 ${raw.length} 次，使用第一个。`));
    }
    const checked = checkFieldValue(field, field.control === 'list' ? raw : raw[0]);
    if (!checked.ok) {
      notes.push(
        L(
          `${field.label.en} (${field.id}): ${checked.reason.en}; the start value is used.`,
          `${field.label.zh}（${field.id}）：${checked.reason.zh}，已使用初始值。`,
        ),
      );
      continue;
    }
    if (field.id === 'provider') {
      Object.assign(choices, startChoicesFor(checked.value as string));
    } else {
      (choices as unknown as Record<FieldId, FieldValue>)[field.id] = checked.value;
    }
  }
  choices.mcpServers = readServers(mcp, notes);

  if (unknown.length > 0) {
    const listed = unknown.slice(0, MAX_LISTED).map(shown).join(', ');
    const more = unknown.length > MAX_LISTED ? unknown.length - MAX_LISTED : 0;
    notes.push(
      L(
        `Ignored parameters the builder does not know: ${listed}${more ? ` and ${more} more` : ''}.`,
        `已忽略构建器不认识的参数：${listed}${more ? ` 等另外 ${more} 个` : ''}。`,
      ),
    );
  }
  return { choices, notes };
}
