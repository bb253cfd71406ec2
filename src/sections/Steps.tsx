import { ContentBody } from '../components/ContentBody'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../i18n/useLocaleBundle'
import { Section } from './Section'
import styles from './Steps.module.css'

/**
 * The numbered steps of "How It Works": the one-line summary on the home page, the full description on
 * /how-it-works (`detailed`).
 */
export function Steps({ detailed = false }: { detailed?: boolean }) {
  const { steps } = useContent()
  const locale = useLocale()
  return (
    <Section id="how-it-works" content={detailed ? 'step-by-step' : 'steps'}>
      <ol className={detailed ? styles.detailed : styles.grid}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step} {...entryLang(step.fallback, locale)}>
            <span className={styles.number} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <NotTranslatedMarker fallback={step.fallback} />
            {detailed ? <ContentBody body={step.body} className={styles.text} fallback={step.fallback} /> : <p className={styles.text}>{step.summary}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
