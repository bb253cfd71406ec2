import { useLingui } from '@lingui/react/macro'
import { ArrowRight } from 'lucide-react'
import { FaqAccordion } from '../components/FaqAccordion'
import { HOME_FAQ_COUNT } from '../content/homeFaq'
import { Link } from '../components/Link'
import { useContent } from '../i18n/useLocaleBundle'
import styles from './FaqSection.module.css'
import { Section } from './Section'


/**
 * The FAQ accordion: the first questions with a link to /faq on the home page; all of them on /faq, where the
 * page's own h1 heads them (no second "FAQ" heading).
 */
export function FaqSection({ all = false }: { all?: boolean }) {
  const { t } = useLingui()
  const { faq } = useContent()
  if (all) {
    return (
      <div id="faq" className={styles.page}>
        <FaqAccordion entries={faq} />
      </div>
    )
  }
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
