/**
 * Every output a reader or a machine is served, read as it is served (issue 47): the Markdown copies and llms.txt as
 * CommonMark with GFM (as assistants' tools read them), the feeds and sitemap as XML, the JSON as JSON. What must parse
 * must parse; what it links to and the domains, handles and addresses it states must be the registry's, the site's
 * own, or stated by the English of the same page. The site search's index is read too, gunzipped, as JSON: a page's
 * file (its title, headings and excerpts) against its English page's whole text; its term files and manifest, which
 * show nothing (terms are lowercased and stemmed per language, so not comparable), only parse. A problem names the
 * served file and the content behind it.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { setImmediate } from 'node:timers/promises'
import type { Nodes } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { xml2js, type Element } from 'xml-js'
import { checkOfficial } from '../../src/official/checkOfficial.ts'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'
import { siteOrigin } from '../../src/seo/site.ts'
import type { OfficialRegistry } from '../registry/official.ts'
import { linkFactsOfText, type TextFact } from '../text/facts.ts'
import { readMarkdown } from '../llms/markdown.ts'
import { indexFileOf, SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import { extractPage } from '../search/buildSearchIndex.ts'

/** XML 1.0's characters (its `Char` production) less the noncharacters, which no reader expects either. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]|\p{Noncharacter_Code_Point}/u
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Noncharacter_Code_Point}/u

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** A Markdown copy or llms.txt (scripts/llms/), read as CommonMark with GFM. */
const MARKDOWN_COPY = /(?:^|\/)(?:[^/]*\.md|llms\.txt)$/

/** The most a gzipped file of the index may unpack to: far past its 50 KiB, short of a bomb. */
const MAX_UNPACKED = 16 * 1024 * 1024

/**
 * Whether this check reads a served file (`/`-separated): Markdown copies, llms.txt, XML and JSON, the search index;
 * not the editor, assets or cards.
 */
export const isServed = (file: string): boolean =>
  indexFileOf(file) !== undefined ||
  (!/^(?:admin|assets|og|images)\//.test(file) &&
    !file.startsWith(`${SEARCH_INDEX_DIR}/`) &&
    (MARKDOWN_COPY.test(file) || /\.(?:xml|json)$/.test(file)))

/** The served files of `site` this check reads (isServed), `/`-separated, sorted. */
export function servedFiles(site: string): string[] {
  return fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .map(file => file.split(path.sep).join('/'))
    .filter(isServed)
    .sort()
}

/**
 * The content behind a served file: `de/news/x/index.md` → content/de/news/x.mdx, `de/faq/index.md` → content/de/faq/
 * and its page, `de/news/rss.xml` → content/de/news/.
 */
export function contentBehind(file: string): string {
  const index = indexFileOf(file)
  if (index) return `content/${index.locale}/`
  const parts = file.split('/')
  const locale = (LOCALES as readonly string[]).includes(parts[0]!) ? parts.shift()! : DEFAULT_LOCALE
  const name = parts.pop()!
  const root = `content/${locale}`
  if (parts[0] === 'news') {
    const slug = parts[1]
    return slug && slug !== 'tags' && name === 'index.md' ? `${root}/news/${slug}.mdx` : `${root}/news/`
  }
  if (parts.length === 0) return name === 'index.md' ? `${root}/pages/home.mdx and ${root}/sections/` : `${root}/`
  const folder = { faq: 'faq', 'how-it-works': 'steps' }[parts[0]!]
  const page = `${root}/pages/${parts[0] === 'how-it-works' ? 'how-it-works' : parts[0]}.mdx`
  return folder ? `${page} and ${root}/${folder}/` : page
}

/**
 * The served English of a file: the same path without the locale, or undefined for English itself and for the
 * search index (a page's file is compared with its English page, found by the URL inside it: readJson).
 */
function englishOf(file: string): string | undefined {
  if (indexFileOf(file)) return undefined
  const { locale, pathname } = stripLocale(`/${file}`)
  return locale === DEFAULT_LOCALE ? undefined : pathname.slice(1)
}

/** A page's prerendered file: `/` → `index.html`, `/faq` → `faq/index.html` (as Vike writes them). */
const htmlOf = (pathname: string) => `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '')

interface Served {
  links: string[]
  facts: readonly Readonly<TextFact>[]
  /** A translated search index page's English page (`faq/index.html` for `/de/faq`). */
  englishPage?: string
}

const factsOf = (texts: readonly string[]) => texts.flatMap(text => linkFactsOfText(text))

/** The blocks whose text a reader reads as one run: their phrasing content is joined (mdast-util-to-string). */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'tableCell'])

/** A Markdown copy or llms.txt, parsed as CommonMark and GFM: its links' destinations and its text. */
function readMarkdownCopy(text: string): Served {
  const tree = readMarkdown(text)
  const links: string[] = []
  const texts: string[] = []
  const visit = (node: Nodes, inBlock = false) => {
    if ('url' in node) links.push(node.url)
    // A link's title and an image's alt text are read too (a tooltip, a screen reader).
    if ('title' in node && node.title) texts.push(node.title)
    if ('alt' in node && node.alt) texts.push(node.alt)
    // A block is read in one piece, marks gone: `reelfi-help**.**org` is one domain.
    const block = TEXT_BLOCKS.has(node.type)
    if (block) texts.push(toString(node, { includeImageAlt: false }))
    else if (!inBlock && 'value' in node && node.value) texts.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child, inBlock || block)
  }
  visit(tree)
  return { links: links.filter(link => /^[a-z][a-z0-9+.-]*:/i.test(link)), facts: factsOf(texts) }
}

/** The format's own strings, written by the feed library rather than from content. */
const FORMAT_KEYS: ReadonlySet<string> = new Set(['version', 'docs', 'generator'])

/** Every string of a parsed JSON document, the format's own aside. */
function jsonStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!FORMAT_KEYS.has(key)) jsonStrings(item, into)
  return into
}

/** Every text, CDATA and attribute value of an XML document, the format's own aside. */
function xmlStrings(element: Element, into: string[] = []): string[] {
  if (element.text !== undefined) into.push(String(element.text))
  if (element.cdata !== undefined) into.push(element.cdata)
  for (const [name, value] of Object.entries(element.attributes ?? {}))
    if (!name.startsWith('xmlns') && value !== undefined) into.push(String(value))
  if (!FORMAT_KEYS.has(element.name ?? '')) for (const child of element.elements ?? []) xmlStrings(child, into)
  return into
}

function readStrings(strings: readonly string[]): Served {
  const links = strings.filter(text => /^https?:\/\//i.test(text.trim())).map(text => text.trim())
  return { links, facts: factsOf(strings) }
}

/** A JSON file; a translated page's file of the search index also names its English page, by the URL inside it. */
function readJson(file: string, text: string, fail: Fail): Served {
  const json: unknown = JSON.parse(text)
  const strings = jsonStrings(json)
  // JSON writes a control character as a `\u` escape, which its reader turns back: the strings are what it shows
  // (one written as it is was told already, by textOf).
  const bad = strings.map(string => NOT_TEXT.exec(string)).find(found => found && !text.includes(found[0]))
  if (bad) fail(file, `contains ${hex(bad[0])}, which no reader of it accepts`, 'delete it from the content file')
  const served = readStrings(strings)
  const index = indexFileOf(file)
  if (index?.page && index.locale !== DEFAULT_LOCALE) {
    const url = (json as { url?: unknown } | null)?.url
    const page = typeof url === 'string' ? stripLocale(url) : undefined
    if (page?.locale === index.locale) served.englishPage = htmlOf(page.pathname)
    else fail(file, `names no page of ${index.locale} (url ${JSON.stringify(url)})`, 'rebuild; report it if it stays')
  }
  return served
}

/** An English page's whole text, as the search index reads it: what its translations' index files may state. */
function readEnglishPage(file: string, html: string): Served {
  const page = extractPage(html, `/${file}`, DEFAULT_LOCALE)
  return readStrings(page ? [page.title, ...page.sections.flatMap(({ heading, text }) => [heading, text])] : [])
}

const REGISTRY_FILES = /^(?:official\.json|\.well-known\/)/

/** Whether `origin` is this machine's (localhost, 127.0.0.0/8, [::1]). */
function isLoopback(origin: string): boolean {
  const url = URL.parse(origin)
  return url !== null && /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/.test(url.hostname)
}

/** Whether a link or a fact is the site's own or the registry's. */
function isOfficial(value: string, registry: OfficialRegistry, origin: string): boolean {
  // A loopback SITE_ORIGIN (a local preview) is the site's too; any other is the site's only as the registry's
  // website, so a mistyped SITE_ORIGIN widens nothing.
  if (isLoopback(origin))
    for (const own of [origin, new URL(origin).host]) if (value === own || value.startsWith(`${own}/`)) return true
  if (registry.website && (value === registry.website || value.startsWith(`${registry.website}/`))) return true
  const host = registry.website ? new URL(registry.website).host : ''
  if (host && (value === host || value.startsWith(`${host}/`))) return true
  return ['official', 'platform'].includes(checkOfficial(value, registry.entries).verdict)
}

/**
 * Whether a locale's Markdown copy is its English copy byte for byte, but for the site's own links in it, which
 * lead into the locale (`](https://reelfi.app/` → `](https://reelfi.app/de/`, `<https://…` alike): an untranslated
 * page, most copies at hundreds of articles. Such a copy is not parsed again. CAREFUL HERE: the only bytes the
 * relocation adds are the locale's prefix right after `<origin>/`, so all it can add is a URL of the origin, which is
 * safe only while the origin is the site's own (`relocates`); any other difference and the copy is read in full.
 */
function isEnglishRelocated(
  bytesOf: (file: string) => string,
  file: string,
  englishFile: string,
  origin: string,
): boolean {
  if (!MARKDOWN_COPY.test(file)) return false
  const prefix = file.slice(0, file.length - englishFile.length)
  const relocated = ['](', '<'].reduce(
    (text, start) => text.replaceAll(`${start}${origin}/`, `${start}${origin}/${prefix}`),
    bytesOf(englishFile),
  )
  return bytesOf(file) === relocated
}

interface CheckOptions {
  origin?: string
  /** The served files to read, each as named (a file's English is read with it): every one by default. */
  files?: readonly string[]
}

/** Tells a problem of a served file: what is wrong and how to fix it (the content behind the file is named). */
type Fail = (file: string, problem: string, fix: string) => void

/**
 * The served files of `site`, each decoded and parsed at most once: `bytesOf` (latin1; an English copy's bytes kept for
 * its translations), `textOf` (undefined when unreadable or not UTF-8; a refused character is told, the text kept) and
 * `servedOf` (undefined when the file does not read or parse). Each problem is told to `fail` once.
 */
function servedReader(site: string, fail: Fail) {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const read = new Map<string, Served | undefined>()
  const texts = new Map<string, string | undefined>()
  // An English copy's bytes, as latin1, read once for the nine locales compared with it.
  const englishBytes = new Map<string, string>()
  const bytesOf = (file: string): string => {
    if (englishBytes.has(file)) return englishBytes.get(file)!
    const bytes = fs.readFileSync(path.join(site, file), 'latin1')
    if (englishOf(file) === undefined) englishBytes.set(file, bytes)
    return bytes
  }
  /** The file's bytes, gunzipped when it is gzip (the search index); undefined, and told, when it does not read. */
  const bytesRead = (file: string): Buffer | undefined => {
    try {
      const bytes = fs.readFileSync(path.join(site, file))
      return file.endsWith('.gz') ? zlib.gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED }) : bytes
    } catch (error) {
      fail(file, `cannot be read (${(error as Error).message})`, 'rebuild; report it if it stays')
    }
  }
  /** The file's text, once it is valid UTF-8 with no character its readers refuse (each problem told once). */
  const textOf = (file: string): string | undefined => {
    if (texts.has(file)) return texts.get(file)
    const bytes = bytesRead(file)
    let text: string | undefined
    try {
      text = bytes && decoder.decode(bytes)
    } catch {
      fail(file, 'is not valid UTF-8', 'find the character the content file got wrong and retype it')
    }
    const bad = text === undefined ? null : (file.endsWith('.xml') ? NOT_XML : NOT_TEXT).exec(text)
    if (bad) fail(file, `contains ${hex(bad[0])}, which no reader of it accepts`, 'delete it from the content file')
    texts.set(file, text)
    return text
  }
  const servedOf = (file: string): Served | undefined => {
    if (read.has(file)) return read.get(file)
    const text = textOf(file)
    let served: Served | undefined
    try {
      if (text === undefined) served = undefined
      else if (file.endsWith('.xml')) served = readStrings(xmlStrings(xml2js(text, { compact: false }) as Element))
      else if (file.endsWith('.json') || file.endsWith('.gz')) served = readJson(file, text, fail)
      else if (file.endsWith('.html')) served = readEnglishPage(file, text)
      else served = readMarkdownCopy(text)
    } catch (error) {
      fail(
        file,
        `does not parse (${error instanceof Error ? error.message.split('\n')[0] : error})`,
        'correct the content file so that what the build writes from it parses',
      )
    }
    read.set(file, served)
    return served
  }
  return { bytesOf, textOf, servedOf }
}

/** A served file as read: its name in the site and what it serves (undefined when it does not read). */
interface ReadFile<T extends Served | undefined> {
  file: string
  served: T
}

/**
 * The problems of a translation's served file: each link and fact that is neither the site's, the registry's nor
 * stated by its English, told once.
 */
function unstatedProblems(
  { file, served }: ReadFile<Served>,
  { file: englishFile, served: english }: ReadFile<Served | undefined>,
  registry: OfficialRegistry,
  origin: string,
): string[] {
  const stated = new Set([...(english?.links ?? []), ...(english?.facts ?? []).map(fact => fact.value)])
  // An official link's account (discord.gg/reelfi) is read as a handle too (@reelfi): stated by that link.
  for (const fact of served.facts)
    if ((fact.kind === 'web' || fact.kind === 'domain') && isOfficial(fact.value, registry, origin))
      for (const handle of linkFactsOfText(fact.value)) if (handle.kind === 'handle') stated.add(handle.value)
  const problems: string[] = []
  const reported = new Set<string>()
  const refuse = (what: string, value: string) => {
    // A link and the same address read from the text are one thing (facts.ts lowercases and drops the last `/`).
    const key = value.toLowerCase().replace(/\/$/, '')
    if (reported.has(key) || stated.has(value) || stated.has(key) || isOfficial(value, registry, origin)) return
    reported.add(key)
    const index = indexFileOf(file)
    // A page's file of the index holds the page's text and the labels its catalog gives it.
    const content =
      index && served.englishPage
        ? `${contentBehind(`${index.locale}/${served.englishPage.replace(/\.html$/, '.md')}`)}, ` +
          `or locales/${index.locale}/messages.po`
        : contentBehind(file)
    problems.push(
      `${file}: ${what} ${value}, which is neither the site's, the registry's (content/constants.yaml) nor stated ` +
        `by ${englishFile} (content: ${content}) — translate only the words: links, domains, handles ` +
        `and addresses come from the English or content/constants.yaml`,
    )
  }
  for (const link of served.links) refuse('links to', link)
  for (const fact of served.facts) refuse(`states the ${fact.kind}`, fact.value)
  return problems
}

/**
 * The problems of the served files of `site`, each `served file: problem (content file) — fix`. It hands the event
 * loop back between files, so that the build's other steps go on while it reads.
 */
export async function checkServedOutputs(
  site: string,
  registry: OfficialRegistry,
  { origin = siteOrigin(), files = servedFiles(site) }: CheckOptions = {},
): Promise<string[]> {
  const problems: string[] = []
  // Only the site's own origin (the registry's website, or a local preview): under any other, even a partner's site
  // of the registry whose root alone is official, a relocated link would be new, so the copy is read in full.
  const relocates = isLoopback(origin) || (registry.website !== '' && origin === registry.website)
  const { bytesOf, textOf, servedOf } = servedReader(site, (file, problem, fix) =>
    problems.push(`${file}: ${problem} (content: ${contentBehind(file)}) — ${fix}`),
  )
  for (const file of files) {
    await setImmediate()
    if (!fs.existsSync(path.join(site, file))) {
      problems.push(`${file}: is missing — the build step that lists it did not write it`)
      continue
    }
    const englishFile = englishOf(file)
    // English is where facts come from, and Markdown always parses: an English copy is read as Markdown only when a
    // translation of it is compared with it.
    if (englishFile === undefined && MARKDOWN_COPY.test(file)) {
      textOf(file)
      continue
    }
    const hasEnglish = englishFile !== undefined && fs.existsSync(path.join(site, englishFile))
    // Not parsed: its English (validated in its own turn, by this call or the build's other read) states all it does.
    if (relocates && hasEnglish && isEnglishRelocated(bytesOf, file, englishFile, origin)) continue
    const served = servedOf(file)
    // The registry's own files (official.json, .well-known/) are written from content/constants.yaml alone.
    if (!served || REGISTRY_FILES.test(file)) continue
    // English is where facts come from (a new one is the change report's to show): a translation states no more.
    const english = served.englishPage ?? englishFile
    if (!english) continue
    // A page's file of a translated index with no English page states nothing its English does.
    const exists = served.englishPage ? fs.existsSync(path.join(site, english)) : hasEnglish
    const stated = {
      file: exists ? english : `${english}, which does not exist`,
      served: exists ? servedOf(english) : undefined,
    }
    problems.push(...unstatedProblems({ file, served }, stated, registry, origin))
  }
  return problems
}
