import type { PageContextClient } from 'vike/types'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'

/** Loads the locale's catalog and content before hydration, so the first client render matches the HTML. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.bundle = await loadLocaleBundle(pageLocale(pageContext))
}
