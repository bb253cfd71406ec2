/**
 * The lines of a translation a reader reads, with their line numbers, for the line-by-line wording and typography
 * checks: an MDX file's frontmatter text values and body without components, code and link targets; a catalog's
 * msgstr strings. `<Brand />` and `{brand}` read as the brand's name.
 */
import { splitFrontmatter } from '../source/frontmatter.ts'
import { decodePoString } from './catalogs.ts'

export interface ReaderLine {
  line: number
  text: string
}

/** Frontmatter keys whose values are not prose. */
const NOT_PROSE = new Set([
  'source_hash',
  'date',
  'expires',
  'updated',
  'order',
  'number',
  'icon',
  'tags',
  'pinned',
  'draft',
  'footer',
  'image',
])

const BRAND = 'Reelfi'

function prose(text: string): string {
  return (
    text
      .replace(/`[^`]*`/g, ' ')
      .replace(/<Brand\s*\/>|\{brand\}/g, BRAND)
      .replace(/<[^>]*>/g, '')
      // A placeholder stays as a word of its own ("{page}ページ目"): the spacing around it is the translator's.
      .replace(/\{(\w+)(?::\w+)?\}/g, '{$1}')
      .replace(/\]\([^)]*\)/g, ']')
  )
}

export function mdxReaderLines(source: string): ReaderLine[] {
  const { lines, end } = splitFrontmatter(source)
  const result: ReaderLine[] = []
  lines.forEach((line, index) => {
    if (index === 0 && end !== -1) return
    if (index <= end) {
      const field = /^(\w+):\s*(.*)$/.exec(line)
      if (!field || NOT_PROSE.has(field[1]!)) return
      const value = field[2]!
        .replace(/^"(.*)"$/, '$1')
        .replace(/^'(.*)'$/, '$1')
        .replace(/\\"/g, '"')
      result.push({ line: index + 1, text: prose(value) })
    } else if (!/^\s*(```|import |export )/.test(line)) {
      result.push({ line: index + 1, text: prose(line) })
    }
  })
  return result
}

export function catalogReaderLines(poText: string): ReaderLine[] {
  const lines = poText.split(/\r?\n/)
  const result: ReaderLine[] = []
  let inMsgstr = false
  lines.forEach((line, index) => {
    // The header (the msgstr of the empty msgid) is metadata, not text.
    const header = line.startsWith('msgstr') && lines[index - 1] === 'msgid ""'
    if (header) {
      inMsgstr = false
    } else if (line.startsWith('msgstr')) {
      inMsgstr = true
      result.push({ line: index + 1, text: prose(decodePoString(line.replace(/^msgstr(\[\d+\])?\s*/, ''))) })
    } else if (inMsgstr && line.startsWith('"')) {
      result.push({ line: index + 1, text: prose(decodePoString(line)) })
    } else {
      inMsgstr = false
    }
  })
  return result
}
