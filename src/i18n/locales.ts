/**
 * The one list of locales. Its type drives routing, the language menu, the Lingui catalogs, the content build
 * and the tests: adding a locale is adding it here, plus its `locales/<code>/messages.po` and `content/<code>/`.
 */
export const LOCALES = ['en'] as const

export type Locale = (typeof LOCALES)[number]

/** The source locale: unprefixed URLs, the language every other locale falls back to. */
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in its own language, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}
