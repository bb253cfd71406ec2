import type { PageContextClient } from 'vike/types'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'
import type { Data } from './+data'

/** Loads the locale's content before hydration (and before each client-side navigation) so renders match. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.bundle = await loadLocaleBundle(pageLocale(pageContext), (pageContext.data as Data).messages)
}
