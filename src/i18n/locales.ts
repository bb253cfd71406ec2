/**
 * The one list of locales. Its type drives routing, the language menu, the Lingui catalogs, the content build
 * and the tests: adding a locale is adding it here (and to LOCALE_NAMES, which the type then demands), plus its
 * `locales/<code>/messages.po` and `content/<code>/`.
 */
export const LOCALES = ['en', 'zh-TW', 'ja', 'ko', 'es', 'it', 'ru', 'fr', 'de'] as const

export type Locale = (typeof LOCALES)[number]

/** The source locale: unprefixed URLs, the language every other locale falls back to. */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * Every other locale: translated from English, its URLs under its own prefix (`/ja/…`). Only the build's tools use
 * it: the annotation lets the bundler drop the call from the islands' code
 * (https://rollupjs.org/configuration-options/#pure).
 */
export const TRANSLATED_LOCALES = /* @__PURE__ */ LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE,
)

/** Each language's name in its own language, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  it: 'Italiano',
  ru: 'Русский',
  fr: 'Français',
  de: 'Deutsch',
}

/**
 * The locale `Intl` formats figures in, where it is not the page's own code. The Spanish copy is Latin American
 * ("videos", "billetera"), so its figures are too: `es` alone is Spain's CLDR data ("24.000 US$").
 */
const INTL_LOCALES: Partial<Record<Locale, string>> = { es: 'es-419' }

/** The locale to hand to `Intl` for a page in `locale` (any string passes through, for tests and tools). */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale as Locale] ?? locale
}

/**
 * Development only (`npm run dev:pseudo`): English pages use this catalog, pseudo-localized by Lingui, so any
 * UI string still in plain English has escaped extraction.
 */
export const PSEUDO_LOCALE = 'pseudo'

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}
