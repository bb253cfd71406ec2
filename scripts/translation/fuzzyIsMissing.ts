import type { CatalogFormatter } from '@lingui/conf'
import { canShowTranslation } from './messageShape.ts'

/**
 * The catalog format the site's pages are built with: the project's .po format, with the translation of every
 * `#, fuzzy` entry left out, so that the page shows English (fallbackLocales) until a translator confirms it, as
 * TRANSLATING.md promises. Lingui itself ships fuzzy translations. Used only to compile catalogs for pages
 * (lingui.pages.config.ts); `lingui extract` keeps using the plain format, so no translator's text is ever lost.
 * A translation that cannot be shown as written (a dropped or renamed {placeholder}, a tag or a brace broken) is left
 * out too: the page shows the English message, never a sentence with a value missing, while `npm run content` and the
 * dev server's overlay say why, on the msgstr's line (checkCatalogs.ts). The build refuses such a catalog anyway.
 */
export function fuzzyIsMissing(format: CatalogFormatter): CatalogFormatter {
  return {
    ...format,
    async parse(content, context) {
      const catalog = await format.parse(content, context)
      for (const message of Object.values(catalog ?? {})) {
        const flags = (message.extra as { flags?: string[] } | undefined)?.flags ?? []
        if (flags.includes('fuzzy')) message.translation = ''
        else if (message.translation && message.message && !canShowTranslation(message.message, message.translation))
          message.translation = ''
      }
      return catalog
    },
  }
}
