import ChevronDown from 'lucide-react/icons/chevron-down'
import type { FaqFrontmatter } from '../content/schema'
import type { Entry } from '../content/types'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { useLocale } from '../content/useLocaleBundle'
import styles from './FaqAccordion.module.css'
import { ContentBody } from './ContentBody'
import { entryLang, markerId, NotTranslatedMarker } from './NotTranslatedMarker'

/**
 * The FAQ as an exclusive accordion: `<details>` elements sharing one `name`, so the browser keeps one open at a
 * time, lets an open one close again, and makes each keyboard operable — all without JavaScript.
 * Deep links: `#<entry id>` (the file name, as /faq#which-wallet) is the id of the answer inside the details, not of
 * the details itself. CAREFUL HERE: a fragment navigation to an element in the content of a closed <details> opens
 * it (the HTML "ancestor details revealing algorithm", Chromium since 97), with or without JavaScript; a link to the
 * <details> element itself opens nothing. src/enhance/faqDeepLinks.ts does the same where a browser does not, keeps
 * the address on the open entry and accepts the details' own id (#faq-<id>) too.
 * An entry shown in English on another language's page is `lang="en"` with the "Not yet translated" marker.
 */
export function FaqAccordion({ entries }: { entries: Entry<FaqFrontmatter>[] }) {
  const locale = useLocale()
  return (
    <div className={styles.accordion}>
      {entries.map(entry => (
        <details
          key={entry.id}
          name="faq"
          id={`faq-${entry.id}`}
          className={styles.item}
          {...entryLang(entry.fallback, locale)}
        >
          {/* The marker is seen but not part of the question's name: a screen reader says the question in English,
              then the marker, in the page's language, as its description. */}
          <summary
            className={styles.question}
            aria-describedby={entry.fallback && locale !== DEFAULT_LOCALE ? markerId(entry.id) : undefined}
          >
            <span className={styles.questionText}>
              <span>{entry.question}</span>
              <NotTranslatedMarker fallback={entry.fallback} describes={markerId(entry.id)} />
            </span>
            <ChevronDown aria-hidden="true" className={styles.chevron} />
          </summary>
          <div id={entry.id} className={styles.target} data-faq-answer="">
            <ContentBody body={entry.body} className={styles.answer} fallback={entry.fallback} />
          </div>
        </details>
      ))}
    </div>
  )
}
