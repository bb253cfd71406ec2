/**
 * Build step: the registry's machine-readable files (security.txt, official.json, tokenlist.json once the address
 * is set; scripts/registry/files.ts) from the constants the content step checked and generated, with the site's
 * origin (SITE_ORIGIN). Runs after the content step, beside the sitemap.
 */
import fs from 'node:fs'
import path from 'node:path'
import { officialRegistryFrom } from '../registry/official.ts'
import { writeOfficialFiles } from '../registry/files.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import type { LocaleContent } from '../../src/content/types.ts'
import { siteOrigin } from '../../src/seo/site.ts'

/** Writes the files into the built site; returns their paths, relative to it. */
export async function writeOfficial(site: string): Promise<string[]> {
  // Imported here, after the content step wrote it (a fresh clone has no generated module before).
  const constants = await import('../../src/content/generated/constants.ts')
  // The day the content step built the site as (REELFI_NOW, or its date), which the footer's year reads too:
  // security.txt's expiry and the token list's timestamp follow it.
  const index = path.join(ROOT_DIR, 'src/content/generated', `${DEFAULT_LOCALE}.json`)
  const { today } = JSON.parse(fs.readFileSync(index, 'utf8')) as LocaleContent
  return writeOfficialFiles(site, officialRegistryFrom(constants), siteOrigin(), new Date(`${today}T00:00:00Z`))
}
