/**
 * Product identity. Everything that names the product or links to one of its
 * homes reads it from here, so a rename or a moved repository is one edit.
 */
import type { Localized } from '../data/routes';

export interface SiteIdentity {
  name: string;
  tagline: Localized;
  description: Localized;
  /** Documented product version. */
  version: string;
  /** Production origin, used for canonical URLs, the sitemap and social cards. */
  siteOrigin: string;
  repository: string;
  /** Where this site's Markdown lives; edit links append the page's relative path. */
  docsRepositoryBase: string;
  x: string;
  discord: string;
  archivedPreview: string;
  npmPackage: string;
  /** The navbar logo (docs/public); src/components/LogoMark draws the same mark inline. */
  logo: string;
  /** Agent TARS's licence (SPDX id as its source files declare it), and its text. */
  license: { name: string; url: string };
}

export const identity: SiteIdentity = {
  name: 'Agent TARS',
  tagline: {
    en: 'An open-source multimodal AI agent',
    zh: '开源的多模态 AI Agent',
  },
  description: {
    en: 'Agent TARS is an open-source multimodal AI agent that works in a browser, with files, shell commands and MCP tools, from a CLI, a web UI, a server or your own code.',
    zh: 'Agent TARS 是一个开源的多模态 AI Agent，能操作浏览器、读写文件、执行命令并调用 MCP 工具，可通过命令行、Web UI、服务器或 SDK 使用。',
  },
  version: '0.3.0',
  siteOrigin: 'https://agent-tars.com',
  repository: 'https://github.com/bytedance/UI-TARS-desktop',
  docsRepositoryBase: 'https://github.com/bytedance/UI-TARS-desktop/tree/main/multimodal/websites/docs/docs',
  x: 'https://x.com/agent_tars',
  discord: 'https://discord.com/invite/HnKcSBgTVx',
  archivedPreview: 'https://preview.agent-tars.com/',
  logo: '/logo.svg',
  npmPackage: '@agent-tars/cli',
  license: { name: 'Apache-2.0', url: 'https://github.com/bytedance/UI-TARS-desktop/blob/main/LICENSE' },
};

/** `page title - Agent TARS`, the title of every page. */
export const composeTitle = (pageTitle: string | undefined): string =>
  pageTitle && pageTitle !== identity.name ? `${pageTitle} - ${identity.name}` : identity.name;
