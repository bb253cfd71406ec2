import { useLingui } from '@lingui/react/macro'
import { Check, ChevronDown, Languages } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PARTLY_ENGLISH } from '../content/generated/status'
import { localizedUrl } from '../i18n/localizedUrl'
import { LOCALE_NAMES, LOCALES } from '../i18n/locales'
import { useLocale, useLogicalPath } from '../i18n/useLocaleBundle'
import { rememberLanguageChange } from './LanguageChangeAnnouncer'
import styles from './LanguageMenu.module.css'
import { usePopoverOpen } from './usePopoverOpen'

/**
 * The language menu: a popover of plain links to the same page in each language, so it works without JavaScript.
 * With JavaScript, arrow keys move between languages; Escape closes it and returns focus to the button (native).
 */
export function LanguageMenu() {
  const { t } = useLingui()
  const locale = useLocale()
  const path = useLogicalPath()
  const popover = useRef<HTMLDivElement>(null)
  const open = usePopoverOpen(popover)
  const { config, is404 } = usePageContext()
  const { contentPage } = config
  // The 404 page has no counterpart in other languages: its language links go to each language's home page.
  const target = is404 ? '/' : path

  // After following a language link (client-side navigation), the menu closes.
  useEffect(() => popover.current?.hidePopover?.(), [locale, path])

  useEffect(() => {
    if (open) popover.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus()
  }, [open])

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(popover.current?.querySelectorAll<HTMLElement>('a') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const target = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key]
    if (target) {
      event.preventDefault()
      target.focus()
    }
  }

  const currentName = LOCALE_NAMES[locale]
  return (
    <div className={styles.languageMenu}>
      <button
        type="button"
        className={styles.button}
        popoverTarget="language-menu"
        aria-controls="language-menu"
        aria-expanded={open}
        aria-label={t`Language: ${currentName}`}
      >
        <Languages aria-hidden="true" />
        <span>{currentName}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <div id="language-menu" ref={popover} popover="auto" className={styles.popover} onKeyDown={moveFocus}>
        <ul className={styles.list} aria-label={t`Languages`}>
          {LOCALES.map((code) => (
            <li key={code}>
              <a
                className={styles.item}
                href={localizedUrl(target, code)}
                lang={code}
                hrefLang={code}
                aria-current={code === locale ? 'true' : undefined}
                onClick={() => code !== locale && rememberLanguageChange(code)}
              >
                <span>{LOCALE_NAMES[code]}</span>
                {contentPage && PARTLY_ENGLISH[code].includes(contentPage) && (
                  <small className={styles.partly} lang={locale}>
                    {t`partly English`}
                  </small>
                )}
                {code === locale && <Check aria-hidden="true" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
