/**
 * Splits a page's top-level blocks into sections: a new section starts at
 * every block `startsSection` accepts (a `##` heading), and whatever comes
 * before the first one (the title and introduction) is a section of its own.
 */
export function splitSections<T>(blocks: readonly T[], startsSection: (block: T) => boolean): T[][] {
  const sections: T[][] = [];
  let current: T[] = [];
  for (const block of blocks) {
    if (startsSection(block) && current.length > 0) {
      sections.push(current);
      current = [];
    }
    current.push(block);
  }
  if (current.length > 0) sections.push(current);
  return sections;
}
