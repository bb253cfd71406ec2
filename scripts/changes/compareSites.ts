/**
 * Two built sites compared page by page and language by language, on everything a visitor sees or acts on and a
 * search engine reads (readPage.ts): each changed block with its own word diff, link targets, pictures by their
 * pixels (pictures.ts), robots/canonical/hreflang, JSON-LD, entries shown in English again, the sitemap. Changes the
 * language menu makes on every page are set apart as chrome. Reads only the two folders: it runs on sites built
 * elsewhere (the pull request's, downloaded as data), so nothing here runs or trusts what it reads.
 */
import fs from 'node:fs'
import path from 'node:path'
import { diffArrays } from 'diff'
import { parseDocument } from 'htmlparser2'
import { findAll, textContent } from 'domutils'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { code, safeText } from './markdown.ts'
import { forgetPictures, pictureFile, samePicture } from './pictures.ts'
import { textChange, wordDiff } from './wordDiff.ts'
import { compareFiles, type FileChange } from './compareFiles.ts'
import { findAddresses, flatten, isExternal, isOwnSite, splitLink } from './addresses.ts'
import { normaliseSpace, readPage, resolvedAddress, withoutHash, type PageView } from './readPage.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'

export type ChangeKind =
  | 'text'
  | 'title'
  | 'description'
  | 'links'
  | 'pictures'
  | 'search'
  | 'JSON-LD'
  | 'attributes'
  | 'untranslated'

/** One thing that differs on one page in one language. */
export interface Difference {
  kind: ChangeKind
  /** The difference as safe Markdown (content text escaped and neutralised, markdown.ts). */
  markdown: string
  /** The content entry it is in (`faq/which-wallet`), or ''. */
  entry: string
  /** External addresses, domains, handles or contract addresses this difference brings that the page did not have. */
  addresses: string[]
  /** The page leaves search engines (noindex added). */
  leavesSearch?: boolean
  /** A picture whose pixels changed, or a new one: the files in the two sites. */
  picture?: { name: string; before?: string; after?: string }
  /** The changed block, before and after, for the screenshots. */
  before?: string
  after?: string
}

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
  const pages = new Map<string, string>()
  const editor = path.join(siteDir, 'admin')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== editor) walk(full)
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        const relative = path.relative(siteDir, full).split(path.sep).join('/')
        pages.set(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, full)
      }
    }
  }
  walk(siteDir)
  return pages
}

/** `/de/faq` → { locale: 'de', page: '/faq' }; `/faq` → { locale: 'en', page: '/faq' }. */
export function splitLocale(url: string): { locale: string; page: string } {
  const [first = '', ...rest] = url.slice(1).split('/')
  if ((LOCALES as readonly string[]).includes(first) && first !== DEFAULT_LOCALE)
    return { locale: first, page: `/${rest.join('/')}` }
  return { locale: DEFAULT_LOCALE, page: url }
}

export { wordDiff } from './wordDiff.ts'

/** The differences between two versions of one page, and the site root of each (for the pictures). */
export async function comparePage(
  before: PageView,
  after: PageView,
  sites: { before: string; after: string } = { before: '', after: '' },
  english?: PageView,
): Promise<{ differences: Difference[]; chrome: Difference[] }> {
  const differences: Difference[] = []
  const chrome: Difference[] = []
  const known = [...before.blockWords, ...before.links, before.title, before.description, ...before.jsonLd].join('\n')
  // Whole addresses, not substrings: `t.me/reelfi` is new on a page that only had `t.me/reelfi_app`.
  const knownAddresses = new Set([
    ...findAddresses(known),
    ...before.links.map(link => splitLink(link).href),
    ...(before.knownAddresses ?? []),
  ])
  const newAddresses = (text: string) => [
    ...new Set(findAddresses(text).filter(address => !knownAddresses.has(address))),
  ]

  // Text, block by block: a replaced block is diffed with the block it replaces.
  const blockIndex = { before: 0, after: 0 }
  let removed: number[] = []
  const pushPair = (old: number | undefined, current: number | undefined) => {
    const oldText = old === undefined ? undefined : before.blocks[old]!
    const newText = current === undefined ? undefined : after.blocks[current]!
    const isChrome =
      (old === undefined || before.blockChrome[old]) && (current === undefined || after.blockChrome[current])
    // Shown as a reader reads it (words of two elements apart); found again in a screenshot by `textContent`.
    const oldShown = old === undefined ? undefined : (before.blockText[old] ?? oldText)
    const newShown = current === undefined ? undefined : (after.blockText[current] ?? newText)
    const markdown = textChange(oldShown, newShown)
    const list = isChrome ? chrome : differences
    list.push({
      kind: 'text',
      markdown,
      addresses: current !== undefined ? newAddresses(after.blockWords[current] ?? newText!) : [],
      entry: (current !== undefined ? after.blockEntries[current] : before.blockEntries[old!]) || '',
      ...(oldText !== undefined ? { before: oldText } : {}),
      ...(newText !== undefined ? { after: newText } : {}),
    })
  }
  for (const part of diffArrays(before.blocks, after.blocks)) {
    const count = part.value.length
    if (part.removed) {
      removed = Array.from({ length: count }, (_, index) => blockIndex.before + index)
      blockIndex.before += count
    } else if (part.added) {
      for (let index = 0; index < count; index++) pushPair(removed[index], blockIndex.after + index)
      for (const old of removed.slice(count)) pushPair(old, undefined)
      removed = []
      blockIndex.after += count
    } else {
      for (const old of removed) pushPair(old, undefined)
      removed = []
      blockIndex.before += count
      blockIndex.after += count
    }
  }
  for (const old of removed) pushPair(old, undefined)
  // A block inside a changed block (a link in a paragraph, a list in a list item) is the same change: keep the outer.
  const inner = (a: Difference, b: Difference) =>
    a !== b &&
    b.kind === 'text' &&
    ((a.before ?? '') !== (b.before ?? '') || (a.after ?? '') !== (b.after ?? '')) &&
    (b.before ?? '').includes(a.before ?? '') &&
    (b.after ?? '').includes(a.after ?? '')
  const text = differences.filter(
    (difference, index) =>
      !differences.some(other => inner(difference, other)) &&
      differences.findIndex(other => other.markdown === difference.markdown) === index,
  )
  differences.length = 0
  differences.push(...text)

  if (before.title !== after.title) {
    differences.unshift({
      kind: 'title',
      markdown: `title: ${wordDiff(before.title, after.title)}`,
      entry: '',
      addresses: newAddresses(after.title),
    })
  }
  if (before.description !== after.description) {
    differences.push({
      kind: 'description',
      markdown: `description: ${wordDiff(before.description, after.description)}`,
      entry: '',
      addresses: newAddresses(after.description),
    })
  }

  // Link targets: a link whose address changed, appeared or went away.
  const knownHrefs = new Set(before.links.map(link => splitLink(link).href))
  let removedLinks: string[] = []
  const linkDifference = (old: string | undefined, current: string | undefined) => {
    const was = old ? splitLink(old) : undefined
    const now = current ? splitLink(current) : undefined
    const label = safeText(now?.label ?? was!.label) || '(no text)'
    const markdown =
      was && now
        ? `link ${label}: ~~${code(was.href)}~~ → **${code(now.href)}**`
        : now
          ? `new link ${label} → **${code(now.href)}**`
          : `link removed: ${label} → ~~${code(was!.href)}~~`
    differences.push({
      kind: 'links',
      markdown,
      entry: '',
      addresses: now && isExternal(now.href) && !knownHrefs.has(now.href) ? [now.href] : [],
    })
  }
  for (const part of diffArrays(before.links, after.links)) {
    if (part.removed) removedLinks = part.value
    else if (part.added) {
      part.value.forEach((link, index) => {
        const old = removedLinks[index]
        // Only the label changed: the text diff shows it.
        if (old && splitLink(old).href === splitLink(link).href) return
        linkDifference(old, link)
      })
      removedLinks.slice(part.value.length).forEach(link => linkDifference(link, undefined))
      removedLinks = []
    } else {
      removedLinks.forEach(link => linkDifference(link, undefined))
      removedLinks = []
    }
  }
  removedLinks.forEach(link => linkDifference(link, undefined))

  // Pictures, by what they show.
  const byName = (view: PageView, site: string) =>
    new Map(
      view.pictureSources.map(source => [withoutHash(resolvedAddress(source)), pictureFile(site, source)] as const),
    )
  const oldPictures = byName(before, sites.before)
  const newPictures = byName(after, sites.after)
  for (const [name, file] of newPictures) {
    const oldFile = oldPictures.get(name)
    if (oldPictures.has(name) && (!file || !oldFile || (await samePicture(oldFile, file)))) continue
    differences.push({
      kind: 'pictures',
      entry: '',
      addresses: [],
      markdown: oldPictures.has(name)
        ? `picture ${code(name)} shows something else (its pixels changed)`
        : `new picture ${code(name)}`,
      picture: { name, ...(oldFile ? { before: oldFile } : {}), ...(file ? { after: file } : {}) },
    })
  }
  for (const name of oldPictures.keys()) {
    if (!newPictures.has(name))
      differences.push({ kind: 'pictures', entry: '', addresses: [], markdown: `picture removed: ${code(name)}` })
  }
  const alts = (view: PageView) => view.images.filter(image => image.includes(' "')).join('\n')
  if (alts(before) !== alts(after)) {
    const diff = diffArrays(
      before.images.filter(image => image.includes(' "')),
      after.images.filter(image => image.includes(' "')),
    )
    for (const part of diff)
      if (part.added)
        for (const image of part.value)
          differences.push({
            kind: 'pictures',
            entry: '',
            addresses: newAddresses(image.slice(image.indexOf(' "') + 2)),
            markdown: `picture and its text: ${safeText(image)}`,
          })
  }

  // Search engines.
  const noindex = (view: PageView) => /\bnoindex\b/.test(view.robots)
  if (!noindex(before) && noindex(after))
    differences.push({
      kind: 'search',
      entry: '',
      addresses: [],
      leavesSearch: true,
      markdown: `leaves search engines: robots ${code(after.robots)}`,
    })
  if (noindex(before) && !noindex(after))
    differences.push({
      kind: 'search',
      entry: '',
      addresses: [],
      markdown: 'returns to search engines (noindex removed)',
    })
  if (before.canonical !== after.canonical) {
    differences.push({
      kind: 'search',
      entry: '',
      addresses: newAddresses(after.canonical),
      leavesSearch: Boolean(before.canonical),
      markdown: `canonical: ~~${code(before.canonical || 'none')}~~ → **${code(after.canonical || 'none')}**`,
    })
  }
  if (before.alternates.join('\n') !== after.alternates.join('\n')) {
    // By language: `de` gone, `fr` added, `ja` pointing elsewhere.
    const byLanguage = (view: PageView) =>
      new Map(
        view.alternates.map(alternate => [alternate.split(' ')[0]!, alternate.split(' ').slice(1).join(' ')] as const),
      )
    const was = byLanguage(before)
    const now = byLanguage(after)
    const gone = [...was.keys()].filter(language => !now.has(language))
    const added = [...now.keys()].filter(language => !was.has(language))
    const moved = [...now.keys()].filter(language => was.has(language) && was.get(language) !== now.get(language))
    const parts = [
      gone.length > 0 ? `${gone.length} removed (${gone.map(language => code(language)).join(', ')})` : '',
      added.length > 0
        ? `${added.length} added (${added.map(language => `${code(language)} ${code(now.get(language)!)}`).join(', ')})`
        : '',
      ...moved.map(language => `${code(language)}: ~~${code(was.get(language)!)}~~ → **${code(now.get(language)!)}**`),
    ].filter(Boolean)
    differences.push({
      kind: 'search',
      entry: '',
      addresses: [...added, ...moved].flatMap(language => newAddresses(now.get(language)!)),
      markdown: `hreflang: ${parts.join('; ')}`,
    })
  }

  // JSON-LD: each changed value by its path, word-diffed like the text it is (a search engine shows it as such).
  const ldValues = (view: PageView) => {
    const values = new Map<string, string>()
    for (const line of view.jsonLd.flatMap(block => {
      try {
        return flatten(JSON.parse(block))
      } catch {
        return [` = ${block}`]
      }
    })) {
      const [name = '', ...rest] = line.split(' = ')
      values.set(name, values.has(name) ? `${values.get(name)} ${rest.join(' = ')}` : rest.join(' = '))
    }
    return values
  }
  const oldLd = ldValues(before)
  const newLd = ldValues(after)
  const ldNames = [...new Set([...oldLd.keys(), ...newLd.keys()])].filter(name => oldLd.get(name) !== newLd.get(name))
  if (ldNames.length > 0) {
    const lines = ldNames.map(name => {
      const was = oldLd.get(name)
      const now = newLd.get(name)
      const value = textChange(was, now)
      return `${name ? code(name) : 'block'}: ${value}`
    })
    differences.push({
      kind: 'JSON-LD',
      entry: '',
      addresses: ldNames.flatMap(name => newAddresses(newLd.get(name) ?? '')),
      markdown: `JSON-LD: ${lines.join('; ')}`,
    })
  }

  // Every other attribute: labels, meta contents, inline scripts, and the messages an island shows (its props), each
  // message with the English it translates (the same path on the English page), since a reader may not know the
  // language.
  const attributeValues = (view: PageView) => {
    const values = new Map<string, string>()
    for (const line of view.attributes) {
      const at = line.indexOf(' = ')
      const name = line.slice(0, at)
      const value = line.slice(at + 3)
      values.set(name, values.has(name) ? `${values.get(name)} · ${value}` : value)
    }
    return values
  }
  const oldAttributes = attributeValues(before)
  const newAttributes = attributeValues(after)
  const englishAttributes = english && english !== after ? attributeValues(english) : undefined
  const attributeNames = [...new Set([...oldAttributes.keys(), ...newAttributes.keys()])].filter(
    name => oldAttributes.get(name) !== newAttributes.get(name),
  )
  for (const name of attributeNames) {
    const was = oldAttributes.get(name)
    const now = newAttributes.get(name)
    if (name === 'script') {
      differences.push({
        kind: 'attributes',
        entry: '',
        addresses: [],
        markdown:
          `inline script ${was === undefined ? 'added' : now === undefined ? 'removed' : 'changed'} (code: ` +
          `its owner reviews it)`,
      })
      continue
    }
    const value = textChange(was, now)
    const message = /\[data-props\]\.messages\./.test(name) ? 'message an island shows' : 'attribute'
    const inEnglish = message === 'attribute' ? undefined : englishAttributes?.get(name)
    // A path of the site (`/assets/static/page.css`) is no address to check.
    differences.push({
      kind: 'attributes',
      entry: '',
      addresses:
        now === undefined
          ? []
          : newAddresses(
              now
                .split(' · ')
                .filter(part => !part.startsWith('/'))
                .join(' '),
            ),
      markdown:
        `${message} ${code(name)}: ${value}` + (inEnglish !== undefined ? ` (English: ${safeText(inEnglish)})` : ''),
    })
  }

  // Entries this language's page showed translated before and shows in English again. An entry the page did not have
  // before is new (in English first): the report lists it once, under "New in English", never as one more here.
  const hadBefore = (entry: string) => !/^faq\//.test(entry) || before.blockEntries.includes(entry)
  for (const entry of after.untranslated.filter(item => !before.untranslated.includes(item) && hadBefore(item))) {
    differences.push({
      kind: 'untranslated',
      entry: /^faq\//.test(entry) ? entry : '',
      addresses: [],
      markdown: `${TRANSLATION_STATES.notTranslated}, shown in English: ${safeText(entry)}`,
    })
  }
  // The same link or picture change several times on a page (header, body, footer) is one line, counted.
  const collapsed: Difference[] = []
  for (const difference of differences) {
    const same = collapsed.find(
      other => other.kind === difference.kind && other.markdown.replace(/ \(\d+ times\)$/, '') === difference.markdown,
    )
    if (!same) collapsed.push({ ...difference })
    else {
      const count = Number(/ \((\d+) times\)$/.exec(same.markdown)?.[1] ?? 1) + 1
      same.markdown = `${same.markdown.replace(/ \(\d+ times\)$/, '')} (${count} times)`
    }
  }
  return { differences: collapsed, chrome }
}

/** A page with nothing on it. */
const emptyView = (): PageView => ({
  title: '',
  description: '',
  jsonLd: [],
  images: [],
  blocks: [],
  blockWords: [],
  blockText: [],
  blockEntries: [],
  blockChrome: [],
  links: [],
  pictureSources: [],
  lang: '',
  robots: '',
  canonical: '',
  alternates: [],
  untranslated: [],
  attributes: [],
})

/** The sitemap's `<loc>` addresses. */
function sitemapLocations(siteDir: string): string[] {
  const file = path.join(siteDir, 'sitemap.xml')
  if (!fs.existsSync(file)) return []
  const document = parseDocument(fs.readFileSync(file, 'utf8'), { xmlMode: true })
  return findAll(element => element.name === 'loc', document.children).map(element =>
    normaliseSpace(textContent(element)),
  )
}

/** Every page added, removed or changed between two built sites, the language menu's changes apart, and the sitemap. */
export async function compareSites(beforeDir: string, afterDir: string): Promise<Comparison> {
  const sites = { before: fs.realpathSync(beforeDir), after: fs.realpathSync(afterDir) }
  forgetPictures()
  const before = listPages(sites.before)
  const after = listPages(sites.after)
  const changes: PageChange[] = []
  const views = new Map<string, PageView>()
  const viewOf = (pages: Map<string, string>, url: string, side: string) => {
    const key = `${side}\n${url}`
    let view = views.get(key)
    if (!view) views.set(key, (view = readPage(fs.readFileSync(pages.get(url)!, 'utf8'))))
    return view
  }
  const englishView = (page: string) => (after.has(page) ? viewOf(after, page, 'after') : undefined)
  const frames = new Map<string, PageView>()
  /** What every page of a language showed before: its blocks, links and attributes found on all of them. */
  const frameOf = (locale: string): PageView => {
    const known = frames.get(locale)
    if (known) return known
    const urls = [...before.keys()].filter(url => splitLocale(url).locale === locale)
    const all = urls.map(url => viewOf(before, url, 'before'))
    const common = (pick: (view: PageView) => string[]) => {
      const first = all[0] ? pick(all[0]) : []
      const sets = all.slice(1).map(view => new Set(pick(view)))
      return first.filter(item => sets.every(set => set.has(item)))
    }
    const blocks = common(view => view.blocks)
    const chrome = new Set(all[0] ? all[0].blocks.filter((_, index) => all[0]!.blockChrome[index]) : [])
    const frame: PageView = {
      ...emptyView(),
      blocks,
      blockWords: blocks,
      blockText: blocks,
      blockEntries: blocks.map(() => ''),
      blockChrome: blocks.map(block => chrome.has(block)),
      links: common(view => view.links),
      attributes: common(view => view.attributes),
      // An address its language's pages already show (an official handle, schema.org) is not new on a new page.
      knownAddresses: [
        ...new Set(
          all.flatMap(view => [
            ...findAddresses([...view.blockWords, view.title, view.description, ...view.jsonLd].join('\n')),
            ...view.links.map(link => splitLink(link).href),
          ]),
        ),
      ],
    }
    frames.set(locale, frame)
    return frame
  }
  const chromeCount = new Map<string, ChromeChange>()
  const changed: {
    base: { page: string; locale: string; url: string }
    differences: Difference[]
    chrome: Difference[]
  }[] = []
  for (const url of new Set([...before.keys(), ...after.keys()])) {
    const { locale, page } = splitLocale(url)
    const base = { page, locale, url }
    const old = before.get(url)
    const current = after.get(url)
    if (!current) {
      changes.push({ ...base, status: 'removed', kinds: [], differences: [], changedBlocks: [], removedBlocks: [] })
      continue
    }
    const newView = readPage(fs.readFileSync(current, 'utf8'))
    const english = locale === DEFAULT_LOCALE ? undefined : englishView(page)
    if (!old) {
      // A new page is read like a changed one, against what every page of its language already shows (header,
      // footer, official links): its text, links, pictures, attributes and addresses, not the frame around it.
      const { differences } = await comparePage(frameOf(locale), newView, sites, english)
      const kept = differences
        .filter(({ kind }) => kind !== 'search' && kind !== 'untranslated')
        .map(difference => ({ ...difference, addresses: difference.addresses.filter(address => !isOwnSite(address)) }))
      changes.push({
        ...base,
        status: 'added',
        kinds: [...new Set(kept.map(({ kind }) => kind))],
        differences: kept,
        changedBlocks: kept.flatMap(({ after: text }) => (text ? [text] : [])),
        removedBlocks: [],
      })
      continue
    }
    const oldHtml = fs.readFileSync(old, 'utf8')
    const newHtml = fs.readFileSync(current, 'utf8')
    if (oldHtml === newHtml) continue
    const { differences, chrome } = await comparePage(readPage(oldHtml), newView, sites, english)
    for (const difference of chrome) {
      const key = `${locale}\n${difference.markdown}`
      const seen = chromeCount.get(key) ?? {
        locale,
        markdown: difference.markdown,
        pages: 0,
        addresses: difference.addresses,
      }
      seen.pages++
      chromeCount.set(key, seen)
    }
    changed.push({ base, differences, chrome })
  }
  // CAREFUL HERE: "chrome" is the language menu in the page's header (readPage.ts: never inside <main>), whose
  // "partly English" markers follow the pages a change touches. Its changes are one line at the end, with the number
  // of pages; an address in it still gets a careful look (careful.ts), and a pull request that changes code is named
  // first, so a page that moves text into its header is not hidden.
  for (const { base, differences } of changed) {
    if (differences.length === 0) continue
    changes.push({
      ...base,
      status: 'changed',
      kinds: [...new Set(differences.map(({ kind }) => kind))],
      differences,
      changedBlocks: differences.flatMap(({ after: text }) => (text ? [text] : [])),
      removedBlocks: differences.flatMap(({ before: text }) => (text ? [text] : [])),
    })
  }
  const oldSitemap = sitemapLocations(sites.before)
  const newSitemap = sitemapLocations(sites.after)
  return {
    changes: changes.sort(byVisits),
    // A picture a page shows is compared there, with its pages; the rest of the files here.
    files: (await compareFiles(sites.before, sites.after)).filter(
      file =>
        !file.picture ||
        !changes.some(change => change.differences.some(difference => difference.picture?.name === file.file)),
    ),
    chrome: [...chromeCount.values()].sort((a, b) => localeIndex(a.locale) - localeIndex(b.locale)),
    sitemap: {
      added: newSitemap.filter(loc => !oldSitemap.includes(loc)),
      removed: oldSitemap.filter(loc => !newSitemap.includes(loc)),
    },
  }
}

const localeIndex = (locale: string) => (LOCALES as readonly string[]).indexOf(locale)

/** Most visited first: home, FAQ, how it works, then articles, then the error page; each in locale order. */
const FIRST = ['/', '/faq', '/how-it-works']
export function pageRank(page: string): number {
  const index = FIRST.indexOf(page)
  if (index !== -1) return index
  return page === '/404' ? FIRST.length + 1 : FIRST.length
}

export function byVisits(a: Pick<PageChange, 'page' | 'locale'>, b: Pick<PageChange, 'page' | 'locale'>): number {
  return (
    pageRank(a.page) - pageRank(b.page) || a.page.localeCompare(b.page) || localeIndex(a.locale) - localeIndex(b.locale)
  )
}
