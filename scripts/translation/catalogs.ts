import fs from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { formatProblem, type Report } from '../core/problems.ts'
import { entryProblem, readText } from '../source/entries.ts'
import { catalogSizeProblem, checkCatalogLimits } from './catalogLimits.ts'
import { placeholdersOf } from './messageShape.ts'

export interface CatalogStatus {
  total: number
  translated: number
  missing: string[]
  fuzzy: string[]
  /** Messages whose translation uses other placeholders than the English message. */
  placeholderMismatches: string[]
  lines: Map<string, number>
  /** Line of each message's msgstr, where a translator fills in or fixes the translation. */
  msgstrLines: Map<string, number>
}

/** One entry of a catalog with the line of its msgid and of its msgstr (where a translator fixes it). */
export interface CatalogEntry {
  msgid: string
  msgctxt?: string
  msgstr: string
  fuzzy: boolean
  line: number
  msgstrLine: number
}

/**
 * The text of the catalog at `file`, or undefined after reporting why it is refused: a link or special file, too large
 * (both told by lstat, before it is read), not UTF-8, or over a limit of catalogLimits.ts. CAREFUL HERE: every reader
 * of a translator's catalog goes through this, so that pofile never parses what would stall it.
 */
export function readCatalog(file: string, report: Report): string | undefined {
  const refused = entryProblem(file, 'file') ?? catalogSizeProblem(fs.lstatSync(file).size)
  if (refused) {
    report(1, 'file', refused.message, refused.fix)
    return undefined
  }
  const text = readText(file, report)
  return text !== undefined && checkCatalogLimits(text, report) ? text : undefined
}

/** The text of a catalog the content check has accepted; refused ones were reported there, so they throw here. */
export function readAcceptedCatalog(rootDir: string, file: string): string {
  const refusals: string[] = []
  const text = readCatalog(file, (line, field, message, fix) =>
    refusals.push(formatProblem({ file: path.relative(rootDir, file), line, field, message, fix })),
  )
  if (text === undefined) throw new Error(refusals.join('\n'))
  return text
}

export function readCatalogStatus(localesDir: string, locale: string): CatalogStatus {
  const text = readAcceptedCatalog(path.dirname(localesDir), path.join(localesDir, locale, 'messages.po'))
  const status: CatalogStatus = {
    total: 0,
    translated: 0,
    missing: [],
    fuzzy: [],
    placeholderMismatches: [],
    lines: new Map(),
    msgstrLines: new Map(),
  }
  for (const { msgid, msgstr, fuzzy, line, msgstrLine } of catalogEntries(text)) {
    if (!status.lines.has(msgid)) {
      status.lines.set(msgid, line)
      status.msgstrLines.set(msgid, msgstrLine)
    }
    status.total++
    if (fuzzy) status.fuzzy.push(msgid)
    else if (msgstr === '') status.missing.push(msgid)
    else status.translated++
    if (msgstr !== '' && placeholdersOf(msgstr).join() !== placeholdersOf(msgid).join()) {
      status.placeholderMismatches.push(msgid)
    }
  }
  return status
}

/**
 * The entries of a .po file's text (obsolete ones aside) in file order, each with the 1-based line of its msgid and
 * of its msgstr, so a message can be pointed at in the file a translator edits. pofile parses them (a msgid split
 * over several lines is joined); the lines are those of its msgid lines, in the same order (`#~ msgid` is not one).
 */
export function catalogEntries(text: string): CatalogEntry[] {
  const lines = text.split('\n')
  const msgidLines: number[] = []
  for (let index = 0; index < lines.length; index++) if (isMsgid(lines[index]!)) msgidLines.push(index + 1)
  // The header is the first entry, msgid "" with no continuation: pofile keeps it apart from the items.
  const header =
    msgidLines[0] !== undefined &&
    lines[msgidLines[0] - 1]!.trim() === 'msgid ""' &&
    !lines[msgidLines[0]]!.startsWith('"')
  if (header) msgidLines.shift()
  return PO.parse(text)
    .items.filter(item => !item.obsolete)
    .map((item, index) => {
      const line = msgidLines[index] ?? 1
      return {
        msgid: item.msgid,
        ...(item.msgctxt ? { msgctxt: item.msgctxt } : {}),
        msgstr: item.msgstr[0] ?? '',
        fuzzy: Boolean(item.flags.fuzzy),
        line,
        msgstrLine: msgstrLineAfter(lines, line),
      }
    })
}

/**
 * A line pofile reads as a msgid (it trims each line first), so that its n-th item is the n-th of these lines.
 * CAREFUL HERE: read them any other way and one odd line shifts the line of every later message.
 */
const isMsgid = (line: string) => /^msgid(?!_plural)/.test(line.trim())

/** A keyword of an entry, or none (a string line that continues the one before), and one whole quoted string. */
const CATALOG_LINE = /^(?:(msgid|msgid_plural|msgctxt|msgstr(?:\[\d+\])?)\s*)?"(?:[^"\\]|\\.)*"$/

/**
 * The 1-based lines that are neither blank, a comment of the kinds extract writes, a keyword with its quoted string,
 * nor a quoted string, and the second of a keyword in one entry. CAREFUL HERE: pofile skips such a line without a
 * word, or reads it as it can: a stray line where a msgid was drops the entry (and its msgstr goes to the entry
 * before), a quote left inside a string (`"Scam"bia"`) is shown as written, and a second msgstr replaces the first.
 */
export function strayLines(text: string): number[] {
  const stray: number[] = []
  const lines = text.split('\n')
  /** The keywords of the entry being read. */
  let entry = new Set<string>()
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim()
    // The comments npm run i18n:extract writes (#. #: #, and a translator's `# `); pofile reads others (#~ #|) as
    // parts of the entry.
    if (line === '' || /^#(?:$|[ .:,])/.test(line)) continue
    const match = CATALOG_LINE.exec(line)
    // msgstr and msgstr[0] are one string to pofile, as are msgstr[0] and msgstr[00].
    const keyword = match?.[1]?.replace(/^msgstr(?:\[(\d+)\])?$/, (_, n?: string) => `msgstr[${Number(n ?? 0)}]`)
    // msgctxt opens an entry; so does a msgid, unless it follows its entry's msgctxt.
    if (keyword === 'msgctxt' || (keyword === 'msgid' && !(entry.size === 1 && entry.has('msgctxt')))) entry = new Set()
    if (!match || (keyword !== undefined && entry.has(keyword))) stray.push(index + 1)
    else if (keyword !== undefined) entry.add(keyword)
    // A line that is no line of a catalog may have been a keyword: what follows it is read afresh.
    if (!match) entry = new Set()
  }
  return stray
}

/** The 1-based line of the `msgstr` that follows the msgid on `msgidLine` (the msgid's line when there is none). */
function msgstrLineAfter(lines: readonly string[], msgidLine: number): number {
  for (let index = msgidLine; index < lines.length; index++) {
    if (lines[index]!.trim().startsWith('msgstr')) return index + 1
    if (isMsgid(lines[index]!)) break
  }
  return msgidLine
}

/** A quoted PO string. Its escapes (\" \\ \n \t) are those of JSON, which pofile also writes. */
export function decodePoString(quoted: string): string {
  try {
    return JSON.parse(quoted.trim()) as string
  } catch {
    return quoted.trim().slice(1, -1)
  }
}
