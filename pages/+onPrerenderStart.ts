import type { PrerenderContext } from 'vike/types'
import { loadContent } from '../src/content/loadContent.server'
import { pagesToRender } from '../src/content/renderInputs.server'
import { assertEveryPageListed } from './prerenderPages'
import { localizedUrl } from '../src/i18n/localizedUrl'
import { LOCALES, type Locale } from '../src/i18n/locales'

/**
 * Prerenders every page once per locale: `/faq` becomes `/faq`, `/ja/faq`, `/zh-TW/faq`, … and the 404 page
 * becomes `404.html`, `ja/404.html`, … (error pages skip +onBeforeRoute, so their locale is set here).
 * In a build, the pages whose inputs did not change since the previous build are then left out of the list (Vike's
 * documented way: this hook may remove pages) and the build copies them from the previous site instead
 * (src/content/renderInputs.server.ts, docs/incremental-build.md).
 */
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  assertEveryPageListed(prerenderContext.pageContexts.map(pageContext => pageContext.pageId))
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
  return { prerenderContext: { pageContexts: await pagesToRender(pageContexts, loadContent) } }
}
