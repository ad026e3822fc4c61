import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { blogFeeds, blogPostPath, blogPosts, blogTagLabels, sortPostsNewestFirst, type BlogPost } from '../../data/blog';
import { localePath, type Lang } from '../../data/routes';
import { formatPostDate, readingMinutes, readingTimeLabel } from './blog-text';
import styles from './BlogIndex.module.css';

const strings = {
  listLabel: { en: 'Blog posts', zh: '博客文章' },
  published: { en: 'Published', zh: '发布于' },
  tags: { en: 'Tags', zh: '标签' },
  readMore: { en: 'Read the post', zh: '阅读全文' },
  empty: { en: 'No posts yet.', zh: '暂无文章。' },
  feed: { en: 'Subscribe with the Atom feed', zh: '通过 Atom 订阅源关注新文章' },
} as const;

const toLang = (value: string): Lang => (value === 'zh' ? 'zh' : 'en');

function PostCard({ post, lang }: { post: BlogPost; lang: Lang }) {
  const href = localePath(blogPostPath(post), lang);
  const headingId = `post-${post.slug}`;
  return (
    <article className={styles.post} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Link href={href} className={styles.titleLink}>
          {post.title[lang]}
        </Link>
      </h2>
      <p className={styles.meta}>
        <span className={styles.visuallyHidden}>{strings.published[lang]} </span>
        <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>{readingTimeLabel(readingMinutes(post.readingUnits[lang], lang), lang)}</span>
      </p>
      <p className={styles.summary}>{post.summary[lang]}</p>
      <ul className={styles.tags} aria-label={strings.tags[lang]}>
        {post.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {blogTagLabels[tag][lang]}
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link href={href} className={styles.moreLink} aria-describedby={headingId}>
          {strings.readMore[lang]} →
        </Link>
      </p>
    </article>
  );
}

/** The list of blog posts, newest first, in the reader's language. */
export function BlogIndex() {
  const lang = toLang(useLang());
  const posts = sortPostsNewestFirst(blogPosts);
  return (
    <div className={`rp-not-doc ${styles.index}`} data-testid="blog-index">
      {posts.length === 0 ? (
        <p>{strings.empty[lang]}</p>
      ) : (
        <ol className={styles.list} aria-label={strings.listLabel[lang]}>
          {posts.map((post) => (
            <li key={post.slug} className={styles.item}>
              <PostCard post={post} lang={lang} />
            </li>
          ))}
        </ol>
      )}
      <p className={styles.feed}>
        {/* A plain anchor: the feed is a static file, not a route the client router knows. */}
        <a href={blogFeeds[lang]} type="application/atom+xml" className={styles.feedLink}>
          {strings.feed[lang]}
        </a>
      </p>
    </div>
  );
}

export default BlogIndex;
