/**
 * Which rules of a page's stylesheets the page can use, by Chromium's CSS rule usage tracking (DevTools' coverage),
 * with every state a visitor can reach put on the page while it runs: each width its media queries tell apart,
 * scrolled, every island woken, `<details>` open, popover shown and `<dialog>` open, the search answering, the news
 * banner dismissed, reduced motion, forced colours, print, and JavaScript off. States are styled without a frame
 * rendered, so what only a frame sets (an IntersectionObserver, `content-visibility: auto`) is reported unused.
 * A :hover, :active or :focus rule unseen counts as used when its selector without that state matches an element.
 * Only style rules are counted.
 */
import type { Page } from 'playwright-core'
import postcss from 'postcss'
import { urlOf, wakeIslands, withSiteInChromium } from './measureScripts.ts'
import type { UnusedRule } from './unusedCss.ts'

export interface CssCoverage {
  /** Bytes of the page's stylesheets (as served, not compressed). */
  bytes: number
  /** Bytes of the style rules no state of the page matched. */
  unusedBytes: number
  /** Those rules: each one's selector list and the @media (or @supports…) preludes around it. */
  unusedRules: UnusedRule[]
}

/** At-rules whose block holds style rules that apply (not @keyframes' steps, nor @font-face). */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope'])

/** 320 px (the narrowest supported) and every width at which a media query starts or stops matching. */
function breakpointWidths(css: string): number[] {
  const widths = new Set([320])
  for (const [prelude] of css.matchAll(/@media[^{]*/g)) {
    for (const match of prelude.matchAll(/(min-width\s*:|max-width\s*:|width\s*[<>]=?)\s*([\d.]+)(px|rem|em)/g)) {
      const px = Number(match[2]) * (match[3] === 'px' ? 1 : 16)
      // `min-width: N` and `width >= N` start matching at N; `max-width: N` and `width <= N` stop after N.
      const switchesAt = /min|>/.test(match[1]!) ? Math.ceil(px) : Math.floor(px) + 1
      if (switchesAt > 320) widths.add(switchesAt)
    }
  }
  return [...widths].sort((a, b) => a - b)
}

/**
 * Puts the page in each of its states at its current width: with `scroll`, scrolled to the bottom and back; then every
 * `<details>`, popover and `<dialog>` open, and with `close` closed again.
 * CAREFUL HERE: one task, so that the browser styles each state (usage is recorded when styles are computed) but paints
 * none of them: painting each state at each width is what coverage used to spend most of its time on.
 */
async function putStates(page: Page, { scroll, close }: { scroll: boolean; close: boolean }): Promise<void> {
  // CAREFUL HERE: no named function inside: tsx compiles one into a call of a helper the page does not have.
  await page.evaluate(
    async ({ scroll, close }) => {
      if (scroll) {
        const header = document.querySelector<HTMLElement>('[data-compact-after]')
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
        // Fired now, so the page script takes its scrolled state in this task; a later answer is waited for.
        window.dispatchEvent(new Event('scroll'))
        const started = performance.now()
        // The compact header, unless the page is too short to scroll past its threshold at this width.
        while (header && header.dataset.scrolled !== 'true' && window.scrollY > Number(header.dataset.compactAfter)) {
          if (performance.now() - started > 30_000)
            throw new Error(`the header never turned compact when scrolled at ${window.innerWidth} px`)
          // A frame, or 100 ms where frames have stopped (a tab in the background): the limit above still ends it.
          await Promise.race([new Promise(requestAnimationFrame), new Promise(resolve => setTimeout(resolve, 100))])
        }
        void document.body.offsetHeight
        window.scrollTo({ top: 0, behavior: 'instant' })
        window.dispatchEvent(new Event('scroll'))
      }
      for (const open of close ? [true, false] : [true]) {
        for (const details of document.querySelectorAll('details')) details.open = open
        for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
          try {
            if (open) popover.showPopover()
            else popover.hidePopover()
          } catch {
            // An auto popover closes another one: each is shown once, which is what coverage needs.
          }
        }
        for (const dialog of document.querySelectorAll('dialog')) {
          if (open && !dialog.open) dialog.showModal()
          else if (!open) dialog.close()
          // Style the page in this state before the next one replaces it.
          void document.body.offsetHeight
        }
        void document.body.offsetHeight
      }
    },
    { scroll, close },
  )
}

/** Each popover shown on its own until the buttons that open it say so (aria-expanded). */
async function showEachPopover(page: Page): Promise<void> {
  for (const id of await page.locator('[popover][id]').evaluateAll(elements => elements.map(element => element.id))) {
    await page.evaluate(id => document.getElementById(id)!.showPopover(), id)
    await page
      .waitForFunction(
        id =>
          [...document.querySelectorAll(`[popovertarget="${id}"][aria-expanded]`)].every(
            button => button.getAttribute('aria-expanded') === 'true',
          ),
        id,
        { timeout: 30_000 },
      )
      .catch((error: Error) => {
        throw new Error(
          `${page.url()}: popover #${id} is shown but its button never said aria-expanded=true — the page script ` +
            `keeps it in step (src/enhance/): ${error.message}`,
        )
      })
    await page.evaluate(id => document.getElementById(id)!.hidePopover(), id)
  }
}

/** A word in no language's search index, and one in every language's, in a section under a heading. */
const SEARCH_WORDS = { empty: 'qzxjvq', results: 'Solana' } as const

/** The search box with its "no results" message, then with results, left in the page for the user-state rules. */
async function searchStates(page: Page): Promise<void> {
  const input = page.locator('#site-search')
  if ((await input.count()) === 0) return
  for (const [state, word] of Object.entries(SEARCH_WORDS)) {
    await input.fill(word)
    await page
      .waitForFunction(
        state => document.querySelector<HTMLElement>('[data-search-results]')?.dataset.state === state,
        state,
      )
      .catch(() => {
        throw new Error(
          `${page.url()}: searching "${word}" never showed ${state} — check the search works, or change SEARCH_WORDS ` +
            `(scripts/check/cssCoverage.ts)`,
        )
      })
  }
}

/** Where each style rule of a stylesheet starts and ends, with the preludes of the grouping at-rules around it. */
function styleRules(css: string): { start: number; end: number; selector: string; within: string[] }[] {
  const rules: { start: number; end: number; selector: string; within: string[] }[] = []
  postcss.parse(css).walkRules(rule => {
    const within: string[] = []
    for (let parent = rule.parent; parent?.type !== 'root'; parent = parent!.parent) {
      // A rule nested in a style rule is part of it; one in @keyframes or @font-face is no style rule.
      if (parent?.type !== 'atrule' || !GROUPING.has((parent as postcss.AtRule).name)) return
      const atRule = parent as postcss.AtRule
      within.unshift(`@${atRule.name}${atRule.raws.afterName ?? ''}${atRule.params}`)
    }
    rules.push({ start: rule.source!.start!.offset, end: rule.source!.end!.offset, selector: rule.selector, within })
  })
  return rules
}

/** Pointer and keyboard states: one hover or Tab away on any element the rest of the selector matches. */
const USER_STATES = /:(?:hover|active|focus-visible|focus-within|focus)(?![\w-])/g

/**
 * Chromium's rule usage tracking started on `page`, with the page's own stylesheet files by id as they are added.
 * `used()` stops it and returns the ranges of those stylesheets a state matched.
 */
async function trackRuleUsage(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const sheets = new Map<string, string>()
  cdp.on('CSS.styleSheetAdded', ({ header }) => {
    if (header.origin === 'regular' && header.sourceURL && !header.isInline)
      sheets.set(header.styleSheetId, header.sourceURL)
  })
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  // CAREFUL HERE: a reused tab still holds the last page, and `CSS.enable` reports its stylesheets before answering;
  // starting the tracking restyles that page, so clear them in between or its rules count as this page's.
  sheets.clear()
  await cdp.send('CSS.startRuleUsageTracking')
  const used = async () => {
    const { ruleUsage } = await cdp.send('CSS.stopRuleUsageTracking')
    await cdp.detach()
    return ruleUsage.filter(rule => rule.used && sheets.has(rule.styleSheetId))
  }
  return { cdp, sheets, used }
}

/** The rules the page at `url` uses with JavaScript off (`page`'s context), at each of `widths`, by stylesheet URL. */
async function usedWithoutScript(page: Page, url: string, widths: number[]) {
  const { sheets, used } = await trackRuleUsage(page)
  await page.goto(url)
  const height = page.viewportSize()?.height ?? 900
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => void document.body.offsetHeight)
  }
  return (await used()).map(rule => ({ ...rule, sheet: sheets.get(rule.styleSheetId)! }))
}

/**
 * The CSS coverage of the page at `url` in every state above. `noScriptPage` is a tab with JavaScript off; `load`
 * loads `url` in `page` and leaves it with every island awake.
 */
async function measureCssCoverage(
  page: Page,
  noScriptPage: Page,
  url: string,
  load: (tab: Page, url: string) => Promise<unknown>,
): Promise<CssCoverage> {
  const { cdp, sheets, used: stop } = await trackRuleUsage(page)
  await load(page, url)
  await showEachPopover(page)
  await searchStates(page)
  const texts = new Map<string, string>()
  for (const id of sheets.keys()) texts.set(id, (await cdp.send('CSS.getStyleSheetText', { styleSheetId: id })).text)
  const widths = breakpointWidths([...texts.values()].join('\n'))
  await eachLayout(page, widths)
  const used = await stop()
  // The same files, so the same offsets: a rule used without JavaScript is used.
  const idOf = new Map([...sheets].map(([id, sheet]) => [sheet, id]))
  for (const range of await usedWithoutScript(noScriptPage, url, widths)) {
    const styleSheetId = idOf.get(range.sheet)
    if (styleSheetId) used.push({ ...range, styleSheetId })
  }
  const unseen = [...texts].flatMap(([id, text]) =>
    styleRules(text)
      .filter(
        rule =>
          !used.some(
            range => range.styleSheetId === id && range.startOffset < rule.end && range.endOffset > rule.start,
          ),
      )
      .map(rule => ({ ...rule, text: text.slice(rule.start, rule.end) })),
  )
  // The user states, on the page with its menus and dialogs open.
  await putStates(page, { scroll: false, close: false })
  const reachable = await reachableInUserStates(
    page,
    unseen.map(rule => rule.selector),
  )
  const unused = unseen.filter((_, index) => !reachable[index])
  return {
    bytes: [...texts.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    unusedBytes: unused.reduce((sum, rule) => sum + Buffer.byteLength(rule.text), 0),
    unusedRules: unused.map(rule => ({ within: rule.within, selector: rule.selector })),
  }
}

/** The page at each breakpoint's width with its states, in each emulated media, and with the news banner dismissed. */
async function eachLayout(page: Page, widths: number[]) {
  const height = page.viewportSize()?.height ?? 900
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await putStates(page, { scroll: true, close: true })
  }
  for (const media of [{ reducedMotion: 'reduce' }, { forcedColors: 'active' }, { media: 'print' }] as const) {
    await page.emulateMedia(media)
    await page.evaluate(() => void document.body.offsetHeight)
  }
  await page.emulateMedia({ reducedMotion: null, forcedColors: null, media: null })
  await page
    .locator('[data-news-banner-dismiss]')
    .evaluateAll(buttons => buttons.forEach(button => (button as HTMLElement).click()))
  // Styled dismissed; then forgotten, or the next page of the same tab would open with the banner dismissed.
  await page.evaluate(() => {
    void document.body.offsetHeight
    localStorage.clear()
    sessionStorage.clear()
  })
}

/** For each selector no state used: whether it matches an element once its :hover, :focus… are taken off. */
function reachableInUserStates(page: Page, selectors: string[]): Promise<boolean[]> {
  return page.evaluate(
    ({ selectors, states }) =>
      selectors.map(selector => {
        const stateless = selector.replace(new RegExp(states, 'g'), '').replace(/:not\(\)/g, '')
        if (stateless === selector) return false
        try {
          return (
            document.querySelector(
              stateless.replace(/::?(?:before|after|marker|placeholder|backdrop)\b/g, '') || '*',
            ) !== null
          )
        } catch {
          return false
        }
      }),
    { selectors, states: USER_STATES.source },
  )
}

/** Loads the page at `url` in `tab` and wakes every island. */
async function loadAndWake(tab: Page, url: string): Promise<void> {
  await tab.goto(url)
  await tab.waitForFunction(() => document.documentElement.dataset.enhanced === 'true')
  await wakeIslands(tab)
}

/**
 * The coverage of each page (`ja/faq/index.html`) of the site at `root` that `covered` accepts. Every page is loaded in
 * one tab by `load`, which must wake every island: one load serves the caller's measurement and the coverage.
 */
export function measureSiteCssCoverage(
  root: string,
  pages: string[],
  covered: (page: string) => boolean = () => true,
  load: (tab: Page, url: string, page: string) => Promise<unknown> = loadAndWake,
): Promise<Map<string, CssCoverage>> {
  return withSiteInChromium(root, async (browser, origin) => {
    const results = new Map<string, CssCoverage>()
    const viewport = { width: 1280, height: 900 }
    // One tab of each context for every page: a new tab costs more CPU than a page's states.
    const tab = await (await browser.newContext({ viewport })).newPage()
    const noScriptTab = await (await browser.newContext({ viewport, javaScriptEnabled: false })).newPage()
    for (const page of pages) {
      const url = origin + urlOf(page)
      await tab.setViewportSize(viewport)
      if (!covered(page)) {
        await load(tab, url, page)
        continue
      }
      await noScriptTab.setViewportSize(viewport)
      results.set(page, await measureCssCoverage(tab, noScriptTab, url, (tab, url) => load(tab, url, page)))
    }
    return results
  })
}
