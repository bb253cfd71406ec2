/**
 * The glossary step of the content build: every translated file and catalog against its English, then their style
 * notes (field `style`, never errors); a catalog's typography is refused (catalogTypography).
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  comparable,
  describeViolation,
  GlossaryError,
  missingTerms,
  occurrences,
  readGlossary,
  type GlossaryTerm,
} from './glossary.ts'
import { readOfficialRegistry } from '../registry/official.ts'
import { checkContentGlossary } from './glossaryContent.ts'
import { catalogReaderLines, mdxReaderLines, type ReaderLine } from './readerText.ts'
import { catalogEntries, readCatalog } from './catalogs.ts'
import { typographyNotes } from './typographyNotes.ts'
import type { Problem } from '../core/problems.ts'
import type { ContentOptions, ParsedEntry } from '../content/types.ts'

export function checkGlossary(
  options: ContentOptions,
  byLocale: Map<string, ParsedEntry[]>,
  english: ParsedEntry[],
  problems: Problem[],
  warnings: Problem[],
): void {
  const file = options.glossaryFile!
  const display = path.relative(options.rootDir, file).split(path.sep).join('/')
  let glossary
  try {
    // No everyday word of a language may hold the brand or an official account's name (wordProblem).
    const registry = readOfficialRegistry(options.constantsFile)
    const names = [registry.brand, ...registry.entries.flatMap(entry => (entry.handle ? [entry.handle] : []))]
    glossary = readGlossary(file, display, names)
  } catch (error) {
    if (!(error instanceof GlossaryError)) throw error
    problems.push(...error.problems.map(problem => ({ file: display, ...problem })))
    return
  }
  const originals = new Map(english.map(entry => [`${entry.collection}/${entry.id}`, entry]))
  for (const [locale, entries] of byLocale) {
    if (locale === options.defaultLocale) continue
    for (const entry of entries) {
      const original = originals.get(`${entry.collection}/${entry.id}`)
      if (entry.fallback || !original) continue
      for (const problem of checkContentGlossary(original, entry, locale, glossary)) {
        warnings.push({ ...problem, field: 'glossary' })
      }
      const lines = mdxReaderLines(entry.text)
      warnings.push(
        ...secondRenderings(entry.file, lines, locale, glossary),
        ...typographyNotes(entry.file, lines, locale, 'content'),
      )
    }
    warnings.push(...catalogStyleNotes(options.rootDir, locale, glossary))
    problems.push(...catalogTypography(options.rootDir, locale))
  }
}

/**
 * `locales/<locale>/messages.po`, its path as printed and its reader lines (none when it does not exist, or when it is
 * refused: checkCatalogs reports why, in the same run).
 */
function catalogLines(rootDir: string, locale: string) {
  const display = `locales/${locale}/messages.po`
  const file = path.join(rootDir, display)
  const text = fs.existsSync(file) ? readCatalog(file, () => {}) : undefined
  return text === undefined ? undefined : { display, lines: catalogReaderLines(text) }
}

/**
 * The typography of a catalog, refused with the line to fix (issue 49). CAREFUL HERE: a catalog string reaches the
 * reader by four roads (server render, islands, feeds and cards, llms.txt); a refusal at the one source covers them
 * all without four hooks into Lingui's internals. MDX is typeset as it is rendered (src/i18n/typeset.ts).
 */
export function catalogTypography(rootDir: string, locale: string): Problem[] {
  const catalog = catalogLines(rootDir, locale)
  if (!catalog) return []
  return typographyNotes(catalog.display, catalog.lines, locale, 'catalog').map(note => ({ ...note, field: 'msgstr' }))
}

/** The style notes of `locales/<locale>/messages.po` (none when the catalog does not exist). */
export function catalogStyleNotes(rootDir: string, locale: string, glossary: readonly GlossaryTerm[]): Problem[] {
  const catalog = catalogLines(rootDir, locale)
  return catalog ? secondRenderings(catalog.display, catalog.lines, locale, glossary) : []
}

/** The glossary against a catalog: each translated message renders the terms its msgid uses (on its msgstr line). */
export function checkCatalogGlossary(rootDir: string, locale: string, glossary: readonly GlossaryTerm[]): Problem[] {
  const file = `locales/${locale}/messages.po`
  const problems: Problem[] = []
  // A refused catalog (over a limit) is read for no message: checkCatalogs reports why, in the same run.
  const text = readCatalog(path.join(rootDir, file), () => {})
  for (const entry of text === undefined ? [] : catalogEntries(text)) {
    // Untranslated and fuzzy messages show English: the status reports them as such.
    if (entry.fuzzy || entry.msgstr === '') continue
    for (const term of missingTerms(entry.msgid, entry.msgstr, locale, glossary))
      problems.push({ file, line: entry.msgstrLine, field: 'msgstr', ...describeViolation(term, locale) })
  }
  return problems
}

/**
 * One term per idea (issue 43): a rendering the glossary lists under `avoid` is a note wherever it occurs in that
 * language, naming the term to write: two words for one thing read as two things, in a security warning as a trap.
 */
export function secondRenderings(
  file: string,
  lines: readonly ReaderLine[],
  locale: string,
  glossary: readonly GlossaryTerm[],
): Problem[] {
  const notes: Problem[] = []
  for (const { line, text } of lines) {
    const comparableText = comparable(text)
    for (const term of glossary) {
      for (const form of term.avoid[locale] ?? []) {
        if (occurrences(comparableText, comparable(form).trim(), false).length === 0) continue
        const preferred = term.renderings[locale]![0]!
        notes.push({
          file,
          line,
          field: 'style',
          message: `"${form}" is a second ${locale} rendering of "${term.en[0]}"`,
          fix: `write "${preferred}", the term content/glossary.yaml gives, so that one idea has one name`,
        })
      }
    }
  }
  return notes
}
