/**
 * The glossary step of the content build: every translated file against its English original, then the style
 * notes of each translated file and catalog (a second rendering of a term, typography that needs a person), which
 * are translator notes (field `style`), never errors.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GlossaryError, readGlossary, type GlossaryTerm } from './glossary.ts'
import { checkContentGlossary, type GlossaryProblem } from './glossaryContent.ts'
import { secondRenderings } from './glossarySecond.ts'
import { catalogReaderLines, mdxReaderLines } from './readerText.ts'
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
    glossary = readGlossary(file, display)
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
  }
}

/** The style notes of `locales/<locale>/messages.po` (none when the catalog does not exist). */
export function catalogStyleNotes(
  rootDir: string,
  locale: string,
  glossary: readonly GlossaryTerm[],
): GlossaryProblem[] {
  const file = path.join(rootDir, 'locales', locale, 'messages.po')
  if (!fs.existsSync(file)) return []
  const display = path.relative(rootDir, file).split(path.sep).join('/')
  const lines = catalogReaderLines(fs.readFileSync(file, 'utf8'))
  return [...secondRenderings(display, lines, locale, glossary), ...typographyNotes(display, lines, locale, 'catalog')]
}
