/**
 * What a visitor sees and acts on, and what a search engine reads, on one built page, parsed with htmlparser2: text
 * block by block with its content entry, links, pictures, search signals, JSON-LD, other attributes. Asset hashes and
 * build ids are left out, so that two builds of the same content read the same.
 */
import { parseDocument } from 'htmlparser2'
import { type AnyNode, type Element, isTag, isText } from 'domhandler'
import { findAll, getAttributeValue, textContent } from 'domutils'
import { INDEX_HASH_LENGTH } from '../../src/search/searchIndexFormat.ts'
import { flatten } from './addresses.ts'

/** One block of visible text (heading, paragraph, list item, table cell, button, …). */
export interface Block {
  /** The browser's `textContent`, spaces normalised: what blocks are compared and found again in a screenshot by. */
  text: string
  /** With a space at every element boundary (`Telegram.` `Announcements` is no domain): searched for addresses. */
  words: string
  /** As a reader reads it, what the report shows: a space between two blocks' words, none inside `**bold**`. */
  shown: string
  /** The content entry it belongs to (`faq/which-wallet` inside `id="faq-which-wallet"`), or ''. */
  entry: string
  /** Page chrome (the language menu), reported once for the whole site. */
  chrome: boolean
}

export interface PageView {
  title: string
  description: string
  /** Each JSON-LD block, re-serialised with sorted keys so that key order does not count as a change. */
  jsonLd: string[]
  /** Image sources without their content hash, an <img> with its alt text. */
  images: string[]
  /** The visible text, block by block, in document order. */
  blocks: Block[]
  /** Addresses a new page's frame holds (every address of its language's pages before): not new on it. */
  knownAddresses?: string[]
  /** Every link as `text → href` (asset hashes left out), in document order. */
  links: string[]
  /** Picture files the page shows, as written (each img's src, og:image), for hashing their pixels. */
  pictureSources: string[]
  /** `<meta name="robots">`, e.g. `noindex` ('' when absent). */
  robots: string
  canonical: string
  /** Each `hreflang href` alternate, sorted. */
  alternates: string[]
  /** Content shown in English on a page in another language (an element with lang="en"), by its first words. */
  untranslated: string[]
  /**
   * Every other attribute as `tag[name] = value` (an island's `data-props` one line per value), and each inline script
   * as one line. Classes, styles and <svg> drawings only change looks and are left out.
   */
  attributes: string[]
}

/** Elements whose text a visitor reads as one unit: compared, diffed and outlined in screenshots. */
export const BLOCK_TAGS =
  'a h1 h2 h3 h4 h5 h6 p li dt dd th td summary figcaption blockquote button label caption legend'.split(' ')
const BLOCKS = new Set(BLOCK_TAGS)
/** Never rendered as text. */
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg'])
/** Inline formatting (`un**believ**able`). Not `<span>`: Markdown writes none, and the components' are labels. */
const INLINE = new Set('a abbr b bdi bdo cite code data del em i ins kbd mark q s strong sub sup time u'.split(' '))

export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim()
const attribute = (element: Element | undefined, name: string) => (element && getAttributeValue(element, name)) ?? ''

/** A build's content hash in a file name (Vite: `name.Bx3_k9aQ.js`; our images: `name.1a2b3c4d.png`). */
const HASHED_NAME = /\.[\w-]{8,}(?=\.\w+$)/
export function withoutHash(source: string): string {
  const [pathPart = '', query] = source.split('?')
  return (
    pathPart.replace(HASHED_NAME, '') + (query !== undefined && !/^v=|^[\da-f]{6,}$/.test(query) ? `?${query}` : '')
  )
}

/** A page's or term file's name in the search index, wherever it is written (src/search/searchIndexFormat.ts). */
const INDEX_HASHED_NAME = new RegExp(`(^|[^\\w-])([pt])-[\\w-]{${INDEX_HASH_LENGTH}}(?=\\.gz\\b)`, 'g')

/**
 * Every built asset's name without its content hash, wherever it is written (`chunk-DpjqH9xl.js` → `chunk.js`, the
 * search index's `p-C8vFAz5PsC.gz` → `p.gz`): the files themselves are compared apart (compareFiles.ts).
 */
export function unhashAssets(text: string): string {
  return text
    .replace(/(\/assets\/(?:[\w-]+\/)*[\w-]+?)[.-][\w-]{8}(?=\.\w+\b)/g, '$1')
    .replace(INDEX_HASHED_NAME, '$1$2')
}

/**
 * A link target as the URL parser resolves it (a look-alike host in punycode); a same-site one stays a path, one the
 * parser refuses stays as written. CAREFUL HERE: the report must show what a click opens, not what the markup spells.
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
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map(key => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}

/** The element and every element around it, innermost first. */
const ancestors = (element: Element) => {
  const found: Element[] = []
  for (let node: Element | null = element; node; node = node.parent as Element | null) found.push(node)
  return found
}

const BOUNDARY = '\u0000'
/**
 * An element's text with a space between two words where an element that `breaks` ends or begins. With
 * `silentBreaks`, an element whose text is not shown (an inline `<svg>` icon, `<noscript>`) parts words too.
 * CAREFUL HERE: the words searched for addresses need it, or `us<svg></svg>@handle` hides the handle.
 */
function textBetween(node: AnyNode, breaks: (name: string) => boolean, silentBreaks = false): string {
  const bounded = (child: AnyNode): string => {
    if (isText(child)) return child.data.replaceAll(BOUNDARY, '')
    if (!isTag(child)) return ''
    if (SILENT.has(child.name)) return silentBreaks ? BOUNDARY : ''
    const inner = child.children.map(bounded).join('')
    return breaks(child.name) ? `${BOUNDARY}${inner}${BOUNDARY}` : inner
  }
  return normaliseSpace(
    bounded(node)
      .replace(/(?<=\S)\u0000+(?=\S)/g, ' ')
      .replaceAll(BOUNDARY, ''),
  )
}
const spacedText = (node: AnyNode) => textBetween(node, () => true, true)
/** Words of two blocks (or either side of a `<br>`) apart, none inside inline formatting. */
const readableText = (node: AnyNode) => textBetween(node, name => !INLINE.has(name))

/** The language menu (its links carry hreflang or data-language-switch): the same on every page of a language. */
const isChrome = (element: Element) =>
  getAttributeValue(element, 'data-language-switch') !== undefined ||
  getAttributeValue(element, 'hreflang') !== undefined ||
  getAttributeValue(element, 'id') === 'language-menu' ||
  getAttributeValue(element, 'data-island') === 'LanguageMenu'

/** Marks an attribute of the language menu (its island's props among them): `menu div[data-props].languages[1]…`. */
export const CHROME_ATTRIBUTE = 'menu '

/** CAREFUL HERE: the language menu lives in the header; nothing inside <main> is menu, whatever its attributes. */
function inMenu(element: Element): boolean {
  let menu = false
  for (const node of ancestors(element)) {
    if (node.type !== 'tag') continue
    if (node.name === 'main') return false
    menu ||= isChrome(node)
  }
  return menu
}

/** The content entry an element stands for: FaqAccordion renders each question as `<details id="faq-<id>">`. */
function entryOf(element: Element): string | undefined {
  const id = /^faq-([a-z0-9-]+)$/.exec(attribute(element, 'id'))
  return id ? `faq/${id[1]}` : undefined
}

/**
 * The body's text, one block per block element in document order, each its whole `textContent` (a nested list item
 * counts in both), so that a screenshot finds it by its text. Text outside any block is collected per parent.
 */
function collectBlocks(root: AnyNode[]): Block[] {
  const blocks: Block[] = []
  const visit = (nodes: AnyNode[], inBlock: boolean, entry: string) => {
    const loose: string[] = []
    for (const node of nodes) {
      if (isText(node) && !inBlock) loose.push(node.data)
      if (!isTag(node) || SILENT.has(node.name)) continue
      const block = BLOCKS.has(node.name)
      const text = block ? normaliseSpace(textContent(node)) : ''
      const own = entryOf(node) ?? entry
      if (text)
        blocks.push({ text, words: spacedText(node), shown: readableText(node), entry: own, chrome: inMenu(node) })
      visit(node.children, inBlock || block, own)
    }
    const text = normaliseSpace(loose.join(' '))
    const parent = nodes[0]?.parent
    if (text)
      blocks.push({ text, words: text, shown: text, entry, chrome: !!parent && isTag(parent) && inMenu(parent) })
  }
  visit(root, false, '')
  return blocks
}

/** Attributes read elsewhere (links, pictures, search engines, the language) or only about looks. */
const READ_ELSEWHERE = new Set(['class', 'style', 'lang', 'hreflang', 'srcset', 'sizes', 'width', 'height'])
const attributeValue = (text: string) =>
  unhashAssets(/^(?:https?:\/\/|\/)\S+$/.test(text) ? withoutHash(resolvedAddress(text)) : normaliseSpace(text))

/** One element's lines for `PageView.attributes`. */
function attributeLines(element: Element): string[] {
  const script = element.name === 'script' ? normaliseSpace(textContent(element)) : ''
  if (element.name === 'script' && attribute(element, 'type') === 'application/ld+json') return []
  const lines = script
    ? [`script = ${unhashAssets(withoutHash(script).replace(/[\w-]+\.[\w-]{8,}\.(js|css)/g, withoutHash))}`]
    : []
  const rel = attribute(element, 'rel').split(/\s+/)
  const metaName = getAttributeValue(element, 'name') ?? getAttributeValue(element, 'property') ?? ''
  // A meta or link is named by what it is (`meta[name=theme-color]`, `link[rel=manifest][href]`), not by its position.
  if (element.name === 'meta' && metaName) {
    if (/^(description|robots|og:image|twitter:image)$/.test(metaName)) return []
    const by = getAttributeValue(element, 'name') !== undefined ? 'name' : 'property'
    return [...lines, `meta[${by}=${metaName}] = ${attributeValue(attribute(element, 'content'))}`]
  }
  const readElsewhere = (name: string) =>
    READ_ELSEWHERE.has(name) ||
    name.startsWith('aria-hidden') ||
    (element.name === 'link' && name === 'rel') ||
    (element.name === 'img' && (name === 'src' || name === 'alt')) ||
    (name === 'href' &&
      (element.name === 'a' ||
        rel.includes('canonical') ||
        (rel.includes('alternate') && !!attribute(element, 'hreflang'))))
  return [
    ...lines,
    ...Object.entries(element.attribs).flatMap(([name, raw]) => {
      const lower = name.toLowerCase()
      if (readElsewhere(lower)) return []
      const tag = element.name === 'link' ? `link[rel=${rel.join(' ')}]` : element.name
      const key = `${inMenu(element) ? CHROME_ATTRIBUTE : ''}${tag}[${lower}]`
      if (lower === 'data-props' || /^\s*[{[]/.test(raw)) {
        try {
          // An island's props: each value by its path; the CSS module class names are looks.
          return flatten(JSON.parse(raw))
            .filter(line => !line.startsWith('classes.'))
            .map(line => unhashAssets(`${key}.${line}`))
        } catch {
          // Not JSON: one value.
        }
      }
      return [`${key} = ${attributeValue(raw)}`]
    }),
  ]
}

/** Entries shown in English on a page in another language, by their entry or their first words. */
function untranslatedOf(elements: Element[], lang: string): string[] {
  if (!lang || /^en\b/i.test(lang)) return []
  const closestEntry = (element: Element) => {
    const around = ancestors(element).find(node => node.type === 'tag' && entryOf(node))
    if (around) return entryOf(around)
    return findAll(child => entryOf(child) !== undefined, element.children).map(child => entryOf(child)!)[0]
  }
  const shown = elements
    .filter(element => /^en\b/i.test(attribute(element, 'lang')) && element.name !== 'html')
    .filter(element => !attribute(element, 'hreflang'))
    .map(element => {
      const text = readableText(element)
      return closestEntry(element) ?? postOf(element) ?? (text.length > 60 ? `${text.slice(0, 60)}…` : text)
    })
  return [...new Set(shown.filter(Boolean))]
}

/** The news post a list's card in English stands for (`news/<slug>`, from the link to it), or undefined. */
function postOf(element: Element): string | undefined {
  // A card is an <article> (NewsCard); English text elsewhere that links to a post is not the post.
  if (!ancestors(element).some(node => node.type === 'tag' && node.name === 'article')) return undefined
  const links = findAll(child => child.name === 'a', element.children).map(link => attribute(link, 'href'))
  const slug = links.map(href => /\/news\/(?!tags\/)([a-z0-9-]+)\/?$/.exec(href)?.[1]).find(Boolean)
  return slug ? `news/${slug}` : undefined
}

/** The link-preview picture (`og:image`, `twitter:image`). */
const isPreviewImage = (element: Element) =>
  element.name === 'meta' &&
  /^(og|twitter):image$/.test(getAttributeValue(element, 'property') ?? getAttributeValue(element, 'name') ?? '')

/** Each picture a page shows: an <img> with its alt text, each <source> rendition, the link-preview picture. */
function imagesOf(element: Element): string[] {
  if (element.name === 'img') {
    const alt = normaliseSpace(attribute(element, 'alt'))
    return [`${withoutHash(resolvedAddress(attribute(element, 'src')))} "${alt}"`]
  }
  if (element.name === 'source')
    return attribute(element, 'srcset')
      .split(',')
      .map(part => part.trim().split(/\s+/)[0]!)
      .filter(Boolean)
      .map(source => withoutHash(resolvedAddress(source)))
  return isPreviewImage(element) ? [withoutHash(resolvedAddress(attribute(element, 'content')))] : []
}

function jsonLdOf(element: Element): string {
  const text = textContent(element)
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)), null, 1)
  } catch {
    return text
  }
}

export function readPage(html: string): PageView {
  const document = parseDocument(html)
  const elements = findAll(() => true, document.children)
  const first = (name: string) => elements.find(element => element.name === name)
  const meta = (name: string) =>
    elements.find(element => element.name === 'meta' && attribute(element, 'name') === name)
  const links = (rel: string) =>
    elements.filter(element => element.name === 'link' && attribute(element, 'rel').split(/\s+/).includes(rel))
  const body = first('body')
  return {
    title: normaliseSpace(textContent(first('title') ?? [])),
    description: normaliseSpace(attribute(meta('description'), 'content')),
    jsonLd: elements
      .filter(element => element.name === 'script' && attribute(element, 'type') === 'application/ld+json')
      .map(jsonLdOf),
    images: elements.flatMap(imagesOf),
    blocks: collectBlocks(body ? body.children : document.children),
    links: elements
      .filter(element => element.name === 'a' && getAttributeValue(element, 'href') !== undefined)
      .map(element => {
        const label = normaliseSpace(textContent(element)) || attribute(element, 'aria-label')
        return `${label} → ${withoutHash(resolvedAddress(attribute(element, 'href')))}`
      }),
    // An <img> by its `src`: every other rendition is encoded from it by the same build.
    pictureSources: elements
      .map(element =>
        element.name === 'img'
          ? attribute(element, 'src')
          : isPreviewImage(element)
            ? attribute(element, 'content')
            : '',
      )
      .filter(Boolean),
    robots: normaliseSpace(attribute(meta('robots'), 'content')).toLowerCase(),
    canonical: resolvedAddress(attribute(links('canonical')[0], 'href')),
    alternates: links('alternate')
      .filter(element => attribute(element, 'hreflang'))
      .map(
        element => `${normaliseSpace(attribute(element, 'hreflang'))} ${resolvedAddress(attribute(element, 'href'))}`,
      )
      .sort(),
    untranslated: untranslatedOf(elements, attribute(first('html'), 'lang')),
    attributes: elements
      .filter(element => !ancestors(element).some(node => node.name === 'svg'))
      .flatMap(attributeLines),
  }
}
