/**
 * Compiles an MDX body, once, into data of the node types in `BodyNode` (src/content/schema.ts); anything off that
 * allow-list is reported with its line and left out. Nothing a writer wrote is ever evaluated.
 */
import type { Nodes, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { ConstantName, LinkName } from '../../src/content/constants.ts'
import { MDX_COMPONENTS, type BodyNode } from '../../src/content/schema.ts'
import { altTextProblem } from '../text/altText.ts'
import { MAX_NESTING, NESTING_FIX, NESTING_MESSAGE, TAG_NESTING_FIX, TAG_NESTING_MESSAGE } from './bodyLimits.ts'
import { markdownForHtml } from '../text/htmlAdvice.ts'
import { parseImageName, type ImageCatalog } from './imageCatalog.ts'
import { checkLinkTarget, LINK_FIX, misleadingLinkText } from '../text/linkTargets.ts'
import { hiddenCharacter, suspiciousText, typedFact } from '../text/suspiciousText.ts'
import type { Report } from '../core/problems.ts'
import type { Constants } from './types.ts'

const COMPONENT_NAMES = Object.keys(MDX_COMPONENTS)
  .map(name => `<${name}>`)
  .join(', ')

/** The pictures a body may show: content/images/ as checked, and whether this body may show any (articles only). */
export interface BodyImages {
  catalog: ImageCatalog
  allowed: boolean
  locales: readonly string[]
}

export interface CompiledBody {
  nodes: BodyNode[]
  /** The text the reader sees, with the line each piece starts on: English copy may not type a constant. */
  texts: { value: string; line: number }[]
}

/** A body parsed by readSource.ts as data, or undefined when it broke a rule. */
export function compileBody(
  nodes: RootContent[],
  constants: Constants,
  report: Report,
  images?: BodyImages,
): CompiledBody | undefined {
  let valid = true
  const reportAndFail: Report = (...problem) => {
    valid = false
    report(...problem)
  }
  const context: Context = {
    constants,
    report: reportAndFail,
    atRoot: true,
    inLink: false,
    depth: 0,
    components: 0,
    texts: [],
    images,
    allowedHosts: new Set(
      Object.values(constants.LINKS).flatMap(url => {
        try {
          return [new URL(url).hostname]
        } catch {
          return []
        }
      }),
    ),
  }
  const body = compileChildren(nodes, context)
  return valid ? { nodes: body, texts: context.texts } : undefined
}

interface Context {
  constants: Constants
  report: Report
  /** Directly in the body, not inside a paragraph, list, table or link: where block components may stand. */
  atRoot: boolean
  /** Inside a link: only text may follow, never another link or a block. */
  inLink: boolean
  images: BodyImages | undefined
  /** Lists and quotes around the node. */
  depth: number
  /** Components and fragments around the node: each is a level of the walk, as a list is. */
  components: number
  texts: { value: string; line: number }[]
  /** Hosts of the site's own links: the only hosts that may be other than plain ASCII. */
  allowedHosts: ReadonlySet<string>
}

/** The characters a block holds as written, across emphasis and links: an address split by `**` is whole again. */
function writtenText(nodes: BodyNode[]): string {
  return nodes
    .map(node => ('value' in node ? node.value : 'children' in node ? writtenText(node.children) : ' '))
    .join('')
}

/** A block's children, with a typed address or disguised URL in its whole text (across `**`, links) reported. */
function compileBlock(children: Nodes[], line: number, context: Context): BodyNode[] {
  const content = compileChildren(children as RootContent[], context)
  const problem = typedFact(writtenText(content))
  if (problem) context.report(line, 'body', problem.problem, problem.fix)
  return content
}

/** Nodes that may stand inside a link: text and its formatting, nothing that is a link or a block. */
const TEXT_LEVEL = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break'])
const TEXT_LEVEL_COMPONENTS = new Set(['Constant', 'Brand'])

function compileChildren(children: RootContent[], context: Context): BodyNode[] {
  return children.flatMap(child => compileNode(child, context))
}

function compileNode(node: Nodes, context: Context): BodyNode[] {
  const line = node.position?.start.line ?? 1
  const refuse = (problem: string, fix: string): BodyNode[] => {
    context.report(line, 'body', problem, fix)
    return []
  }
  const inner = { ...context, atRoot: false }
  if (node.type === 'list' || node.type === 'blockquote') {
    if (context.depth >= MAX_NESTING) return refuse(NESTING_MESSAGE, NESTING_FIX)
    inner.depth = context.depth + 1
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    // 1,500 fragments inside one another overflowed this walk's stack: a tool error, not a message.
    if (context.components >= MAX_NESTING) return refuse(TAG_NESTING_MESSAGE, TAG_NESTING_FIX)
    inner.components = context.components + 1
  }
  const children = (within = inner) =>
    'children' in node ? compileChildren(node.children as RootContent[], within) : []
  const insideLink = context.inLink ? insideLinkProblem(node) : undefined
  if (insideLink) {
    children()
    return refuse(
      insideLink,
      "keep a link's text plain (emphasis, figures and <Brand /> are fine) and put other links beside it",
    )
  }
  switch (node.type) {
    case 'yaml':
      return [] // the parser reads one frontmatter block, at the start (readSource.ts)
    case 'text':
    case 'inlineCode':
    case 'code':
      return compileText(node, line, context)
    case 'paragraph': {
      const [image, ...others] = node.children.filter(child => child.type !== 'text' || child.value.trim() !== '')
      if (image?.type === 'image' && others.length === 0) return compileImage(image, context)
      return [{ type: node.type, children: compileBlock(node.children, line, inner) }]
    }
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'blockquote':
      return [{ type: node.type, children: children() }]
    case 'heading': {
      if (node.depth === 1) refuse(...REFUSED_NODES.secondMainHeading)
      return [{ type: 'heading', depth: node.depth, children: compileBlock(node.children, line, inner) }]
    }
    case 'thematicBreak':
    case 'break':
      return [{ type: node.type }]
    case 'list': {
      const tight = !node.spread && !node.children.some(item => item.spread)
      const start = node.ordered && typeof node.start === 'number' && node.start !== 1 ? { start: node.start } : {}
      return [{ type: 'list', ordered: node.ordered === true, ...start, tight, children: children() }]
    }
    case 'listItem':
      if (typeof node.checked === 'boolean') refuse(...REFUSED_NODES.taskListCheckBox)
      return [{ type: 'listItem', children: children() }]
    case 'table':
      return compileTable(node, line, context)
    case 'link':
      return compileLink(node, children({ ...inner, inLink: true }), line, context)
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return compileElement(node, { ...context, components: inner.components })
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return refuse(`the expression {${node.value.trim()}} is not allowed in content`, EXPRESSION_FIX)
    case 'mdxjsEsm':
    case 'image':
    case 'imageReference':
    case 'linkReference':
    case 'definition':
      return refuse(...REFUSED_NODES[node.type])
    default:
      children()
      return refuse(`${node.type} is not allowed in content`, MARKDOWN_FIX)
  }
}

const EXPRESSION_FIX = 'use <Constant name="…" /> for a figure, or write a literal brace as \\{'
const MARKDOWN_FIX = `use Markdown (paragraphs, headings, lists, tables, links, emphasis) and ${COMPONENT_NAMES}`

/** Markdown and MDX that content never holds where they stand, with what to write instead. */
const REFUSED_NODES = {
  secondMainHeading: [
    'a # heading would be a second main heading on the page',
    "use ## (or deeper): the page's title is its one # heading",
  ],
  taskListCheckBox: [
    'task list check boxes are not allowed in content',
    'remove the [ ] or [x] at the start of the item',
  ],
  mdxjsEsm: [
    'imports and exports are not allowed in content',
    'remove the line; the components listed in CONTRIBUTING.md are always available',
  ],
  image: [
    'an image must stand alone in its paragraph, not inside a sentence, link, list or table',
    'put ![…](…) on a line of its own, with a blank line before and after',
  ],
  imageReference: [
    'reference-style images are not allowed in content',
    'write the image inline: ![alt text](name.png)',
  ],
  linkReference: ['reference-style links are not allowed in content', 'write the link inline: [text](https://…)'],
  definition: ['reference-style links are not allowed in content', 'write the link inline: [text](https://…)'],
} satisfies Record<string, [problem: string, fix: string]>

/** Text and code, kept as written, checked for hidden characters (addresses: in the whole block, or in code here). */
function compileText(node: Extract<Nodes, { type: 'text' | 'inlineCode' | 'code' }>, line: number, context: Context) {
  const suspicious = node.type === 'code' ? suspiciousText(node.value) : hiddenCharacter(node.value)
  if (suspicious) context.report(line, 'body', suspicious.problem, suspicious.fix)
  context.texts.push({ value: node.value, line: node.type === 'code' ? line + 1 : line })
  if (node.type !== 'code') return [{ type: node.type, value: node.value }] satisfies BodyNode[]
  return [
    { type: 'code', value: node.value, ...(node.lang && /^[\w-]+$/.test(node.lang) ? { lang: node.lang } : {}) },
  ] satisfies BodyNode[]
}

/** Each cell gets its column's alignment and whether it is in the head row, so rendering needs no lookups. */
function compileTable(node: Extract<Nodes, { type: 'table' }>, line: number, context: Context): BodyNode[] {
  return [
    {
      type: 'table',
      children: node.children.map((row, rowIndex) => ({
        type: 'tableRow',
        children: row.children.map((cell, column) => ({
          type: 'tableCell',
          header: rowIndex === 0,
          ...(node.align?.[column] ? { align: node.align[column]! } : {}),
          children: compileBlock(cell.children, cell.position?.start.line ?? line, context),
        })),
      })),
    },
  ]
}

/** A Markdown link: its target on the allow-list, and neither its text, title nor address hiding another. */
function compileLink(
  node: Extract<Nodes, { type: 'link' }>,
  content: BodyNode[],
  line: number,
  context: Context,
): BodyNode[] {
  const target = checkLinkTarget(node.url, context.allowedHosts)
  if (typeof target !== 'string') {
    context.report(
      line,
      'body',
      `the link target ${JSON.stringify(node.url)} is not allowed (${target.problem})`,
      LINK_FIX,
    )
    return []
  }
  checkLinkText(content, target, line, context)
  // An address hides as easily in a link's tooltip or in its URL (a swap page with a fake mint) as in its text.
  let decoded = target
  try {
    decoded = decodeURIComponent(target)
  } catch {
    // A malformed escape stays as written, and is checked as such.
  }
  const suspicious = suspiciousText(`${node.title ?? ''} ${decoded}`)
  if (suspicious)
    context.report(
      line,
      'body',
      `the link ${suspicious.problem.replace(/^contains/, 'contains, in its title or address,')}`,
      suspicious.fix,
    )
  return [{ type: 'link', href: target, ...(node.title ? { title: node.title } : {}), children: content }]
}

/** `![alt](name.png "caption")` alone in a paragraph; generate.ts swaps in a locale's variant of its asset. */
function compileImage(node: Extract<Nodes, { type: 'image' }>, context: Context): BodyNode[] {
  const line = node.position?.start.line ?? 1
  const refuse = (message: string, fix: string) => {
    context.report(line, 'body', message, fix)
    return []
  }
  const { images } = context
  if (!images?.allowed) {
    return refuse(
      'an image is allowed only in the body of an article page',
      'remove it: the home, FAQ and How It Works sections place their own pictures',
    )
  }
  if (!context.atRoot) {
    return refuse(
      'an image must stand on a line of its own, outside lists, tables, quotes and links',
      'put ![…](…) alone on its own line, with a blank line before and after',
    )
  }
  const file = node.url
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(file)) {
    return refuse(
      `the image ${JSON.stringify(file)} is on another site: images come from content/images/ only`,
      'save the picture in content/images/ and write its file name: ![alt text](name.png)',
    )
  }
  if (/[/\\]/.test(file)) {
    const name = file.split(/[/\\]/).at(-1)
    return refuse(
      `the image ${JSON.stringify(file)} is a path: write the file's name only, as it is in content/images/`,
      `write ![…](${name})`,
    )
  }
  const refused = images.catalog.refused.get(file)
  if (refused) return refuse(`content/images/${file} ${refused.message}`, refused.fix)
  if (/\.svg$/i.test(file)) {
    return refuse(
      `${file} is an SVG: SVG is not allowed in content, because it can carry script that would run on the site`,
      'export it as PNG (a logo, chart or diagram) or WebP/AVIF, at twice the size it is shown',
    )
  }
  const name = parseImageName(file, images.locales)
  if (name?.locale) {
    const shared = `${name.stem}.${name.extension}`
    return refuse(
      `${file} is the ${name.locale} variant of ${shared}: a page names the shared file`,
      `write ![…](${shared}); each language's page shows its own variant when content/images/ has one`,
    )
  }
  const image = images.catalog.images.get(file)
  if (!image) {
    const known = [...images.catalog.images.keys()].filter(key => !parseImageName(key, images.locales)?.locale)
    return refuse(
      `there is no content/images/${file}`,
      known.length > 0
        ? `add the file there, or use one of: ${known.join(', ')}`
        : 'add the file to content/images/ (see CONTRIBUTING.md, "Add an image")',
    )
  }
  const alt = node.alt ?? ''
  const altProblem = altTextProblem(alt, file)
  if (altProblem) return refuse(altProblem.message, altProblem.fix)
  const caption = node.title?.trim()
  for (const value of [alt, caption ?? '']) {
    const suspicious = suspiciousText(value)
    if (suspicious) return refuse(suspicious.problem, suspicious.fix)
  }
  return [{ type: 'image', file, alt: alt.trim(), ...(caption ? { caption } : {}), asset: image.asset }]
}

/** One of the four components with checked literal attributes; any other JSX is refused. */
function compileElement(node: MdxJsxFlowElement | MdxJsxTextElement, context: Context): BodyNode[] {
  const line = node.position?.start.line ?? 1
  const tag = node.name ?? ''
  const content = compileChildren(node.children as RootContent[], {
    ...context,
    atRoot: false,
    inLink: tag === 'ExternalLink' || context.inLink,
  })
  // Attribute expressions and spreads are code: they are reported whatever the element, before its name.
  const literal = reportCodeAttributes(node, tag, line, context)
  if (!Object.hasOwn(MDX_COMPONENTS, tag)) {
    reportUnknownElement(tag, line, context)
    return []
  }
  if (!literal) return []
  const name = tag as keyof typeof MDX_COMPONENTS
  const values = readAttributes(node, name, line, context)
  if (!values) return []
  switch (name) {
    case 'Constant':
      return [
        {
          type: 'Constant',
          name: values.name as ConstantName,
          ...(values.form ? { form: values.form as 'adjective' | 'article' } : {}),
        },
      ]
    case 'ExternalLink':
      checkLinkText(content, context.constants.LINKS[values.name!]!, line, context)
      return [{ type: 'ExternalLink', name: values.name as LinkName, children: content }]
    case 'Brand':
      return [{ type: name }]
    case 'ContractAddress':
      // The one address holders copy is never wrapped in anything a writer controls.
      if (node.type !== 'mdxJsxFlowElement' || !context.atRoot) {
        context.report(
          line,
          'body',
          '<ContractAddress /> must stand on a line of its own, outside lists, tables and links',
          'put <ContractAddress /> alone on its own line, with a blank line before and after',
        )
        return []
      }
      return [{ type: name }]
  }
}

/** Reports spread attributes and `{…}` values, which are code; true when every attribute is literal text. */
function reportCodeAttributes(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  tag: string,
  line: number,
  context: Context,
): boolean {
  let literal = true
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      literal = false
      context.report(
        line,
        'body',
        `<${tag} {${attribute.value}}> is not allowed: spread attributes are code`,
        'write each attribute as name="…"',
      )
    } else if (attribute.value !== null && typeof attribute.value === 'object') {
      literal = false
      context.report(
        line,
        'body',
        `<${tag} ${attribute.name}={${attribute.value.value}}> is not allowed: attribute values are text, not code`,
        `write ${attribute.name}="…" with the value in quotes`,
      )
    }
  }
  return literal
}

/** A fragment, an unknown component or HTML, with the Markdown to use instead where there is one. */
function reportUnknownElement(tag: string, line: number, context: Context) {
  if (!tag) {
    context.report(line, 'body', 'fragments (<>…</>) are not allowed in content', 'remove the <> and </>')
  } else if (/^[A-Z]/.test(tag)) {
    context.report(line, 'body', `<${tag}> is not a known component`, `use one of: ${COMPONENT_NAMES}`)
  } else {
    const advice = markdownForHtml(tag)
    if (advice) context.report(line, 'body', `<${tag}> is HTML, which content does not use`, advice)
    else
      context.report(
        line,
        'body',
        `raw HTML (<${tag}>) is not allowed in content`,
        `use Markdown or one of: ${COMPONENT_NAMES}; write a literal < as &lt;`,
      )
  }
}

/** A component's attributes checked against its entry in MDX_COMPONENTS, or undefined when any is wrong. */

function readAttributes(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  name: keyof typeof MDX_COMPONENTS,
  line: number,
  context: Context,
): Record<string, string> | undefined {
  const spec = MDX_COMPONENTS[name]
  const allowed: Record<string, unknown> = spec.attributes
  const values: Record<string, string> = {}
  let valid = true
  const refuse = (message: string, fix: string) => {
    valid = false
    context.report(line, 'body', message, fix)
  }
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    const kind = Object.hasOwn(allowed, attribute.name) ? allowed[attribute.name] : undefined
    const known =
      kind === 'constant' ? context.constants.CONSTANTS : kind === 'link' ? context.constants.LINKS : undefined
    const choices = Array.isArray(kind) ? (kind as string[]) : Object.keys(known ?? {})
    if (kind === undefined) {
      const names = Object.keys(allowed)
      refuse(
        `<${name}> has no attribute "${attribute.name}"`,
        names.length > 0 ? `use only: ${names.join(', ')}` : `write <${name} />`,
      )
    } else if (typeof attribute.value !== 'string') {
      refuse(`<${name}> needs ${attribute.name}="…"`, `name one of: ${choices.join(', ')}`)
    } else if (!choices.includes(attribute.value)) {
      const what =
        kind === 'constant'
          ? 'names no constant in content/constants.yaml'
          : kind === 'link'
            ? 'names no link in content/constants.yaml'
            : 'is not allowed'
      refuse(`<${name} ${attribute.name}="${attribute.value}"> ${what}`, `use one of: ${choices.join(', ')}`)
    } else {
      values[attribute.name] = attribute.value
    }
  }
  for (const required of spec.required as readonly string[]) {
    if (!node.attributes.some(attribute => attribute.type === 'mdxJsxAttribute' && attribute.name === required)) {
      const kind = allowed[required]
      const known = kind === 'constant' ? context.constants.CONSTANTS : context.constants.LINKS
      refuse(`<${name}> needs ${required}="…"`, `name one of: ${Object.keys(known).join(', ')}`)
    }
  }
  if (!spec.children && node.children.length > 0) refuse(`<${name}> takes no content`, `write <${name} /> on its own`)
  return valid ? values : undefined
}

/** A link whose text reads like an address names the host it goes to. */
function checkLinkText(content: BodyNode[], href: string, line: number, context: Context) {
  const named = misleadingLinkText(writtenText(content), href)
  if (named) {
    context.report(
      line,
      'body',
      `the link text names ${named}, but the link goes to ${href}`,
      'make the text name where the link goes, or word it without an address',
    )
  }
}

/** Why a node may not stand in a link's text (only text and its formatting may), or undefined when it may. */
function insideLinkProblem(node: Nodes): string | undefined {
  if (TEXT_LEVEL.has(node.type)) return undefined
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
    return node.type === 'link' ? 'a link inside a link is not allowed' : `a ${node.type} is not allowed inside a link`
  }
  const name = node.name ?? ''
  if (TEXT_LEVEL_COMPONENTS.has(name)) return undefined
  return name === 'ExternalLink' ? 'a link inside a link is not allowed' : `<${name}> is not allowed inside a link`
}
