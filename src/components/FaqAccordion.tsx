import { ChevronDown } from 'lucide-react'
import type { FaqFrontmatter } from '../content/schema'
import type { Entry } from '../content/types'
import styles from './FaqAccordion.module.css'
import { ContentBody } from './ContentBody'

/**
 * The FAQ as an exclusive accordion: `<details>` elements sharing one `name`, so the browser keeps one open at a
 * time, lets an open one close again, and makes each keyboard operable — all without JavaScript.
 */
export function FaqAccordion({ entries }: { entries: Entry<FaqFrontmatter>[] }) {
  return (
    <div className={styles.accordion}>
      {entries.map((entry) => (
        <details key={entry.id} name="faq" id={`faq-${entry.id}`} className={styles.item}>
          <summary className={styles.question}>
            <span>{entry.question}</span>
            <ChevronDown aria-hidden="true" className={styles.chevron} />
          </summary>
          <ContentBody body={entry.body} className={styles.answer} />
        </details>
      ))}
    </div>
  )
}
