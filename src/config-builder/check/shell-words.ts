/**
 * POSIX-style word splitting for a pasted command line: quotes, backslash
 * escapes, backslash-newline continuations, comments, and the operators that
 * separate commands. Nothing is expanded; a word that is exactly `$NAME` or
 * `${NAME}` remembers the variable so the checker can say "from the environment".
 */
import { checkLimits, LimitExceeded } from './limits';

export interface ShellWord {
  text: string;
  /** 1-based line where the word starts in the pasted text. */
  line: number;
  /** Set when the whole word is `$NAME` / `${NAME}` outside single quotes. */
  envRef?: string;
}

export class ShellError extends Error {
  constructor(readonly line: number) {
    super('unterminated quote');
  }
}

const OPERATORS = new Set([';', '&', '|']);
/** Characters with no special meaning, taken in one step. */
const PLAIN_RUN = /[^\s'"\\;&|]+/y;
const ENV_REF = /^\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})$/;

/** Splits text into commands (at newlines, `;`, `&&`, `||`, `|`), each a list of words. */
export function splitCommands(src: string): ShellWord[][] {
  const commands: ShellWord[][] = [];
  let words: ShellWord[] = [];
  let line = 1;
  let pos = 0;
  let count = 0;

  const endCommand = (): void => {
    if (words.length > 0) commands.push(words);
    words = [];
  };

  while (pos < src.length) {
    const c = src[pos];
    if (c === '\n') {
      line += 1;
      pos += 1;
      endCommand();
    } else if (c === ' ' || c === '\t' || c === '\r') pos += 1;
    else if (c === '\\' && (src[pos + 1] === '\n' || (src[pos + 1] === '\r' && src[pos + 2] === '\n'))) {
      pos += src[pos + 1] === '\n' ? 2 : 3;
      line += 1;
    } else if (c === '#') {
      const end = src.indexOf('\n', pos);
      pos = end === -1 ? src.length : end;
    } else if (OPERATORS.has(c)) {
      while (OPERATORS.has(src[pos] ?? '')) pos += 1;
      endCommand();
    } else {
      const start = line;
      let text = '';
      let raw = '';
      let singleQuoted = false;
      while (pos < src.length) {
        const ch = src[pos];
        if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n' || OPERATORS.has(ch)) break;
        if (ch === "'") {
          const close = src.indexOf("'", pos + 1);
          if (close === -1) throw new ShellError(start);
          const inner = src.slice(pos + 1, close);
          for (const k of inner) if (k === '\n') line += 1;
          text += inner;
          raw += '\0';
          singleQuoted = true;
          pos = close + 1;
        } else if (ch === '"') {
          pos += 1;
          for (;;) {
            const d = src[pos];
            if (d === undefined) throw new ShellError(start);
            pos += 1;
            if (d === '"') break;
            if (d === '\n') line += 1;
            if (d === '\\' && src[pos] !== undefined && '"\\$`\n'.includes(src[pos])) {
              const e = src[pos];
              pos += 1;
              if (e === '\n') line += 1;
              else {
                text += e;
                raw += e;
              }
            } else {
              text += d;
              raw += d;
            }
          }
        } else if (ch === '\\') {
          const e = src[pos + 1];
          pos += 2;
          if (e === '\n') line += 1;
          else if (e !== undefined) {
            text += e;
            raw += '\0';
          }
        } else {
          PLAIN_RUN.lastIndex = pos;
          const run = PLAIN_RUN.exec(src)?.[0] ?? ch;
          text += run;
          raw += run;
          pos += run.length;
        }
      }
      const ref = singleQuoted ? null : ENV_REF.exec(raw);
      words.push({ text, line: start, ...(ref ? { envRef: ref[1] ?? ref[2] } : {}) });
      count += 1;
      if (count > checkLimits.maxWords) throw new LimitExceeded('words', start);
    }
  }
  endCommand();
  return commands;
}
