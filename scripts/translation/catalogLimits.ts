/**
 * Limits checked on a catalog before pofile parses it, in one linear pass, so that no catalog in a pull request can
 * stall CI or publish a book as a button: pofile's PO.parse is quadratic in lines (it shifts each off the front of an
 * array: 100,000 entries did not end in 120 s) and in a run of string lines (it joins each to the run so far and
 * tests the whole again: 9,000 header lines of 25 letters take 11.6 s), and every command parses each catalog more
 * than once. Today's catalogs are 12–19 KiB, 577 lines, at most 12 string lines in a row (the header), and their
 * longest message is 186 characters: each limit leaves more than ten times that. Within them a parse takes under
 * 0.3 s.
 */
import type { Report } from '../core/problems.ts'
import { sizeProblem } from '../source/entries.ts'

/** A catalog larger than this is refused before it is read. */
export const MAX_CATALOG_BYTES = 256 * 1024
/** Lines of a catalog: pofile's time grows with their square. */
export const MAX_CATALOG_LINES = 10_000
/** String lines in a row (a message or the header continued on the next lines): pofile joins them quadratically. */
export const MAX_STRING_LINES = 100
/** Characters of one msgid, msgstr or msgctxt as written (an escape counts two): a label or a sentence or two. */
export const MAX_MESSAGE_CHARACTERS = 2_000
/**
 * Lines before the first message (comments, the header and anything else): pofile joins a header line with every
 * later line that ends in a quote, whatever it starts with (9,000 lines of `#, a"` took 14 s). Today's header is 20.
 */
export const MAX_HEADER_LINES = 200

const FIX =
  'a catalog holds only the interface messages: remove what was added by hand, or run npm run i18n:extract to ' +
  'write it again from the source'

/** Why a catalog of `bytes` bytes is refused unread, or undefined when it is within MAX_CATALOG_BYTES. */
export const catalogSizeProblem = (bytes: number) => sizeProblem(bytes, MAX_CATALOG_BYTES, 'catalog', FIX)

/**
 * Reports what in a catalog's text is over a limit, each at its line; true when pofile may parse it. The header's
 * msgstr (the one of msgid "") is metadata, bounded by the size and the run of string lines, not a message.
 */
export function checkCatalogLimits(text: string, at: Report): boolean {
  const lines = catalogLines(text, at)
  if (!lines) return false
  let safe = true
  let runStart = 0
  let runLength = 0
  /** The string being read: its keyword, line and characters so far (none in the header or between entries). */
  let message: { field: string; line: number; characters: number } | undefined
  /** The last msgid: the header's is empty, on one line. */
  let msgid: typeof message
  let msgids = 0
  const endMessage = () => {
    if (message && message.characters > MAX_MESSAGE_CHARACTERS) {
      at(
        message.line,
        message.field,
        `is ${message.characters.toLocaleString('en')} characters long, more than the ` +
          `${MAX_MESSAGE_CHARACTERS.toLocaleString('en')} allowed in one message`,
        'shorten it: a catalog message is a label or a sentence of the interface; longer text belongs in ' +
          'content/<locale>/ as MDX',
      )
      safe = false
    }
    message = undefined
  }
  for (let index = 0; index < lines.length; index++) {
    // pofile reads an obsolete line (`#~ msgid "…"`) as the line without its mark.
    let line = lines[index]!.trim()
    if (line.startsWith('#~')) line = line.slice(2).trim()
    if (line.startsWith('"')) {
      if (runLength === 0) runStart = index
      runLength++
      if (runLength === MAX_STRING_LINES + 1) {
        at(
          runStart + 1,
          'file',
          `has more than ${MAX_STRING_LINES} string lines in a row from here`,
          'write each message on one line, as npm run i18n:extract does, and keep the header it writes',
        )
        safe = false
      }
      if (message) message.characters += writtenLength(line)
      continue
    }
    runLength = 0
    endMessage()
    const keyword = /^(msgid_plural|msgid|msgstr(?:\[\d+\])?|msgctxt)\s*(".*)?$/.exec(line)
    if (!keyword) continue
    const field = keyword[1]!
    if (field === 'msgid' && ++msgids === 2 && index >= MAX_HEADER_LINES) {
      at(
        MAX_HEADER_LINES + 1,
        'file',
        `has ${index.toLocaleString('en')} lines before its first message, more than the ${MAX_HEADER_LINES} allowed`,
        FIX,
      )
      safe = false
    }
    const header = field === 'msgstr' && msgid?.characters === 0
    // Only the first entry is the header: pofile gives a later empty msgid's msgstr to the entry after it.
    if (header && msgids > 1) {
      at(msgid!.line, 'msgid', 'is empty: only the header at the top of the catalog has an empty msgid', FIX)
      safe = false
    }
    message = { field: field.replace(/\[\d+\]$/, ''), line: index + 1, characters: writtenLength(keyword[2] ?? '') }
    if (field === 'msgid') msgid = message
    if (header) message = undefined
  }
  endMessage()
  if (msgids < 2 && lines.length > MAX_HEADER_LINES) {
    at(MAX_HEADER_LINES + 1, 'file', `has no message in its first ${MAX_HEADER_LINES} lines`, FIX)
    return false
  }
  return safe
}

/** The catalog's lines, or undefined (reported) when the file is over MAX_CATALOG_BYTES or MAX_CATALOG_LINES. */
function catalogLines(text: string, at: Report): string[] | undefined {
  const bytes = catalogSizeProblem(Buffer.byteLength(text))
  if (bytes) {
    at(1, 'file', bytes.message, bytes.fix)
    return undefined
  }
  const lines = text.split('\n')
  if (lines.length <= MAX_CATALOG_LINES) return lines
  at(
    MAX_CATALOG_LINES + 1,
    'file',
    `has ${lines.length.toLocaleString('en')} lines, more than the ${MAX_CATALOG_LINES.toLocaleString('en')} ` +
      'allowed in a catalog',
    FIX,
  )
  return undefined
}

/** The characters between a string line's quotes. */
const writtenLength = (quoted: string) => Math.max(0, quoted.length - 2)
