import { Trans, useLingui } from '@lingui/react/macro'
import { NEWS_TAGS, type NewsTag } from '../content/newsTags'
import { publishedNews } from '../news/newsView'
import { Link } from '../components/Link'
import { NewsCard } from '../components/NewsCard'
import { NewsFeedLinks } from '../components/NewsFeedLinks'
import { newsListPath, pageCount, pageSlice } from '../news/newsRoutes'
import { TAG_NAMES } from '../news/tagNames'
import styles from './NewsList.module.css'

/**
 * /news/ and /news/tags/<tag>/, page `page`: the published posts newest first, 20 a page, with links to the
 * previous and next pages (`rel="prev"`/`rel="next"`, as in the head), the topics and the feeds.
 */
export function NewsList({ page, tag }: { page: number; tag?: NewsTag | undefined }) {
  const { t, i18n } = useLingui()
  const all = publishedNews()
  const posts = tag ? all.filter(post => post.tags?.includes(tag)) : all
  const pages = pageCount(posts.length)
  const tagName = tag && i18n._(TAG_NAMES[tag])
  const usedTags = NEWS_TAGS.filter(candidate => all.some(post => post.tags?.includes(candidate)))
  return (
    <div className={styles.news}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{tagName ? t`News: ${tagName}` : t`News`}</h1>
        {pages > 1 && <p className={styles.muted}>{t`Page ${page} of ${pages}`}</p>}
      </header>
      {posts.length === 0 ? (
        <p>{t`No news yet.`}</p>
      ) : (
        <ol className={styles.list}>
          {pageSlice(posts, page).map(post => (
            <li key={post.slug}>
              <NewsCard post={post} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t`Pages`} className={styles.pagination}>
          {page > 1 && <Link rel="prev" href={newsListPath(page - 1, tag)}>{t`Newer posts`}</Link>}
          {page < pages && <Link rel="next" href={newsListPath(page + 1, tag)}>{t`Older posts`}</Link>}
        </nav>
      )}
      {usedTags.length > 0 && (
        <nav aria-label={t`Topics`} className={styles.topics}>
          <h2 className={styles.subheading}>{t`Topics`}</h2>
          <ul>
            {tag && (
              <li>
                <Link href={newsListPath(1)}>{t`All news`}</Link>
              </li>
            )}
            {usedTags.map(candidate => (
              <li key={candidate}>
                <Link href={newsListPath(1, candidate)} aria-current={candidate === tag ? 'page' : undefined}>
                  {i18n._(TAG_NAMES[candidate])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="news-feeds" className={styles.feeds}>
        <h2 id="news-feeds" className={styles.subheading}>{t`Follow the news`}</h2>
        <p>
          <Trans>Subscribe in any feed reader:</Trans>
        </p>
        <NewsFeedLinks tag={tag} />
      </section>
    </div>
  )
}
