import type { NewsSummary } from '../content/types'
import { formatDate } from '../i18n/formatDate'
import { useContent, useLocale } from '../content/useLocaleBundle'
import { newsPostPath } from '../news/newsRoutes'
import { Link } from './Link'
import styles from './NewsCard.module.css'
import { NewsTags } from './NewsTags'
import { entryLang, NotTranslatedMarker } from './NotTranslatedMarker'

/**
 * One post in a news list: its date, title (the link), summary and tags. A post not translated into the page's
 * language shows its English title and summary, marked `lang="en"`, with the "Not yet translated" marker.
 */
export function NewsCard({ post }: { post: NewsSummary }) {
  const locale = useLocale()
  const entry = useContent().news[post.slug]
  if (!entry) throw new Error(`No news post "${post.slug}" in the ${locale} content: run \`npm run content\``)
  return (
    <article className={styles.card}>
      <p className={styles.date}>
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      </p>
      <div {...entryLang(entry.fallback, locale)} className={styles.text}>
        <h2 className={styles.title}>
          <Link href={newsPostPath(post.slug)}>{entry.title}</Link>
        </h2>
        <p>{entry.description}</p>
      </div>
      {(entry.fallback || post.tags) && (
        <p className={styles.meta}>
          <NotTranslatedMarker fallback={entry.fallback} />
          {post.tags && <NewsTags tags={post.tags} locale={locale} tagClassName={styles.tag} />}
        </p>
      )}
    </article>
  )
}
