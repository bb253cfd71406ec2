/**
 * Markdown for the page copies and llms.txt, written by mdast-util-to-markdown, which escapes by construction. A
 * content body becomes the mdast of what src/components/ContentBody.tsx renders, with the same figures and links.
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
  /** What `<ContractAddress />` says: the address, or the notice that it will be announced. */
  contractAddress: string
}

export interface MarkdownContext {
  locale: Locale
  /** An English fallback: its figures are written the English way. */
  fallback?: boolean
  /** Links and images are absolute, since a copy is read away from the site. */
  origin: string
  /** The page's own URL, for `#anchor` links. */
  pageUrl: string
  facts: MarkdownFacts
}

/**
 * A text as the page shows it, whitespace runs as one space. CAREFUL HERE: a line break is never handed to the
 * serialiser, not even in a code span: the line after it may open an HTML block (tests/unit/llmsMarkdown.test.ts).
 */
const oneLine = (value: string) => value.replace(/[ \t\r\n]+/g, ' ')

export const text = (value: string): Text => ({ type: 'text', value: oneLine(value) })

function href(target: string, context: MarkdownContext): string {
  if (target.startsWith('/')) return context.origin + localizedUrl(target, context.locale)
  if (target.startsWith('#')) return context.pageUrl + target
  return target
}

/**
 * How many emphasis runs a copy nests; deeper ones keep their text. CAREFUL HERE: mdast-util-to-markdown's time grows
 * as the cube of the nesting (100 levels: 20 s), which the content's limits allow.
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
 * Text a GFM reader makes a link of whatever its escapes (a URL, `www.`, an e-mail address): shown as code. An e-mail
 * address's name is taken at most 64 characters back from its @ (the most an address has), so that a long word is
 * not read again from each of its letters (19,900 letters took 0.6 s a paragraph); what a longer name leaves before
 * the code has no @ and links nothing.
 */
const LINKABLE = /(?:https?:\/\/|www\.)[^\s<]*|[-.\w+]{1,64}@[-\w]+(?:\.[-\w]+)+/gi

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
 * The Markdown of a tree. CAREFUL HERE: plain CommonMark leaves `**…。**次` open; the serialiser writes
 * `**…。**&#x6B21;`, which every reader closes (tests/unit/llmsMarkdown.test.ts).
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

/** A copy as its strictest readers read it: CommonMark with GFM. */
export const readMarkdown = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
