import fs from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { msgstrLineAfter } from './checkCatalogs.ts'
import { placeholdersOf } from './messageShape.ts'

export interface CatalogStatus {
  total: number
  translated: number
  missing: string[]
  fuzzy: string[]
  /** Messages whose translation uses other placeholders than the English message. */
  placeholderMismatches: string[]
  /** Line of each message's msgid in the .po file (see msgidLines). */
  lines: Map<string, number>
  /** Line of each message's msgstr, where a translator fills in or fixes the translation. */
  msgstrLines: Map<string, number>
}

export { placeholdersOf } from './messageShape.ts'

/** Reads `locales/<locale>/messages.po` and says what is translated, missing, fuzzy or inconsistent. */
export function readCatalogStatus(localesDir: string, locale: string): CatalogStatus {
  const file = path.join(localesDir, locale, 'messages.po')
  const text = fs.readFileSync(file, 'utf8')
  const po = PO.parse(text)
  const lines = msgidLines(text)
  const textLines = text.split(/\r?\n/)
  const msgstrLines = new Map([...lines].map(([id, line]) => [id, msgstrLineAfter(textLines, line)]))
  const status: CatalogStatus = {
    total: 0,
    translated: 0,
    missing: [],
    fuzzy: [],
    placeholderMismatches: [],
    lines,
    msgstrLines,
  }
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

/**
 * The 1-based line of each message's `msgid` in a .po file's text, by msgid, so a message can be pointed at in
 * the file a translator edits. A msgid split over several lines (`msgid ""` then `"…"` lines) is joined first;
 * obsolete entries (`#~ msgid`) are skipped.
 */
export function msgidLines(poText: string): Map<string, number> {
  const lines = poText.split(/\r?\n/)
  const found = new Map<string, number>()
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.startsWith('msgid "')) continue
    let msgid = decodePoString(lines[index]!.slice('msgid '.length))
    for (let next = index + 1; lines[next]?.startsWith('"'); next++) msgid += decodePoString(lines[next]!)
    if (!found.has(msgid)) found.set(msgid, index + 1)
  }
  return found
}

/** A quoted PO string. Its escapes (\" \\ \n \t) are those of JSON, which pofile also writes. */
export function decodePoString(quoted: string): string {
  try {
    return JSON.parse(quoted.trim()) as string
  } catch {
    return quoted.trim().slice(1, -1)
  }
}
