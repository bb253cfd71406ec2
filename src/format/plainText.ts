import type { ConstantName, NumericConstant } from '../content/constants'
import type { BodyNode } from '../content/schema.ts'
import { formatNumber } from './formatNumber.ts'
import { formatList } from '../i18n/formatList.ts'
import { typographyOf } from '../i18n/typography.ts'
import { typeset } from '../i18n/typeset.ts'

export interface PlainTextOptions {
  /** The page's locale: figures are formatted for it, and blocks joined as it joins sentences. */
  locale: string
  /** What `<ContractAddress />` says as text (the address, or that it will be announced); omitted: nothing. */
  contractAddress?: string
  /**
   * The brand and the figures, passed in rather than imported: the content build names heading ids before the
   * constants module it generates exists (it passes the constants it read), pages pass src/content/constants.
   */
  facts: { BRAND_NAME: string; CONSTANTS: Readonly<Record<ConstantName, NumericConstant>> }
}

/** Between two blocks (paragraphs, list items, headings): a space, or nothing in Japanese and Chinese. */
export function blockSeparator(locale: string): string {
  return typographyOf(locale).unspacedSentences ? '' : ' '
}

/**
 * How a table reads as text in Japanese and Chinese, and a table of one row in every language (others read as one
 * sentence, tableSentence): its cells apart, each row a sentence. Japanese and Chinese part the cells with the
 * enumeration comma "、" and end each row with "。" ("割合、配分先。60%、視聴者向け
 * …。"); other scripts part the cells with a comma and end each row with a full stop ("Share, Goes to. 20%, Presale.";
 * a cell that already ends a sentence is followed by a space only). Without
 * this, Japanese and Chinese ran every cell together ("割合配分先60%視聴者向け…", issue 34).
 */
function tablePunctuation(locale: string): { cell: string; rowEnd: string } {
  return typographyOf(locale).unspacedSentences ? { cell: '、', rowEnd: '。' } : { cell: ', ', rowEnd: '.' }
}

/**
 * Names that keep their capital inside a sentence: the glossary's names kept in English (content/glossary.yaml,
 * `keep: true`; tests/unit/plainText.test.ts checks this list against it) and the brand, passed in with the facts.
 */
export const PROPER_NAMES: ReadonlySet<string> = new Set([
  'Solana',
  'GMGN',
  'Phantom',
  'Solflare',
  'SOL',
  'Telegram',
  'Discord',
])

/**
 * A cell's text inside a sentence: its capital only marked the start of a cell ("Recompensas" → "recompensas"), in
 * the languages that write common words in lower case (German capitalises every noun: "Belohnungen" stays).
 * A name ("Solana"), an acronym ("GMGN") or a word with a figure ("Web3") keeps its capital.
 */
function midSentence(text: string, options: PlainTextOptions): string {
  if (new Intl.Locale(options.locale).language === 'de') return text
  const word = /^(\p{Lu})(\p{Ll}+)(?=$|[\s\-,.;:!?’'])/u.exec(text)
  if (!word || PROPER_NAMES.has(word[0]) || options.facts.BRAND_NAME.startsWith(word[0])) return text
  return `${word[1]!.toLocaleLowerCase(options.locale)}${text.slice(1)}`
}

/**
 * A table with a header row and rows below, as one sentence, in the languages that space their sentences: the
 * headings, a colon, then each row's cells apart, rows parted by semicolons ("Porcentaje y destino: 60 %,
 * recompensas para los espectadores; 20 %, la preventa."). Issue 43: read cell by cell ("Porcentaje, Destino. 60 %,
 * Recompensas…"), the cells kept the capitals that only start a cell, in the middle of a sentence.
 */
function tableSentence(rows: string[][], options: PlainTextOptions): string {
  const [head, ...body] = rows
  const clean = (cell: string) => cell.replace(/[.。]$/u, '')
  const headings = formatList(
    head!.map((cell, index) => (index === 0 ? clean(cell) : midSentence(clean(cell), options))),
    options.locale,
  )
  const text = body.map(cells => cells.map(cell => midSentence(clean(cell), options)).join(', ')).join('; ')
  // Set as the language sets it: French "récompenses ; 20 %".
  return typeset(`${headings}${typographyOf(options.locale).labelColon}${text}.`, options.locale)
}

/** A row that already ends a sentence ("…for viewers.", "…です。") gets no second full stop. */
const SENTENCE_END = /[.!?。！？…:：]$/u

const BLOCKS: ReadonlySet<BodyNode['type']> = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'code',
  'table',
  'tableRow',
  'tableCell',
  'thematicBreak',
  'image',
])

/**
 * The text of a content body as a reader sees it, for every plain-text copy of content: structured data, heading
 * ids, labels. Inline markup (bold, links) adds nothing, so "**Solflare**." stays "Solflare." and "<Brand />를"
 * stays "Reelfi를"; no-break spaces stay (French "secrète : personne", "10 000"); only the line breaks and
 * indentation of the source collapse. Blocks are joined as the language joins sentences (blockSeparator), and a
 * table reads cell by cell, a sentence a row (tablePunctuation).
 */
export function plainText(nodes: readonly BodyNode[], options: PlainTextOptions): string {
  return blocksText(nodes, options).replace(/ {2,}/g, ' ').trim()
}

function blocksText(nodes: readonly BodyNode[], options: PlainTextOptions): string {
  const separator = blockSeparator(options.locale)
  let text = ''
  for (const node of nodes) {
    const part = nodeText(node, options)
    if (part === '') continue
    text += BLOCKS.has(node.type) && text !== '' ? `${separator}${part}` : part
  }
  return text
}

function nodeText(node: BodyNode, options: PlainTextOptions): string {
  switch (node.type) {
    case 'text':
      // Source line breaks and indentation are not text; U+00A0 and U+202F are, so only ASCII whitespace collapses.
      return node.value.replace(/[ \t\r\n]+/g, ' ')
    case 'inlineCode':
    case 'code':
      return node.value
    case 'Constant': {
      const { value, format } = options.facts.CONSTANTS[node.name]
      return formatNumber(value, format, options.locale, node.form ? { form: node.form } : {})
    }
    case 'Brand':
      return options.facts.BRAND_NAME
    case 'ContractAddress':
      return options.contractAddress ?? ''
    case 'break':
      return ' '
    case 'thematicBreak':
      return ''
    case 'image':
      // The caption is text on the page; the alt text stands in for the picture itself, which plain text leaves out.
      return node.caption ?? ''
    case 'table': {
      if (!typographyOf(options.locale).unspacedSentences && node.children.length > 1) {
        const rows = node.children.map(row =>
          ('children' in row ? row.children.map(cell => nodeText(cell, options).trim()) : []).filter(Boolean),
        )
        if (rows.every(cells => cells.length > 0)) return tableSentence(rows, options)
      }
      const { rowEnd } = tablePunctuation(options.locale)
      return node.children
        .map(row => nodeText(row, options).trim())
        .filter(Boolean)
        .map(row => (SENTENCE_END.test(row) ? row : `${row}${rowEnd}`))
        .join(blockSeparator(options.locale))
    }
    case 'tableRow': {
      const { cell: separator } = tablePunctuation(options.locale)
      return node.children
        .map(cell => nodeText(cell, options).trim())
        .filter(Boolean)
        .reduce(
          (row, cell) =>
            row === '' ? cell : `${row}${SENTENCE_END.test(row) ? blockSeparator(options.locale) : separator}${cell}`,
          '',
        )
    }
    case 'list':
      // No list numbers: they are markers, not text, so the plain text says what a reader's text selection holds.
      return node.children
        .map(item => blocksText([item], options).trim())
        .filter(Boolean)
        .join(blockSeparator(options.locale))
    default:
      return BLOCKS.has(node.type) ? blocksText(node.children, options).trim() : blocksText(node.children, options)
  }
}
