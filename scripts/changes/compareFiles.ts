/**
 * Every file of the two built sites that is not a page, each read by what it is: XML element by element, JSON value
 * by value, text line by line, pictures by their pixels, anything else by its bytes. The whole folder is walked, so a
 * file the build starts to write tomorrow is compared the day it appears. Reads only the two folders, runs nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseDocument } from 'htmlparser2'
import { type AnyNode, isCDATA, isTag, isText } from 'domhandler'
import { textContent } from 'domutils'
import { findAddresses, flatten, isOwnSite } from './addresses.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'
import { indexFileOf, MANIFEST_FILE, SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import { code, safeText } from './markdown.ts'
import { byteHash as sha, decodable, samePicture } from './pictures.ts'
import { normaliseSpace, unhashAssets } from './readPage.ts'
import { changedRuns, wordDiff } from './diff.ts'

export interface FileChange {
  /** The path a visitor requests, without the build's content hash: `/news/rss.xml`, `/assets/static/logo.svg`. */
  file: string
  status: 'added' | 'removed' | 'changed'
  /** Each difference as safe Markdown. */
  lines: string[]
  /** Addresses, domains and handles its new values hold that the file did not (the site's own left out). */
  addresses: string[]
  /** A picture: the files in the two sites. */
  picture?: { before?: string; after?: string }
}

/** The compressed copies the server picks for a visitor who accepts them: the same bytes as the file beside them. */
const isCompressedCopy = (relative: string, files: Set<string>) =>
  /\.(br|gz)$/.test(relative) && files.has(relative.replace(/\.(br|gz)$/, ''))
const PICTURE = /\.(png|jpe?g|webp|avif|gif|ico)$/i
const CODE = /\.(m?js|css|map|wasm)$/i
/**
 * The search index's term files (keyed `t.gz` once unhashed) and its manifest of hashed names: made from the indexed
 * pages, which are compared.
 */
function isDerived(key: string): boolean {
  const [, folder, , name, ...deeper] = key.split('/')
  return folder === SEARCH_INDEX_DIR && deeper.length === 0 && (name === 't.gz' || name === MANIFEST_FILE)
}

/** Every file of a built site, by its path from the site's root (`news/rss.xml`), in order. */
export const siteFiles = (siteDir: string) =>
  fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()

/** Every file of a built site by its path (`/news/rss.xml`), compressed copies of another file left out. */
export function listFiles(siteDir: string): Map<string, string> {
  const all = siteFiles(siteDir)
  const names = new Set(all)
  const kept = all.filter(relative => !isCompressedCopy(relative, names))
  return new Map(kept.map(relative => [`/${relative}`, path.join(siteDir, relative)]))
}

/** The text of a file, gunzipped when it is gzip (the search index), or undefined when it is not UTF-8 text. */
function readText(file: string): string | undefined {
  let bytes = fs.readFileSync(file)
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = zlib.gunzipSync(bytes, { maxOutputLength: 50 * 1024 * 1024 })
    } catch {
      return undefined
    }
  }
  if (bytes.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** An XML document as `path = value` lines: each element's text and each attribute, by where it is. */
function xmlLines(text: string): string[] {
  const lines: string[] = []
  const visit = (nodes: AnyNode[], prefix: string) => {
    for (const element of nodes.filter(isTag)) {
      // By name, not position: an item added first does not shift every later one.
      const where = `${prefix}/${element.name}`
      for (const [name, value] of Object.entries(element.attribs))
        lines.push(`${where}@${name} = ${unhashAssets(normaliseSpace(value))}`)
      const own = normaliseSpace(textContent(element.children.filter(child => isText(child) || isCDATA(child))))
      if (own) lines.push(`${where} = ${unhashAssets(own)}`)
      visit(element.children, where)
    }
  }
  visit(parseDocument(text, { xmlMode: true }).children, '')
  return lines
}

/** A file's content as comparable lines, or undefined when it is compared by its bytes. */
function linesOf(file: string, relative: string): string[] | undefined {
  if (PICTURE.test(relative) || CODE.test(relative)) return undefined
  const text = readText(file)
  if (text === undefined) return undefined
  if (/\.(json|webmanifest)$/i.test(relative) || (/^\s*[{[]/.test(text) && /\.gz$/.test(relative))) {
    try {
      // By name, not position (`items[].title`): an item added first does not shift every later one.
      return flatten(JSON.parse(text)).map(line =>
        unhashAssets(line.replace(/^[^=]*/, name => name.replace(/\[\d+\]/g, '[]'))),
      )
    } catch {
      // Not JSON after all (the well-formedness check names it): compared as text.
    }
  }
  if (/\.(xml|svg|rss|atom)$/i.test(relative) || /^\s*<\?xml/.test(text)) return xmlLines(text)
  return text
    .split(/\r?\n/)
    .map(line => unhashAssets(line.trimEnd()))
    .filter(Boolean)
}

/** A file's key in both sites: its path without the hash, a search-index page by its page. A key may name several. */
function keyOf(relative: string, file: string): string {
  if (indexFileOf(relative)?.page) {
    const text = readText(file)
    try {
      const url = (JSON.parse(text ?? '') as { url?: unknown }).url
      if (typeof url === 'string') return `${relative.replace(/\/[^/]+$/, '')}/ page ${url}`
    } catch {
      // A page file that is not JSON: by its name.
    }
  }
  return unhashAssets(relative)
}

function group(files: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const [relative, file] of files) {
    if (/\.html$/.test(relative)) continue
    const key = keyOf(relative, file)
    groups.set(key, [...(groups.get(key) ?? []), file])
  }
  return groups
}

const MAX_LINES = 40
const MAX_DIFF_LINES = 20_000

/** `name = value` as a name and a value, or the whole line as a value. */
const split = (line: string) => {
  const at = line.indexOf(' = ')
  return at === -1 ? { name: '', value: line } : { name: line.slice(0, at), value: line.slice(at + 3) }
}
const show = (line: string, mark: string) => {
  const { name, value } = split(line)
  return `${name ? `${code(name)}: ` : ''}${value ? `${mark}${safeText(value)}${mark}` : '(empty)'}`
}

/** A run of lines gone and lines come: what went first, then what came, a value changed in place word-diffed. */
function shownRun(gone: string[], added: string[]): string[] {
  const left = [...gone]
  const shown = added.map(line => {
    const { name, value } = split(line)
    const index = name ? left.findIndex(old => split(old).name === name) : -1
    if (index === -1) return show(line, '**')
    const [old] = left.splice(index, 1)
    return `${code(name)}: ${wordDiff(split(old!).value, value)}`
  })
  return [...left.map(line => show(line, '~~')), ...shown]
}

/** A text file's change, line by line (XML element by element, JSON value by value), with the addresses it brings. */
function compareLines(
  key: string,
  oldLines: string[],
  newLines: string[],
  frame: () => string[],
): { lines: string[]; addresses: string[] } {
  // The sitemap's addresses have a section of their own in the report.
  const listed = (lines: string[]) =>
    key === '/sitemap.xml' ? lines.filter(line => !line.startsWith('/urlset/url/loc = ')) : lines
  // CAREFUL HERE: a diff costs the product of the lines that differ; a huge file is compared as two sets of lines,
  // so that no site can make the report hang.
  const oldSet = new Set(oldLines)
  const newSet = new Set(newLines)
  const runs =
    oldLines.length + newLines.length > MAX_DIFF_LINES
      ? [
          {
            removed: listed(oldLines).filter(line => !newSet.has(line)),
            added: listed(newLines).filter(line => !oldSet.has(line)),
          },
        ]
      : changedRuns(listed(oldLines), listed(newLines))
  const known = new Set(oldLines.length > 0 ? findAddresses(oldLines.join('\n')) : frame())
  // The search index holds the pages' own text (their addresses are asked about on the pages), run together.
  const added = key.startsWith(`/${SEARCH_INDEX_DIR}/`) ? [] : runs.flatMap(run => run.added)
  const addresses = added
    .flatMap(line => findAddresses(split(line).value))
    .filter(address => !known.has(address) && !isOwnSite(address))
  const lines = runs.flatMap(({ removed, added }) => shownRun(removed, added))
  const cut =
    lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more lines`] : lines
  return { lines: cut, addresses: [...new Set(addresses)] }
}

/** Hashed code, the search index's terms and files named twice: the same contents, or a count of what differs. */
function compareHashed(old: string[], current: string[]): { added: number; removed: number } {
  const oldHashes = new Set(old.map(sha))
  const newHashes = new Set(current.map(sha))
  return {
    added: [...newHashes].filter(hash => !oldHashes.has(hash)).length,
    removed: [...oldHashes].filter(hash => !newHashes.has(hash)).length,
  }
}

/** One file (or group of files under one key) of each site compared: its change, or undefined when it is the same. */
async function compareFile(
  key: string,
  old: string[],
  current: string[],
  frame: () => string[],
): Promise<FileChange | undefined> {
  if (isDerived(key) || old.length > 1 || current.length > 1) {
    const { added, removed } = compareHashed(old, current)
    if (added + removed === 0) return undefined
    const said = isDerived(key)
      ? "rebuilt from the pages' text (compared above)"
      : `${added} new, ${removed} gone (files of this name)`
    return { file: key, status: 'changed', addresses: [], lines: [said] }
  }
  const [was, now] = [old[0], current[0]]
  if (was && now && sha(was) === sha(now)) return undefined
  const status = !was ? 'added' : !now ? 'removed' : 'changed'
  if (PICTURE.test(key)) {
    if (was && now && decodable(was) && decodable(now) && (await samePicture(was, now))) return undefined
    const said = !was ? 'new picture' : !now ? 'picture removed' : 'picture shows something else'
    return { file: key, status, addresses: [], lines: [said], picture: { before: was, after: now } }
  }
  const oldLines = was ? linesOf(was, was) : []
  const newLines = now ? linesOf(now, now) : []
  if (oldLines === undefined || newLines === undefined)
    return { file: key, status, addresses: [], lines: ['its bytes differ'] }
  const { lines, addresses } = compareLines(key, oldLines, newLines, frame)
  return lines.length > 0 ? { file: key, status, addresses, lines } : undefined
}

/**
 * A new file's frame: the addresses every file of its name and language held before (the `[llms.txt](…)` each
 * Markdown copy opens with), not new in it, as a new page's frame is not. It takes two such files to have one.
 */
function framesOf(before: Map<string, string[]>): (key: string) => string[] {
  const kindOf = (key: string) => `${stripLocale(key).locale}\n${path.posix.basename(key)}`
  const frames = once((kind: string) => {
    const each = [...before]
      .filter(([other, files]) => files.length === 1 && kindOf(other) === kind)
      .map(([, [file]]) => new Set(findAddresses((linesOf(file!, file!) ?? []).join('\n'))))
    return each.length < 2 ? [] : [...each[0]!].filter(address => each.every(found => found.has(address)))
  })
  return key => frames(kindOf(key))
}

/** `make`, called once per key. */
export function once<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>()
  return key => (made.has(key) ? made.get(key)! : made.set(key, make(key)).get(key)!)
}

/** Every file that is not a page, added, removed or changed between two built sites, by what it holds. */
export async function compareFiles(beforeDir: string, afterDir: string): Promise<FileChange[]> {
  const before = group(listFiles(beforeDir))
  const after = group(listFiles(afterDir))
  const changes: FileChange[] = []
  const builtCode = { added: 0, removed: 0 }
  const frameOf = framesOf(before)
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const [old, current] = [before.get(key) ?? [], after.get(key) ?? []]
    if (CODE.test(key)) {
      const { added, removed } = compareHashed(old, current)
      builtCode.added += added
      builtCode.removed += removed
      continue
    }
    const change = await compareFile(key, old, current, () => frameOf(key))
    if (change) changes.push(change)
  }
  const { added, removed } = builtCode
  const said = `built scripts and styles: ${added} new, ${removed} gone (code: its owner reviews it)`
  if (added + removed > 0) changes.push({ file: '/assets/', status: 'changed', addresses: [], lines: [said] })
  return changes
}
