import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import ArrowDown from 'lucide-react/icons/arrow-down'
import buttonStyles from '../components/Button.module.css'
import buttonIconStyles from '../components/ButtonIcon.module.css'
import { FeatureIcon } from '../components/FeatureIcon'
import { ContentBody } from '../components/ContentBody'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../content/useLocaleBundle'
import styles from './Features.module.css'
import { Section } from './Section'

/** The feature cards, and a link down to the steps. */
export function Features() {
  const { t } = useLingui()
  const { features } = useContent()
  const locale = useLocale()
  return (
    <Section id="features" content="features">
      <ul className={styles.grid}>
        {features.map(feature => (
          <li key={feature.id} className={styles.card} {...entryLang(feature.fallback, locale)}>
            <span className={styles.icon}>
              <FeatureIcon name={feature.icon} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <NotTranslatedMarker fallback={feature.fallback} />
            <ContentBody body={feature.body} className={styles.text} fallback={feature.fallback} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <a href="#how-it-works" className={cx(buttonStyles.button, buttonStyles.primary)}>
          {t`Get Started Now`}
          <ArrowDown aria-hidden="true" className={buttonIconStyles.icon} />
        </a>
      </p>
    </Section>
  )
}
