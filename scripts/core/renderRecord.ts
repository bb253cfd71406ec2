/**
 * The build's half of incremental prerendering (docs/incremental-build.md; the pages' half is
 * src/content/renderInputs.server.ts). Each build folder keeps, beside its client/, render-record.json: the global
 * key it was rendered under and, per page, its URL, its HTML file, the hash of that file and the hash of each
 * content input the page read. Before the prerender, the published build's record is checked against its files and
 * made the session scripts/build/vike.ts hands to the pages (Vike's `pageContextInit`); after it, the reused pages are copied from the published site,
 * every page of the list is checked to be in the new site, and the new record is written.
 * Imports only Node's own modules (and types, which Node strips): it runs under plain Node in scripts/build/vike.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { hashOf } from './hash.ts'
import type { PageRecord, RenderSession } from '../../src/content/renderInputs.server.ts'

const RECORD_FILE = 'render-record.json'
/** Part of the global key: a change to what a record means makes every page render once. */
const RECORD_FORMAT = 'render-record v1'

interface StoredPage extends PageRecord {
  /** SHA-256 of the HTML file as this build wrote it. */
  html: string
  /** SHA-256 of its `.br` and `.gz` as the compression step wrote them (recordCompressed), or as they were reused. */
  br?: string
  gz?: string
}

/**
 * What every page depends on besides the content it reads: the bundles (code, catalogs, constants, the generated
 * lists, packages: the bundle key), and what a page reads at render time outside the content, the year (the
 * footer's copyright) and SITE_ORIGIN (src/seo/site.ts).
 * CAREFUL HERE: an input a page reads at render time that is neither bundled nor content must be added here.
 */
export function globalRenderKey(bundleKey: string, env: NodeJS.ProcessEnv): string {
  return hash(RECORD_FORMAT, bundleKey, String(new Date().getFullYear()), env.SITE_ORIGIN ?? '')
}

const hash = hashOf

/** The build folder dist/client points to, if any. */
function publishedBuild(root: string): string | null {
  try {
    return path.dirname(fs.realpathSync(path.join(root, 'dist/client')))
  } catch {
    return null
  }
}

interface Incremental {
  session: RenderSession
  /** The published site the reused pages are copied from. */
  previousSite: string | null
}

/**
 * Reads the published build's record and makes the session for the prerender. The record is used only if it was
 * made under the same global key and every file it lists is in the published site with the bytes it recorded (a site
 * edited or damaged by hand makes every page render); `renderAllBecause` renders every page whatever the record says.
 */
export function startRenderSession(
  root: string,
  globalKey: string,
  { renderAllBecause }: { renderAllBecause?: string } = {},
): Incremental {
  const session: RenderSession = { previous: null, rendered: new Map(), reused: [] }
  const renderAll = (because: string): Incremental => {
    session.renderAllBecause = because
    return { session, previousSite: null }
  }
  // A build that publishes to production (`npm run build:production`) does not depend on the tracking of inputs.
  if (renderAllBecause) return renderAll(renderAllBecause)
  const build = publishedBuild(root)
  if (!build) return renderAll('no published build')
  let stored: { global?: unknown; pages?: StoredPage[] }
  try {
    stored = JSON.parse(fs.readFileSync(path.join(build, RECORD_FILE), 'utf8')) as typeof stored
  } catch {
    return renderAll('no render record of the published build')
  }
  if (stored.global !== globalKey || !Array.isArray(stored.pages))
    return renderAll('global key changed (bundles, year, origin)')
  const site = path.join(build, 'client')
  for (const page of stored.pages) {
    const bytes = readOrNull(path.join(site, page.file))
    if (!bytes || hash(bytes) !== page.html)
      return renderAll(`${page.file} of the published site is not what its record says`)
  }
  session.previous = new Map(stored.pages.map(page => [page.url, page]))
  return { session, previousSite: site }
}

function hashOrNull(file: string): string | null {
  const bytes = readOrNull(file)
  return bytes && hash(bytes)
}

function readOrNull(file: string): Buffer | null {
  try {
    return fs.readFileSync(file)
  } catch {
    return null
  }
}

/**
 * After the prerender: links (or copies) the reused pages from the published site into `site`, with their `.br` and
 * `.gz` when their bytes are the hashes recorded (made from the same HTML, under the same global key, which covers
 * scripts/build/compress.ts: every file of scripts/ is in the bundle key), checks that the site holds exactly the HTML files of the page list, and returns
 * the record to keep. Throws with what is missing or extra.
 */
export function finishRenderSession(
  { session, previousSite }: Incremental,
  site: string,
): { pages: StoredPage[]; reused: string[]; rendered: string[] } {
  const pages: StoredPage[] = []
  const reused: string[] = []
  const folders = new Set<string>()
  for (const record of session.reused) {
    const target = path.join(site, record.file)
    if (fs.existsSync(target)) throw new Error(`${record.file} was both rendered and reused`)
    if (!folders.has(path.dirname(target))) {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      folders.add(path.dirname(target))
    }
    place(path.join(previousSite!, record.file), target)
    // The compressed forms only as a pair whose bytes are those the record hashed; else the compression step makes
    // them (a .br edited by hand, or damaged, is never published again).
    const stored = record as StoredPage
    const compressed = (['br', 'gz'] as const).map(extension => ({
      file: path.join(previousSite!, `${record.file}.${extension}`),
      hash: stored[extension],
    }))
    if (compressed.every(({ file, hash: recorded }) => recorded !== undefined && hashOrNull(file) === recorded)) {
      for (const { file } of compressed) place(file, path.join(site, path.relative(previousSite!, file)))
      reused.push(record.file)
      pages.push(stored)
    } else {
      pages.push({
        url: stored.url,
        file: stored.file,
        locale: stored.locale,
        inputs: stored.inputs,
        html: stored.html,
      })
    }
  }
  for (const record of session.rendered.values()) {
    const bytes = readOrNull(path.join(site, record.file))
    if (!bytes)
      throw new Error(
        `the page ${record.url} was rendered, but ${record.file} is not in the site: Vike names its files otherwise than src/content/renderInputs.server.ts (htmlFileOf) expects`,
      )
    pages.push({ ...record, html: hash(bytes) })
  }
  const expected = new Set(pages.map(page => page.file))
  const written = fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.html'))
    .map(file => file.split(path.sep).join('/'))
  const extra = written.filter(file => !expected.has(file))
  if (extra.length > 0 || expected.size !== pages.length) {
    throw new Error(
      `the prerender wrote HTML files no page accounts for (${extra.slice(0, 3).join(', ')}${extra.length > 3 ? ', …' : ''}): check htmlFileOf in src/content/renderInputs.server.ts against Vike's file names`,
    )
  }
  const rendered = [...session.rendered.keys()].sort()
  return { pages: pages.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)), reused: reused.sort(), rendered }
}

/**
 * A hard link, as the caches place their entries: no file of a published site is ever written in place (and a page
 * edited by hand is caught by its hash before it is reused). A copy across file systems.
 */
function place(from: string, to: string) {
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}

/**
 * Writes the record beside the build's client/ folder (not served). `reused`: the pages this build took from the
 * previous one with their compressed forms, which the compression step leaves alone; `rendered`: the URLs this build
 * rendered (for the reader and the tests: the next build does not use it).
 */
export function writeRenderRecord(
  buildDir: string,
  globalKey: string,
  { pages, reused, rendered = [] }: { pages: StoredPage[]; reused: string[]; rendered?: string[] },
) {
  fs.writeFileSync(
    path.join(buildDir, RECORD_FILE),
    `${JSON.stringify({ global: globalKey, pages, reused, rendered })}\n`,
  )
}

/**
 * Adds to the record in `buildDir` the hashes of the compressed forms the compression step wrote (`written`, by
 * file), so that the next build reuses them only with those bytes.
 */
export function recordCompressed(buildDir: string, written: ReadonlyMap<string, { br: string; gz: string }>) {
  const file = path.join(buildDir, RECORD_FILE)
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: StoredPage[] }
  for (const page of stored.pages) Object.assign(page, written.get(page.file))
  // Replaced whole: the search index step reads it at the same time.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(stored)}\n`)
  fs.renameSync(`${file}.tmp`, file)
}

/**
 * What the build's later steps take from the record the Vike step wrote: each page's HTML hash (SHA-256 of its bytes
 * and a NUL, by file) and the pages reused with their compressed forms. Empty when there is no record.
 */
export function readRenderRecord(buildDir: string): { htmlHashes: Map<string, string>; reused: string[] } {
  try {
    const stored = JSON.parse(fs.readFileSync(path.join(buildDir, RECORD_FILE), 'utf8')) as {
      pages: StoredPage[]
      reused: string[]
    }
    return { htmlHashes: new Map(stored.pages.map(page => [page.file, page.html])), reused: stored.reused }
  } catch {
    return { htmlHashes: new Map(), reused: [] }
  }
}

/** The hash a record keeps of a page's HTML. */
export const htmlHash = (bytes: Buffer | string) => hash(bytes)
