import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts'

/**
 * Splits a URL pathname into its locale and the locale-free path the router matches.
 * The default locale has no prefix; an unknown prefix is left in place so that the router answers 404.
 */
export function stripLocale(pathname: string): { locale: Locale; pathname: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, pathname: `/${rest.join('/')}` }
  }
  return { locale: DEFAULT_LOCALE, pathname }
}

/**
 * The URL of a locale-free internal path in the given locale: `/faq` → `/ja/faq`, `/` → `/ja/`.
 * External URLs, fragments, and paths that already carry a locale are returned unchanged.
 */
export function localizedUrl(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  if (stripLocale(href).locale !== DEFAULT_LOCALE) return href
  if (locale === DEFAULT_LOCALE) return href
  return `/${locale}${href === '/' ? '/' : href}`
}
