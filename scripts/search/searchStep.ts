/**
 * The build's "search index" step: reads every prerendered page of the site, and writes each language's index
 * (scripts/search/buildSearchIndex.ts) into <out>/search-index/<locale>/. The result is kept in the build cache,
 * named by the hash of the pages and of the code that indexes them, so an unchanged site is not indexed twice.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildLocaleIndex, extractPage, type SearchPage } from './buildSearchIndex.ts'
import { cacheDir, hashOf, writeCacheEntry } from '../build/cache.ts'
import { isLocale, LOCALES } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'

/** Where the index is published; src/search/searchClient.ts reads it from there. */
export const SEARCH_INDEX_DIR = 'search-index'

/**
 * The code that decides the index, part of the cache key: every module of src/search/ and scripts/search/, the
 * i18n modules the step imports, and the HTML parser's version.
 * CAREFUL HERE: a new module the indexer imports from elsewhere must be added to this list.
 */
function indexingCode(): (string | Buffer)[] {
  const folder = (relative: string) => {
    const directory = fileURLToPath(new URL(relative, import.meta.url))
    return fs.readdirSync(directory).filter((file) => file.endsWith('.ts')).sort().map((file) => path.join(directory, file))
  }
  const files = [...folder('../../src/search/'), ...folder('./'),
    ...['../../src/i18n/locales.ts', '../../src/i18n/localizedUrl.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)))]
  // The parser and the entity decoder it uses, as installed (package.json does not export its package.json).
  const lock = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../package-lock.json', import.meta.url)), 'utf8')) as { packages: Record<string, { version?: string }> }
  const versions = Object.entries(lock.packages).filter(([name]) => /node_modules\/(htmlparser2|entities|domhandler)$/.test(name))
    .map(([name, { version }]) => `${name}@${version}`).sort()
  return [...versions, ...files.flatMap((file) => [path.basename(file), fs.readFileSync(file)])]
}

/** The URL a prerendered file answers at: `ja/faq/index.html` → `/ja/faq`, `index.html` → `/`. */
function pageUrl(file: string): string {
  const url = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
  // A language's home page is linked as `/ja/`, like every link of the site does (src/i18n/localizedUrl.ts).
  return url === '' ? '/' : isLocale(url.slice(1)) ? `${url}/` : url
}

/** Pages a search should never offer: error pages and the search pages themselves. */
function isSearchable(url: string): boolean {
  const logical = stripLocale(url).pathname
  return !/^\/(404|search)\/?$/.test(logical)
}

export interface SearchIndexStats {
  locales: number
  pages: number
  files: number
  bytes: number
  largestFile: number
  cached: boolean
}

/** Indexes the site in `site` into `out`/search-index/. */
export function writeSearchIndex(site: string, out: string): SearchIndexStats {
  const htmlFiles = fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort()
  const sources = htmlFiles.map((file) => fs.readFileSync(path.join(site, file), 'utf8'))
  const key = hashOf(process.versions.unicode ?? '', ...indexingCode(),
    ...htmlFiles.flatMap((file, index) => [file, sources[index]!]))
  const entry = path.join(cacheDir('search'), `${key}.json`)
  let files: Record<string, Buffer> = {}
  let pages = 0
  const cached = fs.existsSync(entry)
  if (cached) {
    const stored = JSON.parse(fs.readFileSync(entry, 'utf8')) as { files: Record<string, string>; pages: number }
    pages = stored.pages
    for (const [name, base64] of Object.entries(stored.files)) files[name] = Buffer.from(base64, 'base64')
  } else {
    const byLocale = new Map<string, SearchPage[]>(LOCALES.map((locale) => [locale, []]))
    htmlFiles.forEach((file, index) => {
      const url = pageUrl(file)
      if (!isSearchable(url)) return
      const { locale } = stripLocale(url)
      const page = extractPage(sources[index]!, url, locale)
      if (page) byLocale.get(locale)!.push(page)
    })
    for (const [locale, localePages] of byLocale) {
      pages += localePages.length
      for (const [name, data] of buildLocaleIndex(localePages, locale)) files[`${locale}/${name}`] = data
    }
    writeCacheEntry(entry, JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, data.toString('base64')])), pages }))
  }
  let bytes = 0
  let largestFile = 0
  for (const [name, data] of Object.entries(files)) {
    const file = path.join(out, SEARCH_INDEX_DIR, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, data)
    const size = data.length
    bytes += size
    largestFile = Math.max(largestFile, size)
  }
  return { locales: LOCALES.length, pages, files: Object.keys(files).length, bytes, largestFile, cached }
}

export function describeSearchIndex(stats: SearchIndexStats): string {
  return `${stats.pages} pages in ${stats.locales} languages, ${stats.files} files, ${(stats.bytes / 1024).toFixed(0)} KiB ` +
    `(largest ${(stats.largestFile / 1024).toFixed(1)} KiB)${stats.cached ? ', from the cache' : ''}`
}
