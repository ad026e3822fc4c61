/**
 * A heading id from its text, as GitHub makes them: lower case, punctuation
 * dropped, spaces to hyphens; letters of any script (Chinese included) kept.
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}
