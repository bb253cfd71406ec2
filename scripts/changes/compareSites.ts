/**
 * Two built sites compared page by page, per locale, on what a visitor sees and a search engine reads (readPage.ts).
 * Pure apart from reading the two folders: main.ts builds them, report.ts and screenshots.ts present the result.
 */
import fs from 'node:fs'
import path from 'node:path'
import { diffArrays, diffChars } from 'diff'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { readPage, type PageView } from './readPage.ts'

export type ChangeKind = 'text' | 'title' | 'description' | 'JSON-LD' | 'images'

export interface PageChange {
  /** The page without its locale prefix: `/`, `/faq`, `/404`. */
  page: string
  locale: string
  /** The URL path a visitor opens, locale prefix included: `/de/faq`. */
  url: string
  status: 'added' | 'removed' | 'changed'
  kinds: ChangeKind[]
  /** The changed words as Markdown, `…context ~~old~~ **new** context…`, a few changes at most. */
  wordDiff: string
  /** Text of the blocks that changed or appeared, as on the new page (to outline them in a screenshot). */
  changedBlocks: string[]
  /** Text of the blocks that changed or disappeared, as on the old page. */
  removedBlocks: string[]
}

/** Every HTML page of a built site, by its URL path (`/`, `/faq`, `/de/faq`, `/404`). */
export function listPages(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) {
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
  if ((LOCALES as readonly string[]).includes(first) && first !== DEFAULT_LOCALE) return { locale: first, page: `/${rest.join('/')}` }
  return { locale: DEFAULT_LOCALE, page: url }
}

const CONTEXT_WORDS = 4
const MAX_DIFF_CHARS = 240

/** Markdown-safe text for a table cell (formatMarkdownTable escapes `|`). */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_~[\]<>#])/g, '\\$1')
}

/**
 * One changed block as `…before ~~old~~ **new** after…`, with a few words of context on each side. Words are split
 * at spaces only, so that a figure (`$24,000`) or a word with punctuation changes as a whole.
 */
export function wordDiff(before: string, after: string): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean)
  const parts = diffArrays(words(before), words(after))
  const out: string[] = []
  parts.forEach((part, index) => {
    const text = part.value.join(' ')
    const next = parts[index + 1]
    if (part.removed && next?.added && part.value.length === 1 && next.value.length === 1 && text.length > LONG_WORD) {
      // Chinese and Japanese write a sentence without spaces: compare that "word" character by character.
      out.push(characterDiff(text, next.value[0]!))
      next.value = []
    } else if (part.added && part.value.length === 0) return
    else if (part.removed) out.push(`~~${escapeMarkdown(text)}~~`)
    else if (part.added) out.push(`**${escapeMarkdown(text)}**`)
    else {
      const first = index === 0
      const last = index === parts.length - 1
      if (!first && !last && part.value.length <= CONTEXT_WORDS * 2) out.push(escapeMarkdown(text))
      else {
        // An ellipsis only where words were left out.
        const cut = part.value.length > CONTEXT_WORDS
        if (!first) out.push(`${escapeMarkdown(part.value.slice(0, CONTEXT_WORDS).join(' '))}${cut ? '…' : ''}`)
        if (!last) out.push(`${cut ? '…' : ''}${escapeMarkdown(part.value.slice(-CONTEXT_WORDS).join(' '))}`)
      }
    }
  })
  return out.join(' ')
}

const LONG_WORD = 20
const CONTEXT_CHARACTERS = 12

/** `…context~~old~~**new**context…` for text without spaces, a few characters of context on each side. */
function characterDiff(before: string, after: string): string {
  const parts = diffChars(before, after)
  return parts.map((part, index) => {
    if (part.removed) return `~~${escapeMarkdown(part.value)}~~`
    if (part.added) return `**${escapeMarkdown(part.value)}**`
    const head = index === 0 ? '' : part.value.slice(0, CONTEXT_CHARACTERS)
    const tail = index === parts.length - 1 ? '' : part.value.slice(-CONTEXT_CHARACTERS)
    if (part.value.length <= CONTEXT_CHARACTERS * 2 && index !== 0 && index !== parts.length - 1) return escapeMarkdown(part.value)
    return `${head ? `${escapeMarkdown(head)}…` : ''}${tail ? `…${escapeMarkdown(tail)}` : ''}`
  }).join('')
}

function shorten(markdown: string): string {
  if (markdown.length <= MAX_DIFF_CHARS) return markdown
  // Never end inside a ~~…~~ or **…** run, which would leave the rest of the table cell struck through or bold.
  const open = (text: string, marker: string) => (text.split(marker).length - 1) % 2 === 1
  let safe = markdown.slice(0, MAX_DIFF_CHARS)
  while (open(safe, '~~') || open(safe, '**')) safe = safe.slice(0, Math.max(safe.lastIndexOf('~~'), safe.lastIndexOf('**'), 0))
  return `${safe.trimEnd()} …`
}

/** What differs between two versions of one page. */
export function comparePage(before: PageView, after: PageView): Pick<PageChange, 'kinds' | 'wordDiff' | 'changedBlocks' | 'removedBlocks'> {
  const kinds: ChangeKind[] = []
  const diffs: string[] = []
  const changedBlocks: string[] = []
  const removedBlocks: string[] = []
  let removed: string[] = []
  for (const part of diffArrays(before.blocks, after.blocks)) {
    if (part.removed) removed = part.value
    else if (part.added) {
      changedBlocks.push(...part.value)
      removedBlocks.push(...removed)
      part.value.forEach((block, index) => diffs.push(removed[index] !== undefined ? wordDiff(removed[index]!, block) : `**${escapeMarkdown(block)}**`))
      removed.slice(part.value.length).forEach((block) => diffs.push(`~~${escapeMarkdown(block)}~~`))
      removed = []
    } else {
      removedBlocks.push(...removed)
      removed.forEach((block) => diffs.push(`~~${escapeMarkdown(block)}~~`))
      removed = []
    }
  }
  removedBlocks.push(...removed)
  removed.forEach((block) => diffs.push(`~~${escapeMarkdown(block)}~~`))
  if (changedBlocks.length > 0 || removedBlocks.length > 0) kinds.push('text')
  if (before.title !== after.title) {
    kinds.push('title')
    diffs.unshift(`title: ${wordDiff(before.title, after.title)}`)
  }
  if (before.description !== after.description) {
    kinds.push('description')
    diffs.push(`description: ${wordDiff(before.description, after.description)}`)
  }
  if (before.jsonLd.join('\n') !== after.jsonLd.join('\n')) kinds.push('JSON-LD')
  if (before.images.join('\n') !== after.images.join('\n')) kinds.push('images')
  // A block repeated on the page (a figure in a heading and a paragraph) is one change to a reader.
  return { kinds, wordDiff: shorten([...new Set(diffs)].join(' · ')), changedBlocks, removedBlocks }
}

/** Every page added, removed or changed between two built sites. */
export function compareSites(beforeDir: string, afterDir: string): PageChange[] {
  const before = listPages(beforeDir)
  const after = listPages(afterDir)
  const changes: PageChange[] = []
  for (const url of new Set([...before.keys(), ...after.keys()])) {
    const { locale, page } = splitLocale(url)
    const base = { page, locale, url }
    const old = before.get(url)
    const current = after.get(url)
    if (!old) {
      changes.push({ ...base, status: 'added', kinds: [], wordDiff: '', changedBlocks: [], removedBlocks: [] })
    } else if (!current) {
      changes.push({ ...base, status: 'removed', kinds: [], wordDiff: '', changedBlocks: [], removedBlocks: [] })
    } else {
      const oldHtml = fs.readFileSync(old, 'utf8')
      const newHtml = fs.readFileSync(current, 'utf8')
      if (oldHtml === newHtml) continue
      const difference = comparePage(readPage(oldHtml), readPage(newHtml))
      if (difference.kinds.length > 0) changes.push({ ...base, status: 'changed', ...difference })
    }
  }
  return changes.sort(byVisits)
}

/** Most visited first: home, FAQ, how it works, then articles, then the error page; each in locale order. */
const FIRST = ['/', '/faq', '/how-it-works']
export function pageRank(page: string): number {
  const index = FIRST.indexOf(page)
  if (index !== -1) return index
  return page === '/404' ? FIRST.length + 1 : FIRST.length
}

export function byVisits(a: Pick<PageChange, 'page' | 'locale'>, b: Pick<PageChange, 'page' | 'locale'>): number {
  return pageRank(a.page) - pageRank(b.page) || a.page.localeCompare(b.page) ||
    (LOCALES as readonly string[]).indexOf(a.locale) - (LOCALES as readonly string[]).indexOf(b.locale)
}
