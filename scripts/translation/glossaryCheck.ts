/** The glossary step of the content build: every translated file against its English original. */
import path from 'node:path'
import { GlossaryError, readGlossary } from './glossary.ts'
import { checkContentGlossary } from './glossaryContent.ts'
import type { Problem } from '../core/problems.ts'
import type { ContentOptions, ParsedEntry } from '../content/types.ts'

export function checkGlossary(options: ContentOptions, byLocale: Map<string, ParsedEntry[]>, english: ParsedEntry[],
  problems: Problem[], warnings: Problem[]): void {
  const file = options.glossaryFile!
  const display = path.relative(options.rootDir, file).split(path.sep).join('/')
  let glossary
  try {
    glossary = readGlossary(file, display)
  } catch (error) {
    if (!(error instanceof GlossaryError)) throw error
    problems.push(...error.problems.map((problem) => ({ file: display, ...problem })))
    return
  }
  const originals = new Map(english.map((entry) => [`${entry.collection}/${entry.id}`, entry]))
  for (const [locale, entries] of byLocale) {
    if (locale === options.defaultLocale) continue
    for (const entry of entries) {
      const original = originals.get(`${entry.collection}/${entry.id}`)
      if (entry.fallback || !original) continue
      for (const problem of checkContentGlossary(original, entry, locale, glossary)) {
        warnings.push({ ...problem, field: 'glossary' })
      }
    }
  }
}
