/**
 * Builds the Rspress nav and sidebars for one language from the typed page
 * tree in `src/data/routes.ts`.
 */
import { docSections, hasLang, localePath, type Lang } from '../data/routes';
import { identity } from './identity';

export interface NavLink {
  text: string;
  link: string;
  activeMatch?: string;
}

export interface NavMenu {
  text: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavMenu;

export interface SidebarLink {
  text: string;
  link: string;
}

export interface SidebarGroup {
  text: string;
  items: SidebarLink[];
  collapsible?: boolean;
}

export type SidebarItem = SidebarGroup | SidebarLink;

const navTexts = {
  guide: { en: 'Guide', zh: '指南' },
  api: { en: 'API', zh: 'API' },
  showcase: { en: 'Showcase', zh: '案例' },
  blog: { en: 'Blog', zh: '博客' },
  archived: { en: 'Preview site (archived)', zh: '预览站（已归档）' },
} as const;

export const versionMenuText = (): string => `v${identity.version}`;

export function buildNav(lang: Lang): NavItem[] {
  const prefix = lang === 'en' ? '' : '/zh';
  return [
    { text: navTexts.guide[lang], link: `${prefix}/guide/get-started/introduction`, activeMatch: `^${prefix}/guide/` },
    { text: navTexts.api[lang], link: `${prefix}/api/`, activeMatch: `^${prefix}/api/` },
    { text: navTexts.showcase[lang], link: `${prefix}/showcase/`, activeMatch: `^${prefix}/(showcase|replay)/` },
    { text: navTexts.blog[lang], link: `${prefix}/blog/`, activeMatch: `^${prefix}/blog/` },
    {
      text: versionMenuText(),
      items: [
        { text: versionMenuText(), link: `${prefix}/guide/get-started/introduction` },
        { text: navTexts.archived[lang], link: identity.archivedPreview },
      ],
    },
  ];
}

export function buildSidebar(lang: Lang): Record<string, SidebarItem[]> {
  const sidebar: Record<string, SidebarItem[]> = {};
  for (const section of docSections) {
    const overview: SidebarItem[] = section.overview
      ? [{ text: section.overview.title[lang], link: localePath(section.overview.path, lang) }]
      : [];
    sidebar[localePath(section.prefix, lang)] = [
      ...overview,
      ...section.groups.map((group) => ({
        text: group.title[lang],
        collapsible: true,
        items: group.pages
          .filter((p) => hasLang(p, lang))
          .map((p) => ({ text: p.title[lang], link: localePath(p.path, lang) })),
      })),
    ];
  }
  return sidebar;
}
