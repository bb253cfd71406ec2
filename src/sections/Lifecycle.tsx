import { MdxBody } from '../components/MdxBody'
import { useContent } from '../i18n/useLocaleBundle'
import styles from './Lifecycle.module.css'
import { Section } from './Section'

/** How a creator coin launches: the prose of content/<locale>/sections/lifecycle.mdx, its list drawn as a timeline. */
export function Lifecycle() {
  const { Body } = useContent().sections.lifecycle
  return (
    <Section id="launch" content="lifecycle" intro={false}>
      <MdxBody body={Body} className={styles.timeline} />
    </Section>
  )
}
