import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { useLocale } from '../content/useLocaleBundle'
import styles from './NotTranslatedMarker.module.css'

/**
 * The short label an entry shown in English on another language's page carries ("Noch nicht übersetzt"), written in
 * the page's language (its own `lang`, since it sits inside the entry's `lang="en"`). Renders nothing on English
 * pages and for translated entries, so a component can always place it: `<NotTranslatedMarker fallback={…} />`.
 * Shared with the news pages (issue 30): the Lingui message is exactly "Not yet translated".
 */
export function NotTranslatedMarker({ fallback, describes }: { fallback: boolean; describes?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (!fallback || locale === DEFAULT_LOCALE) return null
  // `describes`: the id it gets when it sits inside a control (the FAQ's <summary>). It is then hidden from the
  // control's name, which stays the question alone, and the control points at it with aria-describedby.
  return (
    <span lang={locale} className={styles.marker} {...(describes ? { id: describes, 'aria-hidden': true } : {})}>
      {t({
        comment:
          'A small label on an FAQ answer, card or page still shown in English on a page in your language, until it ' +
          'is translated.',
        message: 'Not yet translated',
      })}
    </span>
  )
}

/** The id of the marker of FAQ entry `id`: after a colon, which no file name has, so it clashes with no entry's id. */
export const markerId = (id: string) => `faq-${id}:not-translated`

/**
 * The `lang` of an element that holds an entry: `en` when the entry is shown in English on another language's
 * page, so that screen readers and search engines read it as English; nothing otherwise (the page's `lang` holds).
 */
export function entryLang(fallback: boolean, locale: Locale): { lang?: string } {
  return fallback && locale !== DEFAULT_LOCALE ? { lang: DEFAULT_LOCALE } : {}
}
