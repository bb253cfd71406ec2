/**
 * The content build: reads every content file, checks it and the rules across files, and returns the per-locale
 * index sources. Pure apart from reading files: the CLI (scripts/pipeline/main.ts) and the dev plugin decide what
 * to write. Each step lives in its own module:
 *   walk.ts (file and folder names) → readEntry.ts (readSource.ts: bytes and YAML; frontmatter.ts: zod messages and
 *   placeholders; compileBody.ts: the body, compiled once to data against the allow-list) → crossFile.ts (rules
 *   across files) → alignWithEnglish.ts (translations, whose facts scripts/translation/ compares with the English they
 *   were made from) → generate.ts (the index, pure data). content/constants.yaml
 *   is read first (readConstants.ts), and the Lingui catalogs are checked last (scripts/translation/checkCatalogs.ts).
 */
import path from 'node:path'
import type { Document } from 'yaml'
import { alignWithEnglish, type English } from '../translation/alignWithEnglish.ts'
import { checkCatalogs } from '../translation/checkCatalogs.ts'
import { checkCollections } from '../content/crossFile.ts'
import { generateArticles, generateIndex, generateNews, generateStatus, unpublishedNews } from '../content/generate.ts'
import { contentToday } from '../core/clock.ts'
import { EMPTY_CATALOG, type ImageCatalog } from '../content/imageCatalog.ts'
import { checkImageUse } from '../content/imageUse.ts'
import type { Problem } from '../core/problems.ts'
import { generateConstants, readConstants } from '../registry/readConstants.ts'
import { readEntry } from '../content/readEntry.ts'
import type { BuildOptions, ContentOptions, ContentResult, ParsedEntry, TranslationStatus } from '../content/types.ts'
import { listContentFiles } from '../content/walk.ts'
import { checkGlossary } from '../translation/glossaryCheck.ts'

/**
 * `images` is content/images/ as readImageCatalog (imageCatalog.ts) checked it: reading image headers is
 * asynchronous, so it is read first (run.ts does) and the rest of the build stays synchronous.
 */
export function buildContent(contentOptions: ContentOptions, images: ImageCatalog = EMPTY_CATALOG): ContentResult {
  // Every content file refers to the constants: without valid ones there is nothing to check the files against.
  const read = readConstants(contentOptions.rootDir, contentOptions.constantsFile)
  // Nothing else is read then: the one file checked is content/constants.yaml ("1 problem(s) in 1 files").
  if (!read.constants)
    return {
      problems: [...read.problems, ...images.problems],
      warnings: [...images.warnings],
      outputs: {},
      fileCount: 1,
      translation: {},
    }
  const options: BuildOptions = { ...contentOptions, constants: read.constants }
  const problems: Problem[] = [...images.problems]
  const warnings: Problem[] = [...images.warnings]
  const byLocale = new Map<string, ParsedEntry[]>()
  const english: English = { entries: [], files: new Set() }
  let fileCount = 0

  for (const locale of options.locales) {
    const entries: ParsedEntry[] = []
    for (const { collection, filePath } of listContentFiles(options, locale, problems, warnings) ?? []) {
      fileCount++
      if (locale === options.defaultLocale) english.files.add(`${collection}/${path.basename(filePath, '.mdx')}`)
      const entry = readEntry(options, locale, collection, filePath, problems, images, warnings)
      if (entry) entries.push(entry)
    }
    byLocale.set(locale, entries)
  }

  english.entries = byLocale.get(options.defaultLocale) ?? []
  const translation: Record<string, TranslationStatus> = {}
  for (const [locale, entries] of byLocale) {
    checkCollections(options, locale, entries, problems)
    if (locale !== options.defaultLocale) {
      const status: TranslationStatus = { translated: [], fallback: [], outdated: [] }
      byLocale.set(locale, alignWithEnglish(options, locale, entries, english, problems, warnings, status))
      translation[locale] = status
    }
  }

  const accepted = new Set(english.entries.map(entry => `${entry.collection}/${entry.id}`))
  const refused = [...english.files].filter(key => !accepted.has(key))
  checkImageUse(
    options,
    english.entries,
    images,
    warnings,
    refused.map(key => path.join(options.contentDir, options.defaultLocale, `${key}.mdx`)),
  )
  if (options.localesDir) problems.push(...checkCatalogs(options.rootDir, options.localesDir, options.defaultLocale))

  // Terms are a matter of review, not of a broken page: the build warns, `npm run i18n:status -- --check` fails.
  if (options.glossaryFile) checkGlossary(options, byLocale, english.entries, problems, warnings)

  if (problems.length > 0) return { problems, warnings, outputs: {}, fileCount, translation }
  return {
    problems,
    warnings,
    fileCount,
    translation,
    ...generateOutputs(options, read.document!, byLocale, english, translation, images),
  }
}

/** The generated index of a valid content tree: what the site is built from, with unpublished posts left out. */
function generateOutputs(
  options: BuildOptions,
  document: Document,
  byLocale: Map<string, ParsedEntry[]>,
  english: English,
  translation: Record<string, TranslationStatus>,
  images: ImageCatalog,
): Pick<ContentResult, 'outputs' | 'unpublishedNews'> {
  // Drafts and posts dated after today are checked like any file, then left out of everything the site is built from.
  const today = options.today ?? contentToday()
  const unpublished = unpublishedNews(english.entries, today, options.drafts)
  const hidden = new Set(unpublished.map(({ entry }) => entry.id))
  const live = (entries: ParsedEntry[]) => entries.filter(entry => entry.collection !== 'news' || !hidden.has(entry.id))
  const outputs: Record<string, string> = {}
  outputs['constants.ts'] = generateConstants(options.constants, document)
  for (const [locale, entries] of byLocale)
    outputs[`${locale}.json`] = generateIndex(options, locale, live(entries), images, today)
  // A post that is not published has no page to mark as partly English.
  const liveStatus = Object.fromEntries(
    Object.entries(translation).map(([locale, status]) => [
      locale,
      {
        ...status,
        fallback: status.fallback.filter(key => !key.startsWith('news/') || !hidden.has(key.slice('news/'.length))),
      },
    ]),
  )
  outputs['status.ts'] = generateStatus(options, liveStatus, english.entries)
  outputs['articles.ts'] = generateArticles(options, english.entries)
  outputs['news.ts'] = generateNews(options, live(english.entries), today)
  return {
    outputs,
    unpublishedNews: unpublished.map(({ entry, state }) => ({
      file: entry.file,
      state,
      date: (entry.data as { date: string }).date,
    })),
  }
}

export { sourceHash } from '../translation/alignWithEnglish.ts'
export { readImageCatalog, type ImageCatalog } from '../content/imageCatalog.ts'
export { partlyEnglishPages, untranslatedPages } from '../content/generate.ts'
export { formatProblem } from '../core/problems.ts'
export type { ContentOptions, ContentResult, TranslationStatus } from '../content/types.ts'
