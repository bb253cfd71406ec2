import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Coins from 'lucide-react/icons/coins'
import Heart from 'lucide-react/icons/heart'
import Play from 'lucide-react/icons/play'
import buttonStyles from '../components/Button.module.css'
import buttonIconStyles from '../components/ButtonIcon.module.css'
import { Link } from '../components/Link'
import { ContentBody } from '../components/ContentBody'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { formatSignedDecimal } from '../format/formatConstant'
import { useContent, useLocale } from '../content/useLocaleBundle'
import { COMING_SOON } from '../i18n/sharedMessages'
import styles from './Hero.module.css'

/** What the phone mock-up shows a viewer earning for one video: an illustration, not a figure of the product. */
const SAMPLE_REWARD = 12.5

/** The home page's opening: the h1 and subtitle from content/<locale>/pages/home.mdx, and the two calls to action. */
export function Hero() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { home, faq } = useContent().pages
  const page = faq.heading
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.copy}>
        <p className={styles.badge}>
          <span className={styles.dot} aria-hidden="true" />
          {i18n._(COMING_SOON)}
        </p>
        <div {...entryLang(home.fallback, locale)}>
          <h1 id="hero-heading" className={styles.heading}>
            {home.heading}
          </h1>
          <NotTranslatedMarker fallback={home.fallback} />
          <ContentBody body={home.body} className={styles.subtitle} fallback={home.fallback} />
        </div>
        <div className={styles.actions}>
          <OpenDialogButton dialog="comingSoon" className={cx(buttonStyles.button, buttonStyles.primary)}>
            {t`Launch App`}
            <ArrowRight aria-hidden="true" className={buttonIconStyles.icon} />
          </OpenDialogButton>
          <Link href="/faq" className={cx(buttonStyles.button, buttonStyles.secondary)}>
            {t`Learn More`}
            {/* Says where the link goes ("Learn More" alone is not descriptive link text). */}
            <span className="visually-hidden">
              {t({
                comment:
                  'Read by screen readers right after "Learn More", to say where the link goes: {page} is the FAQ ' +
                  'page heading. Join it as your language would (a colon, a dash, brackets), with its own spacing.',
                message: `: ${page}`,
              })}
            </span>
          </Link>
        </div>
      </div>
      <div className={styles.visual} aria-hidden="true">
        <div className={styles.phone}>
          <div className={styles.screen}>
            <Play className={styles.play} />
            <div className={styles.reward}>
              <Coins />
              <span>{formatSignedDecimal(SAMPLE_REWARD, locale)}</span>
            </div>
            <div className={styles.side}>
              <Heart />
              <Coins />
            </div>
            <div className={styles.caption}>
              <span className={styles.line} />
              <span className={cx(styles.line, styles.short)} />
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
