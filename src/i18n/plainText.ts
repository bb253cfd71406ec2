import type { ConstantName, NumericConstant } from '../content/constants'
import type { BodyNode } from '../content/schema.ts'
import { formatNumber } from './formatNumber.ts'

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

/**
 * Languages that write sentences one after another without a space: Japanese and Chinese end a sentence with a
 * full-width "。", which carries its own spacing.
 */
const UNSPACED_SENTENCE_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh'])

/** Between two blocks (paragraphs, list items, headings): a space, or nothing in Japanese and Chinese. */
export function blockSeparator(locale: string): string {
  return UNSPACED_SENTENCE_LANGUAGES.has(new Intl.Locale(locale).language) ? '' : ' '
}

const BLOCKS: ReadonlySet<BodyNode['type']> = new Set([
  'paragraph', 'heading', 'blockquote', 'list', 'listItem', 'code', 'table', 'tableRow', 'tableCell', 'thematicBreak', 'image',
])

/**
 * The text of a content body as a reader sees it, for every plain-text copy of content: structured data, heading
 * ids, labels. Inline markup (bold, links) adds nothing, so "**Solflare**." stays "Solflare." and "<Brand />를"
 * stays "Reelfi를"; no-break spaces stay (French "secrète : personne", "10 000"); only the line breaks and
 * indentation of the source collapse. Blocks are joined as the language joins sentences (blockSeparator).
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
    case 'Constant':
    {
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
    case 'list':
      // No list numbers: they are markers, not text, so the plain text says what a reader's text selection holds.
      return node.children.map((item) => blocksText([item], options).trim()).filter(Boolean).join(blockSeparator(options.locale))
    default:
      return BLOCKS.has(node.type) ? blocksText(node.children, options).trim() : blocksText(node.children, options)
  }
}
