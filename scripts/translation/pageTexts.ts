/**
 * What the build's writers outside the pages (news feeds, Open Graph cards) need of the pages' i18n, loaded as one
 * module through Vite's module runner by scripts/translation/pageI18n.ts (never imported directly: its imports use
 * Lingui's macros and catalogs, which only the Vite plugins compile). Every catalog is compiled here, before the
 * runner closes: the same compiled messages pages get (src/i18n/loadCatalog.server.ts), English where a locale has
 * none, plurals and select included.
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
