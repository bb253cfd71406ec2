/**
 * Build step: the registry's machine-readable files (security.txt, official.json, tokenlist.json once the address
 * is set; scripts/registry/files.ts) from the constants the content step checked and generated, with the site's
 * origin (SITE_ORIGIN). Runs after the content step, beside the sitemap.
 */
import { officialRegistryFrom } from '../registry/official.ts'
import { writeOfficialFiles } from '../registry/files.ts'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { readStoredIndex } from '../content/storedIndex.ts'
import { siteOrigin } from '../../src/seo/site.ts'

/** Writes the files into the built site; returns their paths, relative to it. */
export async function writeOfficial(site: string): Promise<string[]> {
  // Imported here, after the content step wrote it (a fresh clone has no generated module before).
  const constants = await import('../../src/content/generated/constants.ts')
  // The day the content step built the site as (REELFI_NOW, or its date), which the footer's year reads too:
  // security.txt's expiry and the token list's timestamp follow it.
  const { today } = readStoredIndex(DEFAULT_LOCALE)
  return writeOfficialFiles(site, officialRegistryFrom(constants), siteOrigin(), new Date(`${today}T00:00:00Z`))
}
