import type { PageContext } from 'vike/types'
import { loadContent } from '../src/content/loadContent.server'
import { localeI18n } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'
import type { Data } from './+data'

/** Sets up the locale's i18n instance and loads its content before the page is prerendered. */
export async function onBeforeRenderHtml(pageContext: PageContext) {
  const locale = pageLocale(pageContext)
  pageContext.bundle = {
    locale,
    i18n: localeI18n(locale, (pageContext.data as Data).messages),
    content: await loadContent(locale),
  }
}
