import type { NewsSummary } from '../content/types'
import { formatDate } from '../i18n/formatDate'
import { listSeparator } from '../i18n/formatList'
import { intlLocale, type Locale } from '../i18n/locales'
import { NewsTagLink } from './NewsTagLink'
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
          {' '}<span aria-hidden="true" className={styles.dot}>·</span>{' '}
          <NewsTags tags={post.tags} locale={locale} />
        </>
      )}
    </>
  )
}

/** A post's tags as pills, with the language's list separator between them as hidden text ("Sicherheit, Ankündigungen"). */
export function NewsTags({ tags, locale, tagClassName }: { tags: NonNullable<NewsSummary['tags']>; locale: Locale; tagClassName?: string }) {
  const separator = listSeparator(intlLocale(locale))
  return tags.map((tag, index) => (
    <span key={tag} className={styles.tag}>
      {index > 0 && <span className="visually-hidden">{separator}</span>}
      <NewsTagLink tag={tag} className={tagClassName} />
    </span>
  ))
}
