import { useLingui } from '@lingui/react/macro'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { FaqAccordion } from '../components/FaqAccordion'
import { HOME_FAQ_COUNT } from '../content/homeFaq'
import { Link } from '../components/Link'
import { useContent } from '../content/useLocaleBundle'
import styles from './FaqSection.module.css'
import { Section } from './Section'

/** The home page's FAQ section: the first questions with a link to /faq (where FaqPageList shows them all). */
export function FaqSection() {
  const { t } = useLingui()
  const { faq } = useContent()
  return (
    <Section id="faq" content="faq">
      <div className={styles.body}>
        <FaqAccordion entries={faq.slice(0, HOME_FAQ_COUNT)} />
        <p className={styles.more}>
          <Link href="/faq">
            {t`See all questions`}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </div>
    </Section>
  )
}
