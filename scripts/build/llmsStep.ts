/**
 * Build step: llms.txt in every locale and the pages' Markdown copies (scripts/llms/llmsFiles.ts), from the content
 * index and the constants the content step wrote, with the site's origin (SITE_ORIGIN). Runs beside the sitemap.
 */
import fs from 'node:fs'
import path from 'node:path'
import { writeLlmsFiles } from '../llms/llmsFiles.ts'
import { loadPageI18n } from '../translation/pageI18n.ts'
import { officialRegistryFrom } from '../registry/official.ts'
import { readStoredIndex } from '../content/storedIndex.ts'
import type { ArticleSummary, LocaleContent, NewsSummary } from '../../src/content/types.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { siteOrigin } from '../../src/seo/site.ts'

export async function writeLlms(
  site: string,
  articles: readonly ArticleSummary[],
  news: readonly NewsSummary[],
): Promise<{ files: string[]; summary: string }> {
  // Imported here, after the content step wrote it (a fresh clone has no generated module before).
  const constants = await import('../../src/content/generated/constants.ts')
  const content = Object.fromEntries(LOCALES.map(locale => [locale, readStoredIndex(locale)])) as Record<
    Locale,
    LocaleContent
  >
  const files = writeLlmsFiles(site, {
    registry: officialRegistryFrom(constants),
    facts: constants,
    content,
    articles,
    news,
    origin: siteOrigin(),
    pageI18n: await loadPageI18n(),
  })
  const sizes = files.filter(file => file.endsWith('llms.txt')).map(file => fs.statSync(path.join(site, file)).size)
  return {
    files,
    summary:
      `llms.txt in ${sizes.length} languages (${Math.min(...sizes)}–${Math.max(...sizes)} ` +
      `bytes), ${files.length - sizes.length} Markdown copies of pages`,
  }
}
