/**
 * Before and after screenshots of changed pages at a phone's and a laptop's width, in Debian's Chromium, JavaScript
 * off (what a page shows before any interaction). Each site is served from its folder by request interception (no
 * server, no port). The changed blocks are outlined, a closed <details> around one opened, and the first scrolled to
 * the middle of the screen below the fixed header: one screen each, as a visitor sees it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'
import { CHROMIUM_ARGS, requireChromium } from '../check/chromium.ts'
import { byVisits, type PageChange } from './compareSites.ts'
import { BLOCK_TAGS } from './readPage.ts'
import type { Screenshot } from './report.ts'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
export const MAX_SCREENSHOT_PAGES = 12

/**
 * At most `limit` pages whose text changed, languages with the same change counted once; every page once, most visited
 * first, before a second language of any, so that a change in nine languages still shows the FAQ.
 */
export function pickPages(changes: PageChange[], limit = MAX_SCREENSHOT_PAGES): PageChange[] {
  const byPage = new Map<string, PageChange[]>()
  const seen = new Set<string>()
  for (const change of changes) {
    if (change.status === 'changed' && change.changedBlocks.length === 0 && change.removedBlocks.length === 0) continue
    const same = [change.page, ...change.changedBlocks, ...change.removedBlocks, change.status].join('\n')
    if (change.status === 'changed' && seen.has(same)) continue
    seen.add(same)
    byPage.set(change.page, [...(byPage.get(change.page) ?? []), change])
  }
  const pages = [...byPage.values()].map(list => list.sort(byVisits)).sort((a, b) => byVisits(a[0]!, b[0]!))
  const picked: PageChange[] = []
  for (let round = 0; picked.length < limit && pages.some(list => list.length > round); round++) {
    for (const list of pages) if (list[round] && picked.length < limit) picked.push(list[round]!)
  }
  return picked
}

const ORIGIN = { before: 'http://before.changes.test', after: 'http://after.changes.test' } as const

/** Answers every request of the context from the two site folders; anything else is refused (no third party). */
async function serveSites(context: BrowserContext, dirs: Record<'before' | 'after', string>) {
  await context.route('**/*', async route => {
    const url = new URL(route.request().url())
    const side = url.origin === ORIGIN.before ? 'before' : url.origin === ORIGIN.after ? 'after' : undefined
    if (!side) return route.abort('blockedbyclient')
    const root = dirs[side]
    const relative = decodeURIComponent(url.pathname).replace(/\/$/, '/index.html')
    const candidates = [relative, `${relative}.html`, `${relative}/index.html`].map(name => path.join(root, name))
    const file = candidates.find(
      candidate => candidate.startsWith(root + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    )
    return file ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'not found' })
  })
}

/**
 * Outlines the blocks whose text is in `texts`, opens their <details>, scrolls to the first; returns how many. Page
 * source text: tsx would wrap a compiled function with helpers the page lacks.
 */
const MARK_BLOCKS = `({ texts, focus, tags, colour }) => {
  const wanted = new Set(texts)
  const normalise = (text) => (text || '').replace(/\\s+/g, ' ').trim()
  const marked = [...document.querySelectorAll(tags.join(','))].filter((element) => wanted.has(normalise(element.textContent)))
  for (const element of marked) {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      // An exclusive accordion (<details name>) would close one changed answer when the next opens.
      if (parent instanceof HTMLDetailsElement) { parent.removeAttribute('name'); parent.open = true }
    }
    element.style.outline = '3px solid ' + colour
    element.style.outlineOffset = '3px'
  }
  // The same changed block on both sides: the first difference, as it reads before and after.
  const visible = marked.find((element) => normalise(element.textContent) === focus && element.getClientRects().length > 0) ||
    marked.find((element) => element.getClientRects().length > 0)
  if (visible) {
    // CAREFUL HERE: a fixed or sticky header stays on top of the text: the block is centred in the room below it,
    // never under it as scrollIntoView would put it.
    const covered = Math.max(0, ...[...document.querySelectorAll('body *')]
      .filter((element) => /^(fixed|sticky)$/.test(getComputedStyle(element).position))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top <= 1 && box.bottom < innerHeight / 2)
      .map((box) => box.bottom))
    const box = visible.getBoundingClientRect()
    const room = innerHeight - covered
    window.scrollTo({ top: scrollY + box.top - covered - Math.max(16, (room - box.height) / 2), behavior: 'instant' })
  }
  return marked.length
}`

export function markBlocksScript(texts: readonly string[], colour: string, focus = ''): string {
  return `(${MARK_BLOCKS})(${JSON.stringify({ texts, focus, tags: BLOCK_TAGS, colour })})`
}

/** Writes the screenshots into `outDir` and returns them, in the order of `changes`. */
export async function takeScreenshots(
  changes: PageChange[],
  dirs: Record<'before' | 'after', string>,
  outDir: string,
): Promise<Screenshot[]> {
  if (changes.length === 0) return []
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
  try {
    // One browser context per width, side by side.
    const shots = await Promise.all(
      VIEWPORTS.map(async viewport => {
        const { width } = viewport
        const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' })
        await serveSites(context, dirs)
        const page = await context.newPage()
        const taken: Screenshot[] = []
        for (const change of changes) {
          const slug = change.url === '/' ? 'home' : change.url.slice(1).replace(/[^\w-]+/g, '-')
          const first = change.differences.find(
            difference => difference.before !== undefined || difference.after !== undefined,
          )
          const shot: Screenshot = { url: change.url, width }
          const sides = [
            ['before', change.status !== 'added', change.removedBlocks, '#f85149', first?.before ?? ''],
            ['after', change.status !== 'removed', change.changedBlocks, '#3fb950', first?.after ?? ''],
          ] as const
          for (const [side, exists, texts, colour, focus] of sides) {
            if (!exists) continue
            await page.goto(`${ORIGIN[side]}${change.url}`, { waitUntil: 'load' })
            await page.evaluate(() => document.fonts.ready)
            await page.evaluate(markBlocksScript(texts, colour, focus))
            const name = `${slug}.${width}.${side}.png`
            await page.screenshot({ path: path.join(outDir, name), animations: 'disabled' })
            shot[side] = name
          }
          taken.push(shot)
        }
        await context.close()
        return taken
      }),
    )
    const order = (shot: Screenshot) => changes.findIndex(change => change.url === shot.url)
    return shots.flat().sort((a, b) => order(a) - order(b) || a.width - b.width)
  } finally {
    await browser.close()
  }
}
