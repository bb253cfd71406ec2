/**
 * The content build: checks every content file and the rules across files, and returns the index sources; it writes
 * nothing. The steps: readConstants.ts → walk.ts → readEntry.ts (readSource.ts, frontmatter.ts, compileBody.ts) →
 * crossFile.ts → alignWithEnglish.ts (translations) → checkCatalogs.ts → generate.ts.
 */
import path from 'node:path'
import type { Document } from 'yaml'
import { alignWithEnglish, type English } from '../translation/alignWithEnglish.ts'
import { checkCatalogs } from '../translation/checkCatalogs.ts'
import { checkCollections } from '../content/crossFile.ts'
import { generateArticles, generateIndex, generateNews, generateStatus, unpublishedNews } from '../content/generate.ts'
import { contentToday } from '../core/clock.ts'
import { EMPTY_CATALOG, imagesDirOf, type ImageCatalog } from '../content/imageCatalog.ts'
import { checkImageUse } from '../content/imageUse.ts'
import type { Problem } from '../core/problems.ts'
import { generateConstants, readConstants } from '../registry/readConstants.ts'
import { readEntry } from '../content/readEntry.ts'
import type { BuildOptions, ContentOptions, ContentResult, ParsedEntry, TranslationStatus } from '../content/types.ts'
import { checkContentTop, listContentFiles } from '../content/walk.ts'
import { checkGlossary } from '../translation/glossaryCheck.ts'
import { stampedDirOf } from '../translation/stampedEnglish.ts'

/** `images`: content/images/ as readImageCatalog checked it (asynchronous, so read first, by run.ts). */
export function buildContent(contentOptions: ContentOptions, images: ImageCatalog = EMPTY_CATALOG): ContentResult {
  // Without valid constants there is nothing to check the files against: the one file checked is constants.yaml.
  const read = readConstants(contentOptions.rootDir, contentOptions.constantsFile)
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

  const shared = [options.constantsFile, options.glossaryFile, imagesDirOf(options), stampedDirOf(options.contentDir)]
  checkContentTop(options, shared, problems)
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

  if (problems.length > 0) {
    // A broken shared file first: a glossary that does not parse passes no term, so every file using one is refused.
    const sharedFiles = new Set(shared.flatMap(file => (file ? [path.relative(options.rootDir, file)] : [])))
    const sharedFirst = problems.toSorted((a, b) => Number(!sharedFiles.has(a.file)) - Number(!sharedFiles.has(b.file)))
    return { problems: sharedFirst, warnings, outputs: {}, fileCount, translation }
  }
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
  // Drafts and posts dated after today are checked like any file, then left out.
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
