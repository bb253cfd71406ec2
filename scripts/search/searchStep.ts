/** The build's "search index" step: each language's index (buildSearchIndex.ts) into <out>/search-index/<locale>/. */
import fs from 'node:fs'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import { SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import { assembleLocaleIndex, extractPage, indexPage, type IndexedPage } from './buildSearchIndex.ts'
import { cacheDir, writeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion, type Code } from '../core/codeVersion.ts'
import { isLocale, LOCALES } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'

/** How many of the index's files are written at once. */
const WRITES_AT_ONCE = 256

/** The code that decides the index (this module and its imports), and the Unicode and ICU versions, for the key. */
export const INDEXING_CODE: Code = { modules: [new URL(import.meta.url)], runtime: ['unicode', 'icu'] }

/** The URL a prerendered file answers at: `ja/faq/index.html` → `/ja/faq`, `index.html` → `/`. */
function pageUrl(file: string): string {
  const url = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
  // A language's home page is linked as `/ja/`, like every link of the site does (src/i18n/localizedUrl.ts).
  return url === '' ? '/' : isLocale(url.slice(1)) ? `${url}/` : url
}

/**
 * Indexes the site in `site` into `out`/search-index/, with two caches keyed by the indexing code: each page's part,
 * by its URL and HTML, and each language's index, by its pages. Returns the step's summary. It hands the event loop
 * back between pages and languages: the build's compression, beside it, is fed from this thread.
 */
export async function writeSearchIndex(site: string, out: string): Promise<string> {
  const code = codeVersion(INDEXING_CODE)
  const cache = cacheDir('search')
  const { byLocale, extracted } = await indexPages(site, cache, code)
  const files: Record<string, Buffer> = {}
  let pages = 0
  let cachedLocales = 0
  for (const [locale, { keys, pages: localePages }] of byLocale) {
    await setImmediate()
    pages += localePages.length
    const entry = path.join(cache, `${hashOf(code, locale, ...keys)}.json`)
    if (fs.existsSync(entry)) {
      cachedLocales++
      const stored = JSON.parse(fs.readFileSync(entry, 'utf8')) as Record<string, string>
      for (const [name, base64] of Object.entries(stored)) files[`${locale}/${name}`] = Buffer.from(base64, 'base64')
    } else {
      const built = assembleLocaleIndex(localePages)
      writeCacheEntry(
        entry,
        JSON.stringify(Object.fromEntries([...built].map(([name, data]) => [name, data.toString('base64')]))),
      )
      for (const [name, data] of built) files[`${locale}/${name}`] = data
    }
  }
  let bytes = 0
  let largestFile = 0
  const written: { file: string; data: Buffer }[] = []
  for (const [name, data] of Object.entries(files)) {
    written.push({ file: path.join(out, SEARCH_INDEX_DIR, name), data })
    bytes += data.length
    largestFile = Math.max(largestFile, data.length)
  }
  // Written in libuv's thread pool, a few hundred at a time: the build's thread does not wait for ext4 to make each
  // file, and compression's jobs (the same pool, beside this step) are not queued behind thousands of them.
  for (let start = 0; start < written.length; start += WRITES_AT_ONCE) {
    const batch = written.slice(start, start + WRITES_AT_ONCE)
    const folders = new Set(batch.map(({ file }) => path.dirname(file)))
    await Promise.all([...folders].map(folder => fs.promises.mkdir(folder, { recursive: true })))
    await Promise.all(batch.map(({ file, data }) => fs.promises.writeFile(file, data)))
  }
  const reuse =
    cachedLocales === LOCALES.length
      ? ', from the cache'
      : `; ${extracted} pages read, ${cachedLocales} of ${LOCALES.length} languages from the cache`
  return (
    `${pages} pages in ${LOCALES.length} languages, ${Object.keys(files).length} files, ` +
    `${(bytes / 1024).toFixed(0)} KiB (largest ${(largestFile / 1024).toFixed(1)} KiB)${reuse}`
  )
}

/** Each page's part of the index by language, with its cache keys; `extracted` counts the pages read again. */
async function indexPages(site: string, cache: string, code: string) {
  const extractedCache = path.join(cache, `pages-${code}.json`)
  /** A page's part as stored: its file's bytes in base64; null for a page without `<main>`. */
  type Stored = Omit<IndexedPage, 'data'> & { data: string }
  let known: Record<string, Stored | null> = {}
  try {
    known = JSON.parse(fs.readFileSync(extractedCache, 'utf8')) as typeof known
  } catch {
    // none yet, or written by a build that was killed: every page is read
  }
  const current: Record<string, Stored | null> = {}
  const byLocale = new Map<string, { keys: string[]; pages: IndexedPage[] }>(
    LOCALES.map(locale => [locale, { keys: [], pages: [] }]),
  )
  let extracted = 0
  const htmlFiles = fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.html'))
    .sort()
  for (const file of htmlFiles) {
    await setImmediate()
    const url = pageUrl(file)
    const { locale, pathname } = stripLocale(url)
    // Pages a search should never offer: error pages and the search pages themselves.
    if (/^\/(404|search)\/?$/.test(pathname)) continue
    const html = fs.readFileSync(path.join(site, file))
    const key = hashOf(url, html).slice(0, 32)
    let stored = known[key]
    if (stored === undefined) {
      const page = extractPage(html.toString('utf8'), url, locale)
      const indexed = page && indexPage(page, locale)
      stored = indexed ? { ...indexed, data: indexed.data.toString('base64') } : null
      extracted++
    }
    current[key] = stored
    if (stored) {
      byLocale.get(locale)!.keys.push(key)
      byLocale.get(locale)!.pages.push({ ...stored, data: Buffer.from(stored.data, 'base64') })
    }
  }
  if (extracted > 0 || Object.keys(known).length !== Object.keys(current).length)
    writeCacheEntry(extractedCache, JSON.stringify(current))
  return { byLocale, extracted }
}
