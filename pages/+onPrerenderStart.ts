import type { PrerenderContext } from 'vike/types'
import { localizedUrl } from '../src/i18n/localizedUrl'
import { LOCALES } from '../src/i18n/locales'

/**
 * Prerenders every page once per locale: `/faq` becomes `/faq`, `/ja/faq`, `/zh-TW/faq`, … and the 404 page
 * becomes `404.html`, `ja/404.html`, … (error pages skip +onBeforeRoute, so their locale is set here).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      const urlLogical = pageContext.is404 ? '/404' : pageContext.urlPathname
      pageContexts.push({
        ...pageContext,
        urlOriginal: localizedUrl(urlLogical, locale),
        urlLogical,
        locale,
      })
    }
  }
  return { prerenderContext: { pageContexts } }
}
