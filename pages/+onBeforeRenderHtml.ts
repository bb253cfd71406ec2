import type { PageContext } from 'vike/types'
import { loadContent } from '../src/content/loadContent.server'
import { loadCatalog } from '../src/i18n/loadCatalog.server'
import { localeI18n } from '../src/content/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'

/** Sets up the locale's i18n instance and loads its content before the page is prerendered. */
export async function onBeforeRenderHtml(pageContext: PageContext) {
  const locale = pageLocale(pageContext)
  const [messages, content] = await Promise.all([loadCatalog(locale), loadContent(locale)])
  pageContext.bundle = { locale, i18n: localeI18n(locale, messages), content }
}
