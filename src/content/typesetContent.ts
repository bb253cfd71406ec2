import type { BodyNode } from './schema.ts'
import { typeset } from '../i18n/typeset.ts'

const BLOCKS: ReadonlySet<BodyNode['type']> = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
])

/**
 * A content body with its text set as its language sets it (src/i18n/typeset.ts), for the page and its structured
 * data alike (loadContent.server.ts sets every translated entry once, as it loads). Each text node knows what was
 * rendered before it in its block ("。" at the end of a bold run), so a
 * rule that spans two nodes applies. A node that no rule changes is returned as it is; an image's alt text and
 * caption are set too (the page finds its first-screen image in the body it renders, so a new node is that one).
 */
export function typesetBody(nodes: readonly BodyNode[], locale: string): BodyNode[] {
  let before = ''
  const visit = (node: BodyNode): BodyNode => {
    if (node.type === 'text') {
      const value = typeset(node.value, locale, before)
      before = value.slice(-1) || before
      return value === node.value ? node : { ...node, value }
    }
    if (node.type === 'image') {
      // A picture's description and caption are text a reader reads (alt, <figcaption>): set as its language sets it.
      before = ''
      const alt = typeset(node.alt, locale)
      const caption = node.caption === undefined ? undefined : typeset(node.caption, locale)
      return alt === node.alt && caption === node.caption
        ? node
        : { ...node, alt, ...(caption === undefined ? {} : { caption }) }
    }
    if (!('children' in node)) {
      // A figure, the brand, code: text of its own, which no rule joins to what follows.
      before = 'x'
      return node
    }
    if (BLOCKS.has(node.type)) before = ''
    const children = node.children.map(visit)
    if (BLOCKS.has(node.type)) before = ''
    return children.every((child, index) => child === node.children[index]) ? node : ({ ...node, children } as BodyNode)
  }
  return nodes.map(visit)
}

/** Frontmatter values that are not text a reader reads as a sentence. */
const NOT_TEXT = new Set(['id', 'date', 'expires', 'updated', 'icon', 'footer', 'source_hash'])

/** A translated entry with its frontmatter text and its body set as `locale` sets them (a fallback stays English). */
export function typesetEntry<Entry extends { fallback: boolean; body?: BodyNode[] }>(
  entry: Entry,
  locale: string,
): Entry {
  if (entry.fallback) return entry
  const fields = Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [
      key,
      typeof value === 'string' && !NOT_TEXT.has(key) ? typeset(value, locale) : value,
    ]),
  )
  return { ...fields, ...(entry.body ? { body: typesetBody(entry.body, locale) } : {}) } as Entry
}

/**
 * A locale's whole content index set as `locale` sets it, every translated entry of every collection
 * (typesetEntry), for what reads the index outside the pages (the llms.txt and Markdown copies).
 */
export function typesetIndex<Index extends object>(index: Index, locale: string): Index {
  const entry = (value: unknown) =>
    typeof value === 'object' && value !== null && 'fallback' in value
      ? typesetEntry(value as { fallback: boolean; body?: BodyNode[] }, locale)
      : value
  return Object.fromEntries(
    Object.entries(index).map(([collection, entries]) => [
      collection,
      Array.isArray(entries)
        ? entries.map(entry)
        : typeof entries === 'object' && entries !== null
          ? Object.fromEntries(Object.entries(entries).map(([id, value]) => [id, entry(value)]))
          : entries,
    ]),
  ) as Index
}
