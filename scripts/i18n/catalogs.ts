import fs from 'node:fs'
import path from 'node:path'
import PO from 'pofile'

export interface CatalogStatus {
  total: number
  translated: number
  missing: string[]
  fuzzy: string[]
  /** Messages whose translation uses other placeholders than the English message. */
  placeholderMismatches: string[]
}

/** `{name}` placeholders and `<0>` tags in an ICU message, sorted. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort()
}

/** Reads `locales/<locale>/messages.po` and says what is translated, missing, fuzzy or inconsistent. */
export function readCatalogStatus(localesDir: string, locale: string): CatalogStatus {
  const file = path.join(localesDir, locale, 'messages.po')
  const po = PO.parse(fs.readFileSync(file, 'utf8'))
  const status: CatalogStatus = { total: 0, translated: 0, missing: [], fuzzy: [], placeholderMismatches: [] }
  for (const item of po.items) {
    if (item.obsolete) continue
    status.total++
    const translation = item.msgstr[0] ?? ''
    if (item.flags.fuzzy) status.fuzzy.push(item.msgid)
    else if (translation === '') status.missing.push(item.msgid)
    else status.translated++
    if (translation !== '' && placeholdersOf(translation).join() !== placeholdersOf(item.msgid).join()) {
      status.placeholderMismatches.push(item.msgid)
    }
  }
  return status
}
