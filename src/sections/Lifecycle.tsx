import { ContentBody } from '../components/ContentBody'
import { entryLang } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../content/useLocaleBundle'
import styles from './Lifecycle.module.css'
import { Section } from './Section'

/** How a creator coin launches: the prose of content/<locale>/sections/lifecycle.mdx, its list drawn as a timeline. */
export function Lifecycle() {
  const { body, fallback } = useContent().sections.lifecycle
  const locale = useLocale()
  // The section's header carries the "Not yet translated" marker (Section.tsx); its body is English too then.
  return (
    <Section id="launch" content="lifecycle" intro={false}>
      <div {...entryLang(fallback, locale)}>
        <ContentBody body={body} className={styles.timeline} fallback={fallback} />
      </div>
    </Section>
  )
}
