import { useLingui } from '@lingui/react/macro'
import { Check, ChevronDown, Languages } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { localizedUrl } from '../i18n/localizedUrl'
import { LOCALE_NAMES, LOCALES } from '../i18n/locales'
import { useLocale, useLogicalPath } from '../i18n/useLocaleBundle'
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
                href={localizedUrl(path, code)}
                lang={code}
                hrefLang={code}
                aria-current={code === locale ? 'true' : undefined}
              >
                <span>{LOCALE_NAMES[code]}</span>
                {code === locale && <Check aria-hidden="true" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
