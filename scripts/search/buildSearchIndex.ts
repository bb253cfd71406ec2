/**
 * The site search's index, built from the prerendered HTML like Pagefind's: per language, files of at most 50 KiB,
 * gzipped as stored, fetched only when a visitor searches (src/search/searchClient.ts):
 *
 *   search-index/<locale>/manifest.json    the first term of each term file, and each page's file
 *   search-index/<locale>/t-<hash>.gz      a run of terms, each with the sections it occurs in
 *   search-index/<locale>/p-<hash>.gz      one page: URL, title, and each section's anchor, heading and text
 *
 * Only `<main>` is indexed, in sections at each heading with an id and each `<details id>`; text in another language,
 * hidden, scripted or marked `data-search-ignore` is left out.
 */
import zlib from 'node:zlib'
import { Parser } from 'htmlparser2'
import {
  encodePosting,
  INDEX_HASH_LENGTH,
  MANIFEST_FILE,
  type SearchManifest,
  type SearchPage,
  type SearchSection,
} from '../../src/search/searchIndexFormat.ts'
import { indexTerms, RUN_CHARACTER, runStart } from '../../src/search/searchTerms.ts'
import { sha256 } from '../core/hash.ts'
import { linkFactsOfText } from '../text/facts.ts'

/** The largest file of the index, in UTF-8 bytes before gzip (the limit is 50 KiB). */
export const CHUNK_BYTES = 40 * 1024
/** Characters of a section's text stored for its excerpt (every word of it is indexed). */
const SECTION_EXCERPT_CHARS = 1000

const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'template', 'noscript', 'button', 'dialog'])
/** Elements that do not break a word: their text joins what is around it. */
const INLINE_TAGS = new Set('a abbr b bdi code em i mark small span strong sub sup time u'.split(' '))

/** One prerendered page as a search page, sections with their whole text, or undefined without `<main>`. */
export function extractPage(html: string, url: string, locale: string): SearchPage | undefined {
  let title = ''
  let inTitle = false
  let mainDepth = 0
  let skipDepth = 0
  let depth = 0
  let foundMain = false
  const sections: (SearchSection & { headingDepth: number })[] = [
    { anchor: '', heading: '', text: '', headingDepth: -1 },
  ]
  /** The section text goes to; a `<details id>` returns to the one around it when it closes. */
  const stack: { section: number; closeAt: number }[] = [{ section: 0, closeAt: -1 }]
  /** Depth of the heading being read, or -1. */
  let headingAt = -1
  const langStack: { lang: string; depth: number }[] = []
  const current = () => sections[stack.at(-1)!.section]!
  const add = (text: string) => {
    const section = current()
    if (headingAt !== -1) section.heading += text
    section.text += text
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++
        if (name === 'title' && !foundMain) inTitle = true
        if (name === 'main' && mainDepth === 0) {
          mainDepth = depth
          foundMain = true
        }
        if (mainDepth === 0) return
        if (skipDepth === 0 && hidesText(name, attributes)) skipDepth = depth
        if (attributes.lang !== undefined) langStack.push({ lang: attributes.lang, depth })
        if (skipDepth !== 0) return
        if (!INLINE_TAGS.has(name)) add(' ')
        const id = attributes.id
        if (name === 'details' && id) {
          sections.push({ anchor: id, heading: '', text: '', headingDepth: -1 })
          stack.push({ section: sections.length - 1, closeAt: depth })
        } else if (name === 'summary' && stack.length > 1 && current().heading === '') {
          headingAt = depth
        } else if (/^h[1-6]$/.test(name) && headingAt === -1) {
          if (name === 'h1') {
            headingAt = depth
            stack.length = 1
            stack[0]!.section = 0
          } else if (id) {
            sections.push({ anchor: id, heading: '', text: '', headingDepth: depth })
            // A heading starts a section at the top level: an open FAQ answer has ended before it.
            stack.length = 1
            stack[0]!.section = sections.length - 1
            headingAt = depth
          }
        }
      },
      ontext(text) {
        if (inTitle) title += text
        if (mainDepth === 0 || skipDepth !== 0) return
        const lang = langStack.at(-1)?.lang
        if (lang !== undefined && lang.split('-')[0] !== locale.split('-')[0]) return
        add(text)
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (skipDepth === depth) skipDepth = 0
        if (langStack.at(-1)?.depth === depth) langStack.pop()
        if (headingAt === depth) headingAt = -1
        if (mainDepth !== 0 && skipDepth === 0 && !INLINE_TAGS.has(name)) add(' ')
        if (stack.length > 1 && stack.at(-1)!.closeAt === depth) stack.pop()
        if (mainDepth === depth) mainDepth = 0
        depth--
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return foundMain ? tidyPage(url, title, sections) : undefined
}

/** Text that is not the page's own: scripts and styles, hidden parts, and what the page marks data-search-ignore. */
function hidesText(name: string, attributes: Record<string, string>): boolean {
  return (
    SKIPPED_TAGS.has(name) ||
    'hidden' in attributes ||
    'data-search-ignore' in attributes ||
    attributes['aria-hidden'] === 'true'
  )
}

/** The sections with white space squeezed, each heading taken off its text, and empty ones left out. */
function tidyPage(url: string, title: string, sections: SearchSection[]): SearchPage {
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()
  const pageTitle = squeeze(title)
  const kept = sections
    .map(({ anchor, heading, text }) => {
      const title = squeeze(heading)
      const body = squeeze(text)
      return {
        anchor,
        heading: title,
        text: title && body.startsWith(title) ? body.slice(title.length).trimStart() : body,
      }
    })
    .filter((section, index) => index === 0 || section.text !== '' || section.heading !== '')
  kept[0]!.heading ||= pageTitle
  return { url, title: pageTitle, sections: kept }
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

/**
 * A page as stored: each section's text cut to its start, shorter still until the page fits in `chunkBytes`, then
 * its last sections' texts dropped (still found: the excerpt is the heading).
 */
export function storedPage(page: SearchPage, chunkBytes: number): string {
  for (let limit = SECTION_EXCERPT_CHARS; limit >= 50; limit = Math.floor(limit / 2)) {
    const text = JSON.stringify({
      ...page,
      sections: page.sections.map(section => ({ ...section, text: cut(section.text, limit) })),
    })
    if (bytes(text) <= chunkBytes) return text
  }
  const sections = page.sections.map(section => ({ ...section, text: cut(section.text, 50) }))
  for (let index = sections.length - 1; index >= 0; index--) {
    const text = JSON.stringify({ ...page, sections })
    if (bytes(text) <= chunkBytes) return text
    sections[index] = { ...sections[index]!, text: '', heading: cut(sections[index]!.heading, 50) }
  }
  return JSON.stringify({
    url: page.url,
    title: cut(page.title, 200),
    sections: sections.slice(0, 1).map(section => ({ ...section, heading: '', text: '' })),
  })
}

/** How many runs back a cut looks for a start that states only what its text does, before it keeps none. */
const CUT_TRIES = 16

/**
 * The start of a text, cut at a word boundary where there is one near the limit, else (Chinese, Japanese) at the limit,
 * never inside a character. CAREFUL HERE: the start states no link, domain, handle or address its text does not
 * (scripts/text/facts.ts): half of one states another (`https://reelfi-partner.io` → `reelfi-partner.i`, `/wiki/a_(b)`
 * → `/wiki/a_`), and the build reads each page's file of the index against its English page (servedFacts.ts). Where
 * the cut falls inside a run (RUN_CHARACTER: a word, or a link glued to Japanese) it moves back to the run's start;
 * where the start still states one, run by run, a few times; else the start is empty (the heading stands for it).
 */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text
  const space = text.lastIndexOf(' ', limit)
  let end = space > limit * 0.8 ? space : limit - (/[\ud800-\udbff]/.test(text[limit - 1]!) ? 1 : 0)
  // Not inside a run (a link glued to Japanese), whose half may read as another link or as a whole address.
  end = runStart(text, end)
  let stated: Set<string> | undefined
  for (let tries = 0; tries < CUT_TRIES && end > 0; tries++) {
    const facts = linkFactsOfText(text.slice(0, end))
    // The whole text's facts are read only when the start has one (most have none).
    stated ??= facts.length === 0 ? undefined : new Set(linkFactsOfText(text).map(fact => fact.value))
    if (facts.every(fact => stated!.has(fact.value))) return text.slice(0, end)
    // Back over what ends a run (a space, a Japanese letter), then to the start of the run before it.
    while (end > 0 && !RUN_CHARACTER.test(text[end - 1]!)) end--
    while (end > 0 && RUN_CHARACTER.test(text[end - 1]!)) end--
  }
  return ''
}

/** A page's or term file's name, as indexFileOf (src/search/searchIndexFormat.ts) reads it. */
const hashName = (prefix: 'p' | 't', text: string) =>
  `${prefix}-${sha256(text, 'base64url').slice(0, INDEX_HASH_LENGTH)}.gz`

/** A term or page file as stored: gzipped JSON. */
const packed = (text: string) => zlib.gzipSync(text, { level: 9 })

/** One page's part of the index (cached by the page's hash): its stored file, and each section's terms. */
export interface IndexedPage {
  file: string
  data: Buffer
  sections: { heading: string[]; text: string[] }[]
}

export function indexPage(page: SearchPage, locale: string, chunkBytes = CHUNK_BYTES): IndexedPage {
  const sections = page.sections.map((section, sectionNumber) => {
    const heading = [
      ...new Set(indexTerms(sectionNumber === 0 ? `${page.title} ${section.heading}` : section.heading, locale)),
    ]
    const inHeading = new Set(heading)
    return { heading, text: [...new Set(indexTerms(section.text, locale))].filter(term => !inHeading.has(term)) }
  })
  const text = storedPage(page, chunkBytes)
  return { file: hashName('p', text), data: packed(text), sections }
}

/** The index of one language: its files by name (manifest.json first). */
export function buildLocaleIndex(pages: SearchPage[], locale: string, chunkBytes = CHUNK_BYTES): Map<string, Buffer> {
  return assembleLocaleIndex(
    pages.map(page => indexPage(page, locale, chunkBytes)),
    chunkBytes,
  )
}

/** How many of a term's postings fit in one file of their own. */
function postingsThatFit(head: string, deltas: number[], chunkBytes: number): number {
  let budget = chunkBytes - bytes(head) - 8
  let take = 0
  for (const delta of deltas) {
    budget -= String(delta).length + 1
    if (budget < 0) break
    take++
  }
  // CAREFUL HERE: a file too small for one posting would loop for ever; terms are capped, so it is a bug.
  if (take === 0)
    throw new Error(`search index: a file of ${chunkBytes} bytes cannot hold one posting of ${head} — raise chunkBytes`)
  return take
}

/** buildLocaleIndex from each page's own part (indexPage), which the build keeps in its cache. */
export function assembleLocaleIndex(indexed: IndexedPage[], chunkBytes = CHUNK_BYTES): Map<string, Buffer> {
  const postings = new Map<string, Set<number>>()
  const post = (term: string, code: number) => {
    let list = postings.get(term)
    if (!list) postings.set(term, (list = new Set()))
    list.add(code)
  }
  indexed.forEach((page, pageNumber) => {
    page.sections.forEach((section, sectionNumber) => {
      for (const term of section.heading) post(term, encodePosting(pageNumber, sectionNumber, true))
      for (const term of section.text) post(term, encodePosting(pageNumber, sectionNumber, false))
    })
  })

  const files = new Map<string, Buffer>()
  const pageFiles = indexed.map(({ file, data }) => {
    files.set(file, data)
    return file
  })

  // Term files in term order, each up to CHUNK_BYTES; a list too long for one file continues in the next.
  const chunks: string[] = []
  const chunkFiles: string[] = []
  let entries: string[] = []
  let size = 2
  let first = ''
  const flush = () => {
    if (entries.length === 0) return
    const text = `[${entries.join(',')}]`
    const name = hashName('t', text)
    files.set(name, packed(text))
    chunks.push(first)
    chunkFiles.push(name)
    entries = []
    size = 2
  }
  for (const term of [...postings.keys()].sort()) {
    const codes = [...postings.get(term)!].sort((a, b) => a - b)
    let previous = 0
    let deltas = codes.map(code => {
      const delta = code - previous
      previous = code
      return delta
    })
    const head = JSON.stringify(term)
    while (deltas.length > 0) {
      // As many postings as fit in what is left of this file (a whole file at most).
      let take = deltas.length
      let entry = `[${head},[${deltas.join(',')}]]`
      if (size + bytes(entry) + 1 > chunkBytes) {
        flush()
        if (bytes(entry) + 3 > chunkBytes) {
          take = postingsThatFit(head, deltas, chunkBytes)
          entry = `[${head},[${deltas.slice(0, take).join(',')}]]`
        }
      }
      if (entries.length === 0) first = term
      entries.push(entry)
      size += bytes(entry) + 1
      const rest = deltas.slice(take)
      if (rest.length > 0) {
        // Each file's lists are read on their own: a continuation starts from its absolute first posting.
        rest[0] = codes[codes.length - rest.length]!
        flush()
      }
      deltas = rest
    }
  }
  flush()
  const manifest: SearchManifest = { chunks, chunkFiles, pageFiles }
  return new Map([[MANIFEST_FILE, Buffer.from(JSON.stringify(manifest))], ...files])
}
