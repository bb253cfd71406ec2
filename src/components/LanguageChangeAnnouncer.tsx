import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES } from '../i18n/locales'
import { useLocale } from '../content/useLocaleBundle'
import styles from './LanguageChangeAnnouncer.module.css'

/**
 * A polite live region, present on every page, that confirms a language change in the new language
 * ("Language changed to: 日本語") and shows it briefly on screen. The message is prerendered into the page; a few
 * lines of script (src/enhance/languageChange.ts) show it when the visitor arrived by the language menu.
 */
export function LanguageChangeAnnouncer() {
  const { t } = useLingui()
  const locale = useLocale()
  const name = LOCALE_NAMES[locale]
  return (
    <div
      role="status"
      aria-live="polite"
      className={styles.region}
      data-language-announcement={t`Language changed to: ${name}`}
      data-locale={locale}
    />
  )
}
