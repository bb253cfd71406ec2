import { localizedUrl } from '../i18n/localizedUrl.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts'

/**
 * The public origin of the site, for canonical URLs, hreflang links and the sitemap. One setting:
 * `SITE_ORIGIN=https://example.com npm run build` overrides the default.
 */
export const DEFAULT_SITE_ORIGIN = 'https://reelfi.app'

export function siteOrigin(): string {
  const origin = (typeof process !== 'undefined' && process.env.SITE_ORIGIN) || DEFAULT_SITE_ORIGIN
  return origin.replace(/\/+$/, '')
}

/**
 * The locale-free route of a page, named as PARTLY_ENGLISH and UNTRANSLATED name it: `home` is `/`, any other page
 * (`faq`, an
 * article's slug) is `/<name>`.
 */
export function pageRoute(page: string): string {
  return page === 'home' ? '/' : `/${page}`
}

/** Absolute URL of a page in a locale. */
export function absoluteUrl(page: string, locale: Locale, origin = siteOrigin()): string {
  return origin + localizedUrl(pageRoute(page), locale)
}

/**
 * The hreflang alternates of a page: every locale in which its main content is translated, plus x-default (English).
 * A page whose main content is still in English in some locale (UNTRANSLATED) is left out of that locale's set.
 */
export function alternates(page: string, untranslated: Record<Locale, readonly string[]>, origin = siteOrigin()) {
  const links = LOCALES.filter(locale => !untranslated[locale].includes(page)).map(locale => ({
    hreflang: locale as string,
    href: absoluteUrl(page, locale, origin),
  }))
  return [...links, { hreflang: 'x-default', href: absoluteUrl(page, DEFAULT_LOCALE, origin) }]
}

/**
 * The Open Graph locale of each page locale (`og:locale`, `og:locale:alternate`): the one table of them, in the
 * `language_TERRITORY` form the Open Graph protocol asks for. Its language is always the `<html lang>` and hreflang
 * of the page (tests/e2e/seo.spec.ts checks each page); its territory is where the copy is written for.
 * Spanish is Latin American, as its copy ("videos", "billetera") and its figures (es-419, src/i18n/locales.ts) are:
 * `es_LA`, the code in the list of locales Meta publishes for Facebook (the main reader of og:locale) for Latin
 * American Spanish. BCP 47's `es_419` is not in that list; how a crawler treats a locale it does not know is not
 * documented, so the table keeps to listed codes.
 */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  'zh-TW': 'zh_TW',
  ja: 'ja_JP',
  ko: 'ko_KR',
  es: 'es_LA',
  it: 'it_IT',
  ru: 'ru_RU',
  fr: 'fr_FR',
  de: 'de_DE',
}

/** The browser UI colour (theme-color, web manifest): the page background. */
export const THEME_COLOR = '#0a0a12'

/** Size of the Open Graph images drawn by scripts/build/ogImages.ts. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * Path of an Open Graph card (scripts/build/ogImages.ts): a locale's own (the brand and its hero line), or, with a
 * slug, an article's in that locale (its heading on the same card).
 */
export const ogImagePath = (locale: Locale, slug?: string) => (slug ? `/og/${locale}/${slug}.png` : `/og/${locale}.png`)
