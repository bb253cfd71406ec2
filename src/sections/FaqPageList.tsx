import { FaqAccordion } from '../components/FaqAccordion'
import { useContent } from '../content/useLocaleBundle'
import styles from './FaqPageList.module.css'

/** Every question on /faq, where the page's own h1 heads them (no second "FAQ" heading, no Section). */
export function FaqPageList() {
  const { faq } = useContent()
  return (
    <div id="faq" className={styles.page}>
      <FaqAccordion entries={faq} />
    </div>
  )
}
