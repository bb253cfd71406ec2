/**
 * What a visitor sees and acts on, and what a search engine reads, on one built page, parsed with htmlparser2 (never
 * with regular expressions): the title, the meta description, robots, canonical and hreflang, the JSON-LD, the
 * pictures, every link's target, the entries shown in English on another language's page, and the visible text,
 * block by block, each with the content entry it belongs to. Hashed asset names, build ids and markup that renders the
 * same are left out on purpose, so that two
 * builds of the same content read the same.
 */
import { parseDocument } from 'htmlparser2'
import type { AnyNode, Element } from 'domhandler'
import { findAll, getAttributeValue, textContent } from 'domutils'
import { flatten } from './addresses.ts'

export interface PageView {
  title: string
  description: string
  /** Each JSON-LD block, re-serialised with sorted keys so that key order does not count as a change. */
  jsonLd: string[]
  /**
   * Image sources without their content hash (`/assets/static/logo.1a2b3c.svg` → `/assets/static/logo.svg`), an <img>
   * with its alt text.
   */
  images: string[]
  /** The visible text, one entry per block (heading, paragraph, list item, table cell, button, …). */
  blocks: string[]
  /** For each block, the content entry it belongs to (`faq/which-wallet` inside `id="faq-which-wallet"`), or ''. */
  blockEntries: string[]
  /**
   * Each block's text with a space at every element boundary (`…on Telegram.` `Announcements` stays two words, not
   * the domain `Telegram.Announcements`): what addresses are looked for in.
   */
  blockWords: string[]
  /**
   * Each block's text as a reader reads it: a space where an element that is not inline formatting ends or begins
   * between two words (`Deutsch` `teils Englisch` in the language menu, a card's heading and its text), none inside
   * `**bold**` or a link. What the report shows; `blocks` stays the browser's `textContent`, to find the block again.
   */
  blockText: string[]
  /** Addresses a new page's frame holds (every address of its language's pages before): not new on it. */
  knownAddresses?: string[]
  /** For each block, whether it is page chrome (the language menu), reported once for the whole site. */
  blockChrome: boolean[]
  /** Every link as `text → href` (asset hashes left out), in document order. */
  links: string[]
  /** Picture files the page shows, as written (each img's src, og:image), for hashing their pixels. */
  pictureSources: string[]
  /** The page's own language (`<html lang>`). */
  lang: string
  /** `<meta name="robots">`, e.g. `noindex` ('' when absent). */
  robots: string
  canonical: string
  /** Each `hreflang href` alternate, sorted. */
  alternates: string[]
  /** Content shown in English on a page in another language (an element with lang="en"), by its first words. */
  untranslated: string[]
  /**
   * Every attribute the fields above do not already read, as `tag[name] = value` in document order (asset hashes left
   * out): labels, titles, meta contents, the messages an island shows (its `data-props` JSON, one line per value:
   * `div[data-props].messages.not-listed = …`), and each inline script as one line. Classes, styles and drawings
   * (inside <svg>) only change how the page looks.
   */
  attributes: string[]
}

/** Elements whose own text a visitor reads as one unit. Their text is compared, diffed and outlined in screenshots. */
export const BLOCK_TAGS = [
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'th',
  'td',
  'summary',
  'figcaption',
  'blockquote',
  'button',
  'label',
  'caption',
  'legend',
] as const
const BLOCKS = new Set<string>(BLOCK_TAGS)
/** Never rendered as text. */
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg'])

export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A build's content hash in a file name (Vite: `name.Bx3_k9aQ.js`; our images: `name.1a2b3c4d.png`). */
const HASHED_NAME = /\.[\w-]{8,}(?=\.\w+$)/
export function withoutHash(source: string): string {
  const [pathPart = '', query] = source.split('?')
  return (
    pathPart.replace(HASHED_NAME, '') + (query !== undefined && !/^v=|^[\da-f]{6,}$/.test(query) ? `?${query}` : '')
  )
}

/**
 * Every built asset's name without its content hash, wherever it is written (`/assets/chunks/chunk-DpjqH9xl.js` →
 * `/assets/chunks/chunk.js`, the search index's `p-C8vFAz5PsC.gz` → `p.gz`): a hash changes with any byte of the
 * code or data bundled into the file, which is compared apart (compareFiles.ts), never in the pages that name it.
 */
export function unhashAssets(text: string): string {
  return text
    .replace(/(\/assets\/(?:[\w-]+\/)*[\w-]+?)[.-][\w-]{8}(?=\.\w+\b)/g, '$1')
    .replace(/(^|[^\w-])([pt])-[\w-]{10}(?=\.gz\b)/g, '$1$2')
}

/**
 * A link target as the browser follows it: resolved, host in punycode (so a look-alike host shows as `xn--…`), tabs and
 * newlines dropped and other characters percent-encoded, as the URL parser does. A same-site target stays a path
 * (`/de/faq`); one the parser refuses is kept as written (the report shows its hidden characters by name).
 * CAREFUL HERE: what the report shows must be what a click opens, not what the markup spells.
 */
const SAME_SITE = 'https://site.invalid'
export function resolvedAddress(href: string): string {
  if (!href) return href
  try {
    const url = new URL(href, `${SAME_SITE}/`)
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : url.href
  } catch {
    return href
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map(key => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style'

/**
 * The body's text, one entry per block element in document order, each its whole text content as the browser's
 * `textContent` gives it (a list item inside a list item counts in both, as a visitor reads it), so that a screenshot
 * can find a changed block by its text. Text outside any block is collected per parent element.
 */
/** An element's text with a space between the texts of its elements. */
function spacedText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data
  if (!isElement(node) || SILENT.has(node.name)) return ''
  return node.children.map(child => (isElement(child) ? ` ${spacedText(child)} ` : spacedText(child))).join('')
}

/**
 * Inline formatting: its text runs on with the text around it, as in `un**believ**able`. Not `<span>`: Markdown never
 * writes one, and the components' spans are labels of their own ("Noch nicht übersetzt" after a question).
 */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
])
const BOUNDARY = '\u0000'
function boundedText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data.replaceAll(BOUNDARY, '')
  if (!isElement(node) || SILENT.has(node.name)) return ''
  const inner = node.children.map(boundedText).join('')
  return INLINE.has(node.name) ? inner : `${BOUNDARY}${inner}${BOUNDARY}`
}
/** An element's text with a space between two words that different blocks (or a `<br>`) hold. */
export function readableText(node: AnyNode): string {
  const text = boundedText(node)
  return normaliseSpace(text.replace(/(?<=\S)\u0000+(?=\S)/g, ' ').replaceAll(BOUNDARY, ''))
}

function collectBlocks(root: AnyNode[]): {
  blocks: string[]
  words: string[]
  readable: string[]
  entries: string[]
  chrome: boolean[]
} {
  const words: string[] = []
  const readable: string[] = []
  const blocks: string[] = []
  const entries: string[] = []
  const chrome: boolean[] = []
  // CAREFUL HERE: the language menu lives in the header; nothing inside <main> counts as menu, whatever its attributes.
  const visit = (nodes: AnyNode[], inBlock: boolean, entry: string, inChrome = false, inMain = false) => {
    const loose: string[] = []
    for (const node of nodes) {
      if (node.type === 'text' && !inBlock) loose.push((node as unknown as { data: string }).data)
      if (!isElement(node) || SILENT.has(node.name)) continue
      const block = BLOCKS.has(node.name)
      const nodeMain = inMain || node.name === 'main'
      const nodeChrome = !nodeMain && (inChrome || isChrome(node))
      if (block) {
        const text = normaliseSpace(textContent(node))
        if (text) {
          blocks.push(text)
          words.push(normaliseSpace(spacedText(node)))
          readable.push(readableText(node))
          entries.push(entryOf(node) ?? entry)
          chrome.push(nodeChrome)
        }
      }
      visit(node.children, inBlock || block, entryOf(node) ?? entry, nodeChrome, nodeMain)
    }
    const text = normaliseSpace(loose.join(' '))
    if (text) {
      blocks.push(text)
      words.push(text)
      readable.push(text)
      entries.push(entry)
      chrome.push(inChrome)
    }
  }
  visit(root, false, '')
  return { blocks, words, readable, entries, chrome }
}

/** The language menu (its links carry hreflang or data-language-switch): the same on every page of a language. */
const isChrome = (element: Element) =>
  getAttributeValue(element, 'data-language-switch') !== undefined ||
  getAttributeValue(element, 'hreflang') !== undefined ||
  getAttributeValue(element, 'id') === 'language-menu'

/** The content entry an element stands for: FaqAccordion renders each question as `<details id="faq-<id>">`. */
function entryOf(element: Element): string | undefined {
  const id = /^faq-([a-z0-9-]+)$/.exec(getAttributeValue(element, 'id') ?? '')
  return id ? `faq/${id[1]}` : undefined
}

const closestEntry = (element: Element): string => {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (node.type !== 'tag') continue
    const entry = entryOf(node)
    if (entry) return entry
  }
  return ''
}

/** Attributes read elsewhere (links, pictures, search engines, the language) or only about looks. */
const READ_ELSEWHERE = new Set(['class', 'style', 'lang', 'hreflang', 'srcset', 'sizes', 'width', 'height'])
function attributeLines(elements: Element[]): string[] {
  const lines: string[] = []
  const inSvg = (element: Element) => {
    for (let node = element.parent as Element | null; node; node = node.parent as Element | null)
      if (node.name === 'svg') return true
    return false
  }
  const value = (text: string) =>
    unhashAssets(/^(?:https?:\/\/|\/)\S+$/.test(text) ? withoutHash(resolvedAddress(text)) : normaliseSpace(text))
  for (const element of elements) {
    if (element.name === 'svg' || inSvg(element)) continue
    if (element.name === 'script') {
      if (getAttributeValue(element, 'type') === 'application/ld+json') continue
      const text = normaliseSpace(textContent(element))
      if (text)
        lines.push(`script = ${unhashAssets(withoutHash(text).replace(/[\w-]+\.[\w-]{8,}\.(js|css)/g, withoutHash))}`)
    }
    const rel = (getAttributeValue(element, 'rel') ?? '').split(/\s+/)
    const metaName = getAttributeValue(element, 'name') ?? getAttributeValue(element, 'property') ?? ''
    // A meta or link is named by what it is (`meta[name=theme-color]`, `link[rel=manifest][href]`), not by its
    // position.
    const metaKey =
      element.name === 'meta' && metaName
        ? `meta[${getAttributeValue(element, 'name') !== undefined ? 'name' : 'property'}=${metaName}]`
        : ''
    if (metaKey) {
      if (!/^(description|robots|og:image|twitter:image)$/.test(metaName))
        lines.push(`${metaKey} = ${value(getAttributeValue(element, 'content') ?? '')}`)
      continue
    }
    for (const [name, raw] of Object.entries(element.attribs)) {
      const lower = name.toLowerCase()
      if (element.name === 'link' && lower === 'rel') continue
      if (READ_ELSEWHERE.has(lower) || lower.startsWith('aria-hidden')) continue
      if (
        lower === 'href' &&
        (element.name === 'a' ||
          rel.includes('canonical') ||
          (rel.includes('alternate') && getAttributeValue(element, 'hreflang')))
      )
        continue
      if ((lower === 'src' || lower === 'alt') && element.name === 'img') continue
      const key = element.name === 'link' ? `link[rel=${rel.join(' ')}][${lower}]` : `${element.name}[${lower}]`
      if (lower === 'data-props' || /^\s*[{[]/.test(raw)) {
        try {
          // An island's props: each value by its path; the CSS module class names are looks.
          for (const line of flatten(JSON.parse(raw)))
            if (!line.startsWith('classes.')) lines.push(unhashAssets(`${key}.${line}`))
          continue
        } catch {
          // Not JSON: one value.
        }
      }
      lines.push(`${key} = ${value(raw)}`)
    }
  }
  return lines
}

export function readPage(html: string): PageView {
  const document = parseDocument(html)
  const elements = findAll(() => true, document.children)
  const first = (name: string) => elements.find(element => element.name === name)
  const meta = (name: string) =>
    elements.find(element => element.name === 'meta' && getAttributeValue(element, 'name') === name)
  const jsonLd = elements
    .filter(element => element.name === 'script' && getAttributeValue(element, 'type') === 'application/ld+json')
    .map(element => {
      const text = textContent(element)
      try {
        return JSON.stringify(sortKeys(JSON.parse(text)), null, 1)
      } catch {
        return text
      }
    })
  const images = elements
    .flatMap(element => {
      if (element.name === 'img')
        return [
          `${withoutHash(resolvedAddress(getAttributeValue(element, 'src') ?? ''))} ` +
            `"${normaliseSpace(getAttributeValue(element, 'alt') ?? '')}"`,
        ]
      if (element.name === 'source')
        return (getAttributeValue(element, 'srcset') ?? '')
          .split(',')
          .map(part => part.trim().split(/\s+/)[0]!)
          .filter(Boolean)
          .map(resolvedAddress)
      if (
        element.name === 'meta' &&
        /^(og|twitter):image$/.test(getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name') ?? '')
      ) {
        return [resolvedAddress(getAttributeValue(element, 'content') ?? '')]
      }
      return []
    })
    .map(source => (source.includes(' "') ? source : withoutHash(source)))
  // Each <img> by its `src` (the fallback every other rendition in its srcset and <source>s is encoded from, by the
  // same build), and the link-preview picture.
  const pictureSources = elements
    .flatMap(element => {
      if (element.name === 'img') return [getAttributeValue(element, 'src') ?? '']
      if (
        element.name === 'meta' &&
        /^(og|twitter):image$/.test(getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name') ?? '')
      ) {
        return [getAttributeValue(element, 'content') ?? '']
      }
      return []
    })
    .filter(Boolean)
  const links = elements
    .filter(element => element.name === 'a' && getAttributeValue(element, 'href') !== undefined)
    .map(
      element =>
        `${normaliseSpace(textContent(element)) || getAttributeValue(element, 'aria-label') || ''} ` +
        `→ ${withoutHash(resolvedAddress(getAttributeValue(element, 'href')!))}`,
    )
  const root = first('html')
  const lang = (root && getAttributeValue(root, 'lang')) || ''
  const untranslated =
    lang && !/^en\b/i.test(lang)
      ? elements
          .filter(
            element =>
              /^en\b/i.test(getAttributeValue(element, 'lang') ?? '') &&
              element.name !== 'html' &&
              !getAttributeValue(element, 'hreflang'),
          )
          .map(element => {
            const text = normaliseSpace(textContent(element))
            const entry =
              closestEntry(element) ||
              findAll(child => entryOf(child) !== undefined, element.children).map(child => entryOf(child)!)[0]
            return entry ?? (text.length > 60 ? `${text.slice(0, 60)}…` : text)
          })
          .filter(Boolean)
      : []
  const head = elements.filter(element => element.name === 'link')
  const linkHref = (rel: string) =>
    head.filter(element => (getAttributeValue(element, 'rel') ?? '').split(/\s+/).includes(rel))
  const body = first('body')
  const { blocks, words, readable, entries, chrome } = collectBlocks(body ? body.children : document.children)
  return {
    title: normaliseSpace(textContent(first('title') ?? [])),
    description: normaliseSpace(getAttributeValue(meta('description') ?? ({} as Element), 'content') ?? ''),
    jsonLd,
    images,
    blocks,
    blockEntries: entries,
    blockWords: words,
    blockText: readable,
    blockChrome: chrome,
    links,
    pictureSources,
    lang,
    robots: normaliseSpace(getAttributeValue(meta('robots') ?? ({} as Element), 'content') ?? '').toLowerCase(),
    canonical: resolvedAddress(getAttributeValue(linkHref('canonical')[0] ?? ({} as Element), 'href') ?? ''),
    alternates: linkHref('alternate')
      .filter(element => getAttributeValue(element, 'hreflang'))
      .map(
        element =>
          `${normaliseSpace(getAttributeValue(element, 'hreflang')!)} ` +
          resolvedAddress(getAttributeValue(element, 'href') ?? ''),
      )
      .sort(),
    untranslated: [...new Set(untranslated)],
    attributes: attributeLines(elements),
  }
}
