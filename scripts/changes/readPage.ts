/**
 * What a visitor sees and a search engine reads on one built page, parsed with htmlparser2 (never with regular
 * expressions): the title, the meta description, the JSON-LD, the image sources and the visible text, block by
 * block. Hashed asset names, build ids and markup that renders the same are left out on purpose, so that two
 * builds of the same content read the same.
 */
import { parseDocument } from 'htmlparser2'
import type { AnyNode, Element } from 'domhandler'
import { findAll, getAttributeValue, textContent } from 'domutils'

export interface PageView {
  title: string
  description: string
  /** Each JSON-LD block, re-serialised with sorted keys so that key order does not count as a change. */
  jsonLd: string[]
  /** Image sources without their content hash (`/assets/static/logo.1a2b3c.svg` → `/assets/static/logo.svg`), an <img> with its alt text. */
  images: string[]
  /** The visible text, one entry per block (heading, paragraph, list item, table cell, button, …). */
  blocks: string[]
}

/** Elements whose own text a visitor reads as one unit. Their text is compared, diffed and outlined in screenshots. */
export const BLOCK_TAGS = ['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'dt', 'dd', 'th', 'td', 'summary', 'figcaption',
  'blockquote', 'button', 'label', 'caption', 'legend'] as const
const BLOCKS = new Set<string>(BLOCK_TAGS)
/** Never rendered as text. */
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg'])

export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A build's content hash in a file name (Vite: `name.Bx3_k9aQ.js`; our images: `name.1a2b3c4d.png`). */
const HASHED_NAME = /\.[\w-]{8,}(?=\.\w+$)/
export function withoutHash(source: string): string {
  const [pathPart = '', query] = source.split('?')
  return pathPart.replace(HASHED_NAME, '') + (query !== undefined && !/^v=|^[\da-f]{6,}$/.test(query) ? `?${query}` : '')
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]))
  }
  return value
}

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style'

/**
 * The body's text, one entry per block element in document order, each its whole text content as the browser's
 * `textContent` gives it (a list item inside a list item counts in both, as a visitor reads it), so that a screenshot
 * can find a changed block by its text. Text outside any block is collected per parent element.
 */
function collectBlocks(root: AnyNode[]): string[] {
  const blocks: string[] = []
  const visit = (nodes: AnyNode[], inBlock: boolean) => {
    const loose: string[] = []
    for (const node of nodes) {
      if (node.type === 'text' && !inBlock) loose.push((node as unknown as { data: string }).data)
      if (!isElement(node) || SILENT.has(node.name)) continue
      const block = BLOCKS.has(node.name)
      if (block) {
        const text = normaliseSpace(textContent(node))
        if (text) blocks.push(text)
      }
      visit(node.children, inBlock || block)
    }
    const text = normaliseSpace(loose.join(' '))
    if (text) blocks.push(text)
  }
  visit(root, false)
  return blocks
}

export function readPage(html: string): PageView {
  const document = parseDocument(html)
  const elements = findAll(() => true, document.children)
  const first = (name: string) => elements.find((element) => element.name === name)
  const meta = (name: string) =>
    elements.find((element) => element.name === 'meta' && getAttributeValue(element, 'name') === name)
  const jsonLd = elements
    .filter((element) => element.name === 'script' && getAttributeValue(element, 'type') === 'application/ld+json')
    .map((element) => {
      const text = textContent(element)
      try {
        return JSON.stringify(sortKeys(JSON.parse(text)), null, 1)
      } catch {
        return text
      }
    })
  const images = elements.flatMap((element) => {
    if (element.name === 'img') return [`${withoutHash(getAttributeValue(element, 'src') ?? '')} "${getAttributeValue(element, 'alt') ?? ''}"`]
    if (element.name === 'source') return (getAttributeValue(element, 'srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean)
    if (element.name === 'meta' && /^(og|twitter):image$/.test(getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name') ?? '')) {
      return [getAttributeValue(element, 'content') ?? '']
    }
    return []
  }).map((source) => (source.includes(' "') ? source : withoutHash(source)))
  const body = first('body')
  const blocks = collectBlocks(body ? body.children : document.children)
  return {
    title: normaliseSpace(textContent(first('title') ?? [])),
    description: normaliseSpace(getAttributeValue(meta('description') ?? ({} as Element), 'content') ?? ''),
    jsonLd,
    images,
    blocks,
  }
}
