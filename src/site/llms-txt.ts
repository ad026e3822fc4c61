/**
 * llms.txt in Rspress's own format, without the pages that are not
 * documentation: the 404 page (frontmatter `pageType: '404'`) landed in the
 * "Others" section, so agents reading the list were sent to a page that says
 * nothing was found.
 */
import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';

/** Whether a page belongs in llms.txt. */
export function listedInLlmsTxt(page: LlmsTxtPage): boolean {
  return page.frontmatter?.pageType !== '404';
}

export function renderLlmsTxt(context: LlmsTxtContext): string {
  const summary = context.title ? `# ${context.title}${context.description ? `\n\n> ${context.description}` : ''}` : '';
  const lines: string[] = [];
  for (const section of context.sections) {
    const pages = section.pages.filter(listedInLlmsTxt);
    if (pages.length === 0) continue;
    lines.push(`\n## ${section.title}\n`);
    lines.push(...pages.map((page) => `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`));
  }
  if (!summary) return lines.join('\n').trimStart();
  return lines.length > 0 ? `${summary}\n${lines.join('\n')}` : summary;
}
