/**
 * Blog posts, newest first once sorted. The blog index, the post pages and
 * the tests all read this list, so a post is registered in exactly one place
 * (plus its two MDX files under docs/{en,zh}/blog/).
 */
import type { Lang, Localized } from './routes';

export type BlogTag = 'release' | 'beta' | 'cli' | 'gui-agent';

export const blogTagLabels: Record<BlogTag, Localized> = {
  release: { en: 'Release', zh: '版本发布' },
  beta: { en: 'Beta', zh: 'Beta' },
  cli: { en: 'CLI', zh: '命令行' },
  'gui-agent': { en: 'GUI Agent', zh: 'GUI Agent' },
};

/** A calendar date written `YYYY-MM-DD`; it has no time zone on purpose. */
export type IsoDate = `${number}-${number}-${number}`;

export interface BlogPost {
  /** File name without extension; the route is `/blog/<slug>`. */
  slug: string;
  /** Publication date. */
  date: IsoDate;
  /** Date of the original draft that was kept in the archive, when it differs. */
  archivedDate?: IsoDate;
  tags: BlogTag[];
  title: Localized;
  summary: Localized;
  /**
   * Reading units of the post body per language: English words, or Han
   * characters plus Latin words for Chinese (see `countReadingUnits`).
   * MDX cannot be imported as raw text in this build, so the value is pinned
   * here and tests/unit/blog.test.ts recounts it from the MDX files; a post
   * edit that changes the length fails the test until this is updated.
   */
  readingUnits: Record<Lang, number>;
}

export const blogPosts: BlogPost[] = [
  {
    slug: '2025-06-25-introducing-agent-tars-beta',
    date: '2025-06-25',
    archivedDate: '2025-06-20',
    tags: ['release', 'beta', 'cli', 'gui-agent'],
    title: {
      en: 'Introducing Agent TARS Beta',
      zh: 'Agent TARS Beta 发布',
    },
    summary: {
      en: 'Agent TARS leaves the Electron app behind and ships as a CLI with a new web UI, a hybrid browser agent, a rewritten model layer, native streaming, snapshots for testing and an event stream that drives both the UI and the context.',
      zh: 'Agent TARS 告别 Electron 桌面应用，改以命令行加全新 Web UI 的形态发布：混合模式浏览器 Agent、重写的模型接入层、原生流式输出、用于测试的快照，以及同时驱动界面与上下文的事件流。',
    },
    readingUnits: { en: 2117, zh: 3426 },
  },
];

/** Posts sorted newest first; ties keep a stable order by slug. */
export const sortPostsNewestFirst = (posts: readonly BlogPost[]): BlogPost[] =>
  [...posts].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));

/**
 * Feed files emitted by @rspress/plugin-rss (Atom, `rss/<feed id>.xml`). The
 * ids are set in rspress.config.ts; tests/e2e/blog.spec.ts fetches both files.
 */
export const blogFeeds: Record<Lang, string> = {
  en: '/rss/blog.xml',
  zh: '/rss/blog-zh.xml',
};

export const blogPostPath = (post: Pick<BlogPost, 'slug'>): string => `/blog/${post.slug}`;
