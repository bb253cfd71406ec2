import type { NewsSummary } from '../content/types'
import { formatDate } from '../i18n/formatDate'
import type { Locale } from '../i18n/locales'
import { NewsTags } from './NewsTags'
import styles from './NewsMeta.module.css'

/**
 * A news post's date and tags, shown apart (a dot, then pills) and read apart: the dot and the list separator are
 * text too, so the line's text is "24. November 2026 · Sicherheit, Ankündigungen", never
 * "24. November 2026SicherheitAnkündigungen" (issue 43: search results and copied text ran them together). The dot
 * is hidden from screen readers, which pause between the date and the links anyway; the separator between pills is
 * visually hidden, as the pills' gap shows it.
 */
export function NewsMeta({ post, locale }: { post: NewsSummary; locale: Locale }) {
  return (
    <>
      <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      {post.tags && post.tags.length > 0 && (
        <>
          {' '}
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>{' '}
          <NewsTags tags={post.tags} locale={locale} />
        </>
      )}
    </>
  )
}
