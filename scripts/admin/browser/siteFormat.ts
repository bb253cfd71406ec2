/**
 * The site's file layout for the editor (content/<locale>/<kind>/<slug>.mdx: a `---` YAML block, then the body on
 * the next line), written so that a save changes only what was edited. Sveltia CMS saves every language of an
 * entry together, each through this format, and its Markdown editor rewrites a body it merely showed (`\{` becomes
 * `{`, `&#123;` becomes `{`, `\_` becomes `_`, `\# ` and `1986\.` at a paragraph's start become a heading and a list,
 * a table loses its column alignment). So each file read is remembered, and a file written is that file with only the
 * changed parts replaced:
 * - frontmatter: the `yaml` Document of the file read, with only the changed fields set (comments, quoting, flow
 *   lists and key order stay);
 * - body: each top-level block (paragraph, heading, list, table…) that reads as the same Markdown as a block of the
 *   file read, or is that block as the editor writes it back (writtenByWidget), keeps that block's own bytes; only
 *   edited blocks take the editor's text, with the characters of the block they replace where nothing was typed.
 * An entry saved without an edit is written back byte for byte, so its other languages never change. The body handed
 * to the editor is already in the form its Markdown editor gives back (shownBody; a backslash it would drop is a
 * zero-width mark, ESCAPE_MARK), so that opening an entry does not make it count as changed. A translation that a
 * save changes is stamped against the English as it was when the entry was opened; text the editor wrote has its `{`
 * and `<` escaped, and a component it split off its sentence is joined back.
 * CAREFUL HERE: Sveltia hands this format a file already trimmed, with CRLF read as LF and a BOM dropped, and trims
 * what it returns: none of those can be kept through a save, so the repository holds none of them (.gitattributes
 * stores `.mdx` with LF; `npm run content` refuses a BOM) and a content file ends with one line end.
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
 * The hidden field that ties an entry's data to the file it was read from (never written to a file). A file read
 * gets the key of its remembered text; a new entry or a language added to an entry gets its locale code from the
 * field's default (Sveltia fills `{{locale}}` in a hidden field there), which is no key, so it is written new.
 */
export const FILE_KEY_FIELD = 'editor_file'

/**
 * The hidden field that names, in every language of an entry, the English file it was read with: set on a file read
 * without a `source_hash` (English), and copied into the other languages by Sveltia (`i18n: duplicate`). A saved
 * translation is stamped against it.
 */
export const ENGLISH_KEY_FIELD = 'editor_english_file'

/**
 * The hidden fields that name an entry's language (`{{locale}}`, in every language) and the entry opened (a `{{uuid}}`
 * copied from English into every language), both filled by Sveltia when the entry is opened, never by a file: they
 * find the English a translation without ENGLISH_KEY_FIELD is stamped against (one that was never stamped, or added
 * to an entry new in this session), which Sveltia formats in the same save.
 */
export const LOCALE_FIELD = 'editor_locale'
export const ENTRY_FIELD = 'editor_entry'

/**
 * The hidden field that holds an entry's title as the page shows it (`What is {brand}?` as `What is Reelfi?`), for the
 * editor's lists (each collection's `summary`, editorConfig.ts): set when a file is read and again before each save
 * (`beforeSave`), so that an edited title is listed as it now reads; never written to a file.
 */
export const LISTED_TITLE_FIELD = 'editor_listed_title'

export type EntryData = Record<string, unknown>

/** Every hidden field of the editor's own: set by the editor, never read from a file nor written to one. */
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

/**
 * Data with ESCAPE_MARK taken out of every string, however deep: text copied out of the editor's body carries the
 * marks, and a title pasted from it would be saved with them (`npm run content` refuses invisible characters).
 */
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

/**
 * The frontmatter of `yaml` with `fields` in it, changing only the fields whose values differ; a field the editor
 * holds empty (`edited` has it, `fields` leaves it out) is removed, one it does not hold at all is kept.
 */
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

/** The body as CommonMark with GFM reads it, as the editor's Markdown does (it knows nothing of MDX). */
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

/**
 * A block's text as what each of its characters stands for: an escape (`\{`, `\*`) or a character reference
 * (`&#123;`, `&amp;`) is the character, a line break a space, and a bare `*` or `_` (emphasis, or an underscore inside
 * a word) one mark, which a literal `\*` is not.
 */
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

/**
 * What a character reference stands for as Markdown reads it (`&#123;` `{`, `&amp;` `&`, `&copy;` `©`; names by
 * micromark's own table); undefined for a name it does not know (`&fee;`, which is text as it is) or a code past
 * Unicode's last.
 */
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
 * An edited block written with the original's own characters where the writer did not type: the start and the end
 * it shares with the block it replaces keep their escapes, references, line breaks and emphasis marks (`&#123;` stays
 * `&#123;` though the editor gives back `{`, a literal `\*` stays one). Only when the result reads as the edited block
 * and needs no escape.
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

/**
 * `edited` with each paragraph start that the original escaped escaped again, paragraphs paired in order (only when
 * both have as many): the widget writes `\- 5% fee` bare, which runs into a list after it (`- 5% fee\n\n- a`).
 */
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
 * `edited` (the editor's body) with every block that means what a block of `original` meant written as that block's
 * own bytes, in order; blocks in between keep their original spacing when both neighbours are original. An edited
 * block keeps what it can of the block it replaces: a table its column alignment (the editor drops it), any other
 * block the characters the writer did not touch (keepCharacterForms).
 */
export function keepUneditedBlocks(original: string, edited: string): string {
  // The body as the widget gave it back untouched: kept whole, as blocks that run together once written bare (a
  // paragraph `\- 5% fee` before a list, `- 5% fee` given back, is one list) cannot be told apart one by one.
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
      // The block it replaces: the first not kept, after the last block kept, of its kind (a table: as many columns)
      // as the widget shows it. CAREFUL HERE: an edited paragraph that starts `1986\.` comes back as a list `1986.`;
      // it replaces that paragraph, and stays a paragraph, as the writer saw it (keepCharacterForms).
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

/** `text` with each range replaced, ranges not overlapping. */
function replaceRanges(text: string, ranges: { start: number; end: number; by: string }[]): string {
  // In one pass, in order (an insertion before a range that starts where it is): a body of thousands of edits is
  // not copied once per edit.
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

/**
 * One change of the widget's, in one or more ranges; `marked`: for an escape the widget would drop, the same text with
 * ESCAPE_MARK in the backslash's place, which it shows and gives back as it is (fromWidget turns it back).
 */
type Edit = { start: number; end: number; by: string; marked?: string }[]

/**
 * What stands for a backslash in the body handed to the widget, where the widget would drop it and the bare character
 * would mean something else (`\# not a heading`, `\_not emphasis\_`, `1986\.`, `\\` before punctuation): a zero-width
 * space, which the widget shows as nothing, reads as no Markdown and gives back as it was (seen in Sveltia 0.221).
 * CAREFUL HERE: no content file holds one (`npm run content` refuses invisible characters), so each one the widget
 * gives back is a mark of this format's: fromWidget() turns it back into the backslash and drops any other.
 */
const ESCAPE_MARK = '\u200B'

/** The most escapes of one block whose bare form is tried one by one (widgetForm). */
const MAX_TRIED_EDITS = 64

/**
 * The most characters parsed in tries per body (widgetForm, fromWidget): a 200 KB body of blocks with 64 escapes each
 * that cannot all be bare took 22 s to open otherwise.
 */
const MAX_PARSED_CHARACTERS = 2_000_000

/**
 * Whether `text` reads as one block meaning `meaning`, ESCAPE_MARK read as nothing anywhere; false once `budget` (the
 * characters still to be parsed) is spent.
 */
function sameMeaning(text: string, meaning: string, budget: { left: number }): boolean {
  budget.left -= text.length
  if (budget.left < 0) return false
  const blocks = blocksOf(text, true)
  return blocks.length === 1 && blocks[0]!.meaning === meaning
}

/**
 * The edits the editor's rich-text widget makes to text it merely showed: an escaped punctuation mark written bare
 * (`\{`, `\_`, `\#`, `\\` as a bare `\`), but for its own marks (KEPT_ESCAPES) and `\<` before what could start a
 * tag; a character reference (`&#123;`, `&amp;`, `&copy;`) to punctuation or to a non-ASCII character as the
 * character (punctuation as an escape of it); a line that starts with a number and `\.` (`1986\.`) joined to the line
 * before with a space, unescaped. A block that starts `1986\.` is handed to it marked unless `bare` (the widget reads a
 * bare one as a list, whatever Markdown says; it writes an escaped one bare all the same).
 */
function textEdits(body: string, from: number, to: number, bare: boolean): Edit[] {
  // An escape the widget drops, or the character a reference stands for: bare, or marked in the backslash's place (an
  // escaped backslash: after it, and before one of the widget's own marks that follows, which it writes escaped).
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

/**
 * What after an `&` would make it a character reference: an `&` that stands for itself there (`&amp;copy;`, `\&#123;`)
 * is handed to the widget as written, bare or marked it would read as the reference (a try that cannot succeed, which
 * costs a parse per paragraph).
 */
const STARTS_REFERENCE = /^(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/

/** One ASCII punctuation character: what a backslash escapes. */
const PUNCTUATION = /^[!-/:-@[-`{-~]$/

/** A body's top-level blocks as Markdown reads them (blocksOf), without positions. */
const meaningOf = (body: string) => blocksOf(body).map(block => block.meaning)

/**
 * The edits of one top-level block that keep what it means, read alone (widgetForm): all bare, else all marked, else
 * one by one (at most MAX_TRIED_EDITS); undefined when none does. Each try parses the block and spends `budget`.
 */
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
    // One by one: bare where that keeps the meaning, else marked, else as it is. An escape left over
    // (`\_not emphasis\_`: the first `_` bare, the second means emphasis) has every escape of its character tried
    // marked first, in a second round.
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
 * The body as the widget handles it: its text edited as textEdits() says, `*emphasis*` as `_emphasis_`, and a table
 * as `| a | b |` rows under a `| --- | --- |` row. `bare`: as the widget writes it back, every escape it drops dropped;
 * otherwise as it is handed to the widget to show, only the edits that keep what the body means.
 */
function widgetForm(body: string, bare: boolean): string {
  const tree = parseMarkdown(body) as MarkdownNode
  const edits: Edit[] = []
  const defined = [...nodesOf(tree)].some(node => node.type === 'definition')
  for (const node of nodesOf(tree)) {
    if (node.type === 'text') edits.push(...textEdits(body, start(node), end(node), bare))
    // `](` in text (`\[text](address)`, brackets Markdown reads as text): the widget reads a link there whatever the
    // escape says, so it is shown with ESCAPE_MARK between the two, which breaks its link and reads as nothing.
    // Not in a body with link definitions: a block is tried alone (blockEdits), without them, where `[x]` is no link.
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
    // An escape whose bare character would mean something else (`\_not emphasis\_`, `\# not a heading`) stays: the
    // escapes of each top-level block are tried all bare, then all marked (ESCAPE_MARK), then one by one, in the block
    // read alone. CAREFUL HERE: each try parses the block again, so a block with more than MAX_TRIED_EDITS that needs
    // the one-by-one tries, or any block once MAX_PARSED_CHARACTERS of the body were parsed, is handed over as it is (a
    // hostile file took minutes otherwise); such an entry counts as changed on opening.
    const budget = { left: MAX_PARSED_CHARACTERS }
    const accepted: Edit[] = []
    for (const block of blocksOf(body)) {
      const inBlock = edits.filter(([edit]) => edit!.start >= block.start && edit!.end <= block.end)
      const chosen = inBlock.length === 0 ? undefined : blockEdits(body, block, inBlock, budget)
      // Past the budget, no try is believed: the block is handed over as it is.
      if (chosen && budget.left >= 0) accepted.push(...chosen)
    }
    shown = replaceRanges(body, accepted.flat())
    // Read in the whole body, it must still mean the same (a block read alone can differ): otherwise nothing is shown
    // bare.
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
 * The body as the editor's rich-text widget shows it and writes it back untouched, so that an entry opened is not an
 * entry changed (Sveltia compares what the widget gives back with what the format read). Every block means what it
 * meant, so keepUneditedBlocks() writes back its original bytes.
 * An escape it would write bare where the bare character means something else (`\# not a heading` as `# not a
 * heading`, a heading) is handed to it as ESCAPE_MARK, which toFile turns back (fromWidget).
 * CAREFUL HERE: a construct the widget rewrites that is not handled here makes the entry count as changed on opening
 * (tests/admin/opensUnchanged.spec.ts opens one of each), and so would an escape whose mark changes what Markdown
 * reads (`&amp;copy;`, bare or marked a `©`: handed over as written, which the widget shows as written); a save keeps
 * its bytes all the same (writtenByWidget).
 */
export const shownBody = (body: string) => widgetForm(body, false)

/**
 * A body as the widget gives it back, each ESCAPE_MARK turned back into the backslash it stands for (shownBody) where
 * the backslash reads as the mark read (as nothing): before punctuation that is text (`\#`, `1986\.`), after a
 * backslash (`\\`). Any other is dropped: one before the widget's own syntax (bold, a link made after it, a `\*` it
 * wrote), in code, HTML or an address (a mark pasted there), or whose character was deleted. Each mark is tried in its
 * block read alone (all at once, then one by one); past MAX_PARSED_CHARACTERS, one before punctuation is turned back.
 */
function fromWidget(given: string): string {
  if (!given.includes(ESCAPE_MARK)) return given
  // Before one of the widget's own marks (KEPT_ESCAPES), which it writes escaped where it is text, a mark is never a
  // backslash (none is handed over so): the `**` of bold, `~~`, a code span. CAREFUL HERE: Markdown reads no bold
  // there (`**` after a mark does not open one before punctuation), so the meaning cannot tell.
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
 * A component the editor split off its sentence (`…sell <Constant name="x" />\n\n in its presale…`, typed on after
 * an inserted figure) joined back: a paragraph ending with an inline component and a paragraph that goes on with a
 * space, punctuation or a lowercase or CJK letter are one sentence.
 */
export function joinSplitSentences(body: string, components: readonly string[]): string {
  if (components.length === 0) return body
  const names = components.join('|')
  return body.replace(
    new RegExp(`(<(?:${names})\\b[^<>]*/>|</(?:${names})>)\\n\\n(?=[ \\p{Ll}\\p{P}${CJK_LETTERS}])`, 'gu'),
    '$1',
  )
}

/**
 * `{` and `<` of the text escaped (`\\{`, `\\<`), as the site writes them: the editor writes them bare, which MDX reads
 * as an expression (`{fee}`) or a tag (`<5%`) and `npm run content` refuses. Code and components (HTML to Markdown,
 * so never text) are left as they are.
 */
export function escapeMdxText(body: string): string {
  type Node = { type: string; children?: Node[]; position?: { start: { offset?: number }; end: { offset?: number } } }
  const ranges: [number, number][] = []
  const visit = (node: Node, from: number, to: number) => {
    const children = node.children ?? []
    // GFM's autolink literals are found after parsing (mdast-util-find-and-replace), and the text and links they
    // split a text into have no position: such a run is the source between its positioned neighbours, all text.
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
  const tree = parseMarkdown(body) as Node
  visit(tree, 0, body.length)
  let text = body
  // A `{` or `<` after an even run of backslashes (none, or `\\`: an escaped backslash) is bare: it is escaped.
  for (const [start, end] of ranges.reverse())
    text =
      text.slice(0, start) + text.slice(start, end).replace(/(?<!\\)((?:\\\\)*)([{<])/g, '$1\\$2') + text.slice(end)
  return text
}

/**
 * The stamp of an English file's text, as `npm run i18n:stamp` writes it (scripts/translation/stampedEnglish.ts:
 * the first 12 hex digits of the SHA-256 of the text read as every reader reads it). Sveltia hands over the file
 * trimmed: a content file ends with one line end, which is given back.
 */
async function stampOf(englishText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sourceText(`${englishText}\n`)))
  return [...new Uint8Array(digest)]
    .map(byte => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12)
}

/**
 * The format's two methods over a memory of the files read in this session (each file's latest text: a file saved
 * is remembered as written, so that a second save of the entry starts from it), and `beginEditing`, called when an
 * entry is opened: a translation is stamped against the English as it was then, the text shown beside it. English
 * saved in the same save is not what the translation was checked against (Sveltia writes the languages of a save
 * in no fixed order), so a translation saved with an English edit is stamped against the English before that edit.
 */
export function siteFormat({ trueOnly, inlineComponents, listed }: SiteFormatOptions) {
  const read = new Map<string, string>()
  let opened = new Map<string, string>()
  /**
   * Per entry opened (ENTRY_FIELD), its English text for the translations of a save (undefined: the save has no
   * English), set by `beforeSave`, which Sveltia runs before it formats any language of a save: the English as opened,
   * or, new in this opening, as toFile writes it in the same save (Sveltia formats every language the entry has, so
   * the English of a save that has one is always written). Cleared when an entry is opened (a new opening, a new
   * English).
   */
  const englishOfSave = new Map<string, Promise<string | undefined>>()
  /** Per entry, what gives its new English once toFile has written it (englishOfSave). */
  const writtenEnglish = new Map<string, (text: string) => void>()
  /** The title of an entry's data as the English page shows it (the lists show English), by the site's own rule. */
  const listedTitle = (fields: EntryData): string | undefined => {
    const title = listed?.titleFields.find(field => typeof fields[field] === 'string')
    return title && String(fillPlaceholders({ title: fields[title] }, DEFAULT_LOCALE, listed!.constants).title)
  }
  /** The file as written from `data`, and whether that changes it (a new file always does). */
  const write = (data: EntryData, stamp?: string): { text: string; changed: boolean; key: unknown } => {
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
    return text.trimEnd() === original.trimEnd()
      ? { text: original, changed: false, key }
      : { text, changed: true, key }
  }
  return {
    beginEditing() {
      opened = new Map(read)
      englishOfSave.clear()
      writtenEnglish.clear()
    },
    /**
     * Sveltia's `preSave` event (browser/editor.ts), run before it formats any language of a save, with the data of
     * every language of the entry: notes the entry's English (as opened, or as written when new) for the translations
     * of the save, and gives each language's title as the lists show it, which the editor's lists then show.
     */
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
      return languages.map(listedTitle)
    },
    fromFile(text: string): EntryData {
      const key = `read-${read.size + 1}`
      read.set(key, text)
      opened.set(key, text)
      const { frontmatter, body } = readFile(text)
      // The hidden fields are the editor's own: a file that sets them (a hostile translation naming another
      // English file to be stamped against) is not believed. A file without a stamp is taken for English; an
      // unstamped translation is told apart by its language when it is saved (toFile).
      const fields = withoutEditorFields(frontmatter)
      const title = listedTitle(fields)
      return {
        ...fields,
        ...(title !== undefined ? { [LISTED_TITLE_FIELD]: title } : {}),
        body: shownBody(body),
        [FILE_KEY_FIELD]: key,
        ...(readSourceHash(text) ? {} : { [ENGLISH_KEY_FIELD]: key }),
      }
    },
    async toFile(data: EntryData): Promise<string> {
      let written = write(data)
      const entry = typeof data[ENTRY_FIELD] === 'string' ? data[ENTRY_FIELD] : undefined
      const language = data[LOCALE_FIELD]
      // A new English, as written, for the translations of the same save.
      if (entry && language === DEFAULT_LOCALE) writtenEnglish.get(entry)?.(written.text.trim())
      // A translation the save changes is stamped against the English it was translated beside, as read (the file
      // named by its ENGLISH_KEY_FIELD); one that names no English file (never stamped, or added to an entry) against
      // the English of the same save, noted by beforeSave: without it (no English), the file keeps what it had.
      if (written.changed && typeof language === 'string' && language !== DEFAULT_LOCALE) {
        const englishKey = String(data[ENGLISH_KEY_FIELD])
        const english =
          data[ENGLISH_KEY_FIELD] !== data[FILE_KEY_FIELD] && opened.has(englishKey)
            ? opened.get(englishKey)
            : entry
              ? await englishOfSave.get(entry)
              : undefined
        if (english !== undefined) written = write(data, await stampOf(english))
      }
      if (typeof written.key === 'string' && read.has(written.key)) read.set(written.key, written.text.trim())
      return written.text
    },
  }
}
