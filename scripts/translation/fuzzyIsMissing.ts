import type { CatalogFormatter } from '@lingui/conf'
import { canShowTranslation } from './messageShape.ts'

/**
 * The catalog format the pages are built with (lingui.pages.config.ts): the project's .po format without the
 * translation of a `#, fuzzy` entry (Lingui itself ships them) or of one that cannot be shown as written (a
 * placeholder, tag or brace broken: checkCatalogs.ts says why), so the page shows English until a translator fixes it.
 * `lingui extract` keeps the plain format, so no translator's text is ever lost.
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
