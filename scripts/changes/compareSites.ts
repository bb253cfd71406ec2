/**
 * Two built sites compared page by page and language by language (comparePage.ts), the language menu's changes set
 * apart as chrome, and the sitemap. Reads only the two folders: the pull request's site is data, never run or trusted.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'htmlparser2'
import { findAll, textContent } from 'domutils'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'
import { forgetPictures } from './pictures.ts'
import { compareFiles, type FileChange, once, siteFiles } from './compareFiles.ts'
import { findAddresses, isOwnSite, splitLink } from './addresses.ts'
import { normaliseSpace, readPage, type PageView } from './readPage.ts'
import { type ChangeKind, comparePage, type Difference } from './comparePage.ts'

export interface PageChange {
  /** The page without its locale prefix: `/`, `/faq`, `/404`. */
  page: string
  locale: string
  /** The URL path a visitor opens, locale prefix included: `/de/faq`. */
  url: string
  status: 'added' | 'removed' | 'changed'
  kinds: ChangeKind[]
  differences: Difference[]
  /** Text of the blocks that changed or appeared, as on the new page (to outline them in a screenshot). */
  changedBlocks: string[]
  /** Text of the blocks that changed or disappeared, as on the old page. */
  removedBlocks: string[]
}

/** A change of the language menu, the same on every page of a language that shows it: one line of the report. */
export interface ChromeChange {
  locale: string
  markdown: string
  pages: number
  /** Addresses the menu's new text holds that the page did not: still a careful look. */
  addresses: string[]
}

export interface Comparison {
  changes: PageChange[]
  /** Every other file the site serves (compareFiles.ts). */
  files: FileChange[]
  chrome: ChromeChange[]
  sitemap: { added: string[]; removed: string[] }
}

/**
 * Every HTML page of a built site, by its URL path (`/`, `/faq`, `/de/faq`, `/404`). The editor at /admin/
 * (scripts/admin/writeAdmin.ts, ADMIN_DIR) is no page of the site: it is left out.
 */
export function listPages(siteDir: string): Map<string, string> {
  const pages = siteFiles(siteDir).filter(file => file.endsWith('.html') && !file.startsWith('admin/'))
  return new Map(
    pages.map(file => [`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, path.join(siteDir, file)]),
  )
}

function sitemapLocations(siteDir: string): string[] {
  const file = path.join(siteDir, 'sitemap.xml')
  if (!fs.existsSync(file)) return []
  const document = parseDocument(fs.readFileSync(file, 'utf8'), { xmlMode: true })
  return findAll(element => element.name === 'loc', document.children).map(element =>
    normaliseSpace(textContent(element)),
  )
}

/** What every page of a language showed before: the blocks, links and attributes all of them have, and addresses. */
function frameOf(views: PageView[]): PageView {
  const common = (pick: (view: PageView) => string[]) => {
    const [first = [], ...others] = views.map(pick)
    const sets = others.map(list => new Set(list))
    return first.filter(item => sets.every(set => set.has(item)))
  }
  const chrome = new Set(views[0]?.blocks.filter(block => block.chrome).map(block => block.text))
  return {
    ...readPage(''),
    blocks: common(view => view.blocks.map(block => block.text)).map(text => ({
      text,
      words: text,
      shown: text,
      entry: '',
      chrome: chrome.has(text),
    })),
    links: common(view => view.links),
    attributes: common(view => view.attributes),
    // An address its language's pages already show (an official handle, schema.org) is not new on a new page.
    knownAddresses: [
      ...new Set(
        views.flatMap(view => [
          ...findAddresses(
            [...view.blocks.map(block => block.words), view.title, view.description, ...view.jsonLd].join('\n'),
          ),
          ...view.links.map(link => splitLink(link).href),
        ]),
      ),
    ],
  }
}

/** A page's change from its differences: what kinds, and the blocks to outline in its screenshots. */
function pageChange(
  where: { page: string; locale: string; url: string },
  status: PageChange['status'],
  differences: Difference[],
): PageChange {
  return {
    ...where,
    status,
    kinds: [...new Set(differences.map(({ kind }) => kind))],
    differences,
    changedBlocks: differences.flatMap(({ after: text }) => (text ? [text] : [])),
    removedBlocks: differences.flatMap(({ before: text }) => (text ? [text] : [])),
  }
}

/** Every page added, removed or changed between two built sites, the language menu's changes apart, and the sitemap. */
export async function compareSites(beforeDir: string, afterDir: string): Promise<Comparison> {
  const sites = { before: fs.realpathSync(beforeDir), after: fs.realpathSync(afterDir) }
  forgetPictures()
  const before = listPages(sites.before)
  const after = listPages(sites.after)
  const read = (file: string) => readPage(fs.readFileSync(file, 'utf8'))
  const english = once(page => (after.has(page) ? read(after.get(page)!) : undefined))
  const frame = once(locale =>
    frameOf([...before].filter(([url]) => stripLocale(url).locale === locale).map(([, file]) => read(file))),
  )
  const changes: PageChange[] = []
  const chrome = new Map<string, ChromeChange>()
  for (const url of new Set([...before.keys(), ...after.keys()])) {
    const { locale, pathname: page } = stripLocale(url)
    const where = { locale, page, url }
    const [old, current] = [before.get(url), after.get(url)]
    if (!current) {
      changes.push(pageChange(where, 'removed', []))
      continue
    }
    const html = fs.readFileSync(current, 'utf8')
    if (old && fs.readFileSync(old, 'utf8') === html) continue
    const englishView = where.locale === DEFAULT_LOCALE ? undefined : english(where.page)
    // A new page is compared with what every page of its language already shows (header, footer, official links).
    const compared = await comparePage(old ? read(old) : frame(where.locale), readPage(html), sites, englishView)
    // CAREFUL HERE: "chrome" is the language menu in the header (never inside <main>), whose markers follow the
    // pages a change touches: one line at the end, but an address in it still gets a careful look (careful.ts).
    for (const { markdown, addresses } of compared.chrome) {
      const key = `${where.locale}\n${markdown}`
      const seen = chrome.get(key) ?? { locale: where.locale, markdown, pages: 0, addresses }
      seen.pages++
      chrome.set(key, seen)
    }
    if (!old) {
      const kept = compared.differences
        .filter(({ kind }) => kind !== 'search' && kind !== 'untranslated')
        .map(one => ({ ...one, addresses: one.addresses.filter(address => !isOwnSite(address)) }))
      changes.push({ ...pageChange(where, 'added', kept), removedBlocks: [] })
      continue
    }
    if (compared.differences.length > 0) changes.push(pageChange(where, 'changed', compared.differences))
  }
  const oldSitemap = sitemapLocations(sites.before)
  const newSitemap = sitemapLocations(sites.after)
  // A picture a page shows is compared there, with its pages; the rest of the files here.
  const shownOnPages = new Set(changes.flatMap(change => change.differences.map(one => one.picture?.name)))
  return {
    changes: changes.sort(byVisits),
    files: (await compareFiles(sites.before, sites.after)).filter(
      file => !file.picture || !shownOnPages.has(file.file),
    ),
    chrome: [...chrome.values()].sort((a, b) => localeIndex(a.locale) - localeIndex(b.locale)),
    sitemap: {
      added: newSitemap.filter(loc => !oldSitemap.includes(loc)),
      removed: oldSitemap.filter(loc => !newSitemap.includes(loc)),
    },
  }
}

const localeIndex = (locale: string) => (LOCALES as readonly string[]).indexOf(locale)

/** Most visited first: home, FAQ, how it works, then articles, then the error page; each in locale order. */
const FIRST = ['/', '/faq', '/how-it-works']
function pageRank(page: string): number {
  const index = FIRST.indexOf(page)
  if (index !== -1) return index
  return page === '/404' ? FIRST.length + 1 : FIRST.length
}

export function byVisits(a: Pick<PageChange, 'page' | 'locale'>, b: Pick<PageChange, 'page' | 'locale'>): number {
  return (
    pageRank(a.page) - pageRank(b.page) || a.page.localeCompare(b.page) || localeIndex(a.locale) - localeIndex(b.locale)
  )
}
