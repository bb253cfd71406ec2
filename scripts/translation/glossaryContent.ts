/**
 * The glossary against translated MDX, field by field and paragraph by paragraph (line by line in lists and tables),
 * so that a problem points at its line; a body whose paragraphs do not line up with English is compared as a whole.
 */
import { lineOfField, splitFrontmatter } from '../source/frontmatter.ts'
import type { Problem } from '../core/problems.ts'
import type { ParsedEntry } from '../content/types.ts'
import { describeViolation, missingTerms, type GlossaryTerm } from './glossary.ts'

interface Unit {
  line: number
  text: string
}

/** The body's paragraphs (blocks separated by blank lines), after the frontmatter. */
export function bodyBlocks(source: string): Unit[] {
  const { lines, end } = splitFrontmatter(source)
  const blocks: Unit[] = []
  let current: Unit | undefined
  for (let index = end + 1; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trim() === '') {
      current = undefined
    } else if (current) {
      current.text += `\n${line}`
    } else {
      current = { line: index + 1, text: line }
      blocks.push(current)
    }
  }
  return blocks
}

/** A block's lines when they are items of their own (a list or a table), else the block. */
function unitsOf(block: Unit): Unit[] {
  const lines = block.text.split('\n')
  const itemised = lines.length > 1 && lines.every(line => /^\s*(\||[-*+] |\d+[.)] )/.test(line))
  return itemised ? lines.map((text, index) => ({ line: block.line + index, text })) : [block]
}

function fieldUnits(source: string, data: Record<string, unknown>): Map<string, Unit> {
  return new Map(
    Object.entries(data).flatMap(([key, text]) =>
      typeof text === 'string' ? [[key, { line: lineOfField(source, key), text }] as const] : [],
    ),
  )
}

/** What the check reads of an entry (ParsedEntry). */
type ContentFile = Pick<ParsedEntry, 'file' | 'text' | 'data'>

export function checkContentGlossary(
  english: ContentFile,
  translation: ContentFile,
  locale: string,
  glossary: readonly GlossaryTerm[],
): Problem[] {
  const problems: Problem[] = []
  const report = (line: number, field: string, englishText: string, translatedText: string) => {
    for (const term of missingTerms(englishText, translatedText, locale, glossary)) {
      problems.push({ file: translation.file, line, field, ...describeViolation(term, locale) })
    }
  }

  const translatedFields = fieldUnits(translation.text, translation.data)
  for (const [key, unit] of fieldUnits(english.text, english.data)) {
    const translated = translatedFields.get(key)
    if (translated) report(translated.line, key, unit.text, translated.text)
  }

  const englishBlocks = bodyBlocks(english.text)
  const translatedBlocks = bodyBlocks(translation.text)
  if (englishBlocks.length !== translatedBlocks.length) {
    const whole = (blocks: Unit[]) => blocks.map(block => block.text).join('\n\n')
    report(translatedBlocks[0]?.line ?? 1, 'body', whole(englishBlocks), whole(translatedBlocks))
    return problems
  }
  englishBlocks.forEach((block, index) => {
    const translated = translatedBlocks[index]!
    const englishUnits = unitsOf(block)
    const translatedUnits = unitsOf(translated)
    if (englishUnits.length === translatedUnits.length) {
      englishUnits.forEach((unit, position) =>
        report(translatedUnits[position]!.line, 'body', unit.text, translatedUnits[position]!.text),
      )
    } else {
      report(translated.line, 'body', block.text, translated.text)
    }
  })
  return problems
}
