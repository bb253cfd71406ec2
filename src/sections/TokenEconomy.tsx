import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { formatConstant } from '../format/formatConstant'
import { useContent, useLocale } from '../content/useLocaleBundle'
import { COMING_SOON } from '../i18n/sharedMessages'
import buttonStyles from '../components/Button.module.css'
import buttonIconStyles from '../components/ButtonIcon.module.css'
import { Link } from '../components/Link'
import { ContentBody } from '../components/ContentBody'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { TokenSplitChart } from '../components/TokenSplitChart'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { Section } from './Section'
import styles from './TokenEconomy.module.css'

/**
 * The dual-token model, the token split and the platform fee. On /how-it-works it is the tokenomics section
 * (`id="tokenomics"`) that "View Tokenomics" links to, so that link is shown only elsewhere.
 */
export function TokenEconomy({ id = 'token-economy' }: { id?: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { tokens } = useContent()
  const fee = formatConstant('platformFeePercent', locale)
  return (
    <Section id={id} content="token-economy">
      <ul className={styles.tokens}>
        {tokens.map(token => (
          <li key={token.id} className={styles.token} {...entryLang(token.fallback, locale)}>
            <div className={styles.tokenHeader}>
              <h3>{token.title}</h3>
              <span className={styles.soon} lang={locale}>
                {i18n._(COMING_SOON)}
              </span>
              <NotTranslatedMarker fallback={token.fallback} />
            </div>
            <ContentBody body={token.body} className={styles.tokenText} fallback={token.fallback} />
          </li>
        ))}
      </ul>
      <div className={styles.split}>
        <h3 className={styles.splitHeading}>{t`Creator coin supply`}</h3>
        <TokenSplitChart />
        <p className={styles.fee}>
          {t`Platform fee: ${fee} of the presale liquidity, paid in SOL. The rest of that liquidity goes wholly to the liquidity pool.`}
        </p>
      </div>
      <div className={styles.actions}>
        <OpenDialogButton dialog="comingSoon" className={cx(buttonStyles.button, buttonStyles.primary)}>
          {t`Trade on GMGN`}
        </OpenDialogButton>
        {id !== 'tokenomics' && (
          <Link href="/how-it-works#tokenomics" className={cx(buttonStyles.button, buttonStyles.secondary)}>
            {t`View Tokenomics`}
            <ArrowRight aria-hidden="true" className={buttonIconStyles.icon} />
          </Link>
        )}
      </div>
    </Section>
  )
}
