import { useLingui } from '@lingui/react/macro'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import { BRAND_NAME, COMMUNITY_LINKS } from '../content/constants'
import { ExternalLink } from '../components/ExternalLink'
import { Link } from '../components/Link'
import { Logo } from '../components/Logo'
import { OpenDialogButton } from '../components/OpenDialogButton'
import { useCommunityLinkNames } from '../components/useCommunityLinkNames'
import { publishedArticles } from '../content/articles'
import { footerColumns, type FixedFooterSlug } from '../content/footerColumns'
import { useContent } from '../content/useLocaleBundle'
import type { FooterColumn } from '../content/schema'
import styles from './Footer.module.css'

/** The site footer: the brand and its community links, the site's columns of links, the copyright line. */
export function Footer() {
  const { t } = useLingui()
  const communityNames = useCommunityLinkNames()
  const { today } = useContent()
  const year = Number(today.slice(0, 4))

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <Logo />
          <p>{t`The watch-to-earn short-video app on Solana.`}</p>
          <ul className={styles.community} aria-label={t`Community`}>
            {COMMUNITY_LINKS.map(link => (
              <li key={link}>
                <ExternalLink name={link}>{communityNames[link]}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <PlatformColumn />
        <ArticleColumns />
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

/** The Platform column: the site's own pages, and the trading page (in a new tab). */
function PlatformColumn() {
  const { t } = useLingui()
  return (
    <nav aria-labelledby="footer-platform" className={styles.column}>
      <h2 id="footer-platform">{t`Platform`}</h2>
      <ul>
        <li>
          <Link href="/">{t`Home`}</Link>
        </li>
        <li>
          <Link href="/how-it-works">{t`How It Works`}</Link>
        </li>
        <li>
          <Link href="/faq">{t`FAQ`}</Link>
        </li>
        <li>
          <Link href="/news/">{t`News`}</Link>
        </li>
        <li>
          <Link href="/official">{t`Official links`}</Link>
        </li>
        <li>
          <ExternalLink name="trade">
            {t`Trade`}
            <ArrowUpRight aria-hidden="true" />
            <span className="visually-hidden">{t`(opens in a new tab)`}</span>
          </ExternalLink>
        </li>
      </ul>
    </nav>
  )
}

/**
 * The Resources and Legal columns. Their entries link to their article pages once those are published
 * (src/content/footerColumns.ts); until then each is a button that opens the coming-soon dialog and carries a
 * visible "Soon" tag, never a dead `href="#"` link.
 */
function ArticleColumns() {
  const { t } = useLingui()
  const soon = t`Soon`
  const { articles } = useContent()
  const names: Record<FixedFooterSlug, string> = {
    documentation: t`Documentation`,
    tokenomics: t`Tokenomics`,
    'brand-assets': t`Brand Assets`,
    roadmap: t`Roadmap`,
    'terms-of-service': t`Terms of Service`,
    'privacy-policy': t`Privacy Policy`,
    'cookie-policy': t`Cookie Policy`,
    disclaimer: t`Disclaimer`,
  }
  const headings: Record<FooterColumn, string> = { resources: t`Resources`, legal: t`Legal` }
  const nameOf = (slug: string) => (names as Record<string, string>)[slug] ?? articles[slug]?.heading ?? slug

  return footerColumns(publishedArticles(false)).map(({ column, entries }) => (
    <nav key={column} aria-labelledby={`footer-${column}`} className={styles.column}>
      <h2 id={`footer-${column}`}>{headings[column]}</h2>
      <ul>
        {entries.map(({ slug, published }) => (
          <li key={slug}>
            {published ? (
              <Link href={`/${slug}`}>{nameOf(slug)}</Link>
            ) : (
              <OpenDialogButton dialog="comingSoon" className={styles.upcoming}>
                {/* A space, so the name and its badge read apart ("Dokumentation Bald", not
                    "DokumentationBald"). */}
                {nameOf(slug)} <span className={styles.soon}>{soon}</span>
              </OpenDialogButton>
            )}
          </li>
        ))}
      </ul>
    </nav>
  ))
}
