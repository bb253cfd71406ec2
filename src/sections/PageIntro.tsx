import type { PageId } from '../content/schema'
import { ContentBody } from '../components/ContentBody'
import { useContent } from '../i18n/useLocaleBundle'
import styles from './PageIntro.module.css'

/** The top of an inner page: its h1 and introduction from content/<locale>/pages/<id>.mdx. */
export function PageIntro({ page }: { page: PageId }) {
  const { heading, body } = useContent().pages[page]
  return (
    <header className={styles.intro}>
      <h1 className={styles.heading}>{heading}</h1>
      <ContentBody body={body} className={styles.text} />
    </header>
  )
}
