import type { PageContextClient } from 'vike/types'
import { localeI18n } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'
import type { Data } from './+data'

/** Sets up the locale's i18n instance before hydration, from the catalog serialized into the page. */
export function onBeforeRenderClient(pageContext: PageContextClient) {
  const locale = pageLocale(pageContext)
  pageContext.bundle = { locale, i18n: localeI18n(locale, (pageContext.data as Data).messages) }
}
