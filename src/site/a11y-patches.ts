/**
 * Accessibility repairs on markup the Rspress theme renders and we do not
 * override: attribute changes only, applied after each render, so React's
 * tree is untouched. Each one names the rule it satisfies.
 */
export function applyA11yPatches(root: ParentNode, scrollLabel: string): void {
  // scrollable-region-focusable: code blocks and tables wider than the column.
  // They are named groups, not regions: a page has many, and a region is a
  // landmark, which must carry a name of its own (landmark-unique).
  // All sizes are read before any attribute changes: a change between two
  // reads would force a fresh style and layout pass for every element.
  const scrolling = [
    ...root.querySelectorAll<HTMLElement>('.rspress-doc pre, .rspress-doc pre code, .rp-codeblock__content__scroll-container, .rp-table-scroll-container, .rspress-doc table'),
  ].filter((el) => !el.hasAttribute('tabindex') && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1));
  for (const el of scrolling) {
    el.setAttribute('tabindex', '0');
    if (!el.hasAttribute('role') && el.tagName !== 'TABLE') el.setAttribute('role', 'group');
    if (!el.hasAttribute('aria-label') && el.tagName !== 'TABLE') el.setAttribute('aria-label', scrollLabel);
  }
}
