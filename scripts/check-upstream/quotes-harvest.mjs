/**
 * The error and log lines our docs present as program output, gathered from
 * where they are written:
 *
 * - `error` of each reader problem (src/data/user-problems.ts);
 * - the `"error"` and `"message"` texts of the server API's error bodies (src/data/server-api-details.ts);
 * - every line of a code block marked `output` (```text output), on any page;
 * - on troubleshooting pages, the code spans of headings and of **Symptom.** paragraphs that read as messages.
 *
 * Placeholders are declared one way: `<name>` (letters, digits, spaces, `_.-`) or `…` stand for text
 * that varies, such as a server name or a path.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ text: string, where: string }} HarvestedQuote */

const TROUBLESHOOTING = /(^|\/)troubleshooting\.mdx?$/;
const SYMPTOM = /^\*\*(Symptom\.?|现象)\*\*/;
const CODE_SPAN = /`([^`]+)`/g;

/** A code span that reads as a message, not a command, flag, key or path. */
export function readsAsMessage(text) {
  const t = text.trim();
  return t.length >= 12 && /\s/.test(t) && /[a-z]{3}/i.test(t) && !/^(-|\$|npm |npx |pnpm |yarn |agent-tars\b|tarko\b|git |curl |export |import |const |set |cd )/.test(t) && !/^\{|^\[\s*[\d"'{\]]/.test(t);
}

/**
 * Quotes in one MDX page.
 * @param {string} file  Path shown in the report.
 * @param {string} text
 * @returns {HarvestedQuote[]}
 */
export function pageQuotes(file, text) {
  const out = [];
  const lines = text.split('\n');
  const troubleshooting = TROUBLESHOOTING.test(file);
  let fence = null;
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (open && open[2].startsWith(fence.marker) && open[3].trim() === '') fence = null;
      else if (fence.output && line.trim()) out.push({ text: line.trim(), where });
      return;
    }
    if (open) {
      fence = { marker: open[2], output: /(^|\s)output(\s|$)/.test(open[3].replace(/^\S+/, ' ')) };
      return;
    }
    if (!troubleshooting) return;
    if (/^#{2,4}\s/.test(line) || SYMPTOM.test(line)) {
      const body = line.replace(/\{#[\w-]+\}\s*$/, '');
      for (const m of body.matchAll(CODE_SPAN)) if (readsAsMessage(m[1])) out.push({ text: m[1].trim(), where });
    }
  });
  return out;
}

/** Every `.mdx`/`.md` file under a folder. */
function mdxFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.mdx?$/.test(d.name))
    .map((d) => path.join(d.parentPath ?? d.path, d.name))
    .sort();
}

/** The `error` and `message` strings of a JSON error body; `<…>` placeholders are kept. */
function errorBodyTexts(body) {
  try {
    const json = JSON.parse(body);
    const texts = [];
    if (typeof json.error === 'string') texts.push(json.error);
    if (json.error && typeof json.error.message === 'string') texts.push(json.error.message);
    if (typeof json.message === 'string') texts.push(json.message);
    return texts.filter((t) => !/^<[^>]*>$/.test(t));
  } catch {
    return [];
  }
}

/**
 * @param {{ docsRoot: string, root: string, userProblems: { id: string, error?: string }[], serverRouteDetails: Record<string, { errors?: { body: string }[] }> }} input
 * @returns {HarvestedQuote[]}
 */
export function harvestQuotes({ docsRoot, root, userProblems, serverRouteDetails }) {
  const out = [];
  for (const p of userProblems) if (p.error) out.push({ text: p.error, where: `src/data/user-problems.ts (${p.id})` });
  for (const [id, d] of Object.entries(serverRouteDetails)) {
    for (const e of d.errors ?? []) for (const t of errorBodyTexts(e.body)) out.push({ text: t, where: `src/data/server-api-details.ts (${id})` });
  }
  for (const file of mdxFiles(docsRoot)) out.push(...pageQuotes(path.relative(root, file), fs.readFileSync(file, 'utf8')));
  return out;
}
