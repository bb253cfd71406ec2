/**
 * Measures, in Chromium, the JavaScript each page fetches before any interaction and after every island on it woke:
 * a real browser is the one source of truth for what a page loads, whatever the bundler's output looks like.
 */
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page, type Request } from 'playwright-core'
import { CHROMIUM_ARGS, testBrowser } from './chromium.ts'
import { createStaticServer } from '../serve/staticServer.ts'

export interface ScriptWeight {
  /** Gzip bytes of the scripts fetched until the page script has run and what it wakes unasked has loaded. */
  beforeInteraction: number
  /** Gzip bytes once every island of the page has hydrated (or failed): the most a visitor can ever load. */
  afterIslands: number
  /** The page's islands, by name. */
  islands: string[]
  /** Stylesheets fetched when the islands woke: there should be none (their rules are in the page's stylesheet). */
  lateStylesheets: string[]
}

/** `/faq/index.html` → `/faq`; `ja/404.html` → a path that is answered with it. */
export function urlOf(page: string): string {
  if (page.endsWith('404.html')) return `/${page.slice(0, -'404.html'.length)}no-such-page-budget-check`
  const dir = page.slice(0, -'index.html'.length)
  return `/${dir}`.replace(/(.)\/$/, '$1')
}

/**
 * The scripts the page at `url` fetches, loaded in `tab`, which may have loaded other pages (a file in its memory cache
 * is still reported as a request). `gzipSize` measures a file by its path without `/`. The page is left with every
 * island awake.
 */
export async function measurePageScripts(
  tab: Page,
  url: string,
  gzipSize: (file: string) => number,
): Promise<ScriptWeight> {
  const scripts = new Set<string>()
  const stylesheets: string[] = []
  const responses: Promise<unknown>[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    responses.push(request.response())
  }
  tab.on('request', onRequest)
  try {
    const total = () => [...scripts].reduce((sum, pathname) => sum + gzipSize(pathname.slice(1)), 0)
    /** Until every island that has started waking has finished, and every request made so far is answered. */
    const settled = async () => {
      await tab.waitForFunction(() => document.querySelector('[data-island-state="loading"]') === null)
      await Promise.all(responses)
    }
    await tab.goto(url)
    // The page script runs after the load event and marks it (src/enhance/pageScript.ts); what wakes unasked has
    // started by the time the browser is next idle.
    await tab.waitForFunction(() => document.documentElement.dataset.enhanced === 'true')
    await tab.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
    await settled()
    // CAREFUL HERE: the page script, in the tab's memory from the second page on, must be reported: if Chromium stops
    // reporting what the tab has in memory, each page would count less than it loads and pass.
    const pageScript = await tab.locator('[data-page-script]').getAttribute('data-page-script')
    if (!pageScript || !scripts.has(new URL(pageScript, url).pathname))
      throw new Error(`${url}: Chromium did not report its page script (${pageScript}); measure it in a new tab`)
    const beforeInteraction = total()
    const stylesheetsBefore = stylesheets.length
    const islands = await wakeIslands(tab)
    await settled()
    return { beforeInteraction, afterIslands: total(), islands, lateStylesheets: stylesheets.slice(stylesheetsBefore) }
  } finally {
    tab.off('request', onRequest)
  }
}

/**
 * Runs `measure` with the site at `root` served on a free loopback port and the test browser (testBrowser(): the
 * headless shell where installed, which gives the same figures: docs/budgets.md, Test time); closes both at the end.
 */
export async function withSiteInChromium<T>(
  root: string,
  measure: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const server = createStaticServer(root)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const browser = await chromium.launch({ executablePath: testBrowser(), args: CHROMIUM_ARGS })
  try {
    return await measure(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    await browser.close()
    server.close()
  }
}

/** Wakes every island of the page and waits until each has hydrated or failed; returns their names. */
export async function wakeIslands(page: Page): Promise<string[]> {
  const islands = await page.locator('[data-island]').evaluateAll(elements =>
    elements.map(element => {
      // The trigger every island answers to, whatever its `when`.
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      return (element as HTMLElement).dataset.island ?? '?'
    }),
  )
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      element => element.dataset.islandState === 'hydrated' || element.dataset.islandState === 'failed',
    ),
  )
  return islands
}
