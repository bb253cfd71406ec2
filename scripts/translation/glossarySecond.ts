/**
 * One term per idea (issue 43): a rendering of a term that the glossary lists under `avoid` for a language
 * ("Contract-Adresse" where German writes "Vertragsadresse") is a note wherever it occurs in that language's content
 * or catalog, naming the term to write. A note, not an error: the reader still understands, but two words for one
 * thing under one heading read as two things, and in a security warning as a trap.
 */
import { comparable, occurrences, type GlossaryTerm } from './glossary.ts'
import type { GlossaryProblem } from './glossaryContent.ts'
import type { ReaderLine } from './readerText.ts'

export function secondRenderings(
  file: string,
  lines: readonly ReaderLine[],
  locale: string,
  glossary: readonly GlossaryTerm[],
): GlossaryProblem[] {
  const notes: GlossaryProblem[] = []
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
