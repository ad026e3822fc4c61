/**
 * A pasted error or log line. Readers arrive with what their terminal
 * printed; when a section quotes that line, it is the answer, whatever the
 * word scores say (a stack of common words such as "failed", "browser" and
 * "process" otherwise favours the page that uses them most).
 *
 * A query counts as a quoted line when a section holds it as written (after
 * folding and collapsing white space), or holds its start: readers paste more
 * than the docs quote (a port, a path, the rest of a stack line). Either way
 * the part a section holds must be at least QUOTED_LINE_MIN characters, so a
 * few common words never count. A level or error name in front (`Error: `)
 * may be missing from the quote. Only queries that read as program output
 * (readsAsOutput) are looked up: plain questions keep their word ranking, and
 * the lookup costs nothing for them.
 */
import { fold } from './fold';

/** The shortest stretch of a pasted line that identifies it. */
export const QUOTED_LINE_MIN = 20;

export interface QuotableSection {
  foldedHeading: string;
  foldedText: string;
}

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Marks of program output that readers' own questions rarely carry: a colon,
 * brackets, an exclamation mark, quotes, a path or an operator, a run of digits
 * (an error code, a port), or an identifier written in camel case (`McpError`).
 * A question in plain words ("how do I get the events of the latest session")
 * is left to the word scores even when a sentence of the docs says it.
 */
const OUTPUT_MARK = /[:()[\]{}!="'`$\\/<>|✅❌]|\d{3,}|\b[A-Za-z][a-z]+[A-Z]\w*/;
const HAN = /\p{Script=Han}/u;

/** Whether a query reads as a line a program printed: long enough, no Chinese, with a mark of output. */
export const readsAsOutput = (query: string): boolean => query.trim().length >= QUOTED_LINE_MIN && !HAN.test(query) && OUTPUT_MARK.test(query);

/** A level or error name a logger or runtime prints before the message (`Error: `, `[WARN] `, `TypeError: `). */
const LINE_PREFIX = /^(?:\[?[\w.]*(?:error|exception|warn(?:ing)?|info|debug)\]?:?\s+)+/;

/** The query as a line to look for: folded, with white space and enclosing quotes or backticks gone. */
export function quotedLineOf(query: string): string {
  return squeeze(fold(query)).replace(/^["'`“”]+|["'`“”]+$/g, '');
}

export interface QuotedLine {
  /** Sections that hold `piece`, in index order. */
  sections: number[];
  /** The folded text they hold: the whole line, or its longest start that some section holds. */
  piece: string;
}

/** No section quotes the query. */
export const NO_QUOTED_LINE: QuotedLine = { sections: [], piece: '' };
const NONE = NO_QUOTED_LINE;

/**
 * The sections that quote the line, and how much of it they hold: the whole
 * line, or else its longest start (cut at a space) that some section holds.
 * No sections when none holds QUOTED_LINE_MIN characters of it.
 */
export function sectionsQuoting(line: string, sections: readonly QuotableSection[]): QuotedLine {
  const found = startsQuoted(line, sections);
  // The docs often quote the message without the `Error: ` its program printed before it.
  const bare = line.replace(LINE_PREFIX, '');
  return found.sections.length > 0 || bare === line ? found : startsQuoted(bare, sections);
}

function startsQuoted(line: string, sections: readonly QuotableSection[]): QuotedLine {
  if (line.length < QUOTED_LINE_MIN) return NONE;
  // Every longer start contains the shortest one, so one pass over all sections finds every
  // candidate, and the longer starts are only tried on those.
  const starts = [line];
  for (let cut = line.lastIndexOf(' '); cut >= QUOTED_LINE_MIN; cut = line.lastIndexOf(' ', cut - 1)) {
    const start = line.slice(0, cut).replace(/[\s:,;.!?-]+$/, '');
    if (start.length >= QUOTED_LINE_MIN) starts.push(start);
  }
  const holds = (s: QuotableSection, piece: string) => s.foldedText.includes(piece) || s.foldedHeading.includes(piece);
  const shortest = starts[starts.length - 1];
  const candidates = sections.flatMap((s, i) => (holds(s, shortest) ? [i] : []));
  for (const piece of starts) {
    const found = candidates.filter((i) => holds(sections[i], piece));
    if (found.length > 0) return { sections: found, piece };
  }
  return NONE;
}
