/**
 * What the build's writers outside the pages need of the pages' i18n, loaded only through Vite's module runner by
 * pageI18n.ts (its imports use Lingui's macros). Every catalog is compiled here, as pages get them.
 */
import { loadCatalog } from '../../src/i18n/loadCatalog.server.ts'
import { LOCALES } from '../../src/i18n/locales.ts'

export { localeI18n } from '../../src/content/loadLocale.ts'
export { newsFeedTitles } from '../../src/news/feedTitles.ts'
export { TAG_NAMES } from '../../src/news/tagNames.ts'
export { COMING_SOON } from '../../src/i18n/sharedMessages.ts'
export { OFFICIAL_MESSAGES } from '../../src/official/officialMessages.ts'

export const catalogs = Object.fromEntries(
  await Promise.all(LOCALES.map(async locale => [locale, await loadCatalog(locale)] as const)),
)
