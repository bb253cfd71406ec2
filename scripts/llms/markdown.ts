/**
 * A content body (the BodyNode tree of src/content/schema.ts) as Markdown, for the plain-text copies of the pages
 * (scripts/llms/llmsFiles.ts): what src/components/ContentBody.tsx renders as HTML, in the same order, with the same
 * figures (formatted for the locale as on the page), links (site paths keep the page's language, made absolute) and
 * address. Text is escaped: a content file's `*` or `[` stays a character, never becomes markup.
 */
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

/** Characters that would become markup at the start of, or inside, a line of Markdown. */
const escapeText = (text: string) =>
  text
    .replace(/[\\`*_[\]<>|~]|&(?=#?\w+;)/g, '\\$&')
    .replace(/^[#+-](?=\s|$)|^-(?=[-\s]*$)|^=(?=[=\s]*$)/gm, '\\$&')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/gm, '$1\\$2')

/**
 * A frontmatter text (a title, a question, a description) on one line of Markdown: its characters stay characters,
 * as on the page, where it is text. A line break in it would start a block of its own, so runs of spaces, tabs and
 * line breaks are one space (as in a text node); the typography's no-break spaces stay.
 */
export const markdownText = (text: string) => escapeText(text.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, ''))

/** A link's or an image's title, between double quotes. */
const quotedTitle = (title: string) => ` "${title.replace(/[ \t\r\n]+/g, ' ').replace(/["\\]/g, '\\$&')}"`

/** A code span whose fence is longer than any run of backticks inside it (CommonMark). */
function codeSpan(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map(run => run[0].length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}${/^`|`$/.test(value) ? ` ${value} ` : value}${fence}`
}

function href(target: string, context: MarkdownContext): string {
  if (target.startsWith('/')) return context.origin + localizedUrl(target, context.locale)
  if (target.startsWith('#')) return context.pageUrl + target
  return target
}

const linkTo = (text: string, target: string, title?: string) =>
  `[${text}](<${target.replace(/[<>]/g, encodeURIComponent)}>${title ? quotedTitle(title) : ''})`

function inline(nodes: readonly BodyNode[], context: MarkdownContext): string {
  return nodes.map(node => inlineNode(node, context)).join('')
}

function inlineNode(node: BodyNode, context: MarkdownContext): string {
  const { facts } = context
  switch (node.type) {
    case 'text':
      return escapeText(node.value.replace(/[ \t\r\n]+/g, ' '))
    case 'emphasis':
      return `*${inline(node.children, context)}*`
    case 'strong':
      return `**${inline(node.children, context)}**`
    case 'delete':
      return `~~${inline(node.children, context)}~~`
    case 'inlineCode':
      return codeSpan(node.value)
    case 'break':
      return '\\\n'
    case 'link':
      return linkTo(inline(node.children, context), href(node.href, context), node.title)
    case 'ExternalLink':
      return linkTo(inline(node.children, context), facts.LINKS[node.name] ?? '')
    case 'Brand':
      return escapeText(facts.BRAND_NAME)
    case 'ContractAddress':
      return codeSpan(facts.contractAddress)
    case 'Constant': {
      const { value, format } = facts.CONSTANTS[node.name]
      return escapeText(
        formatNumber(
          value,
          format,
          context.fallback ? DEFAULT_LOCALE : context.locale,
          node.form ? { form: node.form } : {},
        ),
      )
    }
    default:
      return block(node, context)
  }
}

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : prefix + line))
    .join('\n')

function block(node: BodyNode, context: MarkdownContext): string {
  switch (node.type) {
    case 'paragraph':
      return inline(node.children, context)
    case 'heading':
      return `${'#'.repeat(node.depth)} ${inline(node.children, context)}`
    case 'blockquote':
      return toMarkdown(node.children, context)
        .split('\n')
        .map(line => (line ? `> ${line}` : '>'))
        .join('\n')
    case 'code': {
      const fence = '`'.repeat(Math.max(3, ...[...node.value.matchAll(/`+/g)].map(run => run[0].length + 1)))
      return `${fence}${node.lang ?? ''}\n${node.value}\n${fence}`
    }
    case 'list': {
      const items = node.children.map((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : '- '
        const body = 'children' in item ? toMarkdown(item.children, context, node.tight ? '\n' : '\n\n') : ''
        return marker + indent(body, ' '.repeat(marker.length))
      })
      return items.join(node.tight ? '\n' : '\n\n')
    }
    case 'table': {
      const rows = node.children.map(row =>
        ('children' in row ? row.children : []).map(cell => ('children' in cell ? inline(cell.children, context) : '')),
      )
      const [head = [], ...body] = rows
      const aligns = ('children' in node.children[0]! ? node.children[0].children : []).map(cell => {
        const align = cell.type === 'tableCell' ? cell.align : undefined
        return align === 'center' ? ':---:' : align === 'right' ? '---:' : align === 'left' ? ':---' : '---'
      })
      return [head, aligns, ...body].map(cells => `| ${cells.join(' | ')} |`).join('\n')
    }
    case 'thematicBreak':
      return '---'
    case 'image':
      return `![${escapeText(node.alt)}](<${context.origin}${node.asset.src}>${node.caption ? quotedTitle(node.caption) : ''})`
    default:
      return inlineNode(node, context)
  }
}

const BLOCK_TYPES: ReadonlySet<BodyNode['type']> = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'code',
  'list',
  'table',
  'thematicBreak',
  'image',
])

/** A body as Markdown: blocks apart by a blank line (or `separator`), inline runs joined. */
export function toMarkdown(nodes: readonly BodyNode[], context: MarkdownContext, separator = '\n\n'): string {
  const parts: string[] = []
  let run = ''
  for (const node of nodes) {
    if (BLOCK_TYPES.has(node.type)) {
      if (run.trim()) parts.push(run.trim())
      run = ''
      parts.push(block(node, context))
    } else {
      run += inlineNode(node, context)
    }
  }
  if (run.trim()) parts.push(run.trim())
  return parts.join(separator)
}
