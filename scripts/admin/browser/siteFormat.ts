/**
 * The site's file layout for the editor (content/<locale>/<kind>/<slug>.mdx), written so that a save changes only what
 * was edited: Sveltia saves every language of an entry together, and its Markdown editor rewrites a body it merely
 * showed (`\{` as `{`, `&#123;` as `{`, `1986\.` as a list, a table without its alignment). So each file read is
 * remembered, and a save replaces only the changed frontmatter fields (in the `yaml` Document read) and the edited
 * top-level blocks of the body; an entry saved without an edit is written back byte for byte. The body is handed over
 * as the widget gives it back (shownBody), so that opening an entry does not count as a change. A changed translation
 * is stamped against the English as opened.
 * CAREFUL HERE: Sveltia trims the file, reads CRLF as LF and drops a BOM, both ways: so the repository holds none of
 * them (.gitattributes: `.mdx` with LF; `npm run content` refuses a BOM) and a content file ends with one line end.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { isMap, isScalar, parse, parseDocument, type Scalar, stringify } from 'yaml'
import { DEFAULT_LOCALE } from '../../../src/i18n/locales.ts'
import { fillPlaceholders } from '../../content/placeholders.ts'
import type { Constants } from '../../content/types.ts'
import { readSourceHash, sourceText, splitFrontmatter } from '../../source/frontmatter.ts'

/**
 * Ties an entry's data to the remembered file it was read from. A new entry or language gets `{{locale}}` from the
 * field's default instead, which is no key, so it is written new.
 */
export const FILE_KEY_FIELD = 'editor_file'

/** The English file an entry was read with, copied into its other languages (`i18n: duplicate`): the stamp's source. */
export const ENGLISH_KEY_FIELD = 'editor_english_file'

/**
 * The entry's language and an id of the opening (`{{uuid}}`), filled by Sveltia: they find the English of the same save
 * for a translation without ENGLISH_KEY_FIELD.
 */
export const LOCALE_FIELD = 'editor_locale'
export const ENTRY_FIELD = 'editor_entry'

/** The title as the page shows it (`What is Reelfi?`), for the editor's lists; set on read and before each save. */
export const LISTED_TITLE_FIELD = 'editor_listed_title'

export type EntryData = Record<string, unknown>

/** The editor's own hidden fields: never read from a file nor written to one. */
const EDITOR_FIELDS: readonly string[] = [
  FILE_KEY_FIELD,
  ENGLISH_KEY_FIELD,
  LOCALE_FIELD,
  ENTRY_FIELD,
  LISTED_TITLE_FIELD,
]

const withoutEditorFields = (data: EntryData): EntryData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => !EDITOR_FIELDS.includes(name)))

/** What the format takes from the editor's configuration. */
export interface SiteFormatOptions {
  /** Fields that are either `true` or absent: a switch that is off is left out. */
  trueOnly: ReadonlySet<string>
  /** Components written inside a sentence (`<Constant name="…" />`), joined back into it when split off. */
  inlineComponents: readonly string[]
  /** The fields that title an entry in a list (editorConfig.ts), and what fills their placeholders. */
  listed?: { titleFields: readonly string[]; constants: Pick<Constants, 'BRAND_NAME' | 'CONSTANTS'> }
}

/** What a file holds as the editor reads it: frontmatter fields and `body`. */
function readFile(text: string): { frontmatter: EntryData; body: string; yaml: string | undefined } {
  const { lines, end, bodyStart } = splitFrontmatter(text)
  const yaml = end === -1 ? undefined : lines.slice(1, end).join('\n')
  const frontmatter = yaml === undefined ? {} : ((parse(yaml) as EntryData | null) ?? {})
  return { frontmatter, yaml, body: lines.slice(bodyStart).join('\n').replace(/\n$/, '') }
}

/** Data with every ESCAPE_MARK removed: a title pasted from the body would carry them. */
const withoutMarks = <T>(value: T): T =>
  (typeof value === 'string'
    ? value.replaceAll(ESCAPE_MARK, '')
    : Array.isArray(value)
      ? value.map(withoutMarks)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutMarks(item)]))
        : value) as T

/** An empty optional field is left out, and so is a switch that is off where the schema takes only `true`. */
function writtenFields(data: EntryData, trueOnly: ReadonlySet<string>): EntryData {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([name, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0) &&
        !(value === false && trueOnly.has(name)),
    ),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** `yaml` with only the changed fields set; a field the editor holds empty is removed, one it lacks is kept. */
function editFrontmatter(yaml: string, before: EntryData, edited: EntryData, fields: EntryData): string {
  const changed = Object.keys(fields).filter(name => !same(fields[name], before[name]))
  const removed = Object.keys(before).filter(name => name in edited && !(name in fields))
  if (changed.length === 0 && removed.length === 0) return yaml
  const document = parseDocument(yaml)
  for (const name of removed) document.delete(name)
  for (const name of changed) {
    const node = isMap(document.contents) ? document.contents.get(name, true) : undefined
    const value = fields[name]
    // A scalar keeps its quoting style; anything else is written as the `yaml` library writes it.
    if (isScalar(node) && (typeof value !== 'object' || value === null)) (node as Scalar).value = value
    else document.set(name, value)
  }
  return document.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '')
}

/** CommonMark with GFM, as the editor reads Markdown (it knows nothing of MDX). */
const parseMarkdown = (body: string) =>
  fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

interface Block {
  /** The block's Markdown reading, without positions: equal for `\{` and `{`, for `&#123;` and `{`. */
  meaning: string
  start: number
  end: number
  type: string
  /** A table's number of columns (its alignment row is kept through an edit). */
  columns?: number
}

/** The top-level blocks of a body, each with what it means as Markdown and where its bytes are. */
function blocksOf(body: string, marksAnywhere = false): Block[] {
  return parseMarkdown(body).children.map(node => ({
    // A table's column alignment is left out: the editor drops it from a table it merely showed.
    meaning: JSON.stringify(node, function (this: { type?: string }, key, value) {
      if (key === 'position' || key === 'align') return undefined
      // `marksAnywhere`: ESCAPE_MARK read as nothing in code, a link's address, HTML too (fromWidget).
      if (marksAnywhere && typeof value === 'string') value = value.replaceAll(ESCAPE_MARK, '')
      // A line break inside a paragraph reads as a space (shownText() joins lines so); ESCAPE_MARK as nothing.
      return key === 'value' && this.type === 'text'
        ? String(value)
            .replace(/[ \t]*\n[ \t]*/g, ' ')
            .replaceAll(ESCAPE_MARK, '')
        : value
    }),
    start: node.position!.start.offset!,
    end: node.position!.end.offset!,
    type: node.type,
    ...(node.type === 'table' ? { columns: node.align?.length ?? 0 } : {}),
  }))
}

/** A table's text with its alignment row (`|:--|--:|`, its second line) taken from `aligned`. */
const withAlignmentOf = (table: string, aligned: string) =>
  table.replace(/^([^\n]*\n)[^\n]*/, (_, header: string) => header + aligned.split('\n')[1])

/** A block's characters with what each stands for: an escape or a reference its character, `*` and `_` one mark. */
const unitsOf = (text: string) =>
  Array.from(
    text.matchAll(/\\[!-/:-@[-`{-~]|&#(?:\d+|[xX][0-9a-fA-F]+);|&[A-Za-z][A-Za-z0-9]{1,31};|[\s\S]/gu),
    ([raw]) => ({
      raw,
      // A backslash alone (`C:\\Users` as the widget gives back `C:\\\\Users`) is one.
      means: /^\\./su.test(raw)
        ? raw[1]!
        : raw.startsWith('&')
          ? (referenced(raw) ?? raw)
          : raw === '\n'
            ? ' '
            : raw === '*'
              ? '_'
              : raw,
    }),
  )

/** What a character reference stands for as micromark reads it; undefined for an unknown name (`&fee;`) or code. */
function referenced(reference: string): string | undefined {
  const numeric = /^&#(?:(\d+)|[xX]([0-9a-fA-F]+));$/.exec(reference)
  if (numeric) {
    const code = numeric[1] ? Number(numeric[1]) : Number.parseInt(numeric[2]!, 16)
    return code <= 0x10ffff ? String.fromCodePoint(code) : undefined
  }
  const character = decodeNamedCharacterReference(reference.slice(1, -1))
  return character === false ? undefined : character
}

/**
 * An edited block with the original's own characters (escapes, references, line breaks) in the start and end it shares
 * with the block it replaces, when the result still reads as the edited block.
 */
function keepCharacterForms(original: string, edited: string): string {
  const before = unitsOf(original)
  const after = unitsOf(edited)
  let start = 0
  while (start < before.length && start < after.length && before[start]!.means === after[start]!.means) start++
  let end = 0
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end]!.means === after[after.length - 1 - end]!.means
  )
    end++
  const text = [
    ...before.slice(0, start),
    ...after.slice(start, after.length - end),
    ...before.slice(before.length - end),
  ]
    .map(unit => unit.raw)
    .join('')
  const [block, ...more] = blocksOf(text)
  // Read as the edited block, or written by the widget as it writes what the writer saw (`\# not a heading`, which
  // it gives back as `# not a heading`, a heading).
  const readsAsEdited =
    block?.meaning === blocksOf(edited)[0]?.meaning ||
    // As many links either way: a kept `\]` before a `](` the writer typed would make one (`[a\]](b)`).
    (writtenByWidget(text) === writtenByWidget(edited) && linkCount(text) === linkCount(edited))
  return more.length === 0 && readsAsEdited && escapeMdxText(text) === text ? text : edited
}

/** How many links and images Markdown reads in `text`. */
const linkCount = (text: string) =>
  [...nodesOf(parseMarkdown(text) as MarkdownNode)].filter(node => /^(?:link|image)(?:Reference)?$/.test(node.type))
    .length

/** A block start escaped so that it is no list, heading, quote or thematic break: `\- `, `\#`, `1986\.`. */
const ESCAPED_START = /^(\d*)\\([-+*#>=_.)])/

/** Each paragraph start the original escaped (`\- 5% fee`) escaped again, when both have as many paragraphs. */
function withEscapedStartsOf(original: string, edited: string): string {
  const originals = original.split(/\n{2,}/)
  const chunks = edited.split(/(\n{2,})/)
  if (originals.length * 2 - 1 !== chunks.length) return edited
  return chunks
    .map((chunk, index) => {
      const escaped = index % 2 === 0 ? ESCAPED_START.exec(originals[index / 2]!) : null
      const bare = escaped && escaped[1]! + escaped[2]!
      return bare && chunk.startsWith(bare) ? escaped[0] + chunk.slice(bare.length) : chunk
    })
    .join('')
}

/**
 * `edited` with every block that means what a block of `original` meant written as that block's own bytes; an edited
 * block keeps a table's alignment, or the characters the writer did not touch (keepCharacterForms).
 */
export function keepUneditedBlocks(original: string, edited: string): string {
  // Checked whole first: blocks that run together once written bare cannot be told apart one by one.
  const untouched = writtenByWidget(original)
  if (original === edited || untouched === edited || escapeMdxText(untouched) === edited) return original
  edited = withEscapedStartsOf(original, edited)
  const before = blocksOf(original)
  const after = blocksOf(edited)
  const textOf = (block: Block) => original.slice(block.start, block.end)
  // Each original block as the widget gives it back when it merely showed it (`1986\.` as `1986.`, a list).
  const shownBefore = before.map(block => writtenByWidget(textOf(block)))
  const kept = new Set<number>()
  let next = 0
  let result = ''
  let previous: { kept: number } | { end: number } | undefined
  for (const block of after) {
    const text = edited.slice(block.start, block.end)
    // Compared as the widget writes it (its own escapes dropped too: it writes some it was handed, not others).
    const shown = writtenByWidget(text)
    const index = before.findIndex(
      (candidate, at) => at >= next && (candidate.meaning === block.meaning || shownBefore[at] === shown),
    )
    if (index !== -1) {
      const separator =
        previous && 'kept' in previous && previous.kept === index - 1
          ? original.slice(before[index - 1]!.end, before[index]!.start)
          : previous
            ? '\n\n'
            : ''
      result += separator + textOf(before[index]!)
      previous = { kept: index }
      kept.add(index)
      next = index + 1
    } else {
      let written = text
      // The first block not kept, of its kind as the widget shows it. CAREFUL HERE: a paragraph `1986\.` comes back
      // as a list `1986.`; it replaces that paragraph and stays one (keepCharacterForms).
      const replaced = before.findIndex(
        (candidate, at) =>
          at >= next &&
          !kept.has(at) &&
          candidate.columns === block.columns &&
          (candidate.type === block.type || blocksOf(shownBefore[at]!)[0]?.type === block.type),
      )
      if (replaced !== -1) {
        const replacedText = textOf(before[replaced]!)
        written = block.columns ? withAlignmentOf(written, replacedText) : keepCharacterForms(replacedText, written)
        kept.add(replaced)
      }
      result += (previous ? '\n\n' : '') + written
      previous = { end: block.end }
    }
  }
  return result
}

type MarkdownNode = {
  type: string
  position?: { start: { offset?: number }; end: { offset?: number } }
  children?: MarkdownNode[]
}

/** Every node of a Markdown tree, depth first. */
function* nodesOf(node: MarkdownNode): Generator<MarkdownNode> {
  yield node
  for (const child of node.children ?? []) yield* nodesOf(child)
}

const start = (node: MarkdownNode) => node.position!.start.offset!
const end = (node: MarkdownNode) => node.position!.end.offset!

/** `text` with each range replaced, ranges not overlapping, in one pass. */
function replaceRanges(text: string, ranges: { start: number; end: number; by: string }[]): string {
  let result = ''
  let at = 0
  for (const range of [...ranges].sort((a, b) => a.start - b.start || a.end - b.end)) {
    result += text.slice(at, range.start) + range.by
    at = range.end
  }
  return result + text.slice(at)
}

/** Escaped punctuation the widget writes escaped again: its own marks. Any other it writes bare (`\_` as `_`). */
const KEPT_ESCAPES = '*`~'

/** One change of the widget's; `marked`: the same with ESCAPE_MARK in place of a backslash the widget would drop. */
type Edit = { start: number; end: number; by: string; marked?: string }[]

/**
 * Stands for a backslash the widget would drop where the bare character means something else (`\# not a heading`):
 * a zero-width space, which the widget shows as nothing and gives back as it was (Sveltia 0.221).
 * CAREFUL HERE: no content file holds one (`npm run content` refuses invisible characters), so fromWidget() turns each
 * one back into the backslash or drops it.
 */
const ESCAPE_MARK = '\u200B'

/** The most escapes of one block whose bare form is tried one by one (widgetForm). */
const MAX_TRIED_EDITS = 64

/** The most characters parsed in tries per body (widgetForm, fromWidget): a hostile body took 22 s to open. */
const MAX_PARSED_CHARACTERS = 2_000_000

/** Whether `text` reads as one block meaning `meaning`; false once `budget` is spent. */
function sameMeaning(text: string, meaning: string, budget: { left: number }): boolean {
  budget.left -= text.length
  if (budget.left < 0) return false
  const blocks = blocksOf(text, true)
  return blocks.length === 1 && blocks[0]!.meaning === meaning
}

/**
 * The edits the widget makes to text it merely showed: escaped punctuation written bare but for its own marks
 * (KEPT_ESCAPES) and `\<` before a tag; a character reference for punctuation or a non-ASCII character as that
 * character; a line starting `1986\.` joined to the one before. A block starting `1986\.` is marked unless `bare`.
 */
function textEdits(body: string, from: number, to: number, bare: boolean): Edit[] {
  const escapeOf = (character: string, next: string) => ({
    by: KEPT_ESCAPES.includes(character) ? `\\${character}` : character,
    ...(KEPT_ESCAPES.includes(character)
      ? {}
      : character === '\\'
        ? { marked: `\\${ESCAPE_MARK}${next && KEPT_ESCAPES.includes(next) ? '\\' : ''}` }
        : { marked: ESCAPE_MARK + character }),
  })
  return Array.from(
    body
      .slice(from, to)
      .matchAll(/\n[ \t]*(\d+)\\\.|\\([\s\S])|&#(?:\d+|[xX][0-9a-fA-F]+);|&[A-Za-z][A-Za-z0-9]{1,31};/g),
    ({ 0: match, 1: number, 2: escaped, index }) => {
      const at = from + index
      const by = ((): { by: string; marked?: string } => {
        if (number !== undefined) return { by: ` ${number}.` }
        if (escaped !== undefined) {
          if (KEPT_ESCAPES.includes(escaped) || !PUNCTUATION.test(escaped)) return { by: match }
          if (escaped === '<') return { by: /[A-Za-z/!?]/.test(body[at + 2] ?? '') ? match : escaped }
          const lineStart = body.lastIndexOf('\n', at - 1) + 1
          const yearStart = escaped === '.' && /^\s*\d+$/.test(body.slice(lineStart, at))
          if (!bare && escaped === '&' && STARTS_REFERENCE.test(body.slice(at + 2, at + 36))) return { by: match }
          return yearStart && !bare ? { by: ESCAPE_MARK + escaped } : escapeOf(escaped, body[at + 2] ?? '')
        }
        // A name Markdown does not know (`&fee;`) is text as it is.
        const character = referenced(match) ?? ''
        const rest = body.slice(at + match.length, at + match.length + 34)
        // Given back as written too (the widget shows a reference's text as it is).
        if (character === '&' && STARTS_REFERENCE.test(rest)) return { by: match }
        if (PUNCTUATION.test(character)) return escapeOf(character, body[at + match.length] ?? '')
        return { by: /^[^\p{ASCII}\p{White_Space}\p{Cc}\p{Cf}]$/u.test(character) ? character : match }
      })()
      return [{ start: at, end: at + match.length, ...by }]
    },
  ).filter(([edit]) => edit!.by !== body.slice(edit!.start, edit!.end))
}

/** What after an `&` makes a reference: such an `&` (`&amp;copy;`) is handed over as written, as no try could work. */
const STARTS_REFERENCE = /^(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/

/** One ASCII punctuation character: what a backslash escapes. */
const PUNCTUATION = /^[!-/:-@[-`{-~]$/

/** A body's top-level blocks as Markdown reads them (blocksOf), without positions. */
const meaningOf = (body: string) => blocksOf(body).map(block => block.meaning)

/** The edits of one block that keep its meaning: all bare, else all marked, else one by one; each try costs a parse. */
function blockEdits(body: string, block: Block, inBlock: Edit[], budget: { left: number }): Edit[] | undefined {
  const text = body.slice(block.start, block.end)
  const keepsMeaning = (list: Edit[]) =>
    sameMeaning(
      replaceRanges(
        text,
        list.flat().map(edit => ({ ...edit, start: edit.start - block.start, end: edit.end - block.start })),
      ),
      block.meaning,
      budget,
    )
  const markedOf = (edit: Edit): Edit | undefined =>
    edit[0]!.marked === undefined ? undefined : [{ ...edit[0]!, by: edit[0]!.marked }]
  const allMarked = inBlock.map(edit => markedOf(edit) ?? edit)
  let chosen: Edit[] | undefined = keepsMeaning(inBlock) ? inBlock : keepsMeaning(allMarked) ? allMarked : undefined
  if (!chosen && inBlock.length <= MAX_TRIED_EDITS) {
    // Bare, else marked, else as it is; a character left over (`\_not emphasis\_`) is tried marked first in round two.
    const oneByOne = (markFirst: (edit: Edit) => boolean) => {
      const ok: Edit[] = []
      const left: Edit[] = []
      for (const edit of inBlock) {
        const marked = markedOf(edit)
        const variants = marked === undefined ? [edit] : markFirst(edit) ? [marked, edit] : [edit, marked]
        const variant = variants.find(one => keepsMeaning([...ok, one]))
        if (variant) ok.push(variant)
        else left.push(edit)
      }
      return { ok, left }
    }
    const characterOf = (edit: Edit) => edit[0]!.marked?.replace(ESCAPE_MARK, '')
    const first = oneByOne(() => false)
    const leftOver = new Set(first.left.map(characterOf).filter(character => character !== undefined))
    const second = leftOver.size > 0 ? oneByOne(edit => leftOver.has(characterOf(edit)!)) : first
    chosen = (second.left.length < first.left.length ? second : first).ok
  }
  return chosen
}

/**
 * The body as the widget writes it (`bare`: every escape it drops dropped) or as it is handed to it (only edits that
 * keep the meaning): textEdits(), `*emphasis*` as `_emphasis_`, tables as `| a | b |` rows.
 */
function widgetForm(body: string, bare: boolean): string {
  const tree = parseMarkdown(body) as MarkdownNode
  const edits: Edit[] = []
  const defined = [...nodesOf(tree)].some(node => node.type === 'definition')
  for (const node of nodesOf(tree)) {
    if (node.type === 'text') edits.push(...textEdits(body, start(node), end(node), bare))
    // The widget reads a link at any `](` in text: ESCAPE_MARK between the two breaks it. Not with link definitions,
    // which a block tried alone (blockEdits) lacks.
    if (node.type === 'text' && !bare && !defined)
      for (const { index } of body.slice(start(node), end(node)).matchAll(/\](?=\()/g)) {
        const at = start(node) + index + 1
        edits.push([{ start: at, end: at, by: ESCAPE_MARK }])
      }
    const emphasis = node.type === 'emphasis' && body[start(node)] === '*'
    // Only where an underscore is emphasis too: not inside a word.
    if (emphasis && !/\w/.test(body[start(node) - 1] ?? '') && !/\w/.test(body[end(node)] ?? ''))
      edits.push([
        { start: start(node), end: start(node) + 1, by: '_' },
        { start: end(node) - 1, end: end(node), by: '_' },
      ])
  }
  let shown = replaceRanges(body, edits.flat())
  if (!bare && JSON.stringify(meaningOf(shown)) !== JSON.stringify(meaningOf(body))) {
    // Per block, the edits that keep its meaning (blockEdits). CAREFUL HERE: past MAX_TRIED_EDITS or the budget, a
    // block is handed over as it is (a hostile file took minutes otherwise): the entry counts as changed on opening.
    const budget = { left: MAX_PARSED_CHARACTERS }
    const accepted: Edit[] = []
    for (const block of blocksOf(body)) {
      const inBlock = edits.filter(([edit]) => edit!.start >= block.start && edit!.end <= block.end)
      const chosen = inBlock.length === 0 ? undefined : blockEdits(body, block, inBlock, budget)
      // Past the budget, no try is believed: the block is handed over as it is.
      if (chosen && budget.left >= 0) accepted.push(...chosen)
    }
    shown = replaceRanges(body, accepted.flat())
    // A block read alone can differ from the whole body: if the whole changed, nothing is shown bare.
    if (JSON.stringify(meaningOf(shown)) !== JSON.stringify(meaningOf(body))) shown = body
  }
  const tables = ((parseMarkdown(shown) as MarkdownNode).children ?? []).filter(node => node.type === 'table')
  return replaceRanges(
    shown,
    tables.map(table => {
      const rows = (table.children ?? []).map(row =>
        (row.children ?? []).map(cell => {
          const content = cell.children ?? []
          return content.length === 0 ? '' : shown.slice(start(content[0]!), end(content.at(-1)!))
        }),
      )
      const line = (cells: string[]) => `| ${cells.join(' | ')} |`
      const by = [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n')
      return { start: start(table), end: end(table), by }
    }),
  )
}

/**
 * The body as the widget shows it and gives it back untouched, so that an entry opened is not an entry changed.
 * CAREFUL HERE: a construct the widget rewrites that is not handled here makes the entry count as changed on opening
 * (tests/admin/opensUnchanged.spec.ts opens one of each), as would an escape whose mark changes what Markdown reads
 * (`&amp;copy;`, bare or marked a `©`: handed over as written); a save keeps its bytes all the same (writtenByWidget).
 */
export const shownBody = (body: string) => widgetForm(body, false)

/**
 * A body as the widget gives it back, each ESCAPE_MARK turned back into a backslash where that keeps the block's
 * meaning (tried all at once, then one by one), any other dropped; past the budget, one before punctuation is kept.
 */
function fromWidget(given: string): string {
  if (!given.includes(ESCAPE_MARK)) return given
  // CAREFUL HERE: a mark before KEPT_ESCAPES is never a backslash (none is handed over so), and the meaning cannot
  // tell: `**` after a mark opens no bold.
  const body = given.replace(new RegExp(`${ESCAPE_MARK}(?=[${KEPT_ESCAPES}])`, 'g'), '')
  const budget = { left: MAX_PARSED_CHARACTERS }
  const edits: { start: number; end: number; by: string }[] = []
  for (const block of blocksOf(body, true)) {
    const text = body.slice(block.start, block.end)
    const marks = [...text.matchAll(new RegExp(ESCAPE_MARK, 'g'))].map(({ index }) => index)
    if (marks.length === 0) continue
    const withBackslashes = (kept: readonly number[]) =>
      replaceRanges(
        text,
        kept.map(at => ({ start: at, end: at + 1, by: '\\' })),
      )
    let kept: number[] = []
    if (sameMeaning(withBackslashes(marks), block.meaning, budget)) kept = marks
    else for (const at of marks) if (sameMeaning(withBackslashes([...kept, at]), block.meaning, budget)) kept.push(at)
    if (budget.left < 0) kept = marks.filter(at => text[at - 1] === '\\' || PUNCTUATION.test(text[at + 1] ?? ''))
    edits.push(...kept.map(at => ({ start: block.start + at, end: block.start + at + 1, by: '\\' })))
  }
  return replaceRanges(body, edits).replaceAll(ESCAPE_MARK, '')
}

/** Markdown as the widget writes it back after merely showing it (shownBody), escapes it drops dropped. */
export const writtenByWidget = (body: string) => widgetForm(body, true)

/** Letters of scripts without capitals, in which a sentence goes on after a figure as it would start one. */
const CJK_LETTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'

/**
 * A component the editor split off its sentence joined back: a paragraph ending with an inline component and one going
 * on with a space, punctuation or a lowercase or CJK letter are one sentence.
 */
export function joinSplitSentences(body: string, components: readonly string[]): string {
  if (components.length === 0) return body
  const names = components.join('|')
  return body.replace(
    new RegExp(`(<(?:${names})\\b[^<>]*/>|</(?:${names})>)\\n\\n(?=[ \\p{Ll}\\p{P}${CJK_LETTERS}])`, 'gu'),
    '$1',
  )
}

/** `{` and `<` of the text escaped, which the editor writes bare and MDX would read as an expression or a tag. */
export function escapeMdxText(body: string): string {
  const ranges: [number, number][] = []
  const visit = (node: MarkdownNode, from: number, to: number) => {
    const children = node.children ?? []
    // GFM's autolink literals leave nodes without position: such a run is the source between positioned neighbours.
    let gap = from
    children.forEach((child, index) => {
      if (child.position) {
        gap = child.position.end.offset!
        if (child.type === 'text') ranges.push([child.position.start.offset!, gap])
        else visit(child, child.position.start.offset!, gap)
      } else {
        const next = children[index + 1]
        if (!next || next.position) ranges.push([gap, next?.position?.start.offset ?? to])
      }
    })
  }
  const tree = parseMarkdown(body) as MarkdownNode
  visit(tree, 0, body.length)
  let text = body
  // A `{` or `<` after an even run of backslashes (none, or `\\`: an escaped backslash) is bare: it is escaped.
  for (const [start, end] of ranges.reverse())
    text =
      text.slice(0, start) + text.slice(start, end).replace(/(?<!\\)((?:\\\\)*)([{<])/g, '$1\\$2') + text.slice(end)
  return text
}

/** The stamp of an English text, as `npm run i18n:stamp` writes it (scripts/translation/stampedEnglish.ts). */
async function stampOf(englishText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sourceText(`${englishText}\n`)))
  return [...new Uint8Array(digest)]
    .map(byte => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12)
}

/** An entry's title as the English page shows it (the `listed` option's fields), or undefined. */
function listedTitle(listed: SiteFormatOptions['listed'], fields: EntryData): string | undefined {
  if (!listed) return undefined
  const title = listed.titleFields.find(field => typeof fields[field] === 'string')
  return title && String(fillPlaceholders({ title: fields[title] }, DEFAULT_LOCALE, listed.constants).title)
}

/**
 * The file as written from `data` over the file it was read from (`read`, by FILE_KEY_FIELD), with `stamp` as its
 * `source_hash` when given, and whether that changes it (a new file always does).
 */
function writeEntry(
  data: EntryData,
  read: ReadonlyMap<string, string>,
  { trueOnly, inlineComponents }: SiteFormatOptions,
  stamp?: string,
): { text: string; changed: boolean; key: unknown } {
  const { body = '', [FILE_KEY_FIELD]: key } = data
  const { body: _body, ...frontmatter } = withoutMarks(withoutEditorFields(data))
  if (stamp) frontmatter.source_hash = stamp
  const fields = writtenFields(frontmatter, trueOnly)
  const original = typeof key === 'string' ? read.get(key) : undefined
  const before = original === undefined ? undefined : readFile(original)
  // A file that already has a paragraph after a component's paragraph meant it: nothing of it is joined.
  const join = before === undefined || joinSplitSentences(before.body, inlineComponents) === before.body
  const given = fromWidget(String(body))
  const editedBody = escapeMdxText(join ? joinSplitSentences(given, inlineComponents) : given)
  if (original === undefined || before === undefined) {
    const yaml = Object.keys(fields).length > 0 ? stringify(fields, { lineWidth: 0 }) : ''
    return { text: `---\n${yaml}---\n${editedBody.replace(/\n*$/, '\n')}`, changed: true, key }
  }
  const newBody = keepUneditedBlocks(before.body, editedBody)
  const yaml = editFrontmatter(before.yaml ?? '', before.frontmatter, frontmatter, fields)
  const text = `---\n${yaml ? `${yaml}\n` : ''}---\n${newBody}\n`
  return text.trimEnd() === original.trimEnd() ? { text: original, changed: false, key } : { text, changed: true, key }
}

/**
 * The format's methods over the files read this session (each as last written), and `beginEditing`, called when an
 * entry is opened: a translation is stamped against the English as it was then, not as the same save changes it.
 */
export function siteFormat(options: SiteFormatOptions) {
  const read = new Map<string, string>()
  let opened = new Map<string, string>()
  /** Per entry opened, the English for its translations in this save: as opened, or as toFile writes it when new. */
  const englishOfSave = new Map<string, Promise<string | undefined>>()
  /** Per entry, what gives its new English once toFile has written it (englishOfSave). */
  const writtenEnglish = new Map<string, (text: string) => void>()
  return {
    beginEditing() {
      opened = new Map(read)
      englishOfSave.clear()
      writtenEnglish.clear()
    },
    /** Sveltia's `preSave`, before any language is formatted: notes the English of the save, returns listed titles. */
    beforeSave(given: readonly (EntryData | undefined)[]): (string | undefined)[] {
      // A language Sveltia hands over without data (turned off) is none.
      const languages = given.map(data => (data !== null && typeof data === 'object' ? data : {}))
      const entry = languages.find(data => typeof data[ENTRY_FIELD] === 'string')?.[ENTRY_FIELD] as string | undefined
      const english = languages.find(data => data[LOCALE_FIELD] === DEFAULT_LOCALE)
      if (entry !== undefined) {
        const asOpened = english && opened.get(String(english[FILE_KEY_FIELD]))
        writtenEnglish.delete(entry)
        englishOfSave.set(
          entry,
          !english || asOpened !== undefined
            ? Promise.resolve(asOpened)
            : new Promise(resolve => writtenEnglish.set(entry, resolve)),
        )
      }
      return languages.map(data => listedTitle(options.listed, data))
    },
    fromFile(text: string): EntryData {
      const key = `read-${read.size + 1}`
      read.set(key, text)
      opened.set(key, text)
      const { frontmatter, body } = readFile(text)
      // A file that sets the hidden fields (naming another English to be stamped against) is not believed.
      const fields = withoutEditorFields(frontmatter)
      const title = listedTitle(options.listed, fields)
      return {
        ...fields,
        ...(title !== undefined ? { [LISTED_TITLE_FIELD]: title } : {}),
        body: shownBody(body),
        [FILE_KEY_FIELD]: key,
        ...(readSourceHash(text) ? {} : { [ENGLISH_KEY_FIELD]: key }),
      }
    },
    async toFile(data: EntryData): Promise<string> {
      let written = writeEntry(data, read, options)
      const entry = typeof data[ENTRY_FIELD] === 'string' ? data[ENTRY_FIELD] : undefined
      const language = data[LOCALE_FIELD]
      // A new English, as written, for the translations of the same save.
      if (entry && language === DEFAULT_LOCALE) writtenEnglish.get(entry)?.(written.text.trim())
      // A changed translation is stamped against its ENGLISH_KEY_FIELD's file as read, else the English of the save.
      if (written.changed && typeof language === 'string' && language !== DEFAULT_LOCALE) {
        const englishKey = String(data[ENGLISH_KEY_FIELD])
        const english =
          data[ENGLISH_KEY_FIELD] !== data[FILE_KEY_FIELD] && opened.has(englishKey)
            ? opened.get(englishKey)
            : entry
              ? await englishOfSave.get(entry)
              : undefined
        if (english !== undefined) written = writeEntry(data, read, options, await stampOf(english))
      }
      if (typeof written.key === 'string' && read.has(written.key)) read.set(written.key, written.text.trim())
      return written.text
    },
  }
}
