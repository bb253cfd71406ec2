/**
 * Build check: no reader meets a literal `**` or `__` that the Markdown parser did not close (issue 46), in the built
 * pages' text and read attributes, the feeds, the `.md` copies and llms.txt (docs/build.md, "emphasis check"). Each
 * finding names the built file and the content file or catalog it most likely came from.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import type { AnyNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import type { Nodes } from 'mdast'
import { LOCALES } from '../../src/i18n/locales.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { readMarkdown } from '../llms/markdown.ts'
import { EMPHASIS_DELIMITER as DELIMITER } from '../text/emphasisDelimiter.ts'

/** Elements whose text is code or data, not prose: a `**` there is what the writer meant. */
const NOT_PROSE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'template'])
const READ_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder'])
/** The meta tags whose text a reader sees: the description, the card's title, description and alt text. */
const READ_META = /^(?:description|(?:og|twitter):(?:title|description|image:alt))$/

/**
 * Whether a text of `html` can hold a delimiter. A text is a run of its source with character references decoded (the
 * four named ones are all HTML has for `*` and `_`), and in structured data with JSON escapes decoded too, whose `\u`
 * can also spell a reference's `&` or `#`. The parser also drops an end tag that closes nothing and joins the text on
 * either side (`*</span>*` reads `**`), so a `*` or `_` before any end tag counts too. An inline script the pages
 * share must leave this false (its test says so).
 */
export const mayHoldDelimiter = (html: string): boolean =>
  /\*\*|__|[*_]<\/|&(?:ast|midast|lowbar|UnderBar)|&#0*(?:42|95)|&#x0*(?:2a|5f)|\\u/i.test(html)

/** The texts of an HTML page or fragment that a reader reads. */
function htmlTexts(html: string): string[] {
  // CAREFUL HERE: an exact shortcut that spares parsing nearly every page (the build's thread, which every later step
  // waits for, spent 2.6 s parsing them at +300 articles): no `**` or `__` in the source, no reference to a `*` or `_`,
  // no `*` or `_` before an end tag and no JSON escape, so no text can hold one. tests/unit/emphasisCheck.test.ts tries
  // every pair of the ways to spell them, in each place the check reads, against it.
  if (!mayHoldDelimiter(html)) return []
  const texts: string[] = []
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.data)
      if (!('attribs' in node)) continue
      const { attribs } = node
      if (node.name === 'script' && attribs.type === 'application/ld+json') texts.push(...jsonTexts(node))
      if (node.name === 'meta' && READ_META.test(attribs.name ?? attribs.property ?? ''))
        texts.push(attribs.content ?? '')
      for (const [name, value] of Object.entries(attribs)) if (READ_ATTRIBUTES.has(name)) texts.push(value)
      if (!NOT_PROSE.has(node.name)) visit(node.children)
    }
  }
  visit(parseDocument(html).children)
  return texts
}

/** The strings of a JSON text (structured data, a JSON Feed), each HTML one read as HTML. */
function jsonTexts(source: AnyNode | string): string[] {
  const json = typeof source === 'string' ? source : 'children' in source ? source.children.map(textOf).join('') : ''
  const strings: string[] = []
  JSON.stringify(JSON.parse(json), (key, value) => {
    if (typeof value === 'string') strings.push(...(key.endsWith('html') ? htmlTexts(value) : [value]))
    return value
  })
  return strings
}
const textOf = (node: AnyNode): string => (node.type === 'text' ? node.data : '')

/** The texts of an RSS or Atom feed: its elements' text, HTML content read as HTML. */
function feedTexts(xml: string): string[] {
  const texts: string[] = []
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text' || node.type === 'cdata') {
        const data = node.type === 'text' ? node.data : node.children.map(textOf).join('')
        texts.push(...(/<\/?[a-z]/i.test(data) ? htmlTexts(data) : [data]))
      } else if ('children' in node) visit(node.children)
    }
  }
  visit(parseDocument(xml, { xmlMode: true, decodeEntities: true }).children)
  return texts
}

/** The text, alt text and titles of a Markdown file, read as CommonMark with GFM (as an assistant's tool reads it). */
function markdownTexts(markdown: string): string[] {
  // CAREFUL HERE: an exact shortcut that spares parsing nearly every copy. A text, alt or title is a run of the source
  // with escapes and references decoded: a `*` or `_` in it is one in the source, escaped (`\*`) or a reference
  // (`&ast;`). Widen this test if the reader ever reads more than text, alt and title.
  if (!/[*_&]/.test(markdown)) return []
  const texts: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'text') texts.push(node.value)
    if ('alt' in node && node.alt) texts.push(node.alt)
    if ('title' in node && node.title) texts.push(node.title)
    if ('children' in node) node.children.forEach(visit)
  }
  visit(readMarkdown(markdown))
  return texts
}

/** How a built file is read, by its name; undefined for a file no reader reads as text. */
function readerOf(file: string): ((text: string) => string[]) | undefined {
  if (file.endsWith('.html')) return htmlTexts
  if (file.endsWith('.md') || file.endsWith('llms.txt')) return markdownTexts
  if (/(?:^|\/)news\/(?:.+\/)?(?:rss|atom)\.xml$/.test(file)) return feedTexts
  if (/(?:^|\/)news\/feed\.json$/.test(file)) return jsonTexts
  return undefined
}

/** `file:line` of the source that holds the characters around the delimiter at `index` of `text`, if one does. */
function sourceOf(text: string, index: number, sources: readonly { file: string; text: string }[]): string | undefined {
  const around = [
    text.slice(Math.max(0, index - 8), index + 10),
    text.slice(Math.max(0, index - 4), index + 2),
    text.slice(index, index + 6),
  ]
  for (const snippet of around) {
    for (const candidate of [snippet, snippet.replace(/[\u00a0\u202f]/g, ' ')]) {
      const source = sources.find(({ text }) => text.includes(candidate))
      if (source) return `${source.file}:${source.text.slice(0, source.text.indexOf(candidate)).split('\n').length}`
    }
  }
  return undefined
}

/** What a writer or translator typed in `locale`: its content files and its catalog. */
function sourcesOf(locale: string, root: string): { file: string; text: string }[] {
  const files = [
    ...fs
      .readdirSync(path.join(root, 'content', locale), { recursive: true, encoding: 'utf8' })
      .filter(file => file.endsWith('.mdx'))
      .map(file => path.join('content', locale, file)),
    path.join('locales', locale, 'messages.po'),
  ].filter(file => fs.existsSync(path.join(root, file)))
  return files.map(file => ({
    file: file.split(path.sep).join('/'),
    text: fs.readFileSync(path.join(root, file), 'utf8'),
  }))
}

/** The files of the built site at `site` that a reader reads as text, `/`-separated, sorted. */
export const readFiles = (site: string): string[] =>
  fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .map(file => file.split(path.sep).join('/'))
    .filter(file => readerOf(file) !== undefined)
    .sort()

/**
 * Every literal delimiter in `files` (all it reads by default) of the built site at `site`, one message per file;
 * `root` holds content/ and locales/. It hands the event loop back between files, so that the build's other steps go
 * on while it reads.
 */
export async function literalDelimiters(site: string, root = ROOT_DIR, files = readFiles(site)): Promise<string[]> {
  const problems: string[] = []
  const sources = new Map<string, { file: string; text: string }[]>()
  for (const name of files) {
    await setImmediate()
    const read = readerOf(name)
    if (!read) continue
    for (const text of read(fs.readFileSync(path.join(site, name), 'utf8'))) {
      const match = DELIMITER.exec(text)
      if (!match) continue
      const locale = LOCALES.find(code => name.startsWith(`${code}/`)) ?? 'en'
      if (!sources.has(locale)) sources.set(locale, sourcesOf(locale, root))
      const source = sourceOf(text, match.index, sources.get(locale)!)
      const shown = text.slice(Math.max(0, match.index - 20), match.index + 22).replace(/\s+/g, ' ')
      problems.push(
        `${name}: "…${shown}…" shows a literal ${match[0]} ` +
          `— ${source ?? `search content/${locale}/ and locales/${locale}/ for it`}: ` +
          `close the emphasis in the same paragraph, or show the characters as code (\`${match[0]}\`): escaped, they ` +
          `are still refused`,
      )
      break // one finding per file: the next build shows the next
    }
  }
  return problems
}
