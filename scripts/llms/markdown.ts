/**
 * Markdown for the plain-text copies of the pages and llms.txt (scripts/llms/llmsFiles.ts), written from an mdast
 * tree by mdast-util-to-markdown, which escapes by construction: a content file's `*`, `[`, `<div>` or `&colon;`
 * stays a character and never becomes markup. A content body (the BodyNode tree of src/content/schema.ts) becomes
 * the mdast of what src/components/ContentBody.tsx renders as HTML, in the same order, with the same figures
 * (formatted for the locale as on the page), links (site paths keep the page's language, made absolute) and address.
 */
import type { BlockContent, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast'
import { findAndReplace } from 'mdast-util-find-and-replace'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfm } from 'micromark-extension-gfm'
import type { ConstantName, NumericConstant } from '../../src/content/constants.ts'
import type { BodyNode } from '../../src/content/schema.ts'
import { formatNumber } from '../../src/format/formatNumber.ts'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts'
import { localizedUrl } from '../../src/i18n/localizedUrl.ts'

export interface MarkdownFacts {
  BRAND_NAME: string
  CONSTANTS: Readonly<Record<ConstantName, NumericConstant>>
  LINKS: Readonly<Record<string, string>>
  /** What `<ContractAddress />` says: the address, or the notice that it will be announced (in the page's language). */
  contractAddress: string
}

export interface MarkdownContext {
  /** The page's language: site links keep it. */
  locale: Locale
  /** The body is the English text standing in for a translation: its figures are written the English way. */
  fallback?: boolean
  /** The site's origin: links and images are absolute, since a copy is read away from the site. */
  origin: string
  /** The page's own URL, for `#anchor` links. */
  pageUrl: string
  facts: MarkdownFacts
}

/**
 * A text as the page shows it: runs of spaces, tabs and line breaks are one space (as in an HTML text node); the
 * typography's no-break spaces stay. CAREFUL HERE: a line break is never handed to the serialiser, not even in a code
 * span, where CommonMark reads it as a space anyway: mdast-util-to-markdown 2.2 keeps the first of two line breaks in
 * a code span, and the line after it may open an HTML block (tests/unit/llmsMarkdown.test.ts).
 */
const oneLine = (value: string) => value.replace(/[ \t\r\n]+/g, ' ')

/** A text node of `value` on one line. */
export const text = (value: string): Text => ({ type: 'text', value: oneLine(value) })

function href(target: string, context: MarkdownContext): string {
  if (target.startsWith('/')) return context.origin + localizedUrl(target, context.locale)
  if (target.startsWith('#')) return context.pageUrl + target
  return target
}

/**
 * How many emphasis, strong and strikethrough runs a copy nests; deeper ones keep their text. CAREFUL HERE:
 * mdast-util-to-markdown's choice of delimiters grows about as the cube of the nesting (40 levels: a second, 100:
 * 20 s), and the content's limits allow 100 (scripts/content/bodyLimits.ts); no reader needs more than these.
 */
const MAX_ATTENTION_NESTING = 4

const phrasingOf = (nodes: readonly BodyNode[], context: MarkdownContext, depth = 0): PhrasingContent[] =>
  nodes.flatMap(node => phrasing(node, context, depth))

function phrasing(node: BodyNode, context: MarkdownContext, depth = 0): PhrasingContent[] {
  const { facts } = context
  switch (node.type) {
    case 'text':
      return [text(node.value)]
    case 'emphasis':
    case 'strong':
    case 'delete':
      return depth < MAX_ATTENTION_NESTING
        ? [{ type: node.type, children: phrasingOf(node.children, context, depth + 1) }]
        : phrasingOf(node.children, context, depth)
    case 'inlineCode':
      return [{ type: 'inlineCode', value: oneLine(node.value) }]
    case 'break':
      return [{ type: 'break' }]
    case 'link':
      return [
        {
          type: 'link',
          url: href(node.href, context),
          title: node.title === undefined ? null : oneLine(node.title),
          children: phrasingOf(node.children, context, depth),
        },
      ]
    case 'ExternalLink':
      return [{ type: 'link', url: facts.LINKS[node.name] ?? '', children: phrasingOf(node.children, context, depth) }]
    case 'Brand':
      return [text(facts.BRAND_NAME)]
    case 'ContractAddress':
      return [{ type: 'inlineCode', value: oneLine(facts.contractAddress) }]
    case 'Constant': {
      const { value, format } = facts.CONSTANTS[node.name]
      const locale = context.fallback ? DEFAULT_LOCALE : context.locale
      return [text(formatNumber(value, format, locale, node.form ? { form: node.form } : {}))]
    }
    case 'image':
      return [
        {
          type: 'image',
          url: context.origin + node.asset.src,
          alt: oneLine(node.alt),
          title: node.caption === undefined ? null : oneLine(node.caption),
        },
      ]
    default:
      // A block where text is expected (a table cell of a hostile tree): its text, as the page would show it.
      return 'children' in node ? phrasingOf(node.children, context, depth) : 'value' in node ? [text(node.value)] : []
  }
}

function block(node: BodyNode, context: MarkdownContext): BlockContent | undefined {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', children: phrasingOf(node.children, context) }
    case 'heading':
      return { type: 'heading', depth: node.depth, children: phrasingOf(node.children, context) }
    case 'blockquote':
      return { type: 'blockquote', children: bodyTree(node.children, context) as BlockContent[] }
    case 'code':
      return { type: 'code', lang: node.lang ?? null, value: node.value }
    case 'list':
      return {
        type: 'list',
        ordered: node.ordered,
        start: node.ordered ? (node.start ?? 1) : null,
        spread: !node.tight,
        children: node.children.map(item => ({
          type: 'listItem',
          spread: false,
          children: 'children' in item ? (bodyTree(item.children, context) as BlockContent[]) : [],
        })),
      }
    case 'table': {
      const rows = node.children.map(row => ('children' in row ? row.children : []))
      return {
        type: 'table',
        align: (rows[0] ?? []).map(cell => (cell.type === 'tableCell' ? (cell.align ?? null) : null)),
        children: rows.map(cells => ({
          type: 'tableRow',
          children: cells.map(cell => ({
            type: 'tableCell',
            children: 'children' in cell ? phrasingOf(cell.children, context) : [],
          })),
        })),
      }
    }
    case 'thematicBreak':
      return { type: 'thematicBreak' }
    case 'image':
      return { type: 'paragraph', children: phrasing(node, context) }
    default:
      return undefined
  }
}

/** A body as mdast blocks: runs of inline nodes between blocks become paragraphs. */
export function bodyTree(nodes: readonly BodyNode[], context: MarkdownContext): RootContent[] {
  const blocks: RootContent[] = []
  let run: Paragraph | undefined
  for (const node of nodes) {
    const asBlock = block(node, context)
    if (asBlock) {
      blocks.push(asBlock)
      run = undefined
    } else if (run) run.children.push(...phrasing(node, context))
    else blocks.push((run = { type: 'paragraph', children: phrasing(node, context) }))
  }
  return blocks
}

/**
 * Text that a GFM reader makes a link of, whatever its escapes (mdast-util-gfm-autolink-literal reads the text after
 * them): an address with a scheme or `www.`, an e-mail address. The page shows it as text; the copy shows it as code.
 */
const LINKABLE = /(?:https?:\/\/|www\.)[^\s<]*|[-.\w+]+@[-\w]+(?:\.[-\w]+)+/gi

/** `node` with its neighbouring text nodes joined, as a reader joins them (the brand, a figure, the words around). */
function joinTexts(node: Nodes): void {
  if (!('children' in node)) return
  const children: Nodes[] = []
  for (const child of node.children) {
    const last = children.at(-1)
    if (last?.type === 'text' && child.type === 'text') children[children.length - 1] = text(last.value + child.value)
    else children.push(child)
    joinTexts(child)
  }
  node.children = children as typeof node.children
}

/**
 * The Markdown of a tree: `-` bullets, `*` emphasis, backtick fences, GFM tables and strikethrough. CAREFUL HERE: a
 * copy is read by assistants' tools, plain CommonMark and GFM, which leave `**…。**次` open (literal asterisks); the
 * serialiser writes `**…。**&#x6B21;`, which every reader closes, CJK-friendly or not (tests/unit/llmsMarkdown.test.ts).
 */
export function serialize(input: Root): string {
  const tree = structuredClone(input)
  joinTexts(tree)
  findAndReplace(tree, [LINKABLE, (value: string) => ({ type: 'inlineCode', value })], { ignore: ['link'] })
  return toMarkdown(tree, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    rule: '-',
    listItemIndent: 'one',
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  })
}

/**
 * A copy as its readers read it: CommonMark with GFM, the strictest of them (a CJK-friendly reader closes every
 * emphasis this one closes, and more).
 */
export const readMarkdown = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
