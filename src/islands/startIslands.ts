import type { ComponentType } from 'react'
import { ISLAND_INTERACTIONS, isWidgetKey } from './heldEvents'
import { ISLANDS, type HydrateWhen, type IslandName } from './registry'

/**
 * Browser only, and free of React: finds the islands of the page (`<Island>`), and hydrates each one when its
 * trigger fires. Only then are its module and React fetched. A failure stays in its island: the rest of the page
 * is prerendered HTML that no React root owns.
 */
export function startIslands(root: ParentNode = document) {
  // First, before anything here can fail: the loader stops holding events (src/enhance/pageScriptLoader.ts).
  const early = window.heldIslandEvents?.release() ?? []
  const islands = new Map<Element, Watched>()
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) islands.set(element, watch(element))
  // What the visitor did to an island before this script arrived: its trigger fires now, and the keys and the
  // submit the loader held are replayed once it has hydrated, like those that come while it loads.
  for (const event of early) {
    const island = event.target instanceof Element ? event.target.closest('[data-island]') : null
    const watched = island && islands.get(island)
    if (!watched) continue
    if (event instanceof KeyboardEvent || event.type === 'submit') watched.hold(event, true)
    watched.wake()
  }
}

interface Watched {
  /**
   * Holds a key pressed or a form submitted before the island hydrated, to replay it after (`prevented`: the
   * loader held it).
   */
  hold(event: Event, prevented?: boolean): void
  /** Fires the island's trigger. */
  wake(): void
}

function watch(element: HTMLElement): Watched {
  const held: KeyboardEvent[] = []
  // The form submitted before the island could answer (Enter in its field), by its place among the island's forms:
  // a form that React rendered anew is another element. Answered once, however often it was submitted.
  let submitted = -1
  const hold = (event: Event, prevented = false) => {
    if (event.type === 'submit') {
      // Submitted natively, the form would reload the page, and the text typed into it would be lost.
      event.preventDefault()
      event.stopImmediatePropagation()
      submitted = [...element.querySelectorAll('form')].indexOf(event.target as HTMLFormElement)
      return
    }
    if (!(event instanceof KeyboardEvent)) return
    if (!prevented) {
      if (event.defaultPrevented || !isWidgetKey(event, element)) return
      event.preventDefault()
      // A held key reaches no one until it is replayed. React listens on the island's element from the moment it
      // starts hydrating (before this listener is removed, one frame after): if it saw the key too, the replay
      // would be a second press (two moves for one ArrowDown).
      event.stopImmediatePropagation()
    }
    held.push(event)
  }
  const holdEvent = (event: Event) => {
    hold(event)
    if (event.type === 'submit') wake()
  }

  let started = false
  const wake = () => {
    if (started) return
    started = true
    for (const type of ISLAND_INTERACTIONS) element.removeEventListener(type, wake, true)
    observer?.disconnect()
    void hydrate(element)
      // One frame later, whatever the island did on hydrating (state, focus) has settled in the DOM.
      .then(() => new Promise(resolve => requestAnimationFrame(resolve)))
      .finally(() => {
        element.removeEventListener('keydown', holdEvent, true)
        element.removeEventListener('submit', holdEvent, true)
        replay(element, held)
        resubmit(element, submitted)
      })
  }

  // Every island also wakes on interaction: a visitor who reaches it first never meets a dead control.
  for (const type of ISLAND_INTERACTIONS) element.addEventListener(type, wake, { capture: true, passive: true })
  // After the wake listeners: a key that is held (and so stopped) still wakes the island.
  element.addEventListener('keydown', holdEvent, true)
  element.addEventListener('submit', holdEvent, true)
  let observer: IntersectionObserver | undefined
  const when = element.dataset.when as HydrateWhen
  if (when === 'visible') {
    observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && wake())
    // `display: contents` has no box of its own: observe what it shows.
    for (const child of element.children) observer.observe(child)
  } else if (when === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(wake, { timeout: 2000 })
    else setTimeout(wake, 200)
  }
  return { hold, wake }
}

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName
  element.dataset.islandState = 'loading'
  try {
    if (!Object.hasOwn(ISLANDS, name)) throw new Error(`no island is registered as "${name}"`)
    const props: unknown = JSON.parse(element.dataset.props ?? '{}')
    const [{ default: component }, { hydrateIsland }] = await Promise.all([ISLANDS[name](), import('./hydrateIsland')])
    await hydrateIsland(element, name, component as ComponentType<object>, props as object)
    element.dataset.islandState = 'hydrated'
  } catch (error) {
    // The island keeps its prerendered HTML, which works as far as HTML goes (links, native popovers).
    element.dataset.islandState = 'failed'
    console.error(`island ${name}: not hydrated, its prerendered HTML stays`, error)
  }
}

/**
 * Dispatches the held keys to where the focus is now (a widget may have moved it while hydrating). If the island
 * failed, they are dropped: its prerendered HTML has no handler for them, and a replayed key has no native effect.
 */
function replay(element: HTMLElement, held: KeyboardEvent[]) {
  // Keys meant for the widget are stale once the visitor has moved on (or if it failed): dropped, not replayed.
  if (element.dataset.islandState !== 'hydrated' || !element.contains(document.activeElement)) {
    held.length = 0
    return
  }
  for (const event of held.splice(0)) {
    const active = document.activeElement
    const target = active instanceof HTMLElement && element.contains(active) ? active : event.target
    if (!(target instanceof Element) || !target.isConnected) continue
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }),
    )
  }
}

/** Submits again, once, the form a visitor submitted before the island hydrated: now the island answers it. */
function resubmit(element: HTMLElement, index: number) {
  if (index === -1 || element.dataset.islandState !== 'hydrated') return
  element.querySelectorAll('form')[index]?.requestSubmit()
}
