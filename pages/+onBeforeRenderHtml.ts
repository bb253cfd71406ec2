import type { PageContext } from 'vike/types'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'

export async function onBeforeRenderHtml(pageContext: PageContext) {
  pageContext.bundle = await loadLocaleBundle(pageLocale(pageContext))
}
