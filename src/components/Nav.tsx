import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { useLogicalPath } from '../content/useLocaleBundle'
import buttonStyles from './Button.module.css'
import { LanguageMenu } from './LanguageMenu'
import { Link } from './Link'
import { Logo } from './Logo'
import { NewsBanner } from './NewsBanner'
import styles from './Nav.module.css'
import { OpenDialogButton } from './OpenDialogButton'
import { SearchBox } from './SearchBox'

/** Past this many pixels of scroll the navigation turns compact and glassy (src/enhance/compactNavigation.ts). */
const COMPACT_AFTER_PX = 10

/**
 * The fixed site navigation. Below 768 px its links sit in a popover opened by the menu button, which works
 * without JavaScript; above, the same element is laid out inline. Only the language menu is an island; the search box
 * loads its code when it is first used (src/enhance/searchBox.ts).
 */
export function Nav() {
  const { t } = useLingui()
  const path = useLogicalPath()

  const links = [
    { href: '/', label: t`Home` },
    { href: '/how-it-works', label: t`How It Works` },
    { href: '/faq', label: t`FAQ` },
    // News is linked from the footer of every page (and the pinned banner): with the search box, a fourth link
    // no longer fits the header in German, French or Russian.
  ]

  return (
    <header className={styles.header} data-compact-after={COMPACT_AFTER_PX} data-scrolled="false">
      <NewsBanner />
      <nav className={styles.nav} aria-label={t`Main`}>
        {/* The visible name is the link's name (WCAG 2.5.3, label in name). */}
        <Link href="/" className={styles.brand}>
          <Logo />
        </Link>
        <SearchBox />
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget="nav-menu"
          aria-controls="nav-menu"
          aria-expanded="false"
        >
          <Menu aria-hidden="true" className={styles.openIcon} />
          <X aria-hidden="true" className={styles.closeIcon} />
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <div id="nav-menu" popover="auto" className={styles.menu}>
          <ul className={styles.links}>
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className={styles.link}
                  aria-current={path === (href.length > 1 ? href.replace(/\/$/, '') : href) ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageMenu />
            <OpenDialogButton
              dialog="trade"
              className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.small)}
            >
              {t`Trade`}
            </OpenDialogButton>
            <OpenDialogButton
              dialog="comingSoon"
              className={cx(buttonStyles.button, buttonStyles.primary, buttonStyles.small)}
            >
              {t`Launch App`}
            </OpenDialogButton>
          </div>
        </div>
      </nav>
    </header>
  )
}
