import { ContentBody } from '../components/ContentBody'
import { useContent } from '../i18n/useLocaleBundle'
import styles from './Lifecycle.module.css'
import { Section } from './Section'

/** How a creator coin launches: the prose of content/<locale>/sections/lifecycle.mdx, its list drawn as a timeline. */
export function Lifecycle() {
  const { body } = useContent().sections.lifecycle
  return (
    <Section id="launch" content="lifecycle" intro={false}>
      <ContentBody body={body} className={styles.timeline} />
    </Section>
  )
}
