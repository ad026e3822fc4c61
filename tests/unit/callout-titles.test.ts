/**
 * A callout's title (`:::warning Title`) is plain text. Rspress takes the
 * title from the text before the first inline node, so `:::tip The \`x\` flag`
 * showed "The" as the title and moved the rest into the body.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = path.resolve(__dirname, '../../docs');
const FENCE = /^\s*(```|~~~)/;
const OPENER = /^\s*:::\s*(tip|note|important|warning|caution|danger|info|details)\s+(.+)$/;
// Markup that Markdown turns into an inline node: code, emphasis, links, HTML, expressions.
const INLINE = /`|\*|(^|\s)_|_(\s|$)|\[[^\]]*\]\(|<[a-zA-Z]|\{/;

export function calloutTitleProblems(source: string): string[] {
  const problems: string[] = [];
  let fenced = false;
  source.split('\n').forEach((line, i) => {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) return;
    const title = line.match(OPENER)?.[2];
    if (title && INLINE.test(title)) problems.push(`line ${i + 1}: ${line.trim()}`);
  });
  return problems;
}

describe('callout titles', () => {
  it('flag inline markup, and leave plain titles and fenced examples alone', () => {
    expect(calloutTitleProblems(':::warning The `x` flag\nbody\n:::')).toHaveLength(1);
    expect(calloutTitleProblems(':::tip A **bold** claim')).toHaveLength(1);
    expect(calloutTitleProblems(':::tip See [this](/x)')).toHaveLength(1);
    expect(calloutTitleProblems(':::tip --port beats the config file\n:::')).toEqual([]);
    expect(calloutTitleProblems(':::tip server_port and max_tokens')).toEqual([]);
    expect(calloutTitleProblems('```md\n:::tip The `x` flag\n```')).toEqual([]);
  });

  it('are plain text on every page', () => {
    const found = ['en', 'zh'].flatMap((lang) =>
      fs
        .readdirSync(path.join(DOCS, lang), { recursive: true })
        .map(String)
        .filter((file) => /\.mdx?$/.test(file))
        .flatMap((file) => calloutTitleProblems(fs.readFileSync(path.join(DOCS, lang, file), 'utf8')).map((p) => `${lang}/${file} ${p}`)),
    );
    expect(found).toEqual([]);
  });
});
