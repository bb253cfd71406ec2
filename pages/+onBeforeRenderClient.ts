import type { PageContextClient } from 'vike/types'
import { loadLocaleBundle } from '../src/i18n/loadLocale'
import { pageLocale } from '../src/i18n/pageLocale'

/** Loads the locale's content before hydration, so the first client render matches the HTML. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.messages) throw new Error('The page carries no catalog: check passToClient in pages/+config.ts')
  pageContext.bundle = await loadLocaleBundle(pageLocale(pageContext), pageContext.messages)
}
