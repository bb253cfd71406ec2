import { ContentBody } from '../components/ContentBody'
import { useContent } from '../content/useLocaleBundle'
import styles from './Official.module.css'

/** The rules a visitor can rely on (content/<locale>/sections/official-rules.mdx), on /official/. */
export function OfficialRules() {
  const { title, body } = useContent().sections['official-rules']
  return (
    <section id="rules" className={styles.section} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className={styles.heading}>
        {title}
      </h2>
      <ContentBody body={body} className={styles.rules} />
    </section>
  )
}
