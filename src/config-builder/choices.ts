/**
 * The builder's state (`Choices`) and the config it stands for. Only what
 * differs from Agent TARS's own defaults is written, except the model
 * provider, id and key variable, without which nothing runs.
 */
import {
  type BuilderField,
  builderFields,
  builderLimits,
  ENV_NAME,
  type FieldId,
  type FieldValue,
  type FieldValues,
  type McpChoice,
  providerById,
} from '../data/config-builder';
import { checkFieldValue, checkMcp, isDefault } from './field-values';
import type { ConfigEntry, ConfigNode } from './types';

export type { McpChoice } from '../data/config-builder';
export type Choices = FieldValues & { mcpServers: McpChoice[] };
type ObjectNode = Extract<ConfigNode, { kind: 'object' }>;

/** Always written: without them the CLI falls back to openai / gpt-4o and no key. */
const ALWAYS: readonly FieldId[] = ['provider', 'model', 'keyEnv'];

function copyValue<T extends FieldValue>(value: T): T {
  return (Array.isArray(value) ? [...value] : value) as T;
}

/** The builder's first state: the Volcengine set-up of the Quick Start, every other field at its default. */
export function startChoices(): Choices {
  const values = Object.fromEntries(builderFields.map((f) => [f.id, copyValue(f.start)])) as unknown as FieldValues;
  return { ...values, mcpServers: [] };
}

/** The start state with another provider and that provider's suggested model id and key variable. */
export function startChoicesFor(providerId: string): Choices {
  return withProvider(startChoices(), providerId);
}

/** Switches provider; the model id, key variable and base URL of the old one would be wrong, so they follow. */
export function withProvider(choices: Choices, providerId: string): Choices {
  const provider = providerById(providerId);
  if (!provider) return choices;
  return { ...choices, provider: provider.id, model: provider.suggestedModel, keyEnv: provider.keyEnv, baseURL: '' };
}

/** Fields that appear in the outputs, in field order. */
export function changedFields(choices: Choices): BuilderField[] {
  return builderFields.filter((f) => {
    const value = choices[f.id];
    if (ALWAYS.includes(f.id)) return value !== '';
    return !isDefault(f, value);
  });
}

/** Concrete config keys (and, for a flag without a key, the flag) that the outputs hold. */
export function changedKeys(choices: Choices): string[] {
  const keys = changedFields(choices).map((f) => f.key ?? f.flag ?? f.id);
  for (const server of choices.mcpServers) {
    const base = `mcpServers.${server.name}`;
    if (server.transport === 'http') keys.push(`${base}.url`);
    else keys.push(`${base}.command`, ...(server.args.length > 0 ? [`${base}.args`] : []));
  }
  return keys;
}

const leaf = (value: FieldValue): ConfigNode => {
  if (Array.isArray(value)) return { kind: 'list', items: value.map((v) => ({ kind: 'string', value: v, line: 0 })), line: 0 };
  if (typeof value === 'number') return { kind: 'number', value, line: 0 };
  if (typeof value === 'boolean') return { kind: 'boolean', value, line: 0 };
  return { kind: 'string', value, line: 0 };
};

function setPath(root: ObjectNode, path: string[], value: ConfigNode): void {
  let node = root;
  for (const part of path.slice(0, -1)) {
    let entry = node.entries.find((e) => e.key === part);
    if (!entry) {
      entry = { key: part, line: 0, value: { kind: 'object', entries: [], line: 0 } };
      node.entries.push(entry);
    }
    node = entry.value as ObjectNode;
  }
  node.entries.push({ key: path[path.length - 1], line: 0, value });
}

/** The config file's content: file keys only; command-only settings go to the command. */
export function choicesToConfig(choices: Choices): ObjectNode {
  const root: ObjectNode = { kind: 'object', entries: [], line: 0 };
  for (const field of changedFields(choices)) {
    if (field.place !== 'file' || !field.key) continue;
    const value = field.id === 'keyEnv' ? { kind: 'env' as const, name: choices.keyEnv, line: 0 } : leaf(choices[field.id]);
    setPath(root, field.key.split('.'), value);
  }
  for (const server of choices.mcpServers) {
    const entries: ConfigEntry[] =
      server.transport === 'http'
        ? [{ key: 'url', line: 0, value: leaf(server.url) }]
        : [
            { key: 'command', line: 0, value: leaf(server.command) },
            ...(server.args.length > 0 ? [{ key: 'args', line: 0, value: leaf(server.args) }] : []),
          ];
    setPath(root, ['mcpServers', server.name], { kind: 'object', entries, line: 0 });
  }
  return root;
}

const fieldByKey = new Map(builderFields.filter((f) => f.key).map((f) => [f.key as string, f]));
const MAX_LEAVES = 2000;

function plain(node: ConfigNode): unknown {
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return node.value;
    case 'list':
      return node.items.every((i) => i.kind === 'string') ? node.items.map((i) => (i as { value: string }).value) : undefined;
    default:
      return undefined;
  }
}

function readMcp(server: ConfigEntry, skipped: string[]): McpChoice | undefined {
  const path = `mcpServers.${server.key}`;
  if (server.value.kind !== 'object') {
    skipped.push(path);
    return undefined;
  }
  const parts: { name: unknown; command?: unknown; args?: unknown; url?: unknown } = { name: server.key };
  for (const entry of server.value.entries) {
    if (entry.key === 'command' || entry.key === 'args' || entry.key === 'url') parts[entry.key] = plain(entry.value);
    else skipped.push(`${path}.${entry.key}`);
  }
  const checked = checkMcp(parts);
  if (!checked.ok) skipped.push(path);
  return checked.ok ? checked.value : undefined;
}

/** For "Open in the builder": the choices a checked config stands for, and the keys left behind. */
export function configToChoices(root: ObjectNode): { choices: Choices; skipped: string[] } {
  const found = new Map<string, ConfigNode>();
  const skipped: string[] = [];
  const servers: ConfigEntry[] = [];
  const walk = (node: ObjectNode, path: string[]): void => {
    for (const entry of node.entries) {
      const here = [...path, entry.key];
      const key = here.join('.');
      if (found.size + skipped.length >= MAX_LEAVES) return;
      if (key === 'mcpServers' && entry.value.kind === 'object') servers.push(...entry.value.entries);
      else if (fieldByKey.has(key)) found.set(key, entry.value);
      else if (entry.value.kind === 'object' && here.length < 4) walk(entry.value, here);
      else skipped.push(key);
    }
  };
  walk(root, []);

  const providerNode = found.get('model.provider');
  const provider = providerNode?.kind === 'string' && providerById(providerNode.value) ? providerNode.value : 'openai';
  if (providerNode && provider !== (providerNode as { value?: unknown }).value) skipped.push('model.provider');
  // What the CLI would use without these keys: openai / gpt-4o and the client's own variable.
  // multimodal/tarko/model-provider/src/model-resolver.ts resolveModel; llm-client/src/handlers/*.ts.
  const choices: Choices = { ...startChoicesFor(provider), model: 'gpt-4o', keyEnv: providerById(provider)?.fallbackKeyEnv ?? '' };

  for (const [key, node] of found) {
    const field = fieldByKey.get(key) as BuilderField;
    if (field.id === 'provider') continue;
    if (field.id === 'keyEnv') {
      if (node.kind === 'env' && ENV_NAME.test(node.name)) choices.keyEnv = node.name;
      else skipped.push(key);
      continue;
    }
    const checked = checkFieldValue(field, plain(node));
    if (checked.ok) (choices as unknown as Record<FieldId, FieldValue>)[field.id] = checked.value;
    else skipped.push(key);
  }

  for (const server of servers) {
    if (choices.mcpServers.length >= builderLimits.mcpServers) {
      skipped.push(`mcpServers.${server.key}`);
      continue;
    }
    const mcp = readMcp(server, skipped);
    if (mcp && !choices.mcpServers.some((s) => s.name === mcp.name)) choices.mcpServers.push(mcp);
  }
  return { choices, skipped };
}
