import type { CatalogFormatter } from '@lingui/conf'

/**
 * The catalog format the site's pages are built with: the project's .po format, with the translation of every
 * `#, fuzzy` entry left out, so that the page shows English (fallbackLocales) until a translator confirms it, as
 * TRANSLATING.md promises. Lingui itself ships fuzzy translations. Used only to compile catalogs for pages
 * (lingui.pages.config.ts); `lingui extract` keeps using the plain format, so no translator's text is ever lost.
 */
export function fuzzyIsMissing(format: CatalogFormatter): CatalogFormatter {
  return {
    ...format,
    async parse(content, context) {
      const catalog = await format.parse(content, context)
      for (const message of Object.values(catalog ?? {})) {
        const flags = (message.extra as { flags?: string[] } | undefined)?.flags ?? []
        if (flags.includes('fuzzy')) message.translation = ''
      }
      return catalog
    },
  }
}
