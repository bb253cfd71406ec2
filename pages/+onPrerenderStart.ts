import type { PrerenderContext } from 'vike/types'
import { localizedUrl } from '../src/i18n/localizedUrl'
import { LOCALES, type Locale } from '../src/i18n/locales'

/**
 * Prerenders every page once per locale: `/faq` becomes `/faq`, `/ja/faq`, `/zh-TW/faq`, … and the 404 page
 * becomes `404.html`, `ja/404.html`, … (error pages skip +onBeforeRoute, so their locale is set here).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: (PrerenderContext['pageContexts'][number] & { locale: Locale })[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      // The spread keeps urlLogical (the locale-free path Vike routes), set by +onBeforeRoute.
      pageContexts.push({
        ...pageContext,
        urlOriginal: localizedUrl(pageContext.is404 ? '/404' : pageContext.urlPathname, locale),
        locale,
      })
    }
  }
  return { prerenderContext: { pageContexts } }
}
