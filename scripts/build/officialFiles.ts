/**
 * Build step: the registry's machine-readable files (security.txt, official.json, tokenlist.json once the address
 * is set; scripts/registry/files.ts) from the constants the content step checked and generated, with the site's
 * origin (SITE_ORIGIN). Runs after the content step, beside the sitemap.
 */
import { officialRegistryFrom } from '../registry/official.ts'
import { writeOfficialFiles } from '../registry/files.ts'
import { siteOrigin } from '../../src/seo/site.ts'
import { contentToday } from '../core/clock.ts'

/** Writes the files into the built site; returns their paths, relative to it. */
export async function writeOfficial(site: string): Promise<string[]> {
  // Imported here, after the content step wrote it (a fresh clone has no generated module before).
  const constants = await import('../../src/content/generated/constants.ts')
  // The day the content is built as (REELFI_NOW, or today): security.txt's expiry and the token list's timestamp
  // follow it, as the news and the footer's year do.
  return writeOfficialFiles(
    site,
    officialRegistryFrom(constants),
    siteOrigin(),
    new Date(`${contentToday()}T00:00:00Z`),
  )
}
