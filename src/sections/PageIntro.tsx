import type { PageId } from '../content/schema'
import { ContentBody } from '../components/ContentBody'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../content/useLocaleBundle'
import styles from './PageIntro.module.css'

/** The top of an inner page: its h1 and introduction from content/<locale>/pages/<id>.mdx. */
export function PageIntro({ page }: { page: PageId }) {
  const { heading, body, fallback } = useContent().pages[page]
  const locale = useLocale()
  return (
    <header className={styles.intro} {...entryLang(fallback, locale)}>
      <h1 className={styles.heading}>{heading}</h1>
      <NotTranslatedMarker fallback={fallback} />
      <ContentBody body={body} className={styles.text} fallback={fallback} />
    </header>
  )
}
