/**
 * How much of a query is searched. A reader who pastes a whole log or stack
 * trace has the error in its first line; searching thousands of characters
 * took a quarter of a second per keystroke (5,000 characters, Node, this
 * machine) and found nothing better. The longest query of any bench set is
 * 134 characters.
 */
export const MAX_QUERY_LENGTH = 256;

/** Whether `query` is longer than what is searched. */
export function isClipped(query: string): boolean {
  return query.length > MAX_QUERY_LENGTH && Array.from(query).length > MAX_QUERY_LENGTH;
}

/**
 * The part of `query` that is searched: its first MAX_QUERY_LENGTH
 * characters, cut back to a space when the cut would split a word.
 */
export function clipQuery(query: string): string {
  if (!isClipped(query)) return query;
  const cs = Array.from(query);
  let head = cs.slice(0, MAX_QUERY_LENGTH).join('');
  const splitsWord = /[\p{L}\p{N}]$/u.test(head) && /^[\p{L}\p{N}]/u.test(cs[MAX_QUERY_LENGTH]);
  const space = head.lastIndexOf(' ');
  if (splitsWord && space > MAX_QUERY_LENGTH / 2) head = head.slice(0, space);
  return head.trimEnd();
}
