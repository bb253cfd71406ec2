import type { NewsSummary } from '../content/types'
import { listSeparator } from '../i18n/formatList'
import { intlLocale, type Locale } from '../i18n/locales'
import { NewsTagLink } from './NewsTagLink'
import styles from './NewsTags.module.css'

/**
 * A post's tags as pills, with the language's list separator between them as hidden text ("Sicherheit, Ankündigungen").
 */
export function NewsTags({
  tags,
  locale,
  tagClassName,
}: {
  tags: NonNullable<NewsSummary['tags']>
  locale: Locale
  tagClassName?: string
}) {
  const separator = listSeparator(intlLocale(locale))
  return tags.map((tag, index) => (
    <span key={tag} className={styles.tag}>
      {index > 0 && <span className="visually-hidden">{separator}</span>}
      <NewsTagLink tag={tag} className={tagClassName} />
    </span>
  ))
}
