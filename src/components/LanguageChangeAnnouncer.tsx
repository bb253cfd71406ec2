import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { LOCALE_NAMES, type Locale } from '../i18n/locales'
import { useLocale } from '../i18n/useLocaleBundle'
import styles from './LanguageChangeAnnouncer.module.css'

const STORAGE_KEY = 'language-changed-to'
/** How long the confirmation stays on screen. */
const VISIBLE_MS = 4000

/** Called when a language link is followed; the next page in that language announces the change. */
export function rememberLanguageChange(locale: Locale) {
  try {
    sessionStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Storage can be disabled; the language still changes, only the confirmation is skipped.
  }
}

/**
 * A polite live region, present on every page, that confirms a language change in the new language
 * ("Language changed to: 日本語") and shows it briefly on screen.
 */
export function LanguageChangeAnnouncer() {
  const { t } = useLingui()
  const locale = useLocale()
  const [announced, setAnnounced] = useState<Locale | null>(null)

  useEffect(() => {
    let changedTo: string | null = null
    try {
      changedTo = sessionStorage.getItem(STORAGE_KEY)
      sessionStorage.removeItem(STORAGE_KEY)
    } catch {
      return
    }
    if (changedTo !== locale) return
    // Set after the live region is in the accessibility tree, so screen readers announce it.
    const show = setTimeout(() => setAnnounced(locale), 150)
    const hide = setTimeout(() => setAnnounced(null), VISIBLE_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(hide)
    }
  }, [locale])

  const name = LOCALE_NAMES[locale]
  const message = announced === locale ? t`Language changed to: ${name}` : ''
  return (
    <div role="status" aria-live="polite" className={message ? styles.toast : styles.idle}>
      {message}
    </div>
  )
}
