/** The glossary against a Lingui catalog: each translated message must render the terms its English msgid uses. */
import fs from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { describeViolation, missingTerms, type GlossaryTerm } from './glossary.ts'
import type { GlossaryProblem } from './glossaryContent.ts'
import { msgidLines } from './catalogs.ts'

/** Problems in `locales/<locale>/messages.po`, each on its message's `msgstr` line. */
export function checkCatalogGlossary(
  rootDir: string,
  locale: string,
  glossary: readonly GlossaryTerm[],
): GlossaryProblem[] {
  const file = path.join(rootDir, 'locales', locale, 'messages.po')
  const text = fs.readFileSync(file, 'utf8')
  const lines = text.split(/\r?\n/)
  const msgids = msgidLines(text)
  const problems: GlossaryProblem[] = []
  for (const item of PO.parse(text).items) {
    const translation = item.msgstr[0] ?? ''
    // Untranslated and fuzzy messages show English: the status reports them as such.
    if (item.obsolete || item.flags.fuzzy || translation === '') continue
    const msgidLine = msgids.get(item.msgid) ?? 1
    const msgstrIndex = lines.findIndex((line, index) => index >= msgidLine - 1 && line.startsWith('msgstr'))
    for (const term of missingTerms(item.msgid, translation, locale, glossary)) {
      problems.push({
        file: path.relative(rootDir, file).split(path.sep).join('/'),
        line: msgstrIndex === -1 ? msgidLine : msgstrIndex + 1,
        field: 'msgstr',
        ...describeViolation(term, locale),
      })
    }
  }
  return problems
}
