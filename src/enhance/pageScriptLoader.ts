/**
 * The one inline script of every page, built by Vite into a single self-contained module (scripts/build/
 * pageScriptLoader.ts) and written into each page's head by pages/+Head.tsx. It starts loading the page script
 * (src/enhance/pageScript.ts) only once the page has loaded and painted and the browser is idle (or at once when a
 * visitor reaches an island), and holds what a visitor does to an island until that script takes over
 * (src/islands/startIslands.ts): the keys its widget handles, and a submitted form.
 *
 * Why: the page script is small and never blocks rendering, but a script requested before the largest paint is
 * still counted in that paint by Lighthouse's simulation (Lantern), and on a slow network it competes with the
 * HTML and the stylesheet. Fetched after the page has painted, it costs the paint nothing.
 *
 * It is allowed by the SHA-256 of its built bytes in the Content-Security-Policy (scripts/deploy/policy.ts), so
 * it holds nothing that differs between pages: the page script's URL is read from the element's
 * `data-page-script` attribute.
 */
import { ISLAND_INTERACTIONS, isWidgetKey } from '../islands/heldEvents'
import { isSearchShortcut, SEARCH_BOX_SELECTOR } from './searchShortcut'

const held: Event[] = []
/** What a visitor does to an island before the page script arrives: a form submitted too (Enter in its field). */
const HELD_ISLAND_EVENTS = [...ISLAND_INTERACTIONS, 'submit'] as const

function hold(event: Event) {
  const island = event.target instanceof Element ? event.target.closest('[data-island]') : null
  if (!island) return
  if (event.type === 'submit') {
    // A form of an island answers in the island; submitted natively, it would reload the page and lose the text.
    event.preventDefault()
  } else if (event instanceof KeyboardEvent) {
    // Only the keys an open widget handles are held, and prevented so that they do not scroll: to be replayed.
    if (!isWidgetKey(event, island)) return
    event.preventDefault()
  }
  held.push(event)
  // A visitor who reaches an island needs its script now, paint or not.
  load()
}

/** `/` before the page script has arrived focuses the search box at once (src/enhance/searchBox.ts takes over). */
function focusSearch(event: KeyboardEvent) {
  const box = document.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR)
  if (!box || !isSearchShortcut(event)) return
  event.preventDefault()
  box.focus()
  load()
}

function release(): Event[] {
  document.removeEventListener('keydown', focusSearch)
  for (const type of HELD_ISLAND_EVENTS) document.removeEventListener(type, hold, true)
  delete window.heldIslandEvents
  return held.splice(0)
}

const PAINT_WAIT_MS = 5000

/**
 * If the script cannot load (offline, blocked, a deploy removed it), nothing stays held: the page is its HTML, and
 * its islands are marked failed, so that a control only the script could answer (a form, a Copy button) is hidden
 * (src/styles/global.css) instead of taking a visitor's Enter without an answer.
 */
function failed() {
  release()
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) island.dataset.islandState = 'failed'
}

let loading = false
function load() {
  if (loading) return
  loading = true
  const src = document.querySelector<HTMLScriptElement>('script[data-page-script]')?.dataset.pageScript
  if (src) import(/* @vite-ignore */ src).catch(failed)
  else failed()
}

function whenIdle(then: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 1000 })
  else setTimeout(then, 50)
}

/**
 * The browser records a paint once the frame is on screen, after the main thread has moved on: a frame callback
 * can run before the paint is recorded. Waiting for the paint entry itself is waiting for the paint.
 */
function whenPainted(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then))
    return
  }
  const observer = new PerformanceObserver(entries => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}

for (const type of HELD_ISLAND_EVENTS) document.addEventListener(type, hold, true)
document.addEventListener('keydown', focusSearch)
window.heldIslandEvents = { release }
// After the page has loaded and painted, when the browser is idle; a hidden tab has no paint to protect. A tab
// hidden before its first paint never records one, so hiding it loads the script too.
if (document.visibilityState === 'hidden') load()
else {
  addEventListener(
    'load',
    () => {
      whenPainted(() => whenIdle(load))
      // The paint entry is the browser's to record: should it never come, the page is enhanced all the same.
      setTimeout(load, PAINT_WAIT_MS)
    },
    { once: true },
  )
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && load(), { once: true })
}
