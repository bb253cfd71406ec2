/**
 * Limits checked on a file's text before it is parsed, in one linear pass, so that no file can stall or crash CI:
 * micromark's emphasis resolution is quadratic in a paragraph's markers ("a bottleneck for malicious stuff": 50,000
 * characters of `*a` take over 10 s), and its lists and quotes recurse once per level (1,000 nested lists overflow the
 * stack). Within these limits, the worst a file can do is a few seconds; real copy is far inside every one.
 */
import { splitFrontmatter } from '../source/frontmatter.ts'
import type { Report } from '../core/problems.ts'

/** A content file larger than this is refused before it is read. */
export const MAX_FILE_BYTES = 256 * 1024
/** Characters in one block (the lines between two blank lines): a long article paragraph is about 1,500. */
export const MAX_BLOCK_CHARACTERS = 20_000
/** Markers micromark resolves by looking back, per block and per file: a paragraph of a dozen links has about 80. */
export const MAX_BLOCK_MARKERS = 200
export const MAX_FILE_MARKERS = 4_000
const MARKERS = new Set(['*', '_', '~', '[', ']', '`'])
/**
 * The frontmatter's characters: the largest today is about 500. YAML's check for a repeated key compares every key with
 * every other, and each unknown one is a message: 25,000 of them in 225 KB took a minute and printed 25,000 lines.
 */
export const MAX_FRONTMATTER_CHARACTERS = 8_000
/** Lists and quotes inside one another. */
export const MAX_NESTING = 8

const BLOCK_FIX = 'split it into shorter paragraphs'
export const NESTING_MESSAGE = `lists and quotes are nested more than ${MAX_NESTING} levels deep`
export const NESTING_FIX = 'flatten the list or quote: at most 8 levels, and 2 or 3 read best'
/** For a body the parser could not read for its depth, where the line is not known. */
export const DEEP_FIX = 'flatten it: lists, quotes and components at most 8 levels deep, and no footnotes'
export const TAG_NESTING_MESSAGE = `components are nested more than ${MAX_NESTING} levels deep`
export const TAG_NESTING_FIX =
  'close each component before the next: <ExternalLink> holds words and <Brand />, not components'

/**
 * Reports the first block over a limit and any line nested deeper than MAX_NESTING (estimated from its markers and
 * indentation, never less than the parser's depth); true when the text is safe to parse.
 */
export function checkBodyLimits(text: string, at: Report): boolean {
  const { lines, bodyStart } = splitFrontmatter(text)
  const frontmatterCharacters = lines.slice(0, bodyStart).reduce((sum, line) => sum + line.length + 1, 0)
  if (frontmatterCharacters > MAX_FRONTMATTER_CHARACTERS) {
    at(
      1,
      'frontmatter',
      `is ${frontmatterCharacters.toLocaleString('en')} characters long, more than ` +
        `the ${MAX_FRONTMATTER_CHARACTERS.toLocaleString('en')} allowed`,
      'keep only the fields the file needs: longer text goes in the body',
    )
    return false
  }
  let safe = true
  let blockStart = bodyStart
  let characters = 0
  let markers = 0
  let fileMarkers = 0
  const endBlock = (index: number) => {
    const over =
      characters > MAX_BLOCK_CHARACTERS
        ? `a paragraph of ${characters.toLocaleString('en')} characters is longer than ` +
          `the ${MAX_BLOCK_CHARACTERS.toLocaleString('en')} allowed`
        : markers > MAX_BLOCK_MARKERS
          ? `a paragraph with ${markers.toLocaleString('en')} *, _, ~, [, ] and \` marks has more than ` +
            `the ${MAX_BLOCK_MARKERS.toLocaleString('en')} allowed`
          : undefined
    if (over) {
      at(blockStart + 1, 'body', over, BLOCK_FIX)
      safe = false
    }
    fileMarkers += markers
    blockStart = index + 1
    characters = 0
    markers = 0
  }
  for (let index = bodyStart; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trim() === '') {
      endBlock(index)
      continue
    }
    characters += line.length + 1
    // Code blocks are counted too. CAREFUL HERE: where a fence ends is the parser's call, not a line's: a fence inside
    // a list item ends with the item, and ```a` opens none; a count that trusted its own guess was read past.
    for (const character of line) if (MARKERS.has(character)) markers++
    if (nestingOf(line) > MAX_NESTING) {
      if (safe) at(index + 1, 'body', NESTING_MESSAGE, NESTING_FIX)
      safe = false
    }
  }
  endBlock(lines.length)
  if (safe && fileMarkers > MAX_FILE_MARKERS) {
    at(
      bodyStart + 1,
      'body',
      `has ${fileMarkers.toLocaleString('en')} *, _, ~, [, ] and \` marks, more than ` +
        `the ${MAX_FILE_MARKERS.toLocaleString('en')} allowed in one file`,
      'split it into several pages',
    )
    safe = false
  }
  return safe
}

/** An upper bound of the lists and quotes a line is inside: its container markers plus half its indentation. */
function nestingOf(line: string): number {
  let column = 0
  let position = 0
  let markers = 0
  for (;;) {
    const character = line[position]
    if (character === ' ') column++
    else if (character === '\t') column += 4 - (column % 4)
    else break
    position++
  }
  const rest = line.slice(position)
  const marker = /^(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/
  let remaining = rest
  for (let match = marker.exec(remaining); match && match[0].length > 0; match = marker.exec(remaining)) {
    markers++
    remaining = remaining.slice(match[0].length)
  }
  return markers === 0 ? 0 : markers + Math.floor(column / 2)
}
