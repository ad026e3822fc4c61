import { useLang } from '@rspress/core/runtime';
import { blogPosts, blogTagLabels } from '../../data/blog';
import type { Lang } from '../../data/routes';
import { formatPostDate, readingMinutes, readingTimeLabel } from './blog-text';
import styles from './BlogIndex.module.css';

const strings = {
  published: { en: 'Published', zh: '发布于' },
  archived: { en: 'First drafted', zh: '初稿写于' },
  tags: { en: 'Tags', zh: '标签' },
} as const;

/**
 * Dates, reading time and tags shown under a post's title. The values come
 * from src/data/blog.ts so the post and the blog index can never disagree.
 */
export function PostMeta({ slug }: { slug: string }) {
  const lang: Lang = useLang() === 'zh' ? 'zh' : 'en';
  const post = blogPosts.find((p) => p.slug === slug);
  // A wrong slug is an authoring error; failing the build beats a silent empty header.
  if (!post) throw new Error(`PostMeta: unknown blog post "${slug}"`);
  return (
    <div className={`rp-not-doc ${styles.postMeta}`} data-testid="post-meta">
      <p className={styles.meta}>
        <span>{strings.published[lang]} </span>
        <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
        {post.archivedDate && post.archivedDate !== post.date ? (
          <>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span>{strings.archived[lang]} </span>
            <time dateTime={post.archivedDate}>{formatPostDate(post.archivedDate, lang)}</time>
          </>
        ) : null}
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>{readingTimeLabel(readingMinutes(post.readingUnits[lang], lang), lang)}</span>
      </p>
      <ul className={styles.tags} aria-label={strings.tags[lang]}>
        {post.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {blogTagLabels[tag][lang]}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default PostMeta;
