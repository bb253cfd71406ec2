import type { Messages } from '@lingui/core'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales'

// Compiled by @lingui/vite-plugin, with English filled in for missing messages (fallbackLocales).
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po')

/** The compiled Lingui catalog of a locale; server only, the page carries it to the browser in its HTML. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  // `npm run dev:pseudo` renders English pages with the pseudo-localized catalog.
  const catalogLocale =
    import.meta.env.DEV && import.meta.env.VITE_PSEUDO_LOCALE && locale === DEFAULT_LOCALE ? PSEUDO_LOCALE : locale
  const load = catalogs[`../../locales/${catalogLocale}/messages.po`]
  if (!load)
    throw new Error(
      `No catalog for locale "${catalogLocale}": add locales/${catalogLocale}/messages.po (npm run i18n:extract)`,
    )
  return (await load()).messages
}
