/**
 * The units a translator translates, each with its facts: a frontmatter text field, a body block, a list item, a
 * table row, a picture's alt text and caption. Compared unit by unit, two figures swapped between rows are caught.
 */
import type { Nodes, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { factsOfText, type TextFact } from './facts.ts'

export interface Unit {
  /** What the unit is, for messages and for lining up with English: `question`, `paragraph`, `alt text of x.png`. */
  kind: string
  line: number
  facts: TextFact[]
  /** The unit's text as a reader sees it (links' targets included): what the allow-list (identifiers.ts) reads. */
  text?: string
}

/** The kind of a picture's unit names its file: `alt text of x.png`. */
const ALT_TEXT_OF = 'alt text of '
/** The file of a picture's unit (`x.png`), or undefined for any other unit. */
export const pictureOf = (unit: Unit) =>
  unit.kind.startsWith(ALT_TEXT_OF) ? unit.kind.slice(ALT_TEXT_OF.length) : undefined

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

const isJsx = (node: Nodes): node is Jsx => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/**
 * A component as the writer types it, attributes in a fixed order. `form` is grammar, not a fact: "a 24-hour
 * timer" is "24時間のタイマー" in Japanese.
 */
export function componentKey(node: Jsx): string {
  const attributes = node.attributes
    .filter(
      (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name !== 'form',
    )
    .map(attribute => `${attribute.name}="${String(attribute.value)}"`)
    .sort()
  const opening = [node.name ?? '', ...attributes].join(' ')
  return node.children.length > 0 || node.name === 'ExternalLink' ? `<${opening}>` : `<${opening} />`
}

/** The text and components of inline content, as one unit sees it: link targets and titles included. */
function collect(nodes: readonly Nodes[], into: { text: string[]; components: string[] }) {
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') into.text.push(node.value)
    else if (node.type === 'break') into.text.push('\n')
    if (node.type === 'link') into.text.push(` ${node.url} ${node.title ?? ''} `)
    if (node.type === 'image') into.text.push(` ${node.alt ?? ''} ${node.title ?? ''} `)
    if (isJsx(node)) {
      into.components.push(componentKey(node))
      into.text.push(' ')
    }
    if ('children' in node) collect(node.children as Nodes[], into)
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') into.text.push('\n')
  }
}

function unitOf(kind: string, line: number, nodes: readonly Nodes[], locale: string): Unit {
  const into = { text: [] as string[], components: [] as string[] }
  collect(nodes, into)
  const text = into.text.join('')
  return {
    kind,
    line,
    text,
    facts: [...into.components.map(value => ({ kind: 'component' as const, value })), ...factsOfText(text, locale)],
  }
}

const lineOf = (node: Nodes) => node.position?.start.line ?? 1

/** The units of a body (the nodes the MDX parser gave, after the frontmatter). */
export function bodyUnits(nodes: readonly RootContent[], locale: string): Unit[] {
  const units: Unit[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'list') {
      for (const item of node.children) {
        const own = item.children.filter(child => child.type !== 'list')
        units.push(unitOf('list item', lineOf(item), own, locale))
        for (const child of item.children) if (child.type === 'list') visit(child)
      }
    } else if (node.type === 'table') {
      for (const row of node.children) units.push(unitOf('table row', lineOf(row), [row], locale))
    } else if (node.type === 'paragraph' && node.children.length === 1 && node.children[0]!.type === 'image') {
      const image = node.children[0]
      units.push({
        kind: `${ALT_TEXT_OF}${image.url}`,
        line: lineOf(image),
        text: image.alt ?? '',
        facts: factsOfText(image.alt ?? '', locale),
      })
      units.push({
        kind: `caption of ${image.url}`,
        line: lineOf(image),
        text: image.title ?? '',
        facts: factsOfText(image.title ?? '', locale),
      })
    } else if (node.type !== 'yaml' && node.type !== 'thematicBreak') {
      units.push(
        unitOf(
          node.type === 'heading' ? 'heading' : isJsx(node) ? 'component' : node.type,
          lineOf(node),
          [node],
          locale,
        ),
      )
    }
  }
  for (const node of nodes) visit(node as Nodes)
  return units
}

/** One unit per text field of the frontmatter (and per item of a list of texts); `lineOfField` finds its line. */
export function fieldUnits(
  data: Record<string, unknown>,
  locale: string,
  lineOfField: (field: string) => number,
  skip: readonly string[] = [],
): Unit[] {
  const units: Unit[] = []
  for (const [field, value] of Object.entries(data)) {
    if (skip.includes(field)) continue
    const texts =
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.filter((item): item is string => typeof item === 'string')
          : []
    texts.forEach((text, index) =>
      units.push({
        kind: texts.length > 1 || Array.isArray(value) ? `${field}.${index}` : field,
        line: lineOfField(field),
        text,
        facts: factsOfText(text, locale),
      }),
    )
  }
  return units
}
