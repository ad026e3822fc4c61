import { describe, expect, it } from 'vitest';
import { InlineScanner, LOOKAHEAD } from '../../src/replay/inline-scan';
import { parseInline, parseMarkdown, type Inline } from '../../src/replay/markdown';

/**
 * Plain scans limited to LOOKAHEAD characters: what the parser used to run for
 * every marker. The scanner's tables must give the same answers.
 */
const reference = {
  find(src: string, needle: string, from: number): number {
    const at = src.slice(from, from + LOOKAHEAD + needle.length).indexOf(needle);
    return at === -1 ? -1 : from + at;
  },
  closingBracket(src: string, from: number): number {
    let depth = 0;
    const stop = Math.min(src.length, from + LOOKAHEAD);
    for (let i = from; i < stop; i += 1) {
      const c = src[i];
      if (c === '\\') i += 1;
      else if (c === '`') {
        const end = reference.find(src, '`', i + 1);
        if (end !== -1) i = end;
      } else if (c === '[') depth += 1;
      else if (c === ']') {
        if (depth === 0) return i;
        depth -= 1;
      }
    }
    return -1;
  },
  closingParen(src: string, from: number): number {
    let depth = 0;
    const stop = Math.min(src.length, from + LOOKAHEAD);
    for (let i = from; i < stop; i += 1) {
      const c = src[i];
      if (c === '\\') i += 1;
      else if (c === '(') depth += 1;
      else if (c === ')') {
        if (depth === 0) return i;
        depth -= 1;
      } else if (c === '\n') return -1;
    }
    return -1;
  },
};

/** Deterministic marker soup: mostly markers, some words, some gaps longer than LOOKAHEAD. */
function markerSoup(seed: number, length: number): string {
  const pieces = ['[', ']', '(', ')', '`', '``', '```', '*', '**', '_', '__', '~~', '\\', '\n', '\n\n', ' ', 'ab'];
  const filler = 'x'.repeat(LOOKAHEAD - 3);
  let state = seed;
  let out = '';
  while (out.length < length) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    // Rare long filler: most closers are near, a few just in or just out of reach.
    const pick = state % 400;
    out += pick === 0 ? filler : pieces[pick % pieces.length];
  }
  return out;
}

const strong = (v: string): Inline => ({ t: 'strong', c: [{ t: 'text', v }] });

/**
 * The first difference between two node lists, described briefly, or null.
 * A plain toEqual on 150 KB trees would print a diff too large to read.
 */
function firstDifference(actual: unknown[], expected: unknown[]): string | null {
  const brief = (node: unknown) => JSON.stringify(node)?.slice(0, 120);
  for (let k = 0; k < Math.max(actual.length, expected.length); k += 1) {
    if (JSON.stringify(actual[k]) !== JSON.stringify(expected[k])) {
      return `node ${k} of ${actual.length} (want ${expected.length}): ${brief(actual[k])}, want ${brief(expected[k])}`;
    }
  }
  return null;
}

describe('inline scanner', () => {
  const inputs = [
    '['.repeat(2500),
    '[`'.repeat(1250),
    '([)'.repeat(800),
    '`'.repeat(2500),
    '``` ` `` x '.repeat(250),
    `${'**'.repeat(600)}${'`'.repeat(7)}${'_ '.repeat(600)}`,
    ...[1, 2, 3, 4].map((seed) => markerSoup(seed, 3000)),
  ];

  it('finds the same closers as a bounded scan, from every position', () => {
    const mismatches: string[] = [];
    for (const src of inputs) {
      const scan = new InlineScanner(src);
      const compare = (what: string, from: number, got: number, want: number) => {
        if (got !== want) mismatches.push(`${what} from ${from} in ${JSON.stringify(src.slice(0, 24))}…: ${got}, want ${want}`);
      };
      for (let from = 0; from <= src.length; from += 1) {
        compare(']', from, scan.closingBracket(from), reference.closingBracket(src, from));
        compare(')', from, scan.closingParen(from), reference.closingParen(src, from));
        compare('*', from, scan.nextChar('*', from), reference.find(src, '*', from));
        compare('**', from, scan.nextPair('*', from), reference.find(src, '**', from));
        compare('~~', from, scan.nextPair('~', from), reference.find(src, '~~', from));
        for (const count of [1, 2, 3]) {
          compare('`'.repeat(count), from, scan.nextTicks(count, from), reference.find(src, '`'.repeat(count), from));
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('sees a blank line only when it lies wholly inside the range', () => {
    const scan = new InlineScanner('a\n\nb');
    expect(scan.hasBlankLine(0, 4)).toBe(true);
    expect(scan.hasBlankLine(0, 3)).toBe(true);
    expect(scan.hasBlankLine(0, 2)).toBe(false);
    expect(scan.hasBlankLine(2, 4)).toBe(false);
  });
});

describe('markdown subset on pathological input', () => {
  it('pairs 150 KB of alternating ** and ` into strong and code, in order', () => {
    const blocks = parseMarkdown('**`'.repeat(50_001));
    const expected = Array.from({ length: 50_001 / 3 }, () => [strong('`'), { t: 'code', v: '**' } as Inline]).flat();
    expect(blocks.map((b) => b.t)).toEqual(['p']);
    expect(firstDifference(blocks[0].t === 'p' ? blocks[0].c : [], expected)).toBeNull();
  });

  it('keeps unmatched brackets as text and still finds the one link at the end', () => {
    const src = `${'['.repeat(150_000)}](https://example.org)`;
    const expected = [
      { t: 'text', v: '['.repeat(149_999) },
      { t: 'link', href: 'https://example.org', c: [] },
    ];
    expect(firstDifference(parseInline(src), expected)).toBeNull();
  });

  it('keeps backticks as text when every closer is out of reach', () => {
    const src = `\`${'x'.repeat(LOOKAHEAD + 1)}`.repeat(140);
    expect(firstDifference(parseInline(src), [{ t: 'text', v: src }])).toBeNull();
  });

  it('keeps unmatched emphasis markers as text', () => {
    const src = 'x *'.repeat(50_000);
    expect(firstDifference(parseInline(src), [{ t: 'text', v: src }])).toBeNull();
  });

  it('matches a closer exactly LOOKAHEAD ahead and not one further', () => {
    const near = 'a'.repeat(LOOKAHEAD);
    expect(parseInline(`**${near}**`)).toEqual([strong(near)]);
    expect(parseInline(`**${near}a**`)).toEqual([{ t: 'text', v: `**${near}a**` }]);
    const label = 'a'.repeat(LOOKAHEAD - 1);
    expect(parseInline(`[${label}](https://example.org)`)).toEqual([
      { t: 'link', href: 'https://example.org', c: [{ t: 'text', v: label }] },
    ]);
    expect(parseInline(`[${label}a](https://example.org)`)[0]).toEqual({ t: 'text', v: `[${label}a](` });
  });

  it('trims sentence punctuation after a bare URL however long it runs', () => {
    const dots = '.'.repeat(2000);
    expect(parseInline(`see https://example.org/a${dots}`)).toEqual([
      { t: 'text', v: 'see ' },
      { t: 'link', href: 'https://example.org/a', c: [{ t: 'text', v: 'https://example.org/a' }] },
      { t: 'text', v: dots },
    ]);
  });

  it('cuts a link title off the destination after any run of spaces', () => {
    expect(parseInline(`[a](https://example.org${' '.repeat(900)}"title")`)).toEqual([
      { t: 'link', href: 'https://example.org', c: [{ t: 'text', v: 'a' }] },
    ]);
  });
});
