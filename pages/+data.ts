import type { Messages } from '@lingui/core'
import type { PageContextServer } from 'vike/types'
import { loadCatalog } from '../src/i18n/loadCatalog.server'
import { pageLocale } from '../src/i18n/pageLocale'

export interface Data {
  /** The locale's compiled Lingui catalog. */
  messages: Messages
}

/**
 * Server only. Vike serializes the result into the page's HTML, so the catalog arrives with it and is never fetched
 * (every navigation loads a prerendered page: `clientRouting: false`).
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  return { messages: await loadCatalog(pageLocale(pageContext)) }
}
