import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import { Menu, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useLogicalPath } from '../i18n/useLocaleBundle'
import buttonStyles from './Button.module.css'
import { LanguageMenu } from './LanguageMenu'
import { Link } from './Link'
import { Logo } from './Logo'
import styles from './Nav.module.css'
import { OpenDialogButton } from './OpenDialogButton'
import { usePopoverOpen } from './usePopoverOpen'
import { useScrolledPast } from './useScrolledPast'

/** Past this many pixels of scroll the navigation turns compact and glassy. */
const COMPACT_AFTER_PX = 10

/**
 * The fixed site navigation. Below 768 px its links sit in a popover opened by the menu button, which works
 * without JavaScript; above, the same element is laid out inline.
 */
export function Nav() {
  const { t } = useLingui()
  const path = useLogicalPath()
  const scrolled = useScrolledPast(COMPACT_AFTER_PX)
  const menu = useRef<HTMLDivElement>(null)
  const menuOpen = usePopoverOpen(menu)

  // A link followed inside the open mobile menu closes it.
  useEffect(() => menu.current?.hidePopover?.(), [path])

  const links = [
    { href: '/', label: t`Home` },
    { href: '/how-it-works', label: t`How It Works` },
    { href: '/faq', label: t`FAQ` },
  ]

  return (
    <header className={cx(styles.header, scrolled && styles.scrolled)} data-scrolled={scrolled}>
      <nav className={styles.nav} aria-label={t`Main`}>
        <Link href="/" className={styles.brand} aria-label={t`Home page`}>
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget="nav-menu"
          aria-controls="nav-menu"
          aria-expanded={menuOpen}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <div id="nav-menu" ref={menu} popover="auto" className={styles.menu}>
          <ul className={styles.links}>
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={styles.link} aria-current={path === href ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageMenu />
            <OpenDialogButton dialog="trade" className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.small)}>
              {t`Trade`}
            </OpenDialogButton>
            <OpenDialogButton dialog="comingSoon" className={cx(buttonStyles.button, buttonStyles.primary, buttonStyles.small)}>
              {t`Launch App`}
            </OpenDialogButton>
          </div>
        </div>
      </nav>
    </header>
  )
}
