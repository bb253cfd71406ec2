/**
 * A translated catalog holds the English catalog's messages and no other. A msgid is the message's identity: edited,
 * or its entry lost to a stray line, the page shows English while the catalog still looks complete, and only
 * `lingui extract` (i18n:status --check, "stale catalogs") noticed, with no line to go to.
 */
import type { CatalogEntry } from './catalogs.ts'
import type { Problem } from '../core/problems.ts'

/** A catalog as checkCatalogs read it: its path as printed and its entries. */
export interface ReadCatalog {
  file: string
  entries: CatalogEntry[]
}

/** A message's identity in a catalog: its context and its msgid. */
export const messageKey = (entry: CatalogEntry) => `${entry.msgctxt ?? ''}\u0004${entry.msgid}`

/**
 * Each message of `english` that `translated` lacks, on the line where its entry would be (after the entry before it),
 * and each msgid of `translated` that English does not have, on its line.
 */
export function catalogParity(english: ReadCatalog, translated: ReadCatalog): Problem[] {
  const problems: Problem[] = []
  const englishKeys = new Set(english.entries.map(messageKey))
  const translatedLines = new Map(translated.entries.map(entry => [messageKey(entry), entry] as const))
  let after: CatalogEntry | undefined
  for (const entry of english.entries) {
    const found = translatedLines.get(messageKey(entry))
    if (found) {
      after = found
      continue
    }
    problems.push({
      file: translated.file,
      line: after ? after.msgstrLine + 1 : (translated.entries[0]?.line ?? 1),
      field: 'msgid',
      message: `"${entry.msgid}" is missing here (its entry was removed or its msgid edited), so English is shown`,
      fix: `copy its entry back from ${english.file}:${entry.line} and translate its msgstr`,
    })
  }
  for (const entry of translated.entries) {
    if (englishKeys.has(messageKey(entry))) continue
    problems.push({
      file: translated.file,
      line: entry.line,
      field: 'msgid',
      message: `"${entry.msgid}" is not a message of ${english.file}, so its translation is never shown`,
      fix: `write the msgid exactly as in ${english.file}: only the msgstr is yours to change`,
    })
  }
  return problems
}
