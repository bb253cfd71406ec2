import type { PageContext } from 'vike/types'
import { stripLocale } from '../src/i18n/localizedUrl'

/** Takes the locale prefix off the URL before routing: `/ja/faq` routes as `/faq` with locale `ja`. */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = stripLocale(pageContext.urlParsed.pathname)
  return { pageContext: { locale, urlLogical: pathname } }
}
