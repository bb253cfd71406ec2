import type { PageContext } from 'vike/types'
import { loadCatalog } from '../src/i18n/loadCatalog.server'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'

export async function onBeforeRenderHtml(pageContext: PageContext) {
  const locale = pageLocale(pageContext)
  // passToClient serializes the catalog into the page: it arrives with the HTML, never in a later request.
  pageContext.messages = await loadCatalog(locale)
  pageContext.bundle = await loadLocaleBundle(locale, pageContext.messages)
}
