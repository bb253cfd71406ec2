import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import ArrowRight from 'lucide-react/icons/arrow-right'
import buttonStyles from '../components/Button.module.css'
import buttonIconStyles from '../components/ButtonIcon.module.css'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { formatStat } from '../format/formatStat'
import { useContent } from '../content/useLocaleBundle'
import styles from './Cta.module.css'
import { ContentBody } from '../components/ContentBody'

/** The closing call to action with the community's figures. */
export function Cta() {
  const { t, i18n } = useLingui()
  const cta = useContent().sections.cta
  const stats = [
    { value: formatStat('earlyUsers', i18n), label: t`Early users` },
    { value: formatStat('videosCreated', i18n), label: t`Videos created` },
    { value: formatStat('creatorRewardsUsd', i18n), label: t`Creator rewards` },
  ]
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={styles.panel}>
        <h2 id="cta-heading" className={styles.heading}>
          {cta.title}
        </h2>
        <ContentBody body={cta.body} className={styles.text} />
        <dl className={styles.stats}>
          {stats.map(stat => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <OpenDialogButton dialog="comingSoon" className={cx(buttonStyles.button, buttonStyles.primary)}>
          {t`Launch App`}
          <ArrowRight aria-hidden="true" className={buttonIconStyles.icon} />
        </OpenDialogButton>
      </div>
    </section>
  )
}
