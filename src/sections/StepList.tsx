import cx from 'classnames'
import type { ReactNode } from 'react'
import type { SectionId } from '../content/schema'
import type { LocaleContent } from '../content/types'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../content/useLocaleBundle'
import { Section } from './Section'
import styles from './StepList.module.css'

type Step = LocaleContent['steps'][number]

interface Props {
  /** Which content/<locale>/sections/<content>.mdx heads the list. */
  content: SectionId
  /** The variant's own classes, added to the shared ones (its CSS Module is imported by the variant only). */
  classes: Partial<Record<'list' | 'step' | 'number' | 'text', string>>
  /** The step's text, given the class it must carry. */
  text: (step: Step, className: string) => ReactNode
}

/**
 * The numbered steps of "How It Works", shared by the one-line summary on the home page (Steps.tsx) and the full
 * description on /how-it-works (StepsDetailed.tsx). Each variant keeps its CSS in its own module, so that a page
 * gets only the rules of the variant it shows.
 */
export function StepList({ content, classes, text }: Props) {
  const { steps } = useContent()
  const locale = useLocale()
  return (
    <Section id="how-it-works" content={content}>
      <ol className={cx(styles.list, classes.list)}>
        {steps.map(step => (
          <li key={step.id} className={cx(styles.step, classes.step)} {...entryLang(step.fallback, locale)}>
            <span className={cx(styles.number, classes.number)} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <NotTranslatedMarker fallback={step.fallback} />
            {text(step, cx(styles.text, classes.text))}
          </li>
        ))}
      </ol>
    </Section>
  )
}
