import type { PageContext } from 'vike/types'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'
import type { Data } from './+data'

export async function onBeforeRenderHtml(pageContext: PageContext) {
  pageContext.bundle = await loadLocaleBundle(pageLocale(pageContext), (pageContext.data as Data).messages)
}
