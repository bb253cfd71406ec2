import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import { ArrowRight } from 'lucide-react'
import buttonStyles from '../components/Button.module.css'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { formatConstant } from '../i18n/formatConstant'
import { useContent, useLocale } from '../i18n/useLocaleBundle'
import styles from './Cta.module.css'
import { MdxBody } from '../components/MdxBody'

/** The closing call to action with the community's figures. */
export function Cta() {
  const { t } = useLingui()
  const locale = useLocale()
  const cta = useContent().sections.cta
  // Each stat is "more than" its figure; the catalog words it around the formatted number, since "$2M+" puts the
  // "+" after the currency sign in languages that write it last ("2 Mio. $+"). `value` names the placeholder.
  const moreThan = (value: string) =>
    t({
      comment:
        'A marketing stat meaning "more than {value}", shown big above a label such as "Early users". {value} is a ' +
        'figure already written for your language ("100K", "2 Mio. $", "10万"). Word it as a landing page in your ' +
        'language would: "{value}+", "más de {value}", "über {value}". Keep it short.',
      message: `${value}+`,
    })
  const stats = [
    { value: moreThan(formatConstant('earlyUsers', locale)), label: t`Early users` },
    { value: moreThan(formatConstant('videosCreated', locale)), label: t`Videos created` },
    { value: moreThan(formatConstant('creatorRewardsUsd', locale)), label: t`Creator rewards` },
  ]
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={styles.panel}>
        <h2 id="cta-heading" className={styles.heading}>
          {cta.title}
        </h2>
        <MdxBody body={cta.Body} className={styles.text} />
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <OpenDialogButton dialog="comingSoon" className={cx(buttonStyles.button, buttonStyles.primary)}>
          {t`Launch App`}
          <ArrowRight aria-hidden="true" />
        </OpenDialogButton>
      </div>
    </section>
  )
}
