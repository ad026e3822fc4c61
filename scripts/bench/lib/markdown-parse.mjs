/**
 * Parse time of the replay player's Markdown subset (src/replay/markdown.ts)
 * on 150 KB inputs: text full of unbalanced markers, which a parser that
 * scans ahead for every marker turns into seconds, and real documentation
 * as the normal case. Reports the median of several runs per input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const PARSE_INPUT_BYTES = 150_000;

const fill = (unit) => unit.repeat(Math.ceil(PARSE_INPUT_BYTES / unit.length)).slice(0, PARSE_INPUT_BYTES);

/** The docs of one language, cut to the input size: what a long agent answer looks like. */
function documentation(root) {
  const dir = path.join(root, 'docs', 'en');
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f))
    .sort();
  let text = '';
  for (const f of files) {
    if (text.length >= PARSE_INPUT_BYTES) break;
    text += `${fs.readFileSync(path.join(dir, f), 'utf8')}\n\n`;
  }
  return text.slice(0, PARSE_INPUT_BYTES);
}

function inputs(root) {
  return [
    { name: 'unbalanced `**` and `` ` ``', text: fill('** `') },
    { name: 'mixed unmatched markers (`*`, `_`, `[`, backtick)', text: fill('*a _b [c `d ') },
    { name: 'unmatched `[`', text: fill('[') },
    { name: 'unmatched `![`', text: fill('![') },
    { name: 'unclosed link destinations `[a](`', text: fill('[a](') },
    { name: 'unmatched emphasis `x *`', text: fill('x *') },
    { name: 'bare URLs with 2 KB of trailing dots', text: fill(` https://example.org/a${'.'.repeat(2000)}`) },
    { name: 'documentation (normal input)', text: documentation(root) },
  ];
}

async function loadParser(root) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-bench-'));
  const outfile = path.join(work, 'markdown.mjs');
  await build({
    entryPoints: [path.join(root, 'src/replay/markdown.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(outfile).href)).parseMarkdown;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** @returns {Promise<{ name: string, bytes: number, medianMs: number, maxMs: number }[]>} */
export async function measureMarkdownParse({ root, runs = 5 }) {
  const parseMarkdown = await loadParser(root);
  const results = [];
  for (const { name, text } of inputs(root)) {
    parseMarkdown(text);
    const times = [];
    for (let r = 0; r < runs; r += 1) {
      const start = performance.now();
      parseMarkdown(text);
      times.push(performance.now() - start);
    }
    results.push({ name, bytes: text.length, medianMs: Math.round(median(times) * 10) / 10, maxMs: Math.round(Math.max(...times) * 10) / 10 });
  }
  return results;
}
