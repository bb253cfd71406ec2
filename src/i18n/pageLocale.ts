import type { PageContext } from 'vike/types'
import { stripLocale } from './localizedUrl'
import type { Locale } from './locales'

/**
 * The locale of the page being rendered. Vike does not pass error pages through +onBeforeRoute, so for them the
 * locale is read from the URL prefix instead.
 */
export function pageLocale(pageContext: PageContext): Locale {
  return pageContext.locale ?? stripLocale(pageContext.urlPathname).locale
}
