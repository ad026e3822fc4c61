/**
 * Answers the look-ahead questions the inline Markdown parser asks ("where is
 * the next `**`?", "which `]` closes this bracket?") from lookup tables.
 * Scanning ahead for each of them costs up to LOOKAHEAD characters per marker,
 * which text full of unmatched markers turns into seconds; here each kind of
 * question gets a table, built on first use in one right-to-left pass, so a
 * parse stays linear in the length of the text.
 *
 * Answers are exactly those of a plain scan limited to LOOKAHEAD characters:
 * a closer further away counts as missing.
 */

/** How far ahead a closer may be. */
export const LOOKAHEAD = 1000;

const NONE = -1;

/**
 * For every index, the first index at or after it where `ch` appears `count`
 * times in a row (count 1 or 2), or NONE.
 */
function nextRunTable(src: string, ch: string, count: 1 | 2): Int32Array {
  const code = ch.charCodeAt(0);
  const table = new Int32Array(src.length + 1);
  table[src.length] = NONE;
  for (let i = src.length - 1; i >= 0; i -= 1) {
    const hit = src.charCodeAt(i) === code && (count === 1 || src.charCodeAt(i + 1) === code);
    table[i] = hit ? i : table[i + 1];
  }
  return table;
}

interface PairRule {
  open: string;
  close: string;
  /** Skip from a backtick to the next one (within LOOKAHEAD). */
  codeSpans: boolean;
  /** A newline at any depth means there is no closer. */
  stopAtNewline: boolean;
}

export class InlineScanner {
  private charTables?: Map<string, Int32Array>;
  private pairTables?: Map<string, Int32Array>;
  private bracketTable?: Int32Array;
  private parenTable?: Int32Array;
  private tickRunEndTable?: Int32Array;
  private blankLineTable?: Int32Array;

  constructor(private readonly src: string) {}

  /** First index ≥ `from` holding `ch`, at most LOOKAHEAD ahead. */
  nextChar(ch: string, from: number): number {
    if (from >= this.src.length) return NONE;
    return this.near(from, this.charTable(ch)[from]);
  }

  /** First index ≥ `from` where `ch` appears twice in a row, at most LOOKAHEAD ahead. */
  nextPair(ch: string, from: number): number {
    if (from >= this.src.length) return NONE;
    this.pairTables ??= new Map();
    let table = this.pairTables.get(ch);
    if (!table) {
      table = nextRunTable(this.src, ch, 2);
      this.pairTables.set(ch, table);
    }
    return this.near(from, table[from]);
  }

  /** First index ≥ `from` that starts `count` backticks in a row, at most LOOKAHEAD ahead. */
  nextTicks(count: number, from: number): number {
    if (from >= this.src.length) return NONE;
    const ticks = this.charTable('`');
    const runEnd = this.tickRunEnd();
    // Runs shorter than `count` are skipped whole; a run is skipped only by the
    // few longer runs before it within LOOKAHEAD, so the walk stays short.
    for (let at = ticks[from]; at !== NONE && at - from <= LOOKAHEAD; at = ticks[runEnd[at]]) {
      if (runEnd[at] - at >= count) return at;
    }
    return NONE;
  }

  /** Whether "\n\n" lies wholly inside [from, to). */
  hasBlankLine(from: number, to: number): boolean {
    if (from >= this.src.length) return false;
    this.blankLineTable ??= nextRunTable(this.src, '\n', 2);
    const at = this.blankLineTable[from];
    return at !== NONE && at + 2 <= to;
  }

  /**
   * Index of the `]` that closes a bracket opened just before `from`, or NONE.
   * Nested brackets pair up; a backslash hides the next character; a code
   * span (from one backtick to the next within LOOKAHEAD) hides its content.
   */
  closingBracket(from: number): number {
    if (from >= this.src.length) return NONE;
    this.bracketTable ??= this.closers({ open: '[', close: ']', codeSpans: true, stopAtNewline: false });
    return this.closeBefore(from, this.bracketTable[from]);
  }

  /** Index of the `)` that closes a link destination starting at `from`, or NONE; never across a line. */
  closingParen(from: number): number {
    if (from >= this.src.length) return NONE;
    this.parenTable ??= this.closers({ open: '(', close: ')', codeSpans: false, stopAtNewline: true });
    return this.closeBefore(from, this.parenTable[from]);
  }

  private charTable(ch: string): Int32Array {
    this.charTables ??= new Map();
    let table = this.charTables.get(ch);
    if (!table) {
      table = nextRunTable(this.src, ch, 1);
      this.charTables.set(ch, table);
    }
    return table;
  }

  private near(from: number, at: number): number {
    return at !== NONE && at - from <= LOOKAHEAD ? at : NONE;
  }

  private closeBefore(from: number, at: number): number {
    return at !== NONE && at - from < LOOKAHEAD ? at : NONE;
  }

  /** For every index, where a run of backticks through it ends (for other characters: the index). */
  private tickRunEnd(): Int32Array {
    if (this.tickRunEndTable) return this.tickRunEndTable;
    const { src } = this;
    const table = new Int32Array(src.length + 1);
    table[src.length] = src.length;
    for (let i = src.length - 1; i >= 0; i -= 1) {
      table[i] = src[i] === '`' ? (src[i + 1] === '`' ? table[i + 1] : i + 1) : i;
    }
    this.tickRunEndTable = table;
    return table;
  }

  /**
   * closers[s]: where a scan starting at depth 0 at `s` meets an unmatched
   * `close`. A scan moves along a fixed path (escapes and code spans decide
   * the steps, not the depth), so an `open` at s is answered by its own
   * closer c = closers[s + 1] and the scan resumes at closers[c + 1]: one
   * right-to-left pass fills the table.
   */
  private closers({ open, close, codeSpans, stopAtNewline }: PairRule): Int32Array {
    const { src } = this;
    const n = src.length;
    const table = new Int32Array(n + 2).fill(NONE);
    const at = (i: number): number => (i < n ? table[i] : NONE);
    for (let s = n - 1; s >= 0; s -= 1) {
      const c = src[s];
      if (c === close) table[s] = s;
      else if (stopAtNewline && c === '\n') table[s] = NONE;
      else if (c === open) {
        const inner = at(s + 1);
        table[s] = inner === NONE ? NONE : at(inner + 1);
      } else if (c === '\\') table[s] = at(s + 2);
      else if (c === '`' && codeSpans) {
        const end = this.nextChar('`', s + 1);
        table[s] = at((end === NONE ? s : end) + 1);
      } else table[s] = at(s + 1);
    }
    return table;
  }
}
