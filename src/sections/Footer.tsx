import { useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import { BRAND_NAME, COMMUNITY_LINKS } from '../../content/constants'
import { ExternalLink } from '../components/ExternalLink'
import { Link } from '../components/Link'
import { Logo } from '../components/Logo'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { useCommunityLinkNames } from '../components/useCommunityLinkNames'
import styles from './Footer.module.css'

/**
 * The site footer. Pages that are not live yet (resources, legal) are buttons that open the coming-soon dialog
 * and carry a visible "Soon" tag, never dead `href="#"` links.
 */
export function Footer() {
  const { t } = useLingui()
  const communityNames = useCommunityLinkNames()
  const soon = t`Soon`
  const upcoming = {
    [t`Resources`]: [t`Documentation`, t`Tokenomics`, t`Brand Assets`, t`Roadmap`],
    [t`Legal`]: [t`Terms of Service`, t`Privacy Policy`, t`Cookie Policy`, t`Disclaimer`],
  }
  const year = new Date().getFullYear()

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <Logo />
          <p>{t`The watch-to-earn short-video app on Solana.`}</p>
          <ul className={styles.community} aria-label={t`Community`}>
            {COMMUNITY_LINKS.map((link) => (
              <li key={link}>
                <ExternalLink name={link}>{communityNames[link]}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-platform" className={styles.column}>
          <h2 id="footer-platform">{t`Platform`}</h2>
          <ul>
            <li><Link href="/">{t`Home`}</Link></li>
            <li><Link href="/how-it-works">{t`How It Works`}</Link></li>
            <li><Link href="/faq">{t`FAQ`}</Link></li>
            <li>
              <ExternalLink name="trade">
                {t`Trade`}
                <ArrowUpRight aria-hidden="true" />
                <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              </ExternalLink>
            </li>
          </ul>
        </nav>
        {Object.entries(upcoming).map(([heading, items]) => (
          <div key={heading} className={styles.column}>
            <h2>{heading}</h2>
            <ul>
              {items.map((item) => (
                <li key={item}>
                  <OpenDialogButton dialog="comingSoon" className={styles.upcoming}>
                    {item}
                    <span className={styles.soon}>{soon}</span>
                  </OpenDialogButton>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>
          © <span suppressHydrationWarning>{year}</span> {BRAND_NAME}. {t`All rights reserved.`}
        </p>
        <ExternalLink name="solana" className={styles.solana}>
          {t`Powered by Solana`}
        </ExternalLink>
      </div>
    </footer>
  )
}
